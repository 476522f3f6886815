// The one place that chooses the UI framework ScenecUIKit builds against: UIKit where it exists, the stand-in
// everywhere else. Each ScenecUIKit file imports this module instead of repeating the choice.
#if canImport(UIKit)
    @_exported public import UIKit
#else
    @_exported public import ScenecUIKitStandIn
#endif
