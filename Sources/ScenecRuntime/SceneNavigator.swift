/// A scene's runtime models with `Top` as the last page of the navigation on screen (or of the top presentation):
/// the generic part of every generated navigator (`MusicNavigator<Top>` is this type).
///
/// Only declared edges exist: the generated code gives a page marker one protocol per page it pushes or presents,
/// each with its `push…` or `present…` method, so an undeclared push does not compile. A navigator starts at an
/// entry page (the generated `init(on:)`); the members that the generated code builds on are its SPI
/// (`@_spi(ScenecGenerated)`), which apps do not import.
public struct SceneNavigator<Top: ScenePageMarker>: Sendable {
    /// The scene's runtime models in the current state.
    public private(set) var container: SceneContainer

    /// A navigator over `container`, whose top page must be `Top`.
    @_spi(ScenecGenerated)
    public init(container: SceneContainer) {
        self.container = container
    }

    /// Starts the navigation whose root is `Top`, an entry page of `definition`, on `device`.
    @_spi(ScenecGenerated)
    public init(entryOf definition: SceneDefinition, on device: SceneDevice) throws(SceneError) {
        var container = SceneContainer(definition: definition, device: device)
        try container.start(at: Top.pageID)
        self.container = container
    }

    /// Pushes `Next` with `arguments`: the types prove that `Top` declares the push, so it cannot fail.
    @_spi(ScenecGenerated)
    public func pushing<Next: ScenePageMarker>(_ arguments: Next.Arguments) -> SceneNavigator<Next> {
        var container = container
        container.pushDeclared(Next.pageID, arguments: arguments.pageArguments)
        return SceneNavigator<Next>(container: container)
    }

    /// Presents `Next` with `arguments`: the types prove that `Top` (or a page of its pager) declares it.
    @_spi(ScenecGenerated)
    public func presenting<Next: ScenePageMarker>(_ arguments: Next.Arguments) -> SceneNavigator<Next> {
        var container = container
        container.presentDeclared(Next.pageID, arguments: arguments.pageArguments)
        return SceneNavigator<Next>(container: container)
    }

    /// The arguments of the top page.
    public var arguments: Top.Arguments { Top.Arguments(values: container.topArguments) }

    /// Activates page `index` of the stack (0 is the entry page).
    public mutating func activate(_ index: Int) throws(SceneError) {
        try container.activate(index)
    }

    /// The runtime models once the top presentation (and everything in it) is dismissed; throws when nothing is
    /// presented (a page both pushed and presented may have been pushed).
    public func dismiss() throws(SceneError) -> SceneContainer {
        var container = container
        try container.dismiss()
        return container
    }
}

extension SceneContainer {
    /// Pushes `page` with `arguments` without checking the edge, for typed navigators: the values are kept as
    /// given where they do not resolve against the page's declaration (a relative `URL`), defaults filled in
    /// where they do.
    @_spi(ScenecGenerated)
    public mutating func pushDeclared(_ page: String, arguments: PageArguments) {
        pushDeclared(page)
        let values = typedValues(arguments, for: page)
        if !values.isEmpty { argumentValues[topInstance] = values }
    }

    /// Presents `page` with `arguments` from the top page without checking the edge, for typed navigators.
    @_spi(ScenecGenerated)
    public mutating func presentDeclared(_ page: String, arguments: PageArguments) {
        let from = presentations.last.map { $0.pages[$0.pages.count - 1].id } ?? navigation.top?.id ?? topPage
        let presented = PresentedStack(
            from: from, isFromAttachment: false, depth: presentations.count + 1,
            pages: [StackedPage(id: page, page: page)], detent: nil)
        presentations.append(presented)
        let values = typedValues(arguments, for: page)
        if !values.isEmpty { argumentValues[presented.key(of: 0)] = values }
    }

    private func typedValues(_ arguments: PageArguments, for page: String) -> PageArguments {
        guard case .success(let resolved) = arguments.resolved(for: definition.page(page)?.arguments ?? []) else {
            return arguments
        }
        return resolved
    }
}

extension SceneNavigator where Top: ScenePagerMarker {
    /// Selects a tab of the page's pager: the type proves the pager and the tab.
    public mutating func selectPagerTab(_ tab: Top.Tab) {
        // Cannot fail: `Top` is on top and has this pager.
        try? container.selectPagerTab(tab.rawValue)
    }
}

extension SceneNavigator where Top: SceneHeaderMarker {
    /// Scrolls the page's sticky header to vertical offset `y`, in points.
    public mutating func setHeaderOffset(_ y: Double) {
        // Cannot fail: `Top` is on top and has a header.
        try? container.setHeaderOffset(y)
    }
}

extension SceneNavigator where Top: SceneStackMarker {
    /// Pushes `view` onto the page's page stack; throws when the shown view does not declare it.
    public mutating func pushView(_ view: Top.StackView) throws(SceneError) {
        try container.pushView(view.rawValue)
    }

    /// Replaces the page stack's shown view by `view`; throws when the shown view does not declare it.
    public mutating func switchView(to view: Top.StackView) throws(SceneError) {
        try container.switchView(to: view.rawValue)
    }
}
