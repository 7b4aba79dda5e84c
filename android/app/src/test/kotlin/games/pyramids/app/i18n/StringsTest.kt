package games.pyramids.app.i18n

import games.pyramids.app.session.id
import games.pyramids.core.AiLevel
import games.pyramids.core.GameKind
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class StringsTest {
    private fun plainTexts(s: Strings): Map<String, String> =
        Strings::class.java.declaredMethods
            .filter { it.name.startsWith("get") && it.parameterCount == 0 && it.returnType == String::class.java }
            .associate { it.name.removePrefix("get") to (it.invoke(s) as String) }

    @Test fun `every language has every text, none blank`() {
        val english = plainTexts(English).keys
        assertTrue(english.size > 40, "found ${english.size} texts")
        for (s in Strings.all) {
            val texts = plainTexts(s)
            assertEquals(english, texts.keys)
            for ((k, v) in texts) assertTrue(v.isNotBlank(), "${s.languageTag}: $k is blank")
        }
    }

    /**
     * Every text with values (a function of numbers, names, a level …): what
     * each language puts in. Each value is a marker no text contains by
     * itself; a language that dropped or added one differs from English.
     */
    private fun placeholders(s: Strings): Map<String, Set<String>> {
        val out = HashMap<String, Set<String>>()
        for (m in Strings::class.java.declaredMethods) {
            if (!m.name.startsWith("get") || m.parameterCount != 0) continue
            val t = m.genericReturnType as? java.lang.reflect.ParameterizedType ?: continue
            if (!(t.rawType as Class<*>).name.startsWith("kotlin.jvm.functions.Function")) continue
            val types = t.actualTypeArguments.dropLast(1)
            val args = ArrayList<Any>()
            val markers = ArrayList<String>()
            var ok = true
            types.forEachIndexed { i, ty ->
                when (ty.typeName.removePrefix("? super ")) {
                    "java.lang.Integer" -> (9001 + i).let { args.add(it); markers.add(it.toString()) }
                    "java.lang.String" -> "⟦$i⟧".let { args.add(it); markers.add(it) }
                    "java.lang.Character" -> { args.add('ж'); markers.add("ж") }
                    else -> ok = false
                }
            }
            if (!ok || args.isEmpty()) continue
            val f = m.invoke(s)
            val invoke = (t.rawType as Class<*>).getMethod("invoke", *Array(args.size) { Any::class.java })
            val text = invoke.invoke(f, *args.toTypedArray()) as String
            out[m.name.removePrefix("get")] = markers.filter { text.contains(it, ignoreCase = true) }.toSet()
        }
        return out
    }

    @Test fun `every language has every text with values and fills in the same values`() {
        val english = placeholders(English)
        assertTrue(english.size > 25, "found ${english.size} texts with values")
        // Texts that show their values (names and numbers, not a seat index or a variant's key).
        for (k in listOf("ToMove", "Thinking", "ResumeDetail", "Reserve", "AiSeat", "FutureSave", "SaveFailed", "Illegal", "PyramidoTilesLeft"))
            assertTrue(english.getValue(k).isNotEmpty(), "English $k shows none of its values")
        for (s in Strings.all) {
            val texts = placeholders(s)
            assertEquals(english.keys, texts.keys, s.languageTag)
            for ((k, v) in english) assertEquals(v, texts[k], "${s.languageTag}: $k")
        }
    }

    @Test fun `texts with values are filled in for every language`() {
        for (s in Strings.all) {
            for (n in listOf(0, 1, 2, 3, 4, 5, 15, 21)) {
                assertTrue(s.reserve(n).contains(n.toString()), "${s.languageTag} reserve($n)")
                assertTrue(s.moveNumber(n).contains(n.toString()))
            }
            for (l in AiLevel.entries) assertTrue(s.levelName(l).isNotBlank())
            for (v in listOf("kids", "standard", "expert")) {
                assertTrue(s.variantName(v).isNotBlank()); assertTrue(s.variantBlurb(v).isNotBlank())
            }
            assertTrue(s.toMove("X").contains("X")); assertTrue(s.wins("X").contains("X")); assertTrue(s.thinking("X").contains("X"))
            assertTrue(s.aiSeat("A", "B").let { it.contains("A") && it.contains("B") })
            assertTrue(s.a11yPosition(2, 'b', 3).let { it.contains("2") && it.contains("B") && it.contains("3") })
            assertTrue(s.futureSave(3).contains("3"))
            for (k in GameKind.entries) {
                assertTrue(s.blurb(k).isNotBlank())
                val rules = s.rulesOf(k)
                assertTrue(rules.size >= 3, "${s.languageTag} ${k.id} rules have ${rules.size} sections")
                assertTrue(rules.all { sec -> sec.heading.isNotBlank() && sec.paragraphs.isNotEmpty() && sec.paragraphs.all { it.length > 20 } })
            }
            assertEquals(listOf("Light", "Dark").size, (0..1).map { s.pylosSeat(it) }.distinct().size)
        }
    }

    @Test fun `Pyramida's rules say the board is reconstructed, in every language`() {
        val word = mapOf("en" to "reconstructed", "pt" to "reconstruído", "cs" to "zrekonstruována", "sl" to "rekonstruirana")
        for (s in Strings.all) {
            val text = s.pyramidaRules.first().paragraphs.joinToString(" ")
            assertTrue(text.contains(word.getValue(s.languageTag)), "${s.languageTag}: $text")
        }
    }

    @Test fun `the device language picks the strings, English otherwise`() {
        assertEquals("pt", Strings.forLanguage("pt-BR").languageTag)
        assertEquals("pt", Strings.forLanguage("pt_PT").languageTag)
        assertEquals("cs", Strings.forLanguage("cs-CZ").languageTag)
        assertEquals("sl", Strings.forLanguage("sl").languageTag)
        assertEquals("en", Strings.forLanguage("de-DE").languageTag)
        assertEquals("en", Strings.forLanguage(null).languageTag)
        assertEquals("en", Strings.forLanguage("").languageTag)
    }

    @Test fun `Czech and Slovenian plurals of the reserve`() {
        assertEquals("Zbývá 1 koule", Czech.reserve(1))
        assertEquals("Zbývají 3 koule", Czech.reserve(3))
        assertEquals("Zbývá 7 koulí", Czech.reserve(7))
        assertEquals("Ostaneta 2 krogli", Slovenian.reserve(2))
        assertEquals("Ostane 5 krogel", Slovenian.reserve(5))
        assertFalse(English.reserve(1).contains("balls"))
    }
}
