import ScenecRuntime

/// The generated tests of a scene's links (scene format §10.3), in the first layout test file: every link's URL
/// reads back as the same link, for sample values and hostile strings; opening every link on the hosted UI shows
/// what the runtime lays out for its path, on every device. A scene without links gets neither.
extension LayoutTestRenderer {
    /// The `String` values every link is built with: plain, then hostile (spaces, `/`, `%`, escapes, emoji,
    /// the URL's own delimiters).
    static let linkTexts = ["sample", "a b", "a/b", "100%", "%2F", "🎵", "?#&=+", ".", ".."]

    static func linkTests(_ plan: LayoutTestPlan, into writer: inout SwiftWriter) {
        guard !plan.links.isEmpty else { return }
        let texts = linkTexts.map(SwiftLiteral.string).joined(separator: ", ")
        writer.documentation(
            "Every link's URL reads back as the same link (`\(plan.linkEnum)(url: link.url) == link`), for sample "
                + "values and hostile strings.")
        writer.lines(
            """
            func test_linkURLsReadBack() {
                for text in [\(texts)] {
                    for link in Self.links(text, path: text) {
                        XCTAssertEqual(\(plan.linkEnum)(url: link.url), link, link.url)
                    }
                }
                // The empty string, which a query item carries and a path segment does not (§10.3).
                for link in Self.links("", path: "sample") {
                    XCTAssertEqual(\(plan.linkEnum)(url: link.url), link, link.url)
                }
            }

            """)
        writer.documentation(
            "Opening each link on the hosted UI shows what the runtime lays out for its path, on every device.")
        writer.lines(
            """
            func test_linksOpen() throws {
                MainActor.assumeIsolated {
                    for device in \(plan.sceneEnum).definition.devices {
                        let urls = Self.links("a b/🎵", path: "a b/🎵").map(\\.url)
                        let failures = SceneLayoutTable.linkFailures(urls, on: device) {
                            \(plan.sceneEnum).makeSceneController(factory: \(plan.factoryExpression), device: $0)
                        }
                        for failure in failures { XCTFail(failure) }
                    }
                }
            }

            """)
        writer.documentation(
            """
            One of each link, its `String` values `text` (`path` in a path segment), its other values their type's \
            sample; a link with values the URL may leave out also without them.
            """
        )
        writer.block("private static func links(_ text: String, path: String) -> [\(plan.linkEnum)]") { writer in
            writer.line("[")
            writer.indented { writer in
                for link in plan.links {
                    let name = "." + SwiftIdentifier.escaped(link.name)
                    let inPath = Set(
                        ((try? LinkPattern(parsing: link.pattern))?.segments ?? []).compactMap { segment in
                            if case .placeholder(let name) = segment { name } else { nil }
                        })
                    func sample(_ value: ArgumentPlan) -> String {
                        guard value.type == .string else {
                            let index = link.values.firstIndex { $0.name == value.name } ?? 0
                            return Self.sample(value, prefix: link.typePrefixes[index])
                        }
                        return inPath.contains(value.name) ? "path" : "text"
                    }
                    guard !link.values.isEmpty else {
                        writer.line(name + ",")
                        continue
                    }
                    let full = link.values.map { value in "\(value.name): \(sample(value))" }
                    writer.line(name + "(" + full.joined(separator: ", ") + "),")
                    if link.values.contains(where: \.isOptional) {
                        let bare = link.values.map { value in
                            "\(value.name): " + (value.isOptional ? "nil" : sample(value))
                        }
                        writer.line(name + "(" + bare.joined(separator: ", ") + "),")
                    }
                }
            }
            writer.line("]")
        }
        writer.blankLine()
    }

    /// The type's sample as a Swift expression (a `String` is `text` or `path` instead), a list type's case
    /// qualified by `prefix` and its enum.
    private static func sample(_ value: ArgumentPlan, prefix: String) -> String {
        SetupRenderer.valueExpression(value.type.sample, value, prefix: prefix)
    }
}
