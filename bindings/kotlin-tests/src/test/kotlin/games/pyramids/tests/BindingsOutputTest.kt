package games.pyramids.tests

import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File

/**
 * The Swift bindings cannot be compiled on this machine; check that
 * scripts/gen-bindings produced them and that they declare the API, and that
 * the Android Kotlin got the app configuration (bindings/uniffi.toml).
 */
class BindingsOutputTest {
    private fun read(path: String): String {
        val f = File(Support.bindingsDir, path)
        assertTrue(f.isFile && f.length() > 0, "${f.path} was not generated (run scripts/gen-bindings)")
        return f.readText()
    }

    @Test
    fun `Swift bindings declare the session, records and errors`() {
        val swift = read("swift/PyramidsCore.swift")
        // Declarations as regular expressions: the generated code is not formatted.
        for (decl in listOf("""open class GameSession\b""", """public protocol GameSessionProtocol\b""", """public\s+struct Snapshot\b""",
            """public\s+enum PyramidsError\s*:\s*Swift.Error""", """public\s+enum GameEvent\b""", """public\s+struct GameAction\b""",
            """func aiMove\(level: AiLevel\?, budget: AiBudget\)""", """func cancelAi\(\)""",
            """public convenience init\(options: GameOptions\)\s*throws""", """public static func load\(save: String\)\s*throws\s*-> GameSession""")) {
            assertTrue(Regex(decl).containsMatchIn(swift), "PyramidsCore.swift lacks /$decl/")
        }
        assertTrue(swift.contains("import PyramidsCoreFFI") || swift.contains("canImport(PyramidsCoreFFI)"), "Swift imports its FFI module")
        val header = read("swift/PyramidsCoreFFI.h")
        assertTrue(header.contains("uniffi_pyramids_ffi_fn_method_gamesession_play"))
        assertTrue(read("swift/PyramidsCoreFFI.modulemap").contains("module PyramidsCoreFFI"))
    }

    @Test
    fun `Android Kotlin uses the app configuration, JVM Kotlin does not`() {
        val android = read("kotlin/games/pyramids/core/pyramids_ffi.kt")
        assertTrue(android.contains("package games.pyramids.core"))
        assertTrue(android.contains("return \"pyramids_ffi\""), "cdylib_name")
        assertTrue(android.contains("android.system.SystemCleaner"), "android = true for the app")
        val jvm = read("kotlin-jvm/games/pyramids/core/pyramids_ffi.kt")
        assertFalse(jvm.contains("import android."), "the JVM build has no Android imports")
    }
}
