import Foundation
import ScenecTestSupport
import Testing

/// Values at and beyond the scene format's limits, end to end: they end in a located error and exit 1,
/// never a trap, and what scenec prints for people cannot be mistaken for other output.
@Suite(.serialized) struct HostileValueCommandTests {
    /// A scene whose page `home` has a pager of one tab; `tab` is the tab's flow mapping body.
    static func pagerScene(tab: String, devices: String = "") -> String {
        """
        scene: Music
        version: 1
        \(devices)root: home
        pages:
          home:
            type: App.Home
            pager:
              tabs:
                - {\(tab)}
          a: {type: App.A}

        """
    }

    @Test(
        "sizes beyond 100,000 pt are SC2007 errors, not a trap in layout --format svg or --all --output",
        arguments: [
            pagerScene(tab: "title: A, page: a, width: 1e20"),
            pagerScene(
                tab: "title: A, page: a, width: 80",
                devices: "devices: [{name: huge, width: 1e20, height: 800, sizeClass: regular}]\n"),
        ])
    func hugeSizesAreRejected(_ scene: String) throws {
        let directory = try Scenec.temporaryDirectory()
        try scene.write(toFile: directory + "/Huge.scene.yaml", atomically: true, encoding: .utf8)
        let svg = try Scenec.run(["layout", "--format", "svg", "Huge.scene.yaml"], in: directory)
        #expect(svg.status == 1, "\(svg.stderr)")
        #expect(svg.stderr.contains("must be greater than 0 and at most 100000, found 1e20 [SC2007]"), "\(svg.stderr)")
        let all = try Scenec.run(["layout", "--all", "--output", "out", "Huge.scene.yaml"], in: directory)
        #expect(all.status == 1, "\(all.stderr)")
        #expect(all.stderr.contains("[SC2007]"), "\(all.stderr)")
    }
}
