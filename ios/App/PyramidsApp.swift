// The iOS app's entry point: one window showing the whole app
// (PyramidsUI.PyramidsRootView over PyramidsKit's AppModel). The Xcode
// project (ios/project.yml, generated with XcodeGen) compiles this file
// with the Swift package's products and PyramidsCoreFFI.xcframework; see the
// README, "Building the iOS app".
import PyramidsKit
import PyramidsUI
import SwiftUI

@main
struct PyramidsApp: App {
    init() {
        // First, before the table install and any AI call: the core's
        // diagnostics to os.Logger (subsystem games.pyramids.app).
        CoreLog.install(.system())
    }

    var body: some Scene {
        WindowGroup {
            PyramidsRootView()
        }
    }
}
