public import ScenecDiagnostics
public import ScenecRuntime
public import ScenecSema

extension LayoutChecker {
    // MARK: - SC4009

    /// The most assertions the generated layout tests may hold (about 20 MB of Swift): what generated code
    /// costs is states × the items of each state, and a scene past this bound would give hundreds of
    /// megabytes of tests that no one can build.
    public static let maxTestAssertions = 200_000

    /// The assertions the generated layout tests of `enumerations` (one per device) would hold, counted before
    /// any state is laid out: a fixed part per state plus one per tab item, extra item, page of the path, and
    /// pager cell and pager page (or page-stack view) of the top page.
    public static func testAssertionCount(_ definition: SceneDefinition, _ enumerations: [StateEnumeration]) -> Int {
        var counter = AssertionCounter(definition)
        return enumerations.reduce(0) { total, enumeration in
            enumeration.states.reduce(total) { total, state in total + counter.count(state) }
        }
    }

    /// The assertions of one state at a time (`testAssertionCount`), each top page's inner items counted once.
    struct AssertionCounter {
        let definition: SceneDefinition
        let chrome: Int
        var topItems: [String: Int] = [:]

        init(_ definition: SceneDefinition) {
            self.definition = definition
            chrome = definition.tabs.count + definition.extraItems.count
        }

        /// The assertions of `state`: a fixed part plus one per tab item, extra item, page of the path, and pager
        /// cell and pager page (or page-stack view) of the top page.
        mutating func count(_ state: NavigationState) -> Int {
            let top = state.top.rawValue
            let inner: Int
            if let known = topItems[top] {
                inner = known
            } else {
                let page = definition.page(top)
                inner = 2 * (page?.pager?.tabs.count ?? 0) + (page?.stack?.views.count ?? 0)
                topItems[top] = inner
            }
            // A presentation (§10.2) asserts its frame, style, detent and dimming, and a frame per page of its stack.
            return 24 + chrome + state.path.count + inner
                + state.presented.reduce(0) { $0 + 4 + $1.pages.count }
        }
    }

    /// SC4009: the layout tests would hold more than `maxTestAssertions` assertions.
    public static func checkTestSize(
        _ scene: Scene, definition: SceneDefinition, _ enumerations: [StateEnumeration]
    ) -> Diagnostic? {
        let count = testAssertionCount(definition, enumerations)
        guard count > maxTestAssertions else { return nil }
        return testSizeDiagnostic(scene, count: count, states: enumerations.reduce(0) { $0 + $1.states.count })
    }

    /// SC4009 from the states of each size class (`StateEnumerator.enumerateBySizeClass`), before they are copied
    /// for every device: each size class's count is multiplied by its number of devices, so the check costs the
    /// same for 1 or 1,000 devices.
    public static func checkTestSize(
        _ scene: Scene, definition: SceneDefinition, bySizeClass: [SizeClassStates]
    ) -> Diagnostic? {
        var count = 0
        var states = 0
        let isLowerBound = bySizeClass.contains { $0.enumeration.isOverBudget }
        for entry in bySizeClass {
            let devices = definition.devices.count(where: { $0.sizeClass == entry.sizeClass })
            // Saturating: many devices times many states must not overflow.
            let (each, overflow) = testAssertionCount(definition, [entry.enumeration])
                .multipliedReportingOverflow(by: devices)
            let (sum, overflowSum) = count.addingReportingOverflow(each)
            count = overflow || overflowSum ? Int.max : sum
            states += entry.enumeration.states.count * devices
        }
        guard count > maxTestAssertions else { return nil }
        return testSizeDiagnostic(scene, count: count, states: states, isLowerBound: isLowerBound)
    }

    private static func testSizeDiagnostic(
        _ scene: Scene, count: Int, states: Int, isLowerBound: Bool = false
    ) -> Diagnostic {
        let written = scene.tests.maxStatesRange
        // Counting stops past the bound (`StateEnumerator.enumerateBySizeClass`): then the numbers are where it stopped.
        let more = isLowerBound ? " or more" : ""
        return Diagnostic(
            .layoutTestsTooLarge,
            "the generated layout tests would hold about \(count)\(more) assertions for \(states)\(more) states, more "
                + "than the \(maxTestAssertions) that scenec generates",
            at: written ?? scene.name.range,
            label: written != nil
                ? "\(scene.tests.maxStates) states per device" : "the default of 256 states per device",
            notes: [Note("each state asserts every page, tab item, pager cell and pager page it shows")],
            help: ["lower `tests.maxStates` or `tests.maxDepth`, or split the scene's biggest pagers"])
    }
}
