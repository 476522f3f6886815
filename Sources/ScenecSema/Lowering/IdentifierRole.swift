import ScenecDiagnostics

/// What an identifier does in a scene file, which decides the suggestion that replaces an invalid one: a
/// suggestion is offered only when applying it helps.
enum IdentifierRole {
    /// Names something of its own (the scene, an action, a reuse identifier): any valid identifier helps.
    case name
    /// Declares an id (a page or view id) that must differ from the other ids of its mapping, `taken`.
    case declaration(taken: Set<String>)
    /// Refers to one of `declared` (the valid ids of the pages or views that can be named here).
    case reference(declared: [String])

    /// The identifier to write instead of the invalid `text`, or nil when none would help. Never `text`
    /// itself and never a Swift keyword; for a declaration, never an id that is already declared (the
    /// sanitized id with `_2`, `_3`… appended instead); for a reference, only a declared id: the sanitized
    /// one when it is declared, else the closest declared one.
    func suggestion(replacing text: String) -> String? {
        let sanitized = SwiftNames.sanitizedIdentifier(text)
        func helps(_ candidate: String) -> Bool {
            candidate != text && SwiftNames.isIdentifier(candidate) && !SwiftNames.reserved.contains(candidate)
        }
        switch self {
        case .name:
            return helps(sanitized) ? sanitized : nil
        case .declaration(let taken):
            guard helps(sanitized) else { return nil }
            guard taken.contains(sanitized) else { return sanitized }
            // At most `taken.count` candidates can be taken, so this ends.
            var index = 2
            while taken.contains("\(sanitized)_\(index)") { index += 1 }
            return "\(sanitized)_\(index)"
        case .reference(let declared):
            if declared.contains(sanitized), helps(sanitized) { return sanitized }
            return Suggestions.closest(to: text, in: declared.filter(helps))
        }
    }
}
