// SwiftUI host of the Pylos screen: the package's PylosBoard draws through
// CGPainter in a Canvas and gets the touches; this view only wires them to
// the GameModel. Compiled only where SwiftUI exists (a Mac: `swift build`
// in ios/, or the Xcode app); on Linux the file is empty, so CI never
// compiles it (README, "What CI cannot check").
#if canImport(SwiftUI) && canImport(CoreGraphics)
import CoreGraphics
import Foundation
import PyramidsCore
import PyramidsKit
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

@MainActor
public final class PylosScreenState: ObservableObject {
    public let model: GameModel
    public private(set) var board: PylosBoard
    @Published public private(set) var revision = 0
    private let strings: Strings
    private var size: CGSize = .zero
    private var table: Bool

    public init(model: GameModel, strings: Strings, table: Bool = false) {
        self.model = model
        self.strings = strings
        self.table = table
        board = PylosBoard(strings: strings, spec: Self.spec(for: CGSize(width: 390, height: 844)), table: table)
        model.onChange = { [weak self] in self?.changed() }
    }

    /// Points as pixels: SwiftUI draws in points, and the layout scales from them.
    static func spec(for size: CGSize) -> ScreenSpec {
        let tablet = min(size.width, size.height) >= 600
        return ScreenSpec(width: size.width, height: size.height, pixelsPerPoint: 1, device: tablet ? .tablet : .phone,
                          safeTop: 0, safeBottom: 0)
    }

    func resize(_ newSize: CGSize) {
        guard newSize != size, newSize.width > 0, newSize.height > 0 else { return }
        size = newSize
        let view = board.view
        board = PylosBoard(strings: strings, spec: Self.spec(for: newSize), table: table)
        board.view = view
    }

    private func changed() {
        revision += 1
    }

    private var clock: Double { Date().timeIntervalSinceReferenceDate * 1000 }

    func touch(_ phase: Touch.Phase, _ at: CGPoint) {
        let point = Pt(Double(at.x), Double(at.y))
        if phase == .up, let button = board.button(at: point, model), button.enabled {
            switch button.id {
            case .undo:
                Task { await model.undo() }
                return
            case .hint:
                Task { await model.requestHint(budget: 1500) }
                return
            default: break
            }
        }
        switch board.touch(Touch(phase, point), model) {
        case .none: break
        case .changed: revision += 1
        case .play(let action):
            if model.play(action) {
                board.animate(model.lastEvents, now: clock)
                #if canImport(UIKit)
                UIImpactFeedbackGenerator(style: .light).impactOccurred()
                #endif
                model.advance()
            }
        }
    }

    func draw(_ context: CGContext, size: CGSize, now: Double) {
        board.draw(CGPainter(context: context, width: Double(size.width), height: Double(size.height)), model, now: now)
    }
}

public struct PylosScreenView: View {
    @ObservedObject var state: PylosScreenState
    @State private var pressed = false

    public init(state: PylosScreenState) {
        self.state = state
    }

    public var body: some View {
        GeometryReader { geo in
            TimelineView(.animation) { timeline in
                Canvas { context, size in
                    _ = state.revision
                    let now = timeline.date.timeIntervalSinceReferenceDate * 1000
                    context.withCGContext { cg in state.draw(cg, size: size, now: now) }
                }
            }
            .onAppear { state.resize(geo.size) }
            .onChange(of: geo.size) { _, newSize in state.resize(newSize) }
            .gesture(
                DragGesture(minimumDistance: 0, coordinateSpace: .local)
                    .onChanged { value in
                        state.touch(pressed ? .move : .down, value.location)
                        pressed = true
                    }
                    .onEnded { value in
                        state.touch(.up, value.location)
                        pressed = false
                    }
            )
            .overlay { accessibilityLayer }
        }
    }

    /// One VoiceOver element per ball and playable place, where it is drawn.
    private var accessibilityLayer: some View {
        ZStack(alignment: .topLeading) {
            ForEach(state.board.accessibility(state.model), id: \.id) { element in
                Color.clear
                    .frame(width: element.frame.width, height: element.frame.height)
                    .position(x: element.frame.center.x, y: element.frame.center.y)
                    .accessibilityElement()
                    .accessibilityLabel(element.label)
                    .accessibilityAddTraits(element.actionable ? .isButton : [])
                    .accessibilityAction {
                        let c = CGPoint(x: element.frame.center.x, y: element.frame.center.y)
                        state.touch(.down, c)
                        state.touch(.up, c)
                    }
            }
        }
    }
}
#endif
