package games.pyramids.app.ui

import games.pyramids.core.ButtonRole

/**
 * The shared model's [ButtonRole] as this app's button style, so a button is
 * styled by what it does (the model decides that once for both apps), never
 * by which button it happens to be: the destructive one is outlined in the
 * danger colour, never filled like the main one.
 */
fun ButtonRole.kind(): ButtonKind = when (this) {
    ButtonRole.PRIMARY -> ButtonKind.PRIMARY
    ButtonRole.SECONDARY -> ButtonKind.SECONDARY
    ButtonRole.DESTRUCTIVE -> ButtonKind.DANGER
}

/** The style of an icon-only tool of that role (a saved-game card's): plain unless destructive. */
fun ButtonRole.iconKind(): ButtonKind = if (this == ButtonRole.DESTRUCTIVE) ButtonKind.DANGER else ButtonKind.GHOST
