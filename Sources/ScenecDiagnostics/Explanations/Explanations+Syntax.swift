extension Explanation {
    /// Explanations of the SC1xxx codes (YAML syntax).
    static let syntax: [DiagnosticCode: Explanation] = [
        .invalidEncoding: Explanation(
            """
            Scene files are UTF-8 text. scenec found a byte sequence that is not valid UTF-8 and \
            reports the offset of the first bad byte. This usually means the file was saved in a \
            legacy encoding such as Latin-1 or Windows-1252.
            """,
            example: "title: Caf\\xE9   # the byte 0xE9 alone, as Latin-1 writes 'é'",
            fix: "title: Café      # saved as UTF-8"),
        .controlCharacter: Explanation(
            """
            Control characters (U+0000 to U+001F other than tab and line breaks, and U+007F) are \
            not allowed in YAML. They usually come from a bad copy and paste or a binary file \
            given by mistake. scenec points at the exact byte. A byte order mark (U+FEFF) is allowed \
            only as the file's first character: in the middle of a file it is invisible, and would \
            end up in a value or break the indentation, so it is reported here too.
            """,
            example: "title: Browse\\u0000",
            fix: "title: Browse"),
        .missingColonSpace: Explanation(
            """
            In YAML a key and its value are separated by a colon followed by a space. Without the \
            space, 'version:1' is one plain scalar and the next line cannot continue the mapping.
            """,
            example: "scene: Music\nversion:1",
            fix: "scene: Music\nversion: 1"),
        .tabIndentation: Explanation(
            "YAML forbids tabs for indentation; only spaces count. Replace the tabs with spaces.",
            example: "pages:\n\thome: {type: App.Home}",
            fix: "pages:\n  home: {type: App.Home}"),
        .unclosedFlowCollection: Explanation(
            "A flow list '[' or flow mapping '{' must be closed with ']' or '}' before the mapping around it continues.",
            example: "push: [album, artist\nsize: half",
            fix: "push: [album, artist]\nsize: half"),
        .unclosedQuote: Explanation(
            "A quoted string runs to its closing quote; without one it swallows the rest of the file.",
            example: "title: \"Browse\nicon: browse",
            fix: "title: \"Browse\"\nicon: browse"),
        .badIndentation: Explanation(
            """
            Keys of one mapping must start in the same column, and nested values must be indented \
            further than their key. A key indented differently from its siblings ends the mapping \
            in the middle.
            """,
            example: "pages:\n  home:\n    type: App.Home\n   title: Home",
            fix: "pages:\n  home:\n    type: App.Home\n    title: Home"),
        .unexpectedColon: Explanation(
            "A ': ' inside a plain value starts a new key where none is allowed. Quote values that contain ': '.",
            example: "title: Now: Playing",
            fix: "title: \"Now: Playing\""),
        .yamlSyntax: Explanation(
            """
            libyaml could not parse the file. The message is libyaml's own; a note points at the \
            construct it was reading. Check the indentation and punctuation at that place.
            """,
            example: "a: b\n- c",
            fix: "a: b\nc: d"),
        .duplicateKey: Explanation(
            """
            A key may appear once per mapping. YAML parsers disagree about which duplicate wins, \
            so scenec rejects them; only the first is used while checking the rest of the file.
            """,
            example: "pages:\n  home: {type: App.Home}\n  home: {type: App.Start}",
            fix: "pages:\n  home: {type: App.Home}\n  start: {type: App.Start}"),
        .anchorNotSupported: Explanation(
            """
            Anchors ('&name') and aliases make one value appear in several places, which would give \
            a model value two source locations and allows alias bombs. Write values out in full.
            """,
            example: "size: &wide half\nother: *wide",
            fix: "size: half\nother: half"),
        .aliasNotSupported: Explanation(
            "Aliases ('*name') refer to an anchor; scene files do not support them. Write the value out in full.",
            example: "a: &x {type: App.A}\nb: *x",
            fix: "a: {type: App.A}\nb: {type: App.A}"),
        .tagNotSupported: Explanation(
            "Each key decides the type of its value, so explicit tags such as '!!str' are not needed and not allowed.",
            example: "title: !!str 2024",
            fix: "title: \"2024\""),
        .mergeKeyNotSupported: Explanation(
            "Merge keys ('<<') are a YAML 1.1 feature that scene files do not support. Write the keys out.",
            example: "home:\n  <<: *base\n  type: App.Home",
            fix: "home:\n  type: App.Home\n  size: half"),
        .multipleDocuments: Explanation(
            "A scene file holds one YAML document. A second '---' starts another document; move it to its own file.",
            example: "scene: A\n---\nscene: B",
            fix: "scene: A"),
        .nestingTooDeep: Explanation(
            """
            scenec reads at most 64 nested levels of lists and mappings and stops there, so hostile \
            input cannot exhaust the stack or time. Real scenes need fewer than ten.
            """,
            example: "a: [[[[[[ … 65 levels … ]]]]]]",
            fix: "a: [b]"),
        .fileTooLarge: Explanation(
            "scenec reads scene files of at most 64 MiB. Split a larger app into several scenes.",
            example: "(a 100 MB file)",
            fix: "(several smaller scene files)"),
        .scalarTooLong: Explanation(
            "A single value may be at most 64 KiB. Titles, ids and type names are far shorter.",
            example: "title: aaaa…(70,000 characters)",
            fix: "title: Browse"),
        .nonScalarKey: Explanation(
            "Mapping keys in a scene file are names such as 'title'; a list or mapping cannot be a key.",
            example: "[a, b]: c",
            fix: "a: c"),
        .notUTF8: Explanation(
            "Scene files are UTF-8. scenec recognises UTF-16 and UTF-32 by their byte order mark or NUL pattern.",
            example: "(a file saved as UTF-16 LE)",
            fix: "(the same file saved as UTF-8: iconv -f UTF-16LE -t UTF-8)"),
        .unknownEscape: Explanation(
            """
            In double-quoted strings a backslash starts an escape such as \\n or \\". Other \
            backslashes must be doubled, or use single quotes, where backslashes are literal.
            """,
            example: "title: \"C:\\qdata\"",
            fix: "title: 'C:\\qdata'"),
    ]
}
