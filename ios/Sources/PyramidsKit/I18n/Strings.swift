// The app's texts come from the shared Rust catalog (pyramids-play, through
// the bindings' TextCatalog): every text, plural rule and placeholder lives
// there, for both apps. This is only a thin wrapper so call sites read
// `strings(.key, args…)`; it holds no text of its own.
import PyramidsCore

extension Language: CaseIterable {
    /// The catalog's languages, in its order.
    public static var allCases: [Language] { catalogLanguages() }

    /// The language's code, for Foundation's formatters and file names.
    public var code: String { TextCatalog(language: self).languageCode() }
}

public struct Strings: Sendable {
    public let language: Language
    let catalog: TextCatalog

    public init(_ language: Language) {
        self.init(catalog: TextCatalog(language: language))
    }

    /// The catalog for a locale tag ("pt-BR", "cs_CZ" …); English otherwise.
    public init(locale: String) {
        self.init(catalog: TextCatalog.forLocale(tag: locale))
    }

    init(catalog: TextCatalog) {
        self.catalog = catalog
        language = catalog.language()
    }

    /// The text for `key`, with `args` in its placeholders {0}, {1} ….
    public func callAsFunction(_ key: TextKey, _ args: CustomStringConvertible...) -> String {
        catalog.text(key: key, args: args.map(\.description))
    }

    /// A text that depends on `count`, which is also placeholder {0}.
    public func plural(_ key: TextKey, _ count: Int, _ more: CustomStringConvertible...) -> String {
        catalog.plural(key: key, count: Int64(count), args: more.map(\.description))
    }

    /// A text of the review screens (the catalog keeps them apart from
    /// TextKey, since one UniFFI enum carries at most 256 cases).
    public func callAsFunction(_ key: ReviewKey, _ args: CustomStringConvertible...) -> String {
        catalog.reviewText(key: key, args: args.map(\.description))
    }

    public func plural(_ key: ReviewKey, _ count: Int, _ more: CustomStringConvertible...) -> String {
        catalog.reviewPlural(key: key, count: Int64(count), args: more.map(\.description))
    }

    public func gameName(_ kind: GameKind) -> String { catalog.gameName(game: kind) }

    public func levelName(_ level: AiLevel) -> String { catalog.levelName(level: level) }

    /// A seat's name as the game calls it (Light/Dark, White/Black, Player N).
    public func seatName(_ game: GameKind, _ seat: Int) -> String { catalog.seatName(game: game, seat: UInt32(seat)) }

    /// A Pyramido colour's name.
    public func colourName(_ colour: PyramidoColour) -> String { catalog.colourName(colour: colour) }

    /// A rules variant's name ("standard", "kids" …).
    public func variantName(_ id: String) -> String { catalog.variantName(variant: id) }

    /// What a rules variant changes, in one line.
    /// What a game is about, in one line (Home's card).
    public func blurb(_ kind: GameKind) -> String { catalog.gameBlurb(game: kind) }
    public func variantBlurb(_ game: GameKind, _ id: String) -> String { catalog.variantBlurb(game: game, variant: id) }

    /// The rules of a game in this language.
    public func rules(_ kind: GameKind) -> [RulesSection] { catalog.rules(game: kind) }

    /// Why an action was refused, as a phrase to show after "That move is
    /// not allowed:" (see `message(for:)`).
    public func problemText(_ problem: ActionProblem) -> String { catalog.problem(problem: problem) }

    /// The message a player sees for a failed call (never the library's English text).
    /// The library's errors are always worded; only a value made in the app
    /// with a seat or place no game has could fail to cross, and reads as
    /// the error's own description.
    public func message(for error: PyramidsError) -> String {
        (try? catalog.errorMessage(error: error)) ?? String(describing: error)
    }

    /// What a player reads about a save that cannot be opened (the shared catalog's words).
    public func message(for problem: SaveProblem) -> String { catalog.saveProblem(problem: problem.typed) }

    /// A seat row's label on the new-game screen (the shared model's).
    public func newGameSeatLabel(_ choices: NewGameChoices, _ seat: Int) -> String {
        catalog.newGameSeatLabel(choices: choices, seat: UInt32(max(seat, 0)))
    }

    /// A saved game's card in words (the date is the app's to format).
    public func cardText(_ card: SaveCard) -> SaveCardText { catalog.saveCardText(card: card) }

    /// A hint in words ("Hint: Raise the ball from d4 (level 1) to b1 (level 2)"): a player never sees engine notation.
    public func hintText(_ game: GameKind, _ action: GameAction) -> String {
        catalog.hintText(game: game, notation: action.notation)
    }

    /// A decision in words, as the boards label their places.
    public func actionWords(_ game: GameKind, _ action: GameAction) -> String {
        catalog.actionWords(game: game, notation: action.notation)
    }
}
