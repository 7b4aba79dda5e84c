// Pyramido's ranking sheet after a resignation: the shared summary's note
// ("Player 1 resigned") on a line of its own under the headline, as the
// other sheets and Android's show it — not joined to the headline.
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Pyramido result sheet")
struct PyramidoResultTests {
    @Test func theResignNoteIsUnderTheHeadline() throws {
        let m = try GameModel(session: try Support.session(.pyramido, seats: [.human, .human], firstPlayer: 0), aiBudget: .nodes(count: 500))
        #expect(m.resignSeat == 0)
        m.resign()
        #expect(m.isOver)
        let strings = Strings(.english)
        let summary = try #require(strings.gameOver(m.snapshot))
        let note = try #require(summary.note)
        for spec in [ScreenSpec.iPhone, .iPad] {
            let board = PyramidoBoard(strings: strings, spec: spec, seatCount: 2)
            let p = TextRecorder(spec)
            board.draw(p, m)
            try Screenshots.shoot("pyramido-\(spec.device == .phone ? "iphone" : "ipad")-resigned", spec) { board.draw($0, m) }
            #expect(!p.texts.contains { $0.text.contains(note) && $0.text != note }, "the note is not joined to another text")
            let head = try #require(p.texts.last { $0.text == summary.headlineText }, "the sheet's headline")
            let under = try #require(p.texts.last { $0.text == note }, "the note")
            #expect(under.box.y >= head.box.maxY - 1, "the note under the headline")
            #expect(abs(under.box.center.x - head.box.center.x) < spec.scale.pt(2), "both centred on the sheet")
        }
    }
}
