// The in-game legend is the library's legend of the board on view: its
// entries for a given view (and nothing else), in the catalog's words, the
// same as Android's.
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Legend: the symbols on view", .cleansTemporaryDirectories)
struct LegendTests {
    private func page(_ game: GameKind) throws -> GamePage {
        let store = SaveStore(directory: try Support.temporaryDirectory("legend-model-\(game.id)"))
        let app = AppModel(strings: Strings(.english), store: store, spec: .iPhone, aiBudget: .nodes(count: 2_000), hintBudget: .time(ms: 200),
                           seed: 7, clock: { 0 })
        app.open(.newGame(game))
        app.perform(.start(try #require((app.top as? NewGamePage)?.model)))
        return try #require(app.gamePage)
    }

    @Test func aNewPylosGameShowsOnlyItsFreePlaces() throws {
        let page = try page(.pylos)
        let items = page.board.legend(page.model)
        #expect(items.map(\.symbol) == [.pylosPlace])
        #expect(items.map(\.text) == ["Dashed ring with a dot: a ball may go here"])
        #expect(page.legendSheet.items == items)
    }

    @Test func aPyramidaLegendShowsItsMovableStonesAndTheBoardsInlays() throws {
        let page = try page(.pyramida)
        #expect(page.board.legend(page.model).map(\.symbol) == [.pyramidaMovable, .pyramidaEdges, .pyramidaTop])
    }

    @Test func theLegendIsTheLibrarysForTheView() throws {
        let page = try page(.pyramido)
        let view = BoardInteraction.choosing(session: page.model.session.core).view()
        let want = try boardLegend(snapshot: page.model.snapshot, view: view, catalog: Strings(.english).catalog).map(\.symbol)
        #expect(page.board.legend(page.model).map(\.symbol) == want)
        #expect(want.contains(.pyramidoChoice))
    }

    @Test func theMarksColoursAreTheSharedPalette() {
        #expect(Marks.hint == RGBA(hex: 0xFF77BB))
        #expect(Marks.lastMove == RGBA(hex: 0x6FE3FF))
        #expect(Marks.selected == RGBA(hex: 0xFFFFFF))
        #expect(Marks.destination == RGBA(hex: 0x7ED99B))
        #expect(Marks.piece == RGBA(hex: 0xF2B640))
    }
}
