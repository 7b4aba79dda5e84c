//! Português: as lições.

use crate::catalog::text::Text;
use crate::catalog::LessonKey::{self, *};

pub(crate) fn text(key: LessonKey) -> Text {
    Text::Plain(match key {
        Learn => "Aprender",
        LearnTitle => "Aprender {0}",
        LessonsDone => "Lições: {0} de {1}",
        LessonStep => "Passo {0} de {1}",
        LessonNext => "Seguinte",
        LessonRestart => "Recomeçar",
        LessonSkip => "Saltar",
        LessonLeave => "Sair",
        LessonComplete => "Lição concluída",
        LessonNextLesson => "Próxima lição",
        LessonPlayGame => "Jogar a partida",
        LessonOffer => "Primeira vez a jogar {0}? Aprenda em poucas lições curtas.",
        LessonNotNow => "Agora não",
        LessonLookAt => "Repare em {0}.",
        PylosPlaceTitle => "Colocar bolas",
        PylosPlaceSummary => "O objetivo, e como uma bola entra no tabuleiro.",
        PylosWelcome => {
            "Bem-vindo ao Pylos. Você e o seu rival constroem juntos uma pirâmide de 30 bolas: você joga com as Claras, o rival com as Escuras, com 15 bolas cada um na reserva. Quem ficar primeiro sem bolas perde, por isso cada bola que poupa conta."
        }
        PylosFirstBall => {
            "Na sua vez, coloque uma bola da reserva num lugar vazio do nível de baixo. Escolha um dos 16 lugares."
        }
        PylosFirstBallDone => "As Escuras respondem com uma bola delas. Joga-se assim à vez, uma bola de cada lado.",
        PylosUpperPlace => {
            "Quatro bolas juntas em quadrado, sejam de que cor forem, formam um lugar no nível de cima. Coloque uma bola em a1 (nível 2), apoiada nas quatro."
        }
        PylosUpperPlaceNotIt => {
            "Numa partida esse lugar serve, mas este passo pede o lugar novo no nível 2: a1 (nível 2), por cima das quatro bolas."
        }
        PylosUpperPlaceDone => {
            "Um lugar aberto por quatro bolas serve a qualquer jogador, e uma bola lá em cima conta como qualquer outra."
        }
        PylosRaiseTitle => "Subir uma bola",
        PylosRaiseSummary => "Suba uma das suas bolas em vez de gastar uma nova.",
        PylosRaise => {
            "Em vez de colocar uma bola nova, pode subir uma das suas bolas livres para um nível mais alto. Não custa nada: a reserva fica com a bola. Suba a sua bola de d4 para a1 (nível 2)."
        }
        PylosRaiseNotIt => {
            "Assim gasta uma bola da reserva. Subir d4 para a1 (nível 2) ocupa o mesmo lugar e guarda a bola: uma bola poupada é mais uma jogada no fim."
        }
        PylosRaiseDone => "Ainda tem 12 bolas na reserva; colocar uma nova deixaria 11.",
        PylosCarries => {
            "Uma bola que segura outra não se pode mexer. As suas bolas em a1 e a2 seguram agora a bola em a1 (nível 2): enquanto ela lá estiver, não podem subir nem ser retiradas. E uma bola nunca sobe para um lugar que ela própria segura."
        }
        PylosSquareTitle => "Quadrados devolvem bolas",
        PylosSquareSummary => "Quatro da sua cor em quadrado devolvem-lhe uma ou duas bolas.",
        PylosSquare => {
            "Tem três bolas de um quadrado. Coloque a quarta em b2: um quadrado da sua cor permite recuperar bolas."
        }
        PylosSquareNotIt => {
            "É válida, mas colocar em b2 completa o seu quadrado e devolve-lhe bolas de imediato."
        }
        PylosSquareDone => "Um quadrado da sua cor: agora recupere bolas.",
        PylosReclaimFirst => {
            "Recupere para a reserva uma das suas bolas livres: qualquer uma, até a que acabou de colocar. Recuperar b2 volta a abrir o quadrado, que pode completar outra vez."
        }
        PylosReclaimFirstDone => "Uma bola voltou para a sua reserva.",
        PylosReclaimSecond => "Pode recuperar uma segunda bola livre, ou tocar em Feito para ficar só com uma.",
        PylosReclaimSecondDone => {
            "As Escuras completaram um quadrado delas com c3 e recuperaram essa bola. Os quadrados são o coração do Pylos: cada um poupa bolas."
        }
        PylosKids => {
            "Nas regras para crianças não se recuperam bolas: só se coloca e se sobe. As regras avançadas acrescentam as linhas, na próxima lição."
        }
        PylosLineTitle => "Linhas (regras avançadas)",
        PylosLineSummary => "Nas regras avançadas, uma linha completa da sua cor também devolve bolas.",
        PylosLine => {
            "Nas regras avançadas, uma linha ou coluna completa da sua cor devolve bolas como um quadrado: quatro no nível de baixo, três no nível 2. Complete a sua linha: coloque em d1."
        }
        PylosLineNotIt => "É válida, mas d1 completa a sua linha de quatro e devolve-lhe bolas de imediato.",
        PylosLineDone => "Uma linha completa: recupere bolas, como depois de um quadrado.",
        PylosLineReclaim => "Recupere uma das suas bolas livres; depois pode recuperar uma segunda.",
        PylosLineReclaimDone => {
            "As linhas só contam a direito, de um lado ao outro do tabuleiro, na horizontal ou na vertical, nunca na diagonal, e só nos níveis 1 e 2."
        }
        PylosEmptyTitle => "Ficar sem bolas",
        PylosEmptySummary => "Quem fica sem bolas perde.",
        PylosEmpty => {
            "Já perto do fim de uma partida, resta-lhe uma bola e às Escuras seis. Quem acaba a vez com a reserva vazia perde logo, por isso colocar a última bola seria perder. Suba antes uma bola livre: d1 ou a2."
        }
        PylosEmptyNotIt => {
            "Assim coloca a sua última bola: a reserva ficaria vazia e perderia logo. Suba antes uma das suas bolas livres."
        }
        PylosEmptyDone => "A salvo, por agora. As Escuras ainda têm mais bolas do que você: conte-as a cada jogada.",
        PylosTop => {
            "A última bola no topo ganharia. Mas com 29 bolas no tabuleiro só resta uma nas reservas, por isso o rival já ficou sem bolas e perdeu: uma partida ganha-se deixando o rival sem bolas. Coloque bolas com moderação, suba quando puder, faça quadrados."
        }
        PylosGameTitle => "A sua primeira partida",
        PylosGameSummary => "Uma partida curta contra o computador fácil.",
        PylosGame => {
            "Agora uma partida inteira contra o computador fácil. Suba quando puder, faça quadrados e conte as bolas."
        }
        PylosGameDone => "Foi uma partida inteira de Pylos. Os níveis mais difíceis esperam em Novo jogo.",
        PyramidaClimbTitle => "Subir o triângulo",
        PyramidaClimbSummary => "O objetivo, e como se move uma pedra.",
        PyramidaWelcome => {
            "Bem-vindo à Pyramida. O tabuleiro é um triângulo de 21 casas; joga com as Brancas e o rival com as Pretas, cada um com três pedras na fila de baixo. Ganha quem primeiro tirar as suas três pedras pela casa do topo, f6."
        }
        PyramidaFirstMove => {
            "Uma pedra move-se uma casa na diagonal, para cima ou para baixo. A sua primeira jogada não pode usar uma pedra numa ponta da fila de baixo, por isso a de a1 tem de esperar: suba a pedra de e1 ou de i1."
        }
        PyramidaFirstMoveDone => {
            "As Pretas respondem com a sua primeira jogada. Joga-se à vez, uma jogada cada um."
        }
        PyramidaClimb => {
            "Continue a subir: mova a sua pedra de f2 para cima, para e3 ou g3. Uma pedra nunca entra numa casa com uma pedra da mesma cor."
        }
        PyramidaClimbNotIt => {
            "Essa jogada é válida, mas este passo pede que suba a pedra de f2, para e3 ou g3: chega-se ao topo a subir."
        }
        PyramidaClimbDone => {
            "Cada casa acima da fila de baixo tem duas casas por baixo e no máximo duas por cima: cada pedra sobe para f6 um passo diagonal de cada vez."
        }
        PyramidaPushTitle => "Empurrar para trás",
        PyramidaPushSummary => "Entre na casa de uma pedra inimiga e ela recua para baixo.",
        PyramidaPush => {
            "Uma pedra pode entrar numa casa com uma pedra inimiga: essa pedra é empurrada para uma das duas casas por baixo dela. Empurre a pedra preta em e3 com a sua pedra de f2."
        }
        PyramidaPushNotIt => {
            "Essa jogada é válida, mas este passo pede que empurre: mova de f2 para a pedra preta em e3."
        }
        PyramidaPushDone => {
            "As Pretas escolheram para onde a pedra recuou; é sempre o dono que escolhe quando as duas casas por baixo estão livres. Esse recuo foi a jogada das Pretas, por isso volta a ser a sua vez."
        }
        PyramidaRetreat => {
            "Agora as Pretas empurraram a sua pedra de e3. Escolha para onde ela recua: d2 ou f2. Uma pedra que recua para uma pedra inimiga empurra-a por sua vez, e uma pedra na fila de baixo não pode ser empurrada."
        }
        PyramidaRetreatDone => "O seu recuo foi a sua jogada: as Pretas jogam a seguir.",
        PyramidaProtectTitle => "Pedras protegidas",
        PyramidaProtectSummary => "Uma pedra com outra da sua cor atrás está protegida.",
        PyramidaPair => {
            "A pedra preta em e3 tem outra pedra preta, d4, mesmo atrás dela na mesma diagonal. Empurre e3 a partir de f2 e veja o que esse par faz."
        }
        PyramidaPairNotIt => {
            "Essa jogada é válida, mas este passo pede que empurre a pedra preta em e3 a partir de f2, na diagonal em direção a d4."
        }
        PyramidaPairDone => "A pedra preta recuou, e volta a ser a sua vez.",
        PyramidaProtected => {
            "A pedra de trás, d4, está agora protegida: a sua próxima jogada não pode entrar nela. Se tentar e3 para d4, as regras recusam; faça qualquer outra jogada."
        }
        PyramidaProtectedDone => {
            "A proteção dura uma jogada. As pedras da fila de baixo também estão a salvo: não têm para onde recuar, por isso não podem ser empurradas."
        }
        PyramidaPassTitle => "Pedras bloqueadas e passar",
        PyramidaPassSummary => {
            "Uma pedra que sobe para uma aresta bloqueia lá as pedras inimigas."
        }
        PyramidaBlocked => {
            "As Pretas subiram para as duas arestas, para b2 e h4: todas as suas pedras nessas arestas, a1, c3 e i3, estão bloqueadas e não se podem mover até essa pedra preta descer. Não tem jogada, por isso passa."
        }
        PyramidaBlockedDone => {
            "As Pretas desceram de b2, por isso a1 e c3 podem voltar a mover-se. Só se passa quando não há jogada válida."
        }
        PyramidaRepeatTitle => "Repetição",
        PyramidaRepeatSummary => "A mesma posição pela terceira vez é empate.",
        PyramidaRepeat => {
            "A sua pedra andou duas vezes entre h2 e g3, enquanto a preta andava entre d2 e e3. Voltar de g3 para h2 traria esta posição pela terceira vez, e isso é empate. Faça outra jogada."
        }
        PyramidaRepeatNotIt => {
            "g3 para h2 repete a posição pela terceira vez: a partida acabaria empatada. Escolha outra jogada."
        }
        PyramidaRepeatDone => {
            "Uma partida que só vai e vem acaba empatada: para ganhar, tem de avançar."
        }
        PyramidaTopTitle => "Pelo topo",
        PyramidaTopSummary => "Uma pedra que chega a f6 sai do tabuleiro; três ganham.",
        PyramidaTop => {
            "A sua pedra em e5 está a um passo do topo. Mova-a para f6: uma pedra que chega ao topo sai logo do tabuleiro."
        }
        PyramidaTopNotIt => {
            "Essa jogada é válida, mas de e5 a sua pedra já pode sair pelo topo: mova-a para f6."
        }
        PyramidaTopDone => "Uma pedra já saiu pelo topo e não pode voltar a ser empurrada.",
        PyramidaLastStone => {
            "Mais tarde na partida: duas das suas pedras já saíram pelo topo, e a última está em e5. Mova-a para f6 para ganhar."
        }
        PyramidaLastStoneDone => "As três pedras saíram pelo topo: ganhou.",
        PyramidaGameTitle => "A sua primeira partida",
        PyramidaGameSummary => "Uma partida curta contra o computador fácil.",
        PyramidaGame => {
            "Agora uma partida inteira contra o computador fácil. Suba, empurre as pedras pretas para baixo e tenha atenção às arestas."
        }
        PyramidaGameDone => {
            "Foi uma partida inteira de Pyramida. Os níveis mais difíceis esperam em Novo jogo."
        }
        PyramidoTurnTitle => "Um turno",
        PyramidoTurnSummary => "Colocar, peça simples e repor: as partes de um turno.",
        PyramidoWelcome => {
            "Bem-vindo ao Pyramido. Cada jogador constrói uma pirâmide de quatro andares com dominós: 10 no andar 1, depois 6, 3 e 1. Cada dominó tem dois blocos coloridos, alguns com joias; os pontos vêm dos seus marcadores em áreas de uma cor com muitas joias."
        }
        PyramidoFirstDomino => {
            "Um turno começa por colocar um dos três dominós da pedreira no seu andar. O primeiro vai para qualquer lado; cada um dos seguintes no andar 1 tem de partilhar um lado inteiro de bloco com um bloco já colocado, e o andar tem de caber num retângulo de 5 por 4. Escolha um dominó e coloque-o."
        }
        PyramidoFirstDominoDone => {
            "Colocado. Quando um bloco do dominó acabado de colocar mostra uma joia de uma cor cujo marcador ainda tem, é obrigatório pôr lá o marcador; com um só bloco assim, ele vai para lá sozinho."
        }
        PyramidoTile => {
            "A seguir pode cobrir um bloco sem marcador desse dominó com uma das suas três peças simples, com qualquer face para cima: cada face é uma cor com uma joia. Ou guarde as peças e salte. Aqui, salte."
        }
        PyramidoTileDone => {
            "As peças que guardar desempatam no fim. Uma peça colocada numa cor cujo marcador ainda tem recebe esse marcador."
        }
        PyramidoRefill => {
            "O lugar 3 da pedreira está vazio. Reponha-o com o dominó de cima de uma das duas pilhas ao lado, a pilha 3 ou a pilha 4: o dominó que tirar é o próximo que o rival pode escolher."
        }
        PyramidoRefillDone => {
            "O seu turno acabou, e o rival jogou o dele: colocar, marcar, peça simples, repor, em cada turno."
        }
        PyramidoMarkTitle => "Marcadores",
        PyramidoMarkSummary => "Um marcador num bloco com joia pontua a sua área.",
        PyramidoMark => {
            "O bloco amarelo do seu dominó em f5 e o bloco turquesa em g5 mostram ambos uma joia, e tem os dois marcadores: escolha qual dos blocos recebe o marcador. Um marcador pontua as joias da sua área quando o andar é pontuado."
        }
        PyramidoMarkDone => {
            "Cada marcador usa-se uma vez por andar, por isso vale a pena guardar o marcador de uma cor para uma área grande dessa cor."
        }
        PyramidoScoreTitle => "Pontuar um andar",
        PyramidoScoreSummary => "Áreas vezes joias, e o bónus Mino.",
        PyramidoScore => {
            "O andar 1 está completo para os dois jogadores e foi pontuado, visto de cima: uma área é um grupo de quartos de uma cor que se tocam, e cada um dos seus marcadores vale um ponto por cada joia visível na sua área."
        }
        PyramidoMino => {
            "Depois vem o bónus Mino: a sua área marcada que menos pontuou pontua mais uma vez. Um jogador sem marcadores não pontua. Os marcadores voltam, e o jogador com menos pontos começa o andar seguinte."
        }
        PyramidoUpperTitle => "Os andares de cima",
        PyramidoUpperSummary => "Onde vai um dominó nos andares 2 a 4.",
        PyramidoUpper => {
            "O andar 2 é mais pequeno: um dominó vai para qualquer lado dentro do seu contorno, sem precisar de tocar noutro, e cada bloco assenta num quarto de quatro blocos de baixo. Pode cobrir quartos de baixo, joias incluídas, mas não outro dominó do andar 2, nem sair do contorno. Coloque um dominó."
        }
        PyramidoUpperDone => {
            "As joias que um bloco de cima cobre deixam de contar: as áreas veem-se de cima e passam de um andar para outro."
        }
        PyramidoNoFitTitle => "Nenhum dominó cabe",
        PyramidoNoFitSummary => "Duas peças simples em vez de um dominó.",
        PyramidoNoFit => {
            "Nenhum dominó da pedreira cabe no seu andar. Em vez disso, põe 2 das suas peças simples em 2 lugares vazios do andar, com qualquer face, sem marcador; a pedreira fica como está. Ponha a primeira."
        }
        PyramidoNoFitDone => {
            "Um jogador com menos de 2 peças simples quando nenhum dominó cabe perde logo: guarde peças na mão."
        }
        PyramidoEndTitle => "O fim",
        PyramidoEndSummary => "Quem ganha, e como se desempata.",
        PyramidoEnd => {
            "A partida acaba quando o andar 4 é pontuado. Ganha quem tiver mais pontos; um empate vai para quem tiver mais peças simples por usar, depois para quem tiver o melhor andar, e a seguir a vitória é partilhada."
        }
        PyramidoGameTitle => "A sua primeira partida",
        PyramidoGameSummary => "Uma partida curta contra o computador fácil.",
        PyramidoGame => {
            "Agora uma partida inteira contra o computador fácil. Marque áreas grandes com muitas joias, e guarde uma ou duas peças na mão."
        }
        PyramidoGameDone => {
            "Foi uma partida inteira de Pyramido. Os níveis mais difíceis esperam em Novo jogo."
        }
        PyramidoUpperNext => {
            "O seu primeiro dominó do andar 2 está em a2 e a3. O seguinte pode ir para qualquer outro lado dentro do contorno, a tocar-lhe ou não, mas não por cima dele: um dominó nunca cobre outro do seu andar. Coloque um dominó."
        }
        PyramidoSecondDomino => {
            "O seu segundo dominó: cada dominó depois do primeiro no andar 1 tem de partilhar um lado inteiro de bloco com um bloco já colocado; tocar num canto não basta, e o andar tem de continuar a caber num retângulo de 5 por 4. Coloque o dominó amarelo e turquesa do lugar 2 da pedreira ao lado do primeiro."
        }
        PyramidoSecondDominoNotIt => {
            "Esse dominó serviria numa partida, mas este passo pede o dominó amarelo e turquesa do lugar 2 da pedreira: o passo seguinte põe-lhe um marcador."
        }
        PyramidoNoFitSecond => {
            "Agora a segunda peça, no último lugar vazio, f3. Toca no seu bloco castanho marcado em e3, no vermelho em f2 e no azul em g3, e o andar é pontuado logo a seguir a este turno: escolha a face que pontua mais."
        }
        PyramidoNoFitSecondNotIt => {
            "Isso pontua menos. Uma face azul em f3 junta a sua área azul marcada em g3 ao bloco azul em f4 e soma a sua própria joia: dois pontos, onde castanho ou vermelho somam um e verde nenhum."
        }
    })
}
