/// The typed arguments of one page (scene format §10.1): the generated `Arguments` struct of a page that declares
/// any (`MusicPages.Album.Arguments`), or ``NoPageArguments``. It converts to and from the runtime's untyped
/// values, in the page's declaration order.
///
/// Compare, hash and save arguments through ``pageArguments`` (a ``PageArguments``: `Hashable`, `Codable`):
/// `XCTAssertEqual(album.arguments.pageArguments, MusicPages.Album.Arguments(albumID: "7").pageArguments)`. The
/// generated structs are not `Equatable`, `Hashable` or `Codable` themselves: checking those conformances for every
/// page's struct was about a tenth of the time to type-check an app's setup code (issue 43), and the runtime
/// values give the same comparisons and coding.
public protocol ScenePageArguments: Sendable {
    /// The arguments held in `values` (a page instance's, defaults filled in). A value that is missing or of
    /// another type gives the argument's default, `nil` when it is optional, or else its type's sample value
    /// (``ArgumentType/sample``): a page made by a navigation script, which supplies no arguments, gets sample
    /// values, as the generated layout tests do (a swipe's target has no required argument: SC3032).
    init(values: PageArguments)

    /// The arguments as runtime values, in declaration order; an optional argument that is `nil` is absent.
    var pageArguments: PageArguments { get }
}

/// The arguments of a page that declares none.
public struct NoPageArguments: ScenePageArguments, Hashable, Codable {
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

/// What the generated `pageArguments` of an `Arguments` struct is built with: one chain of calls, one per argument,
/// each of a name no other call has (`adding(_:string:)`, `addingIfPresent(_:string:)` for an optional one), which
/// costs the compiler about half of what the `append` statements of `ArgumentValue` cases did (issue 43).
extension PageArguments {
    private func adding(_ name: String, _ value: ArgumentValue) -> PageArguments {
        var copy = self
        copy.append(name, value)
        return copy
    }

    private func addingIfPresent(_ name: String, _ value: ArgumentValue?) -> PageArguments {
        value.map { adding(name, $0) } ?? self
    }

    /// These values and `name`'s `String`.
    @_spi(ScenecGenerated)
    public func adding(_ name: String, string value: String) -> PageArguments { adding(name, .string(value)) }

    /// These values and `name`'s `Int`.
    @_spi(ScenecGenerated)
    public func adding(_ name: String, int value: Int) -> PageArguments { adding(name, .int(value)) }

    /// These values and `name`'s `Double`.
    @_spi(ScenecGenerated)
    public func adding(_ name: String, double value: Double) -> PageArguments { adding(name, .double(value)) }

    /// These values and `name`'s `Bool`.
    @_spi(ScenecGenerated)
    public func adding(_ name: String, bool value: Bool) -> PageArguments { adding(name, .bool(value)) }

    /// These values and `name`'s UUID, spelled by `uuidString`.
    @_spi(ScenecGenerated)
    public func adding(_ name: String, uuid text: String) -> PageArguments { adding(name, .uuid(text)) }

    /// These values and `name`'s URL, spelled by `absoluteString`.
    @_spi(ScenecGenerated)
    public func adding(_ name: String, url text: String) -> PageArguments { adding(name, .url(text)) }

    /// These values and `name`'s list case, by its raw value.
    @_spi(ScenecGenerated)
    public func adding(_ name: String, choice rawValue: String) -> PageArguments { adding(name, .choice(rawValue)) }

    /// These values, and `name`'s `String` when there is one.
    @_spi(ScenecGenerated)
    public func addingIfPresent(_ name: String, string value: String?) -> PageArguments {
        addingIfPresent(name, value.map(ArgumentValue.string))
    }

    /// These values, and `name`'s `Int` when there is one.
    @_spi(ScenecGenerated)
    public func addingIfPresent(_ name: String, int value: Int?) -> PageArguments {
        addingIfPresent(name, value.map(ArgumentValue.int))
    }

    /// These values, and `name`'s `Double` when there is one.
    @_spi(ScenecGenerated)
    public func addingIfPresent(_ name: String, double value: Double?) -> PageArguments {
        addingIfPresent(name, value.map(ArgumentValue.double))
    }

    /// These values, and `name`'s `Bool` when there is one.
    @_spi(ScenecGenerated)
    public func addingIfPresent(_ name: String, bool value: Bool?) -> PageArguments {
        addingIfPresent(name, value.map(ArgumentValue.bool))
    }

    /// These values, and `name`'s UUID (its `uuidString`) when there is one.
    @_spi(ScenecGenerated)
    public func addingIfPresent(_ name: String, uuid text: String?) -> PageArguments {
        addingIfPresent(name, text.map(ArgumentValue.uuid))
    }

    /// These values, and `name`'s URL (its `absoluteString`) when there is one.
    @_spi(ScenecGenerated)
    public func addingIfPresent(_ name: String, url text: String?) -> PageArguments {
        addingIfPresent(name, text.map(ArgumentValue.url))
    }

    /// These values, and `name`'s list case (its raw value) when there is one.
    @_spi(ScenecGenerated)
    public func addingIfPresent(_ name: String, choice rawValue: String?) -> PageArguments {
        addingIfPresent(name, rawValue.map(ArgumentValue.choice))
    }
}
