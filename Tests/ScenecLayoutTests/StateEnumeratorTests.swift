import Foundation
import ScenecExpectations
import ScenecLayout
import ScenecRuntime
import ScenecSema
import Testing

@Suite("State enumeration")
struct StateEnumeratorTests {
    static let tabsScene = """
        scene: T
        version: 1
        devices: [ipad-landscape]
        tabs:
          - {title: A, root: a}
          - {title: B, root: b}
        pages:
          a: {type: T.A, push: [c, d]}
          b: {type: T.B, push: [c]}
          c: {type: T.C, size: half, push: [d]}
          d: {type: T.D, size: half}
        tests: {maxDepth: 2}
        """

    @Test("paths are breadth first, each followed by its earlier activations")
    func breadthFirstOrder() throws {
        let scene = try #require(compileScene(Self.tabsScene))
        let enumeration = states(of: scene)
        #expect(!enumeration.isTruncated)
        expectEqual(
            enumeration.states.map(\.name),
            [
                "a", "b",
                "a_c", "a_c_active0", "a_d", "a_d_active0", "b_c", "b_c_active0",
                "a_c_d", "a_c_d_active0", "a_c_d_active1", "b_c_d", "b_c_d_active0", "b_c_d_active1",
            ])
        let byName = Dictionary(uniqueKeysWithValues: enumeration.states.map { ($0.name, $0) })
        expectEqual(byName["a"]?.position, .left)
        expectEqual(byName["a"]?.tab, 0)
        expectEqual(byName["b_c"]?.tab, 1)
        expectEqual(byName["a_c_d"]?.active, 2)
        expectEqual(byName["a_c_d"]?.position, .right)
        expectEqual(byName["a_c_d_active1"]?.active, 1)
        expectEqual(byName["a_c_d_active1"]?.position, .left)
        expectEqual(byName["a_c_d"]?.path, [PageID("a"), PageID("c"), PageID("d")])
    }

    @Test("maxDepth bounds the pushes beyond the entry page")
    func maxDepth() throws {
        let text = Self.tabsScene.replacingOccurrences(of: "maxDepth: 2", with: "maxDepth: 1")
        let scene = try #require(compileScene(text))
        expectEqual(states(of: scene).states.count, 8)
        let zeroText = Self.tabsScene.replacingOccurrences(of: "maxDepth: 2", with: "maxDepth: 0")
        let zero = try #require(compileScene(zeroText))
        expectEqual(states(of: zero).states.map(\.name), ["a", "b"])
    }

    @Test("maxStates cuts the deepest states and says so")
    func maxStates() throws {
        let text = Self.tabsScene.replacingOccurrences(of: "{maxDepth: 2}", with: "{maxDepth: 2, maxStates: 5}")
        let scene = try #require(compileScene(text))
        let enumeration = states(of: scene)
        #expect(enumeration.isTruncated)
        expectEqual(enumeration.states.map(\.name), ["a", "b", "a_c", "a_c_active0", "a_d"])
        let exact = try #require(
            compileScene(Self.tabsScene.replacingOccurrences(of: "{maxDepth: 2}", with: "{maxDepth: 2, maxStates: 14}"))
        )
        #expect(!states(of: exact).isTruncated)
        expectEqual(states(of: exact).states.count, 14)
    }

    @Test("on a dense scene, a cut keeps exactly the first states of the uncut enumeration, and the count agrees")
    func denseCutIsAPrefix() throws {
        // Seven pages that each push all seven, one repeat: 400 paths to depth 3. The enumerator leaves out a path
        // once the states it has and the paths it queued could fill the cap (fuzz slow units, issue 28): what it
        // keeps must still be the uncut enumeration's first states, and the count must still be exact.
        // Each page also presents a sheet that pushes back into the scene: SC4006's count must count the presented
        // states that the enumeration gives (it counted pushes only).
        let ids = (0..<7).map { "p\($0)" }
        let pages = ids.map {
            "  \($0): {type: T.\($0.uppercased()), size: half, push: [\(ids.joined(separator: ", "))], present: [sheet]}"
        }
        let sheet = "  sheet: {type: T.Sheet, presentation: sheet, push: [p1]}"
        let text =
            (["scene: T", "version: 1", "devices: [ipad-landscape]", "root: p0", "pages:"] + pages + [sheet])
            .joined(separator: "\n") + "\ntests: {maxDepth: 3, maxRepeats: 1, maxStates: 100000}\n"
        let scene = try #require(compileScene(text))
        let definition = SceneDefinition(checked: scene)
        let device = definition.devices[0]
        let all = StateEnumerator.enumerate(definition, limits: scene.tests, on: device)
        #expect(!all.isTruncated)
        let total = all.states.count
        #expect(total > 1000)
        #expect(all.states.contains { !$0.presented.isEmpty })
        for limit in [0, 1, 2, 7, 8, 50, 333, total - 1, total, total + 1] {
            var limits = scene.tests
            limits.maxStates = limit
            let cut = StateEnumerator.enumerate(definition, limits: limits, on: device)
            expectEqual(cut.states, Array(all.states.prefix(limit)), "maxStates \(limit)")
            expectEqual(cut.isTruncated, (limit < total), "maxStates \(limit)")
        }
        for ceiling in [0, 1, 8, total - 1] {
            #expect(StateEnumerator.stateCount(definition, limits: scene.tests, on: device, ceiling: ceiling) == nil)
        }
        for ceiling in [total, total + 1, 100_000] {
            expectEqual(
                StateEnumerator.stateCount(definition, limits: scene.tests, on: device, ceiling: ceiling), total)
        }
    }

    @Test("a page never appears twice in a path, even on a push cycle")
    func cycles() throws {
        let scene = try #require(
            compileScene(
                """
                scene: C
                version: 1
                devices: [ipad-portrait]
                root: a
                pages:
                  a: {type: C.A, push: [b]}
                  b: {type: C.B, push: [a, c]}
                  c: {type: C.C, push: [b]}
                tests: {maxDepth: 8}
                """))
        let paths = states(of: scene).states.filter { $0.active == $0.path.count - 1 }.map(\.pathDescription)
        expectEqual(paths, ["a", "a -> b", "a -> b -> c"])
    }

    @Test("pager tabs, header offsets and stack views each get a state of the top page")
    func innerStates() throws {
        let scene = try #require(
            compileScene(
                """
                scene: I
                version: 1
                devices: [iphone]
                root: home
                pages:
                  home:
                    type: I.Home
                    push: [profile]
                    stack:
                      root: one
                      views:
                        one: {type: I.One, push: [two]}
                        two: {type: I.Two, switch: [three]}
                        three: {type: I.Three, push: [one]}
                  profile:
                    type: I.Profile
                    header: {height: 200, pinHeight: 50}
                    pager:
                      selected: 1
                      tabs:
                        - {title: X, page: x, width: 80}
                        - {title: Y, page: y, width: 80}
                        - {title: Z, page: z, width: 80}
                  x: {type: I.X, scrolls: true}
                  y: {type: I.Y, scrolls: true}
                  z: {type: I.Z, scrolls: true}
                """))
        let all = states(of: scene).states
        expectEqual(
            all.map(\.name),
            [
                "home", "home_view_two", "home_view_three",
                "home_profile", "home_profile_tab0", "home_profile_tab2", "home_profile_offset75",
                "home_profile_offset150", "home_profile_active0",
            ])
        let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
        expectEqual(byName["home"]?.stackViews, [ViewID("one")])
        expectEqual(byName["home_view_three"]?.stackViews, [ViewID("one"), ViewID("three")])
        expectEqual(byName["home_profile"]?.selected, 1)
        expectEqual(byName["home_profile"]?.headerOffset, 0)
        expectEqual(byName["home_profile_tab2"]?.selected, 2)
        expectEqual(byName["home_profile_offset150"]?.headerOffset, 150)
        expectEqual(byName["home_profile_offset150"]?.selected, 1)
        #expect(byName["home_profile_active0"]?.stackViews == nil)
        expectEqual(byName["home_profile_active0"]?.selected, 1)
    }

    @Test("names stay unique when page ids contain underscores")
    func uniqueNames() throws {
        let scene = try #require(
            compileScene(
                """
                scene: U
                version: 1
                devices: [iphone]
                tabs:
                  - {title: A, root: a_b}
                  - {title: B, root: a}
                pages:
                  a_b: {type: U.AB}
                  a: {type: U.A, push: [b]}
                  b: {type: U.B}
                """))
        let names = states(of: scene).states.map(\.name)
        expectEqual(names, ["a_b", "a", "a_b_2", "a_b_active0"])
        expectEqual(Set(names).count, names.count)
    }

    @Test("push-style devices enumerate no activation states; stacked ones activate each earlier page")
    func noActivationInPushStyle() throws {
        let scene = try #require(exampleScene("Player.scene.yaml"))
        let iPhone = states(of: scene, device: "iphone").states
        let iPad = states(of: scene, device: "ipad-landscape").states
        #expect(!iPhone.isEmpty && iPhone.allSatisfy { $0.active == $0.path.count - 1 })
        #expect(!iPhone.contains { $0.name.contains("_active") })
        #expect(iPad.contains { $0.name == "home_album_active0" && $0.active == 0 })
        // Without activations the two devices have the same paths.
        expectEqual(Set(iPhone.map(\.path)), Set(iPad.map(\.path)))
    }

    @Test("enumerating every device at once gives each device's own enumeration, truncated or not")
    func everyDeviceAtOnce() throws {
        for file in exampleFiles {
            let scene = try #require(exampleScene(file))
            let definition = SceneDefinition(checked: scene)
            var capped = scene.tests
            capped.maxStates = 10
            for limits in [scene.tests, capped] {
                let together = StateEnumerator.enumerate(definition, limits: limits)
                let oneByOne = definition.devices.map { StateEnumerator.enumerate(definition, limits: limits, on: $0) }
                expectEqual(together, oneByOne, "\(file), maxStates \(limits.maxStates)")
                for (device, enumeration) in zip(definition.devices, together) {
                    #expect(enumeration.states.allSatisfy { $0.device == device.name }, "\(file)")
                }
            }
        }
    }

    @Test("the examples enumerate the documented number of states, each name once")
    func exampleCounts() throws {
        let expected: [String: [Int]] = [
            "Music.scene.yaml": [169, 169, 169, 171], "News.scene.yaml": [57, 57, 57],
            "Player.scene.yaml": [92, 92, 65, 65],
            "Profile.scene.yaml": [46, 46, 46, 46], "Ride.scene.yaml": [38, 38, 38, 38],
        ]
        expectEqual(exampleFiles, expected.keys.sorted())
        for file in exampleFiles {
            let scene = try #require(exampleScene(file))
            let definition = SceneDefinition(checked: scene)
            let counts = definition.devices.map {
                StateEnumerator.enumerate(definition, limits: scene.tests, on: $0).states.count
            }
            expectEqual(counts, expected[file], "\(file)")
            for device in definition.devices {
                let states = StateEnumerator.enumerate(definition, limits: scene.tests, on: device).states
                expectEqual(Set(states.map(\.name)).count, states.count)
            }
        }
    }
}
