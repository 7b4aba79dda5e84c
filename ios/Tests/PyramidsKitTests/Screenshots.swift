import Foundation
import PyramidsCairo
@testable import PyramidsKit
import Testing

/// Draws a screen with the app's real drawing code on Cairo and writes it
/// as a PNG under build/screenshots/ios/ (scripts/ios-test).
enum Screenshots {
    @discardableResult
    static func shoot(_ name: String, _ spec: ScreenSpec, _ draw: (CairoPainter) -> Void) throws -> CairoPainter {
        let painter = CairoPainter(width: Int(spec.width), height: Int(spec.height))
        draw(painter)
        try FileManager.default.createDirectory(at: Support.screenshotsDir, withIntermediateDirectories: true)
        let path = Support.screenshotsDir.appendingPathComponent("\(name).png").path
        if case .failure(let e) = painter.writePNG(to: path) { throw e }
        return painter
    }
}
