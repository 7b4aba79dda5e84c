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
            AiLevel.EXPERT -> "Strokovno"
            AiLevel.PERFECT -> "Popolno"
        }
    },
    variant = "Pravila",
    variantName = { v ->
        when (v) {
            "kids" -> "Otroška"
            "standard" -> "Običajna"
            "expert" -> "Strokovna"
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
    pyramidoPlaceChosen = "Tapnite, kam gre domino, ali ga tapnite še enkrat, da ga obrnete",
    pyramidoPlacePending = "Tapnite domino, da ga obrnete, nato Postavi",
    pyramidoMark = "Postavite oznako na žareč blok z draguljem",
    pyramidoTile = "Tapnite žareč blok, da ga pokrijete s ploščico, ali Brez ploščice",
    pyramidoTileChosen = "Izberite stran, tapnite ploščico, da obrnete dragulj, nato Postavi",
    pyramidoRefill = "Dopolnite kamnolom: tapnite žarečo kupčko",
    pyramidoNoFit = { "Nobeno domino ne ustreza: postavite ploščico na prazno mesto ($it od 2)" },
    pyramidoTurn = "Obrni",
    pyramidoConfirm = "Postavi",
    pyramidoSkipTile = "Brez ploščice",
    pyramidoNoRoom = "ne ustreza",
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
    pyramidoNoFitBanner = { "$it: nobeno domino ne ustreza" },
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
    pyramidoMarker = "oznaka",
    pyramidoCellA11y = { floor, cell -> "Nadstropje $floor, $cell" },
    pyramidoPileA11y = { pile, size, top -> "Kupček $pile, domin: $size, na vrhu: $top" },
    pyramidoQuarryA11y = { slot, domino -> "Kamnolom $slot: $domino" },
    pyramidoScoreA11y = { score, markers, tiles -> "Točke: $score, oznake v roki: $markers, ploščice: $tiles" },
    noSaves = "Še ni shranjenih iger. Vsaka igra se med igranjem shrani sama.",
    damagedSave = "Poškodovan zapis",
    futureSave = { "Shranjeno z novejšo različico aplikacije (oblika $it). Posodobite aplikacijo, da ga odprete." },
    unreadableSave = { "Tega zapisa ni mogoče odpreti: $it" },
    delete = "Izbriši",
    finished = "Končana",
    ongoing = "V teku",
    saveFailed = { "Igre ni bilo mogoče shraniti: $it" },
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
    pylosRules = listOf(
        Section("Cilj igre", listOf(
            "Dva igralca, Svetli in Temni, imata na začetku vsak 15 krogel v zalogi. Skupaj gradita piramido: podstavek 4×4, nato 3×3, 2×2 in eno kroglo na vrhu.",
            "Kdor mora končati potezo s prazno zalogo, takoj izgubi, zato šteje vsaka prihranjena krogla.",
        )),
        Section("Vaša poteza", listOf(
            "Položite kroglo iz zaloge na prosto mesto: v jamico podstavka ali na mesto nad štirimi kroglami, ki se dotikajo.",
            "Ali pa dvignite svojo kroglo, na kateri nič ne leži, na višji nivo. Dvig ne stane nobene krogle iz zaloge, vendar to ne sme biti ena od štirih krogel, na katerih stoji novo mesto.",
        )),
        Section("Vračanje krogel", listOf(
            "Običajna pravila: če krogla, ki ste jo pravkar položili ali dvignili, dopolni kvadrat 2×2 vaše barve, vzemite nazaj eno svojo prosto kroglo in po želji še drugo.",
            "Strokovna pravila: šteje tudi polna vrsta štirih krogel na podstavku ali treh na drugem nivoju.",
            "Otroška pravila: nič se ne vrača.",
        )),
        Section("Dobro je vedeti", listOf(
            "Isti položaj trikrat pomeni remi.",
            "V aplikaciji: tapnite žareče mesto, da tja položite kroglo. Svojo kroglo dvignete tako, da jo povlečete (ali jo tapnete in nato tapnete cilj). Po vzorcu tapnite žareče krogle, ki jih želite nazaj.",
        )),
    ),
    pyramidoRules = listOf(
        Section("Cilj igre", listOf(
            "Vsak igralec gradi piramido iz dominov, nadstropje za nadstropjem: 10 dominov v pritličju, nato 6, 3 in 1. Po četrtem nadstropju zmaga tisti z največ točkami.",
        )),
        Section("Vaša poteza", listOf(
            "Vzemite enega od treh dominov iz kamnoloma in ga položite v svoje trenutno nadstropje. V pritličju se mora vsak naslednji domino dotikati cele stranice kocke, nadstropje pa mora ostati znotraj 5×4 kock.",
            "Na kocko tega domina z barvo označevalca in draguljem položite enega svojih označevalcev draguljev.",
            "Eno kocko lahko prekrijete s posamezno ploščico; če imate še označevalec te barve, gre na ploščico.",
            "Kamnolom dopolnite z enega od dveh kupčkov ob praznem mestu.",
        )),
        Section("Točkovanje", listOf(
            "Ko vsi končajo nadstropje, poglejte svojo piramido od zgoraj. Vsak označevalec prinese točko za vsak viden dragulj v svojem barvnem polju, ki lahko sega čez več nadstropij.",
            "Vaše najšibkejše označeno polje se šteje še enkrat. Nato se označevalci vrnejo k vam.",
        )),
    ),
    pyramidaRules = listOf(
        Section("O tej igri", listOf(
            "Pyramida izvira iz stare češke knjige namiznih iger. Nobena risba njene plošče se ni ohranila, zato je trikotna plošča v tej aplikaciji rekonstruirana po besedilu.",
        )),
        Section("Cilj igre", listOf(
            "Beli in Črni imata vsak tri kamne v spodnji vrsti trikotnika z 21 polji. Zmaga tisti, ki prvi prevede vse tri čez vrh.",
        )),
        Section("Poteze", listOf(
            "Premaknite svoj kamen za eno polje diagonalno navzgor ali navzdol. Kamen, ki doseže vrh, zapusti ploščo.",
            "Vstop na polje s tekmečevim kamnom ga potisne na polje pod njim; če tam stoji še en kamen, se potiskanje nadaljuje. Vsak umik je poteza lastnika potisnjenega kamna.",
            "Kamen, ki se povzpne na rob, blokira tekmečeve kamne, ki že stojijo na tem robu, dokler se spet ne spusti.",
        )),
        Section("Dobro je vedeti", listOf(
            "Igralec brez dovoljene poteze izpusti potezo. Isti položaj trikrat pomeni remi.",
        )),
    ),
)
