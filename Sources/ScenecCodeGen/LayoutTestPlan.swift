public import ScenecRuntime

/// Everything the UI layout test files contain, decided: which files, classes and test methods, the state tables
/// (each state's name, script and expected values) and the page factory the tests build the UI with. Printed by
/// `LayoutTestRenderer`.
///
/// The tests are data-driven: one test method per device and file runs a table of states (one short statement
/// per value) through `SceneLayoutTable` of ScenecUIKit, on the scene's real controllers
/// (`makeSceneController(factory:device:)`) in a window of the device's size.
///
/// Like `SetupPlan`, the plan's types have no public initializers: `CodeGenerator` makes them, other modules read
/// them.
public struct LayoutTestPlan: Equatable, Sendable {
    /// The scene file's name, for the headers.
    public var sourceName: String
    /// The module that holds the setup code, imported by every file.
    public var module: String
    /// Whether `module` is imported with `@testable`: the setup code is internal (`--access internal`), which a
    /// plain import cannot see.
    public var testableImport: Bool = false
    /// Other modules the files import: those that qualify the page types of the generated test factory
    /// (`MusicApp` in `MusicApp.AlbumViewController`), sorted, without `module`.
    public var typeModules: [String] = []
    /// `MusicScene`.
    public var sceneEnum: String
    /// The expression that makes the tests' page factory: `MusicLayoutTestFactory()`, or the app's own type
    /// (`tests: {factory: MusicTestFactory}`) made with `()`.
    public var factoryExpression: String
    /// The generated page factory, when the scene names none.
    public var factory: LayoutTestFactory?
    /// The files, in order; each holds one test class.
    public var files: [LayoutTestFile]
    /// The setup file's links enum (`MusicLink`) and links: the first file tests them (LayoutTestRenderer+Links).
    public var linkEnum: String = ""
    public var links: [LinkPlan] = []

    /// The number of states in every table of every file.
    public var stateCount: Int { files.reduce(0) { $0 + $1.tables.reduce(0) { $0 + $1.rows.count } } }
}

/// The generated page factory of the tests: a plain controller (or view) of each declared type.
public struct LayoutTestFactory: Equatable, Sendable {
    /// `MusicLayoutTestFactory`.
    public var className: String
    /// `MusicPageFactory`, the protocol of the setup code.
    public var protocolName: String
    /// Each page's requirement, then its stack views', in the scene's order.
    public var methods: [LayoutTestFactoryMethod]
}

/// `func makeAlbum(_ context: MusicPageContext<MusicPages.Album>) -> MusicApp.AlbumViewController`, which returns
/// `type()`.
public struct LayoutTestFactoryMethod: Equatable, Sendable {
    /// `makeAlbum`.
    public var name: String
    /// The type of its argument (`MusicPageContext<MusicPages.Album>`).
    public var context: String
    /// The declared type, as written in the scene.
    public var type: String
}

/// One test file and its one `XCTestCase` class.
public struct LayoutTestFile: Equatable, Sendable {
    /// `MusicLayoutTests.swift`, or `MusicLayoutTests2.swift` for part 2 of a split scene.
    public var fileName: String
    /// `MusicLayoutTests` or `MusicLayoutTests2`.
    public var className: String
    /// 1-based part number and the number of parts.
    public var part: Int
    public var partCount: Int
    /// Whether this file holds the generated test factory (the first file, when there is one).
    public var holdsFactory: Bool = false
    /// One table (and test method) per device with states in this file, in device order.
    public var tables: [LayoutTestTable]
}

/// One test method: the states of one device (all, or a part of them), run in order.
public struct LayoutTestTable: Equatable, Sendable {
    /// The method's name, a plain identifier starting with `test_` (`test_ipad_landscape`).
    public var methodName: String
    /// The name of the function that builds the table (`states_ipadLandscape`).
    public var functionName: String
    /// The device's name.
    public var device: String
    /// The states, in enumeration order.
    public var rows: [LayoutTestRow]
}

/// The frames around the navigation (nil where there is none, or it is hidden) and the navigation's, in window
/// coordinates.
public struct LayoutTestChrome: Equatable, Sendable {
    public var sidebar: Rect?
    public var tabBar: Rect?
    public var attachment: Rect?
    public var navigation: Rect
}

/// One page instance of a state: its frame in window coordinates, nil when its view is not in the window.
public struct LayoutTestPage: Equatable, Sendable {
    /// The instance id (`album`, `album#2`).
    public var id: String
    public var frame: Rect?
    public var isHidden: Bool
    public var overlay: Double
    /// Its navigation bar in window coordinates; nil when it shows none.
    public var navigationBar: Rect? = nil
}

/// One presentation of a state (scene format §10.2): the presented page, the presented controller's view frame
/// and its stack's pages, in window coordinates (a page not shown without frame).
public struct LayoutTestPresentation: Equatable, Sendable {
    /// The presented page.
    public var page: String
    public var frame: Rect
    /// The pages of its push-style stack by instance (`settings`, `audioQuality`), the presented page first.
    public var pages: [LayoutTestPage]
}

/// One state of a table and what the UI shows in it.
public struct LayoutTestRow: Equatable, Sendable {
    /// The state's name (unique per device).
    public var name: String
    /// The script that reaches it from a fresh scene.
    public var script: [SceneOperation]
    /// The frames around and of the navigation, when they differ from the previous row's (always on a table's
    /// first).
    public var chrome: LayoutTestChrome?
    /// The pages, root first.
    public var pages: [LayoutTestPage]
    /// The top page's pager: its selected tab and its line, in its bar's coordinates.
    public var pager: (selected: Int, line: Rect?)? = nil
    /// The top page's header offset.
    public var headerOffset: Double? = nil
    /// The frame of the top page's shown stack view, in its stack's coordinates.
    public var stackView: Rect? = nil
    /// The presentations over the navigation, bottom first.
    public var presented: [LayoutTestPresentation] = []

    public static func == (lhs: LayoutTestRow, rhs: LayoutTestRow) -> Bool {
        lhs.name == rhs.name && lhs.script == rhs.script && lhs.chrome == rhs.chrome && lhs.pages == rhs.pages
            && lhs.pager?.selected == rhs.pager?.selected
            && lhs.pager?.line == rhs.pager?.line && (lhs.pager == nil) == (rhs.pager == nil)
            && lhs.headerOffset == rhs.headerOffset && lhs.stackView == rhs.stackView && lhs.presented == rhs.presented
    }
}
