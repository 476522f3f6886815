import ScenecDiagnostics
import ScenecRuntime
import ScenecSyntax

/// The lowering stage's messages. Each names what is wrong and points at it; the fix goes
/// in `help` or a fix-it.
extension Diagnostic {
    static func emptyScene(at range: SourceRange, found: SyntaxNode?) -> Diagnostic {
        Diagnostic(
            .emptyScene,
            found.map {
                "a scene file must be a mapping of keys such as 'scene:' and 'pages:', not \($0.kindDescription)"
            }
                ?? "the scene file is empty",
            at: range, label: found == nil ? "nothing here" : "expected 'scene:' here",
            help: ["start with 'scene: MyApp', 'version: 1', a 'root:' or 'tabs:' entry and 'pages:'"])
    }

    static func missingValue(what: String, at range: SourceRange, expected: String) -> Diagnostic {
        Diagnostic(
            .missingValue, "\(what) has no value", at: range, label: "expected \(expected)",
            help: ["write a value after the colon, or remove the key"])
    }

    static func wrongKind(what: String, expected: String, found: SyntaxNode) -> Diagnostic {
        Diagnostic(
            .wrongKind, "\(what) must be \(expected), not \(found.kindDescription)",
            at: found.range, label: "\(found.kindDescription) here")
    }

    static func unknownKey(_ key: ScalarNode, in table: KeyTable, suggestion: String?) -> Diagnostic {
        let keys = table.keys.map(\.name)
        return Diagnostic(
            .unknownKey, "unknown key '\(key.value)' in \(table.noun)", at: key.range, label: "unknown key",
            help: suggestion.map { ["did you mean '\($0)'?"] }
                ?? ["the keys of \(table.noun) are \(YAMLNumbers.list(keys))"],
            fixIts: suggestion.map { [FixIt("replace '\(key.value)' with '\($0)'", replacing: key.range, with: $0)] }
                ?? [])
    }

    static func missingKey(_ spec: KeySpec, in table: KeyTable, at owner: SourceRange) -> Diagnostic {
        Diagnostic(
            .missingKey, "missing required key '\(spec.name)' in \(table.noun)", at: owner,
            label: "\(table.noun) without '\(spec.name)'",
            help: ["add '\(spec.name):': \(spec.description)"])
    }

    static func invalidIdentifier(_ scalar: ScalarNode, what: String, role: IdentifierRole) -> Diagnostic {
        let suggestion = role.suggestion(replacing: scalar.value)
        return Diagnostic(
            .invalidIdentifier, "'\(scalar.value)' is not a valid identifier for \(what)", at: scalar.range,
            label: "not an identifier",
            help: ["identifiers use letters, digits and '_', and do not start with a digit"],
            fixIts: suggestion.map { [FixIt("replace with '\($0)'", replacing: scalar.range, with: $0)] } ?? [])
    }

    static func nameTooLong(_ scalar: ScalarNode, what: String) -> Diagnostic {
        let length = scalar.value.count
        let limit = SceneSchema.maxNameLength
        return Diagnostic(
            .nameTooLong,
            "\(what) is \(length) characters long; names and ids in a scene file are at most \(limit) characters",
            at: scalar.range, label: "\(length) characters",
            help: [
                "shorten it: it names generated types, test functions and files, and file names are limited"
            ])
    }

    static func invalidTypeName(_ scalar: ScalarNode, component: String) -> Diagnostic {
        let reason =
            SwiftNames.reserved.contains(component)
            ? "'\(component)' is a Swift keyword"
            : component.isEmpty ? "a dot has no name on one side" : "'\(component)' is not an identifier"
        return Diagnostic(
            .invalidTypeName, "'\(scalar.value)' is not a valid Swift type name: \(reason)", at: scalar.range,
            label: "invalid type name",
            help: ["write the class name, optionally qualified by its module, as in 'MyApp.AlbumViewController'"])
    }

    static func expectedBool(_ scalar: ScalarNode, key: String) -> Diagnostic {
        let yaml11: [String: String] = [
            "yes": "true", "Yes": "true", "YES": "true", "on": "true", "On": "true", "ON": "true", "y": "true",
            "Y": "true", "no": "false", "No": "false", "NO": "false", "off": "false", "Off": "false", "OFF": "false",
            "n": "false", "N": "false",
        ]
        let unquoted = ["true", "false", "True", "False", "TRUE", "FALSE"].contains(scalar.value)
        if unquoted {
            return Diagnostic(
                .expectedBool, "'\(key)' must be true or false, but \(quoted(scalar)) is quoted text",
                at: scalar.range, label: "quoted",
                fixIts: [FixIt("remove the quotes", replacing: scalar.range, with: scalar.value.lowercased())])
        }
        if scalar.style == .plain, let replacement = yaml11[scalar.value] {
            return Diagnostic(
                .expectedBool, "'\(key)' must be true or false, found '\(scalar.value)'", at: scalar.range,
                label: "YAML 1.1 boolean",
                help: ["scene files use YAML 1.2, where only 'true' and 'false' are booleans"],
                fixIts: [
                    FixIt("replace '\(scalar.value)' with '\(replacement)'", replacing: scalar.range, with: replacement)
                ])
        }
        return Diagnostic(
            .expectedBool, "'\(key)' must be true or false, found \(quoted(scalar))", at: scalar.range,
            label: "not a boolean")
    }

    static func expectedInteger(_ scalar: ScalarNode, key: String) -> Diagnostic {
        if scalar.style != .plain, YAMLNumbers.integer(scalar.value) != nil {
            return Diagnostic(
                .expectedInteger, "'\(key)' must be a whole number, but \(quoted(scalar)) is quoted text",
                at: scalar.range, label: "quoted",
                fixIts: [FixIt("remove the quotes", replacing: scalar.range, with: scalar.value)])
        }
        if scalar.style == .plain, let form = YAMLNumbers.unsupportedForm(scalar.value) {
            return unsupportedNumber(scalar, .expectedInteger, key: key, expected: "a whole number", form: form)
        }
        return Diagnostic(
            .expectedInteger, "'\(key)' must be a whole number, found \(quoted(scalar))", at: scalar.range,
            label: "not a whole number")
    }

    /// `0x10`, `0o17`, `.inf` or `.nan` where a number is expected: says why, and offers the decimal form.
    private static func unsupportedNumber(
        _ scalar: ScalarNode, _ code: DiagnosticCode, key: String, expected: String,
        form: (reason: String, decimal: String?)
    ) -> Diagnostic {
        Diagnostic(
            code,
            "'\(key)' must be \(expected), found '\(scalar.value)': \(form.reason)", at: scalar.range,
            label: form.decimal == nil ? "not a number here" : "\(form.decimal!) in decimal",
            help: form.decimal.map { ["write it in decimal: \($0)"] } ?? ["write a number such as 320 or 44.5"],
            fixIts: form.decimal.map {
                [FixIt("replace '\(scalar.value)' with '\($0)'", replacing: scalar.range, with: $0)]
            } ?? [])
    }

    static func expectedNumber(_ scalar: ScalarNode, key: String) -> Diagnostic {
        if scalar.style != .plain, YAMLNumbers.double(scalar.value) != nil {
            return Diagnostic(
                .expectedNumber, "'\(key)' must be a number, but \(quoted(scalar)) is quoted text",
                at: scalar.range, label: "quoted",
                help: ["a quoted value is always text in a scene file"],
                fixIts: [FixIt("remove the quotes", replacing: scalar.range, with: scalar.value)])
        }
        if scalar.style == .plain, let form = YAMLNumbers.unsupportedForm(scalar.value) {
            return unsupportedNumber(scalar, .expectedNumber, key: key, expected: "a number of points", form: form)
        }
        return Diagnostic(
            .expectedNumber, "'\(key)' must be a number of points, found \(quoted(scalar))", at: scalar.range,
            label: "not a number", help: ["write a number such as 320 or 44.5"])
    }

    static func outOfRange(_ scalar: ScalarNode, key: String, bounds: String) -> Diagnostic {
        Diagnostic(
            .outOfRange, "'\(key)' must be \(bounds), found \(scalar.value)", at: scalar.range,
            label: "out of range")
    }

    static func tooCloseToZero(_ scalar: ScalarNode, key: String, zeroAllowed: Bool) -> Diagnostic {
        Diagnostic(
            .outOfRange, "'\(key)' is \(scalar.value): a non-zero value below 0.000001 is meaningless",
            at: scalar.range, label: "below 0.000001",
            help: [zeroAllowed ? "write 0, or a value of at least 0.000001" : "write a value of at least 0.000001"])
    }

    static func unknownValue(_ scalar: ScalarNode, key: String, allowed: [String]) -> Diagnostic {
        let suggestion = Suggestions.closest(to: scalar.value, in: allowed)
        return Diagnostic(
            .unknownValue, "'\(scalar.value)' is not a value of '\(key)'", at: scalar.range,
            label: "expected \(YAMLNumbers.list(allowed))",
            help: suggestion.map { ["did you mean '\($0)'?"] } ?? [],
            fixIts: suggestion.map { [FixIt("replace with '\($0)'", replacing: scalar.range, with: $0)] } ?? [])
    }

    /// A key of `diagnostics:` that is not a code whose severity can be chosen; suggests only such codes.
    static func unknownSeverityCode(_ scalar: ScalarNode) -> Diagnostic {
        let codes = SeverityOverrides.changeableCodes.map(\.rawValue)
        let suggestion = Suggestions.closest(to: scalar.value, in: codes)
        let range = "\(codes.first ?? "")…\(codes.last ?? "")"
        return Diagnostic(
            .unknownValue, "'\(scalar.value)' is not a value of 'diagnostics'", at: scalar.range,
            label: "expected a diagnostic code (\(range); see 'scenec explain')",
            help: suggestion.map { ["did you mean '\($0)'?"] } ?? [],
            fixIts: suggestion.map { [FixIt("replace with '\($0)'", replacing: scalar.range, with: $0)] } ?? [])
    }

    static func syntaxSeverity(code: DiagnosticCode, at range: SourceRange) -> Diagnostic {
        let isSyntax = code.rawValue.hasPrefix("SC1")
        return Diagnostic(
            .unknownValue,
            "the severity of \(code.rawValue) cannot be lowered: "
                + (isSyntax ? "YAML syntax errors are always errors" : "output problems (SC5xxx) are always errors"),
            at: range, label: "only 'error' is allowed here",
            help: [
                isSyntax
                    ? "a file that cannot be parsed cannot be trusted; fix the syntax error instead"
                    : "an output problem is about the run (the output directory, a stale file), not the scene; "
                        + "fix it where it is reported"
            ])
    }

    static func colorIsComment(key: ScalarNode, comment: SourceRange, file: SourceFile) -> Diagnostic {
        let text = file.text(in: comment)
        return Diagnostic(
            .invalidColor, "'\(key.value)' has no value: '\(text)' after ': ' starts a YAML comment", at: comment,
            label: "read as a comment", help: ["quote the colour"],
            fixIts: [FixIt("quote '\(text)'", replacing: comment, with: "\"\(text)\"")])
    }

    static func invalidColor(_ scalar: ScalarNode, key: String) -> Diagnostic {
        Diagnostic(
            .invalidColor, "'\(scalar.value)' is not a colour for '\(key)'", at: scalar.range,
            label: "expected #RRGGBB or #RRGGBBAA", help: ["write six or eight hex digits after '#', as in \"#FF3B30\""]
        )
    }

    static func emptyList(key: String, at range: SourceRange, noun: String) -> Diagnostic {
        Diagnostic(
            .emptyList, "'\(key)' needs at least one \(noun)", at: range, label: "empty",
            help: ["add \(noun.first.map { "aeiou".contains($0) } == true ? "an" : "a") \(noun), or remove '\(key)'"])
    }

    static func scalarForList(_ scalar: ScalarNode, key: String) -> Diagnostic {
        Diagnostic(
            .wrongKind, "'\(key)' must be a list, not a single value", at: scalar.range, label: "a single value",
            fixIts: [FixIt("make it a list", replacing: scalar.range, with: "[\(scalar.value)]")])
    }

    static func unsupportedVersion(text: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .unsupportedVersion, "scene format version \(text) is not supported", at: range,
            label: "this scenec reads version 1",
            fixIts: [FixIt("use version 1", replacing: range, with: "1")])
    }

    static func tabsAndRoot(second: ScalarNode, first: ScalarNode) -> Diagnostic {
        Diagnostic(
            .tabsOrRoot, "a scene has either 'tabs' or 'root', not both", at: second.range,
            label: "'\(second.value)' here",
            notes: [Note("'\(first.value)' is declared here", at: first.range, label: "'\(first.value)' here")],
            help: ["use 'tabs' for side tabs, or 'root' for a single stacked navigation"])
    }

    static func tabsOrRootMissing(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .tabsOrRoot, "a scene needs 'tabs' (side tabs) or 'root' (a single stacked navigation)", at: range,
            label: "no 'tabs' or 'root'",
            help: ["add 'root: <page id>' for a single stacked navigation, or 'tabs:' with one entry per side tab"])
    }

    static func requiresTabs(_ key: ScalarNode, root: ScalarNode) -> Diagnostic {
        Diagnostic(
            .requiresTabs,
            key.value == "tabBar"
                ? "'tabBar' places the tabs, but this scene uses 'root' and has none"
                : "'\(key.value)' needs side tabs, but this scene uses 'root'", at: key.range,
            label: "needs 'tabs'",
            notes: [Note("the scene is a single stacked navigation because of 'root'", at: root.range, label: "here")],
            help: ["remove '\(key.value)', or replace 'root' with 'tabs'"])
    }

    static func unknownDevice(_ scalar: ScalarNode) -> Diagnostic {
        let names = Device.presets.map(\.name)
        let suggestion = Suggestions.closest(to: scalar.value, in: names)
        return Diagnostic(
            .unknownDevice, "no device preset named '\(scalar.value)'", at: scalar.range, label: "unknown device",
            help: (suggestion.map { ["did you mean '\($0)'?"] } ?? [])
                + ["presets: \(names.joined(separator: ", ")); or write {name, width, height, sizeClass}"],
            fixIts: suggestion.map { [FixIt("replace with '\($0)'", replacing: scalar.range, with: $0)] } ?? [])
    }

    static func duplicateDevice(_ name: Located<String>, first: Located<String>) -> Diagnostic {
        Diagnostic(
            .duplicateDevice, "device '\(name.value)' is listed twice", at: name.range, label: "listed again",
            notes: [Note("first listed here", at: first.range, label: "first")],
            help: ["remove one of them, or give a custom device another name"])
    }

    static func emptyDeviceName(_ range: SourceRange) -> Diagnostic {
        Diagnostic(
            .emptyDeviceName, "the device name is empty", at: range, label: "empty name",
            help: ["give the device a name (it names its layout tests, SVG files and `--device`)"])
    }

    static func tooManyPages(_ key: ScalarNode, count: Int, limit: Int) -> Diagnostic {
        Diagnostic(
            .tooManyPages, "the scene declares \(count) pages; scenec accepts at most \(limit)", at: key.range,
            label: "too many pages", help: ["split the app into several scene files"])
    }

    private static func quoted(_ scalar: ScalarNode) -> String {
        scalar.style == .plain ? "'\(scalar.value)'" : "\"\(scalar.value)\""
    }
}
