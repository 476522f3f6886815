import ScenecSema

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

    /// A name fragment for any text (`ipad-landscape` -> `ipadLandscape`): `SwiftNames.fragment`, the one
    /// maker of name fragments, which emits `[A-Za-z0-9_]` only.
    public static func fragment(_ text: String) -> String {
        SwiftNames.fragment(text)
    }

    /// Whether `text` is a plain identifier that needs no backticks: `[A-Za-z_][A-Za-z0-9_]*` and not reserved.
    public static func isPlain(_ text: String) -> Bool {
        SwiftNames.isIdentifier(text) && !SwiftNames.reserved.contains(text)
    }
}
