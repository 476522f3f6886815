import ScenecExpectations
import ScenecRuntime
import Testing

/// `SceneDefinition.pushTargets(from:)` against the search by id it replaced.
@Suite struct PushTargetsTests {
    /// Nested pagers with repeats, a cycle of pagers, undeclared pages and pushes repeated across pages.
    static func definition() -> SceneDefinition {
        func page(_ id: String, push: [String] = [], next: String? = nil, tabs: [String] = []) -> ScenePage {
            var page = ScenePage(id: id, type: "App.Page")
            page.push = push
            if let next { page.transition = SceneTransition(next: next) }
            if !tabs.isEmpty {
                var pager = ScenePager()
                pager.tabs = tabs.map { ScenePagerTab(title: $0, page: $0, width: 80) }
                page.pager = pager
            }
            return page
        }
        var scene = SceneDefinition(name: "Nest", root: "host")
        scene.pages = [
            page("host", push: ["d", "a"], tabs: ["a", "b", "ghost", "a"]),
            page("a", push: ["c", "ghost", "d"], next: "e", tabs: ["b", "host"]),
            page("b", push: ["e", "c"], tabs: ["inner"]),
            page("inner", push: ["f", "a"], next: "missing", tabs: ["a"]),
            page("c"), page("d", push: ["d"]), page("e"), page("f"),
            page("loner", push: ["c", "c", "f"], next: "c"),
        ]
        return scene
    }

    /// The first `pushTargets(from:)`: breadth first over page ids, with sets of ids.
    static func reference(_ scene: SceneDefinition, from id: String) -> [String] {
        guard let startIndex = scene.index(ofPage: id) else { return [] }
        if scene.pages[startIndex].pager == nil { return scene.pages[startIndex].pushTargets.filter(scene.hasPage) }
        var result: [String] = []
        var seen: Set<String> = []
        var visited: Set<String> = []
        var queue = [id]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            guard visited.insert(current).inserted, let index = scene.index(ofPage: current) else { continue }
            for target in scene.pages[index].pushTargets where scene.hasPage(target) && seen.insert(target).inserted {
                result.append(target)
            }
            queue += scene.pages[index].pager?.tabs.map(\.page) ?? []
        }
        return result
    }

    @Test("pushTargets(from:) by page index gives the search by id's targets, in its order")
    func matchesSearchByID() {
        let scene = Self.definition()
        for id in scene.pages.map(\.id) + ["ghost"] {
            expectEqual(scene.pushTargets(from: id), Self.reference(scene, from: id), "\(id)")
        }
        expectEqual(scene.pushTargets(from: "host"), ["d", "a", "c", "e", "f"])
    }
}
