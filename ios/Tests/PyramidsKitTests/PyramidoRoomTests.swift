// How much room Pyramido's pyramids get: the own pyramid most of a phone's
// height in landscape, the opponents' small pyramids large enough to read
// at a glance in their panels, with legible marker icons.
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Pyramido room")
struct PyramidoRoomTests {
    private func model(_ n: Int) throws -> GameModel {
        let s = try Support.session(.pyramido, seats: Array(repeating: .human, count: n), seed: 1001, firstPlayer: 0)
        for a in ["q1@e5e", "m@e5", "-", "p1"] { try s.play(notation: a) }
        return try GameModel(session: s, aiBudget: .nodes(count: 1_500))
    }

    @Test func thePhoneOnItsSideGivesTheOwnPyramidMostOfItsHeight() throws {
        let spec = LessonScreensTests.phoneLandscape
        for n in [2, 4] {
            let m = try model(n)
            let b = PyramidoBoard(strings: Strings(.english), spec: spec, seatCount: n)
            let sc = try #require(b.scene(m))
            let plate = sc.view.frame
            #expect(min(plate.width, plate.height) >= 0.6 * spec.height, "\(n) seats: the plate \(plate) on a \(spec.height) px short side")
            for seat in 0..<n {
                let panel = b.layout.seats[seat]
                #expect(panel.height >= spec.scale.pt(60), "\(n) seats: panel \(seat) is \(panel.height / 3) pt high")
                #expect(b.seatPyramidBox(panel).height >= spec.scale.pt(44), "\(n) seats: its pyramid at least a touch target")
                #expect(!panel.intersects(b.layout.actions) && !panel.intersects(b.layout.status), "\(n) seats: panel \(seat) clear of the chrome")
                for other in 0..<seat { #expect(!panel.intersects(b.layout.seats[other]), "panels \(other) and \(seat) apart") }
            }
            try Screenshots.shoot("pyramido-iphone-landscape-\(n)", spec) { b.draw($0, m) }
        }
    }

    @Test func opponentsPyramidsAndMarkersAreLegibleOnAPhone() throws {
        let spec = ScreenSpec.iPhone
        for n in [2, 4] {
            let m = try model(n)
            let b = PyramidoBoard(strings: Strings(.english), spec: spec, seatCount: n)
            for seat in 0..<n {
                let mini = b.seatPyramidBox(b.layout.seats[seat])
                #expect(mini.height >= spec.scale.pt(80), "\(n) seats, seat \(seat): its pyramid \(mini.height / 3) pt")
            }
            #expect(PyramidoBoard.markerRadius(spec.scale) * 2 >= spec.scale.pt(14), "marker icons 14 pt across")
            // Every panel shows all six markers on one row, no smaller than 10 pt across where the panel
            // is too low for two rows of 14 pt (the aqua one is a circle of 0.85 of the icon's radius).
            let p = RecordingPainter(spec)
            b.draw(p, m)
            for seat in 0..<n {
                let panel = b.layout.seats[seat]
                let aqua = p.fills.compactMap { f -> Double? in
                    if case .circle(let c, let radius) = f.0, panel.contains(Pt(c.x, c.y)), c.x < b.seatPyramidBox(panel).x { return radius / 0.85 }
                    return nil
                }.filter { $0 >= spec.scale.pt(5) && $0 <= PyramidoBoard.markerRadius(spec.scale) + 0.01 }
                #expect(!aqua.isEmpty, "\(n) seats, seat \(seat): the aqua marker at a legible size")
            }
            try Screenshots.shoot("pyramido-iphone-panels-\(n)", spec) { b.draw($0, m) }
        }
    }
}
