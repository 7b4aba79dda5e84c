// The Pyramido screen's logic on the real engine: touches to actions for
// every step (drag and snap, rotate, the tap-only path, mark, single tile,
// skip, refill, the no-fit turn), a turn against the computer, table-mode
// orientation for 2–4 seats, accessibility, and screenshots.
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Pyramido screen")
struct PyramidoTests {
    private func model(seats: [SeatController] = [.human, .human], seed: UInt64 = 1001, actions: [String] = [],
                       first: UInt32? = 0) throws -> GameModel {
        let s = try Support.session(.pyramido, seats: seats, seed: seed, firstPlayer: first)
        for a in actions { try s.play(notation: a) }
        return try GameModel(session: s, aiBudget: .nodes(count: 1_500))
    }

    private func board(_ m: GameModel, _ spec: ScreenSpec = .iPhone, table: Bool = false) -> PyramidoBoard {
        PyramidoBoard(strings: Strings(.english), spec: spec, seatCount: m.snapshot.seats.count, table: table)
    }

    private func playing(_ r: InputResult<GameAction>) -> GameAction? {
        if case .play(let a) = r { return a }
        return nil
    }

    /// The screen point of a cell's centre on the mover's floor.
    private func cellPoint(_ b: PyramidoBoard, _ m: GameModel, _ cell: String) throws -> Pt {
        let sc = try #require(b.scene(m))
        let box = try #require(sc.view.cellBox(sc.floor, cell, sc.mover))
        return b.toScreen(box.center, m)
    }

    private func tap(_ b: PyramidoBoard, _ m: GameModel, _ at: Pt) -> InputResult<GameAction> {
        _ = b.touch(Touch(.down, at), m)
        return b.touch(Touch(.up, at), m)
    }

    private func press(_ b: PyramidoBoard, _ m: GameModel, _ id: PyramidsKit.BoardButton.Id) throws -> InputResult<GameAction> {
        if b.table {
            // Round a table the step's buttons are on the mover's own panel.
            let e = try #require(b.chromeElements(m, now: .infinity).first { $0.id == "seat\(m.snapshot.mover).\(id.rawValue)" }, "button \(id) on the mover's panel")
            return tap(b, m, e.frame.center)
        }
        let frame = try #require(b.buttonFrames(m).first { $0.0.id == id }?.1, "button \(id) is shown")
        return b.touch(Touch(.up, b.toScreen(frame.center, m)), m)
    }

    // MARK: Geometry

    @Test func everyReachableCellIsInsideTheBoardAndBelowTheHeading() throws {
        for (spec, n) in [(ScreenSpec.iPhone, 2), (.iPhone, 4), (.iPad, 3)] {
            let m = try model(seats: Array(repeating: .human, count: n), seed: 3)
            let b = board(m, spec)
            let sc = try #require(b.scene(m))
            let f = b.frame(m)
            #expect(b.layout.board.contains(sc.view.frame), "the plate inside the board")
            for row in 0..<9 {
                for col in 0..<9 {
                    let box = try #require(sc.view.cellBox(1, PyramidoCell(col, row), sc.mover))
                    #expect(sc.view.frame.contains(box), "\(PyramidoCell(col, row).name) on the plate")
                    #expect(box.y >= f.geometry.heading.maxY, "below the heading")
                }
            }
            for i in 0..<n { #expect(!b.layout.seatFrame(i).intersects(b.layout.board), "panel \(i) clear of the board") }
        }
    }

    /// The tile strip's label keeps a gap above the tiles and their outlines.
    @Test func theSingleTilesLabelKeepsClearOfTheTiles() throws {
        let m = try model(seed: 1000, actions: ["q3@e5n"])
        for spec in [ScreenSpec.iPhone, .iPad] {
            let b = board(m, spec)
            let sc = try #require(b.scene(m))
            let top = try #require(sc.faceBoxes.map(\.y).min(), "\(spec.device): the tile step shows tiles")
            let rec = TextRecorder(spec)
            b.draw(rec, m)
            let label = try #require(rec.texts.first { $0.text.hasPrefix(Strings(.english)(.pyramidoYourTiles)) }, "\(spec.device): the label")
            #expect(label.box.maxY <= top - spec.scale.pt(4), "\(spec.device): the label ends \((top - label.box.maxY) / spec.pixelsPerPoint) pt above the tiles")
            #expect(label.box.y >= sc.geometry.strip.y, "\(spec.device): inside the strip")
        }
    }

    @Test func quarryPilesAndTileFacesAreAtLeast44Points() throws {
        let m = try model(seed: 1000, actions: ["q3@e5n"])
        for spec in [ScreenSpec.iPhone, .iPad] {
            let b = board(m, spec)
            let sc = try #require(b.scene(m))
            let min = spec.scale.pt(44)
            for i in 0..<4 { #expect(sc.geometry.pileBox(i).width >= min && sc.geometry.pileBox(i).height >= min, "pile \(i) on \(spec.device)") }
            for k in 0..<3 { #expect(sc.geometry.slotBox(k).width >= min && sc.geometry.slotBox(k).height >= min) }
            for box in sc.faceBoxes { #expect(box.width >= min - 1e-9) }
            for (_, f) in b.buttonFrames(m) { #expect(f.height >= min) }
        }
    }

    // MARK: Place

    /// The finger that floats a dragged domino's centre over `spot`.
    private func finger(over spot: PyramidoPlacement, _ sc: PyramidoScene) throws -> Pt {
        let centre = try #require(sc.view.center(sc.floor, spot, sc.mover))
        return Pt(centre.x + sc.view.block * 0.2, centre.y + sc.view.block * 0.9)
    }

    private func placed(_ a: GameAction) -> PyramidoPlacement? {
        if case .place(let slot, let cell, let dir)? = a.pyramidoMove { return PyramidoPlacement(slot: Int(slot), cell: cell, dir: dir) }
        return nil
    }

    @Test func aDraggedDominoSnapsToALegalSpotAndPlaceIsTheOnePrimaryButton() throws {
        let m = try model()
        let b = board(m)
        let sc = try #require(b.scene(m))
        let start = sc.geometry.slotBox(0).center
        // The first domino of the game must cover e5.
        let target = PyramidoPlacement(slot: 0, cell: "e5", dir: .e)
        let over = try finger(over: target, sc)
        _ = b.touch(Touch(.down, start), m)
        #expect(b.touch(Touch(.move, Pt(start.x, start.y + 60)), m).isChanged)
        #expect(b.marks(m).selectedSlot == 0, "the press chose the domino it drags")
        _ = b.touch(Touch(.move, over), m)
        #expect(b.input.drag?.snapped == target)
        // Snapped, the dragged domino is drawn in the spot's outline, not half a block off it by the finger.
        let drag = try #require(b.input.drag)
        let outline = try #require(sc.view.center(sc.floor, target, sc.mover))
        let drawn = PyramidoBoard.draggedCentre(drag, view: sc.view, floor: sc.floor, player: sc.mover)
        #expect(drawn.distance(to: outline) < 0.5, "drawn at \(drawn), outline at \(outline)")
        #expect(PyramidoInput.dragCentre(drag.at, block: sc.view.block).distance(to: outline) > sc.view.block * 0.1, "the finger is off the outline")
        #expect(b.marks(m).pending == nil, "a preview changes nothing")
        try Screenshots.shoot("pyramido-iphone-drag", .iPhone) { b.draw($0, m) }
        _ = b.touch(Touch(.up, over), m)
        #expect(b.marks(m).pending == target)
        #expect(b.stepButtons(m).map(\.id) == [.rotate, .place])
        #expect(b.stepButtons(m).filter(\.primary).map(\.id) == [.place])
        #expect(b.stepButtons(m).map(\.label) == ["Rotate", "Place"])
        #expect(b.prompt(m) == "Rotate it if you like, then Place")
        try Screenshots.shoot("pyramido-iphone-ghost", .iPhone) { b.draw($0, m) }
        // Rotate: another spot for the same domino, still covering e5.
        #expect(try press(b, m, .rotate).isChanged)
        let turned = try #require(b.marks(m).pending)
        #expect(turned != target && turned.slot == 0 && turned.cells.contains("e5"))
        let action = try #require(playing(try press(b, m, .place)))
        #expect(placed(action) == turned)
        #expect(m.play(action))
        #expect(m.snapshot.pyramido?.players[0].floors[0].filled == 2)
    }

    @Test func theGhostDraggedAgainMovesAndADragOffEverySpotLetsGo() throws {
        let m = try model()
        let b = board(m)
        let sc = try #require(b.scene(m))
        _ = tap(b, m, sc.geometry.slotBox(2).center)
        _ = tap(b, m, try cellPoint(b, m, "e5"))
        let ghost = try #require(b.marks(m).pending)
        #expect(ghost == PyramidoPlacement(slot: 2, cell: "e5", dir: .e))
        // Pressed on its second block and dragged one block east, its first
        // block over f5: the first domino must cover e5, so it snaps back to
        // its spot, keeping its turn (a tap on f5 would turn it).
        let from = try cellPoint(b, m, "f5")
        let east = PyramidoPlacement(slot: 2, cell: "f5", dir: .e)
        _ = b.touch(Touch(.down, from), m)
        _ = b.touch(Touch(.move, Pt(from.x, from.y + 40)), m)
        _ = b.touch(Touch(.move, try finger(over: east, sc)), m)
        #expect(b.input.drag?.slot == 2 && b.input.drag?.dir == .e)
        #expect(b.input.drag?.over == "f5")
        #expect(b.input.drag?.snapped == ghost)
        _ = b.touch(Touch(.up, try finger(over: east, sc)), m)
        #expect(b.marks(m).pending == ghost)
        _ = tap(b, m, try cellPoint(b, m, "f5"))
        let turned = try #require(b.marks(m).pending)
        #expect(turned.dir != .e && turned.cells.contains("e5"), "a tap on the ghost turns it")
        // Dragged off the pyramid and let go: nothing chosen.
        let start = sc.geometry.slotBox(1).center
        _ = b.touch(Touch(.down, start), m)
        _ = b.touch(Touch(.move, Pt(start.x + 30, start.y + 30)), m)
        #expect(b.marks(m).selectedSlot == 1)
        #expect(b.touch(Touch(.up, Pt(start.x + 30, start.y + 30)), m).isChanged)
        #expect(b.marks(m).selectedSlot == nil && b.marks(m).pending == nil)
        #expect(b.prompt(m) == "Drag a domino from the quarry onto floor 1")
    }

    @Test func theTapOnlyPathChoosesADominoThenACell() throws {
        let m = try model()
        let b = board(m)
        let sc = try #require(b.scene(m))
        #expect(tap(b, m, sc.geometry.slotBox(1).center).isChanged)
        #expect(b.marks(m).selectedSlot == 1)
        #expect(b.stepButtons(m).map(\.id) == [.rotate])
        // A second tap on the chosen domino turns it.
        _ = tap(b, m, sc.geometry.slotBox(1).center)
        #expect(b.marks(m).dir != .e)
        _ = tap(b, m, try cellPoint(b, m, "e5"))
        let pending = try #require(b.marks(m).pending)
        #expect(pending.cells.contains("e5") && pending.slot == 1)
        let action = try #require(playing(try press(b, m, .place)))
        #expect(placed(action) == pending)
    }

    // MARK: Mark, tile, refill

    @Test func markTileSkipAndRefillEachTakeOneTap() throws {
        let m = try model(actions: ["q1@e5e"])
        let b = board(m)
        #expect(m.snapshot.pyramido?.phase == .mark)
        #expect(b.stepButtons(m).isEmpty, "nothing to press in the mark step")
        try Screenshots.shoot("pyramido-iphone-mark", .iPhone) { b.draw($0, m) }
        try Screenshots.shoot("pyramido-ipad-mark", .iPad) { board(m, .iPad).draw($0, m) }
        let mark = try #require(playing(tap(b, m, try cellPoint(b, m, "f5"))))
        #expect(mark.pyramidoMove == .mark(cell: "f5"))
        #expect(m.play(mark))
        #expect(m.snapshot.pyramido?.phase == .tile)
        #expect(b.stepButtons(m).map(\.id) == [.skipTile])
        #expect(b.stepButtons(m)[0].primary)
        let skip = try #require(playing(try press(b, m, .skipTile)))
        #expect(skip.pyramidoMove == .skipTile)
        #expect(m.play(skip))
        let s = try #require(m.snapshot.pyramido)
        #expect(s.phase == .refill)
        try Screenshots.shoot("pyramido-iphone-refill", .iPhone) { b.draw($0, m) }
        let pile = try #require(s.refillPiles.first)
        let refill = try #require(playing(tap(b, m, b.toScreen(b.frame(m).geometry.pileBox(Int(pile)).center, m))))
        #expect(refill.pyramidoMove == .refill(pile: pile))
        #expect(m.play(refill))
        #expect(m.snapshot.mover == 1)
    }

    @Test func aSingleTileIsChosenByBlockFaceAndJewelThenPlaced() throws {
        let m = try model(seed: 1000, actions: ["q3@e5n"])
        let b = board(m)
        let s = try #require(m.snapshot.pyramido)
        #expect(s.phase == .tile)
        let cell = try #require(s.tileCells.first)
        #expect(b.stepButtons(m).map(\.id) == [.skipTile])
        #expect(tap(b, m, try cellPoint(b, m, cell)).isChanged)
        #expect(b.marks(m).tileCell == cell)
        #expect(b.stepButtons(m).map(\.id) == [.rotate, .place], "no Skip tile with a tile chosen")
        #expect(b.stepButtons(m).filter(\.primary).map(\.id) == [.place])
        let sc = try #require(b.scene(m))
        #expect(sc.faces.count == 6, "three tiles, two faces each")
        // Another face from the strip, where the model marks it legal.
        let first = try #require(b.marks(m).face)
        let other = try #require(sc.faces.indices.first { sc.faces[$0] != first && b.marks(m).has(.pyramidoFace(colour: sc.faces[$0]), .face) })
        #expect(tap(b, m, b.toScreen(sc.faceBoxes[other].center, m)).isChanged)
        #expect(b.marks(m).face == sc.faces[other])
        let before = try #require(b.marks(m).tile?.corner)
        #expect(try press(b, m, .rotate).isChanged)
        let after = try #require(b.marks(m).tile)
        #expect(after.corner != before)
        try Screenshots.shoot("pyramido-iphone-tile", .iPhone) { b.draw($0, m) }
        let colour = after.colour
        let corner = after.corner
        let action = try #require(playing(try press(b, m, .place)))
        #expect(action.pyramidoMove == .tile(cell: cell, colour: colour, corner: corner))
        #expect(m.play(action))
    }

    // MARK: No fit (conformance scenario 13)

    @Test func theNoFitTurnKeepsItsExplanationAndFillsTwoHoles() throws {
        let url = Support.scenariosDir.appendingPathComponent("pyramido/13-no-fit-turn-fills-two-holes.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let actions = try #require(json["actions"] as? [String])
        let m = try model(actions: actions)
        let b = board(m)
        let s = try #require(m.snapshot.pyramido)
        #expect(s.phase == .noFit)
        #expect(b.prompt(m) == "No domino fits — place 2 single tiles (1 of 2)")
        #expect(b.stepButtons(m).isEmpty, "no Skip tile in a no-fit turn")
        // The noFit event's banner plays; the prompt says so while it does.
        b.animate(m.lastEvents.isEmpty ? [] : m.lastEvents, now: 0)
        let hole = try #require(s.holeCells.first)
        _ = tap(b, m, try cellPoint(b, m, hole))
        #expect(b.marks(m).tileCell == hole)
        #expect(b.prompt(m) == "No domino fits — place 2 single tiles (1 of 2)", "the model's prompt holds for the whole turn")
        #expect(b.noFitText(m) == "No domino fits — place 2 single tiles (1 of 2)", "the explanation stays in the heading")
        #expect(b.stepButtons(m).map(\.id) == [.rotate, .place])
        try Screenshots.shoot("pyramido-iphone-nofit", .iPhone) { b.draw($0, m) }
        try Screenshots.shoot("pyramido-ipad-nofit", .iPad) { board(m, .iPad).draw($0, m) }
        let first = try #require(playing(try press(b, m, .place)))
        guard case .fillHole(let c1, _, _)? = first.pyramidoMove else { Issue.record("a hole"); return }
        #expect(c1 == hole)
        #expect(m.play(first))
        #expect(b.prompt(m) == "No domino fits — place 2 single tiles (2 of 2)")
        let s2 = try #require(m.snapshot.pyramido)
        let hole2 = try #require(s2.holeCells.first)
        _ = tap(b, m, try cellPoint(b, m, hole2))
        let second = try #require(playing(try press(b, m, .place)))
        #expect(m.play(second))
        #expect(m.snapshot.pyramido?.phase != .noFit)
    }

    // MARK: A turn against the computer

    @Test func aWholeTurnByTouchThenTheComputerAnswers() async throws {
        let m = try model(seats: [.human, .ai(level: .easy)])
        let b = board(m)
        var sc = try #require(b.scene(m))
        // Place by the tap-only path, then mark, skip the tile, refill — all by touch.
        _ = tap(b, m, sc.geometry.slotBox(0).center)
        _ = tap(b, m, try cellPoint(b, m, "e5"))
        #expect(m.play(try #require(playing(try press(b, m, .place)))))
        // The domino placed comes down onto the pyramid (from the core's events).
        b.animate(m.lastEvents, now: 0)
        let land = try #require(b.timeline.tweens.first { if case .land(0, 1, _) = $0.anim { return true }; return false })
        #expect(b.timeline.landingProgress(seat: 0, now: land.start + land.duration / 2).count == 2)
        #expect(b.timeline.landingProgress(seat: 0, now: land.start + land.duration / 2).values.allSatisfy { $0 > 0 && $0 < 1 })
        try Screenshots.shoot("pyramido-iphone-landing", .iPhone) { b.draw($0, m, now: land.start + land.duration / 3) }
        #expect(b.timeline.landingProgress(seat: 0, now: b.timeline.endsAt).isEmpty)
        b.timeline.finishAll()
        var steps = 0
        while m.snapshot.mover == 0, let s = m.snapshot.pyramido, steps < 6 {
            steps += 1
            sc = try #require(b.scene(m))
            let r: InputResult<GameAction> = switch s.phase {
            case .mark: tap(b, m, try cellPoint(b, m, s.markCells[0]))
            case .tile: try press(b, m, .skipTile)
            case .refill: tap(b, m, b.toScreen(sc.geometry.pileBox(Int(s.refillPiles[0])).center, m))
            default: .none
            }
            #expect(m.play(try #require(playing(r), "a touch in \(s.phase)")))
        }
        #expect(m.snapshot.mover == 1)
        #expect(b.headline(m).contains("thinking"))
        await m.advance()?.value
        #expect(m.snapshot.mover == 0)
        #expect(m.awaitsHuman)
        #expect(m.snapshot.pyramido?.players[1].floors[0].filled == 2, "the computer placed a domino")
        b.animate(m.lastEvents, now: 0)
        try Screenshots.shoot("pyramido-iphone-vs-computer", .iPhone) { b.draw($0, m, now: 100) }
    }

    // MARK: Scoring, floors, game over (scenario 16: a complete game)

    @Test func floorScoringReplaysAreaByAreaAndTheGameEndsWithARankingTable() throws {
        let url = Support.scenariosDir.appendingPathComponent("pyramido/16-complete-game-four-floors-scored.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let actions = try #require(json["actions"] as? [String])
        let m = try model(seed: 1002, actions: [])
        let b = board(m)
        let ipad = board(m, .iPad)
        var shotScoring = false
        var floorsShot = Set<Int>()
        for a in actions {
            let floor = Int(m.snapshot.pyramido!.floor)
            if !floorsShot.contains(floor), floor >= 2, m.snapshot.pyramido?.phase == .place {
                floorsShot.insert(floor)
                try Screenshots.shoot("pyramido-iphone-floor\(floor)", .iPhone) { b.draw($0, m) }
                try Screenshots.shoot("pyramido-ipad-floor\(floor)", .iPad) { ipad.draw($0, m) }
            }
            let action = try #require(m.legal.first { $0.notation == a })
            #expect(m.play(action))
            let scored = m.lastEvents.contains { if case .pyramido(.floorScored) = $0 { return true }; return false }
            if scored && !shotScoring && !m.isOver {
                shotScoring = true
                b.animate(m.lastEvents, now: 0)
                // After the banner, the first area of the first seat.
                let first = try #require(b.timeline.tweens.first { if case .scoreArea = $0.anim { return true }; return false })
                let t = first.start + first.duration * 0.5
                #expect(b.timeline.banner(first.start - 1) != nil, "the 'Floor 1 is scored' banner comes first")
                let scoring = try #require(b.timeline.scoring(t))
                #expect(b.shownSeat(m, now: t) == scoring.seat)
                #expect(b.prompt(m, now: t).hasPrefix("Floor 1 is scored"), "the prompt follows the scoring")
                let total = Int(m.snapshot.pyramido!.scores[scoring.seat])
                #expect(b.timeline.shownScore(seat: scoring.seat, total: total, now: t) < total || total == 0, "the panel counts up")
                try Screenshots.shoot("pyramido-iphone-scoring", .iPhone) { b.draw($0, m, now: t) }
                #expect(!b.prompt(m).hasPrefix("Floor 1 is scored"), "afterwards the prompt is the next step")
                b.timeline.finishAll()
            }
        }
        #expect(shotScoring)
        #expect(floorsShot.isSuperset(of: [2, 3, 4]))
        #expect(m.isOver)
        let s = try #require(m.snapshot.pyramido)
        #expect(s.ranking.count == 2)
        #expect(s.players.allSatisfy { $0.floorScores.count == 4 })
        #expect(b.headline(m) == "Player 1 wins!")
        try Screenshots.shoot("pyramido-iphone-game-over", .iPhone) { b.draw($0, m) }
        try Screenshots.shoot("pyramido-ipad-game-over", .iPad) { ipad.draw($0, m) }
        // A tap on the board closes the sheet (to see the pyramid) and another reopens it.
        #expect(b.touch(Touch(.up, b.layout.board.center), m).isChanged)
        #expect(!b.resultOpen)
        try Screenshots.shoot("pyramido-iphone-final-position", .iPhone) { b.draw($0, m) }
        _ = b.touch(Touch(.up, b.layout.board.center), m)
        #expect(b.resultOpen)
        // While the sheet is up (with its own See board) there is no step
        // button; put away, Result (the one primary) opens it again.
        #expect(b.stepButtons(m).isEmpty, "See board is not shown twice")
        _ = b.touch(Touch(.up, b.layout.board.center), m)
        #expect(!b.resultOpen)
        #expect(b.stepButtons(m).map(\.id) == [.result])
        let resultAt = try #require(b.buttonFrames(m).first?.1.center)
        #expect(b.stepButtons(m).first?.label == "Result" && b.stepButtons(m).first?.primary == true)
        try Screenshots.shoot("pyramido-iphone-final-position-result-button", .iPhone) { b.draw($0, m) }
        #expect(b.touch(Touch(.up, resultAt), m).isChanged)
        #expect(b.resultOpen)
        // Facing the computer, the human is told in the first person and the
        // board shows the human's pyramid, whoever won.
        try m.session.setSeat(0, to: .ai(level: .easy))
        let lost = try GameModel(session: m.session)
        let lb = board(lost)
        #expect(lb.headline(lost) == "You lost")
        #expect(lb.shownSeat(lost, now: .infinity) == 1, "the human's pyramid")
        try Screenshots.shoot("pyramido-iphone-game-over-you-lost", .iPhone) { lb.draw($0, lost) }
        try m.session.setSeat(0, to: .human)
        try m.session.setSeat(1, to: .ai(level: .easy))
        let won = try GameModel(session: m.session)
        #expect(board(won).headline(won) == "You won!")
        #expect(board(won).shownSeat(won, now: .infinity) == 0)
    }

    @Test func aFullTieSharesTheWinAndTheTableRanksFourPlayers() throws {
        let url = Support.scenariosDir.appendingPathComponent("pyramido/24-full-tie-shares-the-win.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let actions = try #require(json["actions"] as? [String])
        let m = try model(seats: Array(repeating: .human, count: 4), seed: 21058, actions: actions)
        #expect(m.isOver)
        let b = board(m)
        #expect(b.headline(m) == "Shared win: Player 1, Player 4")
        let s = try #require(m.snapshot.pyramido)
        #expect(s.ranking.count == 4)
        #expect(s.ranking.filter { $0.place == 1 }.map(\.seat).sorted() == [0, 3])
        try Screenshots.shoot("pyramido-iphone-shared-win", .iPhone) { b.draw($0, m) }
        let t = board(m, .iPad, table: true)
        #expect(t.boardRotation(m) == 0, "a finished game is shown upright")
        try Screenshots.shoot("pyramido-ipad-table-4-game-over", .iPad) { t.draw($0, m) }
    }

    // MARK: Opponents' pyramids

    @Test func aTapOnAnOpponentsPanelShowsTheirPyramidLarge() throws {
        let m = try model(actions: ["q1@e5e", "m@e5", "-", "p1", "q3@e5e", "-", "p4"])
        let b = board(m)
        #expect(m.snapshot.mover == 0)
        #expect(b.touch(Touch(.up, b.layout.seatFrame(1).center), m).isChanged)
        #expect(b.viewedSeat == 1)
        #expect(b.shownSeat(m, now: .infinity) == 1)
        #expect(b.stepButtons(m).isEmpty, "no step buttons while looking at another pyramid")
        try Screenshots.shoot("pyramido-iphone-opponent", .iPhone) { b.draw($0, m) }
        _ = b.touch(Touch(.up, b.layout.board.center), m)
        #expect(b.viewedSeat == nil)
    }

    // MARK: Table mode

    @Test func tableModeTurnsTheBoardToEachSeatAndTouchesStillMapToActions() throws {
        for n in 2...4 {
            let m = try model(seats: Array(repeating: .human, count: n), seed: 3, first: 0)
            let b = board(m, .iPad, table: true)
            b.tableBoard = .turnToMover
            #expect(b.layout.seatRotation.count == n)
            #expect(Set(b.layout.seatRotation).count == n, "every seat faces its own edge")
            #expect(b.layout.seatRotation == [[0, 180], [0, 90, 270], [0, 90, 180, 270]][n - 2], "the shared model's layout")
            for i in 0..<n {
                #expect(b.layout.seatFrame(i).width >= ScreenSpec.iPad.scale.pt(60) && b.layout.seatFrame(i).height >= ScreenSpec.iPad.scale.pt(60))
                #expect(!b.layout.seatFrame(i).intersects(b.layout.board))
                for j in 0..<i { #expect(!b.layout.seatFrame(i).intersects(b.layout.seatFrame(j))) }
            }
            // Play a turn for every seat by touch, the board turned to each.
            for seat in 0..<n {
                #expect(m.snapshot.mover == seat)
                #expect(b.boardRotation(m) == b.layout.seatRotation[seat])
                let sc = try #require(b.scene(m))
                #expect(b.layout.board.contains(rotate(sc.view.frame, degrees: b.boardRotation(m), about: b.layout.board.center)))
                _ = tap(b, m, b.toScreen(sc.geometry.slotBox(0).center, m))
                #expect(b.marks(m).selectedSlot == 0, "seat \(seat): the quarry is hit through the turn")
                _ = tap(b, m, try cellPoint(b, m, "e5"))
                if n == 4 && seat == 1 { try Screenshots.shoot("pyramido-ipad-table-4-seat2", .iPad) { b.draw($0, m) } }
                let place = try #require(playing(try press(b, m, .place)), "seat \(seat)")
                #expect(m.play(place))
                while m.snapshot.mover == seat, let s = m.snapshot.pyramido {
                    let r: InputResult<GameAction> = switch s.phase {
                    case .mark: tap(b, m, try cellPoint(b, m, s.markCells[0]))
                    case .tile: try press(b, m, .skipTile)
                    case .refill: tap(b, m, b.toScreen(b.frame(m).geometry.pileBox(Int(s.refillPiles[0])).center, m))
                    default: .none
                    }
                    #expect(m.play(try #require(playing(r), "seat \(seat) in \(s.phase)")))
                }
            }
            try Screenshots.shoot("pyramido-ipad-table-\(n)", .iPad) { b.draw($0, m) }
        }
    }

    // MARK: Accessibility and more screenshots

    @Test func everyBoardElementHasALabel() throws {
        let m = try model(actions: ["q1@e5e"])
        let b = board(m)
        let els = b.accessibility(m)
        #expect(els.filter { $0.id.hasPrefix("p") && $0.id.count == 2 }.count == 4)
        #expect(els.contains { $0.id == "q2" && $0.label.hasPrefix("Quarry 2: ") })
        let e5 = try #require(els.first { $0.id == "1:e5" })
        #expect(e5.label.hasPrefix("Floor 1, e5, "))
        #expect(e5.actionable && e5.label.contains(Strings(.english)(.a11yMoveTarget)), "e5 may take the marker: \(e5.label)")
        #expect(els.contains { $0.id == "seat1" && $0.label.contains("Player 2") && $0.actionable })
        #expect(els.allSatisfy { !$0.label.isEmpty })
        for e in els where e.id.hasPrefix("q") || e.id.hasPrefix("seat") { #expect(e.frame.width >= ScreenSpec.iPhone.scale.pt(44)) }
    }

    @Test func openingScreens() throws {
        let m = try model()
        try Screenshots.shoot("pyramido-iphone-opening", .iPhone) { board(m).draw($0, m) }
        try Screenshots.shoot("pyramido-ipad-opening", .iPad) { board(m, .iPad).draw($0, m) }
        let four = try model(seats: [.human, .ai(level: .easy), .ai(level: .medium), .ai(level: .hard)], seed: 3, first: 0)
        try Screenshots.shoot("pyramido-iphone-four-players", .iPhone) { board(four).draw($0, four) }
        try Screenshots.shoot("pyramido-ipad-four-players", .iPad) { board(four, .iPad).draw($0, four) }
    }
}
