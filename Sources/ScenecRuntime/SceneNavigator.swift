/// The typed arguments of one page (scene format §10.1): the generated `Arguments` struct of a page that declares
/// any (`MusicPages.Album.Arguments`), or ``NoPageArguments``. It converts to and from the runtime's untyped
/// values, in the page's declaration order.
public protocol ScenePageArguments: Codable, Hashable, Sendable {
    /// The arguments held in `values` (a page instance's, defaults filled in). A value that is missing or of
    /// another type gives the argument's default, `nil` when it is optional, or else its type's sample value
    /// (``ArgumentType/sample``): a page made by a navigation script, which supplies no arguments, gets sample
    /// values, as the generated layout tests do (a swipe's target has no required argument: SC3032).
    init(values: PageArguments)

    /// The arguments as runtime values, in declaration order; an optional argument that is `nil` is absent.
    var pageArguments: PageArguments { get }
}

extension ScenePageArguments {
    /// Decodes the arguments as ``PageArguments`` encodes them (names and runtime values), so every page's arguments
    /// are saved alike and a generated struct needs no synthesized coding of its own.
    public init(from decoder: any Decoder) throws {
        self.init(values: try PageArguments(from: decoder))
    }

    /// Encodes ``pageArguments``.
    public func encode(to encoder: any Encoder) throws {
        try pageArguments.encode(to: encoder)
    }
}

/// The arguments of a page that declares none.
public struct NoPageArguments: ScenePageArguments {
    /// No arguments.
    public init() {}

    /// No arguments, whatever `values` holds.
    public init(values: PageArguments) {}

    /// Empty.
    public var pageArguments: PageArguments { PageArguments() }
}

extension PageArguments {

    /// The text of `name` when it is a `String` value.
    public func string(_ name: String) -> String? {
        if case .string(let text) = self[name] { return text }
        return nil
    }

    /// The value of `name` when it is an `Int`.
    public func int(_ name: String) -> Int? {
        if case .int(let value) = self[name] { return value }
        return nil
    }

    /// The value of `name` when it is a `Double`.
    public func double(_ name: String) -> Double? {
        if case .double(let value) = self[name] { return value }
        return nil
    }

    /// The value of `name` when it is a `Bool`.
    public func bool(_ name: String) -> Bool? {
        if case .bool(let value) = self[name] { return value }
        return nil
    }

    /// The text of `name` when it is a UUID value.
    public func uuid(_ name: String) -> String? {
        if case .uuid(let text) = self[name] { return text }
        return nil
    }

    /// The text of `name` when it is a URL value.
    public func url(_ name: String) -> String? {
        if case .url(let text) = self[name] { return text }
        return nil
    }

    /// The string of `name` when it is one of a list type's strings.
    public func choice(_ name: String) -> String? {
        if case .choice(let text) = self[name] { return text }
        return nil
    }

    // The readers of generated `Arguments` structs, each a plain call with a typed fallback (no `??` to resolve).

    /// The text of `name`, or `fallback`.
    public func string(_ name: String, else fallback: String) -> String { string(name) ?? fallback }

    /// The `Int` of `name`, or `fallback`.
    public func int(_ name: String, else fallback: Int) -> Int { int(name) ?? fallback }

    /// The `Double` of `name`, or `fallback`.
    public func double(_ name: String, else fallback: Double) -> Double { double(name) ?? fallback }

    /// The `Bool` of `name`, or `fallback`.
    public func bool(_ name: String, else fallback: Bool) -> Bool { bool(name) ?? fallback }

    /// The case of `Choice` that `name` holds, if any.
    public func choice<Choice: RawRepresentable>(_ name: String, as type: Choice.Type) -> Choice?
    where Choice.RawValue == String {
        choice(name).flatMap(Choice.init(rawValue:))
    }

    /// The case of `Choice` that `name` holds, or `fallback`.
    public func choice<Choice: RawRepresentable>(_ name: String, else fallback: Choice) -> Choice
    where Choice.RawValue == String {
        choice(name, as: Choice.self) ?? fallback
    }

    /// Adds `value` under `name` after the values held.
    public mutating func append(_ name: String, _ value: ArgumentValue) {
        self = PageArguments(values.map { ($0.name, $0.value) } + [(name, value)])
    }
}

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

    /// The container, for the generated methods of pages with a pager, a header or a page stack.
    @_spi(ScenecGenerated)
    public var declaredContainer: SceneContainer {
        get { container }
        set { container = newValue }
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
