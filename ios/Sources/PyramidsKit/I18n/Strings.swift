// The app's texts in English, Portuguese, Czech and Slovenian: one table per
// language (English.swift …), looked up by StringKey. Texts with values use
// positional placeholders {0}, {1} …; texts that depend on a count have one
// entry per plural category of the language.
import PyramidsCore

public enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case portuguese = "pt"
    case czech = "cs"
    case slovenian = "sl"

    /// The language for a locale identifier ("pt_BR", "cs-CZ" …); English otherwise.
    public init(locale: String) {
        let code = locale.prefix { $0 != "_" && $0 != "-" }.lowercased()
        self = Language(rawValue: code) ?? .english
    }
}

/// A plural category (CLDR's names).
public enum PluralCategory: String, CaseIterable, Sendable {
    case one, two, few, other
}

enum Translations {}

public struct Strings: Sendable {
    public let language: Language
    let table: [String: String]

    public init(_ language: Language) {
        self.language = language
        table = switch language {
        case .english: Translations.english
        case .portuguese: Translations.portuguese
        case .czech: Translations.czech
        case .slovenian: Translations.slovenian
        }
    }

    /// The plural categories a language uses.
    public static func categories(_ language: Language) -> [PluralCategory] {
        switch language {
        case .english, .portuguese: [.one, .other]
        case .czech: [.one, .few, .other]
        case .slovenian: [.one, .two, .few, .other]
        }
    }

    public static func category(_ language: Language, _ n: Int) -> PluralCategory {
        switch language {
        case .english, .portuguese: n == 1 ? .one : .other
        case .czech: n == 1 ? .one : (2...4).contains(n) ? .few : .other
        case .slovenian:
            switch abs(n) % 100 {
            case 1: .one
            case 2: .two
            case 3, 4: .few
            default: .other
            }
        }
    }

    /// The raw entry for a table key (tests; `key#category` for plurals).
    public func entry(_ key: String) -> String? { table[key] }

    /// The text for `key`, with `args` in its placeholders. A missing entry
    /// shows the key itself (the strings test makes sure none is missing).
    public func callAsFunction(_ key: StringKey, _ args: CustomStringConvertible...) -> String {
        Strings.fill(table[key.rawValue] ?? key.rawValue, args)
    }

    /// A text that depends on `count`, which is also placeholder {0}.
    public func plural(_ key: StringKey, _ count: Int, _ more: CustomStringConvertible...) -> String {
        let category = Strings.category(language, count)
        let text = table["\(key.rawValue)#\(category.rawValue)"] ?? table["\(key.rawValue)#other"] ?? key.rawValue
        return Strings.fill(text, [count] + more)
    }

    static func fill(_ text: String, _ args: [CustomStringConvertible]) -> String {
        var out = text
        for (i, arg) in args.enumerated() {
            out = out.replacingOccurrences(of: "{\(i)}", with: arg.description)
        }
        return out
    }

    /// The placeholders a text uses ({0}, {1} …).
    public static func placeholders(_ text: String) -> Set<Int> {
        var found = Set<Int>()
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            if let n = Int(after[..<close]) { found.insert(n) }
            rest = after[after.index(after: close)...]
        }
        return found
    }

    // MARK: Names of generated values

    public func gameName(_ kind: GameKind) -> String {
        switch kind {
        case .pylos: self(.pylosName)
        case .pyramido: self(.pyramidoName)
        case .pyramida: self(.pyramidaName)
        }
    }

    public func levelName(_ level: AiLevel) -> String {
        switch level {
        case .random: self(.levelNameRandom)
        case .easy: self(.levelNameEasy)
        case .medium: self(.levelNameMedium)
        case .hard: self(.levelNameHard)
        case .expert: self(.levelNameExpert)
        case .perfect: self(.levelNamePerfect)
        }
    }

    /// A seat's name as the game calls it (Light/Dark, White/Black, Player N).
    public func seatName(_ game: GameKind, _ seat: Int) -> String {
        switch game {
        case .pylos: seat == 0 ? self(.pylosSeat0) : self(.pylosSeat1)
        case .pyramida: seat == 0 ? self(.pyramidaSeat0) : self(.pyramidaSeat1)
        case .pyramido: self(.playerN, seat + 1)
        }
    }

    /// The message a player sees for a failed call (never the library's English text).
    public func message(for error: PyramidsError) -> String {
        switch error.kind {
        case .illegalAction:
            if case .IllegalAction(_, let problem) = error { return self(.illegal, problemText(problem)) }
            return self(.illegal, "")
        case .notYourTurn: return self(.notYourTurnMessage)
        case .gameOver: return self(.gameOver)
        case .badSave: return self(.damagedSave)
        case .badOptions: return self(.badOptionsMessage)
        case .badTable: return self(.badTableMessage)
        case .cancelled: return self(.cancelledMessage)
        case .internal: return self(.failure, error.reason)
        }
    }

    /// What the saved-games list says about a save that cannot be opened.
    public func message(for problem: SaveProblem) -> String {
        switch problem {
        case .damaged: self(.damagedSave)
        case .newerVersion(let version): self(.futureSave, version)
        case .tooLarge(let bytes): self(.tooLargeSave, (bytes + 1023) / 1024)
        case .unreadable(let detail): self(.unreadableSave, detail)
        }
    }
}

/// A heading and its paragraphs, for the rules pages.
public struct RuleSection: Sendable, Hashable {
    public let heading: String
    public let paragraphs: [String]
    public init(_ heading: String, _ paragraphs: [String]) {
        self.heading = heading
        self.paragraphs = paragraphs
    }
}

extension Strings {
    /// The rules of a game in this language (each language file holds its own).
    public func rules(_ kind: GameKind) -> [RuleSection] {
        let table = switch language {
        case .english: Translations.englishRules
        case .portuguese: Translations.portugueseRules
        case .czech: Translations.czechRules
        case .slovenian: Translations.slovenianRules
        }
        return table[kind.id] ?? []
    }

    /// A rules variant's name ("standard", "kids" …).
    public func variantName(_ id: String) -> String {
        StringKey(rawValue: "variantName.\(id)").map { self($0) } ?? id
    }

    /// What a rules variant changes, in one line.
    public func variantBlurb(_ game: GameKind, _ id: String) -> String {
        let key = game == .pyramida ? "variantBlurb.pyramida-\(id)" : "variantBlurb.\(id)"
        return StringKey(rawValue: key).map { self($0) } ?? ""
    }
}
