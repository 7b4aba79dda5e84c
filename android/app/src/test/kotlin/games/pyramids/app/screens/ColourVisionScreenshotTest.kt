package games.pyramids.app.screens

import games.pyramids.app.screens.ScreenshotTest.Companion.phone
import games.pyramids.app.screens.ScreenshotTest.Companion.shot
import games.pyramids.app.screens.ScreenshotTest.Companion.stage
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.ui.Palette
import games.pyramids.core.PylosColor
import games.pyramids.core.PyramidaStone
import games.pyramids.core.PyramidoColour
import games.pyramids.core.AiLevel
import games.pyramids.core.ColourPatterns
import games.pyramids.core.ColourVision
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.SeatController
import games.pyramids.core.SettingId
import games.pyramids.core.SettingValue
import games.pyramids.core.colourDistance
import games.pyramids.core.colourVisionRgb
import games.pyramids.core.contrastRatio
import games.pyramids.core.simulateColourVision
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.awt.image.BufferedImage
import java.io.File
import javax.imageio.ImageIO

/**
 * Every board as a deuteranope and a protanope see it (the shared model's
 * Machado 2009 simulation), written beside the normal screenshot, and the
 * palette's hardest pairs measured under both simulations.
 */
class ColourVisionScreenshotTest {
    private val kinds = ColourVision.entries

    /** Writes [file] as each kind sees it: `<name>-deuteranopia-<device>.png`, `<name>-protanopia-<device>.png`. */
    private fun simulated(file: File): List<File> {
        val img = ImageIO.read(file)
        val w = img.width; val h = img.height
        val argb = img.getRGB(0, 0, w, h, null, 0, w)
        val rgba = ByteArray(w * h * 4)
        for (i in argb.indices) {
            val c = argb[i]
            rgba[i * 4] = (c shr 16).toByte(); rgba[i * 4 + 1] = (c shr 8).toByte(); rgba[i * 4 + 2] = c.toByte(); rgba[i * 4 + 3] = (c ushr 24).toByte()
        }
        return kinds.map { kind ->
            val out = simulateColourVision(rgba, kind)
            assertEquals(rgba.size, out.size)
            val px = IntArray(w * h) { i ->
                ((out[i * 4 + 3].toInt() and 0xFF) shl 24) or ((out[i * 4].toInt() and 0xFF) shl 16) or ((out[i * 4 + 1].toInt() and 0xFF) shl 8) or (out[i * 4 + 2].toInt() and 0xFF)
            }
            val sim = BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB).also { it.setRGB(0, 0, w, h, px, 0, w) }
            val name = file.name.removeSuffix("-${phone.name}.png")
            File(file.parentFile, "$name-${kind.name.lowercase()}-${phone.name}.png").also { ImageIO.write(sim, "png", it) }
        }
    }

    private fun game(st: ScreenshotTest.Companion.Stage, options: GameOptions, vararg moves: String): GameScreen {
        assertTrue(Launcher.startNew(st.app, options, false, replaceTop = false) == null)
        val g = st.app.current as GameScreen
        (g.session as EngineSession).script(*moves)
        g.controller.start()
        return g
    }

    @Test fun `every board is written as a deuteranope and a protanope see it`() {
        val pylos = stage(phone).also { game(it, ScreenshotTest.vsAi, *ScreenshotTest.midGame) }
        val pyramida = stage(phone).also {
            game(it, GameOptions(GameKind.PYRAMIDA, "standard", listOf(SeatController.Human, SeatController.Human), 1),
                "e1-d2", "c1-d2", "c1", "g1-f2", "i1-j2", "f2-e3", "c1-d2", "e1")
        }
        val pyramido = stage(phone, sessions = TestSessions(maxNodes = 60)).also {
            game(it, GameOptions(GameKind.PYRAMIDO, null, listOf(SeatController.Human, SeatController.Ai(AiLevel.HARD)), seed = 4, firstPlayer = 0))
        }
        for ((name, st) in listOf("pylos-vision" to pylos, "pyramida-vision" to pyramida, "pyramido-vision" to pyramido)) {
            val files = simulated(shot(name, phone, st))
            assertTrue(files.all { it.length() > 10_000 }, files.toString())
        }
        // The strong patterns, for the curated set: every quarter marked boldly.
        val strong = stage(phone, sessions = TestSessions(maxNodes = 60))
        strong.app.changeSetting(SettingId.PATTERNS, SettingValue.Choice(ColourPatterns.entries.indexOf(ColourPatterns.STRONG).toUInt()))
        game(strong, GameOptions(GameKind.PYRAMIDO, null, listOf(SeatController.Human, SeatController.Ai(AiLevel.HARD)), seed = 4, firstPlayer = 0))
        simulated(shot("pyramido-patterns-strong", phone, strong))
    }

    private fun rgb(c: Int) = (c and 0xFFFFFF).toUInt()

    /** ΔE of [a] and [b] as [kind] sees them. */
    private fun seen(a: Int, b: Int, kind: ColourVision) = colourDistance(colourVisionRgb(rgb(a), kind), colourVisionRgb(rgb(b), kind))

    @Test fun `the palette's hardest pairs stay apart under both simulations`() {
        // The colours the boards are filled with: the shared palette (Palette).
        val pyramido = PyramidoColour.entries.associate { it.name.lowercase() to Palette.pyramido(it) }
        for (kind in kinds) {
            val pairs = pyramido.entries.toList().let { l -> l.indices.flatMap { i -> (i + 1 until l.size).map { j -> l[i] to l[j] } } }
                .map { (a, b) -> "${a.key}/${b.key}" to seen(a.value, b.value, kind) }.sortedBy { it.second }
            println("Pyramido under $kind, closest first (CIE76 ΔE): " + pairs.joinToString { "%s %.1f".format(it.first, it.second) })
            val aquaGreen = seen(Palette.pyramido(PyramidoColour.AQUA), Palette.pyramido(PyramidoColour.GREEN), kind)
            val blueAqua = seen(Palette.pyramido(PyramidoColour.BLUE), Palette.pyramido(PyramidoColour.AQUA), kind)
            // 10 is a difference seen at a glance between neighbouring pieces; the mark tells the rest.
            assertTrue(aquaGreen >= 10.0, "aqua/green under $kind: ΔE %.1f".format(aquaGreen))
            assertTrue(blueAqua >= 10.0, "blue/aqua under $kind: ΔE %.1f".format(blueAqua))
            assertTrue(pairs.first().second >= 12.0, "closest Pyramido pair under $kind: ${pairs.first()}")
            val sides = listOf("Pylos" to (Palette.ball(PylosColor.LIGHT) to Palette.ball(PylosColor.DARK)),
                "Pyramida" to (Palette.stone(PyramidaStone.WHITE) to Palette.stone(PyramidaStone.BLACK)))
            for ((game, pair) in sides) {
                val (light, dark) = pair
                val ratio = contrastRatio(colourVisionRgb(rgb(light), kind), colourVisionRgb(rgb(dark), kind))
                println("$game sides under $kind: contrast %.2f:1, ΔE %.1f".format(ratio, seen(light, dark, kind)))
                assertTrue(ratio >= 4.5, "$game's sides under $kind: %.2f:1".format(ratio))
            }
        }
    }
}
