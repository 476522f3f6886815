public import ScenecRuntime

/// Navigation from page `Top` of a running scene UI: the generic part of every generated UI navigator
/// (`MusicUINavigator<Top>` is this type, `context.navigator` in the page factory).
///
/// The generated code gives it one method per declared edge of `Top` (`pushAlbum(albumID:animated:)`), which
/// pushes the app's controller and keeps the runtime state in step; the members it builds on are its SPI
/// (`@_spi(ScenecGenerated)`). Methods return nil, and do nothing, once the page or the UI is gone.
@MainActor
public struct SceneUINavigator<Top: ScenePageMarker> {
    /// The scene's root controller.
    public let scene: SceneControllerReference
    /// Where page `Top` is shown.
    public let place: ScenePagePlace

    /// The navigator of the page at `place`, which must be a `Top`.
    @_spi(ScenecGenerated)
    public init(scene: SceneControllerReference, place: ScenePagePlace) {
        self.scene = scene
        self.place = place
    }

    /// The arguments of this page instance (for a page in a pager, its host's of the same name).
    public var arguments: Top.Arguments { Top.Arguments(values: scene.pageArguments.values(at: place)) }

    /// Pushes `Next` with `arguments` on top of this page (the presentations above it are dismissed and the pages
    /// above it popped first; a presented page pushes inside its presentation); the page factory gets them in the
    /// new page's context.
    @_spi(ScenecGenerated)
    public func pushing<Next: ScenePageMarker>(_ arguments: Next.Arguments, animated: Bool) -> SceneUINavigator<Next>? {
        guard let controller = scene.controller else { return nil }
        let values = arguments.pageArguments
        // The controller makes the new page while it pushes: the page's context reads the pending values.
        scene.pageArguments.pending = (Next.pageID, values)
        defer { scene.pageArguments.pending = nil }
        guard let pushed = controller.push(Next.pageID, onTopOf: place, animated: animated) else { return nil }
        scene.pageArguments.set(values, at: pushed)
        return SceneUINavigator<Next>(scene: scene, place: pushed)
    }

    /// Presents `Next` with `arguments` from this page (scene format §10.2): the presentations above this page's
    /// level are dismissed and the pages above it popped first, then `Next` is presented in a push-style
    /// navigation of its own (a page of a pager presents from its host); the page factory gets the arguments in
    /// the new page's context. Nil, and nothing done, when this page is no longer shown.
    @_spi(ScenecGenerated)
    public func presenting<Next: ScenePageMarker>(
        _ arguments: Next.Arguments, animated: Bool
    )
        -> SceneUINavigator<Next>?
    {
        guard let controller = scene.controller else { return nil }
        let values = arguments.pageArguments
        scene.pageArguments.pending = (Next.pageID, values)
        defer { scene.pageArguments.pending = nil }
        guard let presented = controller.present(Next.pageID, from: place, arguments: values, animated: animated)
        else { return nil }
        scene.pageArguments.set(values, at: presented)
        return SceneUINavigator<Next>(scene: scene, place: presented)
    }

    /// Dismisses the presentation that shows this page, and every presentation above it (scene format §10.2);
    /// false, and nothing done, when this page is not in a presentation or is no longer shown.
    @discardableResult
    public func dismiss(animated: Bool = true) -> Bool {
        scene.controller?.dismissPresentation(of: place, animated: animated) ?? false
    }

    /// Pops the pages above this page (and, below a presentation, dismisses the presentations above it); false
    /// when it is no longer shown.
    @discardableResult
    public func popToThisPage(animated: Bool = true) -> Bool {
        scene.controller?.popTo(place, animated: animated) ?? false
    }
}

extension SceneUINavigator where Top: ScenePagerMarker {
    /// Selects a tab of this page's pager; false when the page is no longer shown.
    @discardableResult
    public func selectPagerTab(_ tab: Top.Tab) -> Bool {
        scene.controller?.pager(at: place)?.selectTab(tab.rawValue) ?? false
    }
}

extension SceneUINavigator where Top: SceneHeaderMarker {
    /// Scrolls this page's sticky header to vertical offset `y`, in points.
    @discardableResult
    public func setHeaderOffset(_ y: Double) -> Bool {
        scene.controller?.pager(at: place)?.setHeaderOffset(y) ?? false
    }
}

extension SceneUINavigator where Top: SceneStackMarker {
    /// Pushes `view` onto this page's page stack; throws when the shown view does not declare it.
    public func pushView(_ view: Top.StackView, animated: Bool = true) throws(SceneError) {
        try scene.controller?.pageStack(at: place)?.push(view.rawValue, animated: animated)
    }

    /// Replaces the shown view of this page's page stack by `view`; throws when the shown view does not declare it.
    public func switchView(to view: Top.StackView, animated: Bool = true) throws(SceneError) {
        try scene.controller?.pageStack(at: place)?.switchTo(view.rawValue, animated: animated)
    }
}

/// What the page factory gets with each page it makes (`MusicPageContext<Page>` is this type): where the page is
/// shown, its typed arguments, and the navigator of the running UI from that page.
@MainActor
public struct ScenePageContext<Page: ScenePageMarker> {
    /// The page's tab and instance (`album`, `album#2`; `artist/artistTopSongs` in a pager).
    public let place: ScenePagePlace
    /// The page's arguments, as the push or presentation that made it supplied them (scene format §10.1); a page
    /// in a pager gets its host's of the same name; a tab's root, the attachment page, and a page made by a
    /// navigation script or a swipe get their defaults, `nil`, or (a navigation script's) their type's sample
    /// value.
    public let arguments: Page.Arguments
    /// The navigator from this page.
    public let navigator: SceneUINavigator<Page>

    /// The context of the page at `place`, which must be a `Page`.
    @_spi(ScenecGenerated)
    public init(place: ScenePagePlace, scene: SceneControllerReference) {
        self.place = place
        arguments = Page.Arguments(values: scene.pageArguments.values(at: place))
        navigator = SceneUINavigator(scene: scene, place: place)
    }
}

/// The arguments of the page instances of one scene UI, by tab, navigation instance and generation (a page in a
/// pager shares its host's place in the navigation, so it reads the host's values).
struct ScenePageArgumentTable {
    /// The values of a push in progress: the page it makes gets them.
    var pending: (page: String, values: PageArguments)?
    private var values: [Key: PageArguments] = [:]

    private struct Key: Hashable {
        var tab: Int?
        var instance: String
        var generation: Int
    }

    private static func key(_ place: ScenePagePlace) -> Key {
        Key(tab: place.tab, instance: place.navigationInstance, generation: place.generation)
    }

    /// Records `values` as the arguments of the page instance at `place`.
    mutating func set(_ values: PageArguments, at place: ScenePagePlace) {
        self.values[Self.key(place)] = values
    }

    /// The values of the page instance at `place`: recorded, or pending for the page being pushed (then
    /// recorded), or none.
    mutating func values(at place: ScenePagePlace) -> PageArguments {
        let key = Self.key(place)
        if let recorded = values[key] { return recorded }
        guard let pending, pending.page == place.page.page, place.navigationInstance == place.page.id else {
            return PageArguments()
        }
        values[key] = pending.values
        return pending.values
    }
}
