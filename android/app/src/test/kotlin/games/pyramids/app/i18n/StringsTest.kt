package games.pyramids.app.i18n

import games.pyramids.core.ActionProblem
import games.pyramids.core.AiLevel
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.PyramidsException
import games.pyramids.core.SeatController
import games.pyramids.core.TextKey
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

/**
 * The texts themselves, their plural forms and placeholders are checked in
 * Rust (`play/src/catalog/tests.rs`); this checks that the app's wrapper
 * reaches that catalog: the language, a plural form, an engine error.
 */
class StringsTest {
    @Test fun `the device language picks the catalog, English otherwise`() {
        assertEquals("pt", Strings.forLanguage("pt-BR").languageTag)
        assertEquals("cs", Strings.forLanguage("cs_CZ").languageTag)
        assertEquals("sl", Strings.forLanguage("sl").languageTag)
        assertEquals("en", Strings.forLanguage("de-DE").languageTag)
        assertEquals("en", Strings.forLanguage(null).languageTag)
    }

    @Test fun `plurals come from the catalog's CLDR forms`() {
        assertEquals("Zbývají 3 koule", Czech.plural(TextKey.RESERVE, 3))
        assertEquals("Ostaneta 2 krogli", Slovenian.plural(TextKey.RESERVE, 2))
        assertEquals("1 ball left", English.plural(TextKey.RESERVE, 1))
        assertEquals("Player 3 to move", English(TextKey.TO_MOVE, English(TextKey.PLAYER_N, 3)))
    }

    @Test fun `engine errors are shown translated, not in the exception's English`() {
        // An error the library raised, worded by the library's catalog.
        val e = games.pyramids.core.GameSession(GameOptions(game = GameKind.PYLOS, seed = 1L)).use { s ->
            assertThrows<PyramidsException.BadOptions> { s.setSeat(2, SeatController.Human) }
        }
        assertEquals("Hráč 3 neexistuje: hráči jsou 1 až 2", Czech.errorText(e))
        assertFalse(English.errorText(e).contains(e.detail), "the log detail stays out")
        val turn = PyramidsException.NotYourTurn(GameKind.PYLOS, 1, SeatController.Ai(AiLevel.HARD))
        assertEquals("Počakajte: na potezi je Temni (računalnik, Težko)", Slovenian.errorText(turn))
        val illegal = PyramidsException.IllegalAction("zz", ActionProblem.TooLong(64))
        assertNotEquals(English.errorText(illegal), Slovenian.errorText(illegal))
    }
}
