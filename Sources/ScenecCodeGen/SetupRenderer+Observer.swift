import ScenecRuntime

/// The typed names of the running UI in the setup file: the scene's tabs (`MusicTab`, for
/// `controller.selectTab(.library)`), its extra items' actions (`MusicAction`), and the typed observer
/// (`MusicObserver`), a `SceneObserver` whose default implementations turn the root controller's indices and
/// ids into those types. Inside `#if canImport(ScenecUIKit)` with the rest of the UI part.
extension SetupRenderer {
    /// The case name of each tab, in tab order: its root page's member name (`library`), or `tab<i>` where two
    /// tabs share a root page.
    static func tabCases(_ plan: SetupPlan) -> [String] {
        let names = plan.tabs.map { SwiftIdentifier.member($0.root) }
        return names.enumerated().map { index, name in
            names.filter { $0 == name }.count == 1 && !name.isEmpty ? name : "tab\(index)"
        }
    }

    /// The scene's distinct extra item actions, in order, with their case names (the action's member name;
    /// `action<i>` when that is not a plain name or is taken).
    static func actionCases(_ plan: SetupPlan) -> [(name: String, action: String)] {
        var result: [(name: String, action: String)] = []
        for action in plan.extraItems.compactMap(\.action) where !result.contains(where: { $0.action == action }) {
            let member = SwiftIdentifier.member(action)
            let taken = result.contains { $0.name == member }
            // A keyword is still a name (it is escaped); anything else must be ASCII letters, digits and `_`.
            let isName =
                member.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } == true
                && member.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            let name = isName && !taken ? member : "action\(result.count)"
            result.append((name, action))
        }
        return result
    }

    /// `<Scene>Tab`, `<Scene>Action`, the typed `selectTab` and `<Scene>Observer`.
    static func observer(_ plan: SetupPlan, access: String, into writer: inout SwiftWriter) {
        let sceneName = plan.sceneEnum.hasSuffix("Scene") ? String(plan.sceneEnum.dropLast(5)) : plan.sceneEnum
        let tabEnum = sceneName + "Tab"
        let actionEnum = sceneName + "Action"
        let observer = sceneName + "Observer"
        let tabs = tabCases(plan)
        let actions = actionCases(plan)
        if !tabs.isEmpty {
            writer.documentation(
                "The tabs of the \(plan.sceneName) scene, in tab order; the raw value is the tab's index.")
            writer.block("\(access)enum \(tabEnum): Int, CaseIterable, Sendable") { writer in
                for (index, name) in tabs.enumerated() {
                    writer.line("case \(SwiftIdentifier.escaped(name)) = \(index)")
                }
            }
            writer.blankLine()
            writer.block("extension SceneRootViewController") { writer in
                writer.documentation("Selects `tab` of the \(plan.sceneName) scene (what tapping its item does).")
                writer.block("\(access)func selectTab(_ tab: \(tabEnum))") { writer in
                    writer.line("selectTab(tab.rawValue)")
                }
            }
            writer.blankLine()
        }
        if !actions.isEmpty {
            writer.documentation(
                "The actions of the \(plan.sceneName) scene's extra items; the raw value is the action's name.")
            writer.block("\(access)enum \(actionEnum): String, CaseIterable, Sendable") { writer in
                for action in actions {
                    let name = SwiftIdentifier.escaped(action.name)
                    writer.line(
                        action.name == action.action
                            ? "case \(name)" : "case \(name) = \(SwiftLiteral.string(action.action))")
                }
            }
            writer.blankLine()
        }
        writer.documentation(
            """
            What the running \(plan.sceneName) UI tells the app, typed: set a conforming object as the root \
            controller's `observer`. Each method does nothing unless implemented; changes arrive in order, made \
            by the user or by the app.
            """
        )
        writer.line("@MainActor")
        writer.block("\(access)protocol \(observer): SceneObserver") { writer in
            if !tabs.isEmpty {
                writer.documentation("`tab` was selected.")
                writer.line("func didSelectTab(_ tab: \(tabEnum))")
            }
            writer.documentation("`page` was pushed at `place`.")
            writer.line("func didPush(_ page: \(plan.pageEnum), at place: ScenePagePlace)")
            writer.documentation("`page` was popped from `place`; its navigator does nothing from now on.")
            writer.line("func didPop(_ page: \(plan.pageEnum), at place: ScenePagePlace)")
            writer.documentation("`page`, already in its navigation, became the active page.")
            writer.line("func didActivate(_ page: \(plan.pageEnum), at place: ScenePagePlace)")
            writer.documentation("The pager of `page` selected tab `tab` (its pager enum's raw value).")
            writer.line("func didSelectPagerTab(_ tab: Int, of page: \(plan.pageEnum), at place: ScenePagePlace)")
            if !actions.isEmpty {
                writer.documentation("An extra item with `action` was tapped.")
                writer.line("func didTrigger(_ action: \(actionEnum))")
            }
            if !tabs.isEmpty {
                writer.documentation("\"More\" was tapped; `tabs` are behind it.")
                writer.line("func didChooseMore(_ tabs: [\(tabEnum)])")
            }
        }
        writer.blankLine()
        writer.block("extension \(observer)") { writer in
            let defaults =
                (tabs.isEmpty ? [] : ["func didSelectTab(_ tab: \(tabEnum)) {}"])
                + [
                    "func didPush(_ page: \(plan.pageEnum), at place: ScenePagePlace) {}",
                    "func didPop(_ page: \(plan.pageEnum), at place: ScenePagePlace) {}",
                    "func didActivate(_ page: \(plan.pageEnum), at place: ScenePagePlace) {}",
                    "func didSelectPagerTab(_ tab: Int, of page: \(plan.pageEnum), at place: ScenePagePlace) {}",
                ] + (actions.isEmpty ? [] : ["func didTrigger(_ action: \(actionEnum)) {}"])
                + (tabs.isEmpty ? [] : ["func didChooseMore(_ tabs: [\(tabEnum)]) {}"])
            for line in defaults {
                writer.documentation("Does nothing.")
                writer.line("\(access)\(line)")
            }
            let page = "let page = \(plan.pageEnum)(rawValue: place.page.page)"
            // Each SceneObserver requirement the scene has: its parameters, the condition that types the values,
            // and the typed call.
            var forwards: [(String, String?, String)] = [
                (
                    "didSelectTab tab: Int", tabs.isEmpty ? nil : "if let tab = \(tabEnum)(rawValue: tab)",
                    "didSelectTab(tab)"
                )
            ]
            for method in ["didPush", "didPop", "didActivate"] {
                forwards.append(("\(method) place: ScenePagePlace", "if \(page)", "\(method)(page, at: place)"))
            }
            forwards += [
                (
                    "didSelectPagerTab tab: Int, at place: ScenePagePlace", "if \(page)",
                    "didSelectPagerTab(tab, of: page, at: place)"
                ),
                (
                    "didTriggerExtraItem index: Int, action: String?",
                    actions.isEmpty ? nil : "if let action = action.flatMap(\(actionEnum).init(rawValue:))",
                    "didTrigger(action)"
                ),
            ]
            for (parameters, condition, call) in forwards {
                guard let condition else { continue }
                writer.blankLine()
                forward(parameters, access: access, into: &writer) { writer in
                    writer.block(condition) { writer in writer.line(call) }
                }
            }
            if !tabs.isEmpty {
                writer.blankLine()
                forward("didChooseMoreWith tabs: [Int]", access: access, into: &writer) { writer in
                    writer.line("didChooseMore(tabs.compactMap(\(tabEnum).init(rawValue:)))")
                }
            }
        }
    }

    /// A `SceneObserver` requirement that calls its typed method: on one line when it fits, else with the
    /// parameters on their own line, as swift-format breaks them.
    private static func forward(
        _ parameters: String, access: String, into writer: inout SwiftWriter, _ body: (inout SwiftWriter) -> Void
    ) {
        writer.documentation("Calls the typed method.")
        let head = "\(access)func sceneController("
        let all = "_ controller: SceneRootViewController, \(parameters)"
        if writer.fits(head + all + ") {") {
            writer.block(head + all + ")", body)
        } else {
            writer.line(head)
            writer.line("    " + all)
            writer.block(")", body)
        }
    }
}
