// Sounds on iOS: each animated decision plays the shared model's cues for
// its events (GameSession.sounds) through the app's SoundPlayer, here a
// recording fake, and nothing while the sound setting is off.
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

/// Records what the app asks to hear.
@MainActor
final class RecordingSound: SoundPlayer {
    private(set) var played: [SoundCue] = []
    func play(_ cue: SoundCue) { played.append(cue) }
}

@MainActor
@Suite("Sounds: a decision's cues, while the setting is on", .cleansTemporaryDirectories)
struct SoundTests {
    private func app(_ name: String, sound: RecordingSound) throws -> AppModel {
        let app = AppModel(strings: Strings(.english), store: SaveStore(directory: try Support.temporaryDirectory(name)), sound: sound,
                           spec: .iPhone, aiBudget: .nodes(count: 2_000), hintBudget: .time(ms: 200), seed: 7, clock: { 0 })
        for game in HomeScreen.games { app.learn.declineOffer(game) }
        return app
    }

    /// Pylos as New game offers it: the player against the computer.
    private func startPylos(_ app: AppModel) throws -> GamePage {
        app.open(.newGame(.pylos))
        app.perform(.start(try #require((app.top as? NewGamePage)?.model)))
        return try #require(app.gamePage)
    }

    @Test func aPylosPlacementSoundsBallPlacedAndSoundOffIsSilent() async throws {
        for on in [true, false] {
            let sound = RecordingSound()
            let app = try app("sound-\(on)", sound: sound)
            if !on { app.change(.sound, .toggle(on: false)) }
            let game = try startPylos(app)
            let board = try #require(game.board as? PylosBoard)
            app.tap(try #require(board.projection.spot("1b2")).center, now: 0)
            #expect(game.model.snapshot.ply >= 1)
            await game.model.stopAI()
            #expect(sound.played.first == (on ? .ballPlaced : nil), "on: \(on), heard \(sound.played)")
            if !on { #expect(sound.played.isEmpty) }
        }
    }
}

extension SoundTests {
    @Test func aGameGivenUpToTheComputerEndsWithLoss() async throws {
        let sound = RecordingSound()
        let app = try app("sound-loss", sound: sound)
        let game = try startPylos(app)
        let board = try #require(game.board as? PylosBoard)
        app.tap(try #require(board.projection.spot("1b2")).center, now: 0)
        await game.model.stopAI()
        game.askResign()
        game.confirmResign()
        #expect(game.model.isOver)
        #expect(sound.played.last == .loss, "heard \(sound.played)")
    }
}
