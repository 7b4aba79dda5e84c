// swift-tools-version:6.0
// The iOS app's package: everything that is not Apple-only, so it builds and
// its tests run on Linux (`scripts/ios-test`).
//
// PyramidsCoreFFI and PyramidsCore are UniFFI's generated C header, module
// map and Swift (build output, never committed): scripts/ios-test generates
// them with scripts/gen-bindings and copies them into Generated/ (ignored).
// On Linux (and for scripts/ios-test anywhere) PyramidsCoreFFI is the header
// through its module map, and the host library libpyramids_ffi is linked
// from build/bindings/lib, whose path the script passes with -L and an rpath.
//
// On a Mac, PyramidsCoreFFI is PyramidsCoreFFI.xcframework, which
// scripts/build-ios-xcframework writes here: the XCFramework (the
// static library for devices and simulators, with the header and module
// map): the Xcode app (project.yml) gets the Rust library through this
// package. PYRAMIDS_HOST_FFI=1 (scripts/ios-test sets it) keeps the host
// library even then.
import Foundation
import PackageDescription

let useXCFramework: Bool = {
    #if os(macOS)
    // Not "if the XCFramework exists": Xcode caches the package's resolved
    // graph, and a project opened before the XCFramework was built would
    // keep the host-library variant until its package cache is reset. On a
    // Mac the package always means the XCFramework; a missing one stops
    // the build naming PyramidsCoreFFI.xcframework (run
    // scripts/build-ios-xcframework).
    return ProcessInfo.processInfo.environment["PYRAMIDS_HOST_FFI"] == nil
    #else
    return false
    #endif
}()

let ffi: Target = useXCFramework
    ? .binaryTarget(name: "PyramidsCoreFFI", path: "PyramidsCoreFFI.xcframework")
    // The generated C header of the Rust library, through its module map.
    : .systemLibrary(name: "PyramidsCoreFFI", path: "Generated/PyramidsCoreFFI")

let package = Package(
    name: "PyramidsKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "PyramidsKit", targets: ["PyramidsKit"]),
        .library(name: "PyramidsUI", targets: ["PyramidsUI"]),
    ],
    targets: [
        ffi,
        // UniFFI's generated Swift is written for the Swift 5 language mode.
        .target(
            name: "PyramidsCore",
            dependencies: ["PyramidsCoreFFI"],
            path: "Generated/PyramidsCore",
            swiftSettings: [.swiftLanguageMode(.v5)],
            // The XCFramework links itself; the host library is named.
            linkerSettings: useXCFramework ? [] : [.linkedLibrary("pyramids_ffi")]
        ),
        // The app's logic: session, controllers, geometry, renderers on the
        // Painter protocol, saves, strings. Swift 6, strict concurrency.
        .target(
            name: "PyramidsKit",
            dependencies: ["PyramidsCore"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // SwiftUI hosts of the screens (empty where SwiftUI does not exist:
        // CI compiles none of it; `swift build` on a Mac does).
        .target(
            name: "PyramidsUI",
            dependencies: ["PyramidsKit", "PyramidsCore"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Debian's libcairo2-dev: the painter the tests draw screenshots with.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]
        ),
        .target(
            name: "PyramidsCairo",
            dependencies: ["PyramidsKit", "CCairo"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "PyramidsKitTests",
            dependencies: ["PyramidsKit", "PyramidsCore", "PyramidsCairo"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
