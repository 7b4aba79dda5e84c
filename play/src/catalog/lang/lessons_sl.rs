//! Slovenščina: lekcije.

use crate::catalog::text::Text;
use crate::catalog::LessonKey::{self, *};

pub(crate) fn text(key: LessonKey) -> Text {
    Text::Plain(match key {
        Learn => "Učenje",
        LearnTitle => "Naučite se {0}",
        LessonsDone => "Lekcije: {0} od {1}",
        LessonStep => "Korak {0} od {1}",
        LessonNext => "Naprej",
        LessonRestart => "Začni znova",
        LessonSkip => "Preskoči",
        LessonLeave => "Zapusti",
        LessonComplete => "Lekcija končana",
        LessonNextLesson => "Naslednja lekcija",
        LessonPlayGame => "Igraj partijo",
        LessonOffer => "Prvič igrate {0}? Naučite se v nekaj kratkih lekcijah.",
        LessonNotNow => "Ne zdaj",
        LessonLookAt => "Poglejte {0}.",
        PylosPlaceTitle => "Polaganje krogel",
        PylosPlaceSummary => "Cilj igre in kako krogla pride na ploščo.",
        PylosWelcome => {
            "Dobrodošli v igri Pylos. S tekmecem skupaj gradita eno piramido iz 30 krogel: vi igrate s Svetlimi, tekmec s Temnimi, vsak ima v zalogi 15 krogel. Kdor prvi ostane brez krogel, izgubi, zato šteje vsaka krogla, ki jo obdržite."
        }
        PylosFirstBall => {
            "Ko ste na potezi, položite kroglo iz zaloge na katero koli prazno mesto spodnjega nivoja. Izberite eno od 16 mest."
        }
        PylosFirstBallDone => "Temni odgovorijo s svojo kroglo. Poteze se tako izmenjujejo, vsakič ena krogla.",
        PylosUpperPlace => {
            "Štiri krogle, ki se dotikajo v kvadratu, ne glede na barvo, naredijo mesto na nivoju više. Položite kroglo na a1 (nivo 2), na tiste štiri."
        }
        PylosUpperPlaceNotIt => {
            "V igri bi to mesto bilo v redu, a ta korak zahteva novo mesto na nivoju 2: a1 (nivo 2), nad štirimi kroglami."
        }
        PylosUpperPlaceDone => {
            "Mesto, ki ga odprejo štiri krogle, lahko uporabi vsak igralec, in krogla zgoraj šteje kot vsaka druga."
        }
        PylosRaiseTitle => "Dvigovanje krogle",
        PylosRaiseSummary => "Dvignite svojo kroglo, namesto da porabite novo.",
        PylosRaise => {
            "Namesto da položite novo kroglo, lahko eno od svojih prostih krogel dvignete na višji nivo. Nič ne stane: krogla ostane v zalogi. Dvignite svojo kroglo z d4 na a1 (nivo 2)."
        }
        PylosRaiseNotIt => {
            "S tem porabite kroglo iz zaloge. Dvig z d4 na a1 (nivo 2) zasede isto mesto in kroglo prihrani: prihranjena krogla je na koncu ena poteza več."
        }
        PylosRaiseDone => "V zalogi imate še vedno 12 krogel; polaganje bi jih pustilo 11.",
        PylosCarries => {
            "Krogla, ki nosi drugo, se ne sme premakniti. Vaši krogli na a1 in a2 zdaj nosita kroglo na a1 (nivo 2): dokler je ta tam, ju ni mogoče ne dvigniti ne vzeti nazaj. In krogla se nikoli ne dvigne na mesto, ki ga sama podpira."
        }
        PylosSquareTitle => "Kvadrati vračajo krogle",
        PylosSquareSummary => "Štiri vaše barve v kvadratu vam vrnejo eno ali dve krogli.",
        PylosSquare => {
            "Imate tri krogle kvadrata. Četrto položite na b2: kvadrat vaše barve vam dovoli vzeti krogle nazaj."
        }
        PylosSquareNotIt => {
            "Poteza je dovoljena, a polaganje na b2 dokonča vaš kvadrat in vam takoj vrne krogle."
        }
        PylosSquareDone => "Kvadrat vaše barve: zdaj vzemite krogle nazaj.",
        PylosReclaimFirst => {
            "Vzemite v zalogo eno od svojih prostih krogel: katero koli, tudi pravkar položeno. Če vzamete nazaj b2, se kvadrat spet odpre in ga lahko dokončate še enkrat."
        }
        PylosReclaimFirstDone => "Ena krogla je spet v vaši zalogi.",
        PylosReclaimSecond => "Lahko vzamete nazaj še drugo prosto kroglo ali tapnete Končano in ostanete pri eni.",
        PylosReclaimSecondDone => {
            "Temni so s c3 dokončali svoj kvadrat in to kroglo vzeli nazaj. Kvadrati so srce igre Pylos: vsak prihrani krogle."
        }
        PylosKids => {
            "Otroška pravila nimajo jemanja nazaj: samo polagate in dvigujete. Napredna pravila dodajo vrste, v naslednji lekciji."
        }
        PylosLineTitle => "Vrste (napredna pravila)",
        PylosLineSummary => "Po naprednih pravilih krogle vrača tudi polna vrsta vaše barve.",
        PylosLine => {
            "Po naprednih pravilih krogle kot kvadrat vrača tudi polna vrsta ali stolpec vaše barve: štiri na spodnjem nivoju, tri na nivoju 2. Dokončajte svojo vrsto: položite na d1."
        }
        PylosLineNotIt => "Poteza je dovoljena, a d1 dokonča vašo vrsto štirih in takoj vrne krogle.",
        PylosLineDone => "Polna vrsta: vzemite krogle nazaj kot po kvadratu.",
        PylosLineReclaim => "Vzemite nazaj eno od svojih prostih krogel; nato lahko še drugo.",
        PylosLineReclaimDone => {
            "Vrste štejejo samo naravnost počez ali vzdolž plošče, nikoli diagonalno, in samo na nivojih 1 in 2."
        }
        PylosEmptyTitle => "Brez krogel",
        PylosEmptySummary => "Kdor ostane brez krogel, izgubi.",
        PylosEmpty => {
            "Proti koncu partije vam ostane ena krogla, Temnim šest. Kdor konča potezo s prazno zalogo, takoj izgubi, zato bi polaganje zadnje krogle izgubilo. Raje dvignite prosto kroglo: d1 ali a2."
        }
        PylosEmptyNotIt => {
            "S tem položite zadnjo kroglo: zaloga bi bila prazna in takoj bi izgubili. Raje dvignite eno od svojih prostih krogel."
        }
        PylosEmptyDone => "Rešeno, za zdaj. Temni imajo še vedno več krogel kot vi: štejte jih vsako potezo.",
        PylosTop => {
            "Zadnja krogla na vrhu bi zmagala. A pri 29 kroglah na plošči ostane v zalogah le ena, zato je tekmec že ostal brez krogel in izgubil: partija se dobi tako, da tekmec ostane brez krogel. Polagajte varčno, dvigujte, kadar lahko, delajte kvadrate."
        }
        PylosGameTitle => "Vaša prva partija",
        PylosGameSummary => "Kratka partija proti lahkemu računalniku.",
        PylosGame => {
            "Zdaj cela partija proti lahkemu računalniku. Dvigujte, kadar lahko, delajte kvadrate in štejte krogle."
        }
        PylosGameDone => "To je bila cela partija igre Pylos. Težje stopnje čakajo v Novi igri.",
    })
}
