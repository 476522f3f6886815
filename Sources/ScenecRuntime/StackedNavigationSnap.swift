/// Where a released drag of a stacked navigation settles (R2, `scrollAndSnapWithVelocity:`,
/// SPStackedNavigationScrollView.m:133-192).
extension StackedNavigation {
    /// The page and edge a drag released at content offset `offset` with horizontal finger velocity
    /// `velocityX` (points per second, positive to the right) settles on.
    ///
    /// With `left` and `right` the first and last page whose view is attached at `offset`: a finger moving
    /// left (or still) aligns `right` at `.right`; a finger moving right aligns `left` at `.left`, unless the
    /// offset is past the middle of `left`, which aligns page `left + 1` at `.right`. The original's fling
    /// (moving the target one or two more pages for fast releases) is not modelled: its thresholds are not in
    /// the seed description. Nil for an empty stack.
    public func snapTarget(
        offset: Double, velocityX: Double, width: Double, height: Double, metrics: Metrics = .standard
    ) -> (index: Int, position: PagePosition)? {
        guard !pages.isEmpty else { return nil }
        let layout = layout(width: width, height: height, offset: offset, metrics: metrics)
        let attached = layout.pages.indices.filter { layout.pages[$0].isAttached }
        let left = attached.first ?? 0
        let right = attached.last ?? pages.count - 1
        let velocity = -velocityX
        guard velocity < 0 else { return (right, .right) }
        let widths = widths(navigationWidth: width, metrics: metrics)
        let leftStart = widths[..<left].reduce(0, +)
        if offset > leftStart + widths[left] / 2, left + 1 < pages.count { return (left + 1, .right) }
        return (left, .left)
    }
}
