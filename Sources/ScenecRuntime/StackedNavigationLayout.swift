/// Where one page of a stacked navigation sits at a given content offset (R2).
public struct StackedPageLayout: Sendable, Hashable {
    /// The page's identifier.
    public var id: String
    /// The scene page the instance shows (its id in the scene file); `id` for the first instance.
    public var page: String
    /// The page's frame in the navigation's coordinates: (x, 0, w, height), x floored unless animating;
    /// a shown stacked page has x = stackedLayerOffset·j, a hidden one keeps `unpinnedX`.
    public var frame: Rect
    /// The x the page had before stacked pages were pinned to the left (floored unless animating).
    public var unpinnedX: Double
    /// True when the page slid past its slot on the left (x < stackedLayerOffset·min(i, stackedLayers)).
    public var isStacked: Bool
    /// True for stacked pages before the last `stackedLayers` stacked ones; they are not drawn.
    public var isHidden: Bool
    /// Opacity of the black overlay on the page: overlayOpacity / w · trunc(|x|) when the unpinned x ≤ 0 and the
    /// page is not the last, else 0. It exceeds `overlayOpacity` for pages more than their width off screen.
    public var overlayOpacity: Double
    /// True when the page's view is attached: its unpinned, unfloored x satisfies not (x ≥ S) and
    /// not (x + w ≤ 0).
    public var isAttached: Bool
}

/// The frames of every page of a stacked navigation at one content offset (R2, SPStackedNavigationScrollView).
///
/// Pages are laid out left to right from pen = −offset, with a rubber band at both ends: below 0 the pages
/// move by half the overshoot, beyond `maxOffset` likewise (the end rule is checked second and wins, which
/// centres-ish a lone half page: with S > w, `maxOffset` < 0).
public struct StackedNavigationLayout: Sendable, Hashable {
    /// The content offset that was laid out, in points.
    public var offset: Double
    /// The largest offset without rubber band: L_{n−1} + w_{n−1} − S (0 for an empty stack).
    public var maxOffset: Double
    /// One layout per page, in stack order (root first).
    public var pages: [StackedPageLayout]
}

extension StackedNavigationLayout {
    /// Lays out `pages` in a navigation of `width` (S) × `height` points at content offset `offset`.
    ///
    /// - Parameters:
    ///   - pages: the stack, root first.
    ///   - width: the navigation's width S, in points.
    ///   - height: the navigation's height, in points; every page frame has this height.
    ///   - offset: any content offset, in points, including values beyond either end.
    ///   - animating: when true, x positions are not floored (the original floors only when no
    ///     scroll animation runs).
    ///   - metrics: `halfPageWidth`, `stackedLayers`, `stackedLayerOffset` and `overlayOpacity` are used.
    public init(
        pages: [StackedPage],
        width: Double,
        height: Double,
        offset: Double,
        animating: Bool = false,
        metrics: Metrics = .standard
    ) {
        let widths = pages.map { $0.width.resolved(navigationWidth: width, metrics: metrics) }
        let maxOffset = widths.reduce(0, +) - (widths.isEmpty ? 0 : width)
        var pen = -offset
        if offset < 0 { pen = -offset / 2 }
        if offset > maxOffset { pen = -(maxOffset + (offset - maxOffset) / 2) }

        let layers = max(0, metrics.stackedLayers)
        let step = metrics.stackedLayerOffset
        var result: [StackedPageLayout] = []
        result.reserveCapacity(widths.count)
        var stackedIndices: [Int] = []
        for (index, pageWidth) in widths.enumerated() {
            let isStacked = pen < step * Double(min(index, layers))
            let x = animating ? pen : pen.rounded(.down)
            let isLast = index == widths.count - 1
            let overlay = (x <= 0 && !isLast) ? metrics.overlayOpacity / pageWidth * abs(x).rounded(.towardZero) : 0
            let isAttached = !(pen >= width) && !(pen + pageWidth <= 0)
            result.append(
                StackedPageLayout(
                    id: pages[index].id,
                    page: pages[index].page,
                    frame: Rect(x: x, y: 0, width: pageWidth, height: height),
                    unpinnedX: x,
                    isStacked: isStacked,
                    isHidden: false,
                    overlayOpacity: overlay,
                    isAttached: isAttached
                )
            )
            if isStacked { stackedIndices.append(index) }
            pen += pageWidth
        }
        let hiddenCount = max(0, stackedIndices.count - layers)
        for (order, index) in stackedIndices.enumerated() {
            if order < hiddenCount {
                result[index].isHidden = true
            } else {
                result[index].frame.x = step * Double(order - hiddenCount)
            }
        }
        self.offset = offset
        self.maxOffset = maxOffset
        self.pages = result
    }

    /// A push-style navigation at rest (scene format §9.1, `UINavigationController`): every page fills the
    /// `width` × `height` area at x = 0, nothing is stacked, hidden or overlaid, and only the top page is
    /// attached. The offset is 0.
    public static func pushStyle(pages: [StackedPage], width: Double, height: Double) -> StackedNavigationLayout {
        let layouts = pages.enumerated().map { index, page in
            StackedPageLayout(
                id: page.id, page: page.page, frame: Rect(x: 0, y: 0, width: width, height: height), unpinnedX: 0,
                isStacked: false,
                isHidden: false, overlayOpacity: 0, isAttached: index == pages.count - 1)
        }
        return StackedNavigationLayout(offset: 0, maxOffset: 0, pages: layouts)
    }

    /// The pages that are drawn (not hidden), in stack order.
    public var shownPages: [StackedPageLayout] { pages.filter { !$0.isHidden } }
}

extension StackedNavigation {
    /// Lays out this stack at content offset `offset` in a navigation of `width` × `height` points.
    public func layout(
        width: Double,
        height: Double,
        offset: Double,
        animating: Bool = false,
        metrics: Metrics = .standard
    ) -> StackedNavigationLayout {
        StackedNavigationLayout(
            pages: pages,
            width: width,
            height: height,
            offset: offset,
            animating: animating,
            metrics: metrics
        )
    }

    /// Lays out this stack at its steady-state offset (`steadyOffset`) in a navigation of `width` × `height`.
    public func steadyLayout(width: Double, height: Double, metrics: Metrics = .standard) -> StackedNavigationLayout {
        layout(
            width: width,
            height: height,
            offset: steadyOffset(navigationWidth: width, metrics: metrics),
            metrics: metrics
        )
    }
}
