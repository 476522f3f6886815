import Foundation
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecLayout
import ScenecOutput
import ScenecRuntime
import ScenecSema
import ScenecTestSupport
import Testing

@Suite("SVG wireframes")
struct SVGTests {
    static let tricky = """
        scene: Tricky
        version: 1
        devices: [ipad-landscape]
        tabs:
          - {title: "<b>Home</b> & \\"more\\"", root: home, badge: "<1>"}
          - {title: "It's 🎧 time", root: music}
        extraItems:
          - {title: "A & B", action: help}
        pages:
          home: {type: T.Home, title: "Café <main>", push: [next]}
          next: {type: T.Next, title: "x < y & 'z'", size: half}
          music:
            type: T.Music
            pager:
              tabs:
                - {title: "Rock & Roll", page: rock, width: 120}
                - {title: "<Jazz>", page: jazz, width: 90}
          rock: {type: T.Rock}
          jazz: {type: T.Jazz}
        """

    @Test("titles are XML-escaped in the SVG and in the contact sheet")
    func escaping() throws {
        let scene = try #require(compileScene(Self.tricky))
        let table = layoutTable(scene)
        let svgs = table.devices[0].entries.map(LayoutSVG.render)
        let all = svgs.joined()
        // Sidebar titles are shortened to the item's width, then escaped.
        #expect(all.contains(">&lt;b&gt;Home&lt;/…</text>"))
        #expect(all.contains(">It&#39;s 🎧 ti…</text>"))
        #expect(all.contains(">&lt;1&gt;</text>"))
        #expect(all.contains(">next · x &lt; y &amp; &#39;z&#39;</text>"))
        #expect(all.contains(">Rock &amp; Roll</text>"))
        #expect(all.contains("&lt;Jazz&gt;"))
        #expect(!all.contains("<b>") && !all.contains("<Jazz>") && !all.contains("<1>"))
        expectEqual(LayoutSVG.escape("a\u{1}b\u{202E}"), "a\\u{0001}b\\u{202E}")
        let sheet = LayoutSVG.contactSheet(table, scene: "Tricky", fileNames: LayoutSVG.fileNames(table))
        #expect(sheet.contains("<img src=\"ipad-landscape--home.svg\""))
        #expect(!sheet.contains("<b>Home"))
    }

    @Test("layout --all --output streams one SVG per state, then the contact sheet, and stops at a failure")
    func wireframesStream() throws {
        let result = Compiler().compile(SourceFile(path: "Tricky.scene.yaml", text: Self.tricky))
        let table = try #require(result.layoutTable)
        let layouts = table.devices.flatMap(\.entries)
        let names = LayoutSVG.fileNames(table).flatMap { $0 }
        let sink = RecordingSink()
        expectEqual(result.writeLayoutWireframes(to: sink), layouts.count)
        expectEqual(sink.files.map(\.name), names + ["index.html"])
        expectEqual(sink.files.dropLast().map(\.contents), layouts.map(LayoutSVG.render))
        expectEqual(
            sink.files.last?.contents,
            LayoutSVG.contactSheet(table, scene: "Tricky", fileNames: LayoutSVG.fileNames(table)))

        let failing = RecordingSink(failingAfterFiles: 2)
        expectEqual(result.writeLayoutWireframes(to: failing), layouts.count)
        expectEqual(failing.files.map(\.name), Array(names.prefix(2)))

        let broken = Compiler().compile(SourceFile(path: "Broken.scene.yaml", text: "scene: Broken\nversion: 1\n"))
        let untouched = RecordingSink()
        #expect(broken.writeLayoutWireframes(to: untouched) == nil)
        #expect(untouched.files.isEmpty)
    }

    @Test("states of the examples and of a scene with tricky titles render with rsvg-convert")
    func rendersWithRsvg() throws {
        let rsvgConvert = try Tool.require("rsvg-convert", from: "librsvg, Debian package librsvg2-bin")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var scenes: [Scene] = []
        for file in exampleFiles { scenes.append(try #require(exampleScene(file))) }
        scenes.append(try #require(compileScene(Self.tricky)))
        for scene in scenes {
            let table = layoutTable(scene)
            // The first state of each device and a few deeper ones keep the run short.
            for (entry, names) in zip(table.devices, LayoutSVG.fileNames(table)) {
                for (index, (laidOut, name)) in zip(entry.entries, names).enumerated() where index % 9 == 0 {
                    let svgPath = directory + "/" + scene.name.value + "-" + name
                    try LayoutSVG.render(laidOut).write(toFile: svgPath, atomically: true, encoding: .utf8)
                    let result = try Subprocess.run(rsvgConvert, [svgPath, "-o", svgPath + ".png"])
                    expectEqual(result.status, 0, "\(svgPath): \(result.stderr)")
                    #expect(FileManager.default.fileExists(atPath: svgPath + ".png"))
                }
            }
        }
    }

    static let player = exampleScene("Player.scene.yaml")

    /// A rectangle's SVG attributes, as the renderer writes them.
    static func box(_ rect: Rect) -> String {
        let f = NumberText.format
        return "x=\"\(f(rect.x))\" y=\"\(f(rect.y))\" width=\"\(f(rect.width))\" height=\"\(f(rect.height))\""
    }

    /// The `<text>` elements of `svg`, as their contents.
    static func texts(_ svg: String) -> [String] {
        svg.components(separatedBy: "\n").compactMap { line -> String? in
            guard line.hasPrefix("<text "), let open = line.firstIndex(of: ">"),
                let close = line.range(of: "</text>", options: .backwards)
            else { return nil }
            return String(line[line.index(after: open)..<close.lowerBound])
        }
    }

    @Test("a pager bar wider than the page scrolls by the runtime's offset so the selected tab shows")
    func pagerBarScrolls() throws {
        let scene = try #require(
            compileScene(
                """
                scene: Bar
                version: 1
                devices: [iphone]
                root: home
                pages:
                  home:
                    type: T.Home
                    navigationBar: false
                    pager:
                      selected: 5
                      tabs:
                        - {title: Zero, page: p0, width: 100}
                        - {title: One, page: p1, width: 100}
                        - {title: Two, page: p2, width: 100}
                        - {title: Three, page: p3, width: 100}
                        - {title: Four, page: p4, width: 100}
                        - {title: Five, page: p5, width: 100}
                  p0: {type: T.P}
                  p1: {type: T.P}
                  p2: {type: T.P}
                  p3: {type: T.P}
                  p4: {type: T.P}
                  p5: {type: T.P}
                """))
        let last = try #require(layOut(scene, StateRequest()))
        guard case .pager(let pager) = last.top else { Issue.record("no pager"); return }
        // The offset is the runtime's (Pager.barContentOffset): 600 − 393 = 207, so tab 5 ends at the bar's edge.
        expectEqual(pager.layout.barContentOffsetX, 207)
        let svg = LayoutSVG.render(last)
        #expect(svg.contains("<g transform=\"translate(-207,0)\">"), "\(svg)")
        #expect(svg.contains("<clipPath id=\"bar-p0\">"))
        let first = try #require(layOut(scene, StateRequest(selected: 0)))
        #expect(LayoutSVG.render(first).contains("<g transform=\"translate(0,0)\">"))
    }

    @Test("every shown page draws its inner layout; each page's title is in its navigation bar")
    func innerLayoutOfEveryPage() throws {
        let scene = try #require(Self.player)
        // On the iPad, library's pager stays in view beside the album it pushed.
        let layout = try #require(
            layOut(scene, StateRequest(device: "ipad-landscape", path: ["library", "album"])))
        #expect(layout.navigation.pages[0].layout.isAttached && layout.top == nil)
        let svg = LayoutSVG.render(layout)
        let texts = Self.texts(svg)
        #expect(texts.contains("tab page: libraryAlbums"), "\(texts)")
        #expect(texts.contains("Playlists"))
        // Each page has its navigation bar (§4) at its top, the pager below it; its type at its bottom.
        #expect(texts.contains("library · Library"), "\(texts)")
        #expect(texts.contains("PlayerApp.LibraryViewController"), "\(texts)")
        #expect(texts.contains("album · Album"))
        #expect(texts.contains("PlayerApp.AlbumViewController"))
    }

    @Test("the page stack's breadcrumb runs along the view's top, away from the page type at the bottom")
    func stackBreadcrumb() throws {
        let scene = try #require(exampleScene("Ride.scene.yaml"))
        let layout = try #require(
            layOut(scene, StateRequest(device: "iphone-se", views: ["whereTo", "destinationSearch"])))
        guard case .stack(let stack) = layout.top else { Issue.record("no stack"); return }
        let svg = LayoutSVG.render(layout)
        let crumbY = NumberText.format(stack.view.y + 16)
        #expect(
            svg.contains("y=\"\(crumbY)\" font-size=\"10\" fill=\"#3b8f4f\">stack: whereTo › destinationSearch</text>"))
        let page = layout.navigation.pages[0].layout.frame
        #expect(svg.contains("y=\"\(NumberText.format(page.maxY - 8))\" font-size=\"10\" fill=\"#6b7280\">"))
        #expect(abs((stack.view.y + 16) - (page.maxY - 8)) > 20)
    }

    @Test("the bottom tab bar: its items, More, and the selected item")
    func bottomTabBar() throws {
        let scene = try #require(Self.player)
        let podcasts = try #require(layOut(scene, StateRequest(device: "iphone", path: ["podcasts"])))
        let bar = try #require(podcasts.tabBar)
        #expect(bar.items.map(\.title) == ["Home", "Library", "Radio", "Search", "More"] && bar.selected == 4)
        let svg = LayoutSVG.render(podcasts)
        #expect(svg.contains("<rect \(Self.box(bar.frame)) fill=\"#f7f7f9\" stroke=\"#9aa1ab\"/>"))
        #expect(svg.contains("font-weight=\"bold\" text-anchor=\"middle\">More</text>"), "\(svg)")
        #expect(svg.contains("fill=\"#6b7280\" text-anchor=\"middle\">Home</text>"))
        expectEqual(svg.components(separatedBy: "r=\"2.5\" fill=\"#2f6fd6\"/>").count, 4, "three dots, selected")
        let home = try #require(layOut(scene, StateRequest(device: "iphone", path: ["home"])))
        let homeSVG = LayoutSVG.render(home)
        #expect(homeSVG.contains("font-weight=\"bold\" text-anchor=\"middle\">Home</text>"))
        #expect(homeSVG.contains("fill=\"#6b7280\" text-anchor=\"middle\">More</text>"))
        // Side-bar devices draw no bottom bar.
        let iPad = try #require(layOut(scene, StateRequest(device: "ipad-portrait", path: ["home"])))
        #expect(!LayoutSVG.render(iPad).contains("#f7f7f9"))
    }

    @Test("push style: the top page over the pages below it, drawn as thin edges, with a back label")
    func pushStyle() throws {
        let scene = try #require(Self.player)
        let layout = try #require(layOut(scene, StateRequest(device: "iphone", path: ["home", "album", "artist"])))
        expectEqual(layout.navigation.style, .push)
        let svg = LayoutSVG.render(layout)
        let edge = "height=\"\(NumberText.format(layout.navigation.frame.height))\" fill=\"#c3c8d0\""
        expectEqual(svg.components(separatedBy: edge).count, 3, "two edges: home and album")
        #expect(Self.texts(svg).contains("‹ album"))
        // Only the top page is drawn: no label of the pages below.
        #expect(!Self.texts(svg).contains("home · Home"))
        let iPad = try #require(
            layOut(scene, StateRequest(device: "ipad-landscape", path: ["home", "album", "artist"])))
        #expect(iPad.navigation.style == .stacked && !LayoutSVG.render(iPad).contains("#c3c8d0"))
    }

    @Test("the top page's transition is in the caption; labels print at most 4 decimals")
    func transitionCaptionAndReadableLabels() throws {
        let scene = try #require(Self.player)
        let album = try #require(layOut(scene, StateRequest(device: "iphone", path: ["home", "album"])))
        #expect(
            Self.texts(LayoutSVG.render(album)).contains(
                "← pushes &#39;lyrics&#39; · → pops (transition left, nav bar alpha 0.8)"))
        let home = try #require(layOut(scene, StateRequest(device: "iphone", path: ["home"])))
        #expect(!LayoutSVG.render(home).contains("(transition "))
        let music = try #require(exampleScene("Music.scene.yaml"))
        let radio = try #require(layOut(music, StateRequest(path: ["radio"])))
        #expect(
            Self.texts(LayoutSVG.render(radio)).contains(
                "← pushes &#39;liveRadio&#39; · → nothing (transition left, nav bar alpha 1)"))
        for file in exampleFiles {
            let table = layoutTable(try #require(exampleScene(file)))
            for entry in table.devices {
                for layout in entry.entries {
                    for text in Self.texts(LayoutSVG.render(layout)) {
                        #expect(text.range(of: "[0-9]\\.[0-9]{5}", options: .regularExpression) == nil, "\(text)")
                    }
                }
            }
        }
    }
}
