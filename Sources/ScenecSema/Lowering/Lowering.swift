public import ScenecDiagnostics
import ScenecRuntime
public import ScenecSyntax

/// Lowers the located YAML tree into the typed `Scene`.
///
/// Input: the root `SyntaxNode`. Output: a `Scene`, or nil when the file is empty or its top
/// level is not a mapping. Every scalar's type is decided by its key (`SceneSchema`), never
/// guessed. Lowering recovers and keeps going: an entry with problems is kept with
/// defaults in place of its bad values, so references to it still resolve and one mistake
/// gives one diagnostic.
public struct Lowering {
    /// The most pages a scene may declare.
    public static let maxPages = 250_000

    let file: SourceFile
    let maxPages: Int
    var diagnostics: [Diagnostic] = []
    /// Page ids declared under `pages` that are not valid identifiers or are too long. They are reported
    /// once, at the declaration; references that name them exactly are not reported again.
    var invalidPageIDs: Set<String> = []
    /// The `pages` mapping, whose ids make the suggestion that replaces an invalid one: read only then (making a
    /// `String` of every id up front would cost one per page on every run).
    var pagesNode: MappingNode?

    /// Every page id declared under `pages`, in source order.
    var pageKeys: [String] { Lowering.keys(of: pagesNode) }

    /// The keys of `mapping`, in source order (none for nil).
    static func keys(of mapping: MappingNode?) -> [String] {
        mapping.map { $0.entries.map(\.key.value) } ?? []
    }

    /// The valid type names already read (pages and views of one kind share one type name).
    var typeNames = TypeNameTable()

    /// Lowers `root`, reporting problems into `diagnostics`. A scene with more than
    /// `maxPages` pages is reported and its pages are not lowered.
    public static func lower(
        _ root: SyntaxNode, file: SourceFile, maxPages: Int = Lowering.maxPages, diagnostics: inout DiagnosticBag
    ) -> Scene? {
        var lowering = Lowering(file: file, maxPages: maxPages)
        let scene = lowering.lowerScene(root)
        diagnostics.emit(contentsOf: lowering.diagnostics)
        return scene
    }

    init(file: SourceFile, maxPages: Int) {
        self.file = file
        self.maxPages = maxPages
    }

    mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}

extension Lowering {
    /// Checks `node` is a mapping of `table`'s keys. `what` names it in messages ("'pager'").
    mutating func fields(
        of node: SyntaxNode, table: KeyTable, what: @autoclosure () -> String, owner: SourceRange? = nil
    ) -> Fields? {
        let mapping: MappingNode
        switch node {
        case .mapping(let node): mapping = node
        case .invalid: return nil
        case .scalar(let scalar) where scalar.isNull:
            emit(.missingValue(what: what(), at: scalar.range, expected: table.noun))
            return nil
        default:
            emit(.wrongKind(what: what(), expected: "a mapping (\(table.noun))", found: node))
            return nil
        }
        let written = mapping.entries
        let owner = owner ?? (written.isEmpty ? mapping.range : written.key(at: 0).range)
        precondition(table.keys.count <= Fields.maxKeys, "key table '\(table.name)' has too many keys")
        var entries = Fields.Positions(repeating: -1)
        var hasUnknownKeys = false
        var unmatched: [Int] = []
        mapping.forEachKey { position, utf8 in
            if let index = Fields.index(ofName: utf8, in: table.keys) {
                entries[index] = Int32(position)
            } else {
                unmatched.append(position)
            }
        }
        // A key whose bytes spell no name may still equal one as a string (a canonically equivalent spelling).
        for position in unmatched {
            if let index = Fields.index(of: written.key(at: position), in: table) {
                entries[index] = Int32(position)
            } else {
                hasUnknownKeys = true
            }
        }
        // Suggestions are computed only when a key is unknown (an error).
        if hasUnknownKeys {
            for (position, entry) in mapping.entries.enumerated()
            where Fields.index(of: entry.key, in: table) == nil {
                let missing = table.keys.indices.filter { entries[$0] < 0 }.map { table.keys[$0].name }
                let suggestion = Suggestions.closest(to: entry.key.value, in: missing)
                emit(.unknownKey(entry.key, in: table, suggestion: suggestion))
                if let suggestion, let index = Fields.index(of: suggestion, in: table) {
                    entries[index] = Int32(position)
                }
            }
        }
        // By index: a loop over the specs themselves would copy each one (four references retained and released).
        let keys = table.keys
        for index in keys.indices where keys[index].required && entries[index] < 0 {
            emit(.missingKey(keys[index], in: table, at: owner))
        }
        return Fields(table: table, mapping: mapping, owner: owner, entries: entries)
    }

    /// The scalar of `node`, reporting a null, a list or a mapping where `expected` was wanted.
    ///
    /// `what` and `expected` are built only when a problem is reported.
    mutating func scalar(
        _ node: SyntaxNode, what: @autoclosure () -> String, expected: @autoclosure () -> String
    ) -> ScalarNode? {
        switch node {
        case .scalar(let scalar):
            if scalar.isNull {
                emit(.missingValue(what: what(), at: scalar.range, expected: expected()))
                return nil
            }
            return scalar
        case .invalid:
            return nil
        case .sequence, .mapping:
            emit(.wrongKind(what: what(), expected: expected(), found: node))
            return nil
        }
    }
}
