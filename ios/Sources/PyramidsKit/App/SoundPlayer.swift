// What the app hears: a short sound per cue the shared model names for a
// decision's events (GameSession.sounds). The kit decides when; the host
// plays them (AVAudioPlayer over the bundled play/data/sounds files, in
// PyramidsUI); tests record them.
import PyramidsCore

@MainActor
public protocol SoundPlayer: AnyObject {
    func play(_ cue: SoundCue)
}

/// No sound at all (a host without audio).
@MainActor
public final class SilentPlayer: SoundPlayer {
    public init() {}
    public func play(_ cue: SoundCue) {}
}

extension SoundPlayer {
    /// The sounds of one decision's events, in order, while the sound setting is on.
    func play(_ events: [GameEvent], of session: GameSession, on: Bool) {
        guard on, !events.isEmpty else { return }
        for cue in session.sounds(events: events) { play(cue) }
    }
}
