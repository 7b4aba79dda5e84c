// The interaction scenarios of tests/scenarios/interaction/<game>/ (format
// in docs/bindings.md): taps and presses on a BoardInteraction and the view
// after each, one runner for the three games, as the Rust
// (tests/tests/interaction.rs) and Kotlin (InteractionScenariosTest.kt)
// runners play them.
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

private let scenarioKeys: Set = ["name", "description", "options", "setup", "steps"]
private let stepKeys: Set = ["tap", "drop", "drop_ghost", "press", "show_hint", "run", "expect"]
private let expectKeys: Set = ["outcome", "ignored", "problem", "played", "events", "command", "marks", "selection",
                               "ghost", "drop_ghost", "prompt", "prompt_text", "buttons", "primary"]
private let allButtons: [BoardButtonKind] = [.done, .pass, .rotate, .place, .skipTile, .cancel, .undo, .redo, .hint]

private func interactionFiles(_ game: String) -> [String] {
    let dir = Support.scenariosDir.appendingPathComponent("interaction").appendingPathComponent(game)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
}

/// A case's name as the scenarios write it: `skipTile` is `skip_tile`,
/// `pyramidoPlace(floor: 1)` is `pyramido_place`.
private func caseName(_ value: Any) -> String {
    snake(String(String(describing: value).prefix(while: { $0.isLetter || $0.isNumber })))
}

@Suite("Interaction scenarios through the Swift bindings")
struct InteractionScenariosTests {
    @Test func everyGameHasItsScenarios() {
        for game in ["pylos", "pyramida", "pyramido"] {
            #expect(interactionFiles(game).count >= 8, "at least 8 \(game) interaction scenarios")
        }
    }

    @Test(arguments: interactionFiles("pylos")) func pylos(_ file: String) throws { try run("pylos", file) }
    @Test(arguments: interactionFiles("pyramida")) func pyramida(_ file: String) throws { try run("pyramida", file) }
    @Test(arguments: interactionFiles("pyramido")) func pyramido(_ file: String) throws { try run("pyramido", file) }

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
            "prompt_text": english.promptText(prompt: v.prompt),
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

    private func runCommand(_ s: GameSession, _ name: String) throws {
        switch name {
        case "undo": _ = try s.undo()
        case "redo": _ = try s.redo()
        default: break
        }
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
        let s = try GameSession(options: options)
        for a in (sc["setup"] as? [String]) ?? [] { _ = try s.play(action: a) }
        let board = BoardInteraction(session: s)
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
                    board.showHint(hint: action)
                } else {
                    problems.append("\(at): hint \(hint) is not legal")
                }
            }
            if let command = step["run"] as? String { try runCommand(s, command) }
            if let out {
                // A command runs as the turn controller runs it.
                if case .command(let button) = out { try runCommand(s, caseName(button)) }
                facts.merge(outcomeFacts(out)) { $1 }
            }
            facts.merge(try viewFacts(try board.view(), english)) { $1 }
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
            default:
                let w: String? = want is NSNull ? nil : (want as? String)
                let got = facts[key] as? String
                if got != w { problems.append("\(at): \(key): want \(w ?? "null"), got \(got ?? "null")") }
            }
        }
    }
}
