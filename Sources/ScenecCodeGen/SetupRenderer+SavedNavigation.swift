import ScenecRuntime

/// Saved navigation in the setup file's UI part (scene format §10.4): `<Scene>SavedNavigation`, the runtime's
/// `TypedSavedNavigation` over the scene's page and tab enums, and `<Scene>Scene.navigationState(of:)` /
/// `restore(_:on:animated:)`, which read it from and restore it on the running UI. Everything else is generic
/// (ScenecRuntime's `TypedSavedNavigation`, ScenecUIKit's `navigationState` and `restore`).
extension SetupRenderer {
    static func savedNavigation(_ plan: SetupPlan, access: String, into writer: inout SwiftWriter) {
        let sceneName = plan.sceneEnum.hasSuffix("Scene") ? String(plan.sceneEnum.dropLast(5)) : plan.sceneEnum
        let typeName = sceneName + "SavedNavigation"
        let tabEnum = tabCases(plan).isEmpty ? "NoSceneTabs" : sceneName + "Tab"
        writer.blankLine()
        writer.documentation(
            """
            A saved navigation state of the \(plan.sceneName) scene (scene format §10.4), read through its enums: \
            `selectedTab` as `\(tabEnum)`, each navigation's and presentation's pages as `\(plan.pageEnum)`, a page's \
            typed arguments with `arguments(of:)` (`\(plan.markerNamespace).<Page>.self`). Save its `state`.
            """
        )
        writer.line("\(access)typealias \(typeName) = TypedSavedNavigation<\(plan.pageEnum), \(tabEnum)>")
        writer.blankLine()
        writer.block("extension \(plan.sceneEnum)") { writer in
            writer.documentation(
                "The navigation state `controller` shows, to save (`SceneRootViewController.navigationState`).")
            writer.line("@MainActor")
            writer.block(
                "\(access)static func navigationState(of controller: SceneRootViewController) -> \(typeName)"
            ) { writer in
                writer.line("\(typeName)(controller.navigationState)")
            }
            writer.blankLine()
            writer.documentation(
                """
                Restores `saved` on `controller` as far as the scene still allows it, and reports the rest \
                (`SceneRootViewController.restore(_:animated:)`).
                """
            )
            writer.line("@MainActor")
            writer.line("@discardableResult")
            writer.line("\(access)static func restore(")
            writer.line("    _ saved: \(typeName), on controller: SceneRootViewController, animated: Bool = false")
            writer.block(") -> RestoreReport") { writer in
                writer.line("controller.restore(saved.state, animated: animated)")
            }
        }
    }
}
