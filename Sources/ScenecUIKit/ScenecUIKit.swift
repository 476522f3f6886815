// `import ScenecUIKit` is the only import an app file or a test needs: it re-exports ScenecRuntime, whose types its
// API and the generated code speak (`SceneDevice`, `SavedNavigation`, `ScenePagePlace`; issue 43 item 3), and
// through ScenecUIKitPlatform UIKit on iOS, the stand-in and Foundation everywhere else, to subclass
// `UIViewController`.
@_exported public import ScenecRuntime
@_exported public import ScenecUIKitPlatform
