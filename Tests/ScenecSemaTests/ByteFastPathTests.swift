import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecRuntime
import Testing

@testable import ScenecSema

/// Argument types and a stack view's `arguments` key are recognised from a scalar's bytes, without making a
/// `String`; each must give exactly what the string rule gives.
@Suite struct ByteFastPathTests {
    static let typeTexts = [
        "String", "String?", "Int", "Int?", "Double", "Double?", "Bool", "Bool?", "UUID", "UUID?", "URL", "URL?",
        "URL??", "?", "", "string", "Strin", "Strings", "String ?", " Int", "Int?x", "Integer", "UUİD", "Bool\u{301}",
    ]

    @Test(arguments: typeTexts)
    func argumentTypesReadFromBytesMatchTheStringRule(_ text: String) {
        let fast = Array(text.utf8).withUnsafeBufferPointer(Lowering.scalarArgumentType)
        let isOptional = text.utf8.last == UInt8(ascii: "?")
        let slow = ArgumentType(scalarName: isOptional ? String(decoding: text.utf8.dropLast(), as: UTF8.self) : text)
        if let fast {
            expectEqual(fast.0, slow)
            expectEqual(fast.1, isOptional)
        } else {
            #expect(slow == nil)
        }
    }

    @Test func everyScalarArgumentTypeIsFoundByItsBytes() {
        for (name, type) in ArgumentType.scalarNames {
            for (text, isOptional) in [(name, false), (name + "?", true)] {
                let fast = Array(text.utf8).withUnsafeBufferPointer(Lowering.scalarArgumentType)
                expectEqual(fast?.0, type, "\(text)")
                expectEqual(fast?.1, isOptional, "\(text)")
            }
        }
    }

    /// The codes lowering `view`'s mapping (a stack view's) reports.
    static func codes(stackView view: String) -> [DiagnosticCode] {
        let text =
            "scene: Music\nversion: 1\nroot: home\npages:\n  home:\n    type: App.Home\n    stack:\n      root: a\n"
            + "      views:\n        a: \(view)\n"
        let result = Compiler(keepsOutputs: false).compile(
            SourceFile(path: "case.scene.yaml", bytes: Array(text.utf8)), through: .lowering)
        return result.diagnostics.map(\.code)
    }

    @Test func aStackViewsArgumentsKeyIsFoundWhateverItsSpelling() {
        expectEqual(Self.codes(stackView: "{type: App.A}"), [])
        expectEqual(Self.codes(stackView: "{type: App.A, arguments: {x: Int}}"), [.stackViewArguments])
        expectEqual(Self.codes(stackView: "{type: App.A, 'arguments': {x: Int}}"), [.stackViewArguments])
        // Decoded from escapes: the same string.
        expectEqual(Self.codes(stackView: "{type: App.A, \"argument\\x73\": {x: Int}}"), [.stackViewArguments])
        // Keys of the same length, or sharing its prefix, are unknown keys.
        expectEqual(Self.codes(stackView: "{type: App.A, argumentz: {x: Int}}"), [.unknownKey])
        expectEqual(Self.codes(stackView: "{type: App.A, argument: {x: Int}}"), [.unknownKey])
        expectEqual(Self.codes(stackView: "{type: App.A, \"arguments\\u0301\": {x: Int}}"), [.unknownKey])
    }
}
