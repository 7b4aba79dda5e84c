// The tests' painter over Cairo (Debian's libcairo2-dev): draws the app's
// real renderers into an image surface and writes it as a PNG.
import CCairo
import PyramidsKit

public final class CairoPainter: Painter {
    public let width: Double
    public let height: Double
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private var alphaStack: [Double] = [1]
    /// RGB24: Cairo leaves the top byte of each pixel undefined.
    private let opaque: Bool

    /// A `width` × `height` pixel surface. With `downscale` < 1 the image is
    /// that much smaller while the drawing code still sees `width` × `height`
    /// (the same layout, a smaller PNG: the curated screenshots in docs/).
    /// With `opaque` the surface has no alpha channel (Cairo's RGB24) and
    /// the PNG is RGB without alpha (IHDR colour type 2), as the App Store
    /// wants the app icon; what is drawn must then cover every pixel.
    public init(width: Int, height: Int, downscale: Double = 1, opaque: Bool = false) {
        self.width = Double(width)
        self.height = Double(height)
        self.opaque = opaque
        surface = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32((Double(width) * downscale).rounded()),
                                             Int32((Double(height) * downscale).rounded()))
        cr = cairo_create(surface)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_BEST)
        if downscale != 1 { cairo_scale(cr, downscale, downscale) }
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Writes the image as a PNG; false (with Cairo's reason) when it could not.
    @discardableResult
    public func writePNG(to path: String) -> Result<Void, CairoError> {
        cairo_surface_flush(surface)
        let status = cairo_surface_write_to_png(surface, path)
        if status == CAIRO_STATUS_SUCCESS { return .success(()) }
        return .failure(CairoError(reason: String(cString: cairo_status_to_string(status))))
    }

    /// The pixels of a PNG file as 0xAARRGGBB words, row by row (Cairo's
    /// reader), with its size; nil when Cairo cannot read it.
    public static func readPNG(_ path: String) -> (width: Int, height: Int, pixels: [UInt32])? {
        guard let img = cairo_image_surface_create_from_png(path) else { return nil }
        defer { cairo_surface_destroy(img) }
        guard cairo_surface_status(img) == CAIRO_STATUS_SUCCESS else { return nil }
        return Self.words(img)
    }

    /// This surface's pixels as `readPNG` gives them.
    public func pixels() -> [UInt32] { Self.words(surface).pixels }

    private static func words(_ img: OpaquePointer) -> (width: Int, height: Int, pixels: [UInt32]) {
        cairo_surface_flush(img)
        let w = Int(cairo_image_surface_get_width(img)), h = Int(cairo_image_surface_get_height(img))
        let stride = Int(cairo_image_surface_get_stride(img))
        let opaque = cairo_image_surface_get_format(img) == CAIRO_FORMAT_RGB24
        guard let data = cairo_image_surface_get_data(img) else { return (w, h, []) }
        var out = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: w) { row in
                for x in 0..<w { out[y * w + x] = opaque ? row[x] | 0xFF00_0000 : row[x] }
            }
        }
        return (w, h, out)
    }

    /// The surface as straight (not premultiplied) RGBA bytes, 4 a pixel, row by row.
    public func rgbaBytes() -> [UInt8] {
        let (w, h, words) = Self.words(surface)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for (i, p) in words.enumerated() {
            let a = (p >> 24) & 0xFF
            func un(_ v: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (v & 0xFF) * 255 / a)) }
            out[4 * i] = un(p >> 16)
            out[4 * i + 1] = un(p >> 8)
            out[4 * i + 2] = un(p)
            out[4 * i + 3] = UInt8(a)
        }
        return out
    }

    /// Replaces the surface's pixels with straight RGBA bytes as `rgbaBytes` gives them (a filtered copy).
    public func setRGBA(_ bytes: [UInt8]) {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard bytes.count == w * h * 4, let data = cairo_image_surface_get_data(surface) else { return }
        for y in 0..<h {
            data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: w) { row in
                for x in 0..<w {
                    let i = 4 * (y * w + x)
                    let a = UInt32(bytes[i + 3])
                    func pre(_ v: UInt8) -> UInt32 { UInt32(v) * a / 255 }
                    row[x] = a << 24 | pre(bytes[i]) << 16 | pre(bytes[i + 1]) << 8 | pre(bytes[i + 2])
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// The colour of one pixel (for tests that check what was drawn).
    public func pixel(x: Int, y: Int) -> RGBA {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface), x >= 0, y >= 0, x < Int(width), y < Int(height) else {
            return RGBA(0, 0, 0, 0)
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let word = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let p = opaque ? word | 0xFF00_0000 : word
        let a = Double((p >> 24) & 0xFF) / 255
        func un(_ v: UInt32) -> Double { a == 0 ? 0 : min(1, Double(v & 0xFF) / 255 / a) }
        return RGBA(un(p >> 16), un(p >> 8), un(p), a)
    }

    private var alpha: Double { alphaStack.last ?? 1 }

    private func source(_ c: RGBA) {
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * alpha)
    }

    public func save() {
        cairo_save(cr)
        alphaStack.append(alpha)
    }

    public func restore() {
        cairo_restore(cr)
        if alphaStack.count > 1 { alphaStack.removeLast() }
    }

    public func translate(_ dx: Double, _ dy: Double) { cairo_translate(cr, dx, dy) }

    public func rotate(degrees: Double, about pivot: Pt) {
        cairo_translate(cr, pivot.x, pivot.y)
        cairo_rotate(cr, degrees * .pi / 180)
        cairo_translate(cr, -pivot.x, -pivot.y)
    }

    public func scale(_ sx: Double, _ sy: Double) { cairo_scale(cr, sx, sy) }

    public func clip(_ box: Box) {
        cairo_rectangle(cr, box.x, box.y, box.width, box.height)
        cairo_clip(cr)
    }

    public func multiplyAlpha(_ a: Double) { alphaStack[alphaStack.count - 1] = alpha * a }

    private func trace(_ shape: Shape) {
        cairo_new_path(cr)
        switch shape {
        case .rect(let b): cairo_rectangle(cr, b.x, b.y, b.width, b.height)
        case .roundRect(let b, let radius):
            let r = max(0, min(radius, b.width / 2, b.height / 2))
            cairo_new_sub_path(cr)
            cairo_arc(cr, b.maxX - r, b.y + r, r, -.pi / 2, 0)
            cairo_arc(cr, b.maxX - r, b.maxY - r, r, 0, .pi / 2)
            cairo_arc(cr, b.x + r, b.maxY - r, r, .pi / 2, .pi)
            cairo_arc(cr, b.x + r, b.y + r, r, .pi, 3 * .pi / 2)
            cairo_close_path(cr)
        case .oval(let b):
            guard b.width > 0, b.height > 0 else { return }
            cairo_save(cr)
            cairo_translate(cr, b.center.x, b.center.y)
            cairo_scale(cr, b.width / 2, b.height / 2)
            cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
            cairo_restore(cr)
        case .circle(let c, let r):
            cairo_new_sub_path(cr)
            cairo_arc(cr, c.x, c.y, max(0, r), 0, 2 * .pi)
        case .line(let a, let b):
            cairo_move_to(cr, a.x, a.y)
            cairo_line_to(cr, b.x, b.y)
        case .path(let ops):
            var current = Pt(0, 0)
            for op in ops {
                switch op {
                case .move(let p):
                    cairo_move_to(cr, p.x, p.y)
                    current = p
                case .line(let p):
                    cairo_line_to(cr, p.x, p.y)
                    current = p
                case .quad(let c, let p):
                    // A quadratic as the cubic with the same curve.
                    let c1 = current + (c - current) * (2.0 / 3)
                    let c2 = p + (c - p) * (2.0 / 3)
                    cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                    current = p
                case .cubic(let c1, let c2, let p):
                    cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                    current = p
                case .close: cairo_close_path(cr)
                }
            }
        }
    }

    public func fill(_ shape: Shape, _ fill: Fill) {
        trace(shape)
        switch fill {
        case .solid(let c):
            source(c)
            cairo_fill(cr)
        case .linear(let from, let to, let stops):
            let pattern = cairo_pattern_create_linear(from.x, from.y, to.x, to.y)
            paint(pattern, stops)
        case .radial(let c, let r, let stops):
            let pattern = cairo_pattern_create_radial(c.x, c.y, 0, c.x, c.y, max(r, 0.001))
            paint(pattern, stops)
        }
    }

    private func paint(_ pattern: OpaquePointer?, _ stops: [Stop]) {
        guard let pattern else {
            cairo_new_path(cr)
            return
        }
        for s in stops {
            cairo_pattern_add_color_stop_rgba(pattern, s.offset, s.color.r, s.color.g, s.color.b, s.color.a * alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
    }

    public func stroke(_ shape: Shape, width: Double, color: RGBA, dash: [Double]) {
        trace(shape)
        source(color)
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    private func font(_ style: TextStyle) {
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                               style.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, style.size)
    }

    public func drawText(_ text: String, x: Double, y: Double, style: TextStyle) {
        let w = measureText(text, style: style)
        let left = switch style.align {
        case .left: x
        case .center: x - w / 2
        case .right: x - w
        }
        font(style)
        source(style.color)
        cairo_move_to(cr, left, y)
        cairo_show_text(cr, text)
        cairo_new_path(cr)
    }

    public func measureText(_ text: String, style: TextStyle) -> Double {
        font(style)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        return extents.x_advance
    }

    public func metrics(_ style: TextStyle) -> TextMetrics {
        font(style)
        var extents = cairo_font_extents_t()
        cairo_font_extents(cr, &extents)
        return TextMetrics(ascent: extents.ascent, descent: extents.descent)
    }
}

public struct CairoError: Error, Sendable {
    public let reason: String
}
