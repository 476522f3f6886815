import Foundation
import ScenecRuntime
import Testing

/// Scene format §10.4: the saved navigation state, restoring it (total, the longest valid prefix, with a report),
/// and the restore fuzzer's checks replayed on its seeds and on random and mutated inputs.
@Suite struct SavedNavigationTests {
    static let definition = _SavedNavigationInvariants.definition
    static let device = _SavedNavigationInvariants.device

    /// A container in a state with every part a saved state holds: two tabs with stacks, arguments, a pager
    /// selection and a presentation stack with a detent and a push inside it.
    static func busyContainer() throws -> SceneContainer {
        var container = SceneContainer(definition: definition, device: device)
        try container.selectTab(1)
        try container.push("search")
        try container.push("album", arguments: PageArguments([("albumID", .string("a 1/%😀"))]))
        try container.selectPagerTab(1)
        try container.selectTab(0)
        try container.push("album", arguments: PageArguments([("albumID", .string("b"))]))
        try container.present("share", arguments: PageArguments([("count", .int(2))]))
        return container
    }

    @Test func aStateRestoresToTheSameContainer() throws {
        let container = try Self.busyContainer()
        let saved = container.navigationState
        #expect(saved.selectedTab == 0)
        #expect(saved.navigations[1].pages.map(\.page) == ["search", "search", "album"])
        #expect(saved.navigations[1].pages[2].arguments == ["albumID": .string("a 1/%😀"), "sort": .choice("title")])
        #expect(saved.navigations[1].pages[2].pagerTab == 1)
        #expect(saved.presentations.map(\.from) == ["album"])
        let (restored, report) = SceneContainer.restoring(saved, definition: Self.definition, device: Self.device)
        #expect(report.isComplete, "\(report.dropped)")
        #expect(restored == container)
        #expect(restored.snapshot() == container.snapshot())
    }

    @Test func theJSONHasAVersionAndNamesPagesByID() throws {
        let saved = try Self.busyContainer().navigationState
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(saved)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"version\":1"))
        #expect(text.contains("\"page\":\"album\""))
        #expect(try JSONDecoder().decode(SavedNavigation.self, from: data) == saved)
        let (restored, report) = SceneContainer.restoring(
            decoding: { try JSONDecoder().decode(SavedNavigation.self, from: data) }, definition: Self.definition,
            device: Self.device)
        let expected = try Self.busyContainer()
        #expect(report.isComplete && restored == expected)
    }

    @Test func bytesThatAreNoStateRestoreNothingAndSayWhy() {
        let (restored, report) = SceneContainer.restoring(
            decoding: { try JSONDecoder().decode(SavedNavigation.self, from: Data("{\"version\": ".utf8)) },
            definition: Self.definition, device: Self.device)
        #expect(restored == SceneContainer(definition: Self.definition, device: Self.device))
        #expect(report.dropped.map(\.location) == ["the state"])
        #expect(report.dropped.first?.reason.hasPrefix("it cannot be read") == true)
    }

    @Test func anotherVersionRestoresNothing() throws {
        var saved = try Self.busyContainer().navigationState
        saved.version = 2
        let (restored, report) = SceneContainer.restoring(saved, definition: Self.definition, device: Self.device)
        #expect(restored == SceneContainer(definition: Self.definition, device: Self.device))
        #expect(report.dropped.map(\.description) == ["the state: format version 2 is not 1"])
    }

    // MARK: - A state saved under an older scene

    /// Restores `busyContainer()`'s state on `definition` changed by `change`.
    static func restoreOnChangedScene(
        _ change: (inout SceneDefinition) -> Void
    ) throws -> (SceneContainer, RestoreReport) {
        var changed = definition
        change(&changed)
        return SceneContainer.restoring(try busyContainer().navigationState, definition: changed, device: device)
    }

    /// Restores `busyContainer()`'s state on `definition` with its page `id` changed by `change`.
    static func restoreOnChangedPage(
        _ id: String, _ change: (inout ScenePage) -> Void
    ) throws -> (SceneContainer, RestoreReport) {
        try restoreOnChangedScene { $0.changePage(id, change) }
    }

    @Test func aRenamedPageEndsItsStackThere() throws {
        let (restored, report) = try Self.restoreOnChangedScene { scene in
            scene.pages = scene.pages.map { page in
                var page = page
                if page.id == "album" { page.id = "record" }
                page.push = page.push.map { $0 == "album" ? "record" : $0 }
                return page
            }
        }
        #expect(restored.navigations.map { $0.pages.map(\.page) } == [["home"], ["search", "search"]])
        #expect(restored.presentations.isEmpty)
        #expect(
            report.dropped.map(\.description) == [
                "tab 0, page 1 ('album'): the scene has no page 'album'",
                "tab 1, page 2 ('album'): the scene has no page 'album'",
                "presentation 0, page 0 ('share'): 'home' does not present 'share'",
            ])
    }

    @Test func aRemovedEdgeKeepsThePrefixBeforeIt() throws {
        let (restored, report) = try Self.restoreOnChangedPage("search") { $0.push = ["album"] }
        #expect(restored.navigations[1].pages.map(\.page) == ["search"])
        #expect(restored.navigations[0].pages.map(\.page) == ["home", "album"])
        #expect(restored.presentations.map { $0.pages.map(\.page) } == [["share"]])
        #expect(
            report.dropped.map(\.description) == [
                "tab 1, page 1 ('search'): 'search' does not push 'search' (dropped 1 later page too)"
            ])
    }

    @Test func anAddedRequiredArgumentDropsThePage() throws {
        let (restored, report) = try Self.restoreOnChangedPage("share") {
            $0.arguments.append(SceneArgument(name: "via", type: .string))
        }
        #expect(restored.navigations[0].pages.map(\.page) == ["home", "album"])
        #expect(restored.presentations.isEmpty)
        #expect(
            report.dropped.map(\.description) == [
                "presentation 0, page 0 ('share'): argument 'via' is required (page 'share')"
            ])
    }

    @Test func aRetypedArgumentDropsThePage() throws {
        let (restored, report) = try Self.restoreOnChangedPage("album") {
            $0.arguments[0] = SceneArgument(name: "albumID", type: .int)
        }
        #expect(restored.navigations.map { $0.pages.map(\.page) } == [["home"], ["search", "search"]])
        #expect(
            report.dropped.map(\.description) == [
                "tab 0, page 1 ('album'): argument 'albumID' takes a Int (page 'album')",
                "tab 1, page 2 ('album'): argument 'albumID' takes a Int (page 'album')",
                "presentation 0, page 0 ('share'): 'home' does not present 'share'",
            ])
    }

    @Test func aPresentationRefusedDropsThoseAboveIt() {
        let saved = _SavedNavigationInvariants.states[1]
        var changed = Self.definition
        changed.changePage("settings") { $0.push = [] }
        let (restored, report) = SceneContainer.restoring(saved, definition: changed, device: Self.device)
        #expect(restored.presentations.map { $0.pages.map(\.page) } == [["settings"]])
        #expect(
            report.dropped.map(\.description) == [
                "presentation 0, page 1 ('advanced'): 'settings' does not push 'advanced' (dropped 1 presentation above too)"
            ])
    }

    @Test func aPagerTabOrDetentOutOfRangeIsDroppedAlone() throws {
        var saved = try Self.busyContainer().navigationState
        saved.navigations[1].pages[2].pagerTab = 5
        saved.presentations[0].detent = .medium
        let (restored, report) = SceneContainer.restoring(saved, definition: Self.definition, device: Self.device)
        #expect(restored.navigations[1].pages.count == 3 && restored.presentations.count == 1)
        #expect(
            report.dropped.map(\.description) == [
                "tab 1, page 2, pager tab 5: pager tab 5 is out of range",
                "presentation 0, detent medium: 'share' has no medium detent on this device",
            ])
    }

    // MARK: - The fuzzer's checks (SCENEC_FUZZ_TARGET=restore), replayed

    /// `Fuzz/RestoreCorpus`'s files (and `Fuzz/RestoreFailCases`', when there are any).
    static func inputs() -> [String] {
        let fuzz = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Fuzz").path()
        return ["RestoreCorpus", "RestoreFailCases"].flatMap { directory in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: fuzz + "/" + directory)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map { fuzz + "/" + directory + "/" + $0 }
        }
    }

    /// The fuzz target's checks (`Fuzz/Sources/FuzzRestore/main.swift`, which this copies).
    static func restoreInvariants(_ bytes: [UInt8]) -> [String] {
        var broken: [String] = []
        let (container, report) = SceneContainer.restoring(
            decoding: { try JSONDecoder().decode(SavedNavigation.self, from: Data(bytes)) }, definition: definition,
            device: device)
        if let saved = try? JSONDecoder().decode(SavedNavigation.self, from: Data(bytes)) {
            broken += _SavedNavigationInvariants.check(saved)
        } else if container != SceneContainer(definition: definition, device: device) || report.isComplete {
            broken.append("unreadable bytes restored something, or reported nothing")
        }
        for state in _SavedNavigationInvariants.states {
            broken += _SavedNavigationInvariants.check(_SavedNavigationInvariants.mutated(state, by: bytes))
        }
        return broken
    }

    @Test func theSeedsRestore() throws {
        let inputs = Self.inputs()
        #expect(inputs.count >= 5)
        for path in inputs {
            let bytes = Array(try Data(contentsOf: URL(filePath: path)))
            #expect(Self.restoreInvariants(bytes) == [], "\(path)")
        }
    }

    @Test func everyValidStateRestoresCompletely() {
        for state in _SavedNavigationInvariants.states {
            let (restored, report) = SceneContainer.restoring(state, definition: Self.definition, device: Self.device)
            #expect(report.isComplete, "\(report.dropped)")
            #expect(restored.navigationState.presentations.count == state.presentations.count)
        }
    }

    @Test("random bytes and mutated valid states never trap and restore a state that restores completely")
    func randomAndMutatedInputs() {
        var random = SplitMix64(seed: 1_004)
        let pieces = ["{", "}", "[", "]", ",", ":", "\"version\":1", "\"page\":\"album\"", "\"pages\":", "null", "1"]
        for round in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...24, using: &random) {
                if round % 2 == 0 {
                    bytes.append(UInt8.random(in: 0...255, using: &random))
                } else {
                    bytes += pieces.randomElement(using: &random)!.utf8
                }
            }
            #expect(Self.restoreInvariants(bytes) == [], "\(bytes)")
        }
    }
}

extension SceneDefinition {
    /// Changes the page `id` (a scene declares each id once) by `change`.
    fileprivate mutating func changePage(_ id: String, _ change: (inout ScenePage) -> Void) {
        for index in pages.indices where pages[index].id == id { change(&pages[index]) }
    }
}
