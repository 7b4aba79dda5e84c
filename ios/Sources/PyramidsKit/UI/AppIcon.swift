// The app icon: the home screen's picture of Pylos (GamePictures, the
// pyramid of balls on its wood board) on the app's background, drawn to a
// square of any size with no transparency. The committed 1024 × 1024 PNG
// (ios/App/Assets.xcassets/AppIcon.appiconset/AppIcon.png) is this drawing
// through the Cairo painter: AppIconTests checks it, and writes it again
// with PYRAMIDS_WRITE_APP_ICON=1 (README, "iOS").
public enum AppIcon {
    /// The size App Store Connect and the single-size asset catalog take.
    public static let size = 1024

    /// Draws the icon over the whole `side` × `side` square at the origin.
    /// Every pixel is painted opaque (the system rounds the corners itself).
    public static func draw(_ p: Painter, side: Double) {
        let all = Box(x: 0, y: 0, width: side, height: side)
        p.fill(.rect(all), Theme.backgroundBottom)
        p.fill(.rect(all), .linear(from: Pt(0, 0), to: Pt(0, side),
                                   stops: [Stop(0, Theme.backgroundTop), Stop(1, Theme.backgroundBottom)]))
        // The picture fills the middle; line widths as on a phone's home
        // card, scaled with the icon.
        let inset = side * 0.1
        let picture = Box(x: inset, y: inset, width: side - 2 * inset, height: side - 2 * inset)
        GamePictures.draw(p, .pylos, in: picture, scale: UIScale(pixelsPerPoint: side / 256, isTablet: false))
    }
}
