import ScenecExpectations
import ScenecRuntime
import Testing

@Suite("Stacked navigation state (R2)")
struct StackedNavigationTests {
    let full = StackedPage(id: "root", width: .full)

    @Test("init activates the root on the left")
    func initialState() {
        let navigation = StackedNavigation(root: full)
        #expect(navigation.activeIndex == 0 && navigation.position == .left)
        expectEqual(navigation.steadyOffset(navigationWidth: 944), 0)
    }

    @Test("push activates the new page on the right")
    func push() throws {
        var navigation = StackedNavigation(root: full)
        try navigation.push(StackedPage(id: "a", width: .half))
        #expect(navigation.activeIndex == 1 && navigation.position == .right)
        expectEqual(navigation.steadyOffset(navigationWidth: 944), 472)
        try navigation.push(StackedPage(id: "b", width: .half), activate: false)
        #expect(navigation.pages.count == 3 && navigation.activeIndex == 1)
    }

    @Test("pushing a page already in the stack")
    func pushExisting() throws {
        var navigation = stack("F H H")
        #expect(throws: StackedNavigationError.alreadyInStack(id: "p1")) {
            try navigation.push(StackedPage(id: "p1", width: .half), activate: false)
        }
        try navigation.activate(0)
        try navigation.push(StackedPage(id: "p1", width: .half))
        expectEqual(navigation.pages.count, 3)
        #expect(navigation.activeIndex == 1 && navigation.position == .right)
        expectEqual(navigation.steadyOffset(navigationWidth: 944), 472)
    }

    @Test("pop activates the new top on the right and may pop the root")
    func pop() throws {
        var navigation = stack("F H H")
        try navigation.activate(0)
        let popped = try navigation.pop()
        #expect(popped.id == "p2" && navigation.activeIndex == 1 && navigation.position == .right)
        try navigation.pop()
        try navigation.pop()
        #expect(navigation.pages.isEmpty && navigation.activeIndex == nil)
        expectEqual(navigation.steadyOffset(navigationWidth: 944), 0)
        #expect(navigation.steadyLayout(width: 944, height: 700).pages.isEmpty)
        #expect(throws: StackedNavigationError.emptyStack) { try navigation.pop() }
        #expect(throws: StackedNavigationError.emptyStack) { try navigation.popToRoot() }
        try navigation.push(StackedPage(id: "again", width: .half))
        #expect(navigation.activeIndex == 0 && navigation.position == .left)
    }

    @Test("popTo pops to the page, or everything when it is absent")
    func popTo() {
        var navigation = stack("F H H H")
        expectEqual(navigation.popTo("p1").map(\.id), ["p3", "p2"])
        #expect(navigation.activeIndex == 1 && navigation.position == .right)
        #expect(navigation.popTo("p1").isEmpty)
        expectEqual(navigation.popTo("missing").count, 2)
        #expect(navigation.pages.isEmpty)
    }

    @Test("push onTopOf pops to the parent first")
    func pushOnTopOf() throws {
        var navigation = stack("F H H H")
        try navigation.push(StackedPage(id: "x", width: .half), onTopOf: "p1")
        expectEqual(navigation.pages.map(\.id), ["p0", "p1", "x"])
        #expect(navigation.activeIndex == 2 && navigation.position == .right)
    }

    @Test("popToRoot keeps one page for a full root")
    func popToRootFull() throws {
        var navigation = stack("F H H H")
        expectEqual(try navigation.popToRoot().count, 3)
        expectEqual(navigation.pages.map(\.id), ["p0"])
        #expect(navigation.activeIndex == 0 && navigation.position == .left)
    }

    @Test("popToRoot keeps two pages for a half root")
    func popToRootHalf() throws {
        var navigation = stack("H H H H")
        expectEqual(try navigation.popToRoot().map(\.id), ["p3", "p2"])
        expectEqual(navigation.pages.map(\.id), ["p0", "p1"])
        #expect(navigation.activeIndex == 0 && navigation.position == .left)
        let layout = navigation.steadyLayout(width: 944, height: 768)
        expectEqual(layout.offset, 0)
        expectEqual(layout.pages.map(\.frame.x), [0, 472])
        var fixedRoot = stack("320 H H")
        try fixedRoot.popToRoot()
        expectEqual(fixedRoot.pages.count, 2)
    }

    @Test("activate picks the position automatically or explicitly")
    func activate() throws {
        var navigation = stack("F H H")
        try navigation.activate(0)
        #expect(navigation.activeIndex == 0 && navigation.position == .left)
        try navigation.activate(1)
        #expect(navigation.activeIndex == 1 && navigation.position == .right)
        try navigation.activate(1)
        expectEqual(navigation.position, .right)
        try navigation.activate(1, position: .left)
        #expect(navigation.position == .left && navigation.steadyOffset(navigationWidth: 944) == 944)
        #expect(throws: StackedNavigationError.indexOutOfRange(3)) { try navigation.activate(3) }
        #expect(throws: StackedNavigationError.indexOutOfRange(-1)) { try navigation.activate(-1, position: .left) }
    }

    @Test("visible pages (§1.4)")
    func visiblePages() throws {
        var navigation = stack("F H H")
        expectEqual(navigation.visiblePageIndices, [1, 2])
        try navigation.activate(1)
        #expect(navigation.position == .left && navigation.visiblePageIndices == [1, 2])
        try navigation.activate(1, position: .right)
        expectEqual(navigation.visiblePageIndices, [0, 1])
        try navigation.activate(0)
        expectEqual(navigation.visiblePageIndices, [0])
        expectEqual(stack("H").visiblePageIndices, [0])
    }

    @Test("page widths resolve against the navigation and the metrics")
    func widths() {
        expectEqual(stack("F H 320").widths(navigationWidth: 944), [944, 472, 320])
        expectEqual(stack("F H").widths(navigationWidth: 944, metrics: Metrics(halfPageWidth: 400)), [944, 400])
    }
}
