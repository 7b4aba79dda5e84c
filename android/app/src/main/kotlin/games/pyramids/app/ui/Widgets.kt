package games.pyramids.app.ui

import games.pyramids.app.paint.Align
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Fill
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.PathBuilder
import games.pyramids.app.paint.Shape
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.paint.drawTextCentered
import games.pyramids.app.paint.fillCircle
import games.pyramids.app.paint.fillRoundRect
import games.pyramids.app.paint.line
import games.pyramids.app.paint.strokeCircle
import games.pyramids.app.paint.strokeRoundRect
import games.pyramids.app.paint.withSave

/**
 * Where text did not fit: a word wider than its line, a text cut with an
 * ellipsis or shrunk to fit. The app leaves [listener] null; the tests set it
 * and fail on any report, at the default font size and at 1.3× and 2×.
 */
object TextAudit {
    @Volatile var listener: ((kind: String, text: String) -> Unit)? = null
    fun report(kind: String, text: String) { listener?.invoke(kind, text) }
}

/** Splits [text] into lines no wider than [maxWidth] (words kept whole unless one alone is too wide). */
fun wrapText(p: Painter, text: String, style: TextStyle, maxWidth: Float): List<String> {
    val out = ArrayList<String>()
    for (paragraph in text.split('\n')) {
        var line = StringBuilder()
        for (word in paragraph.split(' ').filter { it.isNotEmpty() }) {
            val candidate = if (line.isEmpty()) word else "$line $word"
            if (p.measureText(candidate, style) <= maxWidth || line.isEmpty()) {
                if (line.isEmpty() && p.measureText(word, style) > maxWidth + 0.5f) TextAudit.report("word wider than its line", word)
                line = StringBuilder(candidate)
            } else {
                out.add(line.toString())
                line = StringBuilder(word)
            }
        }
        out.add(line.toString())
    }
    return out
}

/** The height [text] takes wrapped into [width] (as [drawWrapped] draws it). */
fun wrappedHeight(p: Painter, text: String, style: TextStyle, width: Float, lineGap: Float = 1.3f): Float =
    wrapText(p, text, style, width).size * style.size * lineGap

/** Draws wrapped text from the top of [box]; returns the height used. */
fun drawWrapped(p: Painter, text: String, style: TextStyle, box: Box, lineGap: Float = 1.3f): Float {
    val lines = wrapText(p, text, style, box.width)
    val m = p.metrics(style)
    val step = style.size * lineGap
    val x = when (style.align) { Align.LEFT -> box.left; Align.CENTER -> box.cx; Align.RIGHT -> box.right }
    var y = box.top + m.ascent
    for (l in lines) { p.drawText(l, x, y, style); y += step }
    return lines.size * step
}

/** Shrinks [style] until [text] fits in [maxWidth] (down to 60%). */
fun fitText(p: Painter, text: String, style: TextStyle, maxWidth: Float): TextStyle {
    var s = style
    var tries = 0
    while (p.measureText(text, s) > maxWidth && tries < 8) { s = s.withSize(s.size * 0.94f); tries++ }
    if (tries > 0) TextAudit.report("shrunk to fit", text)
    return s
}

/** Cuts [text] with an ellipsis to fit [maxWidth]. */
fun ellipsize(p: Painter, text: String, style: TextStyle, maxWidth: Float): String {
    if (p.measureText(text, style) <= maxWidth) return text
    TextAudit.report("cut with an ellipsis", text)
    var n = text.length
    while (n > 1 && p.measureText(text.take(n) + "…", style) > maxWidth) n--
    return text.take(n).trimEnd() + "…"
}

/** A rounded card with a faint top highlight and a soft shadow. */
fun drawCard(p: Painter, box: Box, ui: Ui, color: Int = Theme.surface, radius: Float = ui.dp(Theme.corner)) {
    p.fillRoundRect(box.left, box.top + ui.dp(3), box.right, box.bottom + ui.dp(3), radius, Theme.shadow)
    p.fill(
        Shape.RoundRect(box.left, box.top, box.right, box.bottom, radius),
        Fill.Linear(0f, box.top, 0f, box.bottom, intArrayOf(Colors.lighten(color, 0.06f), color), floatArrayOf(0f, 1f)),
    )
    p.strokeRoundRect(box.left, box.top, box.right, box.bottom, radius, ui.dp(1), Theme.surfaceLine)
}

/** [DANGER]: a step that cannot be taken back (Resign, Delete), drawn outlined in the danger colour, never filled like [PRIMARY]. */
enum class ButtonKind { PRIMARY, SECONDARY, GHOST, DANGER }
enum class Icon { NONE, BACK, UNDO, REDO, HINT, RULES, HOME, CHECK, PLAY, TRASH, REMATCH, CLOSE, PASS, VIEW_PLAN, VIEW_TILTED, FIRST, PREVIOUS, NEXT, LAST, REVIEW, FLAG, SETTINGS, STATISTICS }

/** A tappable area with a label and/or an icon. */
class Button(
    val id: String,
    var box: Box,
    var label: String,
    var icon: Icon = Icon.NONE,
    var kind: ButtonKind = ButtonKind.SECONDARY,
    var enabled: Boolean = true,
    var description: String = label,
    val onClick: () -> Unit,
) {
    var visible = true
    var selected = false
    /** Forces the label's text size (segmented controls use one size for all segments). */
    var labelSize: Float? = null
    /** The area that reacts to touch: at least [minTouch] pixels each way. */
    fun touchBox(minTouch: Float) = box.atLeast(minTouch)

    fun draw(p: Painter, ui: Ui, pressed: Boolean) {
        if (!visible) return
        val r = minOf(box.height / 2f, ui.dp(16))
        val (bg, fg) = when {
            !enabled -> Colors.withAlpha(Theme.surfaceHigh, 120) to Colors.withAlpha(Theme.textDim, 110)
            kind == ButtonKind.PRIMARY || selected -> Theme.accent to Theme.textOnAccent
            // Destructive, never the main filled button: the surface with a danger outline and label.
            kind == ButtonKind.DANGER -> Theme.surfaceHigh to Theme.danger
            kind == ButtonKind.SECONDARY -> Theme.surfaceHigh to Theme.text
            else -> Colors.withAlpha(Theme.surfaceHigh, 0) to Theme.text
        }
        p.withSave {
            if (pressed && enabled) p.multiplyAlpha(0.75f)
            if (kind != ButtonKind.GHOST || selected) {
                if (enabled && (kind == ButtonKind.PRIMARY || selected)) {
                    p.fillRoundRect(box.left, box.top + ui.dp(2), box.right, box.bottom + ui.dp(2), r, Colors.withAlpha(Theme.accentDeep, 200))
                }
                p.fillRoundRect(box.left, box.top, box.right, box.bottom, r, bg)
                if (kind == ButtonKind.SECONDARY && !selected) p.strokeRoundRect(box.left, box.top, box.right, box.bottom, r, ui.dp(1), Theme.surfaceLine)
                if (kind == ButtonKind.DANGER && enabled) p.strokeRoundRect(box.left, box.top, box.right, box.bottom, r, ui.dp(2), Theme.danger)
            }
            val style = ui.label.withColor(fg).withAlign(Align.CENTER).let { st -> labelSize?.let { st.withSize(it) } ?: st }
            val iconSize = minOf(box.height * 0.46f, ui.dp(22))
            if (icon != Icon.NONE && label.isNotEmpty()) {
                val fitted = fitText(p, label, style, box.width - iconSize - ui.dp(28))
                val tw = p.measureText(label, fitted)
                val total = iconSize + ui.dp(8) + tw
                val x0 = box.cx - total / 2f
                Icons.draw(p, icon, x0 + iconSize / 2f, box.cy, iconSize, fg, ui)
                p.drawTextCentered(label, x0 + iconSize + ui.dp(8) + tw / 2f, box.cy, fitted)
            } else if (icon != Icon.NONE) {
                Icons.draw(p, icon, box.cx, box.cy, iconSize, fg, ui)
            } else {
                p.drawTextCentered(label, box.cx, box.cy, fitText(p, label, style, box.width - ui.dp(16)))
            }
        }
    }
}

/**
 * Touch handling for a set of buttons: a press starts on one button and
 * clicks it when released over it; moving off cancels. Targets are at least
 * [minTouch] pixels.
 */
class ButtonSet(private val minTouch: () -> Float) {
    val buttons = ArrayList<Button>()
    var pressed: Button? = null
        private set

    fun clear() { buttons.clear(); pressed = null }
    fun add(b: Button): Button { buttons.add(b); return b }
    operator fun get(id: String): Button? = buttons.firstOrNull { it.id == id }

    fun hit(x: Float, y: Float): Button? =
        buttons.lastOrNull { it.visible && it.enabled && it.touchBox(minTouch()).contains(x, y) }

    /** Returns true if a button used the event. */
    fun onTouch(t: Touch): Boolean = when (t.kind) {
        Touch.Kind.DOWN -> { pressed = hit(t.x, t.y); pressed != null }
        Touch.Kind.MOVE -> {
            val b = pressed
            if (b != null && !b.touchBox(minTouch()).contains(t.x, t.y)) pressed = null
            b != null
        }
        Touch.Kind.UP -> {
            val b = pressed
            pressed = null
            if (b != null && b.touchBox(minTouch()).contains(t.x, t.y)) { b.onClick(); true } else b != null
        }
        Touch.Kind.CANCEL -> { val had = pressed != null; pressed = null; had }
    }

    fun draw(p: Painter, ui: Ui) { for (b in buttons) b.draw(p, ui, b === pressed) }

    fun nodes(firstId: Int): List<A11yNode> = buttons.filter { it.visible }.mapIndexed { i, b ->
        A11yNode(firstId + i, b.touchBox(minTouch()), b.description, if (b.enabled) b.onClick else null, b.selected)
    }
}

/** Simple line icons drawn with paths, so no drawable resources are needed. */
object Icons {
    fun draw(p: Painter, icon: Icon, cx: Float, cy: Float, size: Float, color: Int, ui: Ui) {
        val s = size / 2f
        val w = maxOf(ui.dp(2.2f), size * 0.11f)
        when (icon) {
            Icon.NONE -> {}
            Icon.BACK -> {
                p.line(cx + s * 0.35f, cy - s * 0.7f, cx - s * 0.35f, cy, w, color)
                p.line(cx - s * 0.35f, cy, cx + s * 0.35f, cy + s * 0.7f, w, color)
            }
            Icon.UNDO, Icon.REDO -> p.withSave {
                if (icon == Icon.REDO) p.scale(-1f, 1f, cx, cy)
                // A hook arrow: an arc from right back to the left, arrow head at the left.
                val path = PathBuilder()
                    .moveTo(cx + s * 0.75f, cy + s * 0.7f)
                    .cubicTo(cx + s * 0.95f, cy - s * 0.2f, cx + s * 0.2f, cy - s * 0.55f, cx - s * 0.55f, cy - s * 0.2f)
                    .build()
                p.stroke(path, w, color)
                p.fill(PathBuilder.polygon(cx - s * 0.85f, cy - s * 0.05f, cx - s * 0.35f, cy - s * 0.65f, cx - s * 0.25f, cy + s * 0.15f), Fill.Solid(color))
            }
            Icon.HINT -> {
                // A light bulb.
                p.strokeCircle(cx, cy - s * 0.2f, s * 0.55f, w, color)
                p.line(cx - s * 0.28f, cy + s * 0.55f, cx + s * 0.28f, cy + s * 0.55f, w, color)
                p.line(cx - s * 0.2f, cy + s * 0.85f, cx + s * 0.2f, cy + s * 0.85f, w, color)
                p.line(cx, cy - s * 0.2f, cx, cy + s * 0.3f, w * 0.8f, color)
            }
            Icon.RULES -> {
                p.strokeCircle(cx, cy, s * 0.9f, w, color)
                p.drawTextCentered("?", cx, cy, TextStyle(s * 1.3f, color, bold = true, align = Align.CENTER))
            }
            Icon.HOME -> {
                p.stroke(PathBuilder.polygon(cx - s * 0.8f, cy - s * 0.05f, cx, cy - s * 0.8f, cx + s * 0.8f, cy - s * 0.05f), w, color)
                p.stroke(Shape.Rect(cx - s * 0.55f, cy - s * 0.1f, cx + s * 0.55f, cy + s * 0.8f), w, color)
            }
            Icon.CHECK -> {
                p.line(cx - s * 0.7f, cy, cx - s * 0.15f, cy + s * 0.55f, w, color)
                p.line(cx - s * 0.15f, cy + s * 0.55f, cx + s * 0.75f, cy - s * 0.55f, w, color)
            }
            Icon.PLAY -> p.fill(PathBuilder.polygon(cx - s * 0.5f, cy - s * 0.75f, cx + s * 0.75f, cy, cx - s * 0.5f, cy + s * 0.75f), Fill.Solid(color))
            Icon.TRASH -> {
                p.stroke(Shape.Rect(cx - s * 0.5f, cy - s * 0.45f, cx + s * 0.5f, cy + s * 0.85f), w, color)
                p.line(cx - s * 0.8f, cy - s * 0.6f, cx + s * 0.8f, cy - s * 0.6f, w, color)
                p.line(cx - s * 0.2f, cy - s * 0.85f, cx + s * 0.2f, cy - s * 0.85f, w, color)
            }
            Icon.FLAG -> {
                // Resign: the white flag on its pole.
                p.line(cx - s * 0.55f, cy - s * 0.85f, cx - s * 0.55f, cy + s * 0.85f, w, color)
                p.fill(PathBuilder.polygon(cx - s * 0.55f, cy - s * 0.8f, cx + s * 0.75f, cy - s * 0.45f, cx - s * 0.55f, cy - s * 0.05f), Fill.Solid(color))
            }
            Icon.SETTINGS -> {
                // A gear: eight teeth around a ring.
                for (k in 0 until 8) {
                    val a = Math.PI * k / 4
                    val dx = kotlin.math.cos(a).toFloat()
                    val dy = kotlin.math.sin(a).toFloat()
                    p.line(cx + dx * s * 0.5f, cy + dy * s * 0.5f, cx + dx * s * 0.92f, cy + dy * s * 0.92f, w * 1.4f, color)
                }
                p.strokeCircle(cx, cy, s * 0.55f, w, color)
                p.strokeCircle(cx, cy, s * 0.2f, w, color)
            }
            Icon.STATISTICS -> {
                // Three bars on a base line: a tally.
                p.line(cx - s * 0.85f, cy + s * 0.8f, cx + s * 0.85f, cy + s * 0.8f, w, color)
                p.fill(Shape.Rect(cx - s * 0.65f, cy + s * 0.05f, cx - s * 0.25f, cy + s * 0.7f), Fill.Solid(color))
                p.fill(Shape.Rect(cx - s * 0.2f, cy - s * 0.75f, cx + s * 0.2f, cy + s * 0.7f), Fill.Solid(color))
                p.fill(Shape.Rect(cx + s * 0.25f, cy - s * 0.3f, cx + s * 0.65f, cy + s * 0.7f), Fill.Solid(color))
            }
            Icon.CLOSE -> {
                p.line(cx - s * 0.6f, cy - s * 0.6f, cx + s * 0.6f, cy + s * 0.6f, w, color)
                p.line(cx - s * 0.6f, cy + s * 0.6f, cx + s * 0.6f, cy - s * 0.6f, w, color)
            }
            Icon.PASS -> {
                // Pass: an arrow hopping over a stone (the turn goes by without a move).
                p.fillCircle(cx, cy + s * 0.5f, s * 0.28f, color)
                val path = PathBuilder()
                    .moveTo(cx - s * 0.85f, cy + s * 0.55f)
                    .cubicTo(cx - s * 0.6f, cy - s * 0.75f, cx + s * 0.45f, cy - s * 0.75f, cx + s * 0.68f, cy + s * 0.1f)
                    .build()
                p.stroke(path, w, color)
                p.fill(PathBuilder.polygon(cx + s * 0.95f, cy - s * 0.12f, cx + s * 0.72f, cy + s * 0.62f, cx + s * 0.3f, cy - s * 0.02f), Fill.Solid(color))
            }
            Icon.VIEW_PLAN -> {
                // From above: a square board with its 2×2 balls and the ball on top.
                p.stroke(Shape.RoundRect(cx - s * 0.85f, cy - s * 0.85f, cx + s * 0.85f, cy + s * 0.85f, s * 0.15f), w * 0.8f, color)
                for (dx in listOf(-1, 1)) for (dy in listOf(-1, 1)) p.strokeCircle(cx + dx * s * 0.38f, cy + dy * s * 0.38f, s * 0.3f, w * 0.7f, color)
                p.fillCircle(cx, cy, s * 0.3f, color)
            }
            Icon.VIEW_TILTED -> {
                // In 3D: a tilted board with a small pyramid of balls on it.
                p.stroke(PathBuilder.polygon(cx - s * 0.95f, cy + s * 0.8f, cx + s * 0.95f, cy + s * 0.8f, cx + s * 0.6f, cy + s * 0.2f, cx - s * 0.6f, cy + s * 0.2f), w * 0.8f, color)
                p.fillCircle(cx - s * 0.32f, cy + s * 0.22f, s * 0.3f, color)
                p.fillCircle(cx + s * 0.32f, cy + s * 0.22f, s * 0.3f, color)
                p.fillCircle(cx, cy - s * 0.35f, s * 0.3f, color)
            }
            Icon.PREVIOUS, Icon.NEXT -> p.withSave {
                if (icon == Icon.NEXT) p.scale(-1f, 1f, cx, cy)
                p.fill(PathBuilder.polygon(cx - s * 0.55f, cy, cx + s * 0.45f, cy - s * 0.7f, cx + s * 0.45f, cy + s * 0.7f), Fill.Solid(color))
            }
            Icon.FIRST, Icon.LAST -> p.withSave {
                // To the end: a bar and a triangle pointing at it.
                if (icon == Icon.LAST) p.scale(-1f, 1f, cx, cy)
                p.fill(Shape.Rect(cx - s * 0.8f, cy - s * 0.7f, cx - s * 0.8f + w * 1.2f, cy + s * 0.7f), Fill.Solid(color))
                p.fill(PathBuilder.polygon(cx - s * 0.4f, cy, cx + s * 0.6f, cy - s * 0.7f, cx + s * 0.6f, cy + s * 0.7f), Fill.Solid(color))
            }
            Icon.REVIEW -> {
                // A game replayed: a graph line rising and falling, with a magnifier's eye on one point.
                val path = PathBuilder()
                    .moveTo(cx - s * 0.9f, cy + s * 0.3f)
                    .lineTo(cx - s * 0.45f, cy - s * 0.15f)
                    .lineTo(cx - s * 0.05f, cy + s * 0.45f)
                    .lineTo(cx + s * 0.35f, cy - s * 0.6f)
                    .lineTo(cx + s * 0.9f, cy - s * 0.2f)
                    .build()
                p.stroke(path, w, color)
                p.line(cx - s * 0.9f, cy + s * 0.85f, cx + s * 0.9f, cy + s * 0.85f, w * 0.8f, color)
                p.fillCircle(cx + s * 0.35f, cy - s * 0.6f, w * 1.1f, color)
            }
            Icon.REMATCH -> {
                val path = PathBuilder()
                    .moveTo(cx + s * 0.7f, cy - s * 0.1f)
                    .cubicTo(cx + s * 0.7f, cy - s * 0.9f, cx - s * 0.7f, cy - s * 0.9f, cx - s * 0.7f, cy)
                    .cubicTo(cx - s * 0.7f, cy + s * 0.9f, cx + s * 0.6f, cy + s * 0.9f, cx + s * 0.7f, cy + s * 0.25f)
                    .build()
                p.stroke(path, w, color)
                p.fill(PathBuilder.polygon(cx + s * 0.95f, cy - s * 0.45f, cx + s * 0.45f, cy - s * 0.45f, cx + s * 0.7f, cy + s * 0.05f), Fill.Solid(color))
            }
        }
    }

    /** A small round badge used as a bullet. */
    fun dot(p: Painter, cx: Float, cy: Float, r: Float, color: Int) = p.fillCircle(cx, cy, r, color)
}
