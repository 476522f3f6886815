import Foundation
import ScenecDiagnostics
import ScenecLayout
import ScenecModel
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
        #expect(LayoutSVG.escape("a\u{1}b\u{202E}") == "a\\u{0001}b\\u{202E}")
        let sheet = LayoutSVG.contactSheet(table, scene: "Tricky", fileNames: LayoutSVG.fileNames(table))
        #expect(sheet.contains("<img src=\"ipad-landscape--home.svg\""))
        #expect(!sheet.contains("<b>Home"))
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
                    #expect(result.status == 0, "\(svgPath): \(result.stderr)")
                    #expect(FileManager.default.fileExists(atPath: svgPath + ".png"))
                }
            }
        }
    }
}
