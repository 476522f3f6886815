extension Explanation {
    /// Explanations of the SC4xxx codes (layout on devices and navigation states).
    static let layout: [DiagnosticCode: Explanation] = [:]
}
