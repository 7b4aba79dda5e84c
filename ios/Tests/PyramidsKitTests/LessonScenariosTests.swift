// The lesson scenarios of tests/scenarios/lessons/<game>/ (format in
// docs/learn.md): each lesson played to its end on a LessonController, its
// board hit-tested with BoardInteraction.lesson as the app does, every
// wrong try answered with nothing changed, every screen's words in four
// languages; the semantics of the Rust (tests/src/lessons.rs) and Kotlin
// (LessonScenariosTest.kt) runners.
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

private let scenarioKeys: Set = ["lesson", "game", "number", "description", "steps", "end"]
private let stepKeys: Set = ["screen", "wrong", "read", "taps", "action", "played", "events", "answer", "game"]
private let screenKeys: Set = ["step", "steps", "waiting", "level", "points", "answer"]
private let wrongKeys: Set = ["taps", "action", "answer", "problem", "ignored"]
private let endKeys: Set = ["step", "waiting"]
private let languages: [Language] = [.english, .portuguese, .czech, .slovenian]
private let buttons: [BoardButtonKind] = [.done, .pass, .rotate, .place, .skipTile, .cancel, .undo, .redo, .hint]

private enum Tried {
    case board(String)
    case ignored(String)
    case lesson(LessonUpdate)
}

@Suite("Lesson scenarios through the Swift bindings")
struct LessonScenariosTests {
    @Test func everyGameHasItsScenarios() {
        for game in ["pylos", "pyramida", "pyramido"] {
            #expect(!scenarioFiles("lessons", game).isEmpty, "no \(game) lesson scenarios")
        }
    }

    @Test(arguments: scenarioFiles("lessons", "pylos")) func pylos(_ file: String) throws { try run("pylos", file) }
    @Test(arguments: scenarioFiles("lessons", "pyramida")) func pyramida(_ file: String) throws { try run("pyramida", file) }
    @Test(arguments: scenarioFiles("lessons", "pyramido")) func pyramido(_ file: String) throws { try run("pyramido", file) }

    /// The answer as the scenarios name it, and the refused problem's kind.
    private func answerName(_ a: LessonAnswer?) -> (String?, String?) {
        switch a {
        case nil: return (nil, nil)
        case .refused(let problem): return ("refused", ScenariosTests.problemKind(.rule(problem: problem)))
        case .notIt: return ("not_it", nil)
        case .gameOver: return ("game_over", nil)
        case .right: return ("right", nil)
        }
    }

    /// The screen as the scenarios' facts, each as its JSON text.
    private func screenFacts(_ s: LessonScreen) throws -> [String: String] {
        var facts = [
            "step": "\(s.step)",
            "steps": "\(s.steps)",
            "points": jsonText(try s.points.map { try placeNotation(place: $0) }),
            "answer": jsonText(answerName(s.answer).0),
        ]
        switch s.waiting {
        case .decision: facts["waiting"] = jsonText("decision")
        case .next: facts["waiting"] = jsonText("next")
        case .game(let level):
            facts["waiting"] = jsonText("game")
            facts["level"] = jsonText(caseName(level))
        case .finished: facts["waiting"] = jsonText("finished")
        }
        return facts
    }

    private func check(_ want: Any?, _ got: [String: String], _ keys: Set<String>, _ at: String, _ problems: inout [String]) {
        guard let want = want as? [String: Any] else {
            problems.append("\(at): missing")
            return
        }
        for (k, w) in want {
            if !keys.contains(k) { problems.append("unknown key \(k) in \(at)") }
            if jsonText(w) != (got[k] ?? "null") { problems.append("\(at).\(k): want \(jsonText(w)), got \(got[k] ?? "null")") }
        }
    }

    /// Every word of the screen in the four languages: present, and translated where English differs.
    private func texts(_ lesson: LessonController, _ at: String, _ problems: inout [String]) {
        let en = lesson.screen(catalog: TextCatalog(language: .english)).text
        for language in languages {
            let screen = lesson.screen(catalog: TextCatalog(language: language))
            let t = screen.text
            var words: [(String, String?, String?)] = [
                ("title", t.title, en.title), ("step", t.step, nil), ("say", t.say, en.say), ("answer", t.answer, en.answer),
                ("next", t.next, nil), ("skip", t.skip, nil), ("restart", t.restart, nil), ("leave", t.leave, nil),
            ]
            var finished = false
            if case .finished = screen.waiting { finished = true }
            if finished { words.append(("complete", t.complete, nil)) }
            var answered = false
            switch screen.answer {
            case nil, .right: answered = false
            default: answered = true
            }
            for (name, text, enText) in words {
                if let text, text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    problems.append("\(at): \(language) \(name) is empty")
                } else if let text, language != .english, text == enText {
                    problems.append("\(at): \(language) \(name) is the English \"\(text)\"")
                } else if text == nil, (name == "answer" && answered) || name == "complete" {
                    problems.append("\(at): \(language) has no words for the \(name)")
                }
            }
        }
    }

    /// One input of a `taps` list: a place in notation, or `press:<button>`.
    private func input(_ board: BoardInteraction, _ game: GameKind, _ text: String) throws -> InteractionOutcome {
        if text.hasPrefix("press:") {
            let name = String(text.dropFirst("press:".count))
            guard let button = buttons.first(where: { caseName($0) == name }) else {
                throw ScenarioFailure(message: "unknown button \(name)")
            }
            return try board.press(button: button)
        }
        return try board.tap(place: try parsePlace(game: game, notation: text))
    }

    /// Taps on a fresh lesson board up to the decision they complete, handed to the lesson; or a legal decision in notation.
    private func attempt(_ lesson: LessonController, _ game: GameKind, _ step: [String: Any]) throws -> Tried {
        let session = lesson.session()
        let english = TextCatalog(language: .english)
        var chosen: GameAction?
        if let taps = step["taps"] as? [String] {
            let board = BoardInteraction.lesson(session: session)
            for (i, text) in taps.enumerated() {
                let last = i + 1 == taps.count
                let out = try input(board, game, text)
                switch out {
                case .chosen(let action) where last: chosen = action
                case .problem(let problem) where last: return .board(ScenariosTests.problemKind(.rule(problem: problem)))
                case .ignored(let why) where last: return .ignored(caseName(why))
                case .changed where !last: continue
                default: throw ScenarioFailure(message: "tap \(i) \(text): \(out)")
                }
            }
        } else if let text = step["action"] as? String {
            chosen = session.legalActions().first { $0.notation == text }
            if chosen == nil { throw ScenarioFailure(message: "\(text) is not legal here") }
        }
        guard let action = chosen else { throw ScenarioFailure(message: "neither taps nor action") }
        return .lesson(try lesson.tryAction(action: action, catalog: english))
    }

    private func run(_ game: String, _ file: String) throws {
        let url = Support.scenariosDir.appendingPathComponent("lessons").appendingPathComponent(game)
            .appendingPathComponent(file)
        let sc = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var problems: [String] = []
        for k in sc.keys where !scenarioKeys.contains(k) { problems.append("unknown key \(k) in scenario") }
        let english = TextCatalog(language: .english)
        let lesson = try LessonController(lessonId: try #require(sc["lesson"] as? String), step: 0)
        let first = lesson.screen(catalog: english)
        let kind = first.game
        if (sc["game"] as? String) != caseName(kind) { problems.append("game: want \(jsonText(sc["game"])), got \(kind)") }
        if (sc["number"] as? NSNumber)?.intValue != Int(first.number) { problems.append("number: got \(first.number)") }
        let steps = try #require(sc["steps"] as? [[String: Any]])
        if steps.count != Int(first.steps) { problems.append("steps: \(steps.count) written, the lesson has \(first.steps)") }
        for (i, step) in steps.enumerated() {
            let at = "steps[\(i)]"
            for k in step.keys where !stepKeys.contains(k) { problems.append("unknown key \(k) in \(at)") }
            let screen = lesson.screen(catalog: english)
            check(step["screen"], try screenFacts(screen), screenKeys, "\(at).screen", &problems)
            texts(lesson, at, &problems)
            let wrong = step["wrong"] as? [[String: Any]] ?? []
            if case .decision = screen.waiting, wrong.isEmpty { problems.append("\(at): a decision step without a wrong try") }
            for (j, w) in wrong.enumerated() {
                let wat = "\(at).wrong[\(j)]"
                for k in w.keys where !wrongKeys.contains(k) { problems.append("unknown key \(k) in \(wat)") }
                let history = lesson.session().history()
                let snapshot = String(describing: lesson.session().snapshot())
                var facts: [String: String] = [:]
                do {
                    switch try attempt(lesson, kind, w) {
                    case .board(let problem):
                        facts["answer"] = "refused"
                        facts["problem"] = problem
                    case .ignored(let why):
                        facts["answer"] = "ignored"
                        facts["ignored"] = why
                    case .lesson(let update):
                        if !update.played.isEmpty || !update.events.isEmpty {
                            problems.append("\(wat): a wrong try played \(update.played.map(\.notation))")
                        }
                        texts(lesson, wat, &problems)
                        let (answer, problem) = answerName(update.screen.answer)
                        facts["answer"] = answer
                        facts["problem"] = problem
                    }
                } catch {
                    problems.append("\(wat): \(error)")
                    continue
                }
                for key in ["answer", "problem", "ignored"] where jsonText(w[key]) != jsonText(facts[key]) {
                    problems.append("\(wat).\(key): want \(jsonText(w[key])), got \(jsonText(facts[key]))")
                }
                let after = lesson.screen(catalog: english)
                if lesson.session().history() != history || String(describing: lesson.session().snapshot()) != snapshot
                    || after.step != screen.step || String(describing: after.waiting) != String(describing: screen.waiting) {
                    problems.append("\(wat): a wrong try changed the lesson")
                }
            }
            if (step["read"] as? Bool) == true {
                _ = lesson.goOn(catalog: english)
            } else if step["taps"] != nil || step["action"] != nil {
                do {
                    switch try attempt(lesson, kind, step) {
                    case .lesson(let u):
                        let got = [
                            "played": jsonText(u.played.map { "\($0.seat) \($0.notation)" }),
                            "events": jsonText(u.events.map(\.name)),
                            "answer": jsonText(answerName(u.screen.answer).0),
                        ]
                        for (key, g) in got where jsonText(step[key]) != g {
                            problems.append("\(at).\(key): want \(jsonText(step[key])), got \(g)")
                        }
                        texts(lesson, at, &problems)
                        if case .next = u.screen.waiting {} else { problems.append("\(at): done, but waits \(u.screen.waiting)") }
                    case .board(let why), .ignored(let why):
                        problems.append("\(at): the board refused the right taps: \(why)")
                    }
                } catch {
                    problems.append("\(at): \(error)")
                }
                _ = lesson.goOn(catalog: english)
            } else if let want = step["game"] as? [String: Any] {
                if let s = lesson.gameSession() {
                    let seats = s.options().seats.map { seat -> String in
                        switch seat {
                        case .human: return "human"
                        case .ai(let level): return caseName(level)
                        }
                    }
                    if jsonText(want["seats"]) != jsonText(seats) { problems.append("\(at).game.seats: want \(jsonText(want["seats"])), got \(seats)") }
                    if s.history() != lesson.session().history() { problems.append("\(at): the game does not start from the lesson's position") }
                } else {
                    problems.append("\(at): no game to play")
                }
                _ = lesson.gameEnded(catalog: english)
            } else {
                problems.append("\(at): neither read, taps, action nor game")
            }
        }
        let end = lesson.screen(catalog: english)
        check(sc["end"], try screenFacts(end), endKeys, "end", &problems)
        if case .finished = end.waiting {} else { problems.append("end: the lesson is not finished: \(end.waiting)") }
        texts(lesson, "end", &problems)
        #expect(problems.isEmpty, "\(file):\n\(problems.joined(separator: "\n"))")
    }
}
