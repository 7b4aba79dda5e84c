// The puzzle scenarios of tests/scenarios/puzzles/<game>/ (format in
// tests/src/puzzles.rs): each names a shipped puzzle and what every try,
// hint, solution step and retry on a PuzzleController leads to, with every
// answer worded in four languages; the semantics of the Rust and Kotlin
// (PuzzleScenariosTest.kt) runners.
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

private let scenarioKeys: Set = ["puzzle", "game", "description", "start", "steps", "end"]
private let startKeys: Set = ["heading", "moves_left"]
private let stepKeys: Set = [
    "action", "verdict", "problem", "defender_moves", "refutation", "answer", "moves_left", "played",
    "hint", "solution", "solution_step", "retry",
]
private let endKeys: Set = ["state", "attempt"]
private let languages: [Language] = [.english, .portuguese, .czech, .slovenian]

@Suite("Puzzle scenarios through the Swift bindings")
struct PuzzleScenariosTests {
    @Test func everyGameHasItsScenarios() {
        for game in ["pylos", "pyramida", "pyramido"] {
            #expect(!scenarioFiles("puzzles", game).isEmpty, "no \(game) puzzle scenarios")
        }
    }

    @Test(arguments: scenarioFiles("puzzles", "pylos")) func pylos(_ file: String) throws { try run("pylos", file) }
    @Test(arguments: scenarioFiles("puzzles", "pyramida")) func pyramida(_ file: String) throws { try run("pyramida", file) }
    @Test(arguments: scenarioFiles("puzzles", "pyramido")) func pyramido(_ file: String) throws { try run("pyramido", file) }

    private func verdictName(_ v: PuzzleVerdict?) -> String {
        switch v {
        case nil: return "none"
        case .refused: return "refused"
        case .kept: return "kept"
        case .solved: return "solved"
        case .tooSlow: return "too_slow"
        case .wrong: return "wrong"
        case .fewerPoints: return "fewer_points"
        case .finished: return "finished"
        }
    }

    private func stateName(_ s: PuzzleState) -> String {
        switch s {
        case .solving: return "solving"
        case .solved: return "solved"
        case .solution: return "solution"
        }
    }

    private func attemptName(_ a: PuzzleAttempt?) -> String {
        switch a {
        case nil: return "none"
        case .failed: return "failed"
        case .solved: return "solved"
        case .clean: return "clean"
        }
    }

    private func played(_ actions: [GameAction]) -> [Any] { actions.map { "\($0.seat) \($0.notation)" } }

    /// `want[key]`, where given, against `got`, both as JSON text.
    private func check(_ want: [String: Any], _ key: String, _ got: Any?, _ at: String, _ problems: inout [String]) {
        guard let w = want[key] else { return }
        if jsonText(w) != jsonText(got) { problems.append("\(at): \(key) is \(jsonText(got)), expected \(jsonText(w))") }
    }

    private func unknown(_ o: [String: Any], _ allowed: Set<String>, _ what: String, _ problems: inout [String]) {
        for k in o.keys where !allowed.contains(k) { problems.append("unknown key \(k) in \(what)") }
    }

    private func worded(_ c: PuzzleController, _ at: String, _ problems: inout [String]) {
        for language in languages {
            let t = c.screen(catalog: TextCatalog(language: language)).text
            for text in [t.heading, t.answer, t.hint, t.solution].compactMap({ $0 })
            where text.trimmingCharacters(in: .whitespaces).isEmpty || text.contains("{") {
                problems.append("\(at): \(language) words it \(text)")
            }
        }
    }

    private func run(_ game: String, _ file: String) throws {
        let url = Support.scenariosDir.appendingPathComponent("puzzles").appendingPathComponent(game)
            .appendingPathComponent(file)
        let sc = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var problems: [String] = []
        unknown(sc, scenarioKeys, "the scenario", &problems)
        let english = TextCatalog(language: .english)
        let c = try PuzzleController(puzzleId: try #require(sc["puzzle"] as? String))
        let first = c.screen(catalog: english)
        check(sc, "game", caseName(first.game), "game", &problems)
        let start = sc["start"] as? [String: Any] ?? [:]
        unknown(start, startKeys, "start", &problems)
        check(start, "heading", first.text.heading, "start", &problems)
        check(start, "moves_left", NSNumber(value: first.movesLeft), "start", &problems)
        let steps = try #require(sc["steps"] as? [[String: Any]])
        for (i, step) in steps.enumerated() {
            let at = "step \(i)"
            unknown(step, stepKeys, at, &problems)
            try play(c, step, at, english, &problems)
            worded(c, at, &problems)
        }
        let end = sc["end"] as? [String: Any] ?? [:]
        unknown(end, endKeys, "end", &problems)
        let last = c.screen(catalog: english)
        check(end, "state", stateName(last.state), "end", &problems)
        check(end, "attempt", attemptName(last.attempt), "end", &problems)
        #expect(problems.isEmpty, "\(file): \(problems.joined(separator: "\n"))")
    }

    private func play(
        _ c: PuzzleController, _ step: [String: Any], _ at: String, _ english: TextCatalog, _ problems: inout [String]
    ) throws {
        if let notation = step["action"] as? String {
            guard let action = c.session().legalActions().first(where: { $0.notation == notation }) else {
                throw ScenarioFailure(message: "\(at): \(notation) is no legal action here")
            }
            let before = c.session().snapshot().ply
            let u = try c.tryAction(action: action, catalog: english)
            let s = u.screen
            check(step, "verdict", verdictName(s.verdict), at, &problems)
            check(step, "played", played(u.played), at, &problems)
            check(step, "answer", s.text.answer, at, &problems)
            check(step, "moves_left", NSNumber(value: s.movesLeft), at, &problems)
            var kept = false
            switch s.verdict {
            case .refused(let problem):
                check(step, "problem", ScenariosTests.problemKind(.rule(problem: problem)), at, &problems)
            case .wrong(let defenderMoves):
                check(step, "defender_moves", defenderMoves.map { NSNumber(value: $0) }, at, &problems)
                check(step, "refutation", u.refutation?.notation, at, &problems)
            case .kept, .solved: kept = true
            default: break
            }
            let after = c.session().snapshot().ply
            if kept == (after == before) { problems.append("\(at): the board went from ply \(before) to \(after)") }
        } else if step["hint"] != nil {
            let s = try c.hint(catalog: english)
            check(step, "hint", try s.hint.map { try placeNotation(place: $0) }, at, &problems)
        } else if step["solution"] != nil {
            let s = try c.showSolution(catalog: english)
            if case .solution(_, let steps) = s.state {
                check(step, "solution", NSNumber(value: steps), at, &problems)
            } else {
                check(step, "solution", stateName(s.state), at, &problems)
            }
        } else if step["solution_step"] != nil {
            check(step, "solution_step", played(try c.solutionStep(catalog: english).played), at, &problems)
        } else if step["retry"] != nil {
            let s = try c.retry(catalog: english)
            if case .solving = s.state {} else { problems.append("\(at): retry left \(s.state)") }
        } else {
            throw ScenarioFailure(message: "\(at): no action, hint, solution, solution_step or retry")
        }
    }
}
