import ScenecExpectations
import ScenecRuntime
import Testing

@Suite("Page stack (R5)")
struct PageStackTests {
    let geometry = PageStackGeometry(containerSize: Size(width: 375, height: 667), topInset: 64, bottomInset: 49)

    @Test("settled frame and push frames slide by W")
    func push() throws {
        var stack = PageStack(root: "pickup", geometry: geometry)
        let settled = Rect(x: 0, y: 64, width: 375, height: 554)
        expectEqual(stack.settledFrame, settled)
        let push = try stack.push("confirm")
        #expect(push.incoming == "confirm" && push.outgoing == "pickup" && push.direction == .push)
        expectEqual(push.incomingStart, Rect(x: 375, y: 64, width: 375, height: 554))
        expectEqual(push.incomingEnd, settled)
        expectEqual(push.outgoingEnd, Rect(x: -375, y: 64, width: 375, height: 554))
        #expect(stack.views == ["pickup", "confirm"] && stack.isAnimating)
    }

    @Test("under a status bar the views start below it and the top inset, and slide at that height")
    func belowTheStatusBar() throws {
        var geometry = geometry
        geometry.safeAreaTop = 20
        var stack = PageStack(root: "pickup", geometry: geometry)
        let settled = Rect(x: 0, y: 84, width: 375, height: 534)
        expectEqual(stack.settledFrame, settled)
        let push = try stack.push("confirm")
        #expect(push.incomingStart == settled.offsetBy(dx: 375, dy: 0) && push.incomingEnd == settled)
        expectEqual(push.outgoingEnd, Rect(x: -375, y: 84, width: 375, height: 534))
    }

    @Test("pop frames slide the other way")
    func pop() throws {
        var stack = PageStack(root: "a", geometry: geometry)
        try stack.push("b", animated: false)
        let pop = try stack.pop()
        #expect(pop.incoming == "a" && pop.outgoing == "b" && pop.direction == .pop)
        expectEqual(pop.incomingStart, Rect(x: -375, y: 64, width: 375, height: 554))
        expectEqual(pop.outgoingEnd, Rect(x: 375, y: 64, width: 375, height: 554))
        expectEqual(stack.views, ["a"])
    }

    @Test("refusals")
    func refusals() throws {
        var stack = PageStack(root: "a", geometry: geometry)
        #expect(throws: PageStackError.alreadyAtRoot) { try stack.pop() }
        #expect(throws: PageStackError.alreadyAtRoot) { try stack.popToRoot() }
        #expect(throws: PageStackError.switchingToTop("a")) { try stack.switchTop(.push, to: "a") }
        try stack.push("b")
        #expect(throws: PageStackError.animating) { try stack.push("c") }
        #expect(throws: PageStackError.animating) { try stack.pop() }
        #expect(throws: PageStackError.animating) { try stack.popTo("a") }
        #expect(throws: PageStackError.animating) { try stack.popToRoot() }
        #expect(throws: PageStackError.animating) { try stack.switchTop(.pop, to: "c") }
        stack.finishAnimation()
        #expect(throws: PageStackError.notInStack("z")) { try stack.popTo("z") }
        #expect(throws: PageStackError.isTop("b")) { try stack.popTo("b") }
        #expect(throws: PageStackError.alreadyInStack("a")) { try stack.push("a") }
        #expect(throws: PageStackError.alreadyInStack("a")) { try stack.switchTop(.push, to: "a") }
        #expect(stack.views == ["a", "b"] && stack.lastView == "a")
    }

    @Test("popTo, popToRoot and switchTop")
    func operations() throws {
        var stack = PageStack(root: "a", geometry: geometry)
        for view in ["b", "c", "d"] { try stack.push(view, animated: false) }
        let popTo = try stack.popTo("b", animated: false)
        #expect(popTo.incoming == "b" && popTo.outgoing == "d" && stack.views == ["a", "b"])
        let switched = try stack.switchTop(.pop, to: "x", animated: false)
        #expect(switched.direction == .pop && switched.incomingStart.x == -375 && stack.views == ["a", "x"])
        let root = try stack.popToRoot(animated: false)
        #expect(root.incoming == "a" && root.outgoing == "x" && stack.views == ["a"])
        try stack.switchTop(.push, to: "r", animated: false)
        #expect(stack.root == "r" && stack.top == "r" && !stack.isAnimating)
    }

    @Test("the outgoing view keeps its own height")
    func outgoingHeight() {
        let transition = geometry.transition(.push, incoming: "b", outgoing: "a", outgoingHeight: 603)
        expectEqual(transition.outgoingEnd, Rect(x: -375, y: 64, width: 375, height: 603))
    }

    @Test("property: settled frames sit inside the host and transitions slide by exactly W")
    func property() {
        var random = SplitMix64(seed: 77)
        for _ in 0..<300 {
            let size = Size(
                width: Double(Int.random(in: 1...1400, using: &random)),
                height: Double(Int.random(in: 1...1400, using: &random))
            )
            let top = Double.random(in: 0...size.height, using: &random)
            let bottom = Double.random(in: 0...(size.height - top), using: &random)
            var stack = PageStack(
                root: "v0",
                geometry: PageStackGeometry(containerSize: size, topInset: top, bottomInset: bottom)
            )
            let host = Rect(x: 0, y: 0, width: size.width, height: size.height)
            for step in 1...12 {
                let view = "v\(step)"
                let transition: PageStackTransition?
                switch Int.random(in: 0...3, using: &random) {
                case 0: transition = try? stack.push(view)
                case 1: transition = try? stack.pop()
                case 2: transition = try? stack.switchTop(Bool.random(using: &random) ? .push : .pop, to: view)
                default: transition = try? stack.popToRoot()
                }
                stack.finishAnimation()
                #expect(host.contains(stack.settledFrame))
                if let transition {
                    expectEqual(transition.incomingEnd, stack.settledFrame)
                    #expect(host.contains(transition.incomingEnd))
                    #expect(abs(transition.incomingStart.x) == size.width && transition.incomingStart.y == top)
                    expectEqual(transition.outgoingEnd.x, -transition.incomingStart.x)
                    expectEqual(stack.top, transition.incoming)
                }
                #expect(Set(stack.views).count == stack.views.count && !stack.views.isEmpty)
            }
        }
    }
}
