public import ScenecDiagnostics
public import ScenecRuntime

/// One item of the top-level `links` (scene format §10.3): a URL pattern and the navigation state it opens.
public struct Link: Sendable, Hashable {
    /// The `url` as written (the value, quotes removed).
    public var url: Located<String>
    /// The parsed pattern; nil when the `url` is not a link pattern (SC2060 was reported).
    public var pattern: LinkPattern?
    /// The `path` as written.
    public var path: Located<String>
    /// The path's steps, the entry page first; empty when the `path` is malformed (SC2061 was reported).
    public var steps: [LinkStep]
    /// The explicit `name`, if written.
    public var name: Located<String>?
    /// The whole item.
    public var range: SourceRange
    /// The file offset of the `url` value's first byte, when the value is written verbatim (plain, or quoted
    /// without escapes), so that a part of the pattern can be located; nil otherwise.
    public var urlValueStart: Int?

    /// Creates a link.
    public init(
        url: Located<String>, pattern: LinkPattern?, path: Located<String>, steps: [LinkStep],
        name: Located<String>?, range: SourceRange, urlValueStart: Int?
    ) {
        self.url = url
        self.pattern = pattern
        self.path = path
        self.steps = steps
        self.name = name
        self.range = range
        self.urlValueStart = urlValueStart
    }

    /// The range of the pattern's bytes `offset..<offset + length` in the file, or the whole `url` when the value
    /// is not written verbatim.
    public func urlRange(offset: Int, length: Int) -> SourceRange {
        guard let start = urlValueStart else { return url.range }
        return SourceRange(start: start + offset, end: start + offset + length)
    }

    /// The range of a placeholder (`{name}`, braces included) in the file.
    public func placeholderRange(_ name: String) -> SourceRange {
        guard let span = pattern?.placeholderSpans[name] else { return url.range }
        return urlRange(offset: span.lowerBound, length: span.count)
    }

    /// The page ids of the path, in order.
    public var pages: [PageID] { steps.map(\.page.value) }
}

/// One step of a link's path: a page, and how it is reached from the step before it.
public struct LinkStep: Sendable, Hashable {
    /// The page, located inside the `path`.
    public var page: Located<PageID>
    /// True when a `|` comes before it (a presentation), false for `,` (a push) and for the first step.
    public var isPresentation: Bool
    /// The separator before it; nil for the first step.
    public var separator: SourceRange?

    /// Creates a step.
    public init(page: Located<PageID>, isPresentation: Bool, separator: SourceRange?) {
        self.page = page
        self.isPresentation = isPresentation
        self.separator = separator
    }
}

extension Link {
    /// The case name of each link (§10.3): its `name`, or the last page's member name; when two links would get the
    /// same default name, each of them joins the page before the last and the last (`artistAlbum`).
    public static func caseNames(of links: [Link]) -> [String] {
        func lastName(_ link: Link) -> String {
            SwiftNames.memberName(link.steps.last?.page.value.rawValue ?? "link")
        }
        var defaultCounts: [String: Int] = [:]
        for link in links where link.name == nil { defaultCounts[lastName(link), default: 0] += 1 }
        return links.map { link in
            if let name = link.name { return name.value }
            let last = lastName(link)
            guard defaultCounts[last, default: 0] > 1, link.steps.count > 1 else { return last }
            let before = link.steps[link.steps.count - 2].page.value.rawValue
            return SwiftNames.memberName(before)
                + SwiftNames.typeName(link.steps[link.steps.count - 1].page.value.rawValue)
        }
    }
}

extension Link {
    /// The link's route in `scene`: each placeholder with the argument of its name of the path's pages (a query
    /// item may be absent when every argument it binds is optional or defaulted); nil when the url or path is
    /// malformed or a placeholder binds nothing. The checker reports why (SC2060-SC3064); on a checked scene this
    /// is the route the checker compared.
    public func route(in scene: Scene) -> LinkRoute? {
        guard let pattern else { return nil }
        let pages = steps.compactMap { scene.page($0.page.value) }
        let queryNames = Set(pattern.queryItems.map(\.placeholder))
        var arguments: [String: LinkArgument] = [:]
        for name in pattern.placeholders {
            let bound = pages.compactMap { page in page.arguments.first { $0.name.value == name } }
            guard let first = bound.first else { return nil }
            let mayBeAbsent = queryNames.contains(name) && bound.allSatisfy { !$0.isRequired }
            arguments[name] = LinkArgument(first.type.value, isOptional: mayBeAbsent)
        }
        return try? LinkRoute(pattern: pattern, arguments: arguments)
    }
}
