package games.pyramids.app.screens

import games.pyramids.app.i18n.English
import games.pyramids.app.save.SaveMeta
import games.pyramids.app.screens.ScreenshotTest.Companion.phone
import games.pyramids.app.screens.ScreenshotTest.Companion.shot
import games.pyramids.app.screens.ScreenshotTest.Companion.stage
import games.pyramids.app.testkit.render
import games.pyramids.core.AiLevel
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.GameSession
import games.pyramids.core.ReviewKey
import games.pyramids.core.SaveCardState
import games.pyramids.core.SeatController
import games.pyramids.core.TextKey
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File

/** The saved-games list from the shared card model: words, never file names; Review for every game. */
class SavedGamesCardsTest {
    private fun coreSave(kind: GameKind, moves: Int): String {
        val s = GameSession(GameOptions(kind, seats = listOf(SeatController.Human, SeatController.Human), seed = 3))
        repeat(moves) { s.playAction(s.legalActions().first()) }
        s.setSeat(1, SeatController.Ai(AiLevel.HARD))
        return s.save()
    }

    @Test fun `cards say the game, the players, the turn and the state in words`() {
        val st = stage(phone)
        val saves = st.app.saves
        var t = 1_700_000_000_000L
        for (kind in GameKind.entries) {
            saves.write("${kind.name.lowercase()}-game", SaveMeta(kind, t++, 2, false, "human,ai:hard", toMove = 0), coreSave(kind, 2))
        }
        // A core save of a newer version inside a good header, a damaged file, an app header of a newer app, a huge file.
        val newer = coreSave(GameKind.PYLOS, 1).replaceFirst("\"version\": 1", "\"version\": 9")
        saves.write("c9x", SaveMeta(GameKind.PYLOS, t++, 1, false, "human,ai:hard", toMove = 1), newer)
        File(saves.dir, "brk.pyrsave").writeText("pyramids-app-save 1\ngame=pylos\n")
        File(saves.dir, "a7x.pyrsave").writeText("pyramids-app-save 7\ngame=pylos\n\n{}")
        File(saves.dir, "h3x.pyrsave").writeText(" ".repeat(3 * 1024 * 1024))

        val cards = saves.list().associate { it.id to it.card }
        assertEquals(SaveCardState.Newer(9u), cards["c9x"]!!.state)
        assertEquals(SaveCardState.Newer(7u), cards["a7x"]!!.state)
        assertTrue(cards["h3x"]!!.state is SaveCardState.Damaged)
        assertTrue(cards["brk"]!!.state is SaveCardState.Damaged)

        // Every card's words (the list is taller than the screen, so not all are on view).
        val texts = saves.list().associate { it.id to English.saveCardText(it.card) }
        assertEquals(7, texts.size)
        for ((id, t) in texts) assertTrue(id !in t.title && id !in t.description, "no file name: $t")
        // Both newer saves say so, in words; the one in a good header still names its game.
        assertEquals(English(TextKey.NEWER_SAVE_TITLE), texts["c9x"]!!.title)
        assertEquals(English(TextKey.NEWER_SAVE_DETAIL, 9), texts["c9x"]!!.status)
        assertEquals(English.gameName(GameKind.PYLOS), texts["c9x"]!!.players)
        assertEquals(English(TextKey.NEWER_SAVE_DETAIL, 7), texts["a7x"]!!.status)
        assertEquals(English(TextKey.DAMAGED_SAVE_TITLE), texts["h3x"]!!.title)
        assertTrue(texts["h3x"]!!.status.contains("too large"), texts["h3x"]!!.status)

        st.app.push(SavedGamesScreen(st.app))
        val screen = st.app.current as SavedGamesScreen
        screen.layout(phone.w.toFloat(), phone.h.toFloat())
        val deletes = screen.accessibilityNodes().filter { it.description.startsWith(English(TextKey.DELETE) + ":") }
        // Four cards on view (each with its button row), the rest below: every card has its Delete.
        assertTrue(deletes.size >= 4, deletes.joinToString { it.description })
        assertEquals(7, screen.visibleButtons().count { it.id.startsWith("delete-") })
        for (n in deletes) {
            for (id in listOf("brk", "a7x", "h3x", "c9x", "-game")) assertTrue(id !in n.description, "no file name: ${n.description}")
        }
        assertTrue(deletes.any { it.description.contains(English(TextKey.NEWER_SAVE_TITLE)) && it.description.contains(English(TextKey.NEWER_SAVE_DETAIL, 9)) })
        // Players, whose turn and the move, from the core save itself.
        assertTrue(deletes.any { it.description.contains("Light: Human, Dark: Computer · Hard") && it.description.contains("Light to move · Move\u00A03") })
        // Review for every game's save, Pyramido's too.
        val reviews = screen.accessibilityNodes().filter { it.description.startsWith(English(ReviewKey.REVIEW) + ":") }
        assertEquals(3, reviews.size, reviews.joinToString { it.description })
        for (kind in GameKind.entries) assertTrue(reviews.any { it.description.contains(English.gameName(kind)) }, kind.name)
        shot("saved-games-cards", phone, st)
    }

    @Test fun `Delete is styled by the model's destructive role, on the card and in its confirmation, never as the main button`() {
        val st = stage(phone)
        st.app.saves.write("pylos-game", SaveMeta(GameKind.PYLOS, 1_700_000_000_000L, 2, false, "human,ai:hard", toMove = 0), coreSave(GameKind.PYLOS, 2))
        val card = st.app.saves.list().single().card
        assertEquals(games.pyramids.core.ButtonRole.DESTRUCTIVE, card.actions.single { it.action == games.pyramids.core.SaveAction.DELETE }.role)
        st.app.push(SavedGamesScreen(st.app))
        val screen = st.app.current as SavedGamesScreen
        screen.layout(phone.w.toFloat(), phone.h.toFloat())
        val buttons = screen.visibleButtons().associateBy { it.id }
        assertEquals(games.pyramids.app.ui.ButtonKind.DANGER, buttons["delete-pylos-game"]!!.kind)
        assertEquals(games.pyramids.app.ui.ButtonKind.SECONDARY, buttons["review-pylos-game"]!!.kind, "Review: the model's secondary role")
        buttons["delete-pylos-game"]!!.onClick()
        screen.layout(phone.w.toFloat(), phone.h.toFloat())
        val dialog = screen.dialog.buttons.buttons.associateBy { it.id }
        assertEquals(games.pyramids.app.ui.ButtonKind.DANGER, dialog["confirm-delete"]!!.kind)
        assertTrue(dialog.values.none { it.kind == games.pyramids.app.ui.ButtonKind.PRIMARY }, dialog.values.joinToString { "${it.id}:${it.kind}" })
        shot("saved-games-delete", phone, st)
    }

    /** The opaque colours drawn inside [box] of [img] (the box's corners rounded off by a margin). */
    private fun coloursIn(img: java.awt.image.BufferedImage, box: games.pyramids.app.ui.Box): Set<Int> {
        val out = HashSet<Int>()
        for (y in box.top.toInt() + 4 until box.bottom.toInt() - 4) for (x in box.left.toInt() + 4 until box.right.toInt() - 4) out.add(img.getRGB(x, y) and 0xFFFFFF)
        return out
    }

    @Test fun `each card pictures its position from the model's thumbnail in the pieces' colours, a damaged save none`() {
        val st = stage(phone)
        val saves = st.app.saves
        // Pyramida's start: both sides' stones on the board.
        saves.write("pyramida-game", SaveMeta(GameKind.PYRAMIDA, 1_700_000_000_002L, 2, false, "human,ai:hard", toMove = 0), coreSave(GameKind.PYRAMIDA, 2))
        saves.write("pylos-game", SaveMeta(GameKind.PYLOS, 1_700_000_000_001L, 2, false, "human,ai:hard", toMove = 0), coreSave(GameKind.PYLOS, 2))
        File(saves.dir, "brk.pyrsave").writeText("pyramids-app-save 1\ngame=pylos\n")
        val entries = saves.list().associateBy { it.id }
        assertTrue(entries["brk"]!!.card.thumbnail == null, "a damaged save has no picture")
        st.app.push(SavedGamesScreen(st.app))
        val screen = st.app.current as SavedGamesScreen
        val img = screen.render(phone.w, phone.h, 0).image
        val white = games.pyramids.app.ui.Palette.stone(games.pyramids.core.PyramidaStone.WHITE) and 0xFFFFFF
        val black = games.pyramids.app.ui.Palette.stone(games.pyramids.core.PyramidaStone.BLACK) and 0xFFFFFF
        val light = games.pyramids.app.ui.Palette.ball(games.pyramids.core.PylosColor.LIGHT) and 0xFFFFFF
        val dark = games.pyramids.app.ui.Palette.ball(games.pyramids.core.PylosColor.DARK) and 0xFFFFFF
        val pyramida = coloursIn(img, screen.pictureOf("pyramida-game")!!)
        assertTrue(white in pyramida && black in pyramida, "Pyramida's card shows both sides' stones")
        val pylos = coloursIn(img, screen.pictureOf("pylos-game")!!)
        // The empty places are shallow recesses: a gradient from the recess's top tone to its foot's.
        val recess = games.pyramids.app.ui.ThumbnailArt.recessTop
        fun nearRecess(c: Int) = listOf(16, 8, 0).all { sh -> kotlin.math.abs(((c shr sh) and 0xFF) - ((recess shr sh) and 0xFF)) <= 6 }
        assertTrue(light in pylos && dark in pylos && pylos.any(::nearRecess), "Pylos's card: two balls on the wood's empty places")
        // The damaged save: its warning where a picture would be, none of the pieces' colours.
        val damaged = screen.pictureOf("brk")
        if (damaged != null) assertTrue(coloursIn(img, damaged).none { it in setOf(white, black, light, dark) }, "no position on a damaged card")
        // Review and Delete in a row under the text and the picture, inside the card.
        val b = screen.visibleButtons().associateBy { it.id }
        val del = b["delete-pylos-game"]!!.box; val rev = b["review-pylos-game"]!!.box
        assertEquals(del.top, rev.top); assertTrue(rev.right <= del.left)
        assertTrue(del.top >= screen.pictureOf("pylos-game")!!.bottom, "the buttons under the picture")
        shot("saved-games-thumbnails", phone, st)
    }
}
