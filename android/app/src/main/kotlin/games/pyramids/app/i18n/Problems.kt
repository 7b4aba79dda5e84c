package games.pyramids.app.i18n

import games.pyramids.core.ActionProblem
import games.pyramids.core.PylosProblem
import games.pyramids.core.PyramidaProblem
import games.pyramids.core.PyramidoColour
import games.pyramids.core.PyramidoPhase
import games.pyramids.core.PyramidoPlaceError
import games.pyramids.core.PyramidoProblem
import games.pyramids.core.RuleProblem

/**
 * Why the core refused an action, in each of the app's languages. The core
 * sends a typed [ActionProblem]; every `when` here is exhaustive, so a new
 * kind in Rust does not compile until all four languages word it.
 * Positions, fields and cells are shown in the games' notation; colours
 * come from the language's own colour names.
 */
object Problems {
    fun english(p: ActionProblem, colour: (PyramidoColour) -> String): String = when (p) {
        is ActionProblem.Unreadable -> "that is not a move of this game"
        is ActionProblem.TooLong -> "the move is longer than ${p.maxChars} characters"
        is ActionProblem.Rule -> when (val r = p.problem) {
            is RuleProblem.Pylos -> when (val q = r.problem) {
                is PylosProblem.ReserveEmpty -> "you have no ball left in your reserve"
                is PylosProblem.Occupied -> "${q.at} is already taken"
                is PylosProblem.NotSupported -> "${q.at} does not rest on four balls"
                is PylosProblem.NotYourBall -> "there is no ball of yours on ${q.at}"
                is PylosProblem.CarriesABall -> "the ball on ${q.at} carries another ball"
                is PylosProblem.NotAvailable -> "${q.at} is not free to take a ball"
                is PylosProblem.NotHigher -> "a ball can only be raised to a higher level"
                is PylosProblem.SupportsTarget -> "the ball on ${q.from} holds up ${q.to}"
                is PylosProblem.FirstReclaimMandatory -> "you must take back at least one ball"
                is PylosProblem.PlaceOrRaiseFirst -> "place or raise a ball first"
                is PylosProblem.ReclaimFirst -> "take back one of your free balls first"
            }
            is RuleProblem.Pyramida -> when (val q = r.problem) {
                is PyramidaProblem.NoSuchField -> "there is no such field"
                is PyramidaProblem.NoOwnStone -> "there is no stone of yours on ${q.at}"
                is PyramidaProblem.NotAStep -> "${q.to} is not one diagonal step from ${q.from}"
                is PyramidaProblem.OwnStone -> "your own stone stands on ${q.at}"
                is PyramidaProblem.FirstMoveFromEnd -> "your first move may not start from an end of the bottom row"
                is PyramidaProblem.Blocked -> "the stone on ${q.at} is blocked by ${q.by.joinToString(" and ")}"
                is PyramidaProblem.Protected -> "the stone on ${q.at} is protected this move"
                is PyramidaProblem.BaseStone -> "the stone on ${q.at} is on the bottom row and cannot be driven off"
                is PyramidaProblem.ChainFails -> "the stone on ${q.at} would have nowhere to retreat"
                is PyramidaProblem.RetreatNotAllowed -> "the stone from ${q.from} may only retreat to ${q.options.joinToString(" or ")}"
                is PyramidaProblem.MustRetreatFirst -> "the stone driven from ${q.from} must retreat first"
                is PyramidaProblem.NotRetreating -> "no stone is retreating"
                is PyramidaProblem.PassWithLegalMove -> "you may only pass when no move is possible"
            }
            is RuleProblem.Pyramido -> when (val q = r.problem) {
                is PyramidoProblem.SlotEmpty -> "quarry place ${q.slot + 1} is empty"
                is PyramidoProblem.CannotPlace -> when (q.reason) {
                    PyramidoPlaceError.OFF_FLOOR -> "the domino would stick out of the floor"
                    PyramidoPlaceError.OCCUPIED -> "something is already built there"
                    PyramidoPlaceError.FIRST_ANCHOR -> "the first domino of the pyramid starts in the middle"
                    PyramidoPlaceError.NO_CONTACT -> "the domino must touch a placed block along a whole edge"
                    PyramidoPlaceError.TOO_LARGE -> "the first floor must fit in 5 × 4 blocks"
                    PyramidoPlaceError.FLOOR_NOT_READY -> "the floor below is not finished yet"
                }
                is PyramidoProblem.NotJustPlaced -> "${q.cell} is not part of the domino you just placed"
                is PyramidoProblem.CannotMark -> "the block on ${q.cell} cannot take a marker"
                is PyramidoProblem.CarriesMarker -> "the block on ${q.cell} carries a marker"
                is PyramidoProblem.TileUsed -> "your ${colour(q.colour)} single tile is already used"
                is PyramidoProblem.WrongPile -> "that pile is not next to the empty quarry place"
                is PyramidoProblem.PileEmpty -> "pile ${q.pile + 1} is empty"
                is PyramidoProblem.NotAHole -> "${q.cell} is not an empty place on floor ${q.floor}"
                is PyramidoProblem.WrongDecision -> "now you must " + when (q.phase) {
                    PyramidoPhase.PLACE -> "place a domino"
                    PyramidoPhase.MARK -> "place a marker"
                    PyramidoPhase.TILE -> "cover a block with a single tile, or skip"
                    PyramidoPhase.REFILL -> "refill the quarry"
                    PyramidoPhase.NO_FIT -> "put a single tile into an empty place"
                    PyramidoPhase.OVER -> "stop: the game is over"
                }
            }
        }
    }

    fun portuguese(p: ActionProblem, colour: (PyramidoColour) -> String): String = when (p) {
        is ActionProblem.Unreadable -> "isso não é uma jogada deste jogo"
        is ActionProblem.TooLong -> "a jogada tem mais de ${p.maxChars} caracteres"
        is ActionProblem.Rule -> when (val r = p.problem) {
            is RuleProblem.Pylos -> when (val q = r.problem) {
                is PylosProblem.ReserveEmpty -> "já não tem bolas na reserva"
                is PylosProblem.Occupied -> "${q.at} já está ocupado"
                is PylosProblem.NotSupported -> "${q.at} não assenta em quatro bolas"
                is PylosProblem.NotYourBall -> "não há nenhuma bola sua em ${q.at}"
                is PylosProblem.CarriesABall -> "a bola em ${q.at} suporta outra bola"
                is PylosProblem.NotAvailable -> "${q.at} não está livre para uma bola"
                is PylosProblem.NotHigher -> "uma bola só pode subir para um nível mais alto"
                is PylosProblem.SupportsTarget -> "a bola em ${q.from} sustenta ${q.to}"
                is PylosProblem.FirstReclaimMandatory -> "tem de recuperar pelo menos uma bola"
                is PylosProblem.PlaceOrRaiseFirst -> "primeiro coloque ou suba uma bola"
                is PylosProblem.ReclaimFirst -> "primeiro recupere uma das suas bolas livres"
            }
            is RuleProblem.Pyramida -> when (val q = r.problem) {
                is PyramidaProblem.NoSuchField -> "esse campo não existe"
                is PyramidaProblem.NoOwnStone -> "não há nenhuma pedra sua em ${q.at}"
                is PyramidaProblem.NotAStep -> "${q.to} não fica a um passo diagonal de ${q.from}"
                is PyramidaProblem.OwnStone -> "a sua própria pedra está em ${q.at}"
                is PyramidaProblem.FirstMoveFromEnd -> "a primeira jogada não pode partir de uma ponta da fila de baixo"
                is PyramidaProblem.Blocked -> "a pedra em ${q.at} está bloqueada por ${q.by.joinToString(" e ")}"
                is PyramidaProblem.Protected -> "a pedra em ${q.at} está protegida nesta jogada"
                is PyramidaProblem.BaseStone -> "a pedra em ${q.at} está na fila de baixo e não pode ser expulsa"
                is PyramidaProblem.ChainFails -> "a pedra em ${q.at} não teria para onde recuar"
                is PyramidaProblem.RetreatNotAllowed -> "a pedra de ${q.from} só pode recuar para ${q.options.joinToString(" ou ")}"
                is PyramidaProblem.MustRetreatFirst -> "primeiro a pedra expulsa de ${q.from} tem de recuar"
                is PyramidaProblem.NotRetreating -> "nenhuma pedra está a recuar"
                is PyramidaProblem.PassWithLegalMove -> "só pode passar quando não há jogada possível"
            }
            is RuleProblem.Pyramido -> when (val q = r.problem) {
                is PyramidoProblem.SlotEmpty -> "o lugar ${q.slot + 1} da pedreira está vazio"
                is PyramidoProblem.CannotPlace -> when (q.reason) {
                    PyramidoPlaceError.OFF_FLOOR -> "o dominó ficaria fora do andar"
                    PyramidoPlaceError.OCCUPIED -> "já há algo construído aí"
                    PyramidoPlaceError.FIRST_ANCHOR -> "o primeiro dominó da pirâmide começa no centro"
                    PyramidoPlaceError.NO_CONTACT -> "o dominó tem de tocar num bloco colocado ao longo de um lado inteiro"
                    PyramidoPlaceError.TOO_LARGE -> "o primeiro andar tem de caber em 5 × 4 blocos"
                    PyramidoPlaceError.FLOOR_NOT_READY -> "o andar de baixo ainda não está completo"
                }
                is PyramidoProblem.NotJustPlaced -> "${q.cell} não faz parte do dominó que acabou de colocar"
                is PyramidoProblem.CannotMark -> "o bloco em ${q.cell} não pode receber um marcador"
                is PyramidoProblem.CarriesMarker -> "o bloco em ${q.cell} tem um marcador"
                is PyramidoProblem.TileUsed -> "a sua peça simples ${colour(q.colour)} já foi usada"
                is PyramidoProblem.WrongPile -> "essa pilha não fica junto ao lugar vazio da pedreira"
                is PyramidoProblem.PileEmpty -> "a pilha ${q.pile + 1} está vazia"
                is PyramidoProblem.NotAHole -> "${q.cell} não é um lugar vazio do andar ${q.floor}"
                is PyramidoProblem.WrongDecision -> "agora tem de " + when (q.phase) {
                    PyramidoPhase.PLACE -> "colocar um dominó"
                    PyramidoPhase.MARK -> "pôr um marcador"
                    PyramidoPhase.TILE -> "cobrir um bloco com uma peça simples, ou continuar sem peça"
                    PyramidoPhase.REFILL -> "repor a pedreira"
                    PyramidoPhase.NO_FIT -> "pôr uma peça simples num lugar vazio"
                    PyramidoPhase.OVER -> "parar: o jogo acabou"
                }
            }
        }
    }

    fun czech(p: ActionProblem, colour: (PyramidoColour) -> String): String = when (p) {
        is ActionProblem.Unreadable -> "to není tah této hry"
        is ActionProblem.TooLong -> "tah je delší než ${p.maxChars} znaků"
        is ActionProblem.Rule -> when (val r = p.problem) {
            is RuleProblem.Pylos -> when (val q = r.problem) {
                is PylosProblem.ReserveEmpty -> "v zásobě vám nezbyla žádná koule"
                is PylosProblem.Occupied -> "${q.at} je už obsazené"
                is PylosProblem.NotSupported -> "${q.at} nespočívá na čtyřech koulích"
                is PylosProblem.NotYourBall -> "na ${q.at} není vaše koule"
                is PylosProblem.CarriesABall -> "koule na ${q.at} nese jinou kouli"
                is PylosProblem.NotAvailable -> "${q.at} není volné pro kouli"
                is PylosProblem.NotHigher -> "kouli lze zvednout jen do vyššího patra"
                is PylosProblem.SupportsTarget -> "koule na ${q.from} podpírá ${q.to}"
                is PylosProblem.FirstReclaimMandatory -> "musíte si vzít zpět alespoň jednu kouli"
                is PylosProblem.PlaceOrRaiseFirst -> "nejdřív položte nebo zvedněte kouli"
                is PylosProblem.ReclaimFirst -> "nejdřív si vezměte zpět jednu svou volnou kouli"
            }
            is RuleProblem.Pyramida -> when (val q = r.problem) {
                is PyramidaProblem.NoSuchField -> "takové pole neexistuje"
                is PyramidaProblem.NoOwnStone -> "na ${q.at} není váš kámen"
                is PyramidaProblem.NotAStep -> "${q.to} není jeden šikmý krok od ${q.from}"
                is PyramidaProblem.OwnStone -> "na ${q.at} stojí váš vlastní kámen"
                is PyramidaProblem.FirstMoveFromEnd -> "první tah nesmí vyjít z kraje spodní řady"
                is PyramidaProblem.Blocked -> "kámen na ${q.at} je blokován: ${q.by.joinToString(" a ")}"
                is PyramidaProblem.Protected -> "kámen na ${q.at} je v tomto tahu chráněný"
                is PyramidaProblem.BaseStone -> "kámen na ${q.at} je ve spodní řadě a nelze ho vytlačit"
                is PyramidaProblem.ChainFails -> "kámen na ${q.at} by neměl kam ustoupit"
                is PyramidaProblem.RetreatNotAllowed -> "kámen z ${q.from} smí ustoupit jen na ${q.options.joinToString(" nebo ")}"
                is PyramidaProblem.MustRetreatFirst -> "nejdřív musí ustoupit kámen vytlačený z ${q.from}"
                is PyramidaProblem.NotRetreating -> "žádný kámen neustupuje"
                is PyramidaProblem.PassWithLegalMove -> "pasovat smíte, jen když není možný žádný tah"
            }
            is RuleProblem.Pyramido -> when (val q = r.problem) {
                is PyramidoProblem.SlotEmpty -> "místo ${q.slot + 1} v lomu je prázdné"
                is PyramidoProblem.CannotPlace -> when (q.reason) {
                    PyramidoPlaceError.OFF_FLOOR -> "domino by přečnívalo z patra"
                    PyramidoPlaceError.OCCUPIED -> "tam už je něco postaveno"
                    PyramidoPlaceError.FIRST_ANCHOR -> "první domino pyramidy začíná uprostřed"
                    PyramidoPlaceError.NO_CONTACT -> "domino se musí dotýkat položené kostky celou hranou"
                    PyramidoPlaceError.TOO_LARGE -> "první patro se musí vejít do 5 × 4 kostek"
                    PyramidoPlaceError.FLOOR_NOT_READY -> "patro pod ním ještě není hotové"
                }
                is PyramidoProblem.NotJustPlaced -> "${q.cell} není součástí právě položeného domina"
                is PyramidoProblem.CannotMark -> "na kostku ${q.cell} nelze dát značku"
                is PyramidoProblem.CarriesMarker -> "na kostce ${q.cell} leží značka"
                is PyramidoProblem.TileUsed -> "dlaždici s barvou ${colour(q.colour)} už jste použili"
                is PyramidoProblem.WrongPile -> "tato hromádka nesousedí s prázdným místem v lomu"
                is PyramidoProblem.PileEmpty -> "hromádka ${q.pile + 1} je prázdná"
                is PyramidoProblem.NotAHole -> "${q.cell} není prázdné místo v patře ${q.floor}"
                is PyramidoProblem.WrongDecision -> "teď musíte " + when (q.phase) {
                    PyramidoPhase.PLACE -> "položit domino"
                    PyramidoPhase.MARK -> "položit značku"
                    PyramidoPhase.TILE -> "zakrýt kostku dlaždicí, nebo dlaždici přeskočit"
                    PyramidoPhase.REFILL -> "doplnit lom"
                    PyramidoPhase.NO_FIT -> "položit dlaždici na prázdné místo"
                    PyramidoPhase.OVER -> "skončit: hra je u konce"
                }
            }
        }
    }

    fun slovenian(p: ActionProblem, colour: (PyramidoColour) -> String): String = when (p) {
        is ActionProblem.Unreadable -> "to ni poteza te igre"
        is ActionProblem.TooLong -> "poteza je daljša od ${p.maxChars} znakov"
        is ActionProblem.Rule -> when (val r = p.problem) {
            is RuleProblem.Pylos -> when (val q = r.problem) {
                is PylosProblem.ReserveEmpty -> "v zalogi nimate več krogel"
                is PylosProblem.Occupied -> "${q.at} je že zasedeno"
                is PylosProblem.NotSupported -> "${q.at} ne leži na štirih kroglah"
                is PylosProblem.NotYourBall -> "na ${q.at} ni vaše krogle"
                is PylosProblem.CarriesABall -> "krogla na ${q.at} nosi drugo kroglo"
                is PylosProblem.NotAvailable -> "${q.at} ni prosto za kroglo"
                is PylosProblem.NotHigher -> "kroglo lahko dvignete le v višje nadstropje"
                is PylosProblem.SupportsTarget -> "krogla na ${q.from} podpira ${q.to}"
                is PylosProblem.FirstReclaimMandatory -> "vzeti morate nazaj vsaj eno kroglo"
                is PylosProblem.PlaceOrRaiseFirst -> "najprej položite ali dvignite kroglo"
                is PylosProblem.ReclaimFirst -> "najprej vzemite nazaj eno svojo prosto kroglo"
            }
            is RuleProblem.Pyramida -> when (val q = r.problem) {
                is PyramidaProblem.NoSuchField -> "tega polja ni"
                is PyramidaProblem.NoOwnStone -> "na ${q.at} ni vašega kamna"
                is PyramidaProblem.NotAStep -> "${q.to} ni en diagonalni korak od ${q.from}"
                is PyramidaProblem.OwnStone -> "na ${q.at} stoji vaš lastni kamen"
                is PyramidaProblem.FirstMoveFromEnd -> "prva poteza se ne sme začeti na koncu spodnje vrste"
                is PyramidaProblem.Blocked -> "kamen na ${q.at} je blokiran: ${q.by.joinToString(" in ")}"
                is PyramidaProblem.Protected -> "kamen na ${q.at} je v tej potezi zaščiten"
                is PyramidaProblem.BaseStone -> "kamen na ${q.at} je v spodnji vrsti in ga ni mogoče izriniti"
                is PyramidaProblem.ChainFails -> "kamen na ${q.at} se ne bi imel kam umakniti"
                is PyramidaProblem.RetreatNotAllowed -> "kamen z ${q.from} se lahko umakne le na ${q.options.joinToString(" ali ")}"
                is PyramidaProblem.MustRetreatFirst -> "najprej se mora umakniti kamen, izrinjen z ${q.from}"
                is PyramidaProblem.NotRetreating -> "noben kamen se ne umika"
                is PyramidaProblem.PassWithLegalMove -> "preskočite lahko le, ko ni možne poteze"
            }
            is RuleProblem.Pyramido -> when (val q = r.problem) {
                is PyramidoProblem.SlotEmpty -> "mesto ${q.slot + 1} v kamnolomu je prazno"
                is PyramidoProblem.CannotPlace -> when (q.reason) {
                    PyramidoPlaceError.OFF_FLOOR -> "domino bi segal čez rob nadstropja"
                    PyramidoPlaceError.OCCUPIED -> "tam je že nekaj zgrajeno"
                    PyramidoPlaceError.FIRST_ANCHOR -> "prvi domino piramide se začne na sredini"
                    PyramidoPlaceError.NO_CONTACT -> "domino se mora postavljene kocke dotikati s celim robom"
                    PyramidoPlaceError.TOO_LARGE -> "prvo nadstropje mora biti v 5 × 4 kockah"
                    PyramidoPlaceError.FLOOR_NOT_READY -> "nadstropje spodaj še ni dokončano"
                }
                is PyramidoProblem.NotJustPlaced -> "${q.cell} ni del pravkar postavljenega domina"
                is PyramidoProblem.CannotMark -> "na kocko ${q.cell} ni mogoče postaviti oznake"
                is PyramidoProblem.CarriesMarker -> "na kocki ${q.cell} je oznaka"
                is PyramidoProblem.TileUsed -> "ploščico z barvo ${colour(q.colour)} ste že porabili"
                is PyramidoProblem.WrongPile -> "ta kupček ni ob praznem mestu v kamnolomu"
                is PyramidoProblem.PileEmpty -> "kupček ${q.pile + 1} je prazen"
                is PyramidoProblem.NotAHole -> "${q.cell} ni prazno mesto v nadstropju ${q.floor}"
                is PyramidoProblem.WrongDecision -> "zdaj morate " + when (q.phase) {
                    PyramidoPhase.PLACE -> "postaviti domino"
                    PyramidoPhase.MARK -> "postaviti oznako"
                    PyramidoPhase.TILE -> "pokriti kocko s ploščico ali ploščico preskočiti"
                    PyramidoPhase.REFILL -> "dopolniti kamnolom"
                    PyramidoPhase.NO_FIT -> "postaviti ploščico na prazno mesto"
                    PyramidoPhase.OVER -> "končati: igre je konec"
                }
            }
        }
    }
}
