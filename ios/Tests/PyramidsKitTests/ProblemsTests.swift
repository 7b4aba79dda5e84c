// Every kind of refusal the core can send has its own text in every
// language, with its data in it, and a real refused move shows that text.
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

@Suite("Why a move is refused, in four languages")
struct ProblemsTests {
    /// One value of every case of every problem enum (every placement reason
    /// and every phase too).
    static let samples: [ActionProblem] = {
        var out: [ActionProblem] = [.unreadable(expected: "a position like 1a1"), .tooLong(maxChars: 64)]
        let pylos: [PylosProblem] = [
            .reserveEmpty, .occupied(at: "1a1"), .notSupported(at: "2a1"), .notYourBall(at: "1b1"),
            .carriesABall(at: "1c1"), .notAvailable(at: "3a1"), .notHigher(from: "2a1", to: "1c3"),
            .supportsTarget(from: "1a1", to: "2a1"), .firstReclaimMandatory, .placeOrRaiseFirst, .reclaimFirst,
        ]
        let pyramida: [PyramidaProblem] = [
            .noSuchField, .noOwnStone(at: "d2"), .notAStep(from: "e1", to: "e3"), .ownStone(at: "c1"),
            .firstMoveFromEnd(at: "a1"), .blocked(at: "b2", by: ["c3", "a3"]), .protected(at: "e3"),
            .baseStone(at: "c1"), .chainFails(at: "d2"), .retreatNotAllowed(from: "f4", options: ["e3", "g3"]),
            .mustRetreatFirst(from: "f4", options: ["e3"]), .notRetreating, .passWithLegalMove,
        ]
        // Numbers chosen apart from each other and from the cells' digits,
        // so a text that shows the wrong one (or a 0-based one) is caught.
        var pyramido: [PyramidoProblem] = [
            .slotEmpty(slot: 2), .notJustPlaced(cell: "e6"), .cannotMark(cell: "e5"), .carriesMarker(cell: "d4"),
            .tileUsed(colour: .red), .wrongPile(slot: 1, pile: 3), .pileEmpty(pile: 3), .notAHole(cell: "b2", floor: 3),
        ]
        let reasons: [PyramidoPlaceError] = [.offFloor, .occupied, .firstAnchor, .noContact, .tooLarge, .floorNotReady]
        pyramido += reasons.map { .cannotPlace(reason: $0) }
        let phases: [PyramidoPhase] = [.place, .mark, .tile, .refill, .noFit, .over]
        pyramido += phases.map { .wrongDecision(phase: $0) }
        out += pylos.map { .rule(problem: .pylos(problem: $0)) }
        out += pyramida.map { .rule(problem: .pyramida(problem: $0)) }
        out += pyramido.map { .rule(problem: .pyramido(problem: $0)) }
        return out
    }()

    /// What a text must show of a problem: positions, fields and cells as
    /// notation, quarry places and piles counted from 1, the colour in the
    /// language's own name. Exhaustive, so a new kind must say what it shows.
    static func data(_ p: ActionProblem, _ s: Strings) -> [String] {
        switch p {
        case .unreadable: []  // `expected` is English, for logs only
        case .tooLong(let n): ["\(n)"]
        case .rule(.pylos(let q)):
            switch q {
            case .reserveEmpty, .firstReclaimMandatory, .placeOrRaiseFirst, .reclaimFirst: []
            case .occupied(let at), .notSupported(let at), .notYourBall(let at), .carriesABall(let at), .notAvailable(let at): [at]
            case .notHigher(let from, let to), .supportsTarget(let from, let to): [from, to]
            }
        case .rule(.pyramida(let q)):
            switch q {
            case .noSuchField, .notRetreating, .passWithLegalMove: []
            case .noOwnStone(let at), .ownStone(let at), .firstMoveFromEnd(let at), .protected(let at), .baseStone(let at), .chainFails(let at): [at]
            case .notAStep(let from, let to): [from, to]
            case .blocked(let at, let by): [at] + by
            case .retreatNotAllowed(let from, let options): [from] + options
            case .mustRetreatFirst(let from, _): [from]
            }
        case .rule(.pyramido(let q)):
            switch q {
            case .cannotPlace, .wrongDecision: []
            case .slotEmpty(let slot): ["\(Int(slot) + 1)"]
            case .notJustPlaced(let cell), .cannotMark(let cell), .carriesMarker(let cell): [cell]
            case .tileUsed(let colour): [s.pyramidoColour(colour)]
            case .wrongPile(let slot, let pile): ["\(Int(slot) + 1)", "\(Int(pile) + 1)"]
            case .pileEmpty(let pile): ["\(Int(pile) + 1)"]
            case .notAHole(let cell, let floor): [cell, "\(floor)"]
            }
        }
    }

    /// The words and numbers of a text (letters and digits between anything else).
    private static func tokens(_ text: String) -> Set<String> {
        Set(text.split { !$0.isLetter && !$0.isNumber }.map(String.init))
    }

    /// The case names of a generated enum, read from the generated Swift
    /// that scripts/ios-test put beside the package.
    private static func generatedCases(_ name: String) throws -> Set<String> {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Generated/PyramidsCore/PyramidsCore.swift").standardized
        let source = try String(contentsOf: file, encoding: .utf8)
        var cases = Set<String>()
        var inside = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("public enum \(name):") || line.hasPrefix("public enum \(name) {") {
                inside = true
            } else if inside && line.hasPrefix("}") {
                break
            } else if inside && line.hasPrefix("    case ") {
                cases.insert(String(line.dropFirst(9).prefix { $0.isLetter || $0.isNumber }))
            }
        }
        return cases
    }

    private static func caseName(_ value: Any) -> String {
        String(String(describing: value).prefix { $0 != "(" })
    }

    @Test func theSamplesCoverEveryCaseTheBindingsGenerate() throws {
        var covered: [String: Set<String>] = [:]
        for p in Self.samples {
            switch p {
            case .unreadable, .tooLong: covered["ActionProblem", default: []].insert(Self.caseName(p))
            case .rule(.pylos(let q)): covered["PylosProblem", default: []].insert(Self.caseName(q))
            case .rule(.pyramida(let q)): covered["PyramidaProblem", default: []].insert(Self.caseName(q))
            case .rule(.pyramido(let q)):
                covered["PyramidoProblem", default: []].insert(Self.caseName(q))
                if case .cannotPlace(let r) = q { covered["PyramidoPlaceError", default: []].insert(Self.caseName(r)) }
                if case .wrongDecision(let phase) = q { covered["PyramidoPhase", default: []].insert(Self.caseName(phase)) }
            }
        }
        covered["ActionProblem", default: []].insert("rule")
        for name in ["ActionProblem", "PylosProblem", "PyramidaProblem", "PyramidoProblem", "PyramidoPlaceError", "PyramidoPhase"] {
            let generated = try Self.generatedCases(name)
            #expect(!generated.isEmpty, "no enum \(name) in the generated Swift")
            #expect(covered[name] == generated, "samples of \(name)")
        }
    }

    @Test(arguments: Language.allCases)
    func everyProblemHasItsOwnTextWithItsData(_ language: Language) {
        let s = Strings(language)
        let texts = Self.samples.map { s.problemText($0) }
        for (p, text) in zip(Self.samples, texts) {
            #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(language): \(p)")
            let words = Self.tokens(text)
            for datum in Self.data(p, s) { #expect(words.contains(datum), "\(language): \"\(text)\" does not show \(datum)") }
            #expect(!text.contains("{") && !text.contains("PyramidoColour"), "\(language): \(text)")
        }
        // Distinct kinds read differently: none falls back to a shared text.
        #expect(Set(texts).count == texts.count, "\(language): two problems share a text")
    }

    @Test func everyLanguageWordsEveryProblemItsOwnWay() {
        for p in Self.samples {
            let texts = Language.allCases.map { Strings($0).problemText(p) }
            // No language falls back to another's text: the data alone is never the whole text.
            #expect(Set(texts).count == texts.count, "\(p): \(texts)")
        }
    }

    @Test func theMessageShowsTheReasonWithItsData() {
        let occupied = PyramidsError.IllegalAction(action: "1a1", problem: .rule(problem: .pylos(problem: .occupied(at: "1a1"))))
        #expect(Strings(.english).message(for: occupied) == "That move is not allowed: 1a1 is already taken")
        #expect(Strings(.portuguese).message(for: occupied) == "Essa jogada não é permitida: 1a1 já está ocupado")
        #expect(Strings(.czech).message(for: occupied) == "Tento tah není dovolen: 1a1 je už obsazené")
        #expect(Strings(.slovenian).message(for: occupied) == "Ta poteza ni dovoljena: 1a1 je že zasedeno")
        let tile = ActionProblem.rule(problem: .pyramido(problem: .tileUsed(colour: .aqua)))
        #expect(Strings(.english).problemText(tile) == "your aqua single tile is already used")
        #expect(Strings(.czech).problemText(tile) == "dlaždici s barvou tyrkysová už jste použili")
        #expect(Strings(.english).problemText(.rule(problem: .pyramido(problem: .pileEmpty(pile: 0)))) == "pile 1 is empty",
                "piles are counted from 1 as the board shows them")
    }

    @Test func aRealRefusedMoveIsExplainedInEveryLanguage() throws {
        let s = try Support.session(.pylos)
        try s.play(notation: "1a1")
        do {
            try s.play(notation: "1a1")
            Issue.record("placing on an occupied position was accepted")
        } catch let error as PyramidsError {
            guard case .IllegalAction(_, let problem) = error else {
                Issue.record("refused as \(error.kind), not as an illegal action")
                return
            }
            #expect(problem == .rule(problem: .pylos(problem: .occupied(at: "1a1"))))
            for language in Language.allCases {
                let strings = Strings(language)
                let message = strings.message(for: error)
                #expect(message == strings(.illegal, strings.problemText(problem)), "\(language): \(message)")
                #expect(Self.tokens(message).contains("1a1"), "\(language): \(message)")
            }
            #expect(Strings(.slovenian).message(for: error) == "Ta poteza ni dovoljena: 1a1 je že zasedeno")
        }
        #expect(try s.history() == ["1a1"], "the refusal changed nothing")
    }

    @Test @MainActor func theBoardShowsTheReasonOfARefusedPyramidoAction() throws {
        // A refill while a domino is to be placed: the core names the decision due.
        let m = try GameModel(session: try Support.session(.pyramido, seats: [.human, .human]))
        #expect(m.snapshot.pyramido?.phase == .place)
        #expect(!m.play(GameAction(notation: "r1", seat: 0, detail: .pyramido(action: .refill(pile: 0)))))
        let problem = try #require(m.problem)
        #expect(Strings(.portuguese).message(for: problem) == "Essa jogada não é permitida: agora tem de colocar um dominó")
        #expect(m.snapshot.ply == 0)
        // The first domino away from the middle: the reason is the board's prompt.
        guard case .place(let slot, _, let dir)? = m.legal.first?.pyramidoMove else {
            Issue.record("no placement to start with")
            return
        }
        let corner = GameAction(notation: "corner", seat: 0, detail: .pyramido(action: .place(slot: slot, cell: "a1", dir: dir)))
        #expect(!m.play(corner))
        guard case .IllegalAction(_, .rule(.pyramido(.cannotPlace(let reason))))? = m.problem else {
            Issue.record("refused otherwise: \(String(describing: m.problem))")
            return
        }
        let board = PyramidoBoard(strings: Strings(.portuguese), spec: .iPhone, seatCount: 2)
        let text = Strings(.portuguese).problemText(.rule(problem: .pyramido(problem: .cannotPlace(reason: reason))))
        #expect(board.prompt(m) == "Essa jogada não é permitida: \(text)")
        try Screenshots.shoot("pyramido-iphone-refused-portuguese", .iPhone) { board.draw($0, m) }
    }
}
