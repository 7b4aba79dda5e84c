// The app's colours and type sizes, shared by the three games. The board
// marks' colours are the shared palette's (`Marks`, UI/Marks.swift), each
// with one meaning everywhere and told apart by shape too.
public enum Theme {
    public static let backgroundTop = RGBA(hex: 0x1F3B3F)
    public static let backgroundBottom = RGBA(hex: 0x10232A)
    public static let surface = RGBA(hex: 0x28474C)
    public static let surfaceHigh = RGBA(hex: 0x33585D)
    public static let surfaceLine = RGBA(hex: 0xFFFFFF, alpha: 0.13)
    public static let text = RGBA(hex: 0xF4EEDF)
    public static let textDim = RGBA(hex: 0xB9C6C2)
    public static let textOnAccent = RGBA(hex: 0x2A1A08)
    public static let accent = RGBA(hex: 0xF2B640)
    public static let danger = RGBA(hex: 0xF07A6A)
    public static let shadow = RGBA(hex: 0x000000, alpha: 0.35)

    public static let woodLight = RGBA(hex: 0xC68E55)
    public static let woodMid = RGBA(hex: 0xA86F3C)
    public static let woodDark = RGBA(hex: 0x6E4322)
    public static let woodHole = RGBA(hex: 0x5A351A)
    /// The boards' coordinates on wood and sand: 4.6:1 on the wood's darkest top tone (woodMid).
    public static let coordinateInk = RGBA(hex: 0x140A03)

    public static let lightBallHighlight = RGBA(hex: 0xFFFDF6)
    public static var lightBall: RGBA { Palette.ball(.light) }
    public static let lightBallRim = RGBA(hex: 0xA88A5E)
    public static let darkBallHighlight = RGBA(hex: 0x8D6A58)
    public static var darkBall: RGBA { Palette.ball(.dark) }
    public static let darkBallRim = RGBA(hex: 0x120703)
}

/// A screen's scale: points to pixels, and type sizes that follow the
/// system text size (`fontScale`, Dynamic Type).
public struct UIScale: Sendable {
    /// Pixels per point (3 on current iPhones, 2 on iPads).
    public let pixelsPerPoint: Double
    public let fontScale: Double
    public let isTablet: Bool

    public init(pixelsPerPoint: Double, fontScale: Double = 1, isTablet: Bool) {
        self.pixelsPerPoint = pixelsPerPoint
        self.fontScale = fontScale
        self.isTablet = isTablet
    }

    public func pt(_ v: Double) -> Double { v * pixelsPerPoint }
    private var k: Double { (isTablet ? 1.2 : 1) * fontScale }
    public var headline: TextStyle { TextStyle(size: pt(22 * k), color: Theme.text, bold: true) }
    public var title: TextStyle { TextStyle(size: pt(18 * k), color: Theme.text, bold: true) }
    public var body: TextStyle { TextStyle(size: pt(15.5 * k), color: Theme.text) }
    public var bodyDim: TextStyle { TextStyle(size: pt(15.5 * k), color: Theme.textDim) }
    public var label: TextStyle { TextStyle(size: pt(15 * k), color: Theme.text, bold: true) }
    public var small: TextStyle { TextStyle(size: pt(12.5 * k), color: Theme.textDim) }
    /// Every touch target is at least this tall and wide (44 pt, Apple's minimum; 60 in table mode).
    public func minTouch(table: Bool) -> Double { pt(table ? 60 : 48) }

    /// A sheet's two buttons side by side along the bottom of `frame`, 16 pt
    /// from its edges and from each other (the confirmation, the legend).
    public func footerButtons(in frame: Box) -> (left: Box, right: Box) {
        let h = minTouch(table: false)
        let w = (frame.width - pt(48)) / 2
        let left = Box(x: frame.x + pt(16), y: frame.maxY - h - pt(16), width: w, height: h)
        return (left, Box(x: left.maxX + pt(16), y: left.y, width: w, height: h))
    }
}
