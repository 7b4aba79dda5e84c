package games.pyramids.app.screens

import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.paint.fillRoundRect
import games.pyramids.app.paint.withSave
import games.pyramids.app.puzzle.PuzzleSource
import games.pyramids.app.session.id
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Button
import games.pyramids.app.ui.ButtonKind
import games.pyramids.app.ui.ButtonSet
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Icons
import games.pyramids.app.ui.ProgressBar
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Ui
import games.pyramids.app.ui.drawCard
import games.pyramids.app.ui.wrapText
import games.pyramids.core.GameKind
import games.pyramids.core.LearnEntry
import games.pyramids.core.PuzzleEntry

/**
 * Home's entries under the game cards: per game its Learn entry
 * (`LearnEntry`: "Learn Pylos", "Lessons: 2 of 6", a bar of the lessons
 * done) and beside it its Puzzles entry (`PuzzleEntry`: the label, "Solved:
 * 3 of 300", the rating and the streak, and a smaller "Puzzle of the day"
 * button). The two share a row where it is wide enough, else the Puzzles
 * entry sits right under the Learn one and is headed by its title ("Pylos
 * puzzles") since no Learn entry names the game beside it. Every word is
 * wrapped, never cut; every target is at least 56 dp high.
 */
class HomeEntries(private val app: App) {
    private class Lines(val style: TextStyle, val lines: List<String>) {
        val height get() = lines.size * style.size * 1.3f
    }

    private class Learn(val entry: LearnEntry, val text: List<Lines>, var box: Box = Box(0f, 0f, 0f, 0f))
    private class Puzzles(val entry: PuzzleEntry, val text: List<Lines>, val dailyBelow: Boolean, var box: Box = Box(0f, 0f, 0f, 0f), var daily: Box? = null)
    private class Row(val learn: Learn, val puzzles: Puzzles, val height: Float, val sideBySide: Boolean)

    private var pairs = emptyList<Row>()
    private var columns = false

    private fun gap(ui: Ui) = ui.dp(if (!ui.isLandscape) 8 else if (ui.isTablet) 22 else 12)
    private fun dailyW(ui: Ui, measure: Painter, e: PuzzleEntry) = measure.measureText(e.dailyLabel, ui.label) + ui.dp(32)

    /** Plans the entries for a block [width] wide; returns its height. */
    fun plan(ui: Ui, measure: Painter, width: Float): Float {
        val s = app.strings
        val day = app.today()
        val gap = gap(ui)
        val entries = GameKind.entries.map { k -> app.puzzles.progress.entry(k, day.year, day.month.toUInt(), day.day.toUInt(), s.catalog) }
        // Three columns on a wide window, unless a large font leaves a column too narrow for the day's button.
        columns = ui.isLandscape && entries.all { dailyW(ui, measure, it) <= (width - 2 * gap) / 3 - ui.dp(32) }
        val colW = if (columns) (width - 2 * gap) / 3 else width
        val sideBySide = colW >= ui.dp(560)
        val halfW = if (sideBySide) (colW - ui.dp(8)) / 2 else colW
        pairs = GameKind.entries.mapIndexed { i, k ->
            val le = app.learn.progress.entry(k, s.catalog)
            val textW = halfW - ui.dp(16 + 40)
            val learn = Learn(le, listOf(Lines(ui.title, wrapText(measure, le.title, ui.title, textW)), Lines(ui.small, wrapText(measure, le.progress, ui.small, textW))))
            val pe = entries[i]
            val dw = dailyW(ui, measure, pe)
            // The day's button beside the words where both keep 140 dp, else under them.
            val below = pe.daily == null || halfW - ui.dp(32) - dw - ui.dp(12) < ui.dp(140)
            val pw = if (below) halfW - ui.dp(32) else halfW - ui.dp(32) - dw - ui.dp(12)
            val head = if (sideBySide) pe.label else pe.title
            val ptext = listOf(Lines(ui.title, wrapText(measure, head, ui.title, pw))) +
                listOf(pe.progress, pe.rating, pe.streak).map { Lines(ui.small, wrapText(measure, it, ui.small, pw)) }
            val learnH = maxOf(ui.dp(56), learn.text.sumOf { it.height.toDouble() }.toFloat() + ui.dp(20))
            val wordsH = ptext.sumOf { it.height.toDouble() }.toFloat()
            val dailyH = buttonH(ui)
            val puzzlesH = if (pe.daily == null) maxOf(ui.dp(56), wordsH + ui.dp(24))
                else if (below) wordsH + ui.dp(24) + dailyH + ui.dp(12) else maxOf(wordsH, dailyH) + ui.dp(24)
            val h = if (sideBySide) maxOf(learnH, puzzlesH) else learnH + ui.dp(6) + puzzlesH
            Row(learn, Puzzles(pe, ptext, below), h, sideBySide).also { it.learn.box = Box(0f, 0f, 0f, learnH); it.puzzles.box = Box(0f, 0f, 0f, puzzlesH) }
        }
        return if (columns) pairs.maxOf { it.height } else pairs.sumOf { it.height.toDouble() }.toFloat() + 2 * gap
    }

    private fun buttonH(ui: Ui) = maxOf(ui.dp(Theme.minTouch), ui.label.size * 1.3f + ui.dp(18))

    /** Places the planned entries from [top], their buttons into [content]. */
    fun place(ui: Ui, measure: Painter, left: Float, right: Float, top: Float, content: ButtonSet) {
        val gap = gap(ui)
        val cols = if (columns) Box(left, top, right, top + 1f).columns(3, gap) else null
        var y = top
        pairs.forEachIndexed { i, p ->
            val l = cols?.get(i)?.left ?: left
            val r = cols?.get(i)?.right ?: right
            val t = if (cols != null) top else y
            val learnH = p.learn.box.height
            val puzzlesH = p.puzzles.box.height
            if (p.sideBySide) {
                val (a, b) = Box(l, t, r, t + p.height).columns(2, ui.dp(8)).let { it[0] to it[1] }
                p.learn.box = a; p.puzzles.box = b
            } else {
                p.learn.box = Box(l, t, r, t + learnH)
                p.puzzles.box = Box(l, t + learnH + ui.dp(6), r, t + learnH + ui.dp(6) + puzzlesH)
            }
            if (cols == null) y += p.height + gap
            val game = p.learn.entry.game
            content.add(Button("learn-${game.id}", p.learn.box, "", Icon.NONE, ButtonKind.GHOST, description = "${p.learn.entry.title}. ${p.learn.entry.progress}") {
                app.push(LessonListScreen(app, game))
            })
            val pe = p.puzzles.entry
            val pb = p.puzzles.box
            content.add(Button("puzzles-${game.id}", pb, "", Icon.NONE, ButtonKind.GHOST,
                description = listOf(pe.title, pe.progress, pe.rating, pe.streak).joinToString(". ")) { open(pe, pe.nextPuzzle) })
            p.puzzles.daily = pe.daily?.let { daily ->
                val w = minOf(dailyW(ui, measure, pe), pb.width - ui.dp(32))
                val h = buttonH(ui)
                val box = if (p.puzzles.dailyBelow) Box(pb.left + ui.dp(16), pb.bottom - ui.dp(12) - h, pb.left + ui.dp(16) + w, pb.bottom - ui.dp(12))
                    else Box(pb.right - ui.dp(16) - w, pb.cy - h / 2, pb.right - ui.dp(16), pb.cy + h / 2)
                // Added after the entry's own button: a tap on it opens the day's puzzle, not the next one.
                content.add(Button("daily-${game.id}", box, pe.dailyLabel, Icon.NONE, ButtonKind.SECONDARY, description = "${pe.title}: ${pe.dailyLabel}") { open(pe, daily) })
                box
            }
        }
    }

    private fun open(entry: PuzzleEntry, id: String?) {
        id ?: return
        app.push(PuzzleScreen(app, PuzzleSource.Shipped(id, entry.title) { app.puzzles.progress }))
    }

    /** Draws the entries (in the scrolled content's coordinates); [pressed] is the pressed button's id. */
    fun draw(p: Painter, ui: Ui, pressed: String?) {
        for (pair in pairs) {
            drawLearn(p, ui, pair.learn, pressed == "learn-${pair.learn.entry.game.id}")
            drawPuzzles(p, ui, pair.puzzles, pressed == "puzzles-${pair.puzzles.entry.game.id}")
        }
    }

    private fun drawLines(p: Painter, text: List<Lines>, x: Float, top: Float) {
        var y = top
        for (block in text) for (t in block.lines) { p.drawText(t, x, y + p.metrics(block.style).ascent, block.style); y += block.style.size * 1.3f }
    }

    private fun drawLearn(p: Painter, ui: Ui, l: Learn, pressed: Boolean) {
        val b = l.box
        drawCard(p, b, ui, Theme.surface)
        p.withSave {
            if (pressed) p.multiplyAlpha(0.7f)
            val x = b.left + ui.dp(16)
            drawLines(p, l.text, x, b.cy - l.text.sumOf { it.height.toDouble() }.toFloat() / 2f)
            // Lessons done as a bar: how far the player has come.
            val c = l.entry.counts
            ProgressBar.draw(p, ui, x, b.right - ui.dp(16), b.bottom - ui.dp(3), c.done.toInt(), c.total.toInt())
            Icons.draw(p, Icon.NEXT, b.right - ui.dp(22), b.cy, ui.dp(18), Theme.textDim, ui)
        }
    }

    private fun drawPuzzles(p: Painter, ui: Ui, e: Puzzles, pressed: Boolean) {
        val b = e.box
        drawCard(p, b, ui, Theme.surface)
        p.withSave {
            if (pressed) p.multiplyAlpha(0.7f)
            val wordsH = e.text.sumOf { it.height.toDouble() }.toFloat()
            val top = if (e.daily != null && e.dailyBelow) b.top + ui.dp(12) else b.cy - wordsH / 2f
            drawLines(p, e.text, b.left + ui.dp(16), top)
            // Puzzles solved as a bar, as the lessons done.
            val c = e.entry.counts
            ProgressBar.draw(p, ui, b.left + ui.dp(16), b.right - ui.dp(16), b.bottom - ui.dp(3), c.solved.toInt(), c.total.toInt())
        }
    }
}
