package games.pyramids.app.ui

import games.pyramids.app.paint.AwtPainter
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The one drawn confirmation both Resign and Delete use: its card, its two answers, the destructive one in the danger colour. */
class ConfirmDialogTest {
    private val measure = AwtPainter(1, 1)

    private fun dialog(width: Float, height: Float, density: Float = 2.625f, fontScale: Float = 1f, onConfirm: () -> Unit = {}, onCancel: () -> Unit = {}): Pair<ConfirmDialog, Ui> {
        val ui = Ui(density, width, height, fontScale)
        val d = ConfirmDialog { ui.dp(Theme.minTouch) }
        d.layout(ui, measure, width, height, listOf(ConfirmDialog.Text("Delete this game?", ui.title), ConfirmDialog.Text("Pylos · Light against Dark · move 12", ui.bodyDim)),
            cancel = ConfirmDialog.Choice("cancel", "Cancel", onClick = onCancel),
            confirm = ConfirmDialog.Choice("confirm-delete", "Delete", Icon.TRASH, onClick = onConfirm))
        return d to ui
    }

    @Test fun `the destructive answer is drawn as danger, the way back as secondary, and neither is the primary accent`() {
        val (d, _) = dialog(1080f, 2340f)
        assertEquals(mapOf("cancel" to ButtonKind.SECONDARY, "confirm-delete" to ButtonKind.DANGER), d.buttons.buttons.associate { it.id to it.kind })
        assertTrue(d.buttons.buttons.none { it.kind == ButtonKind.PRIMARY })
    }

    @Test fun `the destructive answer is outlined in the danger colour, not filled like a main button`() {
        val (d, ui) = dialog(1080f, 2340f)
        val b = d.buttons["confirm-delete"]!!
        val p = AwtPainter(1080, 2340)
        b.draw(p, ui, pressed = false)
        fun at(x: Float, y: Float) = p.image.getRGB(x.toInt(), y.toInt()) and 0xFFFFFF
        // Inside, between the label and the edge: the surface; on the outline: the danger colour.
        assertEquals(Theme.surfaceHigh and 0xFFFFFF, at(b.box.left + ui.dp(8), b.box.cy + b.box.height * 0.3f))
        val edge = at(b.box.cx, b.box.top + ui.dp(0.4f))
        assertTrue((edge shr 16 and 0xFF) > (edge shr 8 and 0xFF) + 60, "the outline is the danger red: ${Integer.toHexString(edge)}")
        p.dispose()
    }

    @Test fun `a centred card at most 440 dp wide with both answers inside, side by side when they fit`() {
        val (d, ui) = dialog(2560f, 1600f, density = 2f)
        assertTrue(d.card.width <= ui.dp(440) + 0.5f, "card ${d.card.width}")
        assertEquals(1280f, d.card.cx, 0.5f)
        assertEquals(800f, d.card.cy, 0.5f)
        val (cancel, confirm) = d.buttons.buttons
        for (b in d.buttons.buttons) assertTrue(d.card.contains(b.box.cx, b.box.cy), "${b.id} on the card")
        assertEquals(cancel.box.top, confirm.box.top, 0.5f)
        assertTrue(cancel.box.right <= confirm.box.left, "the way back first, then the destructive answer")
    }

    @Test fun `on a narrow screen at a large font the answers stack, the destructive one on top`() {
        val (d, _) = dialog(720f, 1280f, density = 2f, fontScale = 2f)
        val (cancel, confirm) = d.buttons.buttons
        assertTrue(confirm.box.bottom <= cancel.box.top, "confirm ${confirm.box} above cancel ${cancel.box}")
    }

    @Test fun `only its buttons answer, and the node list is the card's text then the two answers`() {
        var confirmed = 0; var cancelled = 0
        val (d, _) = dialog(1080f, 2340f, onConfirm = { confirmed++ }, onCancel = { cancelled++ })
        val c = d.card
        assertFalse(d.onTouch(Touch(Touch.Kind.DOWN, c.left + 4f, c.top + 4f, 0)), "the card's text is no answer")
        val confirm = d.buttons["confirm-delete"]!!.box
        assertTrue(d.onTouch(Touch(Touch.Kind.DOWN, confirm.cx, confirm.cy, 0)))
        assertTrue(d.onTouch(Touch(Touch.Kind.UP, confirm.cx, confirm.cy, 10)))
        assertEquals(1 to 0, confirmed to cancelled)
        val nodes = d.nodes(1)
        assertEquals(listOf("Delete this game? Pylos · Light against Dark · move 12", "Cancel", "Delete"), nodes.map { it.description })
        d.clear()
        assertFalse(d.open)
    }
}
