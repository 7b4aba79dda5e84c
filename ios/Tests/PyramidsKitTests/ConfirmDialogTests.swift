// The one drawn confirmation (ConfirmDialog) both Resign and Delete use:
// the destructive answer outlined in the danger colour, never filled like a
// primary button; the way back an ordinary one; only the two buttons answer.
// The saved-games card's own Delete is outlined the same way.
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Confirm dialog", .cleansTemporaryDirectories)
struct ConfirmDialogTests {
    private func check(_ dialog: PyramidsKit.ConfirmDialog, _ spec: ScreenSpec) {
        let p = RecordingPainter(spec)
        dialog.draw(p)
        #expect(outlinedInDanger(p, dialog.confirmButton), "the destructive answer outlined in the danger colour")
        #expect(p.colour(of: dialog.confirmButton) == Theme.danger.withAlpha(0.12), "only a faint wash inside it, not a filled button")
        #expect(p.colour(of: dialog.cancelButton) == Theme.surfaceHigh, "the way back an ordinary button")
        #expect(p.colour(of: dialog.cancelButton) != Theme.accent && p.colour(of: dialog.confirmButton) != Theme.accent, "neither is styled as the main button")
        #expect(dialog.hit(dialog.confirmButton.center) == .confirm && dialog.hit(dialog.cancelButton.center) == .cancel)
        #expect(dialog.hit(Pt(dialog.frame.center.x, dialog.frame.y + 10)) == nil, "the card's text is no answer")
        #expect(dialog.cancelButton.height >= spec.scale.pt(44) && dialog.confirmButton.height >= spec.scale.pt(44))
        #expect(dialog.frame.contains(dialog.cancelButton) && dialog.frame.contains(dialog.confirmButton))
    }

    /// Whether a danger-coloured outline was stroked just inside `box`.
    private func outlinedInDanger(_ p: RecordingPainter, _ box: Box) -> Bool {
        p.strokeLog.contains { s in
            if case .roundRect(let b, _) = s.shape { return s.color == Theme.danger && box.contains(b) && b.width > box.width * 0.9 }
            return false
        }
    }

    @Test func resignAndDeleteShareTheDialogAndItsDestructiveStyle() throws {
        let strings = Strings(.english)
        // Resign, on a game page.
        let m = try GameModel(session: try Support.session(.pylos, seats: [.human, .human]), aiBudget: .nodes(count: 500))
        #expect(m.play(try #require(m.legal.first)))
        let page = GamePage(id: "confirm", model: m, strings: strings, spec: .iPhone, tableMode: false, clock: { 0 })
        page.askResign()
        let resign = try #require(page.resignDialog)
        check(resign, .iPhone)
        // Its words and roles are the model's (TextCatalog.confirm_dialog): styled by role, not by which button it is.
        let asked = strings.catalog.confirmDialog(ask: .resign(game: .pylos, seat: UInt32(try #require(m.resignSeat))))
        let go = try #require(asked.buttons.first { $0.answer == .go })
        #expect(resign.title == asked.title && resign.confirm == go.label && resign.destructive == (go.role == .destructive))
        #expect(BoardButton(id: .review, label: "R", role: .secondary) == BoardButton(id: .review, label: "R"), "Secondary: a plain button")
        #expect(BoardButton(id: .undo, label: "D", role: .destructive).destructive && !BoardButton(id: .undo, label: "D", role: .destructive).primary)
        // Delete, on the saved-games page.
        let store = SaveStore(directory: try Support.temporaryDirectory("confirm-dialog"))
        try store.write(id: "pylos-1", session: m.session)
        let saved = SavedGamesPage(strings: strings, store: store, spec: .iPhone)
        let p = RecordingPainter(.iPhone)
        saved.draw(p, now: 0)
        let delete = try #require(saved.accessibility(now: 0).first { $0.id == "delete.pylos-1" })
        #expect(outlinedInDanger(p, delete.frame), "the card's Delete outlined in the danger colour")
        #expect(p.colour(of: delete.frame) != Theme.accent && p.colour(of: delete.frame) != Theme.surfaceHigh, "Delete is neither the main nor an ordinary button")
        _ = saved.touch(Touch(.down, delete.frame.center), now: 0)
        _ = saved.touch(Touch(.up, delete.frame.center), now: 0)
        let dialog = try #require(saved.deleteDialog)
        check(dialog, .iPhone)
        #expect(dialog.accessibility().first?.label.contains(strings(.deleteDetail)) == true)
    }
}
