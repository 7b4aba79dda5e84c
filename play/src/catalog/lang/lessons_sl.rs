//! Slovenščina: lekcije.

use crate::catalog::text::Text;
use crate::catalog::LessonKey::{self, *};

pub(crate) fn text(key: LessonKey) -> Text {
    Text::Plain(match key {
        Learn => "Učenje",
        LearnTitle => "Naučite se igre {0}",
        LessonsDone => "Lekcije: {0} od {1}",
        LessonStep => "Korak {0} od {1}",
        LessonNext => "Naprej",
        LessonRestart => "Začni znova",
        LessonSkip => "Preskoči",
        LessonLeave => "Zapusti",
        LessonComplete => "Lekcija končana",
        LessonNextLesson => "Naslednja lekcija",
        LessonPlayGame => "Igraj partijo",
        LessonOffer => "Prvič igrate igro {0}? Naučite se je v nekaj kratkih lekcijah.",
        LessonNotNow => "Ne zdaj",
        LessonLookAt => "Poglejte {0}.",
        PylosPlaceTitle => "Polaganje krogel",
        PylosPlaceSummary => "Cilj igre in kako krogla pride na ploščo.",
        PylosWelcome => {
            "Dobrodošli v igri Pylos. Skupaj s tekmecem gradite eno piramido iz 30 krogel: vi igrate kot Svetli, tekmec kot Temni, vsak ima v zalogi 15 krogel. Kdor prvi ostane brez krogel, izgubi, zato šteje vsaka krogla, ki jo obdržite."
        }
        PylosFirstBall => {
            "Ko ste na potezi, položite kroglo iz zaloge na katero koli prazno mesto spodnje ravni. Izberite eno od 16 mest."
        }
        PylosFirstBallDone => "Temni odgovori s svojo kroglo. Poteze se tako izmenjujejo, vsakič ena krogla.",
        PylosUpperPlace => {
            "Štiri krogle, ki se dotikajo v kvadratu, ne glede na barvo, naredijo mesto eno raven višje. Položite kroglo na a1 (raven 2), tako da leži na teh štirih."
        }
        PylosUpperPlaceNotIt => {
            "V partiji bi bilo to mesto v redu, a ta korak zahteva novo mesto na ravni 2: a1 (raven 2), nad štirimi kroglami."
        }
        PylosUpperPlaceDone => {
            "Mesto, ki ga odprejo štiri krogle, lahko uporabi vsak igralec in krogla zgoraj šteje kot vsaka druga."
        }
        PylosRaiseTitle => "Dvigovanje krogle",
        PylosRaiseSummary => "Dvignite svojo kroglo, namesto da porabite novo.",
        PylosRaise => {
            "Namesto da položite novo kroglo, lahko eno od svojih prostih krogel dvignete na višjo raven. To nič ne stane: krogla ostane v zalogi. Dvignite svojo kroglo z d4 na a1 (raven 2)."
        }
        PylosRaiseNotIt => {
            "S tem porabite kroglo iz zaloge. Dvig z d4 na a1 (raven 2) zasede isto mesto in kroglo prihrani: prihranjena krogla je na koncu ena poteza več."
        }
        PylosRaiseDone => "V zalogi imate še vedno 12 krogel; po polaganju bi vam jih ostalo 11.",
        PylosCarries => {
            "Krogla, ki nosi drugo, se ne sme premakniti. Vaši krogli na a1 in a2 zdaj nosita kroglo na a1 (raven 2): dokler je ta tam, ju ni mogoče ne dvigniti ne vzeti nazaj. In krogla se nikoli ne dvigne na mesto, ki ga sama podpira."
        }
        PylosSquareTitle => "Kvadrati vračajo krogle",
        PylosSquareSummary => "Štiri krogle vaše barve v kvadratu vam vrnejo eno ali dve krogli.",
        PylosSquare => {
            "Tri krogle kvadrata že imate. Četrto položite na b2: kvadrat vaše barve vam dovoli vzeti krogle nazaj."
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
            "Temni je s c3 dokončal svoj kvadrat in to kroglo vzel nazaj. Kvadrati so srce igre Pylos: vsak prihrani krogle."
        }
        PylosKids => {
            "Po otroških pravilih se krogel ne jemlje nazaj: samo polagate in dvigujete. Napredna pravila dodajo vrste – o njih govori naslednja lekcija."
        }
        PylosLineTitle => "Vrste (napredna pravila)",
        PylosLineSummary => "Po naprednih pravilih krogle vrača tudi polna vrsta vaše barve.",
        PylosLine => {
            "Po naprednih pravilih krogle kot kvadrat vrača tudi polna vrsta ali stolpec vaše barve: štiri na spodnji ravni, tri na ravni 2. Dokončajte svojo vrsto: položite na d1."
        }
        PylosLineNotIt => "Poteza je dovoljena, a d1 dokonča vašo vrsto štirih krogel in takoj vrne krogle.",
        PylosLineDone => "Polna vrsta: vzemite krogle nazaj kot po kvadratu.",
        PylosLineReclaim => "Vzemite nazaj eno od svojih prostih krogel; nato lahko še drugo.",
        PylosLineReclaimDone => {
            "Vrste štejejo samo naravnost počez ali vzdolž plošče, nikoli diagonalno, in samo na ravneh 1 in 2."
        }
        PylosEmptyTitle => "Brez krogel",
        PylosEmptySummary => "Kdor ostane brez krogel, izgubi.",
        PylosEmpty => {
            "Proti koncu partije vam ostane ena krogla, Temnemu šest. Kdor konča potezo s prazno zalogo, takoj izgubi, zato bi s polaganjem zadnje krogle izgubili. Raje dvignite prosto kroglo: d1 ali a2."
        }
        PylosEmptyNotIt => {
            "S tem položite zadnjo kroglo: zaloga bi bila prazna in takoj bi izgubili. Raje dvignite eno od svojih prostih krogel."
        }
        PylosEmptyDone => "Rešeno, za zdaj. Temni ima še vedno več krogel kot vi: štejte jih pri vsaki potezi.",
        PylosTop => {
            "Zadnja krogla na vrhu bi zmagala. A pri 29 kroglah na plošči ostane v zalogah le ena, zato je tekmec že ostal brez krogel in izgubil: partijo dobite tako, da tekmec ostane brez krogel. Polagajte varčno, dvigujte, kadar lahko, delajte kvadrate."
        }
        PylosGameTitle => "Vaša prva partija",
        PylosGameSummary => "Kratka partija proti lahkemu računalniku.",
        PylosGame => {
            "Zdaj cela partija proti lahkemu računalniku. Dvigujte, kadar lahko, delajte kvadrate in štejte krogle."
        }
        PylosGameDone => "To je bila cela partija igre Pylos. Težje stopnje čakajo v Novi igri.",
        PyramidaClimbTitle => "Navzgor po trikotniku",
        PyramidaClimbSummary => "Cilj igre in kako se premakne kamen.",
        PyramidaWelcome => {
            "Dobrodošli v igri Pyramida. Plošča je trikotnik z 21 polji; vi igrate kot Beli, tekmec kot Črni, vsak ima tri kamne v spodnji vrsti. Zmaga, kdor prvi spravi vse tri kamne čez vrhnje polje f6."
        }
        PyramidaFirstMove => {
            "Kamen se premakne za eno polje diagonalno, navzgor ali navzdol. V prvi potezi ne smete premakniti kamna na koncu spodnje vrste, zato mora a1 počakati: premaknite navzgor kamen z e1 ali i1."
        }
        PyramidaFirstMoveDone => {
            "Črni odgovori s svojo prvo potezo. Poteze se izmenjujejo, vsak po eno."
        }
        PyramidaClimb => {
            "Vzpenjajte se naprej: premaknite kamen z f2 navzgor, na e3 ali g3. Kamen nikoli ne stopi na polje s kamnom svoje barve."
        }
        PyramidaClimbNotIt => {
            "Ta poteza je dovoljena, a ta korak zahteva, da kamen z f2 premaknete navzgor, na e3 ali g3: na vrh se pride z vzpenjanjem."
        }
        PyramidaClimbDone => {
            "Vsako polje nad spodnjo vrsto ima pod seboj dve polji in nad seboj največ dve: vsak kamen se vzpenja proti f6 po en diagonalni korak naenkrat."
        }
        PyramidaPushTitle => "Potiskanje nazaj",
        PyramidaPushSummary => "Stopite na polje tekmečevega kamna in ta se umakne navzdol.",
        PyramidaPush => {
            "Kamen lahko stopi na polje s tekmečevim kamnom: ta je potisnjen na eno od dveh polj pod njim. Potisnite kamen Črnega na e3 s svojim kamnom z f2."
        }
        PyramidaPushNotIt => {
            "Ta poteza je dovoljena, a ta korak zahteva potisk: premaknite kamen z f2 na kamen Črnega na e3."
        }
        PyramidaPushDone => {
            "Črni je izbral, kam se je njegov kamen umaknil; ko sta obe polji pod njim prosti, vedno izbere lastnik. Ta umik je bil poteza Črnega, zato ste spet na potezi vi."
        }
        PyramidaRetreat => {
            "Zdaj je Črni potisnil vaš kamen z e3. Izberite, kam se umakne: na d2 ali f2. Kamen, ki se umakne na tekmečev kamen, potisne še tega, kamna v spodnji vrsti pa sploh ni mogoče potisniti."
        }
        PyramidaRetreatDone => "Vaš umik je bil vaša poteza: zdaj je na potezi Črni.",
        PyramidaProtectTitle => "Zaščiteni kamni",
        PyramidaProtectSummary => {
            "Kamen, za katerim stoji še en kamen njegove barve, je zaščiten."
        }
        PyramidaPair => {
            "Za kamnom Črnega na e3 stoji na isti diagonali še en črn kamen, d4. Potisnite e3 z f2 in poglejte, kaj naredi ta par."
        }
        PyramidaPairNotIt => {
            "Ta poteza je dovoljena, a ta korak zahteva, da kamen Črnega na e3 potisnete z f2, po diagonali proti d4."
        }
        PyramidaPairDone => "Kamen Črnega se je umaknil in spet ste na potezi.",
        PyramidaProtected => {
            "Kamen zadaj, d4, je zdaj zaščiten: vaša naslednja poteza nanj ne sme stopiti. Če poskusite e3 na d4, pravila to zavrnejo; naredite katero koli drugo potezo."
        }
        PyramidaProtectedDone => {
            "Zaščita traja eno potezo. Varni so tudi kamni v spodnji vrsti: nimajo se kam umakniti, zato jih ni mogoče potisniti."
        }
        PyramidaPassTitle => "Blokirani kamni in preskok",
        PyramidaPassSummary => "Kamen, ki se povzpne na rob, blokira tekmečeve kamne na njem.",
        PyramidaBlocked => {
            "Črni se je povzpel na oba roba, na b2 in h4: vsi vaši kamni na teh robovih, a1, c3 in i3, so blokirani in se ne smejo premakniti, dokler se ta črni kamen ne spusti. Nimate poteze, zato preskočite."
        }
        PyramidaBlockedDone => {
            "Črni se je spustil z b2, zato se a1 in c3 spet lahko premikata. Preskoči se le, kadar ni nobene dovoljene poteze."
        }
        PyramidaRepeatTitle => "Ponavljanje",
        PyramidaRepeatSummary => "Isti položaj tretjič je remi.",
        PyramidaRepeat => {
            "Vaš kamen je dvakrat šel sem in tja med h2 in g3, medtem ko je kamen Črnega hodil med d2 in e3. Poteza z g3 nazaj na h2 bi ta položaj prinesla tretjič, to pa je remi. Naredite drugo potezo."
        }
        PyramidaRepeatNotIt => {
            "g3 na h2 ponovi položaj tretjič: partija bi se končala z remijem. Izberite drugo potezo."
        }
        PyramidaRepeatDone => {
            "Partija, ki gre samo sem in tja, se konča z remijem: za zmago morate naprej."
        }
        PyramidaTopTitle => "Čez vrh",
        PyramidaTopSummary => "Kamen, ki pride na f6, zapusti ploščo; trije taki zmagajo.",
        PyramidaTop => {
            "Vaš kamen na e5 je korak od vrha. Premaknite ga na f6: kamen, ki pride na vrh, takoj zapusti ploščo."
        }
        PyramidaTopNotIt => {
            "Ta poteza je dovoljena, a z e5 lahko vaš kamen že gre čez vrh: premaknite ga na f6."
        }
        PyramidaTopDone => "En kamen je čez vrh in ga ni več mogoče potisniti nazaj.",
        PyramidaLastStone => {
            "Pozneje v partiji: dva vaša kamna sta že čez vrh, zadnji stoji na e5. Premaknite ga na f6 za zmago."
        }
        PyramidaLastStoneDone => "Vsi trije kamni čez vrh: zmagali ste.",
        PyramidaGameTitle => "Vaša prva partija",
        PyramidaGameSummary => "Kratka partija proti lahkemu računalniku.",
        PyramidaGame => {
            "Zdaj cela partija proti lahkemu računalniku. Vzpenjajte se, potiskajte kamne Črnega navzdol in pazite na robova."
        }
        PyramidaGameDone => {
            "To je bila cela partija igre Pyramida. Težje stopnje čakajo v Novi igri."
        }
        PyramidoTurnTitle => "Ena poteza",
        PyramidoTurnSummary => "Polaganje, ploščica in dopolnjevanje: deli poteze.",
        PyramidoWelcome => {
            "Dobrodošli v igri Pyramido. Vsak igralec iz dominov gradi piramido s štirimi nadstropji: 10 v nadstropju 1, nato 6, 3 in 1. Vsak domino ima dve barvni kocki, nekatere z dragulji; točke prinašajo vaši označevalci na poljih ene barve z mnogo dragulji."
        }
        PyramidoFirstDomino => {
            "Poteza se začne s polaganjem enega od treh dominov iz kamnoloma v vaše nadstropje. Prvi gre kamor koli; vsak naslednji v nadstropju 1 mora imeti celo stranico skupno z že položeno kocko, nadstropje pa mora ostati znotraj pravokotnika 5 krat 4. Izberite domino in ga položite."
        }
        PyramidoFirstDominoDone => {
            "Položeno. Kadar kocka pravkar položenega domina kaže dragulj barve, katere označevalec še imate, morate nanjo postaviti označevalec; če je taka kocka le ena, gre tja sam."
        }
        PyramidoTile => {
            "Nato lahko eno neoznačeno kocko tega domina pokrijete z eno od svojih treh ploščic, s katero koli stranjo navzgor: vsaka stran je ena barva z enim draguljem. Ali pa ploščice obdržite in preskočite. Tukaj preskočite."
        }
        PyramidoTileDone => {
            "Ploščice, ki jih obdržite, na koncu odločajo pri izenačenju. Ploščica, položena v barvi, katere označevalec še imate, dobi ta označevalec."
        }
        PyramidoRefill => {
            "Mesto 3 v kamnolomu je prazno. Dopolnite ga z vrhnjim dominom enega od dveh kupčkov ob njem, kupčka 3 ali 4: domino, ki ga vzamete, je naslednji, ki ga lahko izbere tekmec."
        }
        PyramidoRefillDone => {
            "Vaša poteza je končana in tekmec je odigral svojo: polaganje, označevanje, ploščica, dopolnjevanje, v vsaki potezi."
        }
        PyramidoMarkTitle => "Označevalci",
        PyramidoMarkSummary => "Označevalec na kocki z draguljem točkuje njeno polje.",
        PyramidoMark => {
            "Rumena kocka vašega domina na f5 in turkizna kocka na g5 kažeta dragulj in imate oba označevalca: izberite, katera kocka dobi označevalec. Označevalec točkuje dragulje svojega polja, ko se nadstropje točkuje."
        }
        PyramidoMarkDone => {
            "Vsak označevalec se v nadstropju uporabi enkrat, zato se označevalec barve splača prihraniti za veliko polje te barve."
        }
        PyramidoScoreTitle => "Točkovanje nadstropja",
        PyramidoScoreSummary => "Polja krat dragulji in bonus Mino.",
        PyramidoScore => {
            "Nadstropje 1 je dokončano za oba igralca in točkovano, gledano od zgoraj: polje je skupina sosednjih četrtin ene barve in vsak vaš označevalec da točko za vsak viden dragulj v svojem polju."
        }
        PyramidoMino => {
            "Nato bonus Mino: vaše označeno polje z najmanj točkami se šteje še enkrat. Igralec brez označevalca ne dobi nič. Označevalci se vrnejo, naslednje nadstropje pa začne igralec z najmanj točkami."
        }
        PyramidoUpperTitle => "Višja nadstropja",
        PyramidoUpperSummary => "Kam gre domino v nadstropjih 2 do 4.",
        PyramidoUpper => {
            "Nadstropje 2 je manjše: domino gre kamor koli znotraj njegovega obrisa, brez stika, vsaka kocka pa leži na četrtini štirih kock pod seboj. Lahko pokrije četrtine spodaj, tudi dragulje, ne pa drugega domina nadstropja 2, in ne sme segati čez obris. Položite domino."
        }
        PyramidoUpperDone => {
            "Dragulji, ki jih pokrije višja kocka, ne štejejo več: polja se gledajo od zgoraj in segajo čez nadstropja."
        }
        PyramidoNoFitTitle => "Noben domino se ne prilega",
        PyramidoNoFitSummary => "Dve ploščici namesto domina.",
        PyramidoNoFit => {
            "Noben domino iz kamnoloma se ne prilega vašemu nadstropju. Namesto tega postavite 2 svoji ploščici na 2 prazni mesti nadstropja, s katero koli stranjo, brez označevalca; kamnolom ostane, kakršen je. Postavite prvo."
        }
        PyramidoNoFitDone => {
            "Igralec, ki ima manj kot 2 ploščici, ko se noben domino ne prilega, takoj izgubi: obdržite ploščice v roki."
        }
        PyramidoEndTitle => "Konec",
        PyramidoEndSummary => "Kdo zmaga in kako se odloči izenačenje.",
        PyramidoEnd => {
            "Partija se konča, ko je točkovano nadstropje 4. Zmaga igralec z največ točkami; pri izenačenju zmaga tisti z več neuporabljenimi ploščicami, nato tisti z najboljšim posameznim nadstropjem, nato pa je zmaga deljena."
        }
        PyramidoGameTitle => "Vaša prva partija",
        PyramidoGameSummary => "Kratka partija proti lahkemu računalniku.",
        PyramidoGame => {
            "Zdaj cela partija proti lahkemu računalniku. Označujte velika polja z mnogo dragulji in obdržite ploščico ali dve v roki."
        }
        PyramidoGameDone => {
            "To je bila cela partija igre Pyramido. Težje stopnje čakajo v Novi igri."
        }
        PyramidoUpperNext => {
            "Vaš prvi domino nadstropja 2 leži na a2 in a3. Naslednji gre lahko kamor koli drugam znotraj obrisa, ob njem ali ne, ne pa čezenj: domino nikoli ne pokrije drugega domina svojega nadstropja. Položite domino."
        }
        PyramidoSecondDomino => {
            "Vaš drugi domino: vsak domino po prvem v nadstropju 1 mora imeti celo stranico skupno z že položeno kocko; dotik v kotu ni dovolj, nadstropje pa mora še vedno ostati znotraj pravokotnika 5 krat 4. Položite rumeno-turkizni domino z mesta 2 v kamnolomu poleg prvega."
        }
        PyramidoSecondDominoNotIt => {
            "Ta domino bi bil v partiji v redu, a ta korak zahteva rumeno-turkizni domino z mesta 2 v kamnolomu: naslednji korak nanj postavi označevalec."
        }
        PyramidoNoFitSecond => {
            "Zdaj druga ploščica, na zadnje prazno mesto f3. Meji na vašo označeno rjavo kocko na e3, rdečo na f2 in modro na g3, nadstropje pa se točkuje takoj po tej potezi: izberite stran, ki prinese največ točk."
        }
        PyramidoNoFitSecondNotIt => {
            "To prinese manj. Modra stran na f3 poveže vaše označeno modro polje na g3 z modro kocko na f4 in doda svoj dragulj: dve točki, medtem ko rjava ali rdeča dodata eno, zelena pa nič."
        }
    })
}
