import ScenecCodeGen
import ScenecDiagnostics
import ScenecLayout
public import ScenecOutput
import ScenecRuntime
import ScenecSema
import ScenecSyntax

// What the commands print or write, rendered from a compilation: the CLI calls only these (and `Compiler`), so
// it needs no other module of the pipeline.

/// The formats of one laid-out state (`scenec layout --format`).
public enum LayoutFormat: String, Sendable, Hashable, CaseIterable {
    /// The layout contract (scene format section 6), one JSON document and a newline.
    case json
    /// Frames for people.
    case text
    /// A wireframe.
    case svg
}

/// How `scenec layout --all` prints every state when it writes no files.
public enum LayoutListing: Sendable, Hashable {
    /// JSON Lines: one object per state (device, name, state, layout).
    case jsonLines
    /// Each state as text, separated by blank lines.
    case text
}

/// The formats of the navigation graph (`scenec graph --format`).
public enum GraphFormat: String, Sendable, Hashable, CaseIterable {
    /// Graphviz DOT.
    case dot
    /// A Mermaid `flowchart LR`.
    case mermaid
    /// Nodes and edges with their kind and declaration, one JSON document and a newline.
    case json
}

extension Compiler {
    /// The most bytes of a scene file the syntax stage reads (`limits.maxFileBytes`); a reader needs no more than
    /// one byte past it for the syntax stage to report the file as too large.
    public var maxFileBytes: Int { limits.maxFileBytes }

    /// The JSON Schema (draft-07) of the scene format, for editors (`scenec schema`).
    public static func sceneSchema() -> JSONValue {
        JSONSchemaGenerator.schema()
    }

    /// Whether `text` can name a scene or a module as is: `[A-Za-z_][A-Za-z0-9_]*` and not a Swift keyword.
    public static func isPlainIdentifier(_ text: String) -> Bool {
        SwiftIdentifier.isPlain(text)
    }
}

extension CompilationResult {
    /// The state `request` names, rendered in `format` (what `scenec layout` prints). Nil when the scene did not
    /// check.
    public func renderedLayout(
        _ request: StateRequest, as format: LayoutFormat
    ) throws(StateRequest.Failure)
        -> String?
    {
        guard let layout = try layout(request) else { return nil }
        return switch format {
        case .json: LayoutJSON.json(layout).serialized() + "\n"
        case .text: LayoutText.render(layout)
        case .svg: LayoutSVG.render(layout)
        }
    }

    /// Every state of the layout table, each device in enumeration order (`scenec layout --all`). Nil when the
    /// layout checks did not run.
    public func renderedLayoutTable(_ listing: LayoutListing) -> String? {
        var text = ""
        return writeLayoutTable(listing) { text += $0 } ? text : nil
    }

    /// What `renderedLayoutTable(listing)` returns, given to `write` in pieces of about 64 KB as the states are
    /// rendered, so that the whole listing is never held in memory. False (and nothing written) when the layout
    /// checks did not run.
    public func writeLayoutTable(_ listing: LayoutListing, to write: (String) -> Void) -> Bool {
        guard let layoutTable else { return false }
        var buffer = ""
        var isFirst = true
        for entry in layoutTable.devices {
            for laidOut in entry.entries {
                switch listing {
                case .jsonLines: buffer += LayoutJSON.line(laidOut, device: entry.device.name)
                case .text: buffer += (isFirst ? "" : "\n") + LayoutText.render(laidOut)
                }
                isFirst = false
                if buffer.utf8.count >= 1 << 16 {
                    write(buffer)
                    buffer = ""
                }
            }
        }
        if !buffer.isEmpty { write(buffer) }
        return true
    }

    /// One SVG wireframe per state of the layout table, then the `index.html` contact sheet that shows them all
    /// (`scenec layout --all --output`), given to `sink` one file after the other as the states are drawn, so that no
    /// more than one state's SVG is held in memory; no file is begun after the sink's first failure. Returns the
    /// number of states, or nil (and nothing written) when the layout checks did not run.
    public func writeLayoutWireframes(to sink: some GeneratedFileSink) -> Int? {
        guard let layoutTable else { return nil }
        let count = layoutTable.devices.reduce(0) { $0 + $1.entries.count }
        let names = LayoutSVG.fileNames(layoutTable)
        for (entry, entryNames) in zip(layoutTable.devices, names) {
            for (layout, name) in zip(entry.entries, entryNames) {
                guard !sink.isFailed else { return count }
                sink.begin(name)
                sink.append(LayoutSVG.render(layout))
                sink.end()
            }
        }
        guard !sink.isFailed else { return count }
        let sceneName = layoutTable.devices.first?.entries.first?.scene ?? ""
        sink.begin("index.html")
        sink.append(LayoutSVG.contactSheet(layoutTable, scene: sceneName, fileNames: names))
        sink.end()
        return count
    }

    /// The navigation graph in `format` (`scenec graph`). Nil when the scene has errors.
    public func renderedGraph(_ format: GraphFormat) -> String? {
        guard !hasErrors, let scene, let graph else { return nil }
        let export = GraphExport(scene: scene, graph: graph, file: file)
        return switch format {
        case .dot: export.dot()
        case .mermaid: export.mermaid()
        case .json: export.json().serialized() + "\n"
        }
    }
}

extension CompilationResult {
    /// The scene's links (§10.3) with their resolved paths, for `validate --format json` (tooling such as an
    /// apple-app-site-association check): `{file, name, url, path, pages: [{page, presented}], scheme, host}`; empty
    /// for a scene with errors or without links.
    public var linksJSON: [JSONValue] {
        links.map { link in
            .object([
                ("file", .string(file.path)), ("name", .string(link.name)),
                ("url", .string(link.route.pattern.text)), ("path", .string(link.path)),
                (
                    "pages",
                    .array(
                        link.steps.map { step in
                            .object([("page", .string(step.page)), ("presented", .bool(step.isPresentation))])
                        })
                ),
                ("scheme", .string(link.route.pattern.scheme)), ("host", .string(link.route.pattern.host)),
            ])
        }
    }
}
