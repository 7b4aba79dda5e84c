package games.pyramids.app.testkit

import java.io.File

/**
 * The cross-language conformance scenarios (`tests/scenarios/<game>/<name>.json`
 * at the repository root), read so app tests can set up the same positions
 * the Rust and Kotlin suites check. Only the `actions` list is needed here.
 */
object Scenarios {
    private val root: File = generateSequence(File("").absoluteFile) { it.parentFile }
        .firstOrNull { File(it, "tests/scenarios").isDirectory } ?: File("..")

    /** The decisions of scenario [name] of [game], in notation. */
    fun actions(game: String, name: String): List<String> {
        val text = File(root, "tests/scenarios/$game/$name.json").readText()
        val list = Regex("\"actions\"\\s*:\\s*\\[(.*?)]", RegexOption.DOT_MATCHES_ALL).find(text)?.groupValues?.get(1)
            ?: error("scenario $name has no actions")
        return Regex("\"([^\"]*)\"").findAll(list).map { it.groupValues[1] }.toList()
    }
}
