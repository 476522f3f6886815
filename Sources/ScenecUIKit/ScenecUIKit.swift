// `import ScenecUIKit` is the only import an app file or a test needs to subclass `UIViewController`: it
// re-exports UIKit on iOS and the stand-in everywhere else (through ScenecUIKitPlatform).
@_exported public import ScenecUIKitPlatform
