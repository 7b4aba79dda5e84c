// The review page on the library's own GameReviewer (node budgets, so the
// results are reproducible): each game's played line reviewed off the main
// actor, every decision shown with its mark and values in the game's terms,
// stepping matches the reviewer's boards; the screenshots of the review of
// each game on iPhone and iPad come from these real reviews.
import Foundation
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Review on the library's reviewer", .serialized)
struct ReviewLibraryTests {
    /// Deterministic budgets: search nodes for Pylos, play-outs for Pyramido; Pyramida reads its table.
    static func budget(_ game: GameKind) -> ReviewBudget {
        switch game {
        case .pylos: .nodes(perDecision: 3_000)
        case .pyramido: .nodes(perDecision: 24)
        case .pyramida: .nodes(perDecision: 1)
        }
    }

    /// The solved table the app ships, when scripts/gen-bindings wrote it (else the review solves it).
    static func installTable() async {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../build/bindings/pyramida-table.bin").standardized
        if FileManager.default.fileExists(atPath: url.path) { _ = await PlaySession.installPyramidaTable(from: url) }
    }

    private func reviewed(_ game: GameKind) async throws -> (ReviewModel, PlaySession) {
        if game == .pyramida { await Self.installTable() }
        let session = try ReviewGames.session(game)
        let m = ReviewModel(reviewer: try AppModel.libraryReviewer(session), first: session.snapshot(), budget: Self.budget(game))
        await m.start().value
        return (m, session)
    }

    @Test(arguments: [GameKind.pyramida, .pylos, .pyramido])
    func aPlayedLineIsReviewedAndShownDecisionByDecision(_ game: GameKind) async throws {
        let (m, session) = try await reviewed(game)
        let line = try ReviewGames.actions(game)
        #expect(m.state == .done, "\(m.state)")
        let review = try #require(m.review)
        #expect(review.complete && review.game == game)
        #expect(m.count == line.count && review.decisions.count == line.count)
        #expect(m.positions.count == line.count + 1)
        #expect(m.positions.last?.ply == (session.snapshot()).ply, "the last board is the game's")
        #expect(m.progress.done == Int32(line.count))
        let strings = Strings(.english)
        let screen = ReviewScreen(strings: strings, spec: .iPhone)
        for (i, d) in review.decisions.enumerated() {
            #expect(Int(d.index) == i && d.played.notation == line[i], "decision \(i) is the move played")
            #expect(d.standing.count == m.seats.count && d.standing.allSatisfy { (-1...1).contains($0) })
            m.go(to: i)
            #expect(m.snapshot.map { Int($0.ply) } == i, "the board before decision \(i)")
            let (mark, played, best) = screen.details(m)
            #expect(mark == (d.verdict == .forced ? nil : strings.verdictMark(d.verdict).label))
            #expect(played.hasPrefix("Played: \(strings.catalog.actionWords(game: game, notation: line[i])) · "), "the move in words, not notation: \(played)")
            switch (game, d.playedValue) {
            case (.pyramida, .win), (.pyramida, .loss), (.pyramida, .draw), (.pylos, .balls), (.pylos, .win), (.pylos, .loss),
                 (.pylos, .draw), (.pyramido, .points): break
            default: Issue.record("\(game) values in its own terms, not \(d.playedValue)")
            }
            if d.verdict == .forced { #expect(best == "The only move") }
            else if let alt = d.best { #expect(best.hasPrefix("Best: \(strings.catalog.actionWords(game: game, notation: alt.notation)) · ")) } else { #expect(best == "The best move") }
        }
        if let tp = m.turningPoint {
            m.first()
            m.jumpToTurningPoint()
            #expect(m.index == tp && m.decision != nil)
        }
    }

    @Test func screenshotsOfARealReviewOfEachGameOnIPhoneAndIPad() async throws {
        for game in [GameKind.pylos, .pyramida, .pyramido] {
            let (m, _) = try await reviewed(game)
            let review = try #require(m.review)
            // The turning point, else the decision with the heaviest mark.
            let order: [Verdict] = [.blunder, .mistake, .inaccuracy, .good, .best, .forced]
            let worst = review.decisions.min { order.firstIndex(of: $0.verdict)! < order.firstIndex(of: $1.verdict)! }
            m.go(to: m.turningPoint ?? worst.map { Int($0.index) } ?? 0)
            let landscape = ScreenSpec(width: 2556, height: 1179, pixelsPerPoint: 3, device: .phone, safeTop: 0, safeBottom: 21)
            for (device, spec) in [("iphone", ScreenSpec.iPhone), ("ipad", ScreenSpec.iPad), ("iphone-landscape", landscape)] {
                try Screenshots.shoot("review-\(game.id)-\(device)", spec) { ReviewScreen(strings: Strings(.english), spec: spec).draw($0, m) }
            }
            let verdicts = Dictionary(grouping: review.decisions, by: \.verdict).mapValues(\.count)
            print("review \(game.id): \(review.decisions.count) decisions, turning point \(m.turningPoint.map(String.init) ?? "none"), \(verdicts)")
        }
    }
}
