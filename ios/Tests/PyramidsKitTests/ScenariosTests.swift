// The conformance scenarios of tests/scenarios/<game>/ (format in
// docs/bindings.md), played through the Swift bindings, as the Kotlin runner
// (bindings/kotlin-tests/…/ScenariosTest.kt) and the Rust test
// tests/tests/scenarios.rs play them.
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

private let scenarioKeys: Set = ["name", "rules", "description", "options", "actions", "expect", "then"]
private let expectKeys: Set = ["to_move", "decision", "legal_action_count", "legal_actions", "legal_actions_include",
                               "legal_actions_exclude", "outcome", "history", "can_undo", "can_redo", "last_events",
                               "pylos", "pyramida", "pyramido"]
private let pylosKeys: Set = ["phase", "reserves", "balls_on_board", "light", "dark", "available", "raises", "reclaimable", "can_stop"]
private let pyramidaKeys: Set = ["decision", "white", "black", "on_board", "off_board", "opened", "blocked", "protected",
                                 "retreat_from", "retreat_options", "moves", "can_pass"]
private let pyramidoKeys: Set = ["phase", "floor", "starter", "players", "scores", "floor_scores", "filled", "eliminated",
                                 "tiles_unused", "markers", "quarry", "pile_sizes", "pile_tops", "turn_cells", "blocks"]

private func files(_ game: String) -> [String] {
    let dir = Support.scenariosDir.appendingPathComponent(game)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
}

@Suite("Conformance scenarios through the Swift bindings")
struct ScenariosTests {
    @Test func everyGameHasItsScenarios() {
        for game in ["pylos", "pyramida", "pyramido"] {
            #expect(files(game).count >= 15, "at least 15 \(game) scenarios in \(Support.scenariosDir.path)")
        }
    }

    @Test(arguments: files("pylos")) func pylos(_ file: String) throws { try run("pylos", file) }
    @Test(arguments: files("pyramida")) func pyramida(_ file: String) throws { try run("pyramida", file) }
    @Test(arguments: files("pyramido")) func pyramido(_ file: String) throws { try run("pyramido", file) }

    private func run(_ game: String, _ file: String) throws {
        let url = Support.scenariosDir.appendingPathComponent(game).appendingPathComponent(file)
        let sc = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var problems: [String] = []
        checkKeys(sc, scenarioKeys, "scenario", &problems)
        let o = try #require(sc["options"] as? [String: Any])
        let options = GameOptions(
            game: try #require(GameKind(id: (o["game"] as? String) ?? "")),
            variant: (o["variant"] as? String).flatMap { $0.isEmpty ? nil : $0 },
            seats: try ((o["seats"] as? [String]) ?? []).map(seat),
            seed: (o["seed"] as? NSNumber)?.int64Value ?? 0,
            maxPlies: (o["max_plies"] as? NSNumber).map { Int32($0.intValue) },
            firstPlayer: (o["first_player"] as? NSNumber).map { Int32($0.intValue) })
        let s = try PlaySession(options: options)
        var lastEvents: [String] = []
        for (i, text) in ((sc["actions"] as? [String]) ?? []).enumerated() {
            switch text {
            case ":undo":
                try s.undo()
                lastEvents = []
            case ":redo":
                lastEvents = try s.redo().map(\.name)
            default:
                do {
                    lastEvents = try s.play(notation: text).map(\.name)
                } catch {
                    Issue.record("action \(i) (\"\(text)\") failed: \(error)")
                    return
                }
            }
            try Support.checkConsistent(s)
        }
        let expect = (sc["expect"] as? [String: Any]) ?? [:]
        checkKeys(expect, expectKeys, "expect", &problems)
        try check(s, expect, lastEvents, "", &problems)
        let thens: [[String: Any]] = (sc["then"] as? [[String: Any]]) ?? ((sc["then"] as? [String: Any]).map { [$0] } ?? [])
        for (i, then) in thens.enumerated() {
            let text = (then["action"] as? String) ?? ""
            let want = (then["error"] as? String) ?? ""
            let before = s.history()
            do {
                try s.play(notation: text)
                problems.append("then[\(i)]: \"\(text)\" was accepted, expected \(want)")
            } catch let error as PyramidsError {
                if error.kind.rawValue != want { problems.append("then[\(i)]: \"\(text)\" failed with \(error.kind.rawValue) (\(error)), expected \(want)") }
                if let want = then["problem"] as? String, !want.isEmpty {
                    var got = "(none)"
                    if case .IllegalAction(_, let problem) = error { got = ScenariosTests.problemKind(problem) }
                    if got != want { problems.append("then[\(i)]: \"\(text)\" was refused for \(got), expected \(want)") }
                }
            }
            if s.history() != before { problems.append("then[\(i)]: the failed action changed the history") }
            try check(s, expect, lastEvents, "after then[\(i)]: ", &problems)
        }
        #expect(problems.isEmpty, "\(sc["name"] ?? file):\n  \(problems.joined(separator: "\n  "))")
    }

    private func seat(_ name: String) throws -> SeatController {
        if name.lowercased() == "human" { return .human }
        let level: AiLevel = switch name.lowercased() {
        case "random": .random
        case "easy": .easy
        case "medium": .medium
        case "hard": .hard
        case "expert": .expert
        case "perfect": .perfect
        default: throw PyramidsError.Internal(reason: "unknown seat \(name)")
        }
        return .ai(level: level)
    }

    private func checkKeys(_ obj: [String: Any], _ allowed: Set<String>, _ what: String, _ problems: inout [String]) {
        for k in obj.keys where !allowed.contains(k) { problems.append("unknown key \"\(k)\" in \(what)") }
    }

    private func outcomeJSON(_ o: GameOutcome) -> [String: Any] {
        switch o {
        case .ongoing: ["result": "ongoing"]
        case .win(let w): ["result": "win", "winner": w]
        case .sharedWin(let ws): ["result": "shared_win", "winners": ws]
        case .draw(let reason): ["result": "draw", "reason": reason == .repetition ? "repetition" : "ply_limit"]
        }
    }

    private func check(_ s: PlaySession, _ expect: [String: Any], _ lastEvents: [String], _ prefix: String,
                       _ problems: inout [String]) throws {
        let snap = s.snapshot()
        let legal = s.legalActions().map(\.notation)
        let actual: [String: Any] = [
            "to_move": snap.toMove, "decision": decisionKind(snap.decision), "legal_action_count": snap.legalActionCount,
            "legal_actions": legal, "outcome": outcomeJSON(snap.outcome), "history": s.history(),
            "can_undo": snap.canUndo, "can_redo": snap.canRedo, "last_events": lastEvents,
        ]
        // Lists are compared in order, except the set of legal actions.
        compare(expect, actual, ordered: Set(actual.keys).subtracting(["legal_actions"]), prefix, &problems)
        if let include = expect["legal_actions_include"] as? [String] {
            for x in include where !legal.contains(x) { problems.append("\(prefix)legal_actions_include: \(x) is not legal (legal: \(legal))") }
        }
        if let exclude = expect["legal_actions_exclude"] as? [String] {
            for x in exclude where legal.contains(x) { problems.append("\(prefix)legal_actions_exclude: \(x) is legal") }
        }
        if let facts = expect["pylos"] as? [String: Any] {
            checkKeys(facts, pylosKeys, "pylos", &problems)
            if let p = snap.pylos {
                let actual: [String: Any] = [
                    "phase": snake(String(describing: p.phase)),
                    "reserves": p.reserves,
                    "balls_on_board": p.ballsOnBoard,
                    "light": p.positions.filter { $0.ball == .light }.map(\.name),
                    "dark": p.positions.filter { $0.ball == .dark }.map(\.name),
                    "available": p.positions.filter(\.available).map(\.name),
                    "raises": Dictionary(uniqueKeysWithValues: p.positions.filter { !$0.raiseTargets.isEmpty }.map { ($0.name, $0.raiseTargets) }),
                    "reclaimable": p.positions.filter(\.canReclaim).map(\.name),
                    "can_stop": p.canStop,
                ]
                compare(facts, actual, ordered: ["reserves"], "\(prefix)pylos.", &problems)
            } else {
                problems.append("\(prefix)pylos: not a Pylos game")
            }
        }
        if let facts = expect["pyramida"] as? [String: Any] {
            checkKeys(facts, pyramidaKeys, "pyramida", &problems)
            if let p = snap.pyramida {
                let actual: [String: Any] = [
                    "decision": snake(String(describing: p.decision)),
                    "white": p.fields.filter { $0.stone == .white }.map(\.name),
                    "black": p.fields.filter { $0.stone == .black }.map(\.name),
                    "on_board": p.onBoard, "off_board": p.offBoard, "opened": p.opened,
                    "blocked": Dictionary(uniqueKeysWithValues: p.fields.filter { !$0.blockedBy.isEmpty }.map { ($0.name, $0.blockedBy) }),
                    "protected": p.protected as Any,
                    "retreat_from": p.retreatFrom as Any,
                    "retreat_options": p.retreatOptions,
                    "moves": Dictionary(uniqueKeysWithValues: p.fields.filter { !$0.moveTargets.isEmpty }.map { ($0.name, $0.moveTargets) }),
                    "can_pass": p.canPass,
                ]
                compare(facts, actual, ordered: ["on_board", "off_board", "opened"], "\(prefix)pyramida.", &problems)
            } else {
                problems.append("\(prefix)pyramida: not a Pyramida game")
            }
        }
        if let facts = expect["pyramido"] as? [String: Any] {
            checkKeys(facts, pyramidoKeys, "pyramido", &problems)
            if let p = snap.pyramido {
                let actual: [String: Any] = [
                    "phase": snake(String(describing: p.phase)),
                    "floor": p.floor, "starter": p.starter, "players": p.players.count, "scores": p.scores,
                    "floor_scores": p.players.map(\.floorScores),
                    "filled": p.players.map { $0.floors.map(\.filled) },
                    "eliminated": p.eliminated,
                    "tiles_unused": p.players.map { $0.tiles.filter(\.unused).count },
                    "markers": p.players.map { pl in
                        Dictionary(uniqueKeysWithValues: pl.markers.map { (String(describing: $0.colour), "\($0.floor):\($0.cell)") })
                    },
                    "quarry": p.quarry.map { $0?.id as Any },
                    "pile_sizes": p.piles.map(\.size),
                    "pile_tops": p.piles.map { $0.top?.id as Any },
                    "turn_cells": p.turnCells,
                    "blocks": p.players.map { pl in
                        Dictionary(uniqueKeysWithValues: pl.floors.flatMap { f in
                            f.blocks.map { b in ("\(b.floor):\(b.cell)", String(describing: b.colour) + (b.tile ? "*" : "")) }
                        })
                    },
                ]
                compare(facts, actual, ordered: Set(pyramidoKeys).subtracting(["phase", "floor", "starter", "players"]),
                        "\(prefix)pyramido.", &problems)
            } else {
                problems.append("\(prefix)pyramido: not a Pyramido game")
            }
        }
    }

    /// Compares the facts the scenario states with the actual values, in a
    /// canonical form: lists sorted (sets) unless their name is `ordered`.
    private func compare(_ facts: [String: Any], _ actual: [String: Any], ordered: Set<String>, _ prefix: String,
                         _ problems: inout [String]) {
        for (name, value) in actual {
            guard let want = facts[name] else { continue }
            let w = canon(want, ordered.contains(name))
            let g = canon(value, ordered.contains(name))
            if w != g { problems.append("\(prefix)\(name): expected \(w), got \(g)") }
        }
    }
}

/// A canonical text of a JSON value or a Swift value built from a snapshot.
/// Booleans count as 0/1 (JSON numbers and booleans are both NSNumber in
/// Foundation), integers of any width as their value.
func canon(_ value: Any?, _ ordered: Bool) -> String {
    guard let value else { return "null" }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
        guard let inner = mirror.children.first else { return "null" }
        return canon(inner.value, ordered)
    }
    switch value {
    case is NSNull: return "null"
    case let b as Bool: return b ? "1" : "0"
    case let s as String: return "\"\(s)\""
    case let n as UInt8: return String(n)
    case let n as UInt32: return String(n)
    case let n as UInt64: return String(n)
    case let n as Int: return String(n)
    case let n as NSNumber: return String(n.int64Value)
    case let a as [Any]:
        let items = a.map { canon($0, ordered) }
        return "[" + (ordered ? items : items.sorted()).joined(separator: ",") + "]"
    case let a as [Any?]:
        let items = a.map { canon($0, ordered) }
        return "[" + (ordered ? items : items.sorted()).joined(separator: ",") + "]"
    case let d as [String: Any]:
        return "{" + d.keys.sorted().map { "\($0):\(canon(d[$0], ordered))" }.joined(separator: ",") + "}"
    default:
        return "?\(value)"
    }
}

/// `firstReclaim` → `first_reclaim`.
/// The decision's snake_case kind, as the scenarios name it.
func decisionKind(_ d: Decision) -> String {
    switch d {
    case .pylos(let phase): snake(String(describing: phase))
    case .pyramido(let phase): snake(String(describing: phase))
    case .pyramida(let decision): snake(String(describing: decision))
    }
}

func snake(_ name: String) -> String {
    var out = ""
    for c in name {
        if c.isUppercase {
            if !out.isEmpty { out.append("_") }
            out.append(contentsOf: c.lowercased())
        } else {
            out.append(c)
        }
    }
    return out
}

extension ScenariosTests {
    /// The scenario name of a refusal, read off the generated types: the
    /// innermost case name in snake_case (`carriesABall` is
    /// `carries_a_ball`); a Pyramido placement problem by its place error.
    static func problemKind(_ p: ActionProblem) -> String {
        switch p {
        case .unreadable: return "unreadable"
        case .tooLong: return "too_long"
        case .rule(let r):
            var text = String(describing: r)
            if let range = text.range(of: "PyramidoPlaceError.") {
                text = String(text[range.upperBound...])
            } else if let range = text.range(of: "Problem.", options: .backwards) {
                text = String(text[range.upperBound...])
            }
            var out = ""
            for c in text.prefix(while: { $0.isLetter || $0.isNumber }) {
                if c.isUppercase { out += "_" + c.lowercased() } else { out.append(c) }
            }
            return out
        }
    }
}
