// The one drawn confirmation (ConfirmDialog) both Resign and Delete use:
// the destructive answer filled in the danger colour, never the accent of a
// primary button; the way back an ordinary one; only the two buttons answer.
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Confirm dialog")
struct ConfirmDialogTests {
    private func check(_ dialog: ConfirmDialog, _ spec: ScreenSpec) {
        let p = RecordingPainter(spec)
        dialog.draw(p)
        #expect(p.colour(of: dialog.confirmButton) == Theme.danger, "the destructive answer in the danger colour")
        #expect(p.colour(of: dialog.cancelButton) == Theme.surfaceHigh, "the way back an ordinary button")
        #expect(p.colour(of: dialog.cancelButton) != Theme.accent && p.colour(of: dialog.confirmButton) != Theme.accent, "neither is styled as the main button")
        #expect(dialog.hit(dialog.confirmButton.center) == .confirm && dialog.hit(dialog.cancelButton.center) == .cancel)
        #expect(dialog.hit(Pt(dialog.frame.center.x, dialog.frame.y + 10)) == nil, "the card's text is no answer")
        #expect(dialog.cancelButton.height >= spec.scale.pt(44) && dialog.confirmButton.height >= spec.scale.pt(44))
        #expect(dialog.frame.contains(dialog.cancelButton) && dialog.frame.contains(dialog.confirmButton))
    }

    @Test func resignAndDeleteShareTheDialogAndItsDestructiveStyle() throws {
        let strings = Strings(.english)
        // Resign, on a game page.
        let m = try GameModel(session: try Support.session(.pylos, seats: [.human, .human]), aiBudget: .nodes(count: 500))
        #expect(m.play(try #require(m.legal.first)))
        let page = GamePage(id: "confirm", model: m, strings: strings, spec: .iPhone, tableMode: false, clock: { 0 })
        page.askResign()
        check(try #require(page.resignDialog), .iPhone)
        // Delete, on the saved-games page.
        let store = SaveStore(directory: try Support.temporaryDirectory("confirm-dialog"))
        try store.write(id: "pylos-1", session: m.session)
        let saved = SavedGamesPage(strings: strings, store: store, spec: .iPhone)
        let p = RecordingPainter(.iPhone)
        saved.draw(p, now: 0)
        let delete = try #require(saved.accessibility(now: 0).first { $0.id == "delete.pylos-1" })
        _ = saved.touch(Touch(.down, delete.frame.center), now: 0)
        _ = saved.touch(Touch(.up, delete.frame.center), now: 0)
        let dialog = try #require(saved.deleteDialog)
        check(dialog, .iPhone)
        #expect(dialog.accessibility().first?.label.contains(strings(.deleteDetail)) == true)
    }
}
