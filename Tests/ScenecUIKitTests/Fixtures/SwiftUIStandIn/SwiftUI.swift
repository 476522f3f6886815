// A stand-in for the few SwiftUI declarations that the documentation's SwiftUI example uses (SwiftUI does not exist
// on Linux). It is test-only: DocumentationSnippetTests compiles it into a module named SwiftUI to type-check that
// example, and StandInDeclarationsTests compares its public surface with SwiftUIDeclarations.txt, one line per
// declaration with its Apple page. It draws nothing; its internal `StandInAppSession` (end of file) opens an app's
// windows as SwiftUI documents it does, for DocumentationSnippetTests' run of the example in two windows.
public import Foundation
public import ScenecUIKitStandIn

/// SDK: https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency
public protocol View {
    /// SDK: https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View

    /// SDK: https://developer.apple.com/documentation/swiftui/view/body-swift.property
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// A view with no content: the body of SwiftUI's primitive views (a representable's included), which SwiftUI
/// never asks for. Never has no values, so this body can never be read.
///
/// SDK: https://developer.apple.com/documentation/swiftui/view (Conforming Types: Never)
extension Never: View {
    public var body: Never { self }
}

/// SDK: https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder
public struct ViewBuilder {
    /// A closure of one view gives that view.
    ///
    /// SDK: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content>(_ content: Content) -> Content {
        content
    }
}

/// SDK: https://developer.apple.com/documentation/swiftui/scene
@MainActor @preconcurrency
public protocol Scene {
    /// SDK: https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype
    associatedtype Body: Scene

    /// SDK: https://developer.apple.com/documentation/swiftui/scene/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// SDK: https://developer.apple.com/documentation/swiftui/scenebuilder
@resultBuilder
public struct SceneBuilder {
    /// A closure of one scene gives that scene.
    ///
    /// SDK: https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
        content
    }
}

/// SDK: https://developer.apple.com/documentation/swiftui/app
@MainActor @preconcurrency
public protocol App {
    /// SDK: https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype
    associatedtype Body: Scene

    /// SDK: https://developer.apple.com/documentation/swiftui/app/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// SDK: https://developer.apple.com/documentation/swiftui/app/init()
    @MainActor @preconcurrency init()
}

extension App {
    /// The entry point that `@main` calls. SwiftUI makes the app and runs its scenes; the stand-in, which runs no
    /// app, makes it and reads its body once.
    ///
    /// SDK: https://developer.apple.com/documentation/swiftui/app/main()
    @MainActor @preconcurrency public static func main() {
        _ = Self().body
    }
}

/// The windows of an app, each showing `Content`.
///
/// SDK: https://developer.apple.com/documentation/swiftui/windowgroup
nonisolated public struct WindowGroup<Content>: Scene where Content: View {
    let content: Content

    /// SDK: https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// SwiftUI's window group is a built-in scene whose body SwiftUI never asks for; the stand-in's is the
    /// group's window, which is never asked for its body either.
    ///
    /// SDK: https://developer.apple.com/documentation/swiftui/windowgroup/body-swift.property
    public var body: some Scene {
        BuiltInScene()
    }
}

/// A built-in scene: SwiftUI shows it without reading a body.
struct BuiltInScene: Scene {
    var body: BuiltInScene { self }
}

/// SDK: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    /// SDK: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype
    associatedtype UIViewControllerType: UIViewController

    /// SDK: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType

    /// SDK: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
    @MainActor @preconcurrency func updateUIViewController(
        _ uiViewController: Self.UIViewControllerType, context: Self.Context)

    /// SDK: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
    typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable where Self.Body == Never {
    /// A representable has no body: SwiftUI asks it for its controller instead. Like any primitive view's body,
    /// reading it is a programming error, and it stops the program.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view: SwiftUI never reads its body")
    }
}

/// What SwiftUI tells a representable when it makes and updates its controller; SwiftUI makes it ("Don't create
/// this structure yourself").
///
/// SDK: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable> where Representable: UIViewControllerRepresentable {
    init() {}
}

extension View {
    /// SDK: https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View {
        OnOpenURL(content: self, action: action)
    }
}

/// A view that shows `content` and hands the URLs the app receives to `action`.
nonisolated struct OnOpenURL<Content: View>: View {
    let content: Content
    let action: (URL) -> ()

    var body: Content { content }
}

/// A value a view owns: SwiftUI keeps the first value it stores for a view's identity (each window's copy of a
/// window group's content has its own) and gives it back on every later update. The stand-in, which updates no
/// view, keeps the value it was given.
///
/// SDK: https://developer.apple.com/documentation/swiftui/state
@frozen @propertyWrapper
public struct State<Value> {
    /// The value's box (SwiftUI keeps it in the view graph).
    @usableFromInline final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    @usableFromInline let storage: Storage

    /// SDK: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) {
        storage = Storage(value)
    }

    /// SDK: https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
}

// MARK: - Windows, for tests (internal: a test reaches it with `@testable import SwiftUI`)

/// A window group's content, made anew for each window.
protocol StandInWindowGroup {
    /// The group's content view.
    var standInContent: any View { get }
}

extension WindowGroup: StandInWindowGroup {
    var standInContent: any View { content }
}

/// A view that hands URLs to an action (`onOpenURL(perform:)`) around its content.
protocol StandInOpenURL {
    var standInContent: any View { get }
    var standInAction: (URL) -> () { get }
}

extension OnOpenURL: StandInOpenURL {
    var standInContent: any View { content }
    var standInAction: (URL) -> () { action }
}

/// One window the stand-in opened from an app's window group: a `UIWindow` whose root is the controller the
/// content's representable made, and the content's `onOpenURL` actions.
@MainActor
final class StandInSceneWindow {
    let window: UIWindow
    var openURLActions: [(URL) -> ()] = []

    init(window: UIWindow) {
        self.window = window
    }

    /// The system hands `url` to this window's scene: each `onOpenURL` action of its content runs ("registers a
    /// handler to invoke in response to a URL that your app receives").
    ///
    /// SDK: https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
    func open(_ url: URL) {
        for action in openURLActions { action(url) }
    }
}

/// What SwiftUI does with an app's first window group when the system asks it for a window (a launch, a second
/// window on iPad or Mac Catalyst), as Apple documents it:
/// - the app is made once (`init()`), by SwiftUI ("the system … initializes your app": App.main());
/// - each window gets the group's content from the group's content closure, "A closure that creates the content for
///   each instance of the group" (WindowGroup.init(content:)), and "Every window in the group maintains independent
///   state": the system allocates new storage for the `State` of each window's views (WindowGroup). The stand-in's
///   `init(content:)` cannot keep its closure (it is not escaping), so each window reads the app's `body` again,
///   which runs the closure again, and the view values it makes carry new `State` storage;
/// - a representable's `makeUIViewController(context:)` is called once for the view SwiftUI shows ("SwiftUI calls
///   this method a single time when it's ready to display the view"), then `updateUIViewController(_:context:)`;
///   SwiftUI puts the controller's view in the window inside its hosting controller, the stand-in makes the
///   controller the window's root (its view is in the window either way).
///
/// SDK: https://developer.apple.com/documentation/swiftui/windowgroup
/// SDK: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
@MainActor
final class StandInAppSession<Application: App> {
    let app: Application
    private(set) var windows: [StandInSceneWindow] = []

    /// SwiftUI makes the app, once.
    init() {
        app = Application()
    }

    /// Opens a window `frame` in size from the app's first window group and shows it (`makeKeyAndVisible()`).
    @discardableResult
    func openWindow(frame: CGRect) -> StandInSceneWindow {
        let shown = StandInSceneWindow(window: UIWindow(frame: frame))
        if let group = Self.windowGroup(in: app.body) {
            instantiate(group.standInContent, in: shown)
        }
        shown.window.makeKeyAndVisible()
        windows.append(shown)
        return shown
    }

    /// The first window group of `scene`, reading scene bodies until one is a group.
    private static func windowGroup(in scene: any Scene) -> (any StandInWindowGroup)? {
        if let group = scene as? any StandInWindowGroup { return group }
        if scene is BuiltInScene { return nil }
        return windowGroup(in: body(of: scene))
    }

    private static func body<S: Scene>(of scene: S) -> any Scene {
        scene.body
    }

    private static func body<V: View>(of view: V) -> any View {
        view.body
    }

    /// Shows `view` in `shown`: a representable's controller becomes its root, an `onOpenURL` action is kept,
    /// any other view is its body.
    private func instantiate(_ view: any View, in shown: StandInSceneWindow) {
        if let representable = view as? any UIViewControllerRepresentable {
            host(representable, in: shown)
        } else if let modified = view as? any StandInOpenURL {
            shown.openURLActions.append(modified.standInAction)
            instantiate(modified.standInContent, in: shown)
        } else {
            instantiate(Self.body(of: view), in: shown)
        }
    }

    private func host<Representable: UIViewControllerRepresentable>(
        _ representable: Representable, in shown: StandInSceneWindow
    ) {
        let controller = representable.makeUIViewController(context: Representable.Context())
        representable.updateUIViewController(controller, context: Representable.Context())
        shown.window.rootViewController = controller
    }
}
