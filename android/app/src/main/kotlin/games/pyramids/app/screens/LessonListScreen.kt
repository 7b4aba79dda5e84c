package games.pyramids.app.screens

import games.pyramids.app.paint.Align
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.drawTextCentered
import games.pyramids.app.paint.fillCircle
import games.pyramids.app.paint.strokeCircle
import games.pyramids.app.paint.withSave
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Button
import games.pyramids.app.ui.ButtonKind
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Icons
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.drawCard
import games.pyramids.app.ui.wrapText
import games.pyramids.core.GameKind
import games.pyramids.core.LearnEntry
import games.pyramids.core.LessonCard

/**
 * A game's lessons: the heading and progress of its Learn entry, then one
 * card per lesson (its number, title, summary, one dot per step, a check
 * once done, where a left lesson resumes). A tap opens the lesson where it
 * was left. Read again whenever the screen comes back on top, so a lesson
 * just played shows its progress.
 */
class LessonListScreen(app: App, val game: GameKind) : BaseScreen(app) {
    var entry: LearnEntry = app.learn.progress.entry(game, s.catalog)
        private set
    var cards: List<LessonCard> = emptyList()
        private set
    override val title: String get() = entry.title

    /** A card as laid out; [stacked]: the number's disc above the words (a large font on a narrow screen), not beside them. */
    private class Placed(val card: LessonCard, val box: Box, val title: List<String>, val summary: List<String>, val resume: String?, val stacked: Boolean)
    private var placed = emptyList<Placed>()
    private var progressY = 0f

    override fun onLayout(width: Float, height: Float) {
        entry = app.learn.progress.entry(game, s.catalog)
        cards = app.learn.progress.cards(game, s.catalog)
        val below = topBar(entry.title)
        val side = ui.dp(16) + maxOf(edgeLeft, edgeRight)
        val colW = minOf(width - 2 * side, ui.dp(640))
        val left = (width - colW) / 2f
        val gap = ui.dp(if (ui.isTablet) 14 else 10)
        var y = below.top
        progressY = y
        y += ui.bodyDim.size * 1.3f + ui.dp(12)
        val badge = ui.dp(if (ui.isTablet) 48 else 40)
        val besideW = colW - badge - ui.dp(16 + 14 + 16) - ui.dp(36)
        val list = ArrayList<Placed>()
        for (card in cards) {
            // A word too long for the column beside the disc: the disc goes above and the words take the card's width.
            val longest = (card.title.split(' ').map { measure.measureText(it, ui.title) } + card.summary.split(' ').map { measure.measureText(it, ui.bodyDim) }).max()
            val stacked = longest > besideW
            val textW = if (stacked) colW - ui.dp(16 + 36) else besideW
            val t = wrapText(measure, card.title, ui.title, textW)
            val sum = wrapText(measure, card.summary, ui.bodyDim, textW)
            val resume = if (card.done) null else card.resume
            val h = maxOf(ui.dp(72), ui.dp(28) + t.size * ui.title.size * 1.25f + sum.size * ui.bodyDim.size * 1.28f +
                ui.dp(16) + (if (resume != null) ui.small.size * 1.3f + ui.dp(4) else 0f) + (if (stacked) badge + ui.dp(10) else 0f))
            val box = Box(left, y, left + colW, y + h)
            list.add(Placed(card, box, t, sum, resume, stacked))
            // The check's words for a screen reader ("Lesson complete"), where the eye sees the shape.
            val words = listOfNotNull("${card.number}. ${card.title}", card.summary, resume, card.complete).joinToString(". ")
            content.add(Button("lesson-${card.id}", box, "", Icon.NONE, ButtonKind.GHOST, description = words) { open(card) }.also { it.selected = false })
            y += h + gap
        }
        placed = list
        scroller.viewport = Box(0f, below.top, width, height)
        scroller.contentHeight = y - below.top + ui.dp(16)
    }

    fun open(card: LessonCard) = app.push(LessonScreen(app, card.id))

    override fun draw(p: Painter, nowMs: Long) {
        background(p)
        drawScrolled(p) {
            val x = placed.firstOrNull()?.box?.left ?: ui.dp(16)
            p.drawText(entry.progress, x + ui.dp(4), progressY + p.metrics(ui.bodyDim).ascent, ui.bodyDim)
            for (c in placed) drawLesson(p, c)
        }
        drawTopBar(p)
        buttons.draw(p, ui)
    }

    private fun drawLesson(p: Painter, c: Placed) {
        val b = c.box
        val pressed = content.pressed?.id == "lesson-${c.card.id}"
        p.withSave {
            if (pressed) p.multiplyAlpha(0.7f)
            drawCard(p, b, ui, if (c.resume != null) Theme.surfaceHigh else Theme.surface)
            // The number in a disc; a lesson done shows a check instead (a shape, not a colour).
            val r = ui.dp(if (ui.isTablet) 24 else 20)
            val cx = b.left + ui.dp(16) + r
            val cy = b.top + ui.dp(14) + r
            if (c.card.done) {
                p.fillCircle(cx, cy, r, Theme.good)
                Icons.draw(p, Icon.CHECK, cx, cy, r * 1.1f, Theme.textOnAccent, ui)
            } else {
                p.strokeCircle(cx, cy, r - ui.dp(1), ui.dp(2), if (c.resume != null) Theme.accent else Theme.textDim)
                p.drawTextCentered(c.card.number.toString(), cx, cy, ui.title.withAlign(Align.CENTER))
            }
            val x = if (c.stacked) b.left + ui.dp(16) else cx + r + ui.dp(14)
            var y = (if (c.stacked) cy + r + ui.dp(10) else b.top + ui.dp(14)) + p.metrics(ui.title).ascent
            for (l in c.title) { p.drawText(l, x, y, ui.title); y += ui.title.size * 1.25f }
            y += ui.dp(2)
            for (l in c.summary) { p.drawText(l, x, y, ui.bodyDim); y += ui.bodyDim.size * 1.28f }
            c.resume?.let { p.drawText(it, x, y + ui.dp(2), ui.small.copy(bold = true).withColor(Theme.accent)); y += ui.small.size * 1.3f + ui.dp(4) }
            // One dot per step: filled for the steps behind the player.
            val steps = c.card.steps.toInt()
            val reached = if (c.card.done) steps else (c.card.resumeStep?.toInt() ?: 0)
            val dr = ui.dp(4)
            for (i in 0 until steps) {
                val dx = x + dr + i * dr * 3.2f
                val dy = y + ui.dp(4)
                if (i < reached) p.fillCircle(dx, dy, dr, Theme.accent) else p.strokeCircle(dx, dy, dr - ui.dp(0.75f), ui.dp(1.5f), Colors.withAlpha(Theme.text, 150))
            }
            // The way in.
            Icons.draw(p, Icon.NEXT, b.right - ui.dp(26), b.cy, ui.dp(20), Theme.textDim, ui)
        }
    }

    override fun accessibilityNodes(): List<A11yNode> {
        val v = scroller.viewport
        val progress = A11yNode(90, Box(v.left, v.top, v.right, v.top + ui.bodyDim.size * 1.3f + ui.dp(12)), entry.progress)
        return buttons.nodes(1) + progress + contentNodes(500)
    }
}
