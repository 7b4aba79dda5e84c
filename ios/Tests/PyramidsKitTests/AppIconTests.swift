import Foundation
import PyramidsCairo
@testable import PyramidsKit
import Testing

/// The app icon in ios/App/Assets.xcassets: the committed PNG is 1024 × 1024,
/// RGB without alpha (App Store validation refuses an icon with an alpha
/// channel), and is what AppIcon.draw paints today through Cairo.
/// `PYRAMIDS_WRITE_APP_ICON=1 scripts/ios-test --reuse-bindings -- --filter AppIcon`
/// writes it again after a change to the drawing.
@Suite("App icon")
struct AppIconTests {
    static let iconSet = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../App/Assets.xcassets/AppIcon.appiconset").standardized
    /// The committed PNG, written first (once, before any test reads it) when
    /// PYRAMIDS_WRITE_APP_ICON is set.
    static let png: URL = {
        let url = iconSet.appendingPathComponent("AppIcon.png")
        if ProcessInfo.processInfo.environment["PYRAMIDS_WRITE_APP_ICON"] != nil {
            _ = drawn().writePNG(to: url.path)
        }
        return url
    }()

    static func drawn() -> CairoPainter {
        let painter = CairoPainter(width: AppIcon.size, height: AppIcon.size, opaque: true)
        AppIcon.draw(painter, side: Double(AppIcon.size))
        return painter
    }

    /// The chunks of a PNG file: type and data, in order.
    static func chunks(_ bytes: [UInt8]) throws -> [(type: String, data: ArraySlice<UInt8>)] {
        try #require(bytes.count > 8 && Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG signature")
        func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        var out: [(String, ArraySlice<UInt8>)] = []
        var at = 8
        while at + 12 <= bytes.count {
            let length = u32(at)
            try #require(at + 12 + length <= bytes.count, "a chunk inside the file")
            let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            out.append((type, bytes[at + 8..<at + 8 + length]))
            at += 12 + length
            if type == "IEND" { break }
        }
        return out
    }

    @Test func theCommittedIconIs1024SquareRGBWithoutAlpha() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.png))
        let chunks = try Self.chunks(bytes)
        let ihdr = try #require(chunks.first)
        #expect(ihdr.type == "IHDR" && ihdr.data.count == 13)
        let h = Array(ihdr.data)
        func u32(_ at: Int) -> Int { h[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(u32(0) == 1024, "width")
        #expect(u32(4) == 1024, "height")
        #expect(h[8] == 8, "8 bits per channel")
        #expect(h[9] == 2, "colour type 2: RGB, no alpha channel (6 would be RGBA)")
        #expect(!chunks.contains { $0.type == "tRNS" }, "no transparency chunk either")
        #expect(chunks.last?.type == "IEND")
    }

    @Test func theCommittedIconIsWhatTheDrawingMakes() throws {
        let painter = Self.drawn()
        try FileManager.default.createDirectory(at: Support.screenshotsDir, withIntermediateDirectories: true)
        if case .failure(let e) = painter.writePNG(to: Support.screenshotsDir.appendingPathComponent("app-icon.png").path) { throw e }
        let committed = try #require(CairoPainter.readPNG(Self.png.path), "Cairo reads the committed icon")
        #expect(committed.width == AppIcon.size && committed.height == AppIcon.size)
        let now = painter.pixels()
        try #require(committed.pixels.count == now.count)
        // Another Cairo may antialias an edge a shade differently: allow a
        // few levels per channel on a few pixels, nothing more.
        func channel(_ word: UInt32, _ shift: UInt32) -> Int { Int((word >> shift) & 0xFF) }
        var off = 0
        for (a, b) in zip(committed.pixels, now) {
            var d = 0
            for shift: UInt32 in [0, 8, 16] { d = max(d, abs(channel(a, shift) - channel(b, shift))) }
            if d > 3 { off += 1 }
        }
        #expect(off <= now.count / 500, "\(off) pixels differ: run PYRAMIDS_WRITE_APP_ICON=1 scripts/ios-test --reuse-bindings -- --filter AppIcon")
        // Opaque everywhere, and the picture is there: balls of both colours on wood, not just the background.
        #expect(committed.pixels.allSatisfy { $0 >> 24 == 0xFF })
        #expect(Set(committed.pixels).count > 1000)
    }

    @Test func theAssetCatalogNamesTheIcon() throws {
        let contents = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.iconSet.appendingPathComponent("Contents.json"))) as? [String: Any]
        let images = try #require(contents?["images"] as? [[String: Any]])
        #expect(images.count == 1)
        let image = try #require(images.first)
        #expect(image["filename"] as? String == "AppIcon.png")
        #expect(image["idiom"] as? String == "universal")
        #expect(image["platform"] as? String == "ios")
        #expect(image["size"] as? String == "1024x1024")
        let catalog = Self.iconSet.deletingLastPathComponent().appendingPathComponent("Contents.json")
        let info = try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any]
        #expect((info?["info"] as? [String: Any])?["version"] as? Int == 1)
    }
}
