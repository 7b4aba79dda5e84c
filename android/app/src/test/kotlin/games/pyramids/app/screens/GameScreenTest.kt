package games.pyramids.app.screens

import games.pyramids.core.TextKey
import games.pyramids.app.session.isOver
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.engineSession
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.render
import games.pyramids.app.testkit.tap
import games.pyramids.app.testkit.testApp
import games.pyramids.app.i18n.English
import games.pyramids.app.paint.Pt
import games.pyramids.app.pylos.PylosBoard
import games.pyramids.app.save.LoadResult
import games.pyramids.core.AiLevel
import games.pyramids.core.GameKind
import games.pyramids.core.GameOutcome
import games.pyramids.core.GameOptions
import games.pyramids.core.SeatController
import games.pyramids.app.table.Rotation
import games.pyramids.app.ui.Touch
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import games.pyramids.app.ui.ButtonKind
import games.pyramids.app.ui.kind
import org.junit.jupiter.api.Test
import java.io.File

/** The game screen driven by touches at screen coordinates, as a player would. */
class GameScreenTest {
    private val host = TestHost()
    private val sessions = TestSessions()
    private val app = testApp(sessions = sessions, host = host).also {
        it.size(1080f, 2340f)
        it.push(HomeScreen(it))
    }

    private fun open(options: GameOptions, table: Boolean = false, vararg moves: String): GameScreen {
        assertNull(Launcher.startNew(app, options, table, replaceTop = false))
        val g = app.current as GameScreen
        (g.session as EngineSession).script(*moves)
        g.controller.start()
        g.render(1080, 2340, host.time) // lays out and draws once, as the View would
        return g
    }

    /** Where a board position is on screen now (table rotation included). */
    private fun screenPoint(g: GameScreen, name: String, angle: Float = 0f): Pt {
        val b = g.board as PylosBoard
        val c = b.projection.spots().first { it.name == name }.center
        val box = boardCenter(g)
        return Rotation.rotate(c, box, angle)
    }

    private fun boardCenter(g: GameScreen): Pt {
        val f = GameScreen::class.java.getDeclaredField("boardBox").apply { isAccessible = true }
        return (f.get(g) as games.pyramids.app.ui.Box).center
    }

    private val twoHumans = GameOptions(GameKind.PYLOS, "standard", listOf(SeatController.Human, SeatController.Human))

    @Test fun `tapping holes on screen plays the game, and every move is autosaved`() {
        val g = open(twoHumans)
        val p = screenPoint(g, "1b2")
        g.tap(p.x, p.y)
        assertEquals(listOf("1b2"), g.session.history())
        val q = screenPoint(g, "1c3")
        g.tap(q.x, q.y)
        assertEquals(listOf("1b2", "1c3"), g.session.history())
        val saved = app.saves.read(g.saveId) as LoadResult.Ok
        assertEquals(2, saved.meta.ply)
        assertEquals(g.session.save(), saved.coreSave)
    }

    private fun pyramidaPoint(g: GameScreen, name: String): Pt =
        (g.board as games.pyramids.app.pyramida.PyramidaBoard).geometry.spot(name)!!.center

    @Test fun `Pyramida starts from the launcher and is played by taps, retreat choice included`() {
        val g = open(GameOptions(GameKind.PYRAMIDA, "standard", listOf(SeatController.Human, SeatController.Human)))
        fun tap(name: String) { val p = pyramidaPoint(g, name); g.tap(p.x, p.y); g.render(1080, 2340, host.time) }
        tap("e1"); tap("f2")
        tap("g1"); tap("f2")
        assertEquals(listOf("e1-f2", "g1-f2"), g.session.history())
        // White's stone was driven off f2: White, its owner, chooses where it goes.
        assertEquals(0, g.controller.snapshot.toMove)
        assertTrue(g.board.prompt(g.controller).startsWith("White"))
        tap("g1")
        assertEquals(listOf("e1-f2", "g1-f2", "g1"), g.session.history())
        val saved = app.saves.read(g.saveId) as LoadResult.Ok
        assertEquals(g.session.save(), saved.coreSave)
        // Every field is an accessibility node.
        assertEquals(21, g.board.accessibilityNodes(g.controller, 0) { it }.size)
        assertTrue(g.accessibilityNodes().any { it.description.contains("0 of 3 over the top") })
    }

    @Test fun `Pyramida against the AI, the computer answers a move`() {
        val g = open(GameOptions(GameKind.PYRAMIDA, "standard", listOf(SeatController.Human, SeatController.Ai(AiLevel.EASY))))
        val a = pyramidaPoint(g, "i1"); g.tap(a.x, a.y)
        val b = pyramidaPoint(g, "h2"); g.tap(b.x, b.y)
        host.advance(5000)
        assertTrue(g.session.history().size >= 2, "history ${g.session.history()}")
        assertEquals("i1-h2", g.session.history().first())
    }

    @Test fun `drag a ball up on screen`() {
        val g = open(twoHumans, false, "1a1", "1b1", "1b2", "1a2", "1a3", "1d4")
        val from = screenPoint(g, "1a3"); val to = screenPoint(g, "2a1")
        g.onTouch(Touch(Touch.Kind.DOWN, from.x, from.y, 0))
        for (i in 1..8) {
            val t = i / 8f
            g.onTouch(Touch(Touch.Kind.MOVE, from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t, i * 16L))
        }
        g.render(1080, 2340, host.time) // drawing mid-drag works
        g.onTouch(Touch(Touch.Kind.UP, to.x, to.y, 200))
        assertEquals("1a3-2a1", g.session.history().last())
    }

    @Test fun `in table mode the Pylos board is seen from above and stays put for Dark, and taps land on the right place`() {
        val g = open(twoHumans, true, "1a1")
        host.advance(2000)
        g.render(1080, 2340, host.time)
        assertEquals(games.pyramids.app.pylos.PylosView.PLAN, (g.board as PylosBoard).view)
        // Not turned: 1d1 is still at the bottom right, where Light sees it (row 1 at Light's side).
        val p = screenPoint(g, "1d1")
        assertTrue(p.y > boardCenter(g).y && p.x > boardCenter(g).x)
        g.tap(p.x, p.y)
        assertEquals(listOf("1a1", "1d1"), g.session.history())
    }

    @Test fun `in table mode with Turn to mover the Pyramida board turns to Black and taps still land on the right field`() {
        app.changeSetting(games.pyramids.core.SettingId.TABLE_BOARD, games.pyramids.core.SettingValue.Choice(1u))
        tableModePyramida(turned = true)
    }

    @Test fun `in table mode the still board (the default) keeps White's side at the bottom and Black's taps land`() =
        tableModePyramida(turned = false)

    private fun tableModePyramida(turned: Boolean) {
        val g = open(GameOptions(GameKind.PYRAMIDA, "standard", listOf(SeatController.Human, SeatController.Human)), true, "e1-d2")
        host.advance(2000) // the board has turned to face Black, or stayed
        g.render(1080, 2340, host.time)
        val b = g.board as games.pyramids.app.pyramida.PyramidaBoard
        fun at(name: String) = Rotation.rotate(b.geometry.spots().first { it.name == name }.center, boardCenter(g), if (turned) 180f else 0f)
        // The base row is at the top of the screen when the board turned to Black, at the bottom when it stayed.
        assertEquals(turned, at("c1").y < boardCenter(g).y)
        val from = at("c1"); val to = at("b2")
        g.tap(from.x, from.y)
        g.tap(to.x, to.y)
        assertEquals(listOf("e1-d2", "c1-b2"), g.session.history())
    }

    @Test fun `undo and redo buttons work by touch`() {
        val g = open(twoHumans, false, "1a1", "1b1")
        g.render(1080, 2340, host.time)
        val undo = button(g, "undo")
        g.tap(undo.cx, undo.cy)
        assertEquals(listOf("1a1"), g.session.history())
        g.render(1080, 2340, host.time)
        val redo = button(g, "redo")
        g.tap(redo.cx, redo.cy)
        assertEquals(listOf("1a1", "1b1"), g.session.history())
    }

    private fun button(g: GameScreen, id: String): games.pyramids.app.ui.Box {
        val node = g.accessibilityNodes().first { it.description == when (id) { "undo" -> English(TextKey.UNDO); "redo" -> English(TextKey.REDO); else -> English(TextKey.HINT) } && it.onClick != null }
        return node.bounds
    }

    @Test fun `against the AI the screen shows it thinking and then it moves`() {
        val g = open(GameOptions(GameKind.PYLOS, "standard", listOf(SeatController.Human, SeatController.Ai(AiLevel.EASY))))
        val p = screenPoint(g, "1a1")
        g.tap(p.x, p.y)
        assertTrue(g.controller.thinking)
        assertTrue(g.isAnimating(host.time))
        g.render(1080, 2340, host.time + 100)
        host.advance(3000)
        assertEquals(2, g.session.history().size)
        assertTrue(g.controller.humanToMove)
    }

    @Test fun `accessibility, every visible position is a node that can be played`() {
        val g = open(twoHumans)
        val nodes = g.accessibilityNodes()
        val board = nodes.filter { it.description.startsWith("Level ") }
        assertEquals(16, board.size, "16 empty holes on an empty board")
        val n = board.first { it.description.startsWith("Level 1, column B, row 2") }
        assertTrue(n.description.contains(English(TextKey.A11Y_CAN_PLACE)))
        n.onClick!!()
        assertEquals(listOf("1b2"), g.session.history())
        val after = g.accessibilityNodes().first { it.description.startsWith("Level 1, column B, row 2") }
        assertTrue(after.description.contains(English(TextKey.A11Y_LIGHT_BALL)) && after.description.contains(English(TextKey.A11Y_LAST_MOVE)), after.description)
        assertTrue(g.accessibilityNodes().any { it.description.contains(English.plural(TextKey.RESERVE, 14)) })
    }

    @Test fun `game over shows the result and rematch starts a fresh game`() {
        val g = open(GameOptions(GameKind.PYLOS, "kids", listOf(SeatController.Human, SeatController.Human)))
        val s = g.session as EngineSession
        while (!s.outcome().isOver) s.script(s.legalActions().first().notation.takeIf { !it.contains('-') } ?: s.legalActions().first { !it.notation.contains('-') }.notation)
        g.controller.start()
        g.render(1080, 2340, host.time)
        val nodes = g.accessibilityNodes()
        val winner = (s.outcome() as GameOutcome.Win).winner
        assertTrue(nodes.any { it.description == English(TextKey.WINS, English.seatName(GameKind.PYLOS, winner)) })
        nodes.first { it.description == English(TextKey.REMATCH) }.onClick!!()
        val fresh = app.current as GameScreen
        assertTrue(fresh !== g)
        assertEquals(0, fresh.session.history().size)
        assertEquals(2, app.depth, "the rematch replaced the finished game")
    }

    @Test fun `leaving a game and resuming it restores the history and the redo list`() {
        val g = open(twoHumans, false, "1a1", "1b1", "1c1")
        g.controller.undo()
        val id = g.saveId
        app.back()
        assertTrue(app.current is HomeScreen)
        assertNull(Launcher.openSave(app, id))
        val resumed = app.current as GameScreen
        assertEquals(listOf("1a1", "1b1"), resumed.session.history())
        assertTrue(resumed.controller.canRedo)
        resumed.controller.redo()
        assertEquals(listOf("1a1", "1b1", "1c1"), resumed.session.history())
    }

    @Test fun `a corrupted or future save is reported on the home screen, never a crash`() {
        File(app.saves.dir.also { it.mkdirs() }, "bad.pyrsave").writeText("pyramids-app-save 1\ngame=pylos\nupdated=9\nply=3\n\nthis is not a game")
        File(app.saves.dir, "future.pyrsave").writeText("pyramids-app-save 9\ngame=pylos\n\n{}")
        val home = app.current as HomeScreen
        home.layout(1080f, 2340f)
        // The damaged ongoing save is offered for resume (its header is fine); opening it fails cleanly.
        val resume = home.accessibilityNodes().first { it.description.startsWith(English(TextKey.RESUME)) }
        resume.onClick!!()
        assertTrue(app.current is HomeScreen)
        assertNotNull(home.notice)
        // In the catalog's words: the core's reason ("not valid JSON") is English, for logs.
        assertEquals(English(TextKey.DAMAGED_SAVE), home.notice)
        home.render(1080, 2340, host.time)
        assertEquals(English(TextKey.FUTURE_SAVE, 9), Launcher.openSave(app, "future"))
        // Saved-games list shows both and can delete them.
        app.push(SavedGamesScreen(app))
        app.current!!.render(1080, 2340, host.time)
        val saved = app.current as SavedGamesScreen
        val deletes = saved.accessibilityNodes().filter { it.description.startsWith(English(TextKey.DELETE)) }
        assertEquals(2, deletes.size)
        // A newer version's save says so, not "damaged"; no technical reason is shown.
        assertTrue(deletes.any { it.description.contains(English(TextKey.NEWER_SAVE_TITLE)) }, deletes.toString())
        assertTrue(deletes.none { it.description.contains("header") || it.description.contains("JSON") }, deletes.toString())
        // Delete asks first: Cancel keeps the file, Delete removes it.
        deletes[0].onClick!!()
        assertNotNull(saved.confirming)
        saved.render(1080, 2340, host.time)
        // The shared confirmation (as Resign's): Delete in the danger colour, never the primary accent.
        assertEquals(mapOf("cancel" to ButtonKind.SECONDARY, "confirm-delete" to ButtonKind.DANGER), saved.dialog.buttons.buttons.associate { it.id to it.kind })
        saved.accessibilityNodes().first { it.description == English(TextKey.CANCEL) }.onClick!!()
        assertEquals(2, app.saves.list().size)
        for (i in 0 until 2) {
            saved.accessibilityNodes().first { it.description.startsWith(English(TextKey.DELETE)) }.onClick!!()
            saved.accessibilityNodes().first { it.description == English(TextKey.DELETE) }.onClick!!()
        }
        assertTrue(app.saves.list().isEmpty())
    }

    @Test fun `a real save from a newer core version is refused in the catalog's words`() {
        val g = open(twoHumans, false, "1a1", "1b1")
        val id = g.saveId
        app.pause() // autosaves
        val ok = app.saves.read(id) as LoadResult.Ok
        assertTrue(Regex("\"version\"\\s*:\\s*1\\b").containsMatchIn(ok.coreSave), ok.coreSave)
        app.back()
        val future = ok.coreSave.replace(Regex("\"version\"\\s*:\\s*1\\b"), "\"version\": 99")
        app.saves.write(id, ok.meta, future)
        val message = Launcher.openSave(app, id)
        assertNotNull(message, "the newer save is not opened")
        // It says so: a newer version made it (BadSave's typed problem), not "damaged".
        assertEquals(English(TextKey.FUTURE_SAVE, 99), message)
        assertTrue(app.current is HomeScreen)
        // The untouched string still resumes the exact game.
        app.saves.write(id, ok.meta, ok.coreSave)
        assertNull(Launcher.openSave(app, id))
        assertEquals(listOf("1a1", "1b1"), (app.current as GameScreen).session.history())
    }

    @Test fun `without an engine a new game explains itself instead of crashing`() {
        val a = games.pyramids.app.screens.App(English, 2f, games.pyramids.app.session.NoEngine, app.saves, { it.run() }, { it.run() }, host)
        a.size(1080f, 2340f)
        a.push(HomeScreen(a))
        val ng = NewGameScreen(a, GameKind.PYLOS)
        a.push(ng)
        ng.start()
        assertTrue(a.current is NewGameScreen)
        ng.render(1080, 2340, host.time)
    }

    @Test fun `every game opens its board`() {
        for (kind in GameKind.entries) {
            assertNull(Launcher.startNew(app, GameOptions(kind), false, replaceTop = false), "$kind")
            assertEquals(kind, (app.current as GameScreen).session.game)
            app.popToRoot()
        }
    }

    @Test fun `pausing the app saves the game under any screen on top, resuming brings the AI back`() {
        val g = open(GameOptions(GameKind.PYLOS, "standard", listOf(SeatController.Human, SeatController.Ai(AiLevel.EASY))))
        val p = screenPoint(g, "1a1")
        g.tap(p.x, p.y)
        app.push(RulesScreen(app, GameKind.PYLOS))
        app.pause()
        assertFalse(g.controller.thinking, "the AI stops while the app is away")
        host.advance(5000)
        assertEquals(1, g.session.history().size)
        app.resume()
        host.advance(5000)
        assertEquals(2, g.session.history().size)
        assertEquals(2, (app.saves.read(g.saveId) as LoadResult.Ok).meta.ply)
    }

    @Test fun `back from a game goes home and from home leaves the app`() {
        val g = open(twoHumans)
        app.back()
        assertTrue(app.current is HomeScreen)
        // The native session was freed with the screen.
        org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException::class.java) { g.session.history() }
        assertFalse(host.exited)
        app.back()
        assertTrue(host.exited)
    }

    /** Taps the middle of the one node described [description], as a player's finger would. */
    private fun tapNode(g: GameScreen, description: String) {
        val n = g.accessibilityNodes().first { it.description == description && it.onClick != null }
        g.tap(n.bounds.cx, n.bounds.cy)
    }

    @Test fun `Resign asks first, and Keep playing changes nothing`() {
        val g = open(twoHumans, false, "1a1")
        val before = g.session.save()
        tapNode(g, English(TextKey.RESIGN))
        assertEquals(1, g.controller.resignSeat)
        assertEquals(1, g.confirmingResign, "the confirmation is up for Dark, the player to move")
        val dialog = g.accessibilityNodes()
        assertTrue(dialog[0].description.startsWith(English(TextKey.RESIGN_TITLE)), dialog[0].description)
        assertTrue(dialog[0].description.contains(English(TextKey.RESIGN_BODY, "Dark")), dialog[0].description)
        assertEquals(listOf(English(TextKey.KEEP_PLAYING), English(TextKey.RESIGN)), dialog.drop(1).map { it.description }, "only the dialog is reachable")
        // The shared confirmation (as Delete's): Resign in the danger colour, never the primary accent.
        assertEquals(mapOf("keep-playing" to ButtonKind.SECONDARY, "confirm-resign" to ButtonKind.DANGER), g.resignDialog.buttons.buttons.associate { it.id to it.kind })
        // Words and styles are the model's confirmation's (TextCatalog.confirmDialog), answer for answer.
        val model = English.catalog.confirmDialog(games.pyramids.core.ConfirmAsk.Resign(GameKind.PYLOS, 1u))
        assertEquals(model.buttons.map { it.label to it.role.kind() }, g.resignDialog.buttons.buttons.map { it.label to it.kind })
        assertEquals(games.pyramids.core.ButtonRole.DESTRUCTIVE, model.buttons.single { it.answer == games.pyramids.core.ConfirmAnswer.GO }.role)
        // A tap on the board while it is up plays nothing.
        val p = screenPoint(g, "1b2")
        g.tap(p.x, p.y)
        tapNode(g, English(TextKey.KEEP_PLAYING))
        assertNull(g.confirmingResign)
        assertEquals(before, g.session.save(), "nothing changed")
        assertFalse(g.controller.snapshot.outcome.isOver)
        assertEquals(1, g.controller.resignSeat)
        // Back also keeps playing.
        tapNode(g, English(TextKey.RESIGN))
        app.back()
        assertTrue(app.current === g, "back closes the confirmation, not the game")
        assertNull(g.confirmingResign)
        assertEquals(before, g.session.save())
    }

    @Test fun `Resign confirmed ends the game, saves it, and the sheet says who resigned`() {
        val g = open(twoHumans, false, "1a1")
        tapNode(g, English(TextKey.RESIGN))
        tapNode(g, English(TextKey.RESIGN))
        assertNull(g.confirmingResign)
        assertEquals(GameOutcome.Win(0), g.controller.snapshot.outcome)
        assertEquals(1, g.controller.snapshot.resigned)
        assertTrue(g.sheet.open)
        assertEquals("Light wins!", g.sheet.summary()?.headlineText)
        assertEquals("Dark resigned", g.sheet.summary()?.note)
        g.render(1080, 2340, host.time + 5000)
        assertTrue(g.accessibilityNodes().any { it.description == "Light wins! Dark resigned" }, "a screen reader hears the note with the headline")
        assertTrue(g.accessibilityNodes().none { it.description == English(TextKey.RESIGN) }, "no Resign once the game is over")
        val saved = app.saves.read(g.saveId) as LoadResult.Ok
        assertEquals(g.session.save(), saved.coreSave, "the resignation is saved")
        sessions.load(saved.coreSave).use { assertEquals(1, it.snapshot().resigned) }
    }
}
