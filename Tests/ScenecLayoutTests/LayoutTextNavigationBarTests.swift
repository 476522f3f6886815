import ScenecExpectations
import ScenecLayout
import ScenecRuntime
import ScenecSema
import ScenecTestSupport
import Testing

@Suite("--format text shows each page's navigation bar, as the JSON and SVG do")
struct LayoutTextNavigationBarTests {
    @Test("every page line of every state: 'bar (x, y, w, h)' exactly when the JSON's navigationBar is not null")
    func barOnEveryPageLine() throws {
        let scene = try #require(compileScene(sharedScene("Bars")))
        var lines = 0
        for layout in layoutTable(scene).devices.flatMap(\.entries) {
            let text = LayoutText.render(layout).split(separator: "\n")
            let pageLines = text.filter { $0.hasPrefix("  * page ") || $0.hasPrefix("    page ") }
            expectEqual(pageLines.count, layout.navigation.pages.count, "\(layout.state.name)")
            for (line, page) in zip(pageLines, layout.navigation.pages) {
                if let bar = page.navigationBar {
                    #expect(line.contains("  bar \(LayoutText.rect(bar))"), "\(line)")
                } else {
                    #expect(!line.contains(" bar "), "\(line)")
                }
                lines += 1
            }
        }
        #expect(lines > 0)
    }
}
