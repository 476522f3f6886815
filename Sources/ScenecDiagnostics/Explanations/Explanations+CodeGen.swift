extension Explanation {
    /// Explanations of the SC5xxx codes (code generation and output files).
    static let codegen: [DiagnosticCode: Explanation] = [:]
}
