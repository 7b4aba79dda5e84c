//! Čeština: lekce.

use crate::catalog::text::Text;
use crate::catalog::LessonKey::{self, *};

pub(crate) fn text(key: LessonKey) -> Text {
    Text::Plain(match key {
        Learn => "Naučit se",
        LearnTitle => "Naučte se hru {0}",
        LessonsDone => "Lekce: {0} z {1}",
        LessonStep => "Krok {0} z {1}",
        LessonNext => "Dál",
        LessonRestart => "Znovu od začátku",
        LessonSkip => "Přeskočit",
        LessonLeave => "Odejít",
        LessonComplete => "Lekce dokončena",
        LessonNextLesson => "Další lekce",
        LessonPlayGame => "Hrát partii",
        LessonOffer => "Hrajete hru {0} poprvé? Naučte se ji v několika krátkých lekcích.",
        LessonNotNow => "Teď ne",
        LessonLookAt => "Podívejte se na {0}.",
        PylosPlaceTitle => "Pokládání koulí",
        PylosPlaceSummary => "Cíl hry a jak se koule pokládá na desku.",
        PylosWelcome => {
            "Vítejte u hry Pylos. Se soupeřem společně stavíte jednu pyramidu z 30 koulí: vy hrajete za Světlého, soupeř za Tmavého, každý má v zásobě 15 koulí. Komu první dojdou koule, prohrává, takže se počítá každá koule, kterou ušetříte."
        }
        PylosFirstBall => {
            "Když jste na tahu, položíte kouli ze zásoby na kterékoli prázdné místo spodního patra. Vyberte jedno z 16 míst."
        }
        PylosFirstBallDone => "Tmavý odpovídá svou koulí. Tahy se takto střídají, vždy jedna koule.",
        PylosUpperPlace => {
            "Čtyři koule, které se dotýkají do čtverce, ať jsou jakékoli barvy, vytvoří místo o patro výš. Položte kouli na a1 (patro 2), aby spočívala na těch čtyřech."
        }
        PylosUpperPlaceNotIt => {
            "Ve hře by to místo šlo, ale v tomto kroku jde o nové místo v patře 2: a1 (patro 2), nad čtyřmi koulemi."
        }
        PylosUpperPlaceDone => {
            "Místo, které otevřou čtyři koule, může využít kterýkoli hráč, a koule nahoře se počítá jako každá jiná."
        }
        PylosRaiseTitle => "Zvedání koule",
        PylosRaiseSummary => "Zvedněte svou kouli výš, místo abyste utratili novou.",
        PylosRaise => {
            "Místo položení nové koule můžete zvednout jednu ze svých volných koulí do vyššího patra. Nic to nestojí: koule vám zůstane v zásobě. Zvedněte svou kouli z d4 na a1 (patro 2)."
        }
        PylosRaiseNotIt => {
            "Tím utratíte kouli ze zásoby. Zvednutí z d4 na a1 (patro 2) obsadí stejné místo a kouli ušetří: ušetřená koule znamená na konci tah navíc."
        }
        PylosRaiseDone => "V zásobě máte stále 12 koulí; po položení by vám jich zbylo 11.",
        PylosCarries => {
            "Koule, která nese jinou, se nesmí pohnout. Vaše koule na a1 a a2 teď nesou kouli na a1 (patro 2): dokud tam je, nelze je zvednout ani vzít zpět. A koule se nikdy nesmí zvednout na místo, které sama podpírá."
        }
        PylosSquareTitle => "Čtverce vracejí koule",
        PylosSquareSummary => "Čtyři koule vaší barvy ve čtverci vám vrátí jednu nebo dvě koule.",
        PylosSquare => {
            "Tři koule čtverce už máte. Položte čtvrtou na b2: čtverec vaší barvy vám dovolí vzít si koule zpět."
        }
        PylosSquareNotIt => {
            "Je to povolené, ale položení na b2 dokončí váš čtverec a hned vám vrátí koule."
        }
        PylosSquareDone => "Čtverec vaší barvy: teď si vezměte koule zpět.",
        PylosReclaimFirst => {
            "Vezměte si zpět do zásoby jednu ze svých volných koulí: kteroukoli, i tu právě položenou. Když vezmete zpět b2, čtverec se znovu otevře a můžete ho dokončit ještě jednou."
        }
        PylosReclaimFirstDone => "Jedna koule je zpět ve vaší zásobě.",
        PylosReclaimSecond => "Můžete si vzít zpět druhou volnou kouli, nebo klepnout na Hotovo a zůstat u jedné.",
        PylosReclaimSecondDone => {
            "Tmavý dokončil vlastní čtverec koulí na c3 a tu kouli si vzal zpět. Čtverce jsou srdcem hry Pylos: každý ušetří koule."
        }
        PylosKids => {
            "V dětských pravidlech se koule zpět neberou: jen se pokládá a zvedá. Pokročilá pravidla přidávají řady – o nich je další lekce."
        }
        PylosLineTitle => "Řady (pokročilá pravidla)",
        PylosLineSummary => "V pokročilých pravidlech vrací koule i plná řada vaší barvy.",
        PylosLine => {
            "V pokročilých pravidlech vrací koule jako čtverec i plná řada nebo sloupec vaší barvy: čtyři ve spodním patře, tři v patře 2. Dokončete svou řadu: položte na d1."
        }
        PylosLineNotIt => "Je to povolené, ale d1 dokončí vaši čtyřčlennou řadu a hned vám vrátí koule.",
        PylosLineDone => "Plná řada: vezměte si koule zpět jako po čtverci.",
        PylosLineReclaim => "Vezměte si zpět jednu ze svých volných koulí; pak můžete i druhou.",
        PylosLineReclaimDone => {
            "Řady platí jen rovně napříč nebo podél desky, nikdy úhlopříčně, a jen v patrech 1 a 2."
        }
        PylosEmptyTitle => "Došly koule",
        PylosEmptySummary => "Komu dojdou koule, prohrává.",
        PylosEmpty => {
            "Ke konci partie vám zbývá jedna koule, Tmavému šest. Kdo skončí tah s prázdnou zásobou, hned prohrává, takže kdybyste položili poslední kouli, prohráli byste. Zvedněte raději volnou kouli: d1 nebo a2."
        }
        PylosEmptyNotIt => {
            "Tím položíte poslední kouli: zásoba by byla prázdná a hned byste prohráli. Zvedněte raději jednu ze svých volných koulí."
        }
        PylosEmptyDone => "Zachráněno, zatím. Tmavý má pořád víc koulí než vy: počítejte je v každém tahu.",
        PylosTop => {
            "Poslední koule na vrcholu by vyhrála. Jenže při 29 koulích na desce zbývá v zásobách jediná, takže soupeři už koule došly a prohrál: partie se vyhrává tím, že soupeři dojdou koule. Pokládejte střídmě, zvedejte, kdykoli můžete, stavte čtverce."
        }
        PylosGameTitle => "Vaše první partie",
        PylosGameSummary => "Krátká partie proti počítači na úrovni Snadný.",
        PylosGame => {
            "Teď celá partie proti počítači na úrovni Snadný. Zvedejte, kdykoli můžete, stavte čtverce a počítejte koule."
        }
        PylosGameDone => "To byla celá partie hry Pylos. Těžší úrovně najdete v Nové hře.",
        PyramidaClimbTitle => "Nahoru po trojúhelníku",
        PyramidaClimbSummary => "Cíl hry a jak se táhne kamenem.",
        PyramidaWelcome => {
            "Vítejte u hry Pyramida. Deska je trojúhelník o 21 polích; hrajete za Bílého, soupeř za Černého, každý má tři kameny ve spodní řadě. Vyhrává, kdo první převede všechny tři kameny přes vrcholové pole f6."
        }
        PyramidaFirstMove => {
            "Kámen táhne o jedno pole šikmo, nahoru nebo dolů. Prvním tahem nesmíte táhnout kamenem na kraji spodní řady, takže a1 musí počkat: táhněte nahoru kamenem z e1 nebo i1."
        }
        PyramidaFirstMoveDone => {
            "Černý odpovídá svým prvním tahem. Tahy se střídají, každý hráč jeden."
        }
        PyramidaClimb => {
            "Stoupejte dál: táhněte kamenem z f2 nahoru, na e3 nebo g3. Kámen nikdy nevstoupí na pole s kamenem své barvy."
        }
        PyramidaClimbNotIt => {
            "Ten tah je povolený, ale v tomto kroku máte táhnout kamenem z f2 nahoru, na e3 nebo g3: na vrchol se dojde stoupáním."
        }
        PyramidaClimbDone => {
            "Každé pole nad spodní řadou má pod sebou dvě pole a nad sebou nejvýš dvě: každý kámen stoupá k f6 po jednom šikmém kroku."
        }
        PyramidaPushTitle => "Zatlačení zpět",
        PyramidaPushSummary => "Vstupte na pole soupeřova kamene a ten ustoupí dolů.",
        PyramidaPush => {
            "Kámen smí vstoupit na pole se soupeřovým kamenem: ten je zatlačen na jedno ze dvou polí pod sebou. Zatlačte Černého kámen na e3 svým kamenem z f2."
        }
        PyramidaPushNotIt => {
            "Ten tah je povolený, ale v tomto kroku máte zatlačit: táhněte z f2 na Černého kámen na e3."
        }
        PyramidaPushDone => {
            "Černý vybral, kam jeho kámen ustoupil; když jsou obě pole pod ním volná, vybírá vždy majitel. Ten ústup byl Černého tah, takže jste znovu na tahu vy."
        }
        PyramidaRetreat => {
            "Teď Černý zatlačil váš kámen z e3. Vyberte, kam ustoupí: na d2 nebo f2. Kámen, který ustoupí na soupeřův kámen, zatlačí zase jej, a kámen ve spodní řadě zatlačit nelze vůbec."
        }
        PyramidaRetreatDone => "Váš ústup byl váš tah: teď táhne Černý.",
        PyramidaProtectTitle => "Chráněné kameny",
        PyramidaProtectSummary => "Kámen, za nímž stojí další kámen jeho barvy, je chráněný.",
        PyramidaPair => {
            "Za černým kamenem na e3 stojí na téže úhlopříčce další černý kámen, d4. Zatlačte e3 z f2 a uvidíte, co ta dvojice udělá."
        }
        PyramidaPairNotIt => {
            "Ten tah je povolený, ale v tomto kroku máte zatlačit kámen Černého na e3 z f2, po úhlopříčce směrem k d4."
        }
        PyramidaPairDone => "Černého kámen ustoupil a jste znovu na tahu.",
        PyramidaProtected => {
            "Zadní kámen, d4, je teď chráněný: váš příští tah na něj nesmí vstoupit. Když zkusíte e3 na d4, pravidla to odmítnou; zahrajte jakýkoli jiný tah."
        }
        PyramidaProtectedDone => {
            "Ochrana trvá jeden tah. V bezpečí jsou i kameny ve spodní řadě: nemají kam ustoupit, takže je zatlačit nelze."
        }
        PyramidaPassTitle => "Blokované kameny a pas",
        PyramidaPassSummary => "Kámen, který vystoupí na hranu, zablokuje soupeřovy kameny na ní.",
        PyramidaBlocked => {
            "Černý vystoupil na obě hrany, na b2 a h4: všechny vaše kameny na těch hranách, a1, c3 a i3, jsou blokované a nesmějí táhnout, dokud ten černý kámen nesestoupí. Nemáte žádný tah, takže hrajete pas."
        }
        PyramidaBlockedDone => {
            "Černý sestoupil z b2, takže a1 a c3 smějí zase táhnout. Pas se hraje jen tehdy, když není žádný povolený tah."
        }
        PyramidaRepeatTitle => "Opakování",
        PyramidaRepeatSummary => "Stejná pozice potřetí je remíza.",
        PyramidaRepeat => {
            "Váš kámen dvakrát přešel mezi h2 a g3, zatímco kámen Černého chodil mezi d2 a e3. Tah z g3 zpět na h2 by tuto pozici přinesl potřetí, a to je remíza. Zahrajte jiný tah."
        }
        PyramidaRepeatNotIt => {
            "g3 na h2 zopakuje pozici potřetí: partie by skončila remízou. Vyberte jiný tah."
        }
        PyramidaRepeatDone => {
            "Partie, ve které se jen chodí sem a tam, skončí remízou: kdo chce vyhrát, musí postupovat."
        }
        PyramidaTopTitle => "Přes vrchol",
        PyramidaTopSummary => "Kámen, který dojde na f6, opouští desku; tři takové vyhrávají.",
        PyramidaTop => {
            "Váš kámen na e5 je krok od vrcholu. Táhněte jím na f6: kámen, který dojde na vrchol, hned opouští desku."
        }
        PyramidaTopNotIt => {
            "Ten tah je povolený, ale z e5 může váš kámen už přejít přes vrchol: táhněte jím na f6."
        }
        PyramidaTopDone => "Jeden kámen je přes vrchol a už ho nelze zatlačit zpět.",
        PyramidaLastStone => {
            "Později v partii: dva vaše kameny jsou už přes vrchol a poslední stojí na e5. Táhněte jím na f6 a vyhrajete."
        }
        PyramidaLastStoneDone => "Všechny tři kameny přes vrchol: vyhráli jste.",
        PyramidaGameTitle => "Vaše první partie",
        PyramidaGameSummary => "Krátká partie proti počítači na úrovni Snadný.",
        PyramidaGame => {
            "Teď celá partie proti počítači na úrovni Snadný. Stoupejte, zatlačujte Černého kameny dolů a hlídejte hrany."
        }
        PyramidaGameDone => "To byla celá partie hry Pyramida. Těžší úrovně najdete v Nové hře.",
        PyramidoTurnTitle => "Jeden tah",
        PyramidoTurnSummary => "Položit, dlaždice a doplnit: části tahu.",
        PyramidoWelcome => {
            "Vítejte u hry Pyramido. Každý hráč staví z domin pyramidu o čtyřech patrech: 10 v patře 1, pak 6, 3 a 1. Každé domino má dvě barevné kostky, některé s drahokamy; body přinášejí vaše značky na plochách jedné barvy s mnoha drahokamy."
        }
        PyramidoFirstDomino => {
            "Tah začíná položením jednoho ze tří domin z lomu do vašeho patra. První jde kamkoli; každé další v patře 1 musí sdílet celou hranu s už položenou kostkou a patro se musí vejít do obdélníku 5 na 4. Vyberte domino a položte ho."
        }
        PyramidoFirstDominoDone => {
            "Položeno. Když kostka právě položeného domina ukazuje drahokam barvy, jejíž značku ještě máte, musíte na ni dát značku; je-li taková kostka jen jedna, položí se tam sama."
        }
        PyramidoTile => {
            "Potom smíte jednu neoznačenou kostku toho domina zakrýt jednou ze svých tří dlaždic, kteroukoli stranou nahoru: každá strana je jedna barva s jedním drahokamem. Nebo si dlaždice nechte a přeskočte. Tady přeskočte."
        }
        PyramidoTileDone => {
            "Dlaždice, které si necháte, na konci rozhodují při rovnosti bodů. Dlaždice položená v barvě, jejíž značku ještě máte, dostane tu značku."
        }
        PyramidoRefill => {
            "Místo 3 v lomu je prázdné. Doplňte ho vrchním dominem jedné ze dvou hromádek vedle něj, hromádky 3 nebo 4: domino, které vezmete, si jako další může vybrat soupeř."
        }
        PyramidoRefillDone => {
            "Váš tah skončil a soupeř odehrál svůj: položit, označit, dlaždice, doplnit, v každém tahu."
        }
        PyramidoMarkTitle => "Značky",
        PyramidoMarkSummary => "Značka na kostce s drahokamem boduje její plochu.",
        PyramidoMark => {
            "Žlutá kostka vašeho domina na f5 i tyrkysová kostka na g5 ukazují drahokam a máte obě značky: vyberte, která kostka dostane značku. Značka boduje drahokamy své plochy, když se patro hodnotí."
        }
        PyramidoMarkDone => {
            "Každá značka se v patře použije jednou, takže značku barvy se vyplatí šetřit na velkou plochu té barvy."
        }
        PyramidoScoreTitle => "Hodnocení patra",
        PyramidoScoreSummary => "Plochy krát drahokamy a bonus Mino.",
        PyramidoScore => {
            "Oba hráči mají patro 1 hotové a bylo ohodnoceno při pohledu shora: plocha je skupina sousedících čtvrtin jedné barvy a každá vaše značka dává bod za každý viditelný drahokam své plochy."
        }
        PyramidoMino => {
            "Pak bonus Mino: vaše označená plocha s nejmenším počtem bodů se započítá ještě jednou. Hráč bez značky nedostane nic. Značky se vracejí a další patro začíná hráč s nejméně body."
        }
        PyramidoUpperTitle => "Vyšší patra",
        PyramidoUpperSummary => "Kam jde domino v patrech 2 až 4.",
        PyramidoUpper => {
            "Patro 2 je menší: domino jde kamkoli uvnitř jeho obrysu, nemusí se ničeho dotýkat, a každá kostka leží na čtvrtině čtyř kostek pod sebou. Smí zakrýt čtvrtiny pod sebou, i s drahokamy, ale ne jiné domino patra 2, a nesmí přesahovat obrys. Položte domino."
        }
        PyramidoUpperDone => {
            "Drahokamy zakryté vyšší kostkou se už nepočítají: plochy se posuzují shora a mohou přecházet přes patra."
        }
        PyramidoNoFitTitle => "Žádné domino se nevejde",
        PyramidoNoFitSummary => "Dvě dlaždice místo domina.",
        PyramidoNoFit => {
            "Žádné domino z lomu se do vašeho patra nevejde. Místo toho položíte 2 své dlaždice na 2 prázdná místa patra, kteroukoli stranou, bez značky; lom zůstává, jak je. Položte první."
        }
        PyramidoNoFitDone => {
            "Hráč, který má méně než 2 dlaždice, když se žádné domino nevejde, hned prohrává: nechávejte si dlaždice v ruce."
        }
        PyramidoEndTitle => "Konec",
        PyramidoEndSummary => "Kdo vyhrává a jak se rozhoduje při rovnosti bodů.",
        PyramidoEnd => {
            "Partie končí ohodnocením patra 4. Vyhrává hráč s nejvíce body; při rovnosti bodů vyhrává ten s nejvíce nepoužitými dlaždicemi, pak ten s nejlepším jednotlivým patrem, a potom se hráči o vítězství dělí."
        }
        PyramidoGameTitle => "Vaše první partie",
        PyramidoGameSummary => "Krátká partie proti počítači na úrovni Snadný.",
        PyramidoGame => {
            "Teď celá partie proti počítači na úrovni Snadný. Označujte velké plochy s mnoha drahokamy a nechte si dlaždici nebo dvě v ruce."
        }
        PyramidoGameDone => "To byla celá partie hry Pyramido. Těžší úrovně najdete v Nové hře.",
        PyramidoUpperNext => {
            "Vaše první domino patra 2 leží na a2 a a3. Další smí jít kamkoli jinam uvnitř obrysu, ať se ho dotýká, nebo ne, ale ne přes ně: domino nikdy nezakryje jiné domino svého patra. Položte domino."
        }
        PyramidoSecondDomino => {
            "Vaše druhé domino: každé domino po prvním v patře 1 musí sdílet celou hranu s už položenou kostkou; dotyk v rohu nestačí a patro se musí dál vejít do obdélníku 5 na 4. Položte žluto-tyrkysové domino z místa 2 v lomu vedle prvního."
        }
        PyramidoSecondDominoNotIt => {
            "To domino by ve hře šlo, ale v tomto kroku jde o žluto-tyrkysové domino z místa 2 v lomu: další krok na něj dá značku."
        }
        PyramidoNoFitSecond => {
            "Teď druhá dlaždice, na poslední prázdné místo f3. Sousedí s vaší označenou hnědou kostkou na e3, červenou na f2 a modrou na g3 a patro se hodnotí hned po tomto tahu: vyberte stranu, která přinese nejvíc bodů."
        }
        PyramidoNoFitSecondNotIt => {
            "To přinese méně. Modrá strana na f3 spojí vaši označenou modrou plochu na g3 s modrou kostkou na f4 a přidá vlastní drahokam: dva body, kdežto hnědá nebo červená přidají jeden a zelená nic."
        }
    })
}
