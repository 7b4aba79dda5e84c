import Foundation
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

/// Draws a screen with the app's real drawing code on Cairo and writes it
/// as a PNG under build/screenshots/ios/ (scripts/ios-test).
enum Screenshots {
    /// The shots the README shows (one per game and device), also written small.
    static let curated: Set<String> = ["pylos-iphone-raise-selected", "pylos-ipad-table", "pyramida-iphone-retreat",
                                       "pyramida-ipad-midgame", "pyramido-iphone-drag", "pyramido-ipad-floor3",
                                       "review-pyramida-iphone", "learn-home-phone", "lesson-list-pylos-phone",
                                       "lesson-pylos-raise-wrong-tablet", "puzzle-pyramida-phone", "puzzle-pylos-wrong-tablet",
                                       "patterns-pyramido-phone", "patterns-pyramido-phone-deuteranopia", "pylos-iphone-game-over"]

    @discardableResult
    static func shoot(_ name: String, _ spec: ScreenSpec, _ draw: (CairoPainter) -> Void) throws -> CairoPainter {
        let painter = CairoPainter(width: Int(spec.width), height: Int(spec.height))
        draw(painter)
        try FileManager.default.createDirectory(at: Support.screenshotsDir, withIntermediateDirectories: true)
        let path = Support.screenshotsDir.appendingPathComponent("\(name).png").path
        if case .failure(let e) = painter.writePNG(to: path) { throw e }
        if curated.contains(name) {
            // A small copy for the README (scripts/ios-screenshots copies it to docs/screenshots/ios/).
            let small = CairoPainter(width: Int(spec.width), height: Int(spec.height), downscale: spec.device == .tablet ? 0.3 : 0.4)
            draw(small)
            let dir = Support.screenshotsDir.appendingPathComponent("small")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            if case .failure(let e) = small.writePNG(to: dir.appendingPathComponent("\(name).png").path) { throw e }
        }
        return painter
    }

    /// Writes `name`-deuteranopia and `name`-protanopia next to `name`: the
    /// shot as those dichromats see it (the library's `simulate_colour_vision`).
    static func colourVision(_ name: String, _ spec: ScreenSpec, _ draw: (CairoPainter) -> Void) throws {
        let normal = try shoot(name, spec, draw)
        for (kind, suffix) in [(ColourVision.deuteranopia, "deuteranopia"), (.protanopia, "protanopia")] {
            let seen = simulateColourVision(rgbaBytes: Data(normal.rgbaBytes()), kind: kind)
            let copy = CairoPainter(width: Int(spec.width), height: Int(spec.height))
            copy.setRGBA([UInt8](seen))
            if case .failure(let e) = copy.writePNG(to: Support.screenshotsDir.appendingPathComponent("\(name)-\(suffix).png").path) { throw e }
            guard curated.contains("\(name)-\(suffix)") else { continue }
            // The README's small copy: the shot drawn small, then seen as the dichromat sees it.
            let small = CairoPainter(width: Int(spec.width), height: Int(spec.height), downscale: spec.device == .tablet ? 0.3 : 0.4)
            draw(small)
            small.setRGBA([UInt8](simulateColourVision(rgbaBytes: Data(small.rgbaBytes()), kind: kind)))
            if case .failure(let e) = small.writePNG(to: Support.screenshotsDir.appendingPathComponent("small/\(name)-\(suffix).png").path) { throw e }
        }
    }
}
