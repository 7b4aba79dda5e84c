// The interaction scenarios of tests/scenarios/interaction/<game>/ (format
// in docs/bindings.md): taps and presses on a BoardInteraction and the view
// after each, commands and the computer's turns through a TurnController on
// a node budget as the apps run them; one runner for the three games, with
// the semantics of the Rust (tests/src/interaction.rs) and Kotlin
// (InteractionScenariosTest.kt) runners.
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

private let scenarioKeys: Set = ["name", "description", "options", "setup", "steps"]
private let stepKeys: Set = ["tap", "drop", "drop_ghost", "press", "show_hint", "run", "computer", "resign",
                             "rematch", "expect"]
private let expectKeys: Set = ["outcome", "ignored", "problem", "played", "events", "command", "marks", "selection",
                               "ghost", "drop_ghost", "prompt", "prompt_text", "buttons", "primary", "turn"]
private let turnKeys: Set = ["ply", "to_move", "outcome", "resigned", "resign_seat", "can_undo", "can_redo",
                             "human_to_move", "ai_waiting", "headline", "note"]
private let outcomes: Set = ["changed", "ignored", "problem", "played", "chosen", "command"]
/// The computer's budget in scenarios: nodes, so every run plays the same.
private let computerNodes: UInt64 = 2_000
// As many files as the folders hold now: a runner that skipped the newer ones would fail.
private let atLeast = ["pylos": 14, "pyramida": 11, "pyramido": 12]
private let allButtons: [BoardButtonKind] = [.done, .pass, .rotate, .place, .skipTile, .cancel, .undo, .redo, .hint]

@Suite("Interaction scenarios through the Swift bindings")
struct InteractionScenariosTests {
    @Test func everyGameHasItsScenarios() {
        for (game, least) in atLeast {
            #expect(scenarioFiles("interaction", game).count >= least, "at least \(least) \(game) interaction scenarios")
        }
    }

    @Test(arguments: scenarioFiles("interaction", "pylos")) func pylos(_ file: String) throws { try run("pylos", file) }
    @Test(arguments: scenarioFiles("interaction", "pyramida")) func pyramida(_ file: String) throws { try run("pyramida", file) }
    @Test(arguments: scenarioFiles("interaction", "pyramido")) func pyramido(_ file: String) throws { try run("pyramido", file) }

    private func seat(_ name: String) throws -> SeatController {
        let levels: [String: AiLevel] = ["random": .random, "easy": .easy, "medium": .medium, "hard": .hard,
                                         "expert": .expert, "perfect": .perfect]
        if name == "human" { return .human }
        guard let level = levels[name] else { throw PyramidsError.Internal(reason: "unknown seat \(name)") }
        return .ai(level: level)
    }

    private func ghostText(_ g: BoardGhost) -> String {
        switch g {
        case .pylosBall(_, let from): return from.map { "ball:\($0)" } ?? "ball"
        case .pyramidoDomino(let slot, let dir, let cells):
            return "domino:q\(Int(slot) + 1):\(caseName(dir))" + (cells.isEmpty ? "" : ":" + cells.joined(separator: ","))
        case .pyramidoTile(let cell, let colour, let corner):
            return "tile:\(cell):\(caseName(colour)):\(caseName(corner))"
        }
    }

    private func problemKind(_ r: RuleProblem) -> String {
        ScenariosTests.problemKind(.rule(problem: r))
    }

    private func viewFacts(_ v: InteractionView, _ english: TextCatalog) throws -> [String: Any] {
        var marks: [String: Set<String>] = [:]
        for m in v.marks { marks[caseName(m.reason), default: []].insert(try placeNotation(place: m.place)) }
        var buttons: [String: Bool] = [:]
        for b in v.buttons { buttons[caseName(b.kind)] = b.enabled }
        return [
            "marks": marks,
            "selection": try v.selection.map { try placeNotation(place: $0) } as Any,
            "ghost": v.ghost.map(ghostText) as Any,
            "prompt": caseName(v.prompt),
            "prompt_text": try english.promptText(prompt: v.prompt),
            "buttons": buttons,
            "primary": v.buttons.first(where: { $0.primary }).map { caseName($0.kind) } as Any,
        ]
    }

    private func outcomeFacts(_ o: InteractionOutcome) -> [String: Any] {
        switch o {
        case .changed: return ["outcome": "changed"]
        case .ignored(let why): return ["outcome": "ignored", "ignored": caseName(why)]
        case .problem(let problem): return ["outcome": "problem", "problem": problemKind(problem)]
        case .played(let action, let events):
            return ["outcome": "played", "played": action.notation, "events": events.map(\.name)]
        case .chosen(let action): return ["outcome": "chosen", "played": action.notation]
        case .command(let button): return ["outcome": "command", "command": caseName(button)]
        }
    }

    private func outcomeText(_ o: GameOutcome) -> String {
        switch o {
        case .ongoing: return "ongoing"
        case .win(let winner): return "win \(winner)"
        case .sharedWin(let winners): return "shared " + winners.map(String.init).joined(separator: ",")
        case .draw(let reason): return "draw \(caseName(reason))"
        }
    }

    /// The turn controller's view as the scenarios' facts (`"turn"`), each as its JSON text.
    private func turnFacts(_ v: TurnView, _ english: TextCatalog) throws -> [String: String] {
        let s = v.snapshot
        let sheet = try gameOverSummary(snapshot: s, catalog: english)
        return [
            "ply": "\(s.ply)",
            "to_move": "\(s.toMove)",
            "outcome": jsonText(outcomeText(s.outcome)),
            "resigned": s.resigned.map { "\($0)" } ?? "null",
            "resign_seat": v.resignSeat.map { "\($0)" } ?? "null",
            "can_undo": "\(v.canUndo)",
            "can_redo": "\(v.canRedo)",
            "human_to_move": "\(v.humanToMove)",
            "ai_waiting": "\(v.aiWaiting)",
            "headline": jsonText(sheet?.headlineText),
            "note": jsonText(sheet?.note),
        ]
    }

    /// The turn controller over a scenario's session: the computer thinks on nodes, with no pause before it.
    private func turnController(_ s: GameSession) -> TurnController {
        TurnController.withPause(session: s, aiBudget: .nodes(count: computerNodes), pauseMs: 0)
    }

    /// A command as the apps run it: undo and redo through the turn controller
    /// (against the computer, back to or on to the human's own decision), resign
    /// for the seat it offers; a hint is shown by the scenario itself.
    private func runCommand(_ turns: TurnController, _ name: String) throws {
        switch name {
        case "undo": _ = try turns.undo()
        case "redo": _ = try turns.redo()
        case "resign": _ = try turns.resign()
        case "hint": break
        default: throw ScenarioFailure(message: "unknown command \(name)")
        }
    }

    /// The computer's decision, begun as an app begins it (the animations over) and run to its end here.
    private func computerTurn(_ turns: TurnController) throws {
        guard let turn = turns.beginAiTurn() else { throw ScenarioFailure(message: "no computer decision is due") }
        _ = try turn.run()
    }

    /// Runs `body`; a failed call is one of the scenario's problems, as in the Rust runner.
    private func attempt(_ at: String, _ what: String, _ problems: inout [String], _ body: () throws -> Void) {
        do { try body() } catch { problems.append("\(at): \(what): \(error)") }
    }

    private func run(_ game: String, _ file: String) throws {
        let url = Support.scenariosDir.appendingPathComponent("interaction").appendingPathComponent(game)
            .appendingPathComponent(file)
        let sc = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var problems: [String] = []
        for k in sc.keys where !scenarioKeys.contains(k) { problems.append("unknown key \(k) in scenario") }
        let o = try #require(sc["options"] as? [String: Any])
        let kind = try #require(GameKind(id: (o["game"] as? String) ?? ""))
        let options = GameOptions(
            game: kind,
            variant: (o["variant"] as? String).flatMap { $0.isEmpty ? nil : $0 },
            seats: try ((o["seats"] as? [String]) ?? []).map(seat),
            seed: (o["seed"] as? NSNumber)?.int64Value ?? 0,
            maxPlies: nil,
            firstPlayer: (o["first_player"] as? NSNumber).map { Int32($0.intValue) })
        var s = try GameSession(options: options)
        for a in (sc["setup"] as? [String]) ?? [] { _ = try s.play(action: a) }
        var board = BoardInteraction(session: s)
        var turns = turnController(s)
        let english = TextCatalog(language: .english)
        let steps = try #require(sc["steps"] as? [[String: Any]])
        for (i, step) in steps.enumerated() {
            let at = "steps[\(i)]"
            for k in step.keys where !stepKeys.contains(k) { problems.append("unknown key \(k) in \(at)") }
            var facts: [String: Any] = [:]
            var out: InteractionOutcome?
            if let over = step["drop_ghost"] as? String, let g = try board.dropGhost(place: try parsePlace(game: kind, notation: over)) {
                facts["drop_ghost"] = ghostText(g)
            }
            if let tap = step["tap"] as? String {
                out = try board.tap(place: try parsePlace(game: kind, notation: tap))
            } else if let drop = step["drop"] as? String {
                out = try board.dropOn(place: try parsePlace(game: kind, notation: drop))
            } else if let press = step["press"] as? String {
                let button = try #require(allButtons.first { caseName($0) == press }, "\(at): button \(press)")
                out = try board.press(button: button)
            }
            if let hint = step["show_hint"] as? String {
                if let action = s.legalActions().first(where: { $0.notation == hint }) {
                    try board.showHint(hint: action)
                } else {
                    problems.append("\(at): hint \(hint) is not legal")
                }
            }
            if let command = step["run"] as? String {
                attempt(at, "run \(command)", &problems) { try runCommand(turns, command) }
            }
            if (step["computer"] as? Bool) == true { attempt(at, "computer", &problems) { try computerTurn(turns) } }
            if (step["resign"] as? Bool) == true { attempt(at, "resign", &problems) { try runCommand(turns, "resign") } }
            if let seed = (step["rematch"] as? NSNumber)?.int64Value {
                attempt(at, "rematch", &problems) {
                    s = try GameSession(options: turns.rematchOptions(seed: seed))
                    board = BoardInteraction(session: s)
                    turns = turnController(s)
                }
            }
            if let out {
                // A command runs as the turn controller runs it.
                if case .command(let button) = out {
                    attempt(at, "command", &problems) { try runCommand(turns, caseName(button)) }
                }
                facts.merge(outcomeFacts(out)) { $1 }
            }
            facts.merge(try viewFacts(board.view(), english)) { $1 }
            facts["turn"] = try turnFacts(turns.view(), english)
            guard let expect = step["expect"] as? [String: Any] else { continue }
            for k in expect.keys where !expectKeys.contains(k) { problems.append("unknown key \(k) in \(at).expect") }
            check(expect, facts, at, &problems)
        }
        #expect(problems.isEmpty, "\(file):\n\(problems.joined(separator: "\n"))")
    }

    private func check(_ expect: [String: Any], _ facts: [String: Any], _ at: String, _ problems: inout [String]) {
        for (key, want) in expect {
            switch key {
            case "marks":
                let marks = facts["marks"] as? [String: Set<String>] ?? [:]
                for (reason, places) in (want as? [String: [String]]) ?? [:] {
                    let got = marks[reason] ?? []
                    if got != Set(places) { problems.append("\(at): marks \(reason): want \(places.sorted()), got \(got.sorted())") }
                }
            case "buttons":
                let got = facts["buttons"] as? [String: Bool] ?? [:]
                let w = (want as? [String: Any])?.mapValues { ($0 as? NSNumber)?.boolValue ?? false } ?? [:]
                if got != w { problems.append("\(at): buttons: want \(w), got \(got)") }
            case "events":
                let got = facts["events"] as? [String] ?? []
                if got != (want as? [String] ?? []) { problems.append("\(at): events: want \(want), got \(got)") }
            case "turn":
                let w = want as? [String: Any] ?? [:]
                for k in w.keys where !turnKeys.contains(k) { problems.append("unknown key \(k) in \(at).expect.turn") }
                let turn = facts["turn"] as? [String: String] ?? [:]
                for (k, value) in w {
                    let got = turn[k] ?? "null"
                    if got != jsonText(value) { problems.append("\(at): turn.\(k): want \(jsonText(value)), got \(got)") }
                }
            case "outcome" where !outcomes.contains(want as? String ?? ""):
                problems.append("\(at): unknown outcome \(want)")
            default:
                let w: String? = want is NSNull ? nil : (want as? String)
                let got = facts[key] as? String
                if got != w { problems.append("\(at): \(key): want \(w ?? "null"), got \(got ?? "null")") }
            }
        }
    }
}
