import MusicApp
import ScenecRuntime
import XCTest

// A hand-written test beside the layout tests the plugin generates (MusicLayoutTests1…4, one test per device and
// navigation state).
final class RouteTests: XCTestCase {
    func testTheDeepestRouteStacksFivePages() throws {
        let device = try XCTUnwrap(musicDevice(named: "ipad-landscape"))
        let lyrics = try openLyricsFromBrowse(on: device)
        let snapshot = lyrics.container.snapshot()
        XCTAssertEqual(snapshot.navigation.pages.map(\.id), ["browse", "artist", "album", "track", "lyrics"])
        XCTAssertEqual(snapshot.activeIndex, 4)
    }
}
