public import ScenecRuntime

/// Everything the layout test files contain, decided: which files and classes, which tests in which order,
/// how each state is reached and which value each assertion expects. Printed by `LayoutTestRenderer`.
public struct LayoutTestPlan: Equatable, Sendable {
    /// The scene file's name, for the headers.
    public var sourceName: String
    /// The module that holds the setup code, imported by every file.
    public var module: String
    /// Whether `module` is imported with `@testable`: the setup code is internal (`--access internal`), which a
    /// plain import cannot see.
    public var testableImport: Bool
    /// `MusicScene`.
    public var sceneEnum: String
    /// `MusicNavigator`.
    public var navigator: String
    /// `MusicPages`.
    public var markerNamespace: String
    /// The files, in order; each holds one test class.
    public var files: [LayoutTestFile]

    /// Creates a plan.
    public init(
        sourceName: String, module: String, testableImport: Bool = false, sceneEnum: String, navigator: String,
        markerNamespace: String, files: [LayoutTestFile]
    ) {
        self.sourceName = sourceName
        self.module = module
        self.testableImport = testableImport
        self.sceneEnum = sceneEnum
        self.navigator = navigator
        self.markerNamespace = markerNamespace
        self.files = files
    }
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
    /// The tests, in device then enumeration order.
    public var tests: [LayoutTestCase]

    /// Creates a file plan.
    public init(fileName: String, className: String, part: Int, partCount: Int, tests: [LayoutTestCase]) {
        self.fileName = fileName
        self.className = className
        self.part = part
        self.partCount = partCount
        self.tests = tests
    }
}

/// One test method: drive the runtime models into one navigation state on one device, then assert its layout.
public struct LayoutTestCase: Equatable, Sendable {
    /// The method's name, a plain identifier starting with `test_`.
    public var name: String
    /// One line for people (`browse -> artist on ipad-landscape (pager tab 1)`).
    public var summary: String
    /// The device's name.
    public var device: String
    /// The entry page's marker type, unescaped.
    public var entryMarker: String
    /// The navigator methods that push the rest of the path (`pushArtist`), in order.
    public var pushes: [String]
    /// What happens after the pushes, in order.
    public var steps: [LayoutTestStep]
    /// What is asserted, in order.
    public var assertions: [LayoutAssertion]

    /// Creates a test case.
    public init(
        name: String, summary: String, device: String, entryMarker: String, pushes: [String],
        steps: [LayoutTestStep], assertions: [LayoutAssertion]
    ) {
        self.name = name
        self.summary = summary
        self.device = device
        self.entryMarker = entryMarker
        self.pushes = pushes
        self.steps = steps
        self.assertions = assertions
    }
}

/// An operation on the navigator after the pushes.
public enum LayoutTestStep: Equatable, Sendable {
    /// Activate page `index` of the stack.
    case activate(Int)
    /// Select pager tab `index` of the top page.
    case selectPagerTab(Int)
    /// Scroll the top page's header to this offset.
    case setHeaderOffset(Double)
    /// Push a view onto the top page's page stack.
    case pushView(String)
    /// Replace the shown view of the top page's page stack.
    case switchView(String)
}

/// A value of the snapshot that an assertion reads.
public enum LayoutSubject: String, Equatable, Sendable, CaseIterable {
    case sidebar, selectedTab, tabItems, extraItems, badgeCenter, attachment
    case navigationFrame, navigationOffset, activeIndex, position, pages
    case pager, pagerBar, pagerCells, pagerLine, pagerSelected, pagerContent, pagerContentSize, pagerPages
    case pagerContentOffsetX
    case header, headerMain, headerFrame, headerMenu, headerContentSize, headerSill, headerOffset
    case stackViews, stackFrame
}

/// One expected value.
public enum LayoutAssertion: Equatable, Sendable {
    /// The subject is nil.
    case isNil(LayoutSubject)
    /// A frame.
    case frame(LayoutSubject, Rect)
    /// The number of elements of a list subject.
    case count(LayoutSubject, Int)
    /// Element `index` of a list of frames.
    case element(LayoutSubject, index: Int, Rect)
    /// A length or offset, compared with an accuracy of 1e-6.
    case number(LayoutSubject, Double)
    /// An index.
    case integer(LayoutSubject, Int)
    /// A size.
    case size(LayoutSubject, Size)
    /// A point.
    case point(LayoutSubject, Point)
    /// The active page's alignment.
    case position(PagePosition)
    /// Page `index` of the stacked navigation: id, frame, hidden, overlay and visible flags.
    case page(index: Int, id: String, frame: Rect, isHidden: Bool, overlay: Double, isVisible: Bool)
    /// A list of ids.
    case strings(LayoutSubject, [String])
    /// What a pan on the top page begins: the translation (and velocity) and the expected kind.
    case transition(translationX: Double, velocityX: Double, expected: TransitionKind?)
}
