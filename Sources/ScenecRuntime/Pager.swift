/// How the pager's underline follows the selection (JCSlideBarLineAnimationType 0...3, R3).
public enum PagerLineType: String, Sendable, Hashable, CaseIterable {
    /// Type 0: `pagerLineWidth` wide; jumps when scrolling ends.
    case fixed
    /// Type 1: as wide as the tab's title; jumps when scrolling ends.
    case dynamic
    /// Type 2: `pagerLineWidth` wide at rest; stretches towards the next tab while dragging.
    case stretchFixed
    /// Type 3: as wide as the title at rest; stretches between the two titles while dragging.
    case stretchDynamic

    /// True for the types whose width is the title width (`dynamic`, `stretchDynamic`).
    public var usesTitleWidth: Bool { self == .dynamic || self == .stretchDynamic }
    /// True for the types that follow a drag (`stretchFixed`, `stretchDynamic`).
    public var stretches: Bool { self == .stretchFixed || self == .stretchDynamic }
}

/// One tab of a pager's bar.
public struct PagerTab: Sendable, Hashable {
    /// The cell width w_i, in points (> 0).
    public var width: Double
    /// The measured title width t_i, in points, needed by the dynamic line types; nil when unknown.
    public var titleWidth: Double?

    /// Creates a tab with cell width `width` and optional title width `titleWidth`, in points.
    public init(width: Double, titleWidth: Double? = nil) {
        self.width = width
        self.titleWidth = titleWidth
    }
}

/// The title scales of the two cells involved in a drag (R3, `scaleSelectedBar`).
public struct PagerDragScales: Sendable, Hashable {
    /// Scale of the cell being left: selectedScale − (selectedScale − 1)·p.
    public var from: Double
    /// Scale of the cell being approached: 1 + (selectedScale − 1)·p.
    public var to: Double
}

/// Frames of a pager at rest (R3): bar, cells, underline, content scroll view and pages.
public struct PagerLayout: Sendable, Hashable {
    /// The bar (or, under a header, the menu), in the pager's (or main content's) coordinates.
    public var bar: Rect
    /// Cell i at (x_i, 0, w_i, bar.height), x_i = Σ_{j<i} w_j, in bar content coordinates.
    public var cells: [Rect]
    /// The underline at rest under the selected cell, in bar content coordinates; nil when its width needs a
    /// title width that is unknown.
    public var line: Rect?
    /// The selected tab index (0 when there are no tabs).
    public var selected: Int
    /// The content scroll view frame.
    public var content: Rect
    /// The content scroll view's content size: (N·content.width, content.height).
    public var contentSize: Size
    /// Page i at (i·content.width, 0, content.width, content.height), in the content scroll view's content.
    public var pages: [Rect]
    /// The content scroll view's horizontal offset showing the selected page: selected·content.width.
    public var contentOffsetX: Double
    /// The bar's horizontal content offset that keeps the selected cell in view
    /// (`Pager.barContentOffset(barWidth:)`); cells and line are in the bar's content, so a cell shows at
    /// `cell.x − barContentOffsetX`.
    public var barContentOffsetX: Double
}

/// A pager: a horizontally scrolling tab bar over paged content (R3, JCPageController).
///
/// scenec's differences: an initial `selected` tab, and the line always sits under the tab it belongs to
/// (the original centred it on cell 0 when the cell was not materialised). All lengths are in points.
public struct Pager: Sendable, Hashable {
    /// The tabs, in order.
    public var tabs: [PagerTab]
    /// The underline animation type.
    public var lineType: PagerLineType
    /// Whether the selected title is scaled by `metrics.pagerSelectedScale`.
    public var scalesSelected: Bool
    /// The selected tab; always within `0..<tabs.count` (0 when there are no tabs).
    public private(set) var selected: Int
    /// The sizes used: `pagerBarHeight`, `pagerLineWidth`, `pagerLineHeight`, `pagerSelectedScale`.
    public var metrics: Metrics

    /// The thickness of the bar's bottom hairline, 0.5 pt; the line sits on top of it.
    public static let hairlineThickness = 0.5

    /// Creates a pager; `selected` is clamped into `0..<tabs.count`.
    public init(
        tabs: [PagerTab],
        lineType: PagerLineType = .fixed,
        scalesSelected: Bool = false,
        selected: Int = 0,
        metrics: Metrics = .standard
    ) {
        self.tabs = tabs
        self.lineType = lineType
        self.scalesSelected = scalesSelected
        self.metrics = metrics
        self.selected = 0
        select(selected)
    }

    /// Selects tab `index`, clamped into `0..<tabs.count`.
    public mutating func select(_ index: Int) {
        selected = tabs.isEmpty ? 0 : min(max(0, index), tabs.count - 1)
    }

    /// The left edge x_i = Σ_{j<i} w_j of cell `index` (0...tabs.count; tabs.count gives Σ w), in bar content
    /// coordinates.
    public func cellX(_ index: Int) -> Double {
        tabs[..<index].reduce(0) { $0 + $1.width }
    }

    /// The centre c_i = x_i + w_i / 2 of cell `index`, which must be in 0..<tabs.count.
    public func cellCenter(_ index: Int) -> Double {
        cellX(index) + tabs[index].width / 2
    }

    /// The total width of all cells, Σ w_i.
    public var barContentWidth: Double { tabs.reduce(0) { $0 + $1.width } }

    /// The cells (x_i, 0, w_i, barHeight) in bar content coordinates.
    public func cells(barHeight: Double? = nil) -> [Rect] {
        let height = barHeight ?? metrics.pagerBarHeight
        var x = 0.0
        return tabs.map { tab in
            defer { x += tab.width }
            return Rect(x: x, y: 0, width: tab.width, height: height)
        }
    }

    /// The bar's bottom hairline, (0, barHeight − 0.5, barWidth, 0.5), in bar coordinates.
    public func hairline(barWidth: Double, barHeight: Double? = nil) -> Rect {
        let height = barHeight ?? metrics.pagerBarHeight
        return Rect(x: 0, y: height - Self.hairlineThickness, width: barWidth, height: Self.hairlineThickness)
    }

    /// The line's width at rest on `index`: `pagerLineWidth` for fixed types, t_index for dynamic types
    /// (nil when unknown).
    public func lineWidth(at index: Int) -> Double? {
        lineType.usesTitleWidth ? tabs[index].titleWidth : metrics.pagerLineWidth
    }

    /// The line at rest under tab `index`: (c_i − lw/2, barHeight − lineHeight − 0.5, lw, lineHeight), in bar
    /// content coordinates; nil when `index` is out of range or the width needs an unknown title width.
    public func restingLine(at index: Int, barHeight: Double? = nil) -> Rect? {
        guard tabs.indices.contains(index), let width = lineWidth(at: index) else { return nil }
        return lineRect(x: cellCenter(index) - width / 2, width: width, barHeight: barHeight)
    }

    /// The line while the user drags from tab `from` (a) towards tab `to` (b) at progress `progress` (p).
    ///
    /// Types `fixed` and `dynamic` stay at rest on a. The stretch types follow §2.2 exactly: the line first
    /// grows towards b until p = 0.5, then its trailing edge catches up; at p = 1 it is the resting line on b.
    /// `progress` is clamped to [0, 1]. Nil when an index is out of range or a needed title width is unknown.
    public func line(from: Int, to: Int, progress: Double, barHeight: Double? = nil) -> Rect? {
        guard tabs.indices.contains(from), tabs.indices.contains(to) else { return nil }
        guard lineType.stretches, from != to else { return restingLine(at: from, barHeight: barHeight) }
        let p = min(max(progress, 0), 1)
        let centerA = cellCenter(from)
        let centerB = cellCenter(to)
        let half = 0.5
        let q = p <= half ? p / half : (p - half) / half
        let widthA: Double
        let widthB: Double
        if lineType == .stretchFixed {
            widthA = metrics.pagerLineWidth
            widthB = metrics.pagerLineWidth
        } else {
            guard let titleA = tabs[from].titleWidth, let titleB = tabs[to].titleWidth else { return nil }
            widthA = titleA
            widthB = titleB
        }
        let x0 = centerA - widthA / 2
        let x: Double
        let width: Double
        if from < to {
            let distance = centerB - centerA
            let catchUp = distance - widthB / 2 + widthA / 2
            if p <= half {
                x = x0
                width = widthA + (distance + widthB / 2 - widthA / 2) * q
            } else {
                x = x0 + catchUp * q
                width = distance + widthA / 2 + widthB / 2 - catchUp * q
            }
        } else {
            let distance = centerA - centerB
            let reach = distance - widthA / 2 + widthB / 2
            if p <= half {
                x = x0 - reach * q
                width = widthA + reach * q
            } else {
                x = centerB - widthB / 2
                width = distance + widthA / 2 + widthB / 2 - (distance - widthB / 2 + widthA / 2) * q
            }
        }
        return lineRect(x: x, width: width, barHeight: barHeight)
    }

    private func lineRect(x: Double, width: Double, barHeight: Double?) -> Rect {
        let height = barHeight ?? metrics.pagerBarHeight
        let lineHeight = metrics.pagerLineHeight
        return Rect(x: x, y: height - lineHeight - Self.hairlineThickness, width: width, height: lineHeight)
    }

    /// The drag progress p = |a·W − offsetX| / W for a drag starting on page `from` of width `pageWidth`
    /// at content offset `contentOffsetX`, clamped to [0, 1]; 0 when `pageWidth` ≤ 0.
    public static func progress(from: Int, contentOffsetX: Double, pageWidth: Double) -> Double {
        guard pageWidth > 0 else { return 0 }
        return min(max(abs(Double(from) * pageWidth - contentOffsetX) / pageWidth, 0), 1)
    }

    /// The title scale of tab `index` at rest: `pagerSelectedScale` for the selected tab when `scalesSelected`,
    /// else 1.
    public func scale(at index: Int) -> Double {
        scalesSelected && index == selected ? metrics.pagerSelectedScale : 1
    }

    /// The two title scales during a drag at progress `progress` (clamped to [0, 1]); both 1 unless
    /// `scalesSelected`.
    public func dragScales(progress: Double) -> PagerDragScales {
        guard scalesSelected else { return PagerDragScales(from: 1, to: 1) }
        let p = min(max(progress, 0), 1)
        let growth = metrics.pagerSelectedScale - 1
        return PagerDragScales(from: metrics.pagerSelectedScale - growth * p, to: 1 + growth * p)
    }

    /// The bar's horizontal content offset that centres the selected cell,
    /// clamp(c_i − barWidth/2, 0, max(0, Σw − barWidth)). An assumption: UIKit decides the real value.
    public func barContentOffset(barWidth: Double) -> Double {
        guard !tabs.isEmpty else { return 0 }
        let upper = max(0, barContentWidth - barWidth)
        return min(max(cellCenter(selected) - barWidth / 2, 0), upper)
    }

    /// The layout in a pager view of `size` W × H whose top `safeAreaTop` points (s) are under the status bar:
    /// bar (0, s, W, barHeight), content (0, s + barHeight, W, H − s − barHeight). The seed library places the
    /// bar where the app puts it; scenec puts it below the page's top safe area (0 on the scene format's devices).
    public func layout(in size: Size, safeAreaTop: Double = 0) -> PagerLayout {
        let barHeight = metrics.pagerBarHeight
        return layout(
            bar: Rect(x: 0, y: safeAreaTop, width: size.width, height: barHeight),
            content: Rect(
                x: 0, y: safeAreaTop + barHeight, width: size.width, height: size.height - safeAreaTop - barHeight)
        )
    }

    /// The layout with an externally given bar and content frame (a nested header's menu and content scroll
    /// view, R4): cells and line use `bar.height`; pages tile `content` horizontally.
    public func layout(bar: Rect, content: Rect) -> PagerLayout {
        let pageCount = tabs.count
        let pages = (0..<pageCount).map { index in
            Rect(x: Double(index) * content.width, y: 0, width: content.width, height: content.height)
        }
        return PagerLayout(
            bar: bar,
            cells: cells(barHeight: bar.height),
            line: restingLine(at: selected, barHeight: bar.height),
            selected: selected,
            content: content,
            contentSize: Size(width: Double(pageCount) * content.width, height: content.height),
            pages: pages,
            contentOffsetX: Double(selected) * content.width,
            barContentOffsetX: barContentOffset(barWidth: bar.width)
        )
    }
}
