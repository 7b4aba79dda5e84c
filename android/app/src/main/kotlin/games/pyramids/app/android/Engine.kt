package games.pyramids.app.android

import games.pyramids.app.session.SessionFactory
import games.pyramids.app.session.UniffiSessions

/**
 * Where the app gets its game sessions: the Rust core through the UniFFI
 * bindings (`games.pyramids.core`, loading libpyramids_ffi.so through JNA on
 * first use).
 */
object Engine {
    fun factory(): SessionFactory = UniffiSessions
}
