public import ScenecDiagnostics

/// Checks a lowered scene and its navigation graph (spec section 5): references, reachability,
/// containment, containers, navigation gestures and the Swift names code generation will use.
///
/// A pure function from values to diagnostics: it reads the file's bytes only to shape fix-its
/// (indentation), and never does I/O. One root cause gives one diagnostic:
///
/// - references that are empty were already reported by lowering and are skipped;
/// - reachability treats an unknown reference with a "did you mean" as if it named the
///   suggestion, so a typo is not also reported as an unreachable page;
/// - a page or view that is unreachable only because an unreachable one leads to it is
///   mentioned in that one's diagnostic instead of getting its own;
/// - checks of values that lowering may have replaced by defaults are skipped where lowering
///   already reported a problem.
public struct Checker {
    let scene: Scene
    let graph: NavigationGraph
    let file: SourceFile
    /// The diagnostics of earlier stages, to avoid reporting their consequences again.
    let prior: [Diagnostic]
    var diagnostics: [Diagnostic] = []
    /// Unknown references with a suggestion, by the range of the reference: the node that
    /// reachability follows instead.
    var substitutes: [SourceRange: NavigationGraph.Node] = [:]
    /// `Checker.pushedPages(in: graph)`, made when a check first needs it (rarely).
    lazy var pushedPages: Set<PageID> = Checker.pushedPages(in: graph)
    /// `Checker.markerProtocolNames(scene:in:)`, made when a type first names something with their prefixes (rarely).
    lazy var markerProtocolNames: Set<String> = Checker.markerProtocolNames(scene: scene.name.value, in: graph)

    /// The member names the generated `enum <Scene>Page: String, CaseIterable` already has.
    public static let enumMembers: Set<String> = ["allCases", "rawValue", "hashValue", "init"]

    /// The top-level type names generated from a scene named `scene` (spec section 2), in a fixed order:
    /// `<Scene>Tab` only for a scene with tabs, `<Scene>Action` only for one with extra item actions and
    /// `<Scene>Link` only for one with links (§10.3). `GoldenTests` checks the list against the generated code.
    /// Not listed: the marker protocols `<Scene>Pushes<Page>` and `<Scene>Presents<Page>`, one per pushed or
    /// presented page (`markerProtocolNames(scene:in:)`).
    public static func generatedTypeNames(
        scene: String, hasTabs: Bool = false, hasActions: Bool = false, hasLinks: Bool = false
    ) -> [String] {
        let base = SwiftNames.typeName(scene)
        var names = [
            base + "Page", base + "Scene", base + "LayoutTests", base + "Pages", base + "Navigator",
            base + "PageFactory", base + "PageContext", base + "UINavigator", base + "SceneView",
            base + "LayoutTestFactory", base + "Observer", base + "SavedNavigation",
        ]
        if hasTabs { names.append(base + "Tab") }
        if hasActions { names.append(base + "Action") }
        if hasLinks { names.append(base + "Link") }
        return names
    }

    /// `generatedTypeNames(scene:hasTabs:hasActions:hasLinks:)` for `scene`'s own name and declarations.
    static func generatedTypeNames(of scene: Scene) -> [String] {
        generatedTypeNames(
            scene: scene.name.value, hasTabs: !scene.tabs.isEmpty,
            hasActions: scene.extraItems.contains { $0.action != nil }, hasLinks: !scene.links.isEmpty)
    }

    /// The public type names of `ScenecRuntime`, which the generated code uses unqualified: a generated type
    /// with one of these names (`ScenePage` from `scene: Scene`) would hide it. A test keeps the list in step
    /// with the runtime's sources.
    package static let runtimeTypeNames: Set<String> = [
        "ArgumentError", "ArgumentType", "ArgumentValue", "AttachmentState", "BottomTabBarLayout", "EdgeInsets",
        "LinkArgument", "_LinkInvariants", "LinkOverlap", "LinkOverlapIndex", "LinkPattern", "LinkPatternError",
        "LinkPatternProblem", "LinkPercentEncoding", "LinkRoute", "LinkURLParts", "Metrics", "NavigationStyle",
        "NestedHeader", "NoPageArguments", "NoSceneTabs", "PageArguments", "PageChange", "PageInnerSnapshot",
        "PagePosition", "Pager",
        "PagerDequeue",
        "PagerDragScales", "PagerLayout", "PagerLineType", "PagerReusePool", "PagerTab", "PageStack",
        "PageStackError", "PageStackGeometry", "PageStackTransition", "PageWidth", "Point", "PresentationLayout",
        "PresentationSnapshot", "PresentationStyle", "PresentedStack", "Rect", "RestoreReport", "ReusableControllerID",
        "SavedNavigation", "_SavedNavigationInvariants",
        "SceneArgument", "SceneAttachment", "SceneColor", "SceneContainer", "SceneDefinition", "SceneDevice",
        "SceneDeviceIdiom",
        "SceneError", "SceneExtraItem", "SceneHeader", "SceneLink", "SceneNavigator", "SceneOperation", "ScenePage",
        "ScenePageArguments", "ScenePageMarker", "ScenePagerMarker", "SceneHeaderMarker", "SceneStackMarker",
        "ScenePager", "ScenePagerTab", "ScenePageSize", "ScenePresentation", "SceneSizeClass", "SceneSnapshot",
        "SceneStack", "SceneStackView", "SceneTab", "SceneTransition", "ScrollOwner", "SheetDetent",
        "SideTabLayout", "Size", "SizeClassValue", "StackDirection", "StackedNavigation", "StackedNavigationError",
        "StackedNavigationLayout", "StackedPage", "StackedPageLayout", "StickyScroll", "TabBarStyle",
        "TabItemContentLayout", "TabItemPlacement",
        "TransitionGesture", "TransitionKind", "TransitionMode", "TransitionTranslations", "TypedSavedNavigation",
    ]

    /// The public top-level type names of `ScenecUIKit`, which the generated code uses unqualified
    /// (`SceneControllerReference`, `ScenePagePlace`, the root controller). A test keeps the list in step with
    /// ScenecUIKit's sources; both names of the root controller are listed (it is being renamed), so the list is
    /// built from an array that may repeat one.
    package static let uiKitLayerTypeNames: Set<String> = Set([
        "HostedViewController", "PageStackViewController", "PagerViewController", "PanPhase", "SceneAppearance",
        "SceneContainerController", "SceneControllerReference", "SceneGestureArbitration", "SceneLayoutReading",
        "SceneLayoutTable", "SceneObserver", "ScenePageContext", "ScenePagePlace", "ScenePresentationEntry",
        "ScenePushNavigationController", "SceneRootViewController", "SceneUINavigator", "SideTabBarController",
        "StackedNavigationController",
        "TabItemAppearance", "TabItemView",
    ])

    /// Checks `scene`, whose graph is `graph`, adding problems to `diagnostics`.
    public static func check(
        _ scene: Scene, graph: NavigationGraph, file: SourceFile, diagnostics: inout DiagnosticBag
    ) {
        var checker = Checker(scene: scene, graph: graph, file: file, prior: diagnostics.all)
        checker.run()
        diagnostics.emit(contentsOf: checker.diagnostics)
    }

    init(scene: Scene, graph: NavigationGraph, file: SourceFile, prior: [Diagnostic]) {
        self.scene = scene
        self.graph = graph
        self.file = file
        self.prior = prior
    }

    mutating func run() {
        checkPageReferences()
        checkViewReferences()
        checkReachability()
        checkPushHosts()
        checkContainmentCycles()
        // By index: a page is large, and a copy of each per check costs more than the check.
        for index in scene.pages.indices {
            checkContainers(page: index)
            checkNavigation(page: index)
        }
        checkTabRoots()
        checkArguments()
        checkPresentations()
        checkLinks()
        checkNames()
    }

    mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Whether an earlier stage reported a problem that starts inside `range`.
    func hasPriorProblem(in range: SourceRange) -> Bool {
        prior.contains { $0.range.start >= range.start && $0.range.start < max(range.end, range.start + 1) }
    }
}
