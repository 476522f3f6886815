// The one place that chooses the UI framework ScenecUIKit builds against: UIKit where it exists, the stand-in
// everywhere else. Each ScenecUIKit file imports this module instead of repeating the choice.
#if canImport(UIKit)
    @_exported public import UIKit
#else
    // UIKit re-exports Foundation, so an app file that imports UIKit (or ScenecUIKit) declares
    // `init?(coder: NSCoder)` and uses `Data` with no other import: the same file compiles here (issue 43 item 4).
    @_exported public import Foundation
    @_exported public import ScenecUIKitStandIn
#endif
