package games.pyramids.app.screens

import games.pyramids.app.i18n.English
import games.pyramids.app.save.StatisticsStore
import games.pyramids.app.session.isOver
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.RecordingSounds
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.engineSession
import games.pyramids.app.testkit.render
import games.pyramids.app.testkit.tempDir
import games.pyramids.app.testkit.testApp
import games.pyramids.core.AiLevel
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.GameOutcome
import games.pyramids.core.SeatController
import games.pyramids.core.SoundCue
import games.pyramids.core.StatsOpponent
import games.pyramids.core.StatsTally
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File

/**
 * A game against the computer counted once in the player's statistics: the
 * game-over sheet's line, the statistics screen's tally, the file beside
 * the saves; and the sound of the game's end.
 */
class StatisticsTest {
    private val host = TestHost()
    private val dir = tempDir()
    private val sounds = RecordingSounds()
    private val sessions = TestSessions()
    private val app = testApp(sessions = sessions, host = host, dir = dir, sound = sounds).also {
        it.size(1080f, 2340f)
        it.push(HomeScreen(it))
    }

    private val humans = GameOptions(GameKind.PYLOS, "kids", listOf(SeatController.Human, SeatController.Human))

    /** A whole kids' game (always the first placement on offer) and who wins it: the rules decide, not the seats' controllers. */
    private val line: Pair<List<String>, Int> by lazy {
        engineSession(humans).use { s ->
            while (!s.outcome().isOver) s.script(s.legalActions().first { !it.notation.contains('-') }.notation)
            s.history() to (s.outcome() as GameOutcome.Win).winner
        }
    }

    /** That game with the human in [humanSeat] and the computer (Easy) in the other, all but its last [leave] decisions played. */
    private fun play(humanSeat: Int, leave: Int = 0): GameScreen {
        val seats = listOf(0, 1).map { if (it == humanSeat) SeatController.Human else SeatController.Ai(AiLevel.EASY) }
        assertNull(Launcher.startNew(app, humans.copy(seats = seats), false, replaceTop = false))
        val g = app.current as GameScreen
        (g.session as EngineSession).script(*line.first.dropLast(leave).toTypedArray())
        g.controller.start()
        g.render(1080, 2340, host.time)
        return g
    }

    @Test fun `a game won against the computer shows its line on the sheet and its tally on the screen, counted once`() {
        val g = play(humanSeat = line.second)
        assertTrue(g.sheet.open)
        assertEquals("First win against ${English.levelName(AiLevel.EASY)}", g.sheet.statisticsLine)
        g.render(1080, 2340, host.time)
        assertTrue(g.accessibilityNodes().any { it.description.endsWith("First win against ${English.levelName(AiLevel.EASY)}") }, "read with the headline")
        val easy = StatsOpponent.Computer(AiLevel.EASY)
        assertEquals(StatsTally(1u, 1u, 0u, 0u), app.statistics.progress.tally(GameKind.PYLOS, easy))
        assertTrue(File(dir, StatisticsStore.FILE_NAME).isFile)

        // The finished save opened again: the same line, nothing counted twice.
        val id = g.saveId
        app.popToRoot()
        assertNull(Launcher.openSave(app, id))
        val again = app.current as GameScreen
        assertEquals("First win against ${English.levelName(AiLevel.EASY)}", again.sheet.statisticsLine)
        assertEquals(StatsTally(1u, 1u, 0u, 0u), app.statistics.progress.tally(GameKind.PYLOS, easy))
        val relaunched = testApp(sessions = TestSessions(), host = TestHost(), dir = dir)
        assertEquals(StatsTally(1u, 1u, 0u, 0u), relaunched.statistics.progress.tally(GameKind.PYLOS, easy), "read back from statistics.json")

        // Home's Statistics button: the screen's table, drawn from the model.
        app.popToRoot()
        val home = app.current as HomeScreen
        home.render(1080, 2340, host.time)
        home.accessibilityNodes().first { it.description == app.statistics.progress.screen(English.catalog).title }.onClick!!()
        val screen = app.current as StatisticsScreen
        screen.render(1080, 2340, host.time)
        val row = app.statistics.progress.screen(English.catalog).games.first { it.game == GameKind.PYLOS }.rows.single()
        assertTrue(screen.accessibilityNodes().any { it.description == row.words }, row.words)
        assertEquals(listOf("1", "1", "0", "0", "100%"), row.cells)
    }

    @Test fun `a game lost to the computer ends with the Loss sound, on the human's own last placement`() {
        // In Pylos the loser's last placement ends the game (the winner made no move after it).
        val loser = 1 - line.second
        val g = play(humanSeat = loser, leave = 1)
        assertEquals(loser, g.controller.snapshot.toMove)
        sounds.played.clear()
        g.controller.play(g.session.legalActions().first { it.notation == line.first.last() })
        host.advance(1_000)
        assertEquals(GameOutcome.Win(line.second), g.controller.snapshot.outcome)
        assertEquals(SoundCue.LOSS, sounds.played.last(), sounds.played.toString())
        assertEquals("First loss against ${English.levelName(AiLevel.EASY)}", g.sheet.statisticsLine)
    }

    @Test fun `screenshots of the sheet's line and the statistics screen`() {
        val st = ScreenshotTest.Companion.Stage(app, host, sessions)
        play(humanSeat = line.second)
        ScreenshotTest.shot("gameover-statistics-line", ScreenshotTest.phone, st)
        app.popToRoot()
        app.push(StatisticsScreen(app))
        ScreenshotTest.shot("statistics", ScreenshotTest.phone, st)
    }
}
