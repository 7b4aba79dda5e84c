// A refused move reaches the player as the Rust catalog words it: the
// message is "not allowed" with the problem's own phrase, in the language
// asked for. The wording of every problem in every language is the
// catalog's (pyramids-play) and tested there.
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

@Suite("Why a move is refused, in four languages")
struct ProblemsTests {
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
            }
        }
        #expect(s.history() == ["1a1"], "the refusal changed nothing")
    }

    @Test @MainActor func theBoardShowsTheReasonOfARefusedPyramidoAction() throws {
        // A refill while a domino is to be placed: the core names the decision due.
        let m = try GameModel(session: try Support.session(.pyramido, seats: [.human, .human]))
        #expect(m.snapshot.pyramido?.phase == .place)
        #expect(!m.play(GameAction(notation: "r1", seat: 0, detail: .pyramido(action: .refill(pile: 0)))))
        let problem = try #require(m.problem)
        let pt = Strings(.portuguese)
        guard case .IllegalAction(_, let refill) = problem else {
            Issue.record("refused as \(problem.kind), not as an illegal action")
            return
        }
        #expect(pt.message(for: problem) == pt(.illegal, pt.problemText(refill)))
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
        let board = PyramidoBoard(strings: pt, spec: .iPhone, seatCount: 2)
        let text = pt.problemText(.rule(problem: .pyramido(problem: .cannotPlace(reason: reason))))
        #expect(board.prompt(m) == pt(.illegal, text))
        try Screenshots.shoot("pyramido-iphone-refused-portuguese", .iPhone) { board.draw($0, m) }
    }
}
