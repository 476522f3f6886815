public import ScenecRuntime

/// One link of the scene (scene format §10.3) as a case of the generated `<Scene>Link` enum.
public struct LinkPlan: Equatable, Sendable {
    /// The link's name in the scene (`SceneLink.name`), which is also the case's name, unescaped.
    public var name: String
    /// The URL pattern as written.
    public var pattern: String
    /// The path in `layout --path` syntax.
    public var path: String
    /// The path's steps.
    public var steps: [SceneLink.Step]
    /// The placeholders in the pattern's order (the path's, then the query's), as the case's labelled associated
    /// values: typed as the page that declares the argument types it (a list type as that page's enum), optional
    /// when the URL may leave it out (an optional or defaulted query argument).
    public var values: [ArgumentPlan]
    /// Each placeholder's `LinkArgument`, in `values`' order.
    public var routeArguments: [LinkArgument]
    /// The prefix that qualifies each value's list-type enum (`MusicPages.Album.Arguments.`), in `values`' order.
    public var typePrefixes: [String]
}

extension CodeGenerator {
    /// The links of `definition` as the setup plan's `LinkPlan`s, in scene order.
    static func linkPlans(_ definition: SceneDefinition, pages: [PagePlan], markerNamespace: String) -> [LinkPlan] {
        definition.links.map { link in
            var values: [ArgumentPlan] = []
            var routeArguments: [LinkArgument] = []
            var prefixes: [String] = []
            for name in link.route.pattern.placeholders {
                guard let argument = link.route.arguments[name] else { continue }
                // The first page on the path that declares the argument gives its Swift type (§10.3: every page
                // that declares it declares the same type).
                let declaring = link.steps.lazy.compactMap { step in
                    pages.first { $0.id == step.page }.flatMap { page in
                        page.arguments.first { $0.name == name }.map { (page, $0) }
                    }
                }.first
                var plan =
                    declaring?.1
                    ?? ArgumentPlan(name: name, type: argument.type, isOptional: false, defaultValue: nil)
                plan.isOptional = argument.mayBeAbsent
                plan.defaultValue = nil
                values.append(plan)
                routeArguments.append(argument)
                prefixes.append(
                    declaring.map { markerNamespace + "." + SwiftIdentifier.escaped($0.0.markerName) + ".Arguments." }
                        ?? "")
            }
            return LinkPlan(
                name: link.name, pattern: link.route.pattern.text, path: link.path, steps: link.steps,
                values: values, routeArguments: routeArguments, typePrefixes: prefixes)
        }
    }
}

/// The links of the setup file (scene format §10.3): the `<Scene>Link` enum, the scene's `SceneLink` values that
/// its definition holds, and (in the UI part) `open(_:animated:)` on the root controller. A scene without links
/// gets none of them.
extension SetupRenderer {
    /// `scene.links = MusicLink.sceneLinks`, in `makeDefinition()`.
    static func definitionLinks(_ plan: SetupPlan, into writer: inout SwiftWriter) {
        guard !plan.links.isEmpty else { return }
        writer.line("scene.links = \(plan.linkEnum).sceneLinks")
    }

    /// The `<Scene>Link` enum.
    static func linkEnum(_ plan: SetupPlan, access: String, into writer: inout SwiftWriter) {
        guard !plan.links.isEmpty else { return }
        writer.blankLine()
        writer.documentation(
            """
            The URLs the \(plan.sceneName) scene opens (scene format §10.3): one case per link, with the values its \
            URL carries. `\(plan.linkEnum)(url:)` reads a URL, `url` writes one, and \
            `SceneRootViewController.open(_:animated:)` shows the link's path.
            """
        )
        writer.block("\(access)enum \(plan.linkEnum): Hashable, Sendable") { writer in
            for link in plan.links {
                writer.documentation("`\(link.pattern)`: opens `\(link.path)`.")
                let parameters = zip(link.values, link.typePrefixes).map { value, prefix in
                    value.name + ": " + swiftType(value, prefix: prefix)
                }
                let name = SwiftIdentifier.escaped(link.name)
                writer.line("case " + name + (parameters.isEmpty ? "" : "(" + parameters.joined(separator: ", ") + ")"))
            }
            writer.blankLine()
            initFromURL(plan, access: access, into: &writer)
            writer.blankLine()
            writer.documentation(
                """
                The URL of this link: `\(plan.linkEnum)(url: link.url) == link` for every value a link can carry; \
                "" for one it cannot (an empty `String` in a path segment, a `Double` that is not finite).
                """
            )
            writer.block("\(access)var url: String") { writer in
                writer.line("let (name, bindings) = values")
                writer.line("let link = Self.sceneLinks.first { $0.name == name }")
                writer.line("return (try? link?.route.url(for: bindings)) ?? \"\"")
            }
            writer.blankLine()
            valuesProperty(plan, access: access, into: &writer)
            writer.blankLine()
            sceneLinks(plan, access: access, into: &writer)
        }
        if plan.importsFoundation {
            writer.blankLine()
            writer.block("extension \(plan.linkEnum)") { writer in
                writer.documentation("The link that `url` opens, with its values; nil when no link matches it.")
                writer.block("\(access)init?(url: URL)") { writer in
                    writer.line("self.init(url: url.absoluteString)")
                }
            }
        }
    }

    private static func initFromURL(_ plan: SetupPlan, access: String, into writer: inout SwiftWriter) {
        writer.documentation("The link that `url` opens, with its values; nil when no link of the scene matches it.")
        writer.block("\(access)init?(url: String)") { writer in
            let bound = plan.links.contains { !$0.values.isEmpty } ? "bindings" : "_"
            writer.line("guard let (link, \(bound)) = \(plan.sceneEnum).definition.link(matching: url) else {")
            writer.line("    return nil")
            writer.line("}")
            if plan.links.contains(where: { !$0.values.isEmpty }) {
                writer.line(
                    "let values = PageArguments(bindings.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })")
            }
            writer.line("switch link.name {")
            for link in plan.links {
                writer.line("case \(SwiftLiteral.string(link.name)):")
                writer.indented { writer in
                    var labels: [String] = []
                    for (index, (value, prefix)) in zip(link.values, link.typePrefixes).enumerated() {
                        let local = "value\(index)"
                        let read = reader(value, prefix: prefix)
                        if value.isOptional {
                            writer.line("let \(local) = \(read)")
                        } else {
                            writer.line("guard let \(local) = \(read) else { return nil }")
                        }
                        labels.append("\(value.name): \(local)")
                    }
                    let name = SwiftIdentifier.escaped(link.name)
                    writer.line(
                        "self = ." + name + (labels.isEmpty ? "" : "(" + labels.joined(separator: ", ") + ")"))
                }
            }
            writer.line("default:")
            writer.line("    return nil")
            writer.line("}")
        }
    }

    /// The expression that reads `value` from `values` (a `PageArguments`), nil when it is absent.
    private static func reader(_ value: ArgumentPlan, prefix: String) -> String {
        let name = SwiftLiteral.string(value.name)
        switch value.type {
        case .string, .int, .double, .bool: return "values.\(value.type.name.lowercased())(\(name))"
        case .uuid: return "values.uuid(\(name)).flatMap(UUID.init(uuidString:))"
        case .url: return "values.url(\(name)).flatMap(URL.init(string:))"
        case .choice:
            return "values.choice(\(name), as: \(prefix)\(SwiftIdentifier.escaped(value.choiceEnum ?? "")).self)"
        }
    }

    /// The runtime value of `local`, a value of `value`'s type (unwrapped).
    private static func encoded(_ value: ArgumentPlan, _ local: String) -> String {
        switch value.type {
        case .string: ".string(\(local))"
        case .int: ".int(\(local))"
        case .double: ".double(\(local))"
        case .bool: ".bool(\(local))"
        case .uuid: ".uuid(\(local).uuidString)"
        case .url: ".url(\(local).absoluteString)"
        case .choice: ".choice(\(local).rawValue)"
        }
    }

    private static func valuesProperty(_ plan: SetupPlan, access: String, into writer: inout SwiftWriter) {
        writer.documentation(
            """
            The link's name in the scene and the values its URL carries by argument name, as \
            `SceneRootViewController.open(_:bindings:animated:)` takes them.
            """
        )
        writer.block("\(access)var values: (name: String, bindings: [String: ArgumentValue])") { writer in
            writer.line("switch self {")
            for link in plan.links {
                let name = SwiftIdentifier.escaped(link.name)
                let locals = link.values.indices.map { "value\($0)" }
                let pattern = locals.isEmpty ? "" : "(" + locals.map { "let " + $0 }.joined(separator: ", ") + ")"
                writer.line("case .\(name)\(pattern):")
                writer.indented { writer in
                    guard !link.values.isEmpty else {
                        writer.line("return (\(SwiftLiteral.string(link.name)), [:])")
                        return
                    }
                    writer.line("var bindings: [String: ArgumentValue] = [:]")
                    for (index, value) in link.values.enumerated() {
                        let key = SwiftLiteral.string(value.name)
                        if value.isOptional {
                            writer.line(
                                "if let value = value\(index) { bindings[\(key)] = \(encoded(value, "value")) }")
                        } else {
                            writer.line("bindings[\(key)] = \(encoded(value, "value\(index)"))")
                        }
                    }
                    writer.line("return (\(SwiftLiteral.string(link.name)), bindings)")
                }
            }
            writer.line("}")
        }
    }

    private static func sceneLinks(_ plan: SetupPlan, access: String, into writer: inout SwiftWriter) {
        writer.documentation("The scene's links as runtime values (`\(plan.sceneEnum).definition.links`).")
        writer.line("\(access)static let sceneLinks = makeSceneLinks()")
        writer.blankLine()
        writer.block("private static func makeSceneLinks() -> [SceneLink]") { writer in
            writer.line("var links: [SceneLink] = []")
            for link in plan.links {
                let arguments = zip(link.values, link.routeArguments).map { value, argument in
                    var text = SwiftLiteral.string(value.name) + ": LinkArgument(" + typeExpression(argument.type)
                    if argument.isOptional { text += ", isOptional: true" }
                    if argument.hasDefault { text += ", hasDefault: true" }
                    return text + ")"
                }
                let dictionary = arguments.isEmpty ? "[:]" : "[" + arguments.joined(separator: ", ") + "]"
                writer.line("// Cannot fail: the scene compiler checked the pattern and its placeholders' arguments.")
                writer.line("if let route = try? LinkRoute(")
                writer.line("    pattern: LinkPattern(parsing: \(SwiftLiteral.string(link.pattern))),")
                writer.line("    arguments: \(dictionary)")
                writer.line(") {")
                writer.indented { writer in
                    let steps = link.steps.map { step in
                        "SceneLink.Step(page: \(SwiftLiteral.string(step.page))"
                            + (step.isPresentation ? ", isPresentation: true)" : ")")
                    }
                    writer.line("links.append(")
                    writer.line("    SceneLink(")
                    writer.line("        name: \(SwiftLiteral.string(link.name)), route: route,")
                    writer.line("        steps: [")
                    for step in steps { writer.line("            " + step + ",") }
                    writer.line("        ]))")
                }
                writer.line("}")
            }
            writer.line("return links")
        }
    }

    /// `ArgumentType` as a Swift expression.
    private static func typeExpression(_ type: ArgumentType) -> String {
        switch type {
        case .string: ".string"
        case .int: ".int"
        case .double: ".double"
        case .bool: ".bool"
        case .uuid: ".uuid"
        case .url: ".url"
        case .choice(let words): ".choice([" + words.map(SwiftLiteral.string).joined(separator: ", ") + "])"
        }
    }

    /// `open(_:animated:)` for the scene's links on the root controller, in the UI part.
    static func uiLinks(_ plan: SetupPlan, access: String, into writer: inout SwiftWriter) {
        guard !plan.links.isEmpty else { return }
        writer.blankLine()
        writer.block("extension SceneRootViewController") { writer in
            writer.documentation(
                """
                Opens `link` (scene format §10.3): dismisses every presentation, selects the path's tab, pops it to \
                its root, then pushes and presents the path's pages with the link's values; a path from the \
                attachment page keeps the selected tab and presents over it. Throws only for a controller of \
                another scene.
                """
            )
            writer.block("\(access)func open(_ link: \(plan.linkEnum), animated: Bool = false) throws(SceneError)") {
                writer in
                writer.line("let (name, bindings) = link.values")
                writer.line(
                    "guard let sceneLink = \(plan.linkEnum).sceneLinks.first(where: { $0.name == name }) else {")
                writer.line("    return")
                writer.line("}")
                writer.line("try open(sceneLink, bindings: bindings, animated: animated)")
            }
        }
    }
}
