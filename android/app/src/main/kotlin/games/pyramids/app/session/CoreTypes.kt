package games.pyramids.app.session

import games.pyramids.core.GameKind
import games.pyramids.core.GameOutcome
import games.pyramids.core.PylosPosition
import games.pyramids.core.PylosSnapshot
import games.pyramids.core.PyramidaField
import games.pyramids.core.PyramidaSnapshot
import games.pyramids.core.PyramidoPlayer
import games.pyramids.core.PyramidoSnapshot
import games.pyramids.core.SeatController

/*
 * Small conveniences over the types the bindings generate (package
 * games.pyramids.core): the app uses those types directly, with no copy.
 */

/** The game's stable id in save metadata and button ids (`pylos` …). */
val GameKind.id: String get() = name.lowercase()

/** The game with the [id] of [GameKind.id], or null. */
fun gameKindOf(id: String): GameKind? = GameKind.entries.firstOrNull { it.id == id }

val SeatController.isHuman: Boolean get() = this is SeatController.Human

val GameOutcome.isOver: Boolean get() = this !is GameOutcome.Ongoing

/** The position named [name] (`2b1`), or null. */
fun PylosSnapshot.at(name: String): PylosPosition? = positions.firstOrNull { it.name == name }

/** The field named [name] (`e3`), or null. */
fun PyramidaSnapshot.at(name: String): PyramidaField? = fields.firstOrNull { it.name == name }

fun PyramidoSnapshot.player(seat: Int): PyramidoPlayer = players[seat]
