import Foundation
import ScenecDiagnostics
import ScenecExpectations
import ScenecSyntax
import ScenecTestSupport
import Testing

/// Runs every case of the official YAML test suite (vendored in `Fixtures/yaml-test-suite`, next
/// to this file; 402 cases, 94 of them marked `error`) through `SyntaxParser.parse`.
///
/// Each case falls in exactly one category (`YAMLSuiteOutcome`):
/// - a valid case **loads** (a tree, with no error), or is **rejected for an unsupported
///   feature** (SC1011–SC1015, SC1019: a tree is still returned, with the error), or is
///   **rejected by libyaml** (no tree), which must be listed in `libyamlRejectsValid`;
/// - an error case is **rejected** with a located SC1xxx error, or **accepted** because
///   libyaml 0.2.5 accepts it, which must be listed in `libyamlAcceptsInvalid`.
///
/// The exception tables and the counts are asserted exactly, so a case that moves between
/// categories (a libyaml upgrade, a change in the syntax stage) fails the test. Every loaded
/// case's tree must also give the suite's expected events (`test.event`), except the few listed
/// in `libyamlEventDifferences`.
@Suite struct YAMLTestSuiteTests {
    /// The suite's folder, relative to the repository root (see its README.md and LICENSE).
    static let suitePath = "Tests/ScenecSyntaxTests/Fixtures/yaml-test-suite"

    /// Where the suite is: in the repository, so a fresh clone has it.
    static let suiteDirectory = URL(filePath: Paths.repositoryRoot(from: #filePath)).appending(path: suitePath)

    /// Every case of the suite. A missing suite fails the calling test (never skips it): the
    /// fixtures are part of the repository, so their absence is a broken checkout.
    static func suiteCases() throws -> [YAMLSuiteCase] {
        try #require(
            FileManager.default.fileExists(atPath: suiteDirectory.appending(path: "LICENSE").path),
            """
            the YAML test suite is missing: expected its case folders (each with in.yaml, ===, \
            test.event and, for invalid cases, error) and its LICENSE in \(suitePath) \
            (\(suiteDirectory.path)); restore them with git checkout -- \(suitePath)
            """)
        return try YAMLSuiteCase.all(in: suiteDirectory)
    }

    /// The codes of the YAML features scenec rejects on purpose, though the YAML is valid.
    static let unsupportedFeatureCodes: Set<DiagnosticCode> = [
        .anchorNotSupported, .aliasNotSupported, .tagNotSupported, .mergeKeyNotSupported, .multipleDocuments,
        .nonScalarKey,
    ]

    /// Valid YAML 1.2 that libyaml 0.2.5 (a YAML 1.1-era parser) rejects, with the reason.
    static let libyamlRejectsValid: [String: String] = [
        // Empty keys (`: value`, `? ` with nothing) and keys libyaml cannot scan.
        "2JQS": "empty (null) keys in a block mapping",
        "6M2F": "an explicit key that is an alias followed by an empty key",
        "M2N8/00": "an explicit key `? ` whose content is an implicit empty mapping",
        "NHX8": "a mapping with an empty key",
        "NKF9": "empty keys in block and flow mappings",
        "S3PD": "an empty key in an implicit block mapping entry",
        "SM9W/01": "a stream of a single `:` (an empty key with an empty value)",
        "UKK6/00": "a `::` that YAML 1.2 reads as a key `:` with an empty value",
        // Directives.
        "2LFX": "a reserved directive (`%FOO`), which YAML 1.2 says to ignore",
        "6LVF": "a reserved directive (`%FOO`), which YAML 1.2 says to ignore",
        "MUS6/05": "a reserved directive (`%YAMLL`)",
        "MUS6/06": "a reserved directive (`%YAMLL`) with a comment",
        "BEC7": "`%YAML 1.3`, which YAML 1.2 says to accept with a warning",
        "W4TN": "a `%` line inside a document after `...`, read as a directive",
        // Anchor and alias names: libyaml allows only letters, digits, `-` and `_`.
        "2SXE": "an anchor name containing `:`",
        "8XYN": "an anchor name containing a non-ASCII character",
        "W5VH": "an alias name containing punctuation",
        // Flow collections: YAML 1.2's rules for keys and `:` in flow context.
        "4ABK": "a flow mapping entry with an empty value and a plain key containing `:`",
        "4MUZ/00": "a flow mapping `:` on the line after its key",
        "4MUZ/01": "a flow mapping `:` on the line after its key",
        "4MUZ/02": "a flow mapping `:` on the line after its key",
        "58MP": "a flow mapping entry `{x: :x}`, a plain scalar starting with `:`",
        "5MUD": "a flow mapping `:` and adjacent value on the line after a quoted key",
        "5T43": "a `:` adjacent to a quoted key, followed by a plain scalar starting with `:`",
        "9SA2": "a multi-line double-quoted implicit key in a flow mapping",
        "CFD4": "an empty implicit key in a single-pair flow sequence entry",
        "DBG4": "plain scalars starting with `:` in a flow sequence",
        "FRK4": "completely empty flow nodes (`? : x`, `: `)",
        "HM87/00": "a flow scalar starting with `:`",
        "K3WX": "a flow mapping `:` on a later line after a comment",
        "NJ66": "a multi-line plain implicit key in a flow mapping",
        "UT92": "a flow mapping `:` on the line after its key, inside an explicit document",
        "VJP3/01": "a flow mapping spread over lines with its `:` on a new line",
        // Tabs as separation white space.
        "6BCT": "tabs as separation white space after `-` and `:`",
        "6CA3": "a tab before a top-level flow collection",
        "A2M4": "a tab after a block sequence indicator",
        "DK95/00": "a tab before a value on an indented line",
        "DK95/03": "a tab before a mapping key on an indented line",
        "DK95/04": "a tab inside a plain scalar's continuation line",
        "Q5MG": "a tab at the start of a line followed by a flow mapping",
        "Y79Y/010": "a tab after a `-` before a sequence entry",
        "96NN/00": "a tab as leading content in a literal block scalar",
        "96NN/01": "a tab as leading content in a literal block scalar",
        "R4YG": "a tab as leading content in a block scalar with an indentation indicator",
        "Y79Y/001": "a tab as the first character of a block scalar's content",
        // Documents.
        "7Z25": "a bare document after a `...` document end marker",
        "M7A3": "bare documents after `...`",
        "DK3J": "a zero-indented top-level block scalar with a line that looks like a comment",
        "FP8R": "a zero-indented top-level block scalar",
        "HWV9": "a stream of only a `...` document end marker",
        "QT73": "a comment followed by a `...` document end marker",
    ]

    /// Invalid YAML that libyaml 0.2.5 accepts (and scenec then loads), with the reason.
    /// Invalid cases that libyaml accepts but scenec rejects anyway (for a second document)
    /// are not listed: they are rejected with a located SC1xxx error.
    static let libyamlAcceptsInvalid: [String: String] = [
        "9C9N": "a flow sequence indented less than its parent key",
        "9JBA": "a comment with no space after a flow sequence's `]`",
        "CVW2": "a comment with no space after a flow sequence's `,`",
        "DK95/01": "a tab that looks like indentation before a mapping value",
        "G5U8": "plain `-` entries inside a flow sequence",
        "MUS6/00": "a `%YAML` directive with a trailing comment and no space (`1.1#...`)",
        "QB6E": "a multi-line double-quoted scalar indented less than its key",
        "S98Z": "a block scalar whose first content line has fewer spaces than a leading empty line",
        "SU5Z": "a comment with no space after a double-quoted scalar",
        "X4QW": "a comment with no space after a block scalar indicator",
        "Y79Y/003": "a tab as indentation before a flow sequence's `-`",
        "YJV2": "a plain `-` entry inside a flow sequence",
    ]

    /// Loaded valid cases whose tree differs from the suite's `test.event`, with the reason.
    static let libyamlEventDifferences: [String: String] = [
        "652Z": "libyaml reads `?foo` in a flow mapping as an explicit key `foo`, not the plain scalar `?foo`",
        "HM87/01": "libyaml reads `[?x]` as a single-pair mapping `{x: null}`, not the plain scalar `?x`",
        "JEF9/02": "libyaml drops the final line break of a kept (`|+`) block scalar at the end of the stream",
        "L24T/01": "libyaml drops the final line break after a trailing line of spaces in a literal scalar",
    ]

    /// The number of cases in each category, asserted exactly so that a change of behaviour fails (CONTRIBUTING.md,
    /// "Hostile input").
    static let expectedCounts = YAMLSuiteCounts(
        validLoaded: 180, validUnsupported: 77, validRejectedByLibYAML: 51, errorRejected: 82,
        errorAcceptedByLibYAML: 12)

    /// How many valid cases are rejected with each unsupported-feature code (a case can have
    /// several; YAML 1.2 has no merge keys, so SC1014 never appears).
    static let expectedUnsupportedByCode: [DiagnosticCode: Int] = [
        .anchorNotSupported: 29, .aliasNotSupported: 13, .tagNotSupported: 37, .multipleDocuments: 14,
        .nonScalarKey: 14,
    ]

    @Test func everyCaseIsClassifiedAsDocumented() throws {
        let cases = try Self.suiteCases()
        expectEqual(cases.count, 402)
        expectEqual(cases.filter(\.isError).count, 94)

        var counts = YAMLSuiteCounts()
        var rejectedValid: Set<String> = []
        var acceptedInvalid: Set<String> = []
        var unsupportedByCode: [DiagnosticCode: Int] = [:]
        for suiteCase in cases {
            let outcome = suiteCase.parse()
            for diagnostic in outcome.diagnostics {
                #expect(
                    outcome.file.contains(diagnostic.range),
                    "\(suiteCase.id): \(diagnostic.code.rawValue) at \(diagnostic.range) is outside the file")
            }
            switch suiteCase.classify(outcome) {
            case .validLoaded:
                counts.validLoaded += 1
                #expect(
                    outcome.errors.isEmpty, "\(suiteCase.id) (\(suiteCase.title)) loaded with errors: \(outcome.errors)"
                )
            case .validUnsupported(let codes):
                counts.validUnsupported += 1
                for code in codes { unsupportedByCode[code, default: 0] += 1 }
            case .validRejectedByLibYAML:
                counts.validRejectedByLibYAML += 1
                rejectedValid.insert(suiteCase.id)
                #expect(
                    outcome.locatedSyntaxError != nil,
                    "\(suiteCase.id): rejected without a located SC1xxx error: \(outcome.diagnostics)")
            case .errorRejected:
                counts.errorRejected += 1
            case .errorAcceptedByLibYAML:
                counts.errorAcceptedByLibYAML += 1
                acceptedInvalid.insert(suiteCase.id)
            }
        }
        print("YAML test suite: \(counts)")
        print(
            "valid cases rejected per unsupported feature:",
            unsupportedByCode.sorted { $0.key < $1.key }.map { "\($0.key.rawValue): \($0.value)" }.joined(
                separator: ", "))

        let expectedRejected = Set(Self.libyamlRejectsValid.keys)
        expectEqual(
            rejectedValid, expectedRejected,
            """
            valid cases newly rejected: \(rejectedValid.subtracting(expectedRejected).sorted()); \
            listed but no longer rejected: \(expectedRejected.subtracting(rejectedValid).sorted())
            """)
        let expectedAccepted = Set(Self.libyamlAcceptsInvalid.keys)
        expectEqual(
            acceptedInvalid, expectedAccepted,
            """
            invalid cases newly accepted: \(acceptedInvalid.subtracting(expectedAccepted).sorted()); \
            listed but now rejected: \(expectedAccepted.subtracting(acceptedInvalid).sorted())
            """)
        expectEqual(counts, Self.expectedCounts)
        expectEqual(unsupportedByCode, Self.expectedUnsupportedByCode)
        expectEqual(counts.total, cases.count)
    }

    @Test func loadedCasesHaveTheSuitesEvents() throws {
        var compared = 0
        var differing: Set<String> = []
        for suiteCase in try Self.suiteCases() {
            let parsed = suiteCase.parse()
            guard suiteCase.classify(parsed) == .validLoaded, let tree = parsed.tree else { continue }
            compared += 1
            let expected = suiteCase.expectedEvents
            let actual = YAMLSuiteCase.events(of: tree)
            if actual != expected {
                differing.insert(suiteCase.id)
                if Self.libyamlEventDifferences[suiteCase.id] == nil {
                    Issue.record("\(suiteCase.id) (\(suiteCase.title)): events \(actual), expected \(expected)")
                }
            }
        }
        expectEqual(compared, Self.expectedCounts.validLoaded)
        expectEqual(differing, Set(Self.libyamlEventDifferences.keys))
    }

    @Test func theExceptionTablesGiveAReasonForEveryCase() {
        for (id, reason) in Self.libyamlRejectsValid.merging(Self.libyamlAcceptsInvalid, uniquingKeysWith: { $1 }) {
            #expect(!reason.isEmpty, "\(id) has no reason")
        }
        #expect(Set(Self.libyamlRejectsValid.keys).isDisjoint(with: Self.libyamlAcceptsInvalid.keys))
        expectEqual(Self.libyamlRejectsValid.count, Self.expectedCounts.validRejectedByLibYAML)
        expectEqual(Self.libyamlAcceptsInvalid.count, Self.expectedCounts.errorAcceptedByLibYAML)
        #expect(Self.libyamlEventDifferences.values.allSatisfy { !$0.isEmpty })
    }
}

/// How many suite cases fall in each category of `YAMLSuiteOutcome`.
struct YAMLSuiteCounts: Hashable, CustomStringConvertible {
    var validLoaded = 0
    var validUnsupported = 0
    var validRejectedByLibYAML = 0
    var errorRejected = 0
    var errorAcceptedByLibYAML = 0

    /// Every case counted.
    var total: Int { validLoaded + validUnsupported + validRejectedByLibYAML + errorRejected + errorAcceptedByLibYAML }

    var description: String {
        """
        \(validLoaded) valid loaded, \(validUnsupported) valid rejected for an unsupported feature, \
        \(validRejectedByLibYAML) valid rejected by libyaml, \(errorRejected) invalid rejected, \
        \(errorAcceptedByLibYAML) invalid accepted by libyaml
        """
    }
}

/// The category of one suite case's result.
enum YAMLSuiteOutcome: Hashable {
    case validLoaded
    case validUnsupported(Set<DiagnosticCode>)
    case validRejectedByLibYAML
    case errorRejected
    case errorAcceptedByLibYAML
}

/// One case of the YAML test suite: a folder with `in.yaml`, `===` and maybe `error`.
struct YAMLSuiteCase {
    /// The case id: the folder name, with `/NN` for the numbered cases of a multi-case id.
    var id: String
    /// The case's title (`===`).
    var title: String
    /// Whether the input must be rejected (an `error` file is present).
    var isError: Bool
    /// The bytes of `in.yaml`.
    var bytes: [UInt8]
    /// The text of `test.event` (the expected parse events, one a line).
    var eventText: String

    /// What `SyntaxParser.parse` made of a case.
    struct Parsed {
        var file: SourceFile
        var tree: SyntaxNode?
        var diagnostics: [Diagnostic]

        var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

        /// An SC1xxx error whose range lies inside the file, if any.
        var locatedSyntaxError: Diagnostic? {
            errors.first { $0.code.rawValue.hasPrefix("SC1") && file.contains($0.range) }
        }
    }

    /// Every case under `directory`, sorted by id.
    static func all(in directory: URL) throws -> [YAMLSuiteCase] {
        let manager = FileManager.default
        var cases: [YAMLSuiteCase] = []
        for name in try manager.contentsOfDirectory(atPath: directory.path).sorted() {
            let folder = directory.appending(path: name)
            if manager.fileExists(atPath: folder.appending(path: "in.yaml").path) {
                cases.append(try YAMLSuiteCase(id: name, folder: folder))
                continue
            }
            guard let subfolders = try? manager.contentsOfDirectory(atPath: folder.path) else { continue }
            for sub in subfolders.sorted()
            where manager.fileExists(atPath: folder.appending(path: "\(sub)/in.yaml").path) {
                cases.append(try YAMLSuiteCase(id: "\(name)/\(sub)", folder: folder.appending(path: sub)))
            }
        }
        return cases
    }

    init(id: String, folder: URL) throws {
        self.id = id
        title =
            (try? String(contentsOf: folder.appending(path: "==="), encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        isError = FileManager.default.fileExists(atPath: folder.appending(path: "error").path)
        bytes = Array(try Data(contentsOf: folder.appending(path: "in.yaml")))
        eventText = (try? String(contentsOf: folder.appending(path: "test.event"), encoding: .utf8)) ?? ""
    }

    /// The suite's expected events without the stream and document events, each as
    /// `+MAP`, `-MAP`, `+SEQ`, `-SEQ` or `=VAL <style><escaped value>` (anchors, tags and
    /// the `{}`/`[]` flow markers dropped). An empty stream is YAML's null: `=VAL :`.
    var expectedEvents: [String] {
        var events: [String] = []
        for line in eventText.split(separator: "\n") {
            if line.hasPrefix("+MAP") || line.hasPrefix("+SEQ") {
                events.append(String(line.prefix(4)))
            } else if line == "-MAP" || line == "-SEQ" {
                events.append(String(line))
            } else if line.hasPrefix("=VAL ") {
                var rest = line.dropFirst(5)
                while rest.first == "&" || rest.first == "<" {
                    rest = rest.drop { $0 != " " }.dropFirst()
                }
                events.append("=VAL " + rest)
            }
        }
        return events.isEmpty && !eventText.contains("+DOC") ? ["=VAL :"] : events
    }

    /// `tree` as the suite's events (see `expectedEvents`), in document order, without recursion.
    static func events(of tree: SyntaxNode) -> [String] {
        enum Step {
            case node(SyntaxNode)
            case end(String)
        }
        var events: [String] = []
        var pending: [Step] = [.node(tree)]
        while let step = pending.popLast() {
            switch step {
            case .end(let event):
                events.append(event)
            case .node(.scalar(let scalar)):
                events.append(scalarEvent(scalar))
            case .node(.invalid):
                events.append("=ALI")
            case .node(.sequence(let sequence)):
                events.append("+SEQ")
                pending.append(.end("-SEQ"))
                pending += sequence.items.reversed().map { .node($0) }
            case .node(.mapping(let mapping)):
                events.append("+MAP")
                pending.append(.end("-MAP"))
                for entry in mapping.entries.reversed() {
                    pending.append(.node(entry.value))
                    pending.append(.node(.scalar(entry.key)))
                }
            }
        }
        return events
    }

    /// A scalar as the suite writes it: `=VAL `, the style (`:'"|>`), the escaped value.
    static func scalarEvent(_ scalar: ScalarNode) -> String {
        let style =
            switch scalar.style {
            case .plain: ":"
            case .singleQuoted: "'"
            case .doubleQuoted: "\""
            case .literal: "|"
            case .folded: ">"
            }
        var escaped = ""
        for character in scalar.value.unicodeScalars {
            switch character {
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case "\u{8}": escaped += "\\b"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return "=VAL " + style + escaped
    }

    /// Parses `in.yaml` with the standard limits.
    func parse() -> Parsed {
        let file = SourceFile(path: "\(id)/in.yaml", bytes: bytes)
        var bag = DiagnosticBag()
        let tree = SyntaxParser.parse(file, diagnostics: &bag)
        return Parsed(file: file, tree: tree, diagnostics: bag.sorted())
    }

    /// The category of `parsed` (see `YAMLTestSuiteTests`).
    func classify(_ parsed: Parsed) -> YAMLSuiteOutcome {
        if isError {
            return parsed.locatedSyntaxError == nil ? .errorAcceptedByLibYAML : .errorRejected
        }
        if parsed.tree == nil { return .validRejectedByLibYAML }
        let unsupported = Set(parsed.errors.map(\.code)).intersection(YAMLTestSuiteTests.unsupportedFeatureCodes)
        return unsupported.isEmpty ? .validLoaded : .validUnsupported(unsupported)
    }
}
