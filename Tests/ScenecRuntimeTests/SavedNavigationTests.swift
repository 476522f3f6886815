import Foundation
import ScenecExpectations
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
        expectEqual(saved.selectedTab, 0)
        expectEqual(saved.navigations[1].pages.map(\.page), ["search", "search", "album"])
        expectEqual(saved.navigations[1].pages[2].arguments, ["albumID": .string("a 1/%😀"), "sort": .choice("title")])
        expectEqual(saved.navigations[1].pages[2].pagerTab, 1)
        expectEqual(saved.presentations.map(\.from), ["album"])
        let (restored, report) = SceneContainer.restoring(saved, definition: Self.definition, device: Self.device)
        #expect(report.isComplete, "\(report.dropped)")
        expectEqual(restored, container)
        expectEqual(restored.snapshot(), container.snapshot())
    }

    @Test func theJSONHasAVersionAndNamesPagesByID() throws {
        let saved = try Self.busyContainer().navigationState
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(saved)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"version\":1"))
        #expect(text.contains("\"page\":\"album\""))
        expectEqual(try JSONDecoder().decode(SavedNavigation.self, from: data), saved)
        let (restored, report) = SceneContainer.restoring(
            decoding: { try JSONDecoder().decode(SavedNavigation.self, from: data) }, definition: Self.definition,
            device: Self.device)
        let expected = try Self.busyContainer()
        #expect(report.isComplete && restored == expected)
    }

    /// The JSON example of docs/scene-format.md §10.4, as printed there, is the runtime's format: it decodes, to
    /// the values it shows, and restores on a scene that has its pages (issue 41: it once wrote
    /// `{"string": {"_0": "12"}}`, which the runtime cannot read).
    @Test func theFormatsExampleDecodesAsPrinted() throws {
        let docs = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "docs/scene-format.md")
        let format = try String(contentsOf: docs, encoding: .utf8)
        let section = try #require(format.range(of: "### 10.4 Saved navigation")).upperBound
        let open = try #require(format.range(of: "```json\n", range: section..<format.endIndex)).upperBound
        let close = try #require(format.range(of: "```", range: open..<format.endIndex)).lowerBound
        let saved = try JSONDecoder().decode(SavedNavigation.self, from: Data(format[open..<close].utf8))
        #expect(saved.version == 1 && saved.selectedTab == 0)
        expectEqual(saved.navigations.map { $0.pages.map(\.page) }, [["home", "album"]])
        expectEqual(saved.navigations.first?.pages.last?.arguments, ["albumID": .string("12")])
        #expect(saved.navigations.first?.pages.last?.pagerTab == 1 && saved.navigations.first?.active == 1)
        #expect(saved.presentations.map(\.from) == ["album"] && saved.presentations.first?.detent == .medium)
        expectEqual(saved.presentations.first?.pages.map(\.page), ["share"])
        // Its pages on a scene that has them: everything but the detent, which `share` does not declare here.
        let (_, report) = SceneContainer.restoring(saved, definition: Self.definition, device: Self.device)
        expectEqual(report.dropped.map(\.location), ["presentation 0, detent medium"])
    }

    @Test func bytesThatAreNoStateRestoreNothingAndSayWhy() {
        let (restored, report) = SceneContainer.restoring(
            decoding: { try JSONDecoder().decode(SavedNavigation.self, from: Data("{\"version\": ".utf8)) },
            definition: Self.definition, device: Self.device)
        expectEqual(restored, SceneContainer(definition: Self.definition, device: Self.device))
        expectEqual(report.dropped.map(\.location), ["the state"])
        expectEqual(report.dropped.first?.reason.hasPrefix("it cannot be read"), true)
    }

    @Test func anotherVersionRestoresNothing() throws {
        var saved = try Self.busyContainer().navigationState
        saved.version = 2
        let (restored, report) = SceneContainer.restoring(saved, definition: Self.definition, device: Self.device)
        expectEqual(restored, SceneContainer(definition: Self.definition, device: Self.device))
        expectEqual(
            report.dropped.map(\.description),
            [
                "the state: it was saved in format version 2, and this runtime reads only version 1"
            ])
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
        expectEqual(restored.navigations.map { $0.pages.map(\.page) }, [["home"], ["search", "search"]])
        #expect(restored.presentations.isEmpty)
        expectEqual(
            report.dropped.map(\.description),
            [
                "tab 0, page 1 ('album'): the scene has no page 'album'",
                "tab 1, page 2 ('album'): the scene has no page 'album'",
                "presentation 0, page 0 ('share'): 'home' does not present 'share'",
            ])
    }

    @Test func aRemovedEdgeKeepsThePrefixBeforeIt() throws {
        let (restored, report) = try Self.restoreOnChangedPage("search") { $0.push = ["album"] }
        expectEqual(restored.navigations[1].pages.map(\.page), ["search"])
        expectEqual(restored.navigations[0].pages.map(\.page), ["home", "album"])
        expectEqual(restored.presentations.map { $0.pages.map(\.page) }, [["share"]])
        expectEqual(
            report.dropped.map(\.description),
            [
                "tab 1, page 1 ('search'): 'search' does not push 'search' (dropped 1 later page too)"
            ])
    }

    @Test func anAddedRequiredArgumentDropsThePage() throws {
        let (restored, report) = try Self.restoreOnChangedPage("share") {
            $0.arguments.append(SceneArgument(name: "via", type: .string))
        }
        expectEqual(restored.navigations[0].pages.map(\.page), ["home", "album"])
        #expect(restored.presentations.isEmpty)
        expectEqual(
            report.dropped.map(\.description),
            [
                "presentation 0, page 0 ('share'): argument 'via' is required and has no value (page 'share')"
            ])
    }

    @Test func aRetypedArgumentDropsThePage() throws {
        let (restored, report) = try Self.restoreOnChangedPage("album") {
            $0.arguments[0] = SceneArgument(name: "albumID", type: .int)
        }
        expectEqual(restored.navigations.map { $0.pages.map(\.page) }, [["home"], ["search", "search"]])
        expectEqual(
            report.dropped.map(\.description),
            [
                "tab 0, page 1 ('album'): argument 'albumID' of page 'album' takes an Int, and was saved as \"b\" (a String)",
                "tab 1, page 2 ('album'): argument 'albumID' of page 'album' takes an Int, and was saved as \"a 1/%😀\" (a String)",
                "presentation 0, page 0 ('share'): 'home' does not present 'share'",
            ])
    }

    @Test func aPresentationRefusedDropsThoseAboveIt() {
        let saved = _SavedNavigationInvariants.states[1]
        var changed = Self.definition
        changed.changePage("settings") { $0.push = [] }
        let (restored, report) = SceneContainer.restoring(saved, definition: changed, device: Self.device)
        expectEqual(restored.presentations.map { $0.pages.map(\.page) }, [["settings"]])
        expectEqual(
            report.dropped.map(\.description),
            [
                "presentation 0, page 1 ('advanced'): 'settings' does not push 'advanced' (dropped 1 presentation above too)"
            ])
    }

    @Test func aPagerTabOrDetentOutOfRangeIsDroppedAlone() throws {
        var saved = try Self.busyContainer().navigationState
        saved.navigations[1].pages[2].pagerTab = 5
        saved.presentations[0].detent = .medium
        let (restored, report) = SceneContainer.restoring(saved, definition: Self.definition, device: Self.device)
        #expect(restored.navigations[1].pages.count == 3 && restored.presentations.count == 1)
        expectEqual(
            report.dropped.map(\.description),
            [
                "tab 1, page 2, pager tab 5: the pager of 'album' has 2 tabs (0 to 1)",
                "presentation 0, detent medium: 'share' declares no medium detent",
            ])
    }

    // MARK: - Saved values the runtime cannot honour or save again (issue 41)

    /// Restores `saved` on the fuzzer's scene, and the report's texts.
    static func restore(_ saved: SavedNavigation) -> (SceneContainer, [String]) {
        let (container, report) = SceneContainer.restoring(saved, definition: definition, device: device)
        return (container, report.dropped.map(\.description))
    }

    @Test func aPresentationSavedAsFromAnotherPageIsRefused() throws {
        var saved = _SavedNavigationInvariants.states[2]  // home, album; share presented from album
        saved.presentations[0].from = "home"
        var (restored, report) = Self.restore(saved)
        #expect(restored.presentations.isEmpty)
        expectEqual(
            report,
            [
                "presentation 0, page 0 ('share'): it was saved as presented from 'home', but the page below it is "
                    + "'album'"
            ])
        saved.presentations[0].from = ""
        (restored, report) = Self.restore(saved)
        #expect(restored.presentations.isEmpty)
        expectEqual(
            report,
            [
                "presentation 0, page 0 ('share'): it was saved as presented from a page with an empty id, but the "
                    + "page below it is 'album'"
            ])
        // From the attachment: `from` must name the attachment page.
        var attached = _SavedNavigationInvariants.states[3]
        attached.presentations[0].from = "home"
        (restored, report) = Self.restore(attached)
        #expect(restored.presentations.isEmpty)
        expectEqual(
            report,
            [
                "presentation 0, page 0 ('player'): it was saved as presented from 'home', but the attachment page "
                    + "is 'bar'"
            ])
    }

    @Test func aNavigationWithoutPagesIsRefused() {
        var saved = _SavedNavigationInvariants.states[0]
        saved.navigations[1].pages = []
        let (restored, report) = Self.restore(saved)
        expectEqual(restored.navigations[1].pages.map(\.page), ["search"])
        expectEqual(
            report,
            [
                "tab 1: the saved navigation has no pages; a navigation holds at least its root page 'search', which "
                    + "it shows"
            ])
    }

    @Test func aRootPageSavedWithAnArgumentItDoesNotHoldIsRefused() {
        var saved = _SavedNavigationInvariants.states[0]  // tab 0: home, album
        saved.navigations[0].pages[0].arguments = ["albumID": .string("a")]
        var (restored, report) = Self.restore(saved)
        expectEqual(restored.navigations[0].pages.map(\.page), ["home"])
        expectEqual(
            report,
            [
                "tab 0, page 0 ('home'): the page has no argument 'albumID' (page 'home') (dropped 1 later page too)"
            ])
        // `home` declares `limit: {type: Int, default: 50}`: a root holds its default, and only that.
        saved.navigations[0].pages[0].arguments = ["limit": .int(20)]
        (restored, report) = Self.restore(saved)
        expectEqual(
            report,
            [
                "tab 0, page 0 ('home'): argument 'limit' of page 'home' was saved as 20 (an Int), but a root page is "
                    + "made with no navigation before it and holds 50 (an Int), its default (dropped 1 later page too)"
            ])
        saved.navigations[0].pages[0].arguments = ["limit": .string("50")]
        (restored, report) = Self.restore(saved)
        expectEqual(
            report,
            [
                "tab 0, page 0 ('home'): argument 'limit' of page 'home' takes an Int, and was saved as \"50\" (a "
                    + "String) (dropped 1 later page too)"
            ])
        for held in [[:], ["limit": ArgumentValue.int(50)]] {
            saved.navigations[0].pages[0].arguments = held
            (restored, report) = Self.restore(saved)
            #expect(report == [] && restored.navigations[0].pages.map(\.page) == ["home", "album"])
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aDoubleThatIsNotFiniteIsRefused(_ number: Double) throws {
        var saved = _SavedNavigationInvariants.states[2]  // share presented from album
        saved.presentations[0].pages[0].arguments = ["rating": .double(number)]
        var (restored, report) = Self.restore(saved)
        #expect(restored.presentations.isEmpty)
        expectEqual(
            report,
            [
                "presentation 0, page 0 ('share'): argument 'rating' of page 'share' was saved as \(number), and a "
                    + "Double argument holds only finite numbers (a state holding it could not be saved again)"
            ])
        // A finite one is restored, and the state it saves again is JSON.
        saved.presentations[0].pages[0].arguments = ["rating": .double(-0.5)]
        (restored, report) = Self.restore(saved)
        expectEqual(report, [])
        let data = try JSONEncoder().encode(restored.navigationState)
        expectEqual(try JSONDecoder().decode(SavedNavigation.self, from: data), restored.navigationState)
    }

    @Test func aStateWithoutASelectedTabOnASceneWithTabsSaysTheFirstIsSelected() {
        var saved = _SavedNavigationInvariants.states[0]
        saved.selectedTab = nil
        let (restored, report) = Self.restore(saved)
        expectEqual(restored.selectedTab, 0)
        expectEqual(
            report,
            [
                "the selected tab: the state names none, and the scene has tabs (a state without one is a root "
                    + "scene's); the first is selected"
            ])
    }

    /// Every value a complete restore accepts comes back as saved: the fuzzer's check, on each valid state with each
    /// of the lies above told in it (issue 41's four, and a tab left unnamed).
    @Test func aCompleteRestoreGivesTheStateBackAsSaved() {
        var lies: [SavedNavigation] = []
        for state in _SavedNavigationInvariants.states {
            var lie = state
            lie.navigations[0].pages[0].arguments["limit"] = .int(7)
            lies.append(lie)
            lie = state
            lie.navigations[lie.navigations.count - 1].pages = []
            lies.append(lie)
            lie = state
            lie.selectedTab = nil
            lies.append(lie)
            for index in state.presentations.indices {
                lie = state
                lie.presentations[index].from += "x"
                lies.append(lie)
                lie = state
                lie.presentations[index].pages[0].arguments["rating"] = .double(.nan)
                lies.append(lie)
            }
        }
        for lie in lies {
            let (restored, report) = SceneContainer.restoring(lie, definition: Self.definition, device: Self.device)
            #expect(!report.isComplete, "\(lie)")
            expectEqual(_SavedNavigationInvariants.check(lie), [], "\(lie)")
            #expect(_SavedNavigationInvariants.disagreements(saved: lie, restored: restored.navigationState) != [])
        }
    }

    // MARK: - Bounded work (issue 41)

    /// A saved stack of `count` pushes on tab 1 (`search` pushing itself).
    static func longState(_ count: Int) -> SavedNavigation {
        SavedNavigation(
            selectedTab: 1,
            navigations: [
                SavedNavigation.Stack(pages: [SavedNavigation.Page(page: "home")]),
                SavedNavigation.Stack(pages: Array(repeating: SavedNavigation.Page(page: "search"), count: count + 1)),
            ])
    }

    @Test func aRestoreAcceptsAtMostTheBoundAndReportsTheRest() {
        let bound = SavedNavigation.maximumRestoredPages
        expectEqual(bound, 10_000)
        var (restored, report) = Self.restore(Self.longState(bound))
        #expect(report == [] && restored.navigations[1].pages.count == bound + 1)
        expectEqual(restored.navigations[1].pages.last?.id, "search#\(bound + 1)")
        (restored, report) = Self.restore(Self.longState(bound + 5))
        expectEqual(restored.navigations[1].pages.count, bound + 1)
        expectEqual(
            report,
            [
                "tab 1, page \(bound + 1) ('search'): a restore pushes or presents at most 10000 pages "
                    + "(SavedNavigation.maximumRestoredPages), and the state holds more (dropped 4 later pages too)"
            ])
        // The bound counts every navigation's and presentation's pages together.
        var state = Self.longState(bound)
        state.presentations = [
            SavedNavigation.Presentation(from: "search", pages: [SavedNavigation.Page(page: "settings")])
        ]
        (restored, report) = Self.restore(state)
        #expect(restored.presentations.isEmpty)
        #expect(report.count == 1 && report.first?.hasPrefix("presentation 0, page 0 ('settings'): a restore") == true)
    }

    /// A long restored stack is the one pushing its pages one at a time makes (same ids, active page, position,
    /// arguments and pager state).
    @Test func aLongRestoreIsTheContainerThePushesMake() throws {
        var pushed = SceneContainer(definition: Self.definition, device: Self.device)
        try pushed.selectTab(1)
        for _ in 0..<100 { try pushed.push("search") }
        for index in 0..<200 {
            try pushed.push("album", arguments: PageArguments([("albumID", .string("\(index)"))]))
            if index % 3 != 0 { try pushed.selectPagerTab(index % 2) }
        }
        try pushed.selectTab(0)  // `home` presents `settings`
        try pushed.present("settings")
        for _ in 0..<50 {
            try pushed.push("advanced")
            try pushed.present("settings")
        }
        let (restored, report) = SceneContainer.restoring(
            pushed.navigationState, definition: Self.definition, device: Self.device)
        #expect(report.isComplete, "\(report.dropped.prefix(3))")
        expectEqual(restored, pushed)
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
            expectEqual(Self.restoreInvariants(bytes), [], "\(path)")
        }
    }

    @Test func everyValidStateRestoresCompletely() {
        for state in _SavedNavigationInvariants.states {
            let (restored, report) = SceneContainer.restoring(state, definition: Self.definition, device: Self.device)
            #expect(report.isComplete, "\(report.dropped)")
            expectEqual(restored.navigationState.presentations.count, state.presentations.count)
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
            expectEqual(Self.restoreInvariants(bytes), [], "\(bytes)")
        }
    }
}

extension SceneDefinition {
    /// Changes the page `id` (a scene declares each id once) by `change`.
    fileprivate mutating func changePage(_ id: String, _ change: (inout ScenePage) -> Void) {
        for index in pages.indices where pages[index].id == id { change(&pages[index]) }
    }
}
