// Why the core refused an action, in each of the app's languages, worded as
// the Android app words it (android/…/i18n/Problems.kt). The core sends a
// typed ActionProblem; every `switch` here is exhaustive and has no
// `default`, so a new kind in Rust does not compile until all four languages
// word it. Positions, fields and cells are shown in the games' notation,
// quarry places and piles counted from 1 as the board shows them, and
// colours come from the language's own colour names.
import PyramidsCore

extension Strings {
    /// Why an action was refused, as a phrase to show after "That move is
    /// not allowed:" (see `message(for:)`).
    public func problemText(_ problem: ActionProblem) -> String {
        switch language {
        case .english: Problems.english(problem, colour: pyramidoColour)
        case .portuguese: Problems.portuguese(problem, colour: pyramidoColour)
        case .czech: Problems.czech(problem, colour: pyramidoColour)
        case .slovenian: Problems.slovenian(problem, colour: pyramidoColour)
        }
    }
}

enum Problems {
    static func english(_ p: ActionProblem, colour: (PyramidoColour) -> String) -> String {
        switch p {
        case .unreadable: "that is not a move of this game"
        case .tooLong(let maxChars): "the move is longer than \(maxChars) characters"
        case .rule(.pylos(let q)):
            switch q {
            case .reserveEmpty: "you have no ball left in your reserve"
            case .occupied(let at): "\(at) is already taken"
            case .notSupported(let at): "\(at) does not rest on four balls"
            case .notYourBall(let at): "there is no ball of yours on \(at)"
            case .carriesABall(let at): "the ball on \(at) carries another ball"
            case .notAvailable(let at): "\(at) is not free to take a ball"
            case .notHigher(let from, let to): "a ball can only be raised to a higher level (\(from) → \(to))"
            case .supportsTarget(let from, let to): "the ball on \(from) holds up \(to)"
            case .firstReclaimMandatory: "you must take back at least one ball"
            case .placeOrRaiseFirst: "place or raise a ball first"
            case .reclaimFirst: "take back one of your free balls first"
            }
        case .rule(.pyramida(let q)):
            switch q {
            case .noSuchField: "there is no such field"
            case .noOwnStone(let at): "there is no stone of yours on \(at)"
            case .notAStep(let from, let to): "\(to) is not one diagonal step from \(from)"
            case .ownStone(let at): "your own stone stands on \(at)"
            case .firstMoveFromEnd(let at): "your first move may not start from \(at), an end of the bottom row"
            case .blocked(let at, let by): "the stone on \(at) is blocked by \(by.joined(separator: " and "))"
            case .protected(let at): "the stone on \(at) is protected this move"
            case .baseStone(let at): "the stone on \(at) is on the bottom row and cannot be driven off"
            case .chainFails(let at): "the stone on \(at) would have nowhere to retreat"
            case .retreatNotAllowed(let from, let options):
                "the stone from \(from) may only retreat to \(options.joined(separator: " or "))"
            case .mustRetreatFirst(let from, _): "the stone driven from \(from) must retreat first"
            case .notRetreating: "no stone is retreating"
            case .passWithLegalMove: "you may only pass when no move is possible"
            }
        case .rule(.pyramido(let q)):
            switch q {
            case .slotEmpty(let slot): "quarry place \(Int(slot) + 1) is empty"
            case .cannotPlace(.offFloor): "the domino would stick out of the floor"
            case .cannotPlace(.occupied): "something is already built there"
            case .cannotPlace(.firstAnchor): "the first domino of the pyramid starts in the middle"
            case .cannotPlace(.noContact): "the domino must touch a placed block along a whole edge"
            case .cannotPlace(.tooLarge): "the first floor must fit in 5 × 4 blocks"
            case .cannotPlace(.floorNotReady): "the floor below is not finished yet"
            case .notJustPlaced(let cell): "\(cell) is not part of the domino you just placed"
            case .cannotMark(let cell): "the block on \(cell) cannot take a marker"
            case .carriesMarker(let cell): "the block on \(cell) carries a marker"
            case .tileUsed(let c): "your \(colour(c)) single tile is already used"
            case .wrongPile(let slot, let pile): "pile \(Int(pile) + 1) is not next to empty quarry place \(Int(slot) + 1)"
            case .pileEmpty(let pile): "pile \(Int(pile) + 1) is empty"
            case .notAHole(let cell, let floor): "\(cell) is not an empty place on floor \(floor)"
            case .wrongDecision(.place): "now you must place a domino"
            case .wrongDecision(.mark): "now you must place a marker"
            case .wrongDecision(.tile): "now you must cover a block with a single tile, or skip"
            case .wrongDecision(.refill): "now you must refill the quarry"
            case .wrongDecision(.noFit): "now you must put a single tile into an empty place"
            case .wrongDecision(.over): "now you must stop: the game is over"
            }
        }
    }

    static func portuguese(_ p: ActionProblem, colour: (PyramidoColour) -> String) -> String {
        switch p {
        case .unreadable: "isso não é uma jogada deste jogo"
        case .tooLong(let maxChars): "a jogada tem mais de \(maxChars) caracteres"
        case .rule(.pylos(let q)):
            switch q {
            case .reserveEmpty: "já não tem bolas na reserva"
            case .occupied(let at): "\(at) já está ocupado"
            case .notSupported(let at): "\(at) não assenta em quatro bolas"
            case .notYourBall(let at): "não há nenhuma bola sua em \(at)"
            case .carriesABall(let at): "a bola em \(at) suporta outra bola"
            case .notAvailable(let at): "\(at) não está livre para uma bola"
            case .notHigher(let from, let to): "uma bola só pode subir para um nível mais alto (\(from) → \(to))"
            case .supportsTarget(let from, let to): "a bola em \(from) sustenta \(to)"
            case .firstReclaimMandatory: "tem de recuperar pelo menos uma bola"
            case .placeOrRaiseFirst: "primeiro coloque ou suba uma bola"
            case .reclaimFirst: "primeiro recupere uma das suas bolas livres"
            }
        case .rule(.pyramida(let q)):
            switch q {
            case .noSuchField: "esse campo não existe"
            case .noOwnStone(let at): "não há nenhuma pedra sua em \(at)"
            case .notAStep(let from, let to): "\(to) não fica a um passo diagonal de \(from)"
            case .ownStone(let at): "a sua própria pedra está em \(at)"
            case .firstMoveFromEnd(let at): "a primeira jogada não pode partir de \(at), uma ponta da fila de baixo"
            case .blocked(let at, let by): "a pedra em \(at) está bloqueada por \(by.joined(separator: " e "))"
            case .protected(let at): "a pedra em \(at) está protegida nesta jogada"
            case .baseStone(let at): "a pedra em \(at) está na fila de baixo e não pode ser expulsa"
            case .chainFails(let at): "a pedra em \(at) não teria para onde recuar"
            case .retreatNotAllowed(let from, let options):
                "a pedra de \(from) só pode recuar para \(options.joined(separator: " ou "))"
            case .mustRetreatFirst(let from, _): "primeiro a pedra expulsa de \(from) tem de recuar"
            case .notRetreating: "nenhuma pedra está a recuar"
            case .passWithLegalMove: "só pode passar quando não há jogada possível"
            }
        case .rule(.pyramido(let q)):
            switch q {
            case .slotEmpty(let slot): "o lugar \(Int(slot) + 1) da pedreira está vazio"
            case .cannotPlace(.offFloor): "o dominó ficaria fora do andar"
            case .cannotPlace(.occupied): "já há algo construído aí"
            case .cannotPlace(.firstAnchor): "o primeiro dominó da pirâmide começa no centro"
            case .cannotPlace(.noContact): "o dominó tem de tocar num bloco colocado ao longo de um lado inteiro"
            case .cannotPlace(.tooLarge): "o primeiro andar tem de caber em 5 × 4 blocos"
            case .cannotPlace(.floorNotReady): "o andar de baixo ainda não está completo"
            case .notJustPlaced(let cell): "\(cell) não faz parte do dominó que acabou de colocar"
            case .cannotMark(let cell): "o bloco em \(cell) não pode receber um marcador"
            case .carriesMarker(let cell): "o bloco em \(cell) tem um marcador"
            case .tileUsed(let c): "a sua peça simples \(colour(c)) já foi usada"
            case .wrongPile(let slot, let pile):
                "a pilha \(Int(pile) + 1) não fica junto ao lugar vazio \(Int(slot) + 1) da pedreira"
            case .pileEmpty(let pile): "a pilha \(Int(pile) + 1) está vazia"
            case .notAHole(let cell, let floor): "\(cell) não é um lugar vazio do andar \(floor)"
            case .wrongDecision(.place): "agora tem de colocar um dominó"
            case .wrongDecision(.mark): "agora tem de pôr um marcador"
            case .wrongDecision(.tile): "agora tem de cobrir um bloco com uma peça simples, ou continuar sem peça"
            case .wrongDecision(.refill): "agora tem de repor a pedreira"
            case .wrongDecision(.noFit): "agora tem de pôr uma peça simples num lugar vazio"
            case .wrongDecision(.over): "agora tem de parar: o jogo acabou"
            }
        }
    }

    static func czech(_ p: ActionProblem, colour: (PyramidoColour) -> String) -> String {
        switch p {
        case .unreadable: "to není tah této hry"
        case .tooLong(let maxChars): "tah je delší než \(maxChars) znaků"
        case .rule(.pylos(let q)):
            switch q {
            case .reserveEmpty: "v zásobě vám nezbyla žádná koule"
            case .occupied(let at): "\(at) je už obsazené"
            case .notSupported(let at): "\(at) nespočívá na čtyřech koulích"
            case .notYourBall(let at): "na \(at) není vaše koule"
            case .carriesABall(let at): "koule na \(at) nese jinou kouli"
            case .notAvailable(let at): "\(at) není volné pro kouli"
            case .notHigher(let from, let to): "kouli lze zvednout jen do vyššího patra (\(from) → \(to))"
            case .supportsTarget(let from, let to): "koule na \(from) podpírá \(to)"
            case .firstReclaimMandatory: "musíte si vzít zpět alespoň jednu kouli"
            case .placeOrRaiseFirst: "nejdřív položte nebo zvedněte kouli"
            case .reclaimFirst: "nejdřív si vezměte zpět jednu svou volnou kouli"
            }
        case .rule(.pyramida(let q)):
            switch q {
            case .noSuchField: "takové pole neexistuje"
            case .noOwnStone(let at): "na \(at) není váš kámen"
            case .notAStep(let from, let to): "\(to) není jeden šikmý krok od \(from)"
            case .ownStone(let at): "na \(at) stojí váš vlastní kámen"
            case .firstMoveFromEnd(let at): "první tah nesmí vyjít z \(at), z kraje spodní řady"
            case .blocked(let at, let by): "kámen na \(at) je blokován: \(by.joined(separator: " a "))"
            case .protected(let at): "kámen na \(at) je v tomto tahu chráněný"
            case .baseStone(let at): "kámen na \(at) je ve spodní řadě a nelze ho vytlačit"
            case .chainFails(let at): "kámen na \(at) by neměl kam ustoupit"
            case .retreatNotAllowed(let from, let options):
                "kámen z \(from) smí ustoupit jen na \(options.joined(separator: " nebo "))"
            case .mustRetreatFirst(let from, _): "nejdřív musí ustoupit kámen vytlačený z \(from)"
            case .notRetreating: "žádný kámen neustupuje"
            case .passWithLegalMove: "pasovat smíte, jen když není možný žádný tah"
            }
        case .rule(.pyramido(let q)):
            switch q {
            case .slotEmpty(let slot): "místo \(Int(slot) + 1) v lomu je prázdné"
            case .cannotPlace(.offFloor): "kostka by přečnívala z patra"
            case .cannotPlace(.occupied): "tam už je něco postaveno"
            case .cannotPlace(.firstAnchor): "první kostka pyramidy začíná uprostřed"
            case .cannotPlace(.noContact): "kostka se musí dotýkat položeného bloku celou hranou"
            case .cannotPlace(.tooLarge): "první patro se musí vejít do 5 × 4 bloků"
            case .cannotPlace(.floorNotReady): "patro pod ním ještě není hotové"
            case .notJustPlaced(let cell): "\(cell) není součástí právě položené kostky"
            case .cannotMark(let cell): "na blok \(cell) nelze dát značku"
            case .carriesMarker(let cell): "na bloku \(cell) leží značka"
            case .tileUsed(let c): "dlaždici s barvou \(colour(c)) už jste použili"
            case .wrongPile(let slot, let pile):
                "hromádka \(Int(pile) + 1) nesousedí s prázdným místem \(Int(slot) + 1) v lomu"
            case .pileEmpty(let pile): "hromádka \(Int(pile) + 1) je prázdná"
            case .notAHole(let cell, let floor): "\(cell) není prázdné místo v patře \(floor)"
            case .wrongDecision(.place): "teď musíte položit kostku"
            case .wrongDecision(.mark): "teď musíte položit značku"
            case .wrongDecision(.tile): "teď musíte zakrýt blok dlaždicí, nebo pokračovat bez dlaždice"
            case .wrongDecision(.refill): "teď musíte doplnit lom"
            case .wrongDecision(.noFit): "teď musíte položit dlaždici na prázdné místo"
            case .wrongDecision(.over): "teď musíte skončit: hra je u konce"
            }
        }
    }

    static func slovenian(_ p: ActionProblem, colour: (PyramidoColour) -> String) -> String {
        switch p {
        case .unreadable: "to ni poteza te igre"
        case .tooLong(let maxChars): "poteza je daljša od \(maxChars) znakov"
        case .rule(.pylos(let q)):
            switch q {
            case .reserveEmpty: "v zalogi nimate več krogel"
            case .occupied(let at): "\(at) je že zasedeno"
            case .notSupported(let at): "\(at) ne leži na štirih kroglah"
            case .notYourBall(let at): "na \(at) ni vaše krogle"
            case .carriesABall(let at): "krogla na \(at) nosi drugo kroglo"
            case .notAvailable(let at): "\(at) ni prosto za kroglo"
            case .notHigher(let from, let to): "kroglo lahko dvignete le v višje nadstropje (\(from) → \(to))"
            case .supportsTarget(let from, let to): "krogla na \(from) podpira \(to)"
            case .firstReclaimMandatory: "vzeti morate nazaj vsaj eno kroglo"
            case .placeOrRaiseFirst: "najprej položite ali dvignite kroglo"
            case .reclaimFirst: "najprej vzemite nazaj eno svojo prosto kroglo"
            }
        case .rule(.pyramida(let q)):
            switch q {
            case .noSuchField: "tega polja ni"
            case .noOwnStone(let at): "na \(at) ni vašega kamna"
            case .notAStep(let from, let to): "\(to) ni en diagonalni korak od \(from)"
            case .ownStone(let at): "na \(at) stoji vaš lastni kamen"
            case .firstMoveFromEnd(let at): "prva poteza se ne sme začeti na \(at), na koncu spodnje vrste"
            case .blocked(let at, let by): "kamen na \(at) je blokiran: \(by.joined(separator: " in "))"
            case .protected(let at): "kamen na \(at) je v tej potezi zaščiten"
            case .baseStone(let at): "kamen na \(at) je v spodnji vrsti in ga ni mogoče izriniti"
            case .chainFails(let at): "kamen na \(at) se ne bi imel kam umakniti"
            case .retreatNotAllowed(let from, let options):
                "kamen z \(from) se lahko umakne le na \(options.joined(separator: " ali "))"
            case .mustRetreatFirst(let from, _): "najprej se mora umakniti kamen, izrinjen z \(from)"
            case .notRetreating: "noben kamen se ne umika"
            case .passWithLegalMove: "preskočite lahko le, ko ni možne poteze"
            }
        case .rule(.pyramido(let q)):
            switch q {
            case .slotEmpty(let slot): "mesto \(Int(slot) + 1) v kamnolomu je prazno"
            case .cannotPlace(.offFloor): "domino bi segal čez rob nadstropja"
            case .cannotPlace(.occupied): "tam je že nekaj zgrajeno"
            case .cannotPlace(.firstAnchor): "prvo domino piramide se začne na sredini"
            case .cannotPlace(.noContact): "domino se mora postavljenega bloka dotikati s celim robom"
            case .cannotPlace(.tooLarge): "prvo nadstropje mora biti v 5 × 4 blokih"
            case .cannotPlace(.floorNotReady): "nadstropje spodaj še ni dokončano"
            case .notJustPlaced(let cell): "\(cell) ni del pravkar postavljenega domina"
            case .cannotMark(let cell): "na blok \(cell) ni mogoče postaviti oznake"
            case .carriesMarker(let cell): "na bloku \(cell) je oznaka"
            case .tileUsed(let c): "ploščico z barvo \(colour(c)) ste že porabili"
            case .wrongPile(let slot, let pile):
                "kupček \(Int(pile) + 1) ni ob praznem mestu \(Int(slot) + 1) v kamnolomu"
            case .pileEmpty(let pile): "kupček \(Int(pile) + 1) je prazen"
            case .notAHole(let cell, let floor): "\(cell) ni prazno mesto v nadstropju \(floor)"
            case .wrongDecision(.place): "zdaj morate postaviti domino"
            case .wrongDecision(.mark): "zdaj morate postaviti oznako"
            case .wrongDecision(.tile): "zdaj morate pokriti blok s ploščico ali nadaljevati brez ploščice"
            case .wrongDecision(.refill): "zdaj morate dopolniti kamnolom"
            case .wrongDecision(.noFit): "zdaj morate postaviti ploščico na prazno mesto"
            case .wrongDecision(.over): "zdaj morate končati: igre je konec"
            }
        }
    }
}
