import ScenecDiagnostics

// MARK: - The module of a page or view type (`modules:`, section 2)

extension Scene {
    /// The module that declares `type`, which the generated code imports (unless it holds the generated code):
    /// without `modules:`, the first name of a dotted type (`MusicApp` in `MusicApp.AlbumViewController`); with
    /// it, the first name only when `modules` lists it. Nil for a type of the module that holds the generated
    /// code: an undotted type, or a nested type such as `Screens.Album` when `modules` is written and does not
    /// list `Screens`.
    public func typeModule(of type: String) -> String? {
        guard let dot = type.firstIndex(of: ".") else { return nil }
        let first = String(type[..<dot])
        guard let modules else { return first }
        return modules.contains(where: { $0.value == first }) ? first : nil
    }

    /// The name `type` declares at the top level of its module, which the generated code's own names must not
    /// be: the name after the module (`Metrics` in `App.Metrics`), or the first name of a type of the module
    /// that holds the generated code (`Screens` in a nested `Screens.Metrics`, `Metrics` alone).
    public func topLevelTypeName(of type: String) -> Substring {
        // The first dotted component, or the second when the first is a module: no split of the whole name (this
        // runs for every page and view type of the scene).
        let dot = UInt8(ascii: ".")
        guard let first = type.utf8.firstIndex(of: dot) else { return type[...] }
        // The first name is a module unless `modules` is written and does not list it (`typeModule(of:)`, without
        // making a string of the first name).
        let module = type[..<first]
        if let modules, !modules.contains(where: { $0.value == module }) { return module }
        let rest = type[type.utf8.index(after: first)...]
        return rest[..<(rest.utf8.firstIndex(of: dot) ?? rest.endIndex)]
    }
}
