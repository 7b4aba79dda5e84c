// Every board mark is drawn from the shared visual language: Pyramido's
// choices, spots, ghost, selection and hint in their symbols' styles
// (Marks.outline, the geometry Android's MarkArt.box draws), and the Pylos
// and Pyramida last move from the interaction model's marks, the ones the
// legend lists.
import Foundation
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Marks: the shared visual language on the boards")
struct MarksTests {
    private func model(_ game: GameKind, actions: [String] = []) throws -> GameModel {
        let s = try Support.session(game, seats: [.human, .human], seed: game == .pyramido ? 1001 : 1, firstPlayer: game == .pyramido ? 0 : nil)
        for a in actions { try s.play(notation: a) }
        return try GameModel(session: s, aiBudget: .nodes(count: 1_500))
    }

    /// The model's places for `reason`, in notation.
    private func marked(_ m: GameModel, _ reason: MarkReason) throws -> Set<String> {
        let view = BoardInteraction.choosing(session: m.session.core).view()
        return Set(try view.marks.filter { $0.reason == reason }.map { try placeNotation(place: $0.place) })
    }

    @Test func pyramidoMarksAreTheirSymbolsStyles() throws {
        #expect(legendSymbolStyle(symbol: .pyramidoChoice).shape == .choiceOutline)
        #expect(legendSymbolStyle(symbol: .pyramidoSpot).shape == .outline)
        #expect(legendSymbolStyle(symbol: .pyramidoGhost).shape == .fadedPiece)
        let m = try model(.pyramido)
        let b = PyramidoBoard(strings: Strings(.english), spec: .iPhone, seatCount: 2)
        // The place step: the dominoes that fit wear the choice's white dashed outline on the dark band.
        let choosing = RecordingPainter(.iPhone).draw { b.draw($0, m) }
        #expect(choosing.strokes[Marks.selected, default: 0] > 0)
        #expect(choosing.strokes[Marks.halo.withAlpha(0.9), default: 0] > 0, "the choice's band")
        let dashes = RecordingPainter(.iPhone)
        b.draw(dashes, m)
        #expect(dashes.dashed[Marks.selected, default: 0] >= 3, "the choice outline is dashed white: \(dashes.dashed)")
        #expect(dashes.dashed[Marks.piece, default: 0] == 0, "no amber dashes (the quarry's choices were amber): none of Pyramido's symbols is a piece to act with")
        // A domino chosen: the cells it may cover are the spots, outlined in the destination colour.
        let slot = try #require((0..<3).first { PyramidoMarks(b.input.link.view).fits($0) })
        _ = b.input.link.tap(.pyramidoSlot(slot: UInt8(slot)))
        #expect(!(try marked(m, .dominoTo)).isEmpty || !PyramidoMarks(b.input.link.view).cells(.dominoTo).isEmpty)
        let chosen = RecordingPainter(.iPhone).draw { b.draw($0, m) }
        #expect(chosen.strokes[Marks.destination, default: 0] > 0, "the spots (drawn on iOS too now)")
        #expect(chosen.strokes[Marks.selected, default: 0] > 0, "the chosen domino")
        let items = b.legend(m).map(\.symbol)
        #expect(items.contains(.pyramidoSpot) && items.contains(.selected), "\(items)")
    }

    @Test func thePylosLastMoveIsTheModelsMarks() throws {
        let m = try model(.pylos, actions: ["1a1", "1b1", "1c1", "1a2", "1b2", "1d1", "1a3", "1d2"])
        let b = PylosBoard(strings: Strings(.english), spec: .iPhone)
        let last = try #require(b.lastMove(m))
        #expect(last.to.map { [$0] } == Array(try marked(m, .lastMove)))
        #expect(last.to == "1d2")
        let legend = b.legend(m).map(\.symbol)
        #expect(legend.contains(.lastMove))
        let drawn = RecordingPainter(.iPhone).draw { b.draw($0, m, now: 10_000) }
        #expect(drawn.strokes[Marks.lastMove, default: 0] > 0)
    }

    @Test func thePyramidaLastMoveIsTheModelsMarks() throws {
        let s = try Support.session(.pyramida, seats: [.human, .human], seed: 1)
        let first = try #require(s.legalActions().first)
        try s.play(notation: first.notation)
        let m = try GameModel(session: s, aiBudget: .nodes(count: 1_500))
        let b = PyramidaBoard(strings: Strings(.english), spec: .iPhone)
        let to = try marked(m, .lastMove)
        #expect(to.count == 1)
        let drawn = RecordingPainter(.iPhone).draw { b.draw($0, m) }
        #expect(drawn.strokes[Marks.lastMove, default: 0] > 0, "the field the model marks is ringed")
        #expect(b.legend(m).map(\.symbol).contains(.lastMove))
    }
}
