// The device's sounds: one AVAudioPlayer per bundled file (play/data/sounds,
// bundled by the XcodeGen project), loaded once at start, each cue's
// player restarted when it sounds again. Compiled where AVFoundation
// exists (the Xcode app); on Linux the file is empty (the kit's
// SoundPlayer is tested with a recording fake).
#if canImport(AVFoundation)
import AVFoundation
import PyramidsCore
import PyramidsKit

@MainActor
public final class AudioPlayer: SoundPlayer {
    private var players: [SoundCue: AVAudioPlayer] = [:]

    public init(bundle: Bundle = .main) {
        #if os(iOS)
        // Ambient: the game's sounds mix with the player's music and obey the silent switch.
        try? AVAudioSession.sharedInstance().setCategory(.ambient)
        #endif
        for cue in soundCuesAll() {
            let file = soundFile(cue: cue) as NSString
            // A folder reference keeps its folder ("sounds/"); a group puts the files at the root.
            let url = bundle.url(forResource: file.deletingPathExtension, withExtension: file.pathExtension, subdirectory: "sounds")
                ?? bundle.url(forResource: file.deletingPathExtension, withExtension: file.pathExtension)
            guard let url,
                  let player = try? AVAudioPlayer(contentsOf: url) else { continue }
            player.prepareToPlay()
            players[cue] = player
        }
    }

    public func play(_ cue: SoundCue) {
        guard let player = players[cue] else { return }
        player.currentTime = 0
        player.play()
    }
}
#endif
