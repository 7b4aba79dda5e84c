package games.pyramids.app.screens

import games.pyramids.app.i18n.English
import games.pyramids.app.i18n.Portuguese
import games.pyramids.app.pylos.PylosBoard
import games.pyramids.app.save.SettingsStore
import games.pyramids.app.testkit.RecordingSounds
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.render
import games.pyramids.app.testkit.tap
import games.pyramids.app.testkit.tempDir
import games.pyramids.app.testkit.testApp
import games.pyramids.core.AnimationSpeed
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.Language
import games.pyramids.core.LanguageChoice
import games.pyramids.core.SeatController
import games.pyramids.core.SettingControl
import games.pyramids.core.SettingId
import games.pyramids.core.SettingValue
import games.pyramids.core.SoundCue
import games.pyramids.core.TextKey
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File

/** The settings screen drawn from the shared model's rows, and each change saved and applied at once. */
class SettingsScreenTest {
    private val host = TestHost()
    private val dir = tempDir()
    private val sounds = RecordingSounds()
    private val app = testApp(sessions = TestSessions(), host = host, dir = dir, sound = sounds).also {
        it.size(1080f, 2340f)
        it.push(HomeScreen(it))
    }

    /** Taps a content button, on a window tall enough to show every row. */
    private fun tapButton(s: BaseScreen, id: String) {
        s.layout(1080f, 4200f)
        val b = s.visibleButtons().first { it.id == id }
        s.tap(b.box.cx, b.box.cy - s.scroller.offset)
        s.layout(1080f, 2340f)
    }

    private fun openSettings(): SettingsScreen {
        val home = app.current as HomeScreen
        val gear = home.accessibilityNodes().first { it.description == app.settings.progress.screen(English.catalog).title }
        gear.onClick!!()
        return app.current as SettingsScreen
    }

    @Test fun `Home's gear opens the settings, one row per setting of the model with its words and targets`() {
        val s = openSettings()
        s.render(1080, 2340, host.time)
        val model = app.settings.progress.screen(English.catalog)
        assertEquals(listOf(SettingId.SOUND, SettingId.HAPTICS, SettingId.ANIMATION, SettingId.COORDINATES, SettingId.PATTERNS, SettingId.CONFIRM_MOVES, SettingId.TABLE_BOARD, SettingId.LANGUAGE), model.rows.map { it.id })
        // Every row's words, scrolled into view or not (TalkBack reaches the rest by scrolling).
        val spoken = s.visibleButtons().map { it.description }
        for (row in model.rows) {
            when (val c = row.control) {
                is SettingControl.Toggle -> assertTrue(spoken.contains(listOfNotNull(row.spoken, row.detail).joinToString(". ")), row.label)
                is SettingControl.Choice -> c.options.forEach { o -> assertTrue(spoken.contains("${row.label}: $o"), o) }
            }
        }
        val minTouch = 48 * app.density
        // The rows' own targets are drawn at least 48 dp tall (the bar's Back reaches 48 dp by its touch area).
        for (b in s.visibleButtons()) assertTrue(b.touchBox(minTouch).height >= minTouch - 0.5f && (b.id == "back" || b.box.height >= minTouch - 0.5f), b.id)
        // Sound is on by default, vibration too: their switches read as selected; the confirming tap is off.
        val nodes = s.accessibilityNodes()
        assertTrue(nodes.first { it.description.startsWith(model.rows[0].label) }.selected)
        s.layout(1080f, 4200f)
        assertFalse(s.accessibilityNodes().first { it.description.startsWith(model.rows[5].label) }.selected)
    }

    @Test fun `every row is read aloud with its current value, and a change is spoken at once`() {
        val s = openSettings()
        s.layout(1080f, 4200f)
        fun spokenNodes() = s.accessibilityNodes().map { it.description }
        val rows = app.settings.progress.screen(English.catalog).rows
        for (row in rows) assertTrue(spokenNodes().any { it.startsWith(row.spoken) }, "${row.id}: ${row.spoken} in ${spokenNodes()}")
        // The spoken words carry the value the player sees: Sound on, the still table board.
        assertTrue(rows.first { it.id == SettingId.SOUND }.spoken.endsWith(rows.first { it.id == SettingId.SOUND }.value))
        val table = rows.first { it.id == SettingId.TABLE_BOARD }
        val options = (table.control as SettingControl.Choice).options
        assertEquals(options[0], table.value)
        tapButton(s, "table_board-1")
        s.layout(1080f, 4200f)
        val after = app.settings.progress.screen(English.catalog).rows.first { it.id == SettingId.TABLE_BOARD }
        assertEquals(games.pyramids.core.TableBoard.TURN_TO_MOVER, app.settings.values.tableBoard)
        assertEquals(options[1], after.value)
        assertTrue(spokenNodes().any { it.startsWith(after.spoken) && it.contains(options[1]) }, spokenNodes().toString())
        // The row's own node (not an option's button) no longer speaks the old value.
        assertFalse(s.accessibilityNodes().any { it.onClick == null && it.description.startsWith(table.spoken) })
    }

    @Test fun `Portuguese is saved, applied to every screen at once, and read back at the next launch`() {
        val s = openSettings()
        tapButton(s, "language-2")
        assertEquals(Language.PORTUGUESE, app.strings.language)
        assertEquals(Portuguese.catalog.let { app.settings.progress.screen(it).title }, s.title, "the settings screen re-worded itself")
        app.back()
        val home = app.current as HomeScreen
        val labels = home.visibleButtons().map { it.label }
        assertTrue(labels.contains(Portuguese(TextKey.PLAY)) && !labels.contains(English(TextKey.PLAY)), labels.toString())
        assertTrue(File(dir, SettingsStore.FILE_NAME).isFile)
        val again = testApp(sessions = TestSessions(), host = TestHost(), dir = dir)
        assertEquals(Language.PORTUGUESE, again.strings.language)
        assertEquals(LanguageChoice.PORTUGUESE, again.settings.values.language)
    }

    private fun pylos(): GameScreen {
        val options = GameOptions(GameKind.PYLOS, "standard", listOf(SeatController.Human, SeatController.Human))
        assertNull(Launcher.startNew(app, options, false, replaceTop = false))
        val g = app.current as GameScreen
        g.controller.start()
        g.render(1080, 2340, host.time)
        return g
    }

    private fun tapHole(g: GameScreen, name: String) {
        val b = g.board as PylosBoard
        val c = b.projection.spots().first { it.name == name }.center
        g.tap(c.x, c.y)
    }

    @Test fun `animation Off puts a move's ball in place at once, Normal animates it`() {
        val g = pylos()
        tapHole(g, "1b2")
        assertEquals(listOf("1b2"), g.session.history())
        assertTrue(g.board.isAnimating(host.time), "Normal animates the ball")
        app.changeSetting(SettingId.ANIMATION, SettingValue.Choice(0u))
        assertEquals(AnimationSpeed.OFF, app.settings.values.animation)
        assertEquals(0f, app.animationFactor)
        g.board.skipAnimations()
        tapHole(g, "1c3")
        assertEquals(listOf("1b2", "1c3"), g.session.history())
        assertFalse(g.board.isAnimating(host.time), "Off: the move's animation ended at once")
    }

    @Test fun `a Pylos placement plays BallPlaced and ticks, and neither with sound and vibration off`() {
        val g = pylos()
        tapHole(g, "1b2")
        assertEquals(listOf(SoundCue.BALL_PLACED), sounds.played)
        assertEquals(1, host.haptics)
        app.changeSetting(SettingId.SOUND, SettingValue.Toggle(false))
        app.changeSetting(SettingId.HAPTICS, SettingValue.Toggle(false))
        tapHole(g, "1c3")
        assertEquals(listOf("1b2", "1c3"), g.session.history())
        assertEquals(listOf(SoundCue.BALL_PLACED), sounds.played, "sound off: no new cue")
        assertEquals(1, host.haptics, "vibration off: no new tick")
    }

    @Test fun `with the confirming tap on, a tap holds the move and a second tap plays it`() {
        app.changeSetting(SettingId.CONFIRM_MOVES, SettingValue.Toggle(true))
        val g = pylos()
        tapHole(g, "1b2")
        assertEquals(emptyList<String>(), g.session.history(), "the first tap only proposes the move")
        val words = English.catalog.confirmWords()
        assertEquals(words.prompt, g.board.prompt(g.controller))
        assertEquals(listOf(words.cancel, words.confirm), g.board.actions(g.controller).map { it.label })
        g.render(1080, 2340, host.time)
        tapHole(g, "1b2")
        assertEquals(listOf("1b2"), g.session.history(), "the second tap plays it")
        // Confirm plays a held move too.
        tapHole(g, "1c3")
        assertEquals(listOf("1b2"), g.session.history())
        g.render(1080, 2340, host.time)
        g.accessibilityNodes().first { it.description == words.confirm }.onClick!!()
        assertEquals(listOf("1b2", "1c3"), g.session.history())
    }

    @Test fun `screenshot of the settings`() {
        openSettings()
        ScreenshotTest.shot("settings", ScreenshotTest.phone, ScreenshotTest.Companion.Stage(app, host, TestSessions()))
    }
}
