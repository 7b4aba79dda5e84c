// The SwiftUI host of the whole app: one Canvas that draws the top page of
// PyramidsKit's AppModel through CGPainter, one drag gesture that forwards
// touches (down, move, up) to it, a two-finger rotation for turning a
// Pyramido piece, an invisible layer of VoiceOver elements where the page
// says its parts are, haptics when a piece is played, the system text size
// as the layout's font scale, and the app's life cycle (stop the computer
// in the background). Everything it shows and decides is PyramidsKit's,
// tested on Linux; this file only wires it to the platform.
//
// Compiled only where SwiftUI and CoreGraphics exist (the Xcode app, or
// `swift build` on a Mac); on Linux the file is empty, so CI never compiles
// it (README, "What CI cannot check").
#if canImport(SwiftUI) && canImport(CoreGraphics)
import CoreGraphics
import Foundation
import os
import PyramidsCore
import PyramidsKit
import SwiftUI

/// Owns the AppModel and tells SwiftUI when to draw again.
@MainActor
public final class AppHost: ObservableObject {
    public let app: AppModel
    @Published public private(set) var revision = 0
    private var watching = false

    public init(app: AppModel) {
        self.app = app
        // Layouts sized by their words (a lesson's coach panel) measure with Core Text before the first frame.
        if TextMeasure.painter == nil,
           let cg = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4, space: CGColorSpaceCreateDeviceRGB(),
                              bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) {
            TextMeasure.painter = CGPainter(context: cg, width: 1, height: 1)
        }
        app.onChange = { [weak self] in self?.changed() }
    }

    /// The app as the device runs it: saves in Application Support, the
    /// user's language, the AI's wall-clock budget.
    public static func live() -> AppHost {
        let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        let store = SaveStore(directory: base.appendingPathComponent("Saves", isDirectory: true))
        // The best of the app's languages for the user's preferences (Info.plist lists them).
        let strings = Strings(locale: Bundle.main.preferredLocalizations.first ?? Locale.current.identifier)
        let spec = ScreenSpec.window(width: 390, height: 844, safeTop: 0, safeBottom: 0)
        return AppHost(app: AppModel(strings: strings, store: store, sound: AudioPlayer(), spec: spec))
    }

    /// The same time base the kit's animations use (milliseconds).
    public static var now: Double { Date().timeIntervalSinceReferenceDate * 1000 }

    private func changed() {
        revision &+= 1
        watchAnimation()
    }

    /// While something moves the timeline runs; when it has stopped, one more
    /// change lets the view pause its timeline again.
    private func watchAnimation() {
        guard !watching, app.isAnimating(now: Self.now) else { return }
        watching = true
        Task { @MainActor [weak self] in
            while let host = self, host.app.isAnimating(now: AppHost.now) {
                try? await Task.sleep(nanoseconds: 100_000_000)
            }
            guard let host = self else { return }
            host.watching = false
            host.revision &+= 1
        }
    }
}

/// The whole app in one view: put it in the WindowGroup.
public struct PyramidsRootView: View {
    @StateObject private var host: AppHost
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.scenePhase) private var scenePhase
    /// The start of the drag being forwarded (a new start is a new touch).
    @State private var touchStart: CGPoint?
    /// The rotation already turned into quarter turns during a two-finger twist.
    @State private var appliedTurn: Double = 0

    public init(host: @autoclosure @escaping () -> AppHost = AppHost.live()) {
        _host = StateObject(wrappedValue: host())
    }

    private static let log = Logger(subsystem: "games.pyramids", category: "app")

    public var body: some View {
        GeometryReader { geo in
            let app = host.app
            TimelineView(.animation(minimumInterval: nil, paused: !app.isAnimating(now: AppHost.now))) { timeline in
                Canvas { context, size in
                    _ = host.revision
                    let now = timeline.date.timeIntervalSinceReferenceDate * 1000
                    context.withCGContext { cg in
                        app.draw(CGPainter(context: cg, width: Double(size.width), height: Double(size.height)), now: now)
                    }
                }
            }
            .accessibilityHidden(true)
            .gesture(drag)
            .simultaneousGesture(rotate)
            .overlay { accessibilityLayer }
            .onAppear { resize(geo.size) }
            .onChange(of: geo.size) { _, size in resize(size) }
            .onChange(of: typeSize) { _, _ in resize(geo.size) }
        }
        .background(LinearGradient(colors: [Color(red: 0x1F / 255, green: 0x3B / 255, blue: 0x3F / 255),
                                            Color(red: 0x10 / 255, green: 0x23 / 255, blue: 0x2A / 255)],
                                   startPoint: .top, endPoint: .bottom).ignoresSafeArea())
        .preferredColorScheme(.dark)
        .sensoryFeedback(trigger: host.app.feedbackSerial) {
            switch host.app.lastFeedback {
            case .move?: .impact(weight: .light)
            case .refused?: .error
            case .gameOver?: .success
            case nil: nil
            }
        }
        .accessibilityAction(.escape) { host.app.back() }
        .onChange(of: scenePhase) { _, phase in
            switch phase {
            case .background: Task { await host.app.pause() }
            case .active: host.app.resume()
            default: break
            }
        }
        .task {
            // Pyramida's perfect player: its solved table from the bundle,
            // installed before any AI move is allowed to start.
            let url = Bundle.main.url(forResource: PyramidaTable.resourceName, withExtension: PyramidaTable.resourceExtension)
            let outcome = await PlaySession.installPyramidaTable(from: url)
            Self.log.info("Pyramida table: \(String(describing: outcome), privacy: .public)")
        }
    }

    /// The window in points, inside the safe area (the background fills the rest).
    private func resize(_ size: CGSize) {
        guard size.width > 0, size.height > 0 else { return }
        host.app.resize(.window(width: Double(size.width), height: Double(size.height), safeTop: 0, safeBottom: 0,
                                textSize: TextSize(typeSize)))
    }

    private var drag: some Gesture {
        DragGesture(minimumDistance: 0, coordinateSpace: .local)
            .onChanged { value in
                let now = AppHost.now
                if touchStart != value.startLocation {
                    if let old = touchStart { host.app.touch(Touch(.cancel, Pt(Double(old.x), Double(old.y))), now: now) }
                    touchStart = value.startLocation
                    host.app.touch(Touch(.down, Pt(Double(value.startLocation.x), Double(value.startLocation.y))), now: now)
                }
                if value.location != value.startLocation {
                    host.app.touch(Touch(.move, Pt(Double(value.location.x), Double(value.location.y))), now: now)
                }
            }
            .onEnded { value in
                host.app.touch(Touch(.up, Pt(Double(value.location.x), Double(value.location.y))), now: AppHost.now)
                touchStart = nil
            }
    }

    /// Two fingers turning: every 60° turns the piece a quarter, as the Rotate button does.
    private var rotate: some Gesture {
        RotateGesture(minimumAngleDelta: .degrees(15))
            .onChanged { value in
                let degrees = value.rotation.degrees
                while degrees - appliedTurn >= 60 {
                    appliedTurn += 60
                    host.app.rotateGesture()
                }
            }
            .onEnded { _ in appliedTurn = 0 }
    }

    /// One VoiceOver element per part the page lists, where it is drawn;
    /// activating one taps it.
    private var accessibilityLayer: some View {
        ZStack(alignment: .topLeading) {
            ForEach(host.app.accessibility(now: AppHost.now), id: \.id) { element in
                Color.clear
                    .contentShape(Rectangle())
                    .frame(width: max(1, element.frame.width), height: max(1, element.frame.height))
                    .position(x: element.frame.center.x, y: element.frame.center.y)
                    .accessibilityElement()
                    .accessibilityLabel(element.label)
                    .accessibilityAddTraits(element.actionable ? .isButton : .isStaticText)
                    .accessibilityAction {
                        host.app.tap(element.frame.center, now: AppHost.now)
                    }
                    .allowsHitTesting(false)
            }
        }
        .accessibilityElement(children: .contain)
    }
}

extension TextSize {
    /// The kit's text size for SwiftUI's Dynamic Type size.
    init(_ size: DynamicTypeSize) {
        switch size {
        case .xSmall: self = .xSmall
        case .small: self = .small
        case .medium: self = .medium
        case .large: self = .large
        case .xLarge: self = .xLarge
        case .xxLarge: self = .xxLarge
        case .xxxLarge: self = .xxxLarge
        case .accessibility1: self = .accessibility1
        case .accessibility2: self = .accessibility2
        case .accessibility3: self = .accessibility3
        case .accessibility4: self = .accessibility4
        case .accessibility5: self = .accessibility5
        @unknown default: self = .large
        }
    }
}
#endif
