package games.pyramids.app.android

import games.pyramids.app.session.NoEngine
import games.pyramids.app.session.SessionFactory

/**
 * Where the app gets its game sessions. Phase 2 returns the factory over the
 * UniFFI bindings (`games.pyramids.core`, loaded through JNA from
 * libpyramids_ffi.so); until then there is no engine.
 */
object Engine {
    fun factory(): SessionFactory = NoEngine
}
