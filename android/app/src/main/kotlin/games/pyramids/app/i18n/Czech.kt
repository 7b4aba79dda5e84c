package games.pyramids.app.i18n

import games.pyramids.core.AiLevel
import games.pyramids.core.PyramidoColour

val Czech = Strings(
    languageTag = "cs",
    languageName = "Čeština",
    appName = "Pyramidy",
    tagline = "Tři pyramidové hry pro jeden stůl",
    pylosName = "Pylos",
    pyramidoName = "Pyramido",
    pyramidaName = "Pyramida",
    pylosBlurb = "Stavějte pyramidu z koulí a nechte soupeři dojít koule dřív.",
    pyramidoBlurb = "Postavte pyramidu z domin a bodujte za nejbohatší barevné plochy.",
    pyramidaBlurb = "Převeďte tři kameny přes vrchol a zatlačte soupeřovy dolů.",
    resume = "Pokračovat",
    resumeDetail = { game, move -> "$game · tah $move" },
    savedGames = "Uložené hry",
    rules = "Pravidla",
    newGame = "Nová hra",
    play = "Hrát",
    players = "Hráči",
    human = "Člověk",
    computer = "Počítač",
    levelName = { level ->
        when (level) {
            AiLevel.RANDOM -> "Náhodný"
            AiLevel.EASY -> "Lehký"
            AiLevel.MEDIUM -> "Střední"
            AiLevel.HARD -> "Těžký"
            AiLevel.EXPERT -> "Expert"
            AiLevel.PERFECT -> "Dokonalý"
        }
    },
    variant = "Pravidla",
    variantName = { v ->
        when (v) {
            "kids" -> "Dětská"
            "standard" -> "Běžná"
            "expert" -> "Pokročilá"
            "swapped" -> "Prohozené"
            else -> v.replaceFirstChar { it.uppercase() }
        }
    },
    variantBlurb = { v ->
        when (v) {
            "kids" -> "Bez vracení koulí: jen pokládat a zvedat."
            "standard" -> "Čtverec vaší barvy vrací 1 nebo 2 koule."
            "expert" -> "Koule vracejí čtverce i celé řady vaší barvy."
            "pyramida-standard" -> "Bílý začíná na a1, e1 a i1 a táhne první."
            "pyramida-swapped" -> "Černý začíná na a1; bílý přesto táhne první."
            else -> ""
        }
    },
    playerCount = "Počet hráčů",
    whoStarts = "Kdo začíná",
    movesFirst = "táhne první",
    colourDrawn = "barva se losuje na začátku",
    random = "Náhodně",
    tableMode = "Režim stolu",
    tableModeBlurb = "Pro tablet ležící mezi hráči: deska se otočí k tomu, kdo je na tahu.",
    start = "Začít",
    back = "Zpět",
    pylosSeat = { if (it == 0) "Světlý" else "Tmavý" },
    pyramidaSeat = { if (it == 0) "Bílý" else "Černý" },
    playerN = { "Hráč $it" },
    aiSeat = { seat, level -> "$seat (počítač, $level)" },
    toMove = { "Na tahu: $it" },
    yourTurn = "Jste na tahu",
    thinking = { "$it přemýšlí…" },
    undo = "Vrátit",
    redo = "Znovu",
    hint = "Rada",
    hintIs = { "Rada: $it" },
    done = "Hotovo",
    home = "Domů",
    reserve = {
        when {
            it == 1 -> "Zbývá 1 koule"
            it in 2..4 -> "Zbývají $it koule"
            else -> "Zbývá $it koulí"
        }
    },
    moveNumber = { "Tah $it" },
    wins = { "Vítězí $it!" },
    sharedWin = { "Společné vítězství: $it" },
    drawRepetition = "Remíza: stejná pozice nastala potřetí",
    drawLimit = "Remíza: dosažen limit tahů",
    gameOver = "Konec hry",
    rematch = "Odveta",
    youWon = "Vyhráli jste!",
    youLost = "Prohráli jste",
    youShareWin = "Dělíte se o vítězství!",
    showBoard = "Zobrazit desku",
    showResult = "Výsledek",
    review = "Rozbor",
    reviewing = { d, t -> "Rozebírám partii… $d z $t tahů" },
    reviewFailed = { "Rozbor selhal: $it" },
    reviewPartial = { d, t -> "Rozbor zastaven po $d z $t tahů" },
    reviewMoveBy = { m, seat -> "Tah $m · $seat" },
    reviewStart = "Začátek partie",
    reviewFinal = "Konečná pozice",
    reviewPlayed = { "Zahráno $it" },
    reviewBest = { "Lepší: $it (ukázáno na desce)" },
    reviewPlayedWasBest = "Zahraný tah byl nejlepší",
    reviewValueBest = "Nejlepší",
    reviewValuePlayed = "Zahráno",
    reviewWinIn = { n -> if (n == 1) "Výhra za 1 tah" else if (n in 2..4) "Výhra za $n tahy" else "Výhra za $n tahů" },
    reviewLossIn = { n -> if (n == 1) "Prohra za 1 tah" else if (n in 2..4) "Prohra za $n tahy" else "Prohra za $n tahů" },
    reviewDraw = "Remíza",
    reviewBalls = { "$it koule" },
    reviewPoints = { "očekáváno $it bodu" },
    verdictForced = "Jediný tah",
    verdictBest = "Nejlepší tah",
    verdictGood = "Dobrý tah",
    verdictInaccuracy = "Nepřesnost",
    verdictMistake = "Chyba",
    verdictBlunder = "Hrubá chyba",
    turningPoint = "Zlom",
    reviewFirst = "První tah",
    reviewPrevious = "Předchozí tah",
    reviewNext = "Další tah",
    reviewLast = "Konečná pozice",
    reviewAhead = { "$it vede" },
    reviewBehind = { "$it prohrává" },
    reviewGraph = { "Jak partie stála pro $it, tah po tahu. Klepnutím přejdete na tah." },
    illegal = { "Tento tah není dovolen ($it)" },
    failure = { "Něco se pokazilo: $it" },
    problem = Problems::czech,
    pylosMove = "Položte kouli, nebo táhněte svou kouli nahoru",
    pylosRaiseChosen = "Klepněte na zářící místo, kam kouli zvednout",
    pylosFirstReclaim = "Obrazec hotov! Vezměte si zpět jednu svou kouli",
    pylosSecondReclaim = "Vezměte si druhou kouli, nebo klepněte na Hotovo",
    pylosStop = "Hotovo",
    pylosViewPlan = "Pohled shora",
    pylosViewTilted = "Pohled ve 3D",
    pylosOutOfBalls = { "$it už nemá koule" },
    pyramidaMove = "Klepněte na svůj kámen a pak na zelené pole",
    pyramidaStoneChosen = "Klepněte na zelené pole, kam kámen táhne",
    pyramidaRetreat = { "$it: vyberte, kam váš kámen ustoupí" },
    pyramidaPass = "Žádný tah není možný: klepněte na Pas",
    pyramidaPassButton = "Pas",
    pyramidaOff = { "$it ze 3 přes vrchol" },
    // Pyramido board
    pyramidoPlace = { "Přetáhněte domino z lomu do patra $it" },
    pyramidoPlaceChosen = "Klepněte, kam domino patří, nebo na něj znovu pro otočení",
    pyramidoPlacePending = "Klepnutím domino otočte, pak Položit",
    pyramidoMark = "Položte značku na svítící kostku s drahokamem",
    pyramidoTile = "Klepnutím na svítící kostku ji zakryjte dlaždicí, nebo Přeskočit dlaždici",
    pyramidoTileChosen = "Vyberte stranu, klepnutím otočte drahokam, pak Položit",
    pyramidoRefill = "Doplňte lom: klepněte na svítící hromádku",
    pyramidoNoFit = { "Žádné domino se nevejde — položte 2 dlaždice ($it ze 2)" },
    pyramidoRotate = "Otočit",
    pyramidoConfirm = "Položit",
    pyramidoSkipTile = "Přeskočit dlaždici",
    pyramidoNoRoom = "nevejde se",
    pyramidoYourTiles = "Vaše dlaždice",
    pyramidoNoTiles = "Žádné dlaždice nezbyly",
    pyramidoFloor = { "Patro $it ze 4" },
    pyramidoPyramidOf = { "Pyramida: $it" },
    pyramidoPileSize = { "zbývá $it" },
    pyramidoPoints = { "+$it" },
    pyramidoBonus = { "Bonus Mino +$it" },
    pyramidoPointsShort = "b.",
    pyramidoTilesLeft = { when (it) { 1 -> "1 dlaždice"; in 2..4 -> "$it dlaždice"; else -> "$it dlaždic" } },
    pyramidoOut = "Vyřazen",
    pyramidoFloorScored = { "Hodnocení patra $it" },
    pyramidoNoFitBanner = { "$it: žádné domino se nevejde" },
    pyramidoEliminated = { "$it je vyřazen: málo dlaždic" },
    pyramidoColourName = {
        when (it) {
            PyramidoColour.BROWN -> "hnědá"
            PyramidoColour.BLUE -> "modrá"
            PyramidoColour.YELLOW -> "žlutá"
            PyramidoColour.AQUA -> "tyrkysová"
            PyramidoColour.RED -> "červená"
            PyramidoColour.GREEN -> "zelená"
        }
    },
    pyramidoJewels = { when (it) { 1 -> "1 drahokam"; in 2..4 -> "$it drahokamy"; else -> "$it drahokamů" } },
    pyramidoSingleTile = "dlaždice",
    pyramidoMarker = "značka",
    pyramidoCellA11y = { floor, cell -> "Patro $floor, $cell" },
    pyramidoPileA11y = { pile, size, top -> "Hromádka $pile, domin: $size, navrchu: $top" },
    pyramidoQuarryA11y = { slot, domino -> "Lom $slot: $domino" },
    pyramidoScoreA11y = { score, markers, tiles -> "Body: $score, značky v ruce: $markers, dlaždice: $tiles" },
    pyramidoScoringArea = { floor, player, points -> "Hodnocení patra $floor: $player $points" },
    pyramidoNoFitHow = "Klepněte na svítící prázdné místo a vyberte stranu",
    pyramidoFloorShort = { "P$it" },
    pyramidoTotal = "Celkem",
    pyramidoTilesShort = "Dlaždice",
    pyramidoShowPyramid = { "Zobrazit pyramidu: $it" },
    noSaves = "Každá hra se během hraní ukládá sama. Začněte nějakou a počká tu na vás.",
    damagedSave = "Poškozený záznam",
    futureSave = { "Uloženo novější verzí aplikace (formát $it). Aktualizujte aplikaci, abyste ho otevřeli." },
    unreadableSave = { "Tento záznam nelze otevřít: $it" },
    delete = "Smazat",
    finished = "Dohráno",
    ongoing = "Rozehráno",
    saveFailed = { "Hru nelze uložit: $it" },
    noSavesTitle = "Zatím žádné uložené hry",
    newerSave = "Z novější verze aplikace",
    damagedSaveDetail = "Tento soubor je poškozený a nelze ho otevřít. Můžete ho smazat.",
    deleteTitle = "Smazat tuto uloženou hru?",
    deleteDetail = "Nepůjde ji obnovit.",
    cancel = "Zrušit",
    a11yPosition = { level, column, row -> "Patro $level, sloupec ${column.uppercaseChar()}, řada $row" },
    a11yEmpty = "prázdné",
    a11yLightBall = "světlá koule",
    a11yDarkBall = "tmavá koule",
    a11yCanPlace = "sem můžete položit kouli",
    a11yCanRaise = "tuto kouli můžete zvednout",
    a11yRaiseTarget = "zvednout vybranou kouli sem",
    a11yCanReclaim = "tuto kouli si můžete vzít zpět",
    a11ySelected = "vybráno",
    a11yLastMove = "poslední tah",
    a11yBlocked = "blokovaný",
    a11yProtected = "chráněný",
    a11yMoveTarget = "sem lze táhnout",
    a11yBoard = { "Deska Pylos, koulí na desce: $it" },
    a11yGamePicture = { "Obrázek hry $it" },
    rulesTitle = { "Jak hrát: $it" },
    legendTitle = "Co znamenají značky",
    fullRules = "Celá pravidla",
    symbolsHeading = "Značky na desce",
    symPlace = "Zářící místo: sem můžete položit kouli",
    symRaise = "Zelená šipka: tuto svou kouli můžete zvednout",
    symRaiseTarget = "Zelený kroužek: kam může vybraná koule",
    symReclaim = "Zářící koule: můžete si ji vzít zpět",
    symLastMove = "Tečka: naposledy zahraná koule",
    symHint = "Modrý kroužek: rada",
    symMovable = "Oranžový kroužek: kámen, kterým můžete táhnout",
    symMoveTarget = "Zelený kroužek: kam může vybraný kámen",
    symBlocked = "Zámek: blokovaný na své hraně, nemůže táhnout",
    symProtected = "Štít: chráněný, v tomto tahu na něj nelze vstoupit",
    symEdges = "Světlé čáry: dvě hrany, na kterých kameny blokují",
    symTop = "Vrcholové pole: kámen, který sem dojde, opouští desku",
    symRetreat = "Šipky: kam může zatlačený kámen ustoupit",
    symJewels = "Drahokamy: každá barva má svůj tvar",
    symMarker = "Značka: boduje drahokamy své barevné plochy",
    symTile = "Samostatná dlaždice: jedna kostka s jedním drahokamem",
    symBonus = "Bonus Mino: nejslabší označená plocha boduje znovu",
    symNoFit = "Šedé domino: do vašeho patra se nevejde",
    pylosRules = listOf(
        Section("Cíl hry", listOf(
            "Dva hráči, Světlý a Tmavý, mají na začátku každý 15 koulí v zásobě. Společně staví jednu pyramidu: základnu 4×4, pak 3×3, 2×2 a jednu kouli na vrcholu.",
            "Kdo musí skončit tah s prázdnou zásobou, okamžitě prohrává, takže se počítá každá ušetřená koule.",
        ), "pylos-pyramid"),
        Section("Váš tah: položit, nebo zvednout", listOf(
            "Položte kouli ze zásoby na volné místo: do jamky základny, nebo na místo nad čtyřmi koulemi, které se dotýkají.",
            "Nebo zvedněte svou kouli, na které nic neleží, o patro výš. Zvednutí nestojí žádnou kouli ze zásoby. Nesmí to být jedna ze čtyř koulí, na kterých nové místo stojí.",
        ), "pylos-raise"),
        Section("Vracení koulí", listOf(
            "Běžná pravidla: pokud koule, kterou jste právě položili nebo zvedli, dokončí čtverec 2×2 vaší barvy, vezměte si zpět jednu svou volnou kouli a chcete-li, i druhou.",
            "Pokročilá pravidla: počítá se i celá řada nebo sloupec vaší barvy — čtyři koule na základně, tři ve druhém patře.",
            "Dětská pravidla: nic se nevrací.",
        ), "pylos-square"),
        Section("Konec hry", listOf(
            "Kdo na konci svého tahu nemá v zásobě žádnou kouli, prohrává. Stejná pozice potřetí znamená remízu.",
        )),
    ),
    pyramidoRules = listOf(
        Section("Cíl hry", listOf(
            "Každý hráč staví vlastní pyramidu z domin, patro po patře: 10 domin v přízemí, pak 6, 3 a 1. Po čtvrtém patře vyhrává ten, kdo má nejvíc bodů.",
        ), "pyramido-pyramid"),
        Section("Váš tah", listOf(
            "Vezměte jedno ze tří domin lomu a položte ho do svého aktuálního patra. V přízemí se každé další domino musí dotýkat celé hrany kostky a patro se musí vejít do 5×4 kostek.",
            "Položte jednu svou značku na kostku tohoto domina, která má barvu značky a drahokam.",
            "Jednu neoznačenou kostku tohoto domina můžete zakrýt samostatnou dlaždicí; máte-li ještě značku té barvy, patří na dlaždici.",
            "Doplňte lom z jedné ze dvou hromádek vedle prázdného místa.",
        ), "pyramido-turn"),
        Section("Bodování patra", listOf(
            "Když všichni dokončí patro, podívejte se na svou pyramidu shora. Každá značka dává bod za každý viditelný drahokam ve své barevné ploše, která může přecházet přes patra.",
            "Bonus Mino: vaše nejslabší označená plocha se započítá ještě jednou. Pak se značky vracejí k vám.",
            "Další patro začíná hráč s nejmenším počtem bodů za toto patro.",
        ), "pyramido-bonus"),
        Section("Když se žádné domino nevejde", listOf(
            "Pokud se do vašeho patra nevejde žádné domino z lomu, položte místo něj 2 své samostatné dlaždice na 2 prázdná místa, bez značky.",
            "Máte-li méně než 2 samostatné dlaždice, vypadáváte: ve dvou hráčích prohráváte, ve více končíte poslední a ostatní hrají dál.",
        ), "pyramido-nofit"),
        Section("Konec a shoda bodů", listOf(
            "Po čtvrtém patře vyhrává ten, kdo má nejvíc bodů. Při shodě rozhoduje víc nepoužitých samostatných dlaždic, pak nejlepší bodový zisk za jedno patro; kdo je stále shodný, vítězí společně.",
        )),
    ),
    pyramidaRules = listOf(
        Section("O této hře", listOf(
            "Pyramida pochází ze staré české knihy deskových her. Žádný nákres její desky se nedochoval, proto je zde použitá deska zrekonstruována podle textu: 21 tmavých polí šachovnice seříznuté do trojúhelníku.",
        ), "pyramida-board"),
        Section("Cíl hry", listOf(
            "Bílý a Černý mají každý tři kameny ve spodní řadě. Vyhrává ten, kdo jako první převede všechny tři přes vrcholové pole. Bílý táhne první.",
        )),
        Section("Tahy", listOf(
            "Táhněte svým kamenem o jedno pole šikmo nahoru nebo dolů, na pole bez vlastního kamene. Kámen, který dojde na vrcholové pole, opouští desku.",
            "První tah: první tah každého hráče nesmí být kamenem z konce spodní řady (a1 nebo k1).",
            "Hráč bez možného tahu vynechává.",
        ), "pyramida-move"),
        Section("Zatlačování dolů", listOf(
            "Vstup na pole se soupeřovým kamenem ho zatlačí na jedno ze dvou polí pod ním: na volné, pokud nějaké je; jinak na kámen vlastní barvy (ten pak ustupuje také); jinak vybírá jeho majitel.",
            "Každé ustoupení je tahem majitele ustupujícího kamene: zatlačený kámen vás stojí tah. Kámen ve spodní řadě zatlačit nelze.",
        ), "pyramida-retreat"),
        Section("Chráněná dvojice", listOf(
            "Když útočíte nahoru a přímo za napadeným kamenem stojí na stejné úhlopříčce druhý soupeřův kámen, je tento druhý kámen chráněný (štít): v příštím tahu na jeho pole vstoupit nesmíte.",
        ), "pyramida-protected"),
        Section("Hrany a blokování", listOf(
            "Dvě vnější úhlopříčky jsou hrany (světlé čáry). Kámen, který vystoupí na hranu, blokuje soupeřovy kameny, které už na ní stojí (zámek): nemohou táhnout, dokud blokující kámen nesestoupí nebo neopustí desku.",
        ), "pyramida-blocked"),
        Section("Konec hry", listOf(
            "Vyhrává ten, kdo jako první převede všechny tři kameny přes vrchol. Stejná pozice potřetí znamená remízu.",
        )),
    ),
)
