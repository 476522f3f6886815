import ScenecRuntime

/// The UI part of the setup file: the typed page factory, the page context, the navigator of the running UI,
/// the entry point that builds the whole scene in ScenecUIKit containers, and the SwiftUI view. It is inside
/// `#if canImport(ScenecUIKit)`, so a target that links only ScenecRuntime still compiles the file; on Linux
/// ScenecUIKit builds against its stand-in for UIKit, so the same code is compiled and tested there.
extension SetupRenderer {
    /// The condition of the SwiftUI view: it wraps `makeRootViewController`, which exists only where
    /// ScenecUIKit does, so a target that links only ScenecRuntime compiles without it; SwiftUI and UIKit for
    /// `UIViewControllerRepresentable`.
    static let swiftUICondition = "canImport(ScenecUIKit) && canImport(SwiftUI) && canImport(UIKit)"

    /// The imports of the UI part, in conditional blocks.
    static func uiImports(_ plan: SetupPlan, into writer: inout SwiftWriter) {
        let keyword = plan.access == .public ? "public import " : "import "
        writer.conditional("canImport(ScenecUIKit)") { writer in
            for module in (plan.typeModules + ["ScenecUIKit"]).sorted() {
                writer.line((module == "ScenecUIKit" ? "@_spi(ScenecGenerated) " : "") + keyword + module)
            }
        }
        writer.conditional(swiftUICondition) { writer in
            writer.line(keyword + "SwiftUI")
        }
    }

    /// The enums of pager tabs and stack views, nested in the page's marker type.
    static func innerEnums(
        _ plan: SetupPlan, pages: PageSelection, access: String, into writer: inout SwiftWriter
    ) {
        for (index, page) in plan.pages.enumerated()
        where pages.contains(index) && (!page.pagerTabs.isEmpty || !page.stackViews.isEmpty) {
            writer.blankLine()
            writer.block("extension \(plan.markerNamespace).\(SwiftIdentifier.escaped(page.markerName))") { writer in
                if !page.pagerTabs.isEmpty {
                    writer.documentation("The tabs of `\(page.id)`'s pager, in tab order.")
                    writer.block("\(access)enum Tab: Int, CaseIterable, Sendable") { writer in
                        for tab in page.pagerTabs {
                            writer.line("case \(SwiftIdentifier.escaped(tab.name)) = \(tab.value)")
                        }
                    }
                }
                if !page.stackViews.isEmpty {
                    if !page.pagerTabs.isEmpty { writer.blankLine() }
                    writer.documentation("The views of `\(page.id)`'s page stack; the raw value is the view's id.")
                    writer.block("\(access)enum StackView: String, CaseIterable, Sendable") { writer in
                        for view in page.stackViews {
                            let name = SwiftIdentifier.escaped(view.caseName)
                            writer.line(
                                view.caseName == view.id
                                    ? "case \(name)" : "case \(name) = \(SwiftLiteral.string(view.id))")
                        }
                    }
                }
            }
        }
    }

    /// Everything that needs ScenecUIKit.
    static func ui(_ plan: SetupPlan, pages: PageSelection, access: String, into writer: inout SwiftWriter) {
        writer.conditional("canImport(ScenecUIKit)") { writer in
            factory(plan, access: access, into: &writer)
            writer.blankLine()
            context(plan, access: access, into: &writer)
            writer.blankLine()
            uiNavigator(plan, access: access, into: &writer)
            uiPageNavigation(plan, pages: pages, access: access, into: &writer)
            writer.blankLine()
            observer(plan, access: access, into: &writer)
            writer.blankLine()
            entryPoint(plan, access: access, into: &writer)
            uiLinks(plan, access: access, into: &writer)  // SetupRenderer+Links.swift
            savedNavigation(plan, access: access, into: &writer)  // SetupRenderer+SavedNavigation.swift
        }
        writer.blankLine()
        writer.conditional(swiftUICondition) { writer in
            swiftUIView(plan, access: access, into: &writer)
        }
    }

    /// The UI navigator's methods of the edges that reach the selected pages, and of those pages' pagers, headers
    /// and page stacks.
    static func uiPageNavigation(
        _ plan: SetupPlan, pages: PageSelection, access: String, into writer: inout SwiftWriter
    ) {
        for target in plan.pushTargets where pages.contains(target) {
            writer.blankLine()
            uiTargetExtension(
                target, call: "pushing", documentation: "Pushes `\(target.targetID)` on top of this page.",
                plan: plan, access: access, into: &writer)
        }
        for target in plan.presentTargets where pages.contains(target) {
            writer.blankLine()
            uiTargetExtension(
                target, call: "presenting",
                documentation:
                    "Presents `\(target.targetID)` from this page; its navigator's `dismiss(animated:)` dismisses it.",
                plan: plan, access: access, into: &writer)
        }
    }

    private static func marker(_ plan: SetupPlan, _ page: PagePlan) -> String {
        plan.markerNamespace + "." + SwiftIdentifier.escaped(page.markerName)
    }

    private static func factory(_ plan: SetupPlan, access: String, into writer: inout SwiftWriter) {
        writer.documentation(
            """
            Makes every page of the \(plan.sceneName) scene. Each requirement returns the page's declared \
            `type:`, so a wrong, missing or renamed class is a compile error; stack views are the app's \
            `UIView` subclasses. Pages with a pager, a header or a page stack host ScenecUIKit's container as a \
            child filling their view, as the seed libraries' subclasses did.
            """
        )
        writer.line("@MainActor")
        writer.block("\(access)protocol \(plan.factory)") { writer in
            var first = true
            for page in plan.pages {
                if !first { writer.blankLine() }
                first = false
                let title = page.value.title.map { " (\($0))" } ?? ""
                writer.documentation("Makes the page `\(page.id)`\(title).")
                writer.declaration(
                    "func \(page.factoryMethod)", parameters: "_ context: \(plan.pageContext)<\(marker(plan, page))>",
                    result: page.value.type)
                for view in page.stackViews {
                    writer.blankLine()
                    writer.documentation("Makes the view `\(view.id)` of `\(page.id)`'s page stack.")
                    writer.declaration(
                        "func \(view.factoryMethod)",
                        parameters: "_ context: \(plan.pageContext)<\(marker(plan, page))>", result: view.type)
                }
            }
        }
    }

    private static func context(_ plan: SetupPlan, access: String, into writer: inout SwiftWriter) {
        writer.documentation(
            """
            What `\(plan.factory)` gets with each page: where it is shown, its arguments, and the navigator of the \
            running UI from that page (its methods are the page's declared edges).
            """
        )
        writer.line("\(access)typealias \(plan.pageContext)<Page: ScenePageMarker> = ScenePageContext<Page>")
    }

    private static func uiNavigator(_ plan: SetupPlan, access: String, into writer: inout SwiftWriter) {
        writer.documentation(
            """
            Navigation from page `Top` of the running \(plan.sceneName) UI: one method per declared edge, which \
            pushes the app's controller (animated) and keeps the runtime state in step. Methods return nil, and do \
            nothing, once the UI is gone.
            """
        )
        writer.line("\(access)typealias \(plan.uiNavigator)<Top: ScenePageMarker> = SceneUINavigator<Top>")
    }

    /// The UI navigator's method for the pages that push or present `target` (`SetupPlan.pushTargets`,
    /// `SetupPlan.presentTargets`): `call` is the generic navigator's `pushing` or `presenting`.
    private static func uiTargetExtension(
        _ target: PushTargetPlan, call: String, documentation: String, plan: SetupPlan, access: String,
        into writer: inout SwiftWriter
    ) {
        writer.block("extension SceneUINavigator where Top: \(target.protocolName)") { writer in
            writer.documentation(documentation)
            writer.line("@discardableResult")
            let marker = plan.markerNamespace + "." + SwiftIdentifier.escaped(target.targetMarker)
            function(
                "\(access)func \(target.methodName)",
                parameters(target.arguments, prefix: marker + ".Arguments.") + ["animated: Bool = true"],
                result: "SceneUINavigator<\(marker)>?", into: &writer
            ) { writer in
                writer.statement(
                    "",
                    .call(
                        call,
                        [
                            SwiftArgument(nil, argumentsValue(target.arguments, marker: marker)),
                            SwiftArgument("animated", .atom("animated")),
                        ]))
            }
        }
    }

    private static func entryPoint(_ plan: SetupPlan, access: String, into writer: inout SwiftWriter) {
        writer.block("extension \(plan.sceneEnum)") { writer in
            writer.documentation(
                """
                The whole \(plan.sceneName) navigation UI, its pages made by `factory`: tabs (side or bottom per \
                size class) or the root page's navigation, every tab's root page, pagers, headers, page stacks \
                and the attachment bar, in ScenecUIKit containers that follow the window's size and size class.
                """
            )
            writer.line("@MainActor")
            writer.block(
                "\(access)static func makeRootViewController(factory: some \(plan.factory)) -> SceneRootViewController"
            ) { writer in
                writer.line("let window = SceneDevice(name: \"window\", width: 0, height: 0, sizeClass: .regular)")
                writer.line("return makeSceneController(factory: factory, device: window)")
            }
            writer.blankLine()
            writer.documentation(
                """
                The root controller of `makeRootViewController(factory:)`, laid out first for `device` (tests \
                pass a declared device; it then follows its view's size).
                """
            )
            writer.line("@MainActor")
            let parameters = "factory: some \(plan.factory), device: SceneDevice"
            let head = "\(access)static func makeSceneController("
            let fits = writer.fits(head + parameters + ") -> SceneRootViewController {")
            if !fits {
                writer.line(head)
                writer.line("    " + parameters)
            }
            writer.block((fits ? head + parameters : "") + ") -> SceneRootViewController") { writer in
                writer.line("let scene = SceneControllerReference()")
                writer.line("let controller = SceneRootViewController(")
                writer.line("    scene: definition, device: device,")
                writer.line("    makeStackView: { view, place in makeStackView(view.id, at: place, factory, scene) },")
                writer.line("    makePageAt: { place in makePage(at: place, factory, scene) }")
                writer.line(")")
                writer.line("scene.controller = controller")
                writer.line("return controller")
            }
            writer.blankLine()
            writer.line("@MainActor")
            writer.line("private static func makePage(")
            writer.line(
                "    at place: ScenePagePlace, _ factory: some \(plan.factory), _ scene: SceneControllerReference")
            writer.block(") -> UIViewController") { writer in
                writer.block("guard let page = \(plan.pageEnum)(rawValue: place.page.page) else") { writer in
                    writer.line("// Unreachable: the definition has only these pages.")
                    writer.line("return UIViewController(nibName: nil, bundle: nil)")
                }
                writer.line("switch page {")
                for page in plan.pages {
                    writer.line("case .\(SwiftIdentifier.escaped(page.caseName)):")
                    writer.line(
                        "    return factory.\(page.factoryMethod)(\(plan.pageContext)(place: place, scene: scene))")
                }
                writer.line("}")
            }
            writer.blankLine()
            writer.line("@MainActor")
            writer.line("private static func makeStackView(")
            writer.line("    _ view: String, at place: ScenePagePlace, _ factory: some \(plan.factory),")
            writer.line("    _ scene: SceneControllerReference")
            writer.block(") -> UIViewController") { writer in
                let stacks = plan.pages.filter { !$0.stackViews.isEmpty }
                guard !stacks.isEmpty else {
                    writer.line("// The scene has no page stack.")
                    writer.line("UIViewController(nibName: nil, bundle: nil)")
                    return
                }
                // Cases of the page enum, then of the page's `StackView` enum: a `switch` over (String, String) with
                // literal patterns resolves an overloaded `~=` for every literal (1,000 pages: 0.6 s to type-check,
                // against 0.24 s for this form).
                writer.block("guard let page = \(plan.pageEnum)(rawValue: place.page.page) else") { writer in
                    writer.line("// Unreachable: the definition has only these pages.")
                    writer.line("return UIViewController(nibName: nil, bundle: nil)")
                }
                writer.line("switch page {")
                for page in stacks {
                    let marker = marker(plan, page)
                    writer.line("case .\(SwiftIdentifier.escaped(page.caseName)):")
                    writer.indented { writer in
                        writer.line("let context = \(plan.pageContext)<\(marker)>(place: place, scene: scene)")
                        writer.line("switch \(marker).StackView(rawValue: view) {")
                        for view in page.stackViews {
                            writer.line("case .\(SwiftIdentifier.escaped(view.caseName)):")
                            writer.line(
                                "    return HostedViewController(hosting: factory.\(view.factoryMethod)(context))")
                        }
                        writer.line("case nil:")
                        writer.line("    break")
                        writer.line("}")
                    }
                }
                if stacks.count < plan.pages.count {
                    writer.line("default:")
                    writer.line("    break")
                }
                writer.line("}")
                writer.line("// Unreachable: the definition has only these views.")
                writer.line("return UIViewController(nibName: nil, bundle: nil)")
            }
        }
    }

    private static func swiftUIView(_ plan: SetupPlan, access: String, into writer: inout SwiftWriter) {
        writer.documentation(
            """
            The whole \(plan.sceneName) navigation UI as a SwiftUI view, its pages made by `factory` (the \
            controller of `\(plan.sceneEnum).makeRootViewController(factory:)`, wrapped).
            """
        )
        writer.lines(
            """
            \(access)struct \(plan.sceneView)<Factory: \(plan.factory)>: View {
                private let factory: Factory

                /// The scene's UI, its pages made by `factory`.
                \(access)init(factory: Factory) {
                    self.factory = factory
                }

                \(access)var body: some View {
                    Representable(factory: factory).ignoresSafeArea()
                }

                private struct Representable: UIViewControllerRepresentable {
                    let factory: Factory

                    func makeUIViewController(context: Context) -> UIViewController {
                        \(plan.sceneEnum).makeRootViewController(factory: factory)
                    }

                    func updateUIViewController(_ controller: UIViewController, context: Context) {}
                }
            }
            """
        )
    }
}
