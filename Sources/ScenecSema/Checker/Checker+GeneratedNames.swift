import ScenecDiagnostics

// MARK: - Generated names

extension Checker {
    /// The type names that a nested type cannot be reached by in an expression, even in backquotes (`X.Type` is
    /// the metatype, `X.Protocol` a protocol's): a page with arguments whose marker type would be one of them is
    /// SC3018 (issue 41; its `Arguments` are made as `<Scene>Pages.<Page>.Arguments(…)`).
    static let unnestableTypeNames: Set<String> = ["Type", "Protocol"]

    mutating func checkNames() {
        // Indices, not copies of the pages (a page is large, and a scene may have 100,000).
        let pages = scene.pages.indices.filter { SwiftNames.isIdentifier(scene.pages[$0].id.value.rawValue) }
        checkMemberNames(pages.map { scene.pages[$0].id.map(\.rawValue) }, kind: "page")
        for index in scene.pages.indices {
            // The ids alone: the views are not copied.
            guard let views = scene.pages[index].stack?.views else { continue }
            checkMemberNames(
                views.compactMap { SwiftNames.isIdentifier($0.id.value.rawValue) ? $0.id.map(\.rawValue) : nil },
                kind: "view")
        }

        let sceneName = scene.name
        guard SwiftNames.isIdentifier(sceneName.value) else { return }
        let enumName = Checker.generatedTypeNames(scene: sceneName.value)[0]
        for index in pages {
            let member = Checker.memberName(scene.pages[index].id.value.rawValue)
            if Checker.enumMemberList.contains(member) {
                emit(.memberNameReserved(scene.pages[index], member: member, enumName: enumName))
            }
            // `<Scene>Pages.Type.Arguments(…)` reads `Type` as the namespace's metatype, even in backquotes: a page
            // with arguments may not have that type name (one without is never named so in an expression).
            let typeName = SwiftNames.typeName(scene.pages[index].id.value.rawValue)
            if Checker.unnestableTypeNames.contains(typeName), !scene.pages[index].arguments.isEmpty {
                emit(.pageTypeNameReserved(scene.pages[index], typeName: typeName, namespace: enumName + "s"))
            }
        }
        let generated = Checker.generatedTypeNames(of: scene)
        let isLibraryName = { (name: String) in
            Checker.runtimeTypeNames.contains(name) || Checker.uiKitLayerTypeNames.contains(name)
        }
        if let hidden = generated.first(where: isLibraryName) {
            let free = ["App", "Flow", "UI"].map { sceneName.value + $0 }.first { candidate in
                !Checker.generatedTypeNames(scene: candidate).contains(where: isLibraryName)
            }
            let module = Checker.runtimeTypeNames.contains(hidden) ? "ScenecRuntime" : "ScenecUIKit"
            emit(.generatedTypeHidesRuntime(sceneName, generated: hidden, module: module, suggestion: free))
        }
        let asciiNames =
            generated.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } } ? generated.map { Array($0.utf8) } : nil
        let base = SwiftNames.typeName(sceneName.value)
        let markerPrefixes = [Array((base + "Pushes").utf8), Array((base + "Presents").utf8)]
        // The checks below depend on the type's text alone, and a scene has many pages of few types (the
        // 10,000-page bench scene has 16): a type that passed once is not checked again. One set lookup costs a
        // fifth of the checks. A type with a problem is checked (and reported) at each of its uses, as before.
        var passed: Set<String> = []
        for index in scene.pages.indices {
            checkGeneratedCollision(
                scene.pages[index].type, generated: generated, asciiNames: asciiNames, markerPrefixes: markerPrefixes,
                scene: sceneName, passed: &passed)
        }
        for index in scene.pages.indices {
            // Each view's type read in place: the views are not copied.
            guard let views = scene.pages[index].stack?.views else { continue }
            for view in views.indices {
                checkGeneratedCollision(
                    views[view].type, generated: generated, asciiNames: asciiNames, markerPrefixes: markerPrefixes,
                    scene: sceneName, passed: &passed)
            }
        }
    }

    /// Reports `type` when it names a generated type or marker protocol or hides a library's type; else adds it to
    /// `passed`, and a type in `passed` is not checked again.
    private mutating func checkGeneratedCollision(
        _ type: Located<String>, generated: [String], asciiNames: [[UInt8]]?, markerPrefixes: [[UInt8]],
        scene sceneName: Located<String>, passed: inout Set<String>
    ) {
        guard !passed.contains(type.value) else { return }
        let count = diagnostics.count
        defer { if diagnostics.count == count { passed.insert(type.value) } }
        if !type.value.isEmpty {
            if let clash = Checker.generatedComponent(of: type.value, in: generated, asciiNames: asciiNames) {
                emit(.generatedTypeCollision(type, generated: clash, scene: sceneName))
            } else if let clash = markerProtocolClash(type.value, prefixes: markerPrefixes) {
                emit(.generatedTypeCollision(type, generated: clash, scene: sceneName))
            } else {
                // A top-level type with a library's name hides it (in the generated code's module) or makes it
                // ambiguous (imported from another module); a nested one (`Screens.Metrics`) does neither.
                let name = String(scene.topLevelTypeName(of: type.value))
                if Checker.runtimeTypeNames.contains(name) {
                    emit(.typeHidesLibraryType(type, name: name, library: "ScenecRuntime"))
                } else if Checker.uiKitLayerTypeNames.contains(name) {
                    emit(.typeHidesLibraryType(type, name: name, library: "ScenecUIKit"))
                }
            }
        }
    }

    /// The component of `type` that names a generated marker protocol (`<Scene>Pushes<Page>`,
    /// `<Scene>Presents<Page>`), if any. One pass over the bytes in place finds whether some component starts with
    /// one of `prefixes` (the UTF-8 of `<Scene>Pushes` and `<Scene>Presents`); the set of those names is made only
    /// then (rarely).
    private mutating func markerProtocolClash(_ type: String, prefixes: [[UInt8]]) -> String? {
        let startsLikeOne =
            type.utf8.withContiguousStorageIfAvailable { bytes in
                DotSeparatedComponents(bytes).contains { component in
                    prefixes.contains { component.count > $0.count && component.starts(with: $0) }
                }
            } ?? true
        guard startsLikeOne else { return nil }
        return type.split(separator: ".").lazy.map(String.init).first { markerProtocolNames.contains($0) }
    }

    /// The marker protocols the generated code declares, one per page that some page pushes
    /// (`<Scene>Pushes<Page>`, a swipe's `next` included) or presents (`<Scene>Presents<Page>`).
    static func markerProtocolNames(scene: String, in graph: NavigationGraph) -> Set<String> {
        let base = SwiftNames.typeName(scene)
        var names: Set<String> = []
        for edge in graph.edges where edge.kind == .push || edge.kind == .present {
            guard case .page(let page) = edge.to else { continue }
            names.insert(base + (edge.kind == .push ? "Pushes" : "Presents") + SwiftNames.typeName(page.rawValue))
        }
        return names
    }

    /// Reports ids (in source order) whose member name, or type name, an earlier, different id already
    /// generates (`aB` and `AB` are the members `aB` and `ab` but both the type `AB`).
    /// `allowingFastPath: false` always takes the dictionary of member names (to test the fast path against).
    mutating func checkMemberNames(_ ids: [Located<String>], kind: String, allowingFastPath: Bool = true) {
        if allowingFastPath, let typed = Checker.ownMemberNamesWithTypes(ids) {
            checkTypeNames(typed.map { ids[$0] }, kind: kind)
            return
        }
        var first: [String: Located<String>] = [:]
        first.reserveCapacity(ids.count)
        var firstType: [String: Located<String>] = [:]
        for id in ids {
            let member = Checker.memberName(id.value)
            // One hashing of `member` for the common new name: the earlier id is put back on a collision (an error).
            if let earlier = first.updateValue(id, forKey: member) {
                first[member] = earlier
                guard earlier.value != id.value else { continue }
                emit(
                    .memberNameCollision(
                        id.range, name: id.value, first: earlier.range, firstName: earlier.value, member: member,
                        kind: kind))
                continue
            }
            // A plain member name (`album`, `album2`: lowercase letters and digits) has one type name (`Album`,
            // `Album2`), and every id with that type name has the same member name: it collides above, not here.
            // An id of one or two letters is the exception: `dm` is the type `DM`, like `dM` (`SwiftNames.typeName`).
            guard
                member != id.value || id.value.utf8.count <= 2
                    || id.value.utf8.contains(where: { !Checker.isLowercaseLetterOrDigit($0) })
            else { continue }
            checkTypeName(of: id, kind: kind, firstType: &firstType)
        }
    }

    /// Reports `id` when its type name (`SwiftNames.typeName`) is that of an earlier, different id in
    /// `firstType`; else records it there as the first with that type name.
    mutating func checkTypeName(
        of id: Located<String>, kind: String, firstType: inout [String: Located<String>]
    ) {
        let type = SwiftNames.typeName(id.value)
        if let earlier = firstType[type], earlier.value != id.value {
            emit(
                .memberNameCollision(
                    id.range, name: id.value, first: earlier.range, firstName: earlier.value, member: type,
                    kind: kind))
        } else {
            firstType[type] = id
        }
    }
}
