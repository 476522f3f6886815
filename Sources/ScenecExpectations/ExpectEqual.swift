public import Testing

/// `#expect(actual == expected)` as a function: fails the current test at the caller's line, with both values, when
/// they differ.
///
/// Each `#expect` expands into a generic call with closures that the compiler type-checks and lowers at every use:
/// about 10 to 30 ms of a debug build each, four thousand of them in this package's tests (Benchmarks/README.md, the
/// test suite's time). This function is compiled once; an equality is the most common expectation.
public func expectEqual<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    guard actual != expected else { return }
    var text = "Expectation failed: \(String(reflecting: actual)) == \(String(reflecting: expected))"
    if let comment = comment() { text += "\n" + comment.rawValue }
    Issue.record(
        Comment(rawValue: text),
        sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
