// The app's screens as pages on a stack (AppModel): each draws itself on a
// Painter, turns touches into what the app should do, and lists its
// VoiceOver elements. The SwiftUI host only forwards the window's size,
// touches and draws; everything here runs in the Linux tests.
import PyramidsCore

/// Where a page is in the app.
public enum Route: Sendable, Hashable {
    case home
    case newGame(GameKind)
    case rules(GameKind)
    case savedGames
    /// A game being played, by its save id.
    case game(String)
    /// The review of a saved game (issue 16), by its save id.
    case review(String)
    /// A game's lesson list.
    case lessons(GameKind)
    /// A lesson being played, by its id.
    case lesson(String)
    /// A shipped puzzle, by its id.
    case puzzle(String)
    /// Mistake `index` of the game last offered (AppModel.mistakes).
    case mistake(UInt32)
    /// The player's settings.
    case settings
    /// The player's results against each opponent.
    case statistics
}

/// What a touch asks the app to do.
public enum PageAction: Sendable {
    case none
    /// Something changed on the page: draw again.
    case redraw
    case open(Route)
    /// A game chosen on Home: its first-launch lesson offer, else New game.
    case choose(GameKind)
    /// Back to the page below.
    case back
    /// Back to the home page.
    case home
    /// Start a game with these choices.
    case start(NewGameModel)
    /// Open a saved game.
    case resume(String)
    /// The game on screen (this id) again with the same options, a new seed.
    case rematch(String)
    /// Learn from your mistakes: the first of these opens.
    case mistakes(MistakeController)
    /// A settings row changed: store it and apply it at once.
    case setting(SettingId, SettingValue)
}

/// Something the player should feel (the host plays haptics for it).
public enum Feedback: Sendable, Hashable {
    /// A piece was played (by the player, or the computer's answer arrived).
    case move
    /// A touch was refused (an illegal move, not your turn).
    case refused
    /// The game just ended.
    case gameOver
}

@MainActor
public protocol Page: AnyObject {
    var route: Route { get }
    /// The window changed (size, orientation, text size).
    func resize(_ spec: ScreenSpec)
    /// The page is on top again (pushed, or the one above it closed).
    func appear()
    func draw(_ p: Painter, now: Double)
    func touch(_ t: Touch, now: Double) -> PageAction
    /// VoiceOver elements, in reading order.
    func accessibility(now: Double) -> [A11yElement]
    /// Something moves: the host keeps drawing frames.
    func isAnimating(now: Double) -> Bool
    /// A system back (Escape on a keyboard): true if the page closed something of its own.
    func back() -> Bool
    /// A two-finger rotation by a quarter turn (a game may turn a piece).
    func rotateGesture() -> Bool
    /// The app goes to the background or the page is closed: stop work.
    func pause() async
    /// Back in the foreground.
    func resume()
}

/// A page over a board the library coaches (a lesson, a puzzle): it tells
/// the app when to redraw and what to play back (sound, haptics).
@MainActor
public protocol CoachedPage: Page {
    var onChange: (@MainActor () -> Void)? { get set }
    var onFeedback: (@MainActor (Feedback) -> Void)? { get set }
    /// A decision animated (the player's, the reply): its events, to be heard.
    var onDecision: (@MainActor ([GameEvent], GameSession) -> Void)? { get set }
}

extension Page {
    public func appear() {}
    public func isAnimating(now: Double) -> Bool { false }
    public func back() -> Bool { false }
    public func rotateGesture() -> Bool { false }
    public func pause() async {}
    public func resume() {}
}
