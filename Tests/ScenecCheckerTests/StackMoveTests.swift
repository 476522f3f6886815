import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecTestSupport
import Testing

/// SC3021 (issue 28 item 14): a page stack's view that pushes or switches to itself, located by markers, with a
/// fix-it that removes the entry whatever its place in the list.
@Suite struct StackMoveTests {
    static func scene(_ views: String) -> String {
        """
        scene: Player
        version: 1
        root: queue
        pages:
          queue:
            type: App.Queue
            stack:
              root: upNext
              views:
        \(views)
                history: {type: App.History}
        """
    }

    @Test(arguments: [
        "        upNext: {type: App.UpNext, push: [1️⃣upNext], switch: [history]}",
        "        upNext: {type: App.UpNext, push: [1️⃣upNext, history]}",
        "        upNext: {type: App.UpNext, push: [history, 1️⃣upNext]}",
        "        upNext:\n          type: App.UpNext\n          push:\n            - history\n            - 1️⃣upNext",
    ])
    func pushesItself(_ views: String) {
        let diagnostic = expectDiagnostic(
            Self.scene(views), .stackMoveToItself,
            message: "view 'upNext' of the page stack of 'queue' pushes itself", hasFixIt: true)
        expectEqual(diagnostic?.severity, .warning)
    }

    @Test func switchesToItself() {
        expectDiagnostic(
            Self.scene("        upNext: {type: App.UpNext, push: [history], switch: [1️⃣upNext]}"), .stackMoveToItself,
            message: "view 'upNext' of the page stack of 'queue' switches to itself", hasFixIt: true)
        // A switch with a direction: only the view is located, so the entry is not removed by a fix-it.
        let diagnostic = expectDiagnostic(
            Self.scene(
                "        upNext: {type: App.UpNext, push: [history], switch: [{view: 1️⃣upNext, direction: pop}]}"),
            .stackMoveToItself, message: "view 'upNext' of the page stack of 'queue' switches to itself")
        expectEqual(diagnostic?.help.first?.contains("remove 'upNext' from 'switch'"), true)
    }
}
