extension Explanation {
    /// Explanations of the SC3xxx codes (the navigation graph checker).
    static let checker: [DiagnosticCode: Explanation] = [:]
}
