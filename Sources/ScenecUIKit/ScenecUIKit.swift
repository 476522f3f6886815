// `import ScenecUIKit` is the only import an app file or a test needs to subclass `UIViewController`: it
// re-exports UIKit on iOS and the stand-in everywhere else.
#if canImport(UIKit)
    @_exported public import UIKit
#else
    @_exported public import ScenecUIKitStandIn
#endif
