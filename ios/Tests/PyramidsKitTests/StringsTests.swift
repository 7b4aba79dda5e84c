import PyramidsCore
@testable import PyramidsKit
import Testing

@Suite("Strings in four languages")
struct StringsTests {
    /// The table keys a language must have: every key, and for plural keys
    /// one entry per plural category the language uses.
    private func expectedKeys(_ language: Language) -> Set<String> {
        var keys = Set<String>()
        for key in StringKey.allCases {
            if StringKey.plurals.contains(key) {
                for c in Strings.categories(language) { keys.insert("\(key.rawValue)#\(c.rawValue)") }
            } else {
                keys.insert(key.rawValue)
            }
        }
        return keys
    }

    private func table(_ language: Language) -> [String: String] { Strings(language).table }

    /// The round-2 names (as Android): the Pylos variant is not "Expert"
    /// (that is an AI level), Rotate/Skip tile, "Pirâmide do Jogador 1".
    @Test func roundTwoNamesMatchAndroid() {
        let variant: [Language: String] = [.english: "Advanced", .portuguese: "Avançadas", .czech: "Pokročilá", .slovenian: "Napredna"]
        for (language, name) in variant {
            let s = Strings(language)
            #expect(s.variantName("expert") == name)
            #expect(s.variantName("expert") != s.levelName(.expert), "\(language): one name, one meaning")
        }
        #expect(Strings(.slovenian).levelName(.expert) == "Mojstrsko")
        #expect(Strings(.portuguese)(.pyramidoPyramidOf, "Jogador 1") == "Pirâmide do Jogador 1")
        #expect(Strings(.english)(.pyramidoTurn) == "Rotate")
        #expect(Strings(.english)(.pyramidoSkipTile) == "Skip tile")
        for language in Language.allCases {
            let s = Strings(language)
            #expect(s(.pyramidoTurn) != Strings(.english)(.pyramidoTurn) || language == .english, "\(language) words Rotate")
            #expect(!s(.pyramidoSkipTile).isEmpty)
        }
    }

    @Test(arguments: Language.allCases)
    func everyLanguageHasEveryKeyAndNoOthers(_ language: Language) {
        let have = Set(table(language).keys)
        let want = expectedKeys(language)
        #expect(want.subtracting(have).sorted() == [], "missing in \(language)")
        #expect(have.subtracting(want).sorted() == [], "unknown in \(language)")
        for (key, text) in table(language) { #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(language) \(key) is empty") }
    }

    @Test(arguments: Language.allCases)
    func everyTextHasTheSamePlaceholdersAsEnglish(_ language: Language) {
        let english = table(.english)
        for key in StringKey.allCases {
            let base = StringKey.plurals.contains(key) ? "\(key.rawValue)#other" : key.rawValue
            let want = Strings.placeholders(english[base] ?? "")
            let entries = table(language).filter { $0.key == key.rawValue || $0.key.hasPrefix("\(key.rawValue)#") }
            for (name, text) in entries {
                let have = Strings.placeholders(text)
                // A plural's "one" form may spell the count out ("1 ball").
                if name.hasSuffix("#one") {
                    #expect(have.isSubset(of: want), "\(language) \(name): \(have.sorted()) vs \(want.sorted())")
                } else {
                    #expect(have == want, "\(language) \(name): \(have.sorted()) vs English \(want.sorted())")
                }
            }
        }
    }

    @Test func pluralCategoriesFollowEachLanguage() {
        #expect(Strings(.english).plural(.reserve, 1) == "1 ball left")
        #expect(Strings(.english).plural(.reserve, 5) == "5 balls left")
        #expect(Strings(.czech).plural(.pyramidoJewels, 3) == "3 drahokamy")
        #expect(Strings(.czech).plural(.pyramidoJewels, 5) == "5 drahokamů")
        #expect(Strings(.slovenian).plural(.reserve, 2) == "Ostaneta 2 krogli")
        #expect(Strings(.slovenian).plural(.reserve, 102) == "Ostaneta 102 krogli")
        #expect(Strings(.slovenian).plural(.reserve, 5) == "Ostane 5 krogel")
        #expect(Strings(.portuguese).plural(.reserve, 1) == "Resta 1 bola")
    }

    @Test func placeholdersAreFilledAndNamesComeFromGeneratedValues() {
        let en = Strings(.english)
        #expect(en(.thinking, "Dark") == "Dark is thinking…")
        #expect(en(.aiSeat, "Dark", "Hard") == "Dark (computer, Hard)")
        #expect(en.levelName(.expert) != en(.variantNameExpert), "an AI level and a Pylos variant are not both called Expert")
        #expect(Strings(.portuguese)(.pyramidoPyramidOf, "Jogador 1") == "Pirâmide do Jogador 1")
        #expect(en.seatName(.pyramido, 0) == "Player 1")
        #expect(Strings(.czech).seatName(.pylos, 1) == "Tmavý")
        #expect(Language(locale: "pt_BR") == .portuguese)
        #expect(Language(locale: "sl-SI") == .slovenian)
        #expect(Language(locale: "de") == .english)
        for language in Language.allCases {
            let s = Strings(language)
            for level in [AiLevel.random, .easy, .medium, .hard, .expert, .perfect] { #expect(!s.levelName(level).contains("levelName")) }
        }
    }
}
