import ScenecDiagnostics
import ScenecOutput

/// YAML 1.2 core-schema numbers, read only where a key expects one.
enum YAMLNumbers {
    /// A decimal integer: `[-+]?[0-9]+`, within `Int`'s range.
    static func integer(_ text: String) -> Int? {
        guard isInteger(text) else { return nil }
        return Int(text.first == "+" ? String(text.dropFirst()) : text)
    }

    /// The value of `bytes` when they are 1 to 15 decimal digits and nothing else (how most sizes and counts are
    /// written), read without making a `String`; nil otherwise. For such text `integer` and `double` give exactly
    /// this value: it is a decimal integer and a float, and a whole number below 10^15 is exact as a `Double` (a
    /// zero without a sign is +0, as `Double("0")` is).
    static func plainDigits(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 15 else { return nil }
        var value = 0
        for byte in bytes {
            let digit = byte &- UInt8(ascii: "0")
            guard digit <= 9 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }

    /// Whether `text` is written as a decimal integer, `[-+]?[0-9]+`, however large.
    static func isInteger(_ text: String) -> Bool {
        let utf8 = text.utf8
        var start = utf8.startIndex
        if start < utf8.endIndex, utf8[start] == UInt8(ascii: "-") || utf8[start] == UInt8(ascii: "+") {
            start = utf8.index(after: start)
        }
        return start < utf8.endIndex && utf8[start...].allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// A finite float: `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`. Infinity and
    /// NaN are not sizes, so `.inf` and `.nan` are rejected, and so is a float too large for a `Double`.
    static func double(_ text: String) -> Double? {
        guard isFloat(text) else { return nil }
        // Whole numbers of up to 15 digits (most sizes) are exact as a Double: no parse of the text as a float.
        // (Not zero: `-0` is the Double -0.)
        if text.utf8.count <= 15, let whole = integer(text), whole != 0 { return Double(whole) }
        let normalized = text.first == "+" ? String(text.dropFirst()) : text
        guard let value = Double(normalized), value.isFinite else { return nil }
        return value
    }

    /// A number that YAML 1.2's core schema reads but a scene file does not, with the reason for messages
    /// and its decimal form when it has one: hexadecimal (`0x10`), octal (`0o17`), infinity (`.inf`) and NaN.
    static func unsupportedForm(_ text: String) -> (reason: String, decimal: String?)? {
        func digits(after prefix: String, radix: Int) -> String? {
            guard text.hasPrefix(prefix), text.count > prefix.count else { return nil }
            let digits = text.dropFirst(prefix.count)
            guard digits.allSatisfy({ $0.isASCII && $0.hexDigitValue.map { $0 < radix } == true }) else { return nil }
            return String(digits)
        }
        if let digits = digits(after: "0x", radix: 16) {
            return ("hexadecimal is not a number in a scene file", UInt64(digits, radix: 16).map(String.init))
        }
        if let digits = digits(after: "0o", radix: 8) {
            return ("octal is not a number in a scene file", UInt64(digits, radix: 8).map(String.init))
        }
        let unsigned = text.first == "-" || text.first == "+" ? String(text.dropFirst()) : text
        if [".inf", ".Inf", ".INF"].contains(unsigned) { return ("infinity is not a number in a scene file", nil) }
        if [".nan", ".NaN", ".NAN"].contains(text) { return ("NaN is not a number in a scene file", nil) }
        return nil
    }

    /// Whether `text` is written as a float, `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`,
    /// however large.
    static func isFloat(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isFloat(bytes:))
            ?? Array(text.utf8).withUnsafeBufferPointer(
                isFloat(bytes:))
    }

    private static func isFloat(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        func digits() -> Int {
            let start = i
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
            return i - start
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        let integerDigits = digits()
        var fractionDigits = 0
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            fractionDigits = digits()
        }
        guard integerDigits > 0 || fractionDigits > 0 else { return false }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
            guard digits() > 0 else { return false }
        }
        return i == bytes.count
    }

    static func describe(minimum: Int, maximum: Int) -> String {
        maximum == minimum ? "exactly \(minimum)" : "between \(minimum) and \(maximum)"
    }

    static func describe(minimum: Double?, exclusiveMinimum: Double?, maximum: Double?) -> String {
        switch (minimum, exclusiveMinimum, maximum) {
        case (let low?, _, let high?): "between \(NumberText.format(low)) and \(NumberText.format(high))"
        case (_, let low?, let high?): "greater than \(NumberText.format(low)) and at most \(NumberText.format(high))"
        case (let low?, _, nil): "at least \(NumberText.format(low))"
        case (_, let low?, nil): "greater than \(NumberText.format(low))"
        case (nil, nil, let high?): "at most \(NumberText.format(high))"
        default: "any number"
        }
    }

    /// `a, b or c` with each word quoted.
    static func list(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }
}
