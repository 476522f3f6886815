import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import Testing

@testable import ScenecSema

/// Lowering reads numbers, booleans and repeated type names from a scalar's bytes, without making a `String`.
/// Each fast path must give exactly what the plain rule gives.
@Suite struct ScalarFastPathTests {
    /// Texts around the fast paths' edges: digits of every length up to and past 15, zeros, signs, floats, words.
    static let numberTexts: [String] =
        (1...17).map { String(repeating: "9", count: $0) }
        + (1...17).map { "1" + String(repeating: "0", count: $0 - 1) }
        + [
            "0", "00", "007", "-0", "+0", "-5", "+5", "1.5", ".5", "5.", "1e3", "1E-2", "", " 1", "1 ", "0x10", "1_000",
            "٣", "１", "12a", "a12", "9223372036854775807", "99999999999999999999", ".inf", "nan", "true",
        ]

    @Test(arguments: numberTexts)
    func digitsReadFromBytesMatchTheTextRules(_ text: String) {
        let fast = Array(text.utf8).withUnsafeBufferPointer(YAMLNumbers.plainDigits)
        guard let fast else {
            // Not taken: the text is not 1 to 15 ASCII digits.
            #expect(!(1...15).contains(text.utf8.count) || !text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 })
            return
        }
        expectEqual(YAMLNumbers.integer(text), fast)
        let double = YAMLNumbers.double(text)
        expectEqual(double, Double(fast))
        expectEqual(double?.sign, .plus)
    }

    @Test(arguments: [
        "true", "True", "TRUE", "false", "False", "FALSE", "tRUE", "yes", "no", "on", "", "truex", "fals",
    ])
    func booleansReadFromBytesMatchTheSixSpellings(_ text: String) {
        let expected: Bool? =
            switch text {
            case "true", "True", "TRUE": true
            case "false", "False", "FALSE": false
            default: nil
            }
        expectEqual(Array(text.utf8).withUnsafeBufferPointer(Lowering.boolean), expected)
    }

    @Test func theTypeNameTableFindsExactlyWhatItStored() {
        var table = TypeNameTable()
        let names = (0..<500).map { "App.Screen\($0)" + String(repeating: "x", count: $0 % 40) }
        for name in names where name.hasSuffix("0") || name.count % 3 == 0 {
            Array(name.utf8).withUnsafeBufferPointer { table.insert(name, bytes: $0) }
        }
        for name in names {
            let stored = name.hasSuffix("0") || name.count % 3 == 0
            let found = Array(name.utf8).withUnsafeBufferPointer { table.name($0) }
            // A stored name may have been forgotten (no free slot near its hash), never found wrongly.
            #expect(found == nil || found == name)
            if !stored { #expect(found == nil) }
        }
        let storedCount = names.filter { name in
            Array(name.utf8).withUnsafeBufferPointer { table.name($0) } != nil
        }.count
        #expect(storedCount > 150)
    }

    /// A type name found in the table skips the check, so only valid names may be stored: an invalid name written
    /// on every page is reported on every page.
    @Test func anInvalidTypeNameIsReportedEachTimeItIsWritten() {
        var text = "scene: Names\nversion: 1\nroot: p0\npages:\n"
        for index in 0..<4 {
            text += "  p\(index):\n    type: App.class.ViewController\n"
            if index < 3 { text += "    push: [p\(index + 1)]\n" }
        }
        let result = Compiler().compile(SourceFile(path: "Names.scene.yaml", text: text))
        expectEqual(result.diagnostics.filter { $0.code == .invalidTypeName }.count, 4)
    }
}
