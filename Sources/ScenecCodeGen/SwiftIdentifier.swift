import ScenecModel

/// Swift identifiers: the one place that knows which names need backticks and how ids become names.
public enum SwiftIdentifier {
    /// `name`, in backticks when it is a keyword or a name that cannot be used plainly as a member or a nested
    /// type (`class`, `self`, `Type`, `_`).
    public static func escaped(_ name: String) -> String {
        SwiftNames.reserved.contains(name) ? "`" + name + "`" : name
    }

    /// The member name of an id (`album_list` -> `albumList`), the same function the checker uses to reject
    /// colliding ids; not escaped.
    public static func member(_ id: String) -> String {
        SwiftNames.memberName(id)
    }

    /// The type name of an id (`album_list` -> `AlbumList`); not escaped.
    public static func type(_ id: String) -> String {
        SwiftNames.typeName(id)
    }

    /// A name fragment for any text (a device name such as `ipad-landscape` -> `ipadLandscape`): characters
    /// outside `[A-Za-z0-9_]` become word breaks, then words are joined in lowerCamelCase. Never empty; it
    /// may start with a digit, so use it only after a prefix.
    public static func fragment(_ text: String) -> String {
        var cleaned = ""
        for scalar in text.unicodeScalars {
            let isWordCharacter =
                scalar.isASCII
                && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                    || ("0"..."9").contains(scalar))
            cleaned.unicodeScalars.append(isWordCharacter ? scalar : "_")
        }
        let trimmed = cleaned.split(separator: "_").joined(separator: "_")
        guard !trimmed.isEmpty else { return "x" }
        return SwiftNames.memberName(trimmed)
    }

    /// Whether `text` is a plain identifier that needs no backticks: `[A-Za-z_][A-Za-z0-9_]*` and not reserved.
    public static func isPlain(_ text: String) -> Bool {
        SwiftNames.isIdentifier(text) && !SwiftNames.reserved.contains(text)
    }
}
