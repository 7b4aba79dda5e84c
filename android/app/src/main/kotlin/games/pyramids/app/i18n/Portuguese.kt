package games.pyramids.app.i18n

import games.pyramids.core.AiLevel
import games.pyramids.core.PyramidoColour

val Portuguese = Strings(
    languageTag = "pt",
    languageName = "Português",
    appName = "Pirâmides",
    tagline = "Três jogos de pirâmide para uma mesa",
    pylosName = "Pylos",
    pyramidoName = "Pyramido",
    pyramidaName = "Pyramida",
    pylosBlurb = "Empilhe uma pirâmide de bolas e faça o rival ficar sem bolas primeiro.",
    pyramidoBlurb = "Construa uma pirâmide de dominós e pontue as áreas de cor mais ricas.",
    pyramidaBlurb = "Leve três pedras até ao topo, empurrando as do rival para baixo.",
    resume = "Continuar",
    resumeDetail = { game, move -> "$game · jogada $move" },
    savedGames = "Jogos guardados",
    rules = "Regras",
    newGame = "Novo jogo",
    play = "Jogar",
    players = "Jogadores",
    human = "Pessoa",
    computer = "Computador",
    levelName = { level ->
        when (level) {
            AiLevel.RANDOM -> "Aleatório"
            AiLevel.EASY -> "Fácil"
            AiLevel.MEDIUM -> "Médio"
            AiLevel.HARD -> "Difícil"
            AiLevel.EXPERT -> "Especialista"
            AiLevel.PERFECT -> "Perfeito"
        }
    },
    variant = "Regras",
    variantName = { v ->
        when (v) {
            "kids" -> "Crianças"
            "standard" -> "Normal"
            "expert" -> "Avançadas"
            "swapped" -> "Trocada"
            else -> v.replaceFirstChar { it.uppercase() }
        }
    },
    variantBlurb = { v ->
        when (v) {
            "kids" -> "Sem recuperar bolas: só colocar e subir."
            "standard" -> "Um quadrado da sua cor recupera 1 ou 2 bolas."
            "expert" -> "Quadrados e linhas completas da sua cor recuperam bolas."
            "pyramida-standard" -> "As brancas começam em a1, e1 e i1 e jogam primeiro."
            "pyramida-swapped" -> "As pretas começam em a1; as brancas jogam primeiro na mesma."
            else -> ""
        }
    },
    playerCount = "Número de jogadores",
    whoStarts = "Quem começa",
    movesFirst = "joga primeiro",
    colourDrawn = "cor sorteada no início",
    random = "Ao acaso",
    tableMode = "Modo mesa",
    tableModeBlurb = "Para um tablet pousado entre os jogadores: o tabuleiro vira-se para quem joga.",
    start = "Começar",
    back = "Voltar",
    pylosSeat = { if (it == 0) "Claras" else "Escuras" },
    pyramidaSeat = { if (it == 0) "Brancas" else "Pretas" },
    playerN = { "Jogador $it" },
    aiSeat = { seat, level -> "$seat (computador, $level)" },
    toMove = { "Vez de: $it" },
    yourTurn = "A sua vez",
    thinking = { "$it está a pensar…" },
    undo = "Anular",
    redo = "Refazer",
    hint = "Dica",
    hintIs = { "Dica: $it" },
    done = "Feito",
    home = "Início",
    reserve = { if (it == 1) "Resta 1 bola" else "Restam $it bolas" },
    moveNumber = { "Jogada $it" },
    wins = { "Vitória: $it!" },
    sharedWin = { "Vitória partilhada: $it" },
    drawRepetition = "Empate: a mesma posição repetiu-se três vezes",
    drawLimit = "Empate: limite de jogadas atingido",
    gameOver = "Fim do jogo",
    rematch = "Desforra",
    youWon = "Ganhou!",
    youLost = "Perdeu",
    youShareWin = "Partilha a vitória!",
    showBoard = "Ver o tabuleiro",
    showResult = "Resultado",
    review = "Análise",
    reviewing = { d, t -> "A analisar o jogo… $d de $t jogadas" },
    reviewFailed = { "A análise falhou: $it" },
    reviewPartial = { d, t -> "Análise interrompida após $d de $t jogadas" },
    reviewMoveBy = { m, seat -> "Jogada $m · $seat" },
    reviewStart = "Início do jogo",
    reviewFinal = "Posição final",
    reviewPlayed = { "Jogou $it" },
    reviewBest = { "Melhor: $it (mostrada no tabuleiro)" },
    reviewPlayedWasBest = "A jogada feita foi a melhor",
    reviewValueBest = "Melhor",
    reviewValuePlayed = "Jogada",
    reviewWinIn = { if (it == 1) "Vitória em 1 jogada" else "Vitória em $it jogadas" },
    reviewLossIn = { if (it == 1) "Derrota em 1 jogada" else "Derrota em $it jogadas" },
    reviewDraw = "Empate",
    reviewBalls = { "$it bolas" },
    reviewPoints = { "$it pontos esperados" },
    verdictForced = "Jogada única",
    verdictBest = "Melhor jogada",
    verdictGood = "Boa jogada",
    verdictInaccuracy = "Imprecisão",
    verdictMistake = "Erro",
    verdictBlunder = "Erro grave",
    turningPoint = "Ponto de viragem",
    reviewFirst = "Primeira jogada",
    reviewPrevious = "Jogada anterior",
    reviewNext = "Jogada seguinte",
    reviewLast = "Posição final",
    reviewAhead = { "$it à frente" },
    reviewBehind = { "$it atrás" },
    reviewGraph = { "Como o jogo estava para $it, jogada a jogada. Toque para ir a uma jogada." },
    illegal = { "Essa jogada não é permitida ($it)" },
    failure = { "Algo correu mal: $it" },
    problem = Problems::portuguese,
    pylosMove = "Coloque uma bola, ou arraste uma das suas para cima",
    pylosRaiseChosen = "Toque num lugar iluminado para subir a bola",
    pylosFirstReclaim = "Padrão feito! Recupere uma das suas bolas",
    pylosSecondReclaim = "Recupere uma segunda bola, ou toque em Feito",
    pylosStop = "Feito",
    pylosViewPlan = "Ver de cima",
    pylosViewTilted = "Ver em 3D",
    pylosOutOfBalls = { "Sem bolas: $it" },
    pyramidaMove = "Toque numa pedra sua e depois num campo verde",
    pyramidaStoneChosen = "Toque num campo verde para mover a pedra",
    pyramidaRetreat = { "$it: escolha para onde recua a sua pedra" },
    pyramidaPass = "Sem jogada possível: toque em Passar",
    pyramidaPassButton = "Passar",
    pyramidaOff = { "$it de 3 pelo topo" },
    // Pyramido board
    pyramidoPlace = { "Arraste um dominó da pedreira para o andar $it" },
    pyramidoPlaceChosen = "Toque onde o dominó vai, ou toque nele de novo para o rodar",
    pyramidoPlacePending = "Toque no dominó para o rodar e depois em Colocar",
    pyramidoMark = "Ponha um marcador num bloco com joia que brilha",
    pyramidoTile = "Toque num bloco que brilha para o cobrir com uma peça simples, ou Saltar peça",
    pyramidoTileChosen = "Escolha uma face, toque na peça para rodar a joia e depois em Colocar",
    pyramidoRefill = "Reponha a pedreira: toque numa pilha que brilha",
    pyramidoNoFit = { "Nenhum dominó cabe — coloque 2 peças simples ($it de 2)" },
    pyramidoRotate = "Rodar",
    pyramidoConfirm = "Colocar",
    pyramidoSkipTile = "Saltar peça",
    pyramidoNoRoom = "não cabe",
    pyramidoYourTiles = "As suas peças simples",
    pyramidoNoTiles = "Já não tem peças simples",
    pyramidoFloor = { "Andar $it de 4" },
    pyramidoPyramidOf = { "Pirâmide do $it" },
    pyramidoPileSize = { "restam $it" },
    pyramidoPoints = { "+$it" },
    pyramidoBonus = { "Bónus Mino +$it" },
    pyramidoPointsShort = "pts",
    pyramidoTilesLeft = { if (it == 1) "1 peça" else "$it peças" },
    pyramidoOut = "Fora",
    pyramidoFloorScored = { "Pontuação do andar $it" },
    pyramidoNoFitBanner = { "$it: nenhum dominó cabe" },
    pyramidoEliminated = { "$it está fora: peças simples insuficientes" },
    pyramidoColourName = {
        when (it) {
            PyramidoColour.BROWN -> "castanho"
            PyramidoColour.BLUE -> "azul"
            PyramidoColour.YELLOW -> "amarelo"
            PyramidoColour.AQUA -> "água"
            PyramidoColour.RED -> "vermelho"
            PyramidoColour.GREEN -> "verde"
        }
    },
    pyramidoJewels = { if (it == 1) "1 joia" else "$it joias" },
    pyramidoSingleTile = "peça simples",
    pyramidoMarker = "marcador",
    pyramidoCellA11y = { floor, cell -> "Andar $floor, $cell" },
    pyramidoPileA11y = { pile, size, top -> "Pilha $pile, $size dominós, no topo: $top" },
    pyramidoQuarryA11y = { slot, domino -> "Pedreira $slot: $domino" },
    pyramidoScoreA11y = { score, markers, tiles -> "$score pontos, $markers marcadores na mão, $tiles peças simples" },
    pyramidoScoringArea = { floor, player, points -> "Pontuação do andar $floor: $player $points" },
    pyramidoNoFitHow = "Toque num lugar vazio que brilha e depois escolha uma face",
    pyramidoFloorShort = { "A$it" },
    pyramidoTotal = "Total",
    pyramidoTilesShort = "Peças",
    pyramidoShowPyramid = { "Ver a pirâmide do $it" },
    noSaves = "Cada jogo guarda-se sozinho enquanto joga. Comece um e ele fica aqui à sua espera.",
    damagedSave = "Gravação danificada",
    futureSave = { "Guardado por uma versão mais recente da aplicação (formato $it). Atualize a aplicação para o abrir." },
    unreadableSave = { "Não é possível abrir esta gravação: $it" },
    delete = "Apagar",
    finished = "Terminado",
    ongoing = "Em curso",
    saveFailed = { "Não foi possível guardar o jogo: $it" },
    noSavesTitle = "Ainda não há jogos guardados",
    newerSave = "Feito por uma versão mais recente",
    damagedSaveDetail = "Este ficheiro está danificado e não pode ser aberto. Pode apagá-lo.",
    deleteTitle = "Apagar este jogo guardado?",
    deleteDetail = "Não será possível recuperá-lo.",
    cancel = "Cancelar",
    a11yPosition = { level, column, row -> "Nível $level, coluna ${column.uppercaseChar()}, linha $row" },
    a11yEmpty = "vazio",
    a11yLightBall = "bola clara",
    a11yDarkBall = "bola escura",
    a11yCanPlace = "pode colocar uma bola aqui",
    a11yCanRaise = "pode subir esta bola",
    a11yRaiseTarget = "subir a bola escolhida para aqui",
    a11yCanReclaim = "pode recuperar esta bola",
    a11ySelected = "escolhida",
    a11yLastMove = "última jogada",
    a11yBlocked = "bloqueada",
    a11yProtected = "protegida",
    a11yMoveTarget = "pode mover para aqui",
    a11yBoard = { "Tabuleiro de Pylos com $it bolas" },
    a11yGamePicture = { "Imagem de $it" },
    rulesTitle = { "Como jogar $it" },
    legendTitle = "O que significam as marcas",
    fullRules = "Regras completas",
    symbolsHeading = "Marcas no tabuleiro",
    symPlace = "Lugar iluminado: pode pôr aqui uma bola",
    symRaise = "Seta verde: esta bola sua pode subir",
    symRaiseTarget = "Anel verde: para onde a bola escolhida pode ir",
    symReclaim = "Bola iluminada: pode recuperá-la",
    symLastMove = "Ponto: a última bola jogada",
    symHint = "Anel azul: a sugestão",
    symMovable = "Anel âmbar: uma pedra que pode mover",
    symMoveTarget = "Anel verde: para onde a pedra escolhida pode ir",
    symBlocked = "Cadeado: bloqueada na sua aresta, não se pode mover",
    symProtected = "Escudo: protegida, não se pode entrar nela nesta jogada",
    symEdges = "Linhas claras: as duas arestas, onde as pedras bloqueiam",
    symTop = "Casa do topo: uma pedra que chega aqui sai do tabuleiro",
    symRetreat = "Setas: para onde uma pedra empurrada pode recuar",
    symJewels = "Joias: cada cor tem a sua forma",
    symMarker = "Marcador: pontua as joias da sua área de cor",
    symTile = "Peça simples: um bloco com uma joia",
    symBonus = "Bónus Mino: a área marcada mais fraca pontua outra vez",
    symNoFit = "Dominó esbatido: não cabe no seu andar",
    pylosRules = listOf(
        Section("O objetivo", listOf(
            "Dois jogadores, Claras e Escuras, começam cada um com 15 bolas na reserva. Juntos constroem uma pirâmide: uma base de 4×4, depois 3×3, 2×2 e uma bola no topo.",
            "Quem tiver de terminar a vez com a reserva vazia perde logo, por isso cada bola poupada conta.",
        ), "pylos-pyramid"),
        Section("A sua vez: colocar ou subir", listOf(
            "Coloque uma bola da reserva num lugar livre: um buraco da base, ou um lugar sobre quatro bolas que se tocam.",
            "Ou suba uma bola sua sem nada por cima para um nível mais alto. Subir não gasta bolas da reserva. A bola não pode ser uma das quatro em que o novo lugar assenta.",
        ), "pylos-raise"),
        Section("Recuperar bolas", listOf(
            "Regras normais: se a bola que acabou de colocar ou subir completa um quadrado 2×2 da sua cor, recupere uma das suas bolas livres e, se quiser, uma segunda.",
            "Regras avançadas: também conta uma linha ou coluna completa da sua cor — quatro na base, três no segundo nível.",
            "Regras para crianças: não se recupera nada.",
        ), "pylos-square"),
        Section("O fim", listOf(
            "Quem ficar sem bolas na reserva no fim da sua vez perde. A mesma posição três vezes é empate.",
        )),
    ),
    pyramidoRules = listOf(
        Section("O objetivo", listOf(
            "Cada jogador constrói a sua pirâmide de dominós, andar a andar: 10 dominós no rés-do-chão, depois 6, 3 e 1. Ganha quem tiver mais pontos depois do quarto andar.",
        ), "pyramido-pyramid"),
        Section("A sua vez", listOf(
            "Escolha um dos três dominós da pedreira e coloque-o no seu andar atual. No rés-do-chão, cada dominó depois do primeiro tem de tocar num lado inteiro de um bloco, e o andar tem de caber em 5×4 blocos.",
            "Ponha um dos seus marcadores num bloco desse dominó com a cor do marcador e uma joia.",
            "Pode cobrir um bloco sem marcador desse dominó com uma peça simples; se ainda tiver o marcador dessa cor, ele vai para a peça.",
            "Reponha a pedreira a partir de uma das duas pilhas junto ao lugar vazio.",
        ), "pyramido-turn"),
        Section("Pontuar um andar", listOf(
            "Quando todos terminam um andar, olhe para a sua pirâmide de cima. Cada marcador vale um ponto por joia visível na sua área de cor, que pode atravessar andares.",
            "Bónus Mino: a sua área marcada mais fraca pontua mais uma vez. Depois os marcadores voltam para si.",
            "Quem fez menos pontos nesse andar começa o seguinte.",
        ), "pyramido-bonus"),
        Section("Quando nenhum dominó cabe", listOf(
            "Se nenhum dominó da pedreira cabe no seu andar, ponha antes 2 das suas peças simples em 2 lugares vazios, sem marcador.",
            "Com menos de 2 peças simples fica fora do jogo: com dois jogadores perde, com mais fica em último e os outros continuam.",
        ), "pyramido-nofit"),
        Section("O fim e os empates", listOf(
            "Depois do quarto andar ganha quem tiver mais pontos. Em caso de empate ganha quem tiver mais peças simples por usar; depois, a melhor pontuação num só andar; quem continuar empatado partilha a vitória.",
        )),
    ),
    pyramidaRules = listOf(
        Section("Sobre este jogo", listOf(
            "A Pyramida vem de um antigo livro checo de jogos de tabuleiro. Não sobreviveu nenhum desenho do tabuleiro, por isso o tabuleiro usado aqui foi reconstruído a partir do texto: as 21 casas escuras de um tabuleiro de xadrez cortado em triângulo.",
        ), "pyramida-board"),
        Section("O objetivo", listOf(
            "Brancas e Pretas têm três pedras cada na fila de baixo. Ganha quem primeiro fizer passar as três pela casa do topo. As Brancas jogam primeiro.",
        )),
        Section("Mover", listOf(
            "Mova uma pedra sua uma casa na diagonal, para cima ou para baixo, para uma casa sem pedra sua. Uma pedra que chega à casa do topo sai do tabuleiro.",
            "Primeira jogada: a primeira jogada de cada jogador não pode usar uma pedra de uma ponta da fila de baixo (a1 ou k1).",
            "Quem não tem jogada possível passa.",
        ), "pyramida-move"),
        Section("Empurrar pedras para baixo", listOf(
            "Entrar numa casa com uma pedra inimiga empurra-a para uma das duas casas abaixo dela: para uma livre, se houver; senão, para cima de uma pedra da sua cor (que recua por sua vez); senão, o dono escolhe.",
            "Cada recuo conta como uma jogada do dono da pedra que recua: ter uma pedra empurrada custa-lhe a vez. Uma pedra na fila de baixo não pode ser empurrada.",
        ), "pyramida-retreat"),
        Section("Par protegido", listOf(
            "Quando ataca para cima e uma segunda pedra inimiga está logo atrás da atacada, na mesma diagonal, essa segunda pedra fica protegida (escudo): não pode entrar na casa dela na sua jogada seguinte.",
        ), "pyramida-protected"),
        Section("Arestas e bloqueios", listOf(
            "As duas diagonais exteriores são as arestas (as linhas claras). Uma pedra que sobe para uma aresta bloqueia as pedras inimigas que já lá estão (cadeado): não se podem mover até a pedra que bloqueia descer ou sair do tabuleiro.",
        ), "pyramida-blocked"),
        Section("O fim", listOf(
            "Ganha quem primeiro fizer passar as três pedras pelo topo. A mesma posição três vezes é empate.",
        )),
    ),
)
