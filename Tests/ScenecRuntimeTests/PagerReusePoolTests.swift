import ScenecExpectations
import ScenecRuntime
import Testing

@Suite("Pager controller reuse (§2.4)")
struct PagerReusePoolTests {
    @Test("adjacent swipes reuse the controller two pages back")
    func swipes() {
        var pool = PagerReusePool(reuseIdentifiers: Array(repeating: "list", count: 5))
        expectEqual(pool.start(at: 0), .created(ReusableControllerID(rawValue: 0)))
        expectEqual(pool.change(to: 1, by: .swipe), .created(ReusableControllerID(rawValue: 1)))
        expectEqual(pool.change(to: 2, by: .swipe), .reused(ReusableControllerID(rawValue: 0), from: 0))
        expectEqual(pool.change(to: 3, by: .swipe), .reused(ReusableControllerID(rawValue: 1), from: 1))
        expectEqual(pool.liveControllers(for: "list").count, 2)
        #expect(pool.change(to: 1, by: .swipe) == nil)
        #expect(pool.change(to: 3, by: .tap) == nil)
        expectEqual(pool.configure(3), .existing(ReusableControllerID(rawValue: 1)))
    }

    @Test("a tap jump followed by a swipe keeps two controllers (the original made a third)")
    func tapThenSwipe() {
        var pool = PagerReusePool(reuseIdentifiers: Array(repeating: "list", count: 5))
        pool.start(at: 0)
        expectEqual(pool.change(to: 2, by: .tap), .created(ReusableControllerID(rawValue: 1)))
        expectEqual(pool.change(to: 1, by: .swipe), .reused(ReusableControllerID(rawValue: 0), from: 0))
        expectEqual(pool.liveControllers(for: "list").count, 2)
        expectEqual(pool.controller(at: 1), ReusableControllerID(rawValue: 0))
        #expect(pool.controller(at: 0) == nil)
    }

    @Test("identifiers are whole strings and nil pages are not tracked")
    func identifiers() {
        var pool = PagerReusePool(reuseIdentifiers: ["a_b", "a_b", "a_b", nil])
        pool.start(at: 0)
        pool.change(to: 1, by: .swipe)
        expectEqual(pool.change(to: 2, by: .swipe), .reused(ReusableControllerID(rawValue: 0), from: 0))
        expectEqual(pool.change(to: 3, by: .swipe), .untracked)
        #expect(pool.configure(7) == nil)
        #expect(pool.start(at: -1) == nil)
    }

    @Test("property: never more than two live controllers per identifier")
    func property() {
        var random = SplitMix64(seed: 2024)
        let names: [String?] = ["a", "b", "c", nil]
        for _ in 0..<300 {
            let count = Int.random(in: 1...9, using: &random)
            let identifiers = (0..<count).map { _ in names.randomElement(using: &random)! }
            var pool = PagerReusePool(reuseIdentifiers: identifiers)
            pool.start(at: Int.random(in: 0..<count, using: &random))
            for _ in 0..<40 {
                let current = pool.currentIndex
                switch Int.random(in: 0...2, using: &random) {
                case 0:
                    pool.change(to: Int.random(in: 0..<count, using: &random), by: .tap)
                case 1:
                    pool.change(to: current + (Bool.random(using: &random) ? 1 : -1), by: .swipe)
                default:
                    // A swipe that configures the neighbour and is then cancelled.
                    _ = pool.configure(current + (Bool.random(using: &random) ? 1 : -1))
                }
                for name in ["a", "b", "c"] {
                    #expect(pool.liveControllers(for: name).count <= PagerReusePool.maximumLivePerIdentifier)
                }
                let pagesInUse = Array(pool.pageOfController.values)
                expectEqual(Set(pagesInUse).count, pagesInUse.count)
                if identifiers[pool.currentIndex] != nil {
                    #expect(pool.controller(at: pool.currentIndex) != nil)
                }
            }
        }
    }
}
