import ScenecDiagnostics
import ScenecOutput

/// Swift literals: the one place that knows how strings, numbers and booleans are spelled in generated code.
public enum SwiftLiteral {
    /// A string literal that evaluates to exactly `text`.
    ///
    /// Printable ASCII is written as itself, except `"` and `\` (escaped, which also defuses `\(` and `"""`).
    /// `\n`, `\r`, `\t` and NUL use their short escapes. Other scalars are written as themselves when they are
    /// visible letters, digits, punctuation or symbols (`é`, `日`, `👋`), and as `\u{…}` otherwise: controls,
    /// format characters (RTL marks, zero-width joiners), separators such as U+2028, combining marks,
    /// variation selectors, private use and unassigned scalars. So no literal can end early, interpolate, or
    /// hide a character from a reader.
    public static func string(_ text: String) -> String {
        ScalarEscaping.quoted(text) { scalar in
            if let escape = ScalarEscaping.sharedBackslashEscape(scalar) { return escape }
            if scalar == "\0" { return "\\0" }
            return isVisible(scalar) ? nil : escaped(scalar)
        }
    }

    /// `\u{…}` with the scalar's value in uppercase hexadecimal.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// Whether `scalar` can be written as itself in a literal or a comment: printable ASCII, or a letter,
    /// digit, punctuation or symbol outside ASCII.
    static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x20 && scalar.value < 0x7F }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
            .letterNumber, .otherNumber, .connectorPunctuation, .dashPunctuation, .openPunctuation,
            .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol,
            .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// `text` made safe for a `//` or `///` comment: every scalar that is not visible becomes `\u{…}`, so a
    /// newline, U+2028 or an RTL mark cannot end or disguise the comment.
    public static func commentText(_ text: String) -> String {
        // Printable ASCII, what nearly every title and type name is, is safe as it is.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isVisible(scalar) || scalar == " " {
                out.unicodeScalars.append(scalar)
            } else {
                out += escaped(scalar)
            }
        }
        return out
    }

    /// A `Double` literal: integral values below 10^15 without a fraction (`320`, `-50`), others in Swift's
    /// shortest round-trip form (`44.5`, `0.3`, `1e-07`); infinities as `.infinity`/`-.infinity`, NaN as `.nan`.
    /// The one number format of generated code; it never depends on a locale.
    public static func number(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// An integer literal.
    public static func integer(_ value: Int) -> String {
        String(value)
    }

    /// `true` or `false`.
    public static func bool(_ value: Bool) -> String {
        value ? "true" : "false"
    }

    /// `nil`, or the literal of the wrapped value made by `literal`.
    public static func optional<Value>(_ value: Value?, _ literal: (Value) -> String) -> String {
        value.map(literal) ?? "nil"
    }
}
