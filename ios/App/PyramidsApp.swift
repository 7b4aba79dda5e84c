// The iOS app's entry point: one window showing the whole app
// (PyramidsUI.PyramidsRootView over PyramidsKit's AppModel). The Xcode
// project (ios/project.yml, generated with XcodeGen) compiles this file
// with the Swift package's products and PyramidsFFI.xcframework; see the
// README, "Building the iOS app".
import PyramidsUI
import SwiftUI

@main
struct PyramidsApp: App {
    var body: some Scene {
        WindowGroup {
            PyramidsRootView()
        }
    }
}
