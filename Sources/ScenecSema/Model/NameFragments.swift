import ScenecDiagnostics
import ScenecOutput

/// Name fragments: the one place that turns text or a number into part of a generated name (a state name, a
/// Swift test function's name, an SVG file's name). Every fragment is made of `[A-Za-z0-9_]` only, for any
/// input, so a fragment is safe in a Swift identifier and in a file name.
extension SwiftNames {
    /// A name fragment for any text (a device name such as `ipad-landscape` -> `ipadLandscape`): characters
    /// outside `[A-Za-z0-9_]` become word breaks, then words are joined in lowerCamelCase. Never empty; it
    /// may start with a digit, so use it only after a prefix.
    public static func fragment(_ text: String) -> String {
        let trimmed = wordCharacters(text).split(separator: "_").joined(separator: "_")
        guard !trimmed.isEmpty else { return "x" }
        return wordCharacters(memberName(trimmed))
    }

    /// A number as a name fragment (`86`, `108_5` for 108.5, `m3` for -3, `1e16` for 1e+16): the number as
    /// `NumberText.format` writes it, with `.` as `_`, a minus sign as `m` and an exponent's plus sign left
    /// out. Safe for any `Double`, including infinities and NaN.
    public static func fragment(_ value: Double) -> String {
        var text = ""
        for character in NumberText.format(value) {
            switch character {
            case ".": text += "_"
            case "-": text += "m"
            case "+": continue
            default: text.append(character)
            }
        }
        return wordCharacters(text)
    }

    /// `text` with every character outside `[A-Za-z0-9_]` replaced by `_`.
    public static func wordCharacters(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let isWordCharacter =
                scalar.isASCII
                && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || scalar == "_")
            out.append(isWordCharacter ? scalar : "_")
        }
        return String(out)
    }
}
