//! Čeština: lekce.

use crate::catalog::text::Text;
use crate::catalog::LessonKey::{self, *};

pub(crate) fn text(key: LessonKey) -> Text {
    Text::Plain(match key {
        Learn => "Naučit se",
        LearnTitle => "Naučte se {0}",
        LessonsDone => "Lekce: {0} z {1}",
        LessonStep => "Krok {0} z {1}",
        LessonNext => "Dál",
        LessonRestart => "Znovu od začátku",
        LessonSkip => "Přeskočit",
        LessonLeave => "Odejít",
        LessonComplete => "Lekce dokončena",
        LessonNextLesson => "Další lekce",
        LessonPlayGame => "Hrát partii",
        LessonOffer => "Hrajete {0} poprvé? Naučte se hru v několika krátkých lekcích.",
        LessonNotNow => "Teď ne",
        LessonLookAt => "Podívejte se na {0}.",
        PylosPlaceTitle => "Pokládání koulí",
        PylosPlaceSummary => "Cíl hry a jak se koule pokládá na desku.",
        PylosWelcome => {
            "Vítejte u hry Pylos. Se soupeřem společně stavíte jednu pyramidu z 30 koulí: vy hrajete za Světlého, soupeř za Tmavého, každý má v zásobě 15 koulí. Kdo první koule vyčerpá, prohrává, takže se počítá každá koule, kterou si udržíte."
        }
        PylosFirstBall => {
            "Na tahu položíte kouli ze zásoby na kterékoli prázdné místo spodního patra. Vyberte jedno z 16 míst."
        }
        PylosFirstBallDone => "Tmavý odpovídá svou koulí. Tahy se takto střídají, vždy jedna koule.",
        PylosUpperPlace => {
            "Čtyři koule, které se dotýkají ve čtverci, ať jsou jakékoli barvy, vytvoří místo o patro výš. Položte kouli na a1 (patro 2), na ty čtyři."
        }
        PylosUpperPlaceNotIt => {
            "Ve hře by to místo šlo, ale tento krok chce nové místo v patře 2: a1 (patro 2), nad čtyřmi koulemi."
        }
        PylosUpperPlaceDone => {
            "Místo, které otevřou čtyři koule, může využít kterýkoli hráč, a koule nahoře se počítá jako každá jiná."
        }
        PylosRaiseTitle => "Zvedání koule",
        PylosRaiseSummary => "Posuňte svou kouli nahoru, místo abyste utratili novou.",
        PylosRaise => {
            "Místo položení nové koule můžete zvednout jednu ze svých volných koulí do vyššího patra. Nic to nestojí: koule vám zůstane v zásobě. Zvedněte svou kouli z d4 na a1 (patro 2)."
        }
        PylosRaiseNotIt => {
            "Tím utratíte kouli ze zásoby. Zvednutí z d4 na a1 (patro 2) obsadí stejné místo a kouli ušetří: ušetřená koule je na konci o tah navíc."
        }
        PylosRaiseDone => "V zásobě máte stále 12 koulí; položení by vám nechalo 11.",
        PylosCarries => {
            "Koule, která nese jinou, se nesmí pohnout. Vaše koule na a1 a a2 teď nesou kouli na a1 (patro 2): dokud tam je, nelze je zvednout ani vzít zpět. A koule se nikdy nezvedá na místo, které sama podpírá."
        }
        PylosSquareTitle => "Čtverce vracejí koule",
        PylosSquareSummary => "Čtyři vaší barvy ve čtverci vám vrátí jednu nebo dvě koule.",
        PylosSquare => {
            "Máte tři koule čtverce. Položte čtvrtou na b2: čtverec vaší barvy vám dovolí vzít si koule zpět."
        }
        PylosSquareNotIt => {
            "Je to povolené, ale položení na b2 dokončí váš čtverec a hned vám vrátí koule."
        }
        PylosSquareDone => "Čtverec vaší barvy: teď si vezměte koule zpět.",
        PylosReclaimFirst => {
            "Vezměte si do zásoby jednu ze svých volných koulí: kteroukoli, i tu právě položenou. Když vezmete zpět b2, čtverec se znovu otevře a můžete ho dokončit ještě jednou."
        }
        PylosReclaimFirstDone => "Jedna koule je zpět ve vaší zásobě.",
        PylosReclaimSecond => "Můžete si vzít zpět druhou volnou kouli, nebo klepnout na Hotovo a zůstat u jedné.",
        PylosReclaimSecondDone => {
            "Tmavý dokončil svůj čtverec na c3 a tu kouli si vzal zpět. Čtverce jsou srdcem hry Pylos: každý ušetří koule."
        }
        PylosKids => {
            "Dětská pravidla braní zpět nemají: jen se pokládá a zvedá. Pokročilá pravidla přidávají řady, v další lekci."
        }
        PylosLineTitle => "Řady (pokročilá pravidla)",
        PylosLineSummary => "V pokročilých pravidlech vrací koule i plná řada vaší barvy.",
        PylosLine => {
            "V pokročilých pravidlech vrací koule jako čtverec i plná řada nebo sloupec vaší barvy: čtyři ve spodním patře, tři v patře 2. Dokončete svou řadu: položte na d1."
        }
        PylosLineNotIt => "Je to povolené, ale d1 dokončí vaši řadu čtyř a hned vrátí koule.",
        PylosLineDone => "Plná řada: vezměte si koule zpět jako po čtverci.",
        PylosLineReclaim => "Vezměte si zpět jednu ze svých volných koulí; pak můžete i druhou.",
        PylosLineReclaimDone => {
            "Řady platí jen rovně napříč nebo podél desky, nikdy úhlopříčně, a jen v patrech 1 a 2."
        }
        PylosEmptyTitle => "Došly koule",
        PylosEmptySummary => "Komu dojdou koule, prohrává.",
        PylosEmpty => {
            "Ke konci partie vám zbývá jedna koule, Tmavému šest. Kdo skončí tah s prázdnou zásobou, hned prohrává, takže položení poslední koule by prohrálo. Zvedněte raději volnou kouli: d1 nebo a2."
        }
        PylosEmptyNotIt => {
            "Tím položíte poslední kouli: zásoba by byla prázdná a hned byste prohráli. Zvedněte raději jednu ze svých volných koulí."
        }
        PylosEmptyDone => "Zachráněno, zatím. Tmavý má pořád víc koulí než vy: počítejte je každý tah.",
        PylosTop => {
            "Poslední koule na vrcholu by vyhrála. Jenže při 29 koulích na desce zbývá v zásobách jediná, takže soupeři koule už došly a prohrál: partie se vyhrává tím, že soupeři dojdou koule. Pokládejte střídmě, zvedejte, kdy můžete, stavte čtverce."
        }
        PylosGameTitle => "Vaše první partie",
        PylosGameSummary => "Krátká partie proti lehkému počítači.",
        PylosGame => {
            "Teď celá partie proti lehkému počítači. Zvedejte, kdy můžete, stavte čtverce a počítejte koule."
        }
        PylosGameDone => "To byla celá partie hry Pylos. Těžší úrovně najdete v Nové hře.",
    })
}
