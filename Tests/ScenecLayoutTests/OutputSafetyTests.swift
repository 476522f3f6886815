import ScenecDiagnostics
import ScenecLayout
import ScenecModel
import Testing

/// Hostile and extreme values in what `scenec layout` prints, and the suggestions of `StateRequest`.
@Suite struct OutputSafetyTests {
    static let twoPages = """
        scene: Music
        version: 1
        root: home
        pages:
          home: {type: App.Home, push: [album]}
          album: {type: App.Album}
        """

    @Test("state requests suggest with the one did-you-mean: a transposition costs 1")
    func requestSuggestionCountsATranspositionOnce() throws {
        let scene = try #require(compileScene(Self.twoPages))
        #expect(throws: StateRequest.Failure("no page 'hmoe' in scene 'Music'; did you mean 'home'?")) {
            try StateRequest(path: ["hmoe"]).resolve(in: scene, graph: NavigationGraph(scene))
        }
    }
}
