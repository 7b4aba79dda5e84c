// Swift smoke check (scripts/swift-smoke): the generated Swift bindings
// compile against the host-built library and a move can be played through
// them. It stands in until the iOS package brings a Swift suite.
import Foundation
import PyramidsCore

func check(_ condition: Bool, _ what: String) {
    if !condition {
        print("swift-smoke: FAILED: \(what)")
        exit(1)
    }
}

do {
    let session = try GameSession(options: GameOptions(
        game: .pylos, variant: nil, seats: [], seed: 7, maxPlies: nil, firstPlayer: nil))
    let before = session.snapshot()
    check(before.ply == 0, "a new game starts at ply 0")
    let legal = session.legalActions()
    check(!legal.isEmpty, "a new Pylos game has legal actions")
    let events = try session.playAction(action: legal[0])
    check(!events.isEmpty, "playing a move reports events")
    check(session.snapshot().ply == 1, "the move was played")
    do {
        _ = try session.play(action: "not a move")
        check(false, "a malformed action is refused")
    } catch let error as PyramidsError {
        print("swift-smoke: refused as expected: \(error)")
    }
    check(session.snapshot().ply == 1, "a refused action leaves the game as it was")
    // A rule problem arrives typed, with its data: the app words it.
    do {
        _ = try session.play(action: legal[0].notation)
        check(false, "a move onto a taken position is refused")
    } catch PyramidsError.IllegalAction(_, let problem) {
        guard case .rule(problem: .pylos(problem: .occupied(let at))) = problem else {
            check(false, "the refusal is PylosProblem.occupied, not \(problem)")
            exit(1)
        }
        check(at == legal[0].notation, "the problem names the position")
    }
    let save = session.save()
    let loaded = try GameSession.load(save: save)
    check(loaded.history() == session.history(), "a save loads with its history")
    // One review call: the played line judged, with typed verdicts and values.
    let reviewer = try GameReviewer(session: session)
    check(reviewer.decisionCount() == 1, "the review sees the one decision played")
    let review = try reviewer.run(budget: .nodes(perDecision: 2000))
    check(review.complete && review.decisions.count == 1, "the review judged it")
    check(review.decisions[0].played.notation == legal[0].notation, "the review names the played move")
    check(try reviewer.positionAt(index: 0).ply == 0, "position_at(0) is the board before it")
    print("swift-smoke: passed (played \(legal[0].notation), \(events.count) events, save \(save.utf8.count) bytes)")
} catch {
    print("swift-smoke: FAILED with \(error)")
    exit(1)
}
