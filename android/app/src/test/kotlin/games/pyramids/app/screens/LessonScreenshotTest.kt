package games.pyramids.app.screens

import games.pyramids.app.learn.lessonIds
import games.pyramids.app.learn.press
import games.pyramids.app.learn.tapPlace
import games.pyramids.app.screens.ScreenshotTest.Companion.phone
import games.pyramids.app.screens.ScreenshotTest.Companion.shot
import games.pyramids.app.screens.ScreenshotTest.Companion.stage
import games.pyramids.app.screens.ScreenshotTest.Companion.tablet
import games.pyramids.core.BoardPlace
import games.pyramids.core.GameKind
import games.pyramids.core.LessonWaiting
import games.pyramids.core.PyramidoColour
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Test
import java.io.File

/**
 * The lessons on screen: each lesson's first step on a phone, and on a
 * tablet its first decision after one wrong try (the first the lesson's
 * scenario makes, tapped on the board as a player would), with the answer
 * shown; Home's Learn entries, a lesson list, the first-launch offer and a
 * lesson on a phone in landscape.
 */
class LessonScreenshotTest {
    private val landscape = ScreenshotTest.Device("landscape", 2340, 1080, 2.625f)

    /** The first wrong try of [lesson]'s scenario: the places it taps (`press:` buttons kept as they are) and its answer's kind. */
    private fun wrongTry(game: GameKind, lesson: String): Pair<List<String>, String>? {
        val root = generateSequence(File("").absoluteFile) { it.parentFile }.first { File(it, "tests/scenarios").isDirectory }
        val file = File(root, "tests/scenarios/lessons/${game.name.lowercase()}").listFiles()!!.first { it.name.endsWith("-$lesson.json") }
        val m = Regex("\"wrong\"\\s*:\\s*\\[\\s*\\{\\s*\"taps\"\\s*:\\s*\\[(.*?)]\\s*,\\s*\"answer\"\\s*:\\s*\"(\\w+)\"", RegexOption.DOT_MATCHES_ALL)
            .find(file.readText()) ?: return null
        return Regex("\"([^\"]*)\"").findAll(m.groupValues[1]).map { it.groupValues[1] }.toList() to m.groupValues[2]
    }

    private fun place(game: GameKind, name: String): BoardPlace = when {
        game == GameKind.PYLOS -> BoardPlace.Pylos(name)
        game == GameKind.PYRAMIDA -> BoardPlace.Pyramida(name)
        name.startsWith("q") -> BoardPlace.PyramidoSlot((name.drop(1).toInt() - 1).toUByte())
        name.startsWith("pile") -> BoardPlace.PyramidoPile((name.substringAfter(':').toInt() - 1).toUByte())
        name.startsWith("tile:") -> BoardPlace.PyramidoFace(PyramidoColour.valueOf(name.substringAfter(':').uppercase()))
        else -> BoardPlace.PyramidoCell(name)
    }

    @Test
    fun everyLessonsFirstStepOnAPhoneAndAWrongTryOnATablet() {
        for (game in GameKind.entries) {
            val ids = lessonIds(stage(phone).app, game)
            for (id in ids) {
                val st = stage(phone)
                st.app.push(LessonScreen(st.app, id))
                shot("lesson-$id", phone, st)

                val t = stage(tablet)
                val screen = LessonScreen(t.app, id)
                t.app.push(screen)
                while (screen.model.screen.waiting is LessonWaiting.Next) screen.next()
                val wrong = wrongTry(game, id)
                if (screen.model.screen.waiting is LessonWaiting.Decision && wrong != null) {
                    screen.layout(tablet.w.toFloat(), tablet.h.toFloat())
                    val (taps, answer) = wrong
                    var onBoard = true
                    for (tap in taps) if (tap.startsWith("press:")) screen.press(tap.removePrefix("press:")) else {
                        val p = place(game, tap)
                        // A cell beyond the floor's drawn grid cannot be tapped by a player (the scenario taps the model itself).
                        val drawn = screen.board.placeBox(p, screen.active) != null
                        onBoard = onBoard && drawn
                        if (drawn) screen.tapPlace(p)
                    }
                    if (answer != "ignored" && onBoard) assertNotNull(screen.refusal ?: screen.model.screen.text.answer, "$id: the wrong try $taps was not answered")
                }
                shot("lesson-$id-wrong", tablet, t)
            }
        }
    }

    @Test
    fun learnOnHomeTheListTheOfferAndALandscapeLesson() {
        val st = stage(phone)
        st.app.learn.finished("pylos-place")
        st.app.learn.finished("pylos-raise")
        st.app.learn.left("pylos-square", 2)
        st.app.learn.finished("pyramida-climb")
        val home = st.app.current as HomeScreen
        home.layout(phone.w.toFloat(), phone.h.toFloat())
        home.scroller.scrollTo(home.scroller.max)
        shot("learn-home", phone, st)
        st.app.push(LessonListScreen(st.app, GameKind.PYLOS))
        shot("lesson-list-pylos", phone, st)
        val first = stage(phone, offers = true)
        first.app.push(NewGameScreen(first.app, GameKind.PYRAMIDO))
        shot("lesson-offer", phone, first)

        val l = stage(landscape)
        l.app.push(LessonScreen(l.app, "pylos-place"))
        (l.app.current as LessonScreen).next()
        shot("lesson-pylos-place", landscape, l)
    }
}
