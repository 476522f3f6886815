import ScenecDiagnostics
import ScenecRuntime
import ScenecSyntax

// MARK: - Links (spec section 10.3)

extension Lowering {
    /// `links: [{url, path, name}]`: each url parsed as a `LinkPattern` (SC2060 for each problem, located inside
    /// the url) and each path cut into steps (SC2061). References to pages are resolved by the checker.
    mutating func lowerLinks(_ fields: Fields) -> [Link] {
        guard let entry = fields.entry("links"),
            let items = list(entry.value, key: "links", minItems: 0, noun: "link")
        else { return [] }
        var links: [Link] = []
        for item in items {
            guard let link = self.fields(of: item, table: SceneSchema.link, what: "each item of 'links'"),
                let urlNode = link.node("url"), let url = string(urlNode, what: "'url'"),
                let pathNode = link.node("path"), let path = string(pathNode, what: "'path'")
            else { continue }
            let name = identifier(link, "name")
            let urlStart = verbatimStart(of: urlNode)
            let pathStart = verbatimStart(of: pathNode)
            var lowered = Link(
                url: url, pattern: nil, path: path, steps: [], name: name, range: item.range, urlValueStart: urlStart)
            do {
                lowered.pattern = try LinkPattern(parsing: url.value)
            } catch {
                for problem in error.problems {
                    emit(
                        .invalidLinkPattern(
                            problem, url: url, at: lowered.urlRange(offset: problem.offset, length: problem.length)))
                }
            }
            lowered.steps = linkSteps(path, valueStart: pathStart)
            links.append(lowered)
        }
        return links
    }

    /// The file offset of a scalar's first value byte when its value is written verbatim (plain, or quoted with
    /// no escape), else nil.
    private func verbatimStart(of node: SyntaxNode) -> Int? {
        guard case .scalar(let scalar) = node else { return nil }
        let value = scalar.value
        let written = file.text(in: scalar.range)
        if written == value { return scalar.range.start }
        if written.utf8.count == value.utf8.count + 2, written.dropFirst().dropLast() == Substring(value) {
            return scalar.range.start + 1
        }
        return nil
    }

    /// The steps of a path `home,album|share` (spaces around a step are ignored); empty, after reporting SC2061,
    /// when a step is empty or not an identifier.
    private mutating func linkSteps(_ path: Located<String>, valueStart: Int?) -> [LinkStep] {
        func range(_ offset: Int, _ length: Int) -> SourceRange {
            guard let valueStart else { return path.range }
            return SourceRange(start: valueStart + offset, end: valueStart + offset + length)
        }
        let bytes = Array(path.value.utf8)
        var steps: [LinkStep] = []
        var start = 0
        var separator: (offset: Int, isPresentation: Bool)?
        var valid = true
        var index = 0
        while index <= bytes.count {
            let byte = index < bytes.count ? bytes[index] : nil
            guard byte == nil || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "|") else {
                index += 1
                continue
            }
            var first = start
            var last = index
            while first < last, bytes[first] == UInt8(ascii: " ") { first += 1 }
            while last > first, bytes[last - 1] == UInt8(ascii: " ") { last -= 1 }
            let text = String(decoding: bytes[first..<last], as: UTF8.self)
            if first == last {
                // An empty step: the separator after it (or, at the end, the one before it) is extra.
                let extra = byte != nil ? index : separator?.offset
                emit(
                    .invalidLinkPath(
                        path,
                        problem: byte == nil && separator == nil
                            ? "the path is empty" : "the path has an empty step",
                        at: range(first, 0), removing: extra.map { range($0, 1) }))
                valid = false
            } else if !SwiftNames.isIdentifier(text) {
                emit(
                    .invalidLinkPath(
                        path, problem: "'\(text)' is not a page id", at: range(first, last - first), removing: nil))
                valid = false
            } else {
                steps.append(
                    LinkStep(
                        page: Located(PageID(text), at: range(first, last - first)),
                        isPresentation: separator?.isPresentation ?? false,
                        separator: separator.map { range($0.offset, 1) }))
            }
            if let byte { separator = (index, byte == UInt8(ascii: "|")) }
            start = index + 1
            index += 1
            if !valid { break }
        }
        return valid ? steps : []
    }
}

extension Diagnostic {
    /// The underline's words for a problem of a link pattern.
    static func label(_ kind: LinkPatternProblem.Kind) -> String {
        switch kind {
        case .missingScheme: "no scheme"
        case .missingSlashes: "expected '//' after the scheme"
        case .missingHost: "no host"
        case .badHost: "not allowed in a host"
        case .emptySegment: "empty segment"
        case .trailingSlash: "trailing '/'"
        case .dotSegment: "'.' or '..' segment"
        case .emptyPlaceholder: "empty placeholder"
        case .badPlaceholderName: "not an argument name"
        case .unbalancedBrace: "unbalanced brace"
        case .placeholderInsideLiteral: "placeholder inside a segment"
        case .duplicatePlaceholder: "placeholder used twice"
        case .badCharacter: "must be percent-encoded"
        case .badEscape: "bad percent escape"
        case .fragment: "fragment"
        case .emptyQueryItem: "empty query item"
        case .badQueryItem: "query item without 'key='"
        case .queryValueNotPlaceholder: "query value is not a placeholder"
        case .duplicateQueryKey: "query key used twice"
        }
    }

    /// SC2060: a problem that makes a `url` no link pattern.
    static func invalidLinkPattern(
        _ problem: LinkPatternProblem, url: Located<String>, at range: SourceRange
    ) -> Diagnostic {
        Diagnostic(
            .invalidLinkPattern, "the link url '\(url.value)' is not a URL pattern: \(problem.message)", at: range,
            label: label(problem.kind),
            help: [
                "a link's url is scheme://host, then '/'-separated literal segments or {argument} segments, then "
                    + "optionally ?key={argument}&... (section 10.3)"
            ])
    }

    /// SC2061: a `path` that is not page ids joined by `,` and `|`.
    static func invalidLinkPath(
        _ path: Located<String>, problem: String, at range: SourceRange, removing extra: SourceRange?
    ) -> Diagnostic {
        Diagnostic(
            .invalidLinkPath, "the link path '\(path.value)' is malformed: \(problem)", at: range,
            label: "expected a page id",
            help: ["a path is page ids joined by ',' (a push) and '|' (a presentation): home,album|share"],
            fixIts: extra.map { [FixIt("remove the extra separator", replacing: $0, with: "")] } ?? [])
    }
}
