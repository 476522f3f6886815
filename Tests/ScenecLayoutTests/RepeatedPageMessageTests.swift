import ScenecDiagnostics
import ScenecExpectations
import ScenecTestSupport
import Testing

@testable import ScenecLayout

/// SC4005 with pages as templates (issue 28 item 13): a path that holds a page more than once names which instance
/// is not shown and which covers it (its place in the path), and the tab of the path.
@Suite struct RepeatedPageMessageTests {
    @Test func theInstanceAndTheTabAreNamed() {
        expectLayoutDiagnostic(
            """
            scene: Rep
            version: 1
            devices: [ipad-landscape]
            metrics: {stackedLayerOffset: 400, stackedLayers: 8}
            tabs:
              - {title: Home, root: home}
            pages:
              home: {type: Rep.Home, push: [f]}
              1️⃣f: {type: Rep.F, size: half, push: [f]}
            tests: {maxRepeats: 2}
            """,
            .activePageNotShown,
            message: "page 'f' (page 4 of the path) is not shown when it is active: it lies outside the navigation "
                + "area in home -> f -> f -> f on ipad-landscape, tab 'Home'")
    }

    @Test func aCoveringInstanceIsNamedByItsPlace() {
        expectEqual(LayoutChecker.instanceName(["home", "f", "f"], at: 2), "'f' (page 3 of the path)")
        expectEqual(LayoutChecker.instanceName(["home", "f", "f"], at: 0), "'home'")
        expectEqual(LayoutChecker.instanceName(["home", "f", "g"], at: 1), "'f'")
    }
}
