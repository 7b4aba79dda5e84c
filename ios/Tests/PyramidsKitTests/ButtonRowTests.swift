// The action bar at a large system text size: where the labels cannot all
// keep the one label size, Undo, Redo, Hint and the view toggle show their
// icons (as Android's bar does) and the step's buttons keep their words at
// full size — never shrunk to a sliver or cut.
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Button row")
struct ButtonRowTests {
    @Test func atTwiceTheTextSizeThePylosBarKeepsItsWordsWhole() throws {
        // The optional second reclaim: Done, Undo, Redo, Hint and the view toggle.
        let s = try Support.session(.pylos, seats: [.human, .human])
        for a in ["1a1", "1d4", "1b1", "1c4", "1a2", "1d3", "1b2", "x1b2"] { try s.play(notation: a) }
        let m = try GameModel(session: s, aiBudget: .nodes(count: 500))
        let measure = CairoPainter(width: 8, height: 8)
        var big = ScreenSpec.iPhone
        big.fontScale = 2
        let board = PylosBoard(strings: Strings(.english), spec: big)
        let bs = board.buttons(m)
        #expect(bs.map(\.id) == [.done, .undo, .redo, .hint, .view])
        let chrome = Chrome(scale: big.scale)
        #expect(chrome.iconCommands(bs, in: board.layout.actions), "2×: the commands show icons")
        let frames = chrome.buttonFrames(bs, in: board.layout.actions)
        for (b, f) in zip(bs, frames) {
            #expect(board.layout.actions.contains(f))
            #expect(f.width >= big.scale.pt(44) && f.height >= big.scale.pt(44), "\(b.id) is a touch target")
            if Chrome.commandIcon(b.id) == nil {
                #expect(measure.measureText(b.label, style: big.scale.label) <= f.width - big.scale.pt(16), "\(b.label) keeps the label size")
            }
        }
        for (i, f) in frames.enumerated() { for g in frames[..<i] { #expect(!f.intersects(g)) } }
        // At the default size, with no step button, every button keeps its words.
        let opening = try GameModel(session: try Support.session(.pylos, seats: [.human, .human]), aiBudget: .nodes(count: 500))
        let normal = PylosBoard(strings: Strings(.english), spec: .iPhone)
        #expect(normal.buttons(opening).map(\.id) == [.undo, .redo, .hint, .view])
        #expect(!Chrome(scale: ScreenSpec.iPhone.scale).iconCommands(normal.buttons(opening), in: normal.layout.actions))
    }
}
