// The app's texts come from the Rust catalog (pyramids-play), whose own tests
// check every key in every language, the placeholders and the plural rules.
// Here only that Strings reaches it: plurals, values and errors in the
// language asked for.
import PyramidsCore
@testable import PyramidsKit
import Testing

@Suite("Strings come from the Rust catalog")
struct StringsTests {
    @Test func pluralsValuesAndErrorsComeFromTheCatalogInTheLanguage() {
        let cs = Strings(.czech)
        #expect(cs.language == .czech)
        #expect(cs.plural(.reserve, 3) == "Zbývají 3 koule")
        #expect(cs.plural(.reserve, 5) == "Zbývá 5 koulí")
        #expect(Strings(.slovenian).plural(.reserve, 2) == "Ostaneta 2 krogli", "Slovenian's dual")
        #expect(Strings(.slovenian).plural(.reserve, 102) == "Ostaneta 102 krogli")
        #expect(Strings(.english).plural(.reserve, 1) == "1 ball left")
        #expect(Strings(.english)(.aiSeat, "Dark", "Hard") == "Dark (computer, Hard)")
        #expect(Strings(.portuguese)(.pyramidoPyramidOf, "Jogador 1") == "Pirâmide do Jogador 1")
        #expect(cs.seatName(.pylos, 1) == "Tmavý")
        #expect(Strings(.english).seatName(.pyramido, 0) == "Player 1")
        let notYourTurn = PyramidsError.NotYourTurn(game: .pylos, seat: 1, controller: .ai(level: .hard))
        #expect(cs.message(for: notYourTurn) == "Počkejte: na tahu je Tmavý (počítač, Těžký)")
        #expect(Strings(.english).message(for: notYourTurn) == "Wait: the computer plays Dark (Hard)")
    }

    @Test func theLocaleChoosesTheCatalog() {
        #expect(Strings(locale: "pt_BR").language == .portuguese)
        #expect(Strings(locale: "sl-SI").language == .slovenian)
        #expect(Strings(locale: "de").language == .english)
        #expect(Language.allCases.map { Strings($0).language } == Language.allCases)
        #expect(Set(Language.allCases.map { Strings($0)(.languageName) }).count == 4)
    }
}
