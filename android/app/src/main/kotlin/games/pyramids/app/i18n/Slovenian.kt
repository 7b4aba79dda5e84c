package games.pyramids.app.i18n

import games.pyramids.core.AiLevel
import games.pyramids.core.PyramidoColour

val Slovenian = Strings(
    languageTag = "sl",
    languageName = "Slovenščina",
    appName = "Piramide",
    tagline = "Tri piramidne igre za eno mizo",
    pylosName = "Pylos",
    pyramidoName = "Pyramido",
    pyramidaName = "Pyramida",
    pylosBlurb = "Zložite piramido iz krogel in poskrbite, da tekmecu prej zmanjka krogel.",
    pyramidoBlurb = "Zgradite piramido iz dominov in zberite točke za najbogatejša barvna polja.",
    pyramidaBlurb = "Prevedite tri kamne čez vrh in tekmečeve potisnite nazaj navzdol.",
    resume = "Nadaljuj",
    resumeDetail = { game, move -> "$game · poteza $move" },
    savedGames = "Shranjene igre",
    rules = "Pravila",
    newGame = "Nova igra",
    play = "Igraj",
    players = "Igralci",
    human = "Človek",
    computer = "Računalnik",
    levelName = { level ->
        when (level) {
            AiLevel.RANDOM -> "Naključno"
            AiLevel.EASY -> "Lahko"
            AiLevel.MEDIUM -> "Srednje"
            AiLevel.HARD -> "Težko"
            AiLevel.EXPERT -> "Mojstrsko"
            AiLevel.PERFECT -> "Popolno"
        }
    },
    variant = "Pravila",
    variantName = { v ->
        when (v) {
            "kids" -> "Otroška"
            "standard" -> "Običajna"
            "expert" -> "Napredna"
            "swapped" -> "Zamenjana"
            else -> v.replaceFirstChar { it.uppercase() }
        }
    },
    variantBlurb = { v ->
        when (v) {
            "kids" -> "Brez vračanja krogel: samo polaganje in dvigovanje."
            "standard" -> "Kvadrat vaše barve vrne 1 ali 2 krogli."
            "expert" -> "Krogle vračajo kvadrati in polne vrste vaše barve."
            "pyramida-standard" -> "Beli začne na a1, e1 in i1 in potegne prvi."
            "pyramida-swapped" -> "Črni začne na a1; beli vseeno potegne prvi."
            else -> ""
        }
    },
    playerCount = "Število igralcev",
    whoStarts = "Kdo začne",
    movesFirst = "je prvi na potezi",
    colourDrawn = "barva se izžreba na začetku",
    random = "Naključno",
    tableMode = "Namizni način",
    tableModeBlurb = "Za tablico, ki leži med igralci: plošča se obrne proti tistemu, ki je na potezi.",
    start = "Začni",
    back = "Nazaj",
    pylosSeat = { if (it == 0) "Svetli" else "Temni" },
    pyramidaSeat = { if (it == 0) "Beli" else "Črni" },
    playerN = { "Igralec $it" },
    aiSeat = { seat, level -> "$seat (računalnik, $level)" },
    toMove = { "Na potezi: $it" },
    yourTurn = "Vi ste na potezi",
    thinking = { "$it razmišlja …" },
    undo = "Razveljavi",
    redo = "Ponovi",
    hint = "Namig",
    hintIs = { "Namig: $it" },
    done = "Končano",
    home = "Domov",
    reserve = {
        when {
            it % 100 == 1 -> "Ostane $it krogla"
            it % 100 == 2 -> "Ostaneta $it krogli"
            it % 100 == 3 || it % 100 == 4 -> "Ostanejo $it krogle"
            else -> "Ostane $it krogel"
        }
    },
    moveNumber = { "Poteza $it" },
    wins = { "Zmaga: $it!" },
    sharedWin = { "Deljena zmaga: $it" },
    drawRepetition = "Remi: isti položaj se je ponovil trikrat",
    drawLimit = "Remi: dosežena omejitev potez",
    gameOver = "Konec igre",
    rematch = "Revanša",
    youWon = "Zmagali ste!",
    youLost = "Izgubili ste",
    youShareWin = "Zmago si delite!",
    showBoard = "Pokaži ploščo",
    showResult = "Izid",
    review = "Analiza",
    reviewing = { d, t -> "Analiziram igro… $d od $t potez" },
    reviewFailed = { "Analiza ni uspela: $it" },
    reviewPartial = { d, t -> "Analiza ustavljena po $d od $t potez" },
    reviewMoveBy = { m, seat -> "Poteza $m · $seat" },
    reviewStart = "Začetek igre",
    reviewFinal = "Končni položaj",
    reviewPlayed = { "Odigrano $it" },
    reviewBest = { "Bolje: $it (prikazano na plošči)" },
    reviewPlayedWasBest = "Odigrana poteza je bila najboljša",
    reviewValueBest = "Najboljše",
    reviewValuePlayed = "Odigrano",
    reviewWinIn = { n -> if (n % 100 == 1) "Zmaga v $n potezi" else "Zmaga v $n potezah" },
    reviewLossIn = { n -> if (n % 100 == 1) "Poraz v $n potezi" else "Poraz v $n potezah" },
    reviewDraw = "Neodločeno",
    reviewBalls = { "$it krogle" },
    reviewPoints = { "pričakovano $it točke" },
    verdictForced = "Edina poteza",
    verdictBest = "Najboljša poteza",
    verdictGood = "Dobra poteza",
    verdictInaccuracy = "Nenatančnost",
    verdictMistake = "Napaka",
    verdictBlunder = "Huda napaka",
    turningPoint = "Prelomnica",
    reviewFirst = "Prva poteza",
    reviewPrevious = "Prejšnja poteza",
    reviewNext = "Naslednja poteza",
    reviewLast = "Končni položaj",
    reviewAhead = { "$it vodi" },
    reviewBehind = { "$it zaostaja" },
    reviewGraph = { "Kako je igra kazala za $it, poteza za potezo. Tapnite, da skočite na potezo." },
    illegal = { "Ta poteza ni dovoljena ($it)" },
    failure = { "Nekaj je šlo narobe: $it" },
    problem = Problems::slovenian,
    pylosMove = "Položite kroglo ali povlecite svojo kroglo navzgor",
    pylosRaiseChosen = "Tapnite žareče mesto, kamor naj se krogla dvigne",
    pylosFirstReclaim = "Vzorec! Vzemite nazaj eno svojo kroglo",
    pylosSecondReclaim = "Vzemite še drugo kroglo ali tapnite Končano",
    pylosStop = "Končano",
    pylosViewPlan = "Pogled od zgoraj",
    pylosViewTilted = "Pogled v 3D",
    pylosOutOfBalls = { "$it nima več krogel" },
    pyramidaMove = "Tapnite svoj kamen, nato zeleno polje",
    pyramidaStoneChosen = "Tapnite zeleno polje, kamor naj gre kamen",
    pyramidaRetreat = { "$it: izberite, kam se umakne vaš kamen" },
    pyramidaPass = "Ni možne poteze: tapnite Preskoči",
    pyramidaPassButton = "Preskoči",
    pyramidaOff = { "$it od 3 čez vrh" },
    // Pyramido board
    pyramidoPlace = { "Povlecite domino iz kamnoloma na nadstropje $it" },
    pyramidoPlaceChosen = "Tapnite, kam gre domino, ali ga tapnite še enkrat, da ga zavrtite",
    pyramidoPlacePending = "Tapnite domino, da ga zavrtite, nato Postavi",
    pyramidoMark = "Postavite označevalec na žarečo kocko z draguljem",
    pyramidoTile = "Tapnite žarečo kocko, da jo pokrijete s ploščico, ali Preskoči ploščico",
    pyramidoTileChosen = "Izberite stran, tapnite ploščico, da zavrtite dragulj, nato Postavi",
    pyramidoRefill = "Dopolnite kamnolom: tapnite žareči kupček",
    pyramidoNoFit = { "Noben domino se ne prilega — postavite 2 ploščici ($it od 2)" },
    pyramidoRotate = "Zavrti",
    pyramidoConfirm = "Postavi",
    pyramidoSkipTile = "Preskoči ploščico",
    pyramidoNoRoom = "se ne prilega",
    pyramidoYourTiles = "Vaše ploščice",
    pyramidoNoTiles = "Ni več ploščic",
    pyramidoFloor = { "Nadstropje $it od 4" },
    pyramidoPyramidOf = { "Piramida: $it" },
    pyramidoPileSize = { "še $it" },
    pyramidoPoints = { "+$it" },
    pyramidoBonus = { "Bonus Mino +$it" },
    pyramidoPointsShort = "t.",
    pyramidoTilesLeft = { "ploščice: $it" },
    pyramidoOut = "Izločen",
    pyramidoFloorScored = { "Točkovanje nadstropja $it" },
    pyramidoNoFitBanner = { "$it: noben domino se ne prilega" },
    pyramidoEliminated = { "$it je izločen: premalo ploščic" },
    pyramidoColourName = {
        when (it) {
            PyramidoColour.BROWN -> "rjava"
            PyramidoColour.BLUE -> "modra"
            PyramidoColour.YELLOW -> "rumena"
            PyramidoColour.AQUA -> "turkizna"
            PyramidoColour.RED -> "rdeča"
            PyramidoColour.GREEN -> "zelena"
        }
    },
    pyramidoJewels = { "dragulji: $it" },
    pyramidoSingleTile = "ploščica",
    pyramidoMarker = "označevalec",
    pyramidoCellA11y = { floor, cell -> "Nadstropje $floor, $cell" },
    pyramidoPileA11y = { pile, size, top -> "Kupček $pile, dominov: $size, na vrhu: $top" },
    pyramidoQuarryA11y = { slot, domino -> "Kamnolom $slot: $domino" },
    pyramidoScoringArea = { floor, player, points -> "Točkovanje nadstropja $floor: $player $points" },
    pyramidoNoFitHow = "Tapnite žareče prazno mesto, nato izberite stran",
    pyramidoFloorShort = { "N$it" },
    pyramidoTotal = "Skupaj",
    pyramidoTilesShort = "Ploščice",
    pyramidoShowPyramid = { "Pokaži piramido: $it" },
    pyramidoScoreA11y = { score, markers, tiles -> "Točke: $score, označevalci v roki: $markers, ploščice: $tiles" },
    noSaves = "Vsaka igra se med igranjem shrani sama. Začnite eno in tu vas bo počakala.",
    damagedSave = "Poškodovan zapis",
    futureSave = { "Shranjeno z novejšo različico aplikacije (oblika $it). Posodobite aplikacijo, da ga odprete." },
    unreadableSave = { "Tega zapisa ni mogoče odpreti: $it" },
    delete = "Izbriši",
    finished = "Končana",
    ongoing = "V teku",
    saveFailed = { "Igre ni bilo mogoče shraniti: $it" },
    noSavesTitle = "Še ni shranjenih iger",
    newerSave = "Iz novejše različice",
    damagedSaveDetail = "Ta datoteka je poškodovana in je ni mogoče odpreti. Lahko jo izbrišete.",
    deleteTitle = "Izbrišem to shranjeno igro?",
    deleteDetail = "Ne bo je mogoče obnoviti.",
    cancel = "Prekliči",
    a11yPosition = { level, column, row -> "Nivo $level, stolpec ${column.uppercaseChar()}, vrsta $row" },
    a11yEmpty = "prazno",
    a11yLightBall = "svetla krogla",
    a11yDarkBall = "temna krogla",
    a11yCanPlace = "sem lahko položite kroglo",
    a11yCanRaise = "to kroglo lahko dvignete",
    a11yRaiseTarget = "dvigni izbrano kroglo sem",
    a11yCanReclaim = "to kroglo lahko vzamete nazaj",
    a11ySelected = "izbrano",
    a11yLastMove = "zadnja poteza",
    a11yBlocked = "blokiran",
    a11yProtected = "zaščiten",
    a11yMoveTarget = "sem se lahko premakne",
    a11yBoard = { "Plošča Pylos, krogel na plošči: $it" },
    a11yGamePicture = { "Slika igre $it" },
    rulesTitle = { "Kako igrati: $it" },
    legendTitle = "Kaj pomenijo oznake",
    fullRules = "Vsa pravila",
    symbolsHeading = "Oznake na plošči",
    symPlace = "Žareče mesto: sem lahko položite kroglo",
    symRaise = "Zelena puščica: to svojo kroglo lahko dvignete",
    symRaiseTarget = "Zeleni obroč: kam gre lahko izbrana krogla",
    symReclaim = "Žareča krogla: lahko jo vzamete nazaj",
    symLastMove = "Pika: zadnja odigrana krogla",
    symHint = "Modri obroč: namig",
    symMovable = "Jantarni obroč: kamen, ki ga lahko premaknete",
    symMoveTarget = "Zeleni obroč: kam gre lahko izbrani kamen",
    symBlocked = "Ključavnica: blokiran na svojem robu, ne more se premakniti",
    symProtected = "Ščit: zaščiten, v tej potezi nanj ne smete stopiti",
    symEdges = "Svetli črti: robova, na katerih kamni blokirajo",
    symTop = "Vrhnje polje: kamen, ki pride sem, zapusti ploščo",
    symRetreat = "Puščice: kam se lahko umakne potisnjen kamen",
    symJewels = "Dragulji: vsaka barva ima svojo obliko",
    symMarker = "Označevalec: točkuje dragulje svojega barvnega polja",
    symTile = "Posamezna ploščica: ena kocka z enim draguljem",
    symBonus = "Bonus Mino: najšibkejše označeno polje se šteje še enkrat",
    symNoFit = "Sivi domino: v vaše nadstropje se ne prilega",
    pylosRules = listOf(
        Section("Cilj igre", listOf(
            "Dva igralca, Svetli in Temni, imata na začetku vsak 15 krogel v zalogi. Skupaj gradita eno piramido: podstavek 4×4, nato 3×3, 2×2 in eno kroglo na vrhu.",
            "Kdor mora končati potezo s prazno zalogo, takoj izgubi, zato šteje vsaka prihranjena krogla.",
        ), "pylos-pyramid"),
        Section("Vaša poteza: položite ali dvignite", listOf(
            "Položite kroglo iz zaloge na prosto mesto: v jamico podstavka ali na mesto nad štirimi kroglami, ki se dotikajo.",
            "Ali pa dvignite svojo kroglo, na kateri nič ne leži, na višji nivo. Dvig ne stane nobene krogle iz zaloge. To ne sme biti ena od štirih krogel, na katerih stoji novo mesto.",
        ), "pylos-raise"),
        Section("Vračanje krogel", listOf(
            "Običajna pravila: če krogla, ki ste jo pravkar položili ali dvignili, dopolni kvadrat 2×2 vaše barve, vzemite nazaj eno svojo prosto kroglo in po želji še drugo.",
            "Napredna pravila: šteje tudi polna vrsta ali stolpec vaše barve — štiri krogle na podstavku, tri na drugem nivoju.",
            "Otroška pravila: nič se ne vrača.",
        ), "pylos-square"),
        Section("Konec igre", listOf(
            "Kdor na koncu svoje poteze nima v zalogi nobene krogle, izgubi. Isti položaj trikrat pomeni remi.",
        )),
    ),
    pyramidoRules = listOf(
        Section("Cilj igre", listOf(
            "Vsak igralec gradi svojo piramido iz dominov, nadstropje za nadstropjem: 10 dominov v pritličju, nato 6, 3 in 1. Po četrtem nadstropju zmaga tisti z največ točkami.",
        ), "pyramido-pyramid"),
        Section("Vaša poteza", listOf(
            "Vzemite enega od treh dominov iz kamnoloma in ga položite v svoje trenutno nadstropje. V pritličju se mora vsak naslednji domino dotikati cele stranice kocke, nadstropje pa mora ostati znotraj 5×4 kock.",
            "Na kocko tega domina z barvo označevalca in draguljem položite enega svojih označevalcev.",
            "Eno neoznačeno kocko tega domina lahko prekrijete s posamezno ploščico; če imate še označevalec te barve, gre na ploščico.",
            "Kamnolom dopolnite z enega od dveh kupčkov ob praznem mestu.",
        ), "pyramido-turn"),
        Section("Točkovanje nadstropja", listOf(
            "Ko vsi končajo nadstropje, poglejte svojo piramido od zgoraj. Vsak označevalec prinese točko za vsak viden dragulj v svojem barvnem polju, ki lahko sega čez več nadstropij.",
            "Bonus Mino: vaše najšibkejše označeno polje se šteje še enkrat. Nato se označevalci vrnejo k vam.",
            "Naslednje nadstropje začne igralec z najmanj točkami v tem nadstropju.",
        ), "pyramido-bonus"),
        Section("Ko se noben domino ne prilega", listOf(
            "Če se noben domino iz kamnoloma ne prilega v vaše nadstropje, namesto tega položite 2 svoji posamezni ploščici na 2 prazni mesti, brez označevalca.",
            "Če imate manj kot 2 posamezni ploščici, izpadete: pri dveh igralcih izgubite, pri več ste zadnji, drugi pa igrajo naprej.",
        ), "pyramido-nofit"),
        Section("Konec in izenačenje", listOf(
            "Po četrtem nadstropju zmaga tisti z največ točkami. Pri izenačenju odloča več neuporabljenih posameznih ploščic, nato najboljši izid enega nadstropja; kdor je še vedno izenačen, si zmago deli.",
        )),
    ),
    pyramidaRules = listOf(
        Section("O tej igri", listOf(
            "Pyramida izvira iz stare češke knjige namiznih iger. Nobena risba njene plošče se ni ohranila, zato je plošča v tej aplikaciji rekonstruirana po besedilu: 21 temnih polj šahovnice, prirezane v trikotnik.",
        ), "pyramida-board"),
        Section("Cilj igre", listOf(
            "Beli in Črni imata vsak tri kamne v spodnji vrsti. Zmaga tisti, ki prvi prevede vse tri čez vrhnje polje. Beli je na potezi prvi.",
        )),
        Section("Poteze", listOf(
            "Premaknite svoj kamen za eno polje diagonalno navzgor ali navzdol, na polje brez svojega kamna. Kamen, ki doseže vrhnje polje, zapusti ploščo.",
            "Prva poteza: prva poteza vsakega igralca ne sme biti s kamnom s konca spodnje vrste (a1 ali k1).",
            "Igralec brez dovoljene poteze izpusti potezo.",
        ), "pyramida-move"),
        Section("Potiskanje navzdol", listOf(
            "Vstop na polje s tekmečevim kamnom ga potisne na eno od dveh polj pod njim: na prosto, če je; sicer na kamen svoje barve (ki se nato umakne tudi sam); sicer izbere njegov lastnik.",
            "Vsak umik je poteza lastnika kamna, ki se umika: potisnjen kamen vas stane potezo. Kamna v spodnji vrsti ni mogoče potisniti.",
        ), "pyramida-retreat"),
        Section("Zaščiten par", listOf(
            "Ko napadete navzgor in tik za napadenim kamnom na isti diagonali stoji še en tekmečev kamen, je ta drugi kamen zaščiten (ščit): v naslednji potezi ne smete stopiti na njegovo polje.",
        ), "pyramida-protected"),
        Section("Robova in blokade", listOf(
            "Zunanji diagonali sta robova (svetli črti). Kamen, ki se povzpne na rob, blokira tekmečeve kamne, ki že stojijo na tem robu (ključavnica): ne morejo se premakniti, dokler se blokirajoči kamen ne spusti ali ne zapusti plošče.",
        ), "pyramida-blocked"),
        Section("Konec igre", listOf(
            "Zmaga tisti, ki prvi prevede vse tri kamne čez vrh. Isti položaj trikrat pomeni remi.",
        )),
    ),
)
