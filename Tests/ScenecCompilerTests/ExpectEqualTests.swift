import ScenecExpectations
import Testing

/// `expectEqual`, the tests' equality expectation (ScenecExpectations): silent on equal values; on different ones, one
/// issue at the caller's line with both values and the comment.
@Suite struct ExpectEqualTests {
    @Test func equalValuesRecordNothing() {
        expectEqual([1, 2], [1, 2])
        expectEqual("a" as String?, "a", "never evaluated: \(Self.unreachable())")
    }

    @Test func differentValuesRecordOneIssueAtTheCallersLine() {
        let line = #line + 2
        withKnownIssue {
            expectEqual("scene", "Scene", "the name's case")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text == "Expectation failed: \"scene\" == \"Scene\"\nthe name's case"
                && issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "ExpectEqualTests.swift"
        }
    }

    static func unreachable() -> String {
        Issue.record("the comment of a passing expectation was evaluated")
        return ""
    }
}
