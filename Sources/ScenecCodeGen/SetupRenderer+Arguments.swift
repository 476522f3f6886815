import ScenecRuntime

/// Page arguments in the setup file (scene format §10.1): each page's `Arguments` struct, and the labelled
/// parameters of the methods that push or present a page.
extension SetupRenderer {
    /// The Swift type of `argument`; `prefix` qualifies a list type's enum (`MusicPages.Album.Arguments.`, or ""
    /// inside the struct).
    static func swiftType(_ argument: ArgumentPlan, prefix: String) -> String {
        let base: String
        switch argument.type {
        case .string: base = "String"
        case .int: base = "Int"
        case .double: base = "Double"
        case .bool: base = "Bool"
        case .uuid: base = "UUID"
        case .url: base = "URL"
        case .choice: base = prefix + SwiftIdentifier.escaped(argument.choiceEnum ?? "")
        }
        return argument.isOptional ? base + "?" : base
    }

    /// `value` as a Swift expression of `argument`'s type (a scene literal: a UUID in canonical form, an absolute
    /// URL, one of a list type's strings). A list type's case is written with its enum, `prefix` qualifying it
    /// (`MusicPages.Album.Arguments.Sort.none`): never `.none`, which an optional parameter or value would read as
    /// `nil` (issue 41).
    static func valueExpression(_ value: ArgumentValue, _ argument: ArgumentPlan, prefix: String) -> String {
        switch value {
        case .string(let text): return SwiftLiteral.string(text)
        case .int(let number): return SwiftLiteral.integer(number)
        case .double(let number): return SwiftLiteral.number(number)
        case .bool(let flag): return SwiftLiteral.bool(flag)
        case .uuid(let text): return "UUID(uuidString: \(SwiftLiteral.string(text)))!"
        case .url(let text):
            // Never nil: the compiler accepted the literal as `ArgumentType.isAbsoluteURL` defines a URL, which is
            // what `URL(string:)` accepts unchanged on every platform (§10.1); no file URL that depends on the
            // working directory.
            return "URL(string: \(SwiftLiteral.string(text)))!"
        case .choice(let word):
            let name = argument.choiceCaseName(word) ?? word
            return prefix + SwiftIdentifier.escaped(argument.choiceEnum ?? "") + "." + SwiftIdentifier.escaped(name)
        }
    }

    /// The parameters of a method that supplies `arguments` (`albumID: String, limit: Int = 50`), each defaulted
    /// argument with its default and each optional one with `nil`; `prefix` qualifies list types' enums. A list
    /// type's default is the implicit member (`sort: MusicPages.Album.Arguments.Sort = .year`) where the parameter
    /// is not optional: the qualified case cost a few member lookups more to type-check in every method of every
    /// page (issue 43). An optional parameter keeps the enum, as `.none` would read as `nil` there, and so does a
    /// case named like one of `Optional`'s (`none`, `some`), which a reader could take for one.
    static func parameters(_ arguments: [ArgumentPlan], prefix: String) -> [String] {
        arguments.map { argument in
            var text = argument.name + ": " + swiftType(argument, prefix: prefix)
            if let value = argument.defaultValue, case .choice(let word) = value, !argument.isOptional,
                let name = argument.choiceCaseName(word),
                name != "none", name != "some"
            {
                text += " = ." + SwiftIdentifier.escaped(name)
            } else if let value = argument.defaultValue {
                text += " = " + valueExpression(value, argument, prefix: prefix)
            } else if argument.isOptional {
                text += " = nil"
            }
            return text
        }
    }

    /// `MusicPages.Album.Arguments(albumID: albumID)`, or `NoPageArguments()`.
    static func argumentsValue(_ arguments: [ArgumentPlan], marker: String) -> SwiftExpr {
        guard !arguments.isEmpty else { return .atom("NoPageArguments()") }
        return .call(marker + ".Arguments", arguments.map { SwiftArgument($0.name, .atom($0.name)) })
    }

    /// The `Arguments` struct of every selected page that declares arguments, nested in its marker type;
    /// `readers`: the file reads `UUID` and `URL` values (`foundationReaders`).
    static func argumentStructs(
        _ plan: SetupPlan, pages: PageSelection, readers: Bool, access: String, into writer: inout SwiftWriter
    ) {
        if readers {
            writer.blankLine()
            foundationReaders(into: &writer)
        }
        for (index, page) in plan.pages.enumerated() where pages.contains(index) && !page.arguments.isEmpty {
            writer.blankLine()
            writer.block("extension \(plan.markerNamespace).\(SwiftIdentifier.escaped(page.markerName))") { writer in
                writer.documentation(
                    "The arguments of `\(page.id)`, in declaration order: what a push or a presentation supplies.")
                writer.block("\(access)struct Arguments: ScenePageArguments") { writer in
                    argumentStructBody(page, namespace: plan.markerNamespace, access: access, into: &writer)
                }
            }
        }
    }

    private static func argumentStructBody(
        _ page: PagePlan, namespace: String, access: String, into writer: inout SwiftWriter
    ) {
        for argument in page.arguments {
            guard let name = argument.choiceEnum else { continue }
            if let owner = argument.choiceOwner {
                // The same list type as an earlier page's: its enum, declared once (`CodeGenerator.shareListTypes`).
                let type = SwiftIdentifier.escaped(name)
                let head = "\(access)typealias \(type) ="
                let target = "\(namespace).\(SwiftIdentifier.escaped(owner)).Arguments.\(type)"
                writer.documentation(
                    "The values of `\(argument.name)`: an earlier page's list type of the same strings, declared once.")
                if writer.fits(head + " " + target) {
                    writer.line(head + " " + target)
                } else {
                    writer.line(head)
                    writer.line("    " + target)
                }
                writer.blankLine()
                continue
            }
            // Not `Codable`: the struct is coded through `pageArguments`, and checking a raw-value enum's `Codable`
            // against the standard library's `RawRepresentable` codings was a fifth of the type-check time of
            // `scenegen --chain 200 --arguments`'s setup code (Benchmarks/README.md).
            writer.documentation("The values of `\(argument.name)`; the raw value is the string in the scene.")
            writer.block("\(access)enum \(SwiftIdentifier.escaped(name)): String, CaseIterable, Sendable") {
                writer in
                for value in argument.choiceCases {
                    let caseName = SwiftIdentifier.escaped(value.name)
                    writer.line(
                        value.name == value.value
                            ? "case \(caseName)" : "case \(caseName) = \(SwiftLiteral.string(value.value))")
                }
            }
            writer.blankLine()
        }
        for argument in page.arguments {
            let written = argument.type.name + (argument.isOptional ? "?" : "")
            let defaultText = argument.defaultValue.map { ", default \($0.description)" } ?? ""
            writer.documentation("`\(argument.name): \(written)`\(defaultText).")
            writer.line("\(access)var \(argument.name): \(swiftType(argument, prefix: ""))")
        }
        writer.blankLine()
        writer.documentation("The arguments; a defaulted argument has the scene's default, an optional one `nil`.")
        let list = parameters(page.arguments, prefix: "")
        let head = "\(access)init(" + list.joined(separator: ", ") + ")"
        if writer.fits(head + " {") {
            writer.line(head + " {")
        } else {
            writer.line("\(access)init(")
            writer.packed(list)
            writer.line(") {")
        }
        writer.indented { writer in
            for argument in page.arguments { writer.line("self.\(argument.name) = \(argument.name)") }
        }
        writer.line("}")
        writer.blankLine()
        writer.documentation(
            "The arguments in `values`; a missing value gives the default, `nil`, or the type's sample value.")
        writer.block("\(access)init(values: PageArguments)") { writer in
            for argument in page.arguments {
                let target = "self.\(argument.name) ="
                let value = decoded(argument)
                if writer.fits(target + " " + value) {
                    writer.line(target + " " + value)
                } else {
                    writer.line(target)
                    writer.line("    " + value)
                }
            }
        }
        writer.blankLine()
        writer.documentation("The arguments as runtime values, in declaration order.")
        writer.block("\(access)var pageArguments: PageArguments") { writer in
            // One chain of calls of distinct names, which type-checks in about half the time of `append`
            // statements of `ArgumentValue` cases (issue 43). Properties are read through `self`.
            let calls = page.arguments.map { argument in
                let name = SwiftLiteral.string(argument.name)
                let (label, value) = encoded(argument)
                return ".\(argument.isOptional ? "addingIfPresent" : "adding")(\(name), \(label): \(value))"
            }
            let single = "PageArguments()" + calls.joined()
            if writer.fits(single) {
                writer.line(single)
            } else {
                writer.line("PageArguments()")
                writer.indented { writer in
                    for call in calls { writer.line(call) }
                }
            }
        }
    }

    /// The expression that reads `argument` from `values`, with its fallback: its default, none when it is
    /// optional, or its type's sample value.
    private static func decoded(_ argument: ArgumentPlan) -> String {
        let name = SwiftLiteral.string(argument.name)
        let fallback = argument.defaultValue ?? (argument.isOptional ? nil : argument.type.sample)
        let reader: String
        let fallbackText: String?
        switch argument.type {
        case .string, .int, .double, .bool:
            reader = argument.type.name.lowercased()
            fallbackText = fallback.map { valueExpression($0, argument, prefix: "") }
        case .uuid, .url:
            // The file's own readers (`foundationReaders`): a fallback is a literal the compiler checked.
            reader = argument.type == .uuid ? "uuidValue" : "urlValue"
            fallbackText = fallback.map { SwiftLiteral.string($0.description) }
        case .choice:
            reader = "choice"
            let type = SwiftIdentifier.escaped(argument.choiceEnum ?? "")
            guard let fallback else { return "values.choice(\(name), as: \(type).self)" }
            fallbackText = valueExpression(fallback, argument, prefix: "")
        }
        return "values.\(reader)(\(name)" + (fallbackText.map { ", else: " + $0 } ?? "") + ")"
    }

    /// The readers of `UUID` and `URL` values, private to the setup file (the runtime has no Foundation).
    static func foundationReaders(into writer: inout SwiftWriter) {
        writer.lines(
            """
            extension PageArguments {
                /// The UUID of `name`, if it holds one.
                fileprivate func uuidValue(_ name: String) -> UUID? {
                    uuid(name).flatMap(UUID.init(uuidString:))
                }

                /// The UUID of `name`, or the one `fallback` spells (a canonical UUID the scene compiler checked).
                fileprivate func uuidValue(_ name: String, else fallback: String) -> UUID {
                    uuidValue(name) ?? UUID(uuidString: fallback)!
                }

                /// The URL of `name`, if it holds one.
                fileprivate func urlValue(_ name: String) -> URL? {
                    url(name).flatMap(URL.init(string:))
                }

                /// The URL of `name`, or the one `fallback` spells (a URL the scene compiler checked, which
                /// `URL(string:)` accepts on every platform).
                fileprivate func urlValue(_ name: String, else fallback: String) -> URL {
                    urlValue(name) ?? URL(string: fallback)!
                }
            }
            """
        )
    }

    /// The label of `argument`'s `adding` call and the value it passes: the property (through `self`, optional
    /// chained where the argument is optional) as the runtime spells it.
    private static func encoded(_ argument: ArgumentPlan) -> (label: String, value: String) {
        let property = "self." + argument.name + (argument.isOptional ? "?" : "")
        return switch argument.type {
        case .string: ("string", "self." + argument.name)
        case .int: ("int", "self." + argument.name)
        case .double: ("double", "self." + argument.name)
        case .bool: ("bool", "self." + argument.name)
        case .uuid: ("uuid", property + ".uuidString")
        case .url: ("url", property + ".absoluteString")
        case .choice: ("choice", property + ".rawValue")
        }
    }
}
