import ScenecDiagnostics

/// YAML 1.2 core-schema numbers, read only where a key expects one.
enum YAMLNumbers {
    /// A decimal integer: `[-+]?[0-9]+`, within `Int`'s range.
    static func integer(_ text: String) -> Int? {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(text.first == "+" ? String(text.dropFirst()) : text)
    }

    /// A finite float: `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`. Infinity and
    /// NaN are not sizes, so `.inf` and `.nan` are rejected.
    static func double(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
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
        guard integerDigits > 0 || fractionDigits > 0 else { return nil }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
            guard digits() > 0 else { return nil }
        }
        guard i == bytes.count else { return nil }
        let normalized = text.first == "+" ? String(text.dropFirst()) : text
        guard let value = Double(normalized), value.isFinite else { return nil }
        return value
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
