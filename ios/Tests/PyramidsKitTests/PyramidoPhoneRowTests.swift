// Pyramido's phone row labels Undo, Redo and Hint as Pylos's and Pyramida's
// do (they were icons only), the step's buttons between them.
import Foundation
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Pyramido's phone button row")
struct PyramidoPhoneRowTests {
    @Test func undoRedoAndHintCarryTheirWordsBesideTheStepsButtons() throws {
        TextMeasure.painter = CairoPainter(width: 1, height: 1)
        let en = Strings(.english)
        let m = try GameModel(session: Support.session(.pyramido, seats: [.human, .human]), aiBudget: .nodes(count: 500))
        for spec in [ScreenSpec.iPhone, SeatPanelLayoutTests.phoneLandscape] {
            let b = PyramidoBoard(strings: en, spec: spec, seatCount: 2, table: false)
            #expect(b.roundButtons(m).isEmpty, "no icon-only round buttons")
            let commands = b.commandButtons(m)
            #expect(commands.map(\.0.id) == [.undo, .redo, .hint])
            let steps = b.buttonFrames(m)
            let rec = TextRecorder(spec)
            b.draw(rec, m)
            for (button, frame) in commands + steps {
                let word = try #require(rec.texts.first { $0.text == button.label }, "\(button.label) is written")
                #expect(frame.contains(word.box.center) && frame.inset(-1).contains(word.box), "\(button.label) inside its button")
                #expect(word.size >= spec.scale.pt(11) - 0.01)
                #expect(min(frame.width, frame.height) >= spec.scale.pt(44) - 0.5, "\(button.label) a touch target")
            }
            let all = (commands + steps).map(\.1)
            for (i, a) in all.enumerated() { for c in all[(i + 1)...] { #expect(!a.intersects(c)) } }
            #expect(b.roundButton(at: commands[2].1.center, m)?.id == .hint, "Hint's frame takes the tap")
        }
    }
}
