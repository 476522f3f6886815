import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecLayout
import ScenecOutput
import ScenecRuntime
import ScenecSema
import Testing

/// Scene format §8 `navigationBarHeight`: by default UIKit's bar height on the device (50 on an iPad, 32 where the
/// vertical size class is compact, an iPhone in landscape, 44 on an iPhone in portrait); a number or a size-class
/// mapping in `metrics` wins. The page's content (its pager) starts below the bar. Every number by hand.
@Suite struct NavigationBarHeightTests {
    /// One page with a bar and a pager, on one device of each kind (`devices` follows).
    static func scene(devices: String, metrics: String = "") -> String {
        """
        scene: Bars
        version: 1
        devices:
        \(devices)
        \(metrics)
        root: home
        pages:
          home:
            type: App.Home
            title: Home
            pager:
              tabs:
                - {title: A, page: a, width: 80}
                - {title: B, page: b, width: 80}
          a: {type: App.A}
          b: {type: App.B}
        """
    }

    static let devices = """
          - iphone
          - {name: iphone-landscape, width: 852, height: 393, sizeClass: compact}
          - {name: iphone-max-landscape, width: 932, height: 430, sizeClass: regular, idiom: phone}
          - ipad-landscape
          - {name: ipad-split, width: 320, height: 1024, sizeClass: compact, idiom: pad}
        """

    /// The bar's frame and the pager bar's top on `device`.
    static func bar(_ text: String, on device: String) throws -> (bar: Rect?, pagerTop: Double?) {
        let scene = try #require(compileScene(text))
        let layout = try #require(layOut(scene, StateRequest(device: device, path: ["home"])))
        let page = try #require(layout.navigation.pages.first)
        guard case .pager(let pager) = layout.top else { return (page.navigationBar, nil) }
        return (page.navigationBar, pager.layout.bar.y)
    }

    @Test(
        "the default bar height is UIKit's on the device, and the pager starts below it",
        arguments: [
            ("iphone", 393.0, 44.0), ("iphone-landscape", 852, 32), ("iphone-max-landscape", 932, 32),
            ("ipad-landscape", 1024, 50), ("ipad-split", 320, 50),
        ])
    func defaultHeight(device: String, width: Double, height: Double) throws {
        let (bar, pagerTop) = try Self.bar(Self.scene(devices: Self.devices), on: device)
        expectEqual(bar, Rect(x: 0, y: 0, width: width, height: height), "\(device)")
        expectEqual(pagerTop, height, "\(device)")
    }

    @Test(
        "push style's bar is UINavigationController's: UIKit's height on the device, whatever the scene sets; stacked style keeps the scene's",
        arguments: [
            ("iphone", 44.0, 60.0), ("iphone-landscape", 32, 60), ("iphone-max-landscape", 60, 60),
            ("ipad-landscape", 60, 60), ("ipad-split", 50, 60),
        ])
    func pushStyleKeepsUIKitsHeight(device: String, adaptive: Double, stacked: Double) throws {
        // Push style on the compact size class only: the regular devices keep the scene's 60.
        let metrics = "metrics: {navigationBarHeight: 60}\nnavigation: {regular: stacked, compact: push}"
        let (bar, pagerTop) = try Self.bar(Self.scene(devices: Self.devices, metrics: metrics), on: device)
        expectEqual(bar?.height, adaptive, "\(device)")
        expectEqual(pagerTop, adaptive, "\(device)")
        let (stackedBar, _) = try Self.bar(
            Self.scene(devices: Self.devices, metrics: "metrics: {navigationBarHeight: 60}"), on: device)
        expectEqual(stackedBar?.height, stacked, "\(device)")
    }

    @Test("a presented page's bar is UINavigationController's: UIKit's height on the device, whatever the scene sets")
    func presentedBarKeepsUIKitsHeight() throws {
        let text = """
            scene: Bars
            version: 1
            devices: [ipad-landscape]
            metrics: {navigationBarHeight: 60}
            root: home
            pages:
              home: {type: App.Home, title: Home, present: [share]}
              share:
                type: App.Share
                title: Share
                presentation: fullScreen
                pager:
                  tabs:
                    - {title: A, page: a, width: 80}
                    - {title: B, page: b, width: 80}
              a: {type: App.A}
              b: {type: App.B}
            """
        let definition = try #require(Compiler().compile(SourceFile(path: "t.scene.yaml", text: text)).definition)
        let device = try #require(definition.devices.first)
        var container = SceneContainer(definition: definition, device: device)
        expectEqual(container.snapshot().pages.first?.navigationBar?.height, 60, "the stacked page keeps the scene's")
        try container.run([.present("share")])
        // Full screen on a device without a safe area: the bar at 0, UIKit's 50 pt on an iPad; the pager below it.
        expectEqual(try #require(container.snapshot().pager).bar.y, 50)
    }

    @Test("the runtime's device rule: idiom by size class unless given, compact height on a phone wider than tall")
    func deviceRule() {
        let phone = SceneDevice(name: "p", width: 393, height: 852, sizeClass: .compact)
        #expect(phone.idiom == .phone && phone.verticalSizeClass == .regular && phone.standardNavigationBarHeight == 44)
        let landscape = SceneDevice(name: "l", width: 852, height: 393, sizeClass: .compact)
        #expect(landscape.verticalSizeClass == .compact && landscape.standardNavigationBarHeight == 32)
        let large = SceneDevice(name: "m", width: 932, height: 430, sizeClass: .regular, idiom: .phone)
        #expect(large.verticalSizeClass == .compact && large.standardNavigationBarHeight == 32)
        let pad = SceneDevice(name: "i", width: 1024, height: 768, sizeClass: .regular)
        #expect(pad.idiom == .pad && pad.verticalSizeClass == .regular && pad.standardNavigationBarHeight == 50)
        #expect(Metrics().navigationBarHeight == 44 && Metrics().navigationBarHeightOverride == nil)
        expectEqual(Metrics().resolved(on: pad).navigationBarHeight, 50)
        expectEqual(Metrics(navigationBarHeight: 40).resolved(on: pad).navigationBarHeight, 40)
    }

    @Test(
        "a number in metrics wins on every device",
        arguments: ["iphone", "iphone-landscape", "iphone-max-landscape", "ipad-landscape", "ipad-split"])
    func explicitNumber(device: String) throws {
        let text = Self.scene(devices: Self.devices, metrics: "metrics: {navigationBarHeight: 60}")
        let (bar, pagerTop) = try Self.bar(text, on: device)
        expectEqual(bar?.height, 60, "\(device)")
        expectEqual(pagerTop, 60, "\(device)")
    }

    @Test(
        "a size-class mapping wins by the horizontal size class",
        arguments: [
            ("iphone", 30.0), ("iphone-landscape", 30), ("iphone-max-landscape", 70), ("ipad-landscape", 70),
            ("ipad-split", 30),
        ])
    func explicitMapping(device: String, height: Double) throws {
        let text = Self.scene(
            devices: Self.devices, metrics: "metrics: {navigationBarHeight: {regular: 70, compact: 30}}")
        let (bar, pagerTop) = try Self.bar(text, on: device)
        expectEqual(bar?.height, height, "\(device)")
        expectEqual(pagerTop, height, "\(device)")
    }

    @Test("the layout JSON names the idiom only where the size class does not imply it")
    func idiomInJSON() throws {
        let scene = try #require(compileScene(Self.scene(devices: Self.devices)))
        for (device, idiom) in [
            ("iphone", nil), ("iphone-landscape", nil), ("iphone-max-landscape", "phone"), ("ipad-landscape", nil),
            ("ipad-split", "pad"),
        ] {
            let layout = try #require(layOut(scene, StateRequest(device: device, path: ["home"])))
            let json = LayoutJSON.json(layout).serialized()
            expectEqual(json.contains("\"idiom\""), (idiom != nil), "\(device)")
            if let idiom { #expect(json.contains("\"idiom\": \"\(idiom)\""), "\(device)") }
        }
    }

    @Test("an unknown idiom is an error at the word, with the choices")
    func unknownIdiom() throws {
        let text = Self.scene(devices: "  - {name: big, width: 1920, height: 1080, sizeClass: regular, idiom: watch}")
        let result = Compiler().compile(SourceFile(path: "test.scene.yaml", text: text))
        let errors = result.diagnostics.filter { $0.severity == .error }
        expectEqual(errors.map(\.message), ["'watch' is not a value of 'idiom'"])
        expectEqual(errors.first?.code.rawValue, "SC2008")
        let range = try #require(errors.first?.range)
        expectEqual(String(decoding: Array(text.utf8)[range.start..<range.end], as: UTF8.self), "watch")
    }
}
