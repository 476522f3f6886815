import ScenecDiagnostics
import ScenecRuntime
import ScenecSyntax

// MARK: - Page arguments and presentations (spec section 10)

extension Lowering {
    /// The argument names the generated code already uses (scene format §10.1): `animated`, the last parameter of
    /// every navigation method; the members every `Arguments` struct has; and every name the generated code uses
    /// unqualified where an argument is in scope (a navigation method's body and defaults, an `Arguments`
    /// struct's members and defaults), which an argument of that name would hide: `pushing`, `presenting`,
    /// `PageArguments`, `ArgumentValue`, `UUID`, `URL` (issue 41; the scene's `<Scene>Pages` is checked by the
    /// checker).
    /// `SwiftNamesTests` generates a scene with an argument named after every other identifier of the generated
    /// code and type-checks it.
    public static let reservedArgumentNames: Set<String> = [
        "animated", "pageArguments", "hashValue", "pushing", "presenting", "PageArguments", "ArgumentValue", "UUID",
        "URL",
    ]

    /// The link case names the generated link enum already uses (§10.3): its members (`url`, `values`,
    /// `sceneLinks`, `makeSceneLinks`) and the names its code uses unqualified, which a case of that name would
    /// hide (`PageArguments`, `SceneLink`, `LinkRoute`, `LinkPattern`, `LinkArgument`, `ArgumentValue`, `UUID`,
    /// `URL`, `String`); the scene's `<Scene>Scene` and `<Scene>Pages` are added by the checker (SC3066).
    public static let reservedLinkNames: Set<String> = [
        "url", "values", "sceneLinks", "makeSceneLinks", "PageArguments", "SceneLink", "LinkRoute", "LinkPattern",
        "LinkArgument", "ArgumentValue", "UUID", "URL", "String",
    ]

    /// `reservedArgumentNames` and Swift's keywords: one lookup for each argument.
    private static let unusableArgumentNames = reservedArgumentNames.union(SwiftNames.reserved)

    /// `arguments` (§10.1): name -> `Type`, `Type?`, `[a, b]` or `{type, default}`. An argument with a bad type is
    /// dropped (reported); one with a bad default keeps its type without a default.
    mutating func lowerArguments(_ fields: Fields) -> [Argument] {
        guard let node = fields.node("arguments"),
            let entries = map(node, key: "arguments", minItems: 0, noun: "argument")
        else { return [] }
        var arguments: [Argument] = []
        arguments.reserveCapacity(entries.count)
        for entry in entries {
            let key = entry.key
            let name = key.value
            if !SwiftNames.isIdentifier(name) {
                emit(.invalidIdentifier(key, what: "an argument name", role: .name))
            } else if Lowering.unusableArgumentNames.contains(name) {
                emit(.reservedArgumentName(key))
            } else if !Lowering.isShortEnough(name) {
                emit(.nameTooLong(key, what: "the argument name"))
            }
            let value = entry.value
            var typeNode = value
            var defaultNode: SyntaxNode?
            if case .mapping = value {
                guard let table = self.fields(of: value, table: SceneSchema.argument, what: "argument '\(name)'"),
                    let written = table.node("type")
                else { continue }
                typeNode = written
                defaultNode = table.node("default")
            }
            guard let (type, isOptional) = argumentType(typeNode, name: name) else { continue }
            var defaultValue: Located<ArgumentValue>?
            if let defaultNode,
                let scalar = scalar(defaultNode, what: "the default of '\(name)'", expected: "a \(type.value.name)")
            {
                let quotedNumber = scalar.style != .plain && [.int, .double, .bool].contains(type.value)
                if !quotedNumber, let parsed = type.value.value(scalar.value) {
                    defaultValue = Located(parsed, at: scalar.range)
                } else {
                    emit(.argumentDefaultWrongType(scalar, argument: name, type: type.value))
                }
            }
            arguments.append(
                Argument(
                    name: Located(name, at: key.range), type: type, isOptional: isOptional,
                    defaultValue: defaultValue, range: key.range.union(value.range), valueRange: value.range))
        }
        return arguments
    }

    /// An argument's type: a scalar type name with an optional `?`, or a list of identifiers (a choice).
    private mutating func argumentType(
        _ node: SyntaxNode, name: String
    ) -> (type: Located<ArgumentType>, isOptional: Bool)? {
        if case .sequence(let sequence) = node {
            let items = Array(sequence.items)
            if items.isEmpty {
                emit(.emptyList(key: name, at: sequence.range, noun: "string"))
                return nil
            }
            var words: [String] = []
            words.reserveCapacity(items.count)
            for item in items {
                guard let word = identifier(item, what: "a string of '\(name)'") else { return nil }
                if words.contains(word.value) {
                    emit(.invalidChoice(at: word.range, word: word.value, argument: name, file: file))
                    return nil
                }
                words.append(word.value)
            }
            return (Located(.choice(words), at: sequence.range), false)
        }
        guard let scalar = scalar(node, what: "the type of '\(name)'", expected: "a type such as String or Int?")
        else { return nil }
        // Most types are written exactly as a name: found by their bytes, without a `String` (equal bytes are an equal
        // string). Anything else is read as a string below, which finds the same names and reports the rest.
        if let (type, isOptional) = scalar.withUTF8(Lowering.scalarArgumentType) {
            return (Located(type, at: scalar.range), isOptional)
        }
        var text = scalar.value
        // The `?` by its byte: `String.removeLast` walks graphemes back from the end.
        let isOptional = text.utf8.last == UInt8(ascii: "?")
        if isOptional { text = String(decoding: text.utf8.dropLast(), as: UTF8.self) }
        guard let type = ArgumentType(scalarName: text) else {
            emit(.unknownArgumentType(scalar, argument: name))
            // The argument stays declared, with the type the fix-it suggests (String when none is close), so that
            // the checks after lowering do not report it as missing (a link's '{conversationID}' would otherwise
            // bind nothing, SC3062, though it is declared; issue 43 item 6). The error already fails the scene.
            let recovered = Diagnostic.suggestedArgumentType(text).flatMap(ArgumentType.init(scalarName:)) ?? .string
            return (Located(recovered, at: scalar.range), isOptional)
        }
        return (Located(type, at: scalar.range), isOptional)
    }

    /// The names of `ArgumentType.scalarNames` as bytes, in its order.
    private static let scalarArgumentTypeBytes = ArgumentType.scalarNames.map {
        (bytes: Array($0.name.utf8), type: $0.type)
    }

    /// The scalar type whose name in `ArgumentType.scalarNames` (then an optional `?`) is exactly `bytes`, and whether
    /// it has the `?`; nil for any other bytes.
    static func scalarArgumentType(_ bytes: UnsafeBufferPointer<UInt8>) -> (ArgumentType, Bool)? {
        let isOptional = bytes.last == UInt8(ascii: "?")
        let name = UnsafeBufferPointer(rebasing: bytes[0..<(isOptional ? bytes.count - 1 : bytes.count)])
        for (nameBytes, type) in scalarArgumentTypeBytes
        where nameBytes.withUnsafeBufferPointer({ $0.hasSameBytes(as: name) }) {
            return (type, isOptional)
        }
        return nil
    }

    /// `present` (§10.2).
    mutating func lowerPresent(_ fields: Fields) -> [Located<PageID>] {
        guard let node = fields.node("present"), let items = list(node, key: "present", minItems: 0, noun: "id")
        else { return [] }
        return items.compactMap { pageReference($0, what: "an item of 'present'") }
    }

    /// `presentation` (§10.2): a style, or `{style, detents, dismissible}`.
    mutating func lowerPresentation(_ page: Fields) -> Presentation? {
        guard let entry = page.entry("presentation") else { return nil }
        let at = SourceRange.at(entry.key.range.end)
        if case .mapping = entry.value {
            guard let fields = fields(of: entry.value, table: SceneSchema.presentation, what: "'presentation'") else {
                return nil
            }
            var style = Located(PresentationStyle.sheet, at: at)
            var compactStyle: PresentationStyle?
            if let node = fields.node("style") {
                if case .mapping = node {
                    if let styles = self.fields(
                        of: node, table: SceneSchema.presentationStyleBySizeClass, what: "'style'"),
                        let regular = word(styles, "regular", as: PresentationStyle.self),
                        let compact = word(styles, "compact", as: PresentationStyle.self)
                    {
                        style = Located(regular.value, at: node.range)
                        compactStyle = compact.value
                    }
                } else if let written = word(node, key: "style", as: PresentationStyle.self) {
                    style = written
                }
            }
            var detents: Located<[SheetDetent]>?
            if let node = fields.node("detents"), let items = list(node, key: "detents", minItems: 1, noun: "detent") {
                var values: [SheetDetent] = []
                for item in items {
                    guard let detent = word(item, key: "detents", as: SheetDetent.self) else { continue }
                    if values.contains(detent.value) {
                        emit(.duplicateDetent(at: detent.range, detent: detent.value.rawValue, file: file))
                        continue
                    }
                    values.append(detent.value)
                }
                if !values.isEmpty { detents = Located(values, at: node.range) }
            }
            return Presentation(
                style: style, compactStyle: compactStyle, detents: detents,
                detentsEntry: fields.entry("detents").map { $0.key.range.union($0.value.range) },
                dismissible: bool(fields, "dismissible"), range: entry.key.range)
        }
        guard let style = word(entry.value, key: "presentation", as: PresentationStyle.self) else { return nil }
        return Presentation(style: style, range: entry.key.range)
    }
}
