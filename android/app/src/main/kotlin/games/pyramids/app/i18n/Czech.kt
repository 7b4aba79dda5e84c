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
            "expert" -> "Expertní"
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
    undo = "Zpět",
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
    pyramidoPlace = { "Přetáhněte kostku z lomu do patra $it" },
    pyramidoPlaceChosen = "Klepněte, kam kostka patří, nebo na ni znovu pro otočení",
    pyramidoPlacePending = "Klepnutím kostku otočte, pak Položit",
    pyramidoMark = "Položte značku na svítící blok s drahokamem",
    pyramidoTile = "Klepnutím na svítící blok ho zakryjte dlaždicí, nebo Bez dlaždice",
    pyramidoTileChosen = "Vyberte stranu, klepnutím otočte drahokam, pak Položit",
    pyramidoRefill = "Doplňte lom: klepněte na svítící hromádku",
    pyramidoNoFit = { "Žádná kostka se nevejde: položte dlaždici na prázdné místo ($it ze 2)" },
    pyramidoTurn = "Otočit",
    pyramidoConfirm = "Položit",
    pyramidoSkipTile = "Bez dlaždice",
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
    pyramidoNoFitBanner = { "$it: žádná kostka se nevejde" },
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
    pyramidoPileA11y = { pile, size, top -> "Hromádka $pile, kostek: $size, navrchu: $top" },
    pyramidoQuarryA11y = { slot, domino -> "Lom $slot: $domino" },
    pyramidoScoreA11y = { score, markers, tiles -> "Body: $score, značky v ruce: $markers, dlaždice: $tiles" },
    noSaves = "Zatím žádné uložené hry. Každá hra se během hraní ukládá sama.",
    damagedSave = "Poškozený záznam",
    futureSave = { "Uloženo novější verzí aplikace (formát $it). Aktualizujte aplikaci, abyste ho otevřeli." },
    unreadableSave = { "Tento záznam nelze otevřít: $it" },
    delete = "Smazat",
    finished = "Dohráno",
    ongoing = "Rozehráno",
    saveFailed = { "Hru nelze uložit: $it" },
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
    pylosRules = listOf(
        Section("Cíl hry", listOf(
            "Dva hráči, Světlý a Tmavý, mají na začátku každý 15 koulí v zásobě. Společně staví pyramidu: základnu 4×4, pak 3×3, 2×2 a jednu kouli na vrcholu.",
            "Kdo musí skončit tah s prázdnou zásobou, okamžitě prohrává, takže se počítá každá ušetřená koule.",
        )),
        Section("Váš tah", listOf(
            "Položte kouli ze zásoby na volné místo: do jamky základny, nebo na místo nad čtyřmi koulemi, které se dotýkají.",
            "Nebo zvedněte svou kouli, na které nic neleží, o patro výš. Zvednutí nestojí žádnou kouli ze zásoby, ale nesmí to být jedna ze čtyř koulí, na kterých nové místo stojí.",
        )),
        Section("Vracení koulí", listOf(
            "Běžná pravidla: pokud koule, kterou jste právě položili nebo zvedli, dokončí čtverec 2×2 vaší barvy, vezměte si zpět jednu svou volnou kouli a chcete-li, i druhou.",
            "Expertní pravidla: počítá se i celá řada čtyř koulí na základně nebo tří ve druhém patře.",
            "Dětská pravidla: nic se nevrací.",
        )),
        Section("Dobré vědět", listOf(
            "Stejná pozice potřetí znamená remízu.",
            "V aplikaci: klepnutím na zářící místo tam položíte kouli. Svou kouli zvednete tažením (nebo klepnutím na ni a pak na cíl). Po obrazci klepněte na zářící koule, které chcete zpět.",
        )),
    ),
    pyramidoRules = listOf(
        Section("Cíl hry", listOf(
            "Každý hráč staví pyramidu z domin, patro po patře: 10 domin v přízemí, pak 6, 3 a 1. Po čtvrtém patře vyhrává ten, kdo má nejvíc bodů.",
        )),
        Section("Váš tah", listOf(
            "Vezměte jedno ze tří domin lomu a položte ho do svého aktuálního patra. V přízemí se každé další domino musí dotýkat celé hrany kostky a patro se musí vejít do 5×4 kostek.",
            "Položte jeden svůj značkovač drahokamu na kostku tohoto domina, která má barvu značkovače a drahokam.",
            "Jednu kostku můžete zakrýt samostatnou dlaždicí; máte-li ještě značkovač té barvy, patří na dlaždici.",
            "Doplňte lom z jedné ze dvou hromádek vedle prázdného místa.",
        )),
        Section("Bodování", listOf(
            "Když všichni dokončí patro, podívejte se na svou pyramidu shora. Každý značkovač dává bod za každý viditelný drahokam ve své barevné ploše, která může přecházet přes patra.",
            "Vaše nejslabší označená plocha se započítá ještě jednou. Pak se značkovače vracejí k vám.",
        )),
    ),
    pyramidaRules = listOf(
        Section("O této hře", listOf(
            "Pyramida pochází ze staré české knihy deskových her. Žádný nákres její desky se nedochoval, proto je zde použitá trojúhelníková deska zrekonstruována podle textu.",
        )),
        Section("Cíl hry", listOf(
            "Bílý a Černý mají každý tři kameny ve spodní řadě trojúhelníku s 21 poli. Vyhrává ten, kdo jako první převede všechny tři přes vrchol.",
        )),
        Section("Tahy", listOf(
            "Táhněte svým kamenem o jedno pole šikmo nahoru nebo dolů. Kámen, který dojde na vrchol, opouští desku.",
            "Vstup na pole se soupeřovým kamenem ho zatlačí na pole pod ním; stojí-li tam další kámen, zatlačení pokračuje. Každé ustoupení je tahem majitele zatlačeného kamene.",
            "Kámen, který vystoupí na hranu, blokuje soupeřovy kameny, které už na té hraně stojí, dokud zase nesestoupí.",
        )),
        Section("Dobré vědět", listOf(
            "Hráč bez možného tahu vynechává. Stejná pozice potřetí znamená remízu.",
        )),
    ),
)
