/// How a presented page is shown (scene format §10.2): `UIModalPresentationStyle`'s `.pageSheet`, `.formSheet`,
/// `.fullScreen` and `.popover`.
public enum PresentationStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case sheet
    case formSheet
    case fullScreen
    case popover

    /// The style UIKit shows on a device of `sizeClass`: on a compact device `formSheet` and `popover` adapt to
    /// `sheet`, as UIKit adapts them by default.
    public func adapted(to sizeClass: SceneSizeClass) -> PresentationStyle {
        guard sizeClass == .compact else { return self }
        return self == .fullScreen ? .fullScreen : .sheet
    }
}

/// A sheet's height (`UISheetPresentationController.Detent`).
public enum SheetDetent: String, Sendable, Hashable, Codable, CaseIterable {
    case medium
    case large
}

/// A page's `presentation` (scene format §10.2).
public struct ScenePresentation: Sendable, Hashable, Codable {
    /// The style per size class, before adaptation.
    public var style: PresentationStyle
    /// The style on compact devices when it differs (`{regular: popover, compact: sheet}`); nil: `style`.
    public var compactStyle: PresentationStyle?
    /// The sheet's detents, at least one; the first is where it opens.
    public var detents: [SheetDetent]
    /// `false` = `isModalInPresentation`: no swipe to dismiss.
    public var isDismissible: Bool

    /// The default: a dismissible sheet at the `large` detent.
    public init(
        style: PresentationStyle = .sheet, compactStyle: PresentationStyle? = nil, detents: [SheetDetent] = [.large],
        isDismissible: Bool = true
    ) {
        self.style = style
        self.compactStyle = compactStyle
        self.detents = detents.isEmpty ? [.large] : detents
        self.isDismissible = isDismissible
    }

    /// The style as written for a device of `sizeClass` (before UIKit's adaptation).
    public func declaredStyle(for sizeClass: SceneSizeClass) -> PresentationStyle {
        sizeClass == .compact ? compactStyle ?? style : style
    }

    /// The style UIKit shows on a device of `sizeClass`.
    public func style(for sizeClass: SceneSizeClass) -> PresentationStyle {
        declaredStyle(for: sizeClass).adapted(to: sizeClass)
    }

    /// Whether a device of `sizeClass` uses the detents: a sheet on a compact device (every style but
    /// `fullScreen` adapts to one there). A regular device shows `sheet` and `formSheet` at their regular size.
    public func usesDetents(on sizeClass: SceneSizeClass) -> Bool {
        style(for: sizeClass) == .sheet && sizeClass == .compact
    }

    /// The detent the presentation opens at on a device of `sizeClass`; nil where detents are not used.
    public func initialDetent(on sizeClass: SceneSizeClass) -> SheetDetent? {
        usesDetents(on: sizeClass) ? detents[0] : nil
    }
}

/// Where a presentation is on a device, in window coordinates (scene format §10.2, frames table).
public struct PresentationLayout: Sendable, Hashable {
    /// The style shown (after adaptation).
    public let style: PresentationStyle
    /// The detent shown; nil where the style uses none.
    public let detent: SheetDetent?
    /// Whether the system dims what is below: sheets and form sheets at any detent (UIKit's
    /// `largestUndimmedDetentIdentifier` is nil by default, so every detent dims); not a popover, and not a full-screen
    /// presentation, which covers everything below it.
    public let isDimmed: Bool
    /// The presentation's frame in window coordinates.
    public let frame: Rect

    /// The layout of `presentation` at `detent` (nil: its first) on a `window`-sized device of `sizeClass`, presented
    /// from a page whose frame in window coordinates is `source` (used by popovers).
    public static func layout(
        _ presentation: ScenePresentation, detent: SheetDetent? = nil, window: Size, sizeClass: SceneSizeClass,
        source: Rect, metrics: Metrics
    ) -> PresentationLayout {
        let style = presentation.style(for: sizeClass)
        let shownDetent = presentation.usesDetents(on: sizeClass) ? detent ?? presentation.detents[0] : nil
        let width = window.width
        let height = window.height
        let frame: Rect
        switch style {
        case .fullScreen:
            frame = Rect(x: 0, y: 0, width: width, height: height)
        case .sheet where sizeClass == .compact:
            if shownDetent == .medium {
                let medium = (height * metrics.sheetMediumFraction).rounded()
                frame = Rect(x: 0, y: height - medium, width: width, height: medium)
            } else {
                let gap = metrics.sheetTopGap
                frame = Rect(x: 0, y: gap, width: width, height: height - gap)
            }
        case .sheet:
            let sheetWidth = min(metrics.pageSheetWidth, width)
            let sheetHeight = height - 2 * metrics.sheetTopGap
            frame = Rect(
                x: (width - sheetWidth) / 2, y: (height - sheetHeight) / 2, width: sheetWidth, height: sheetHeight)
        case .formSheet:
            let sheetWidth = min(metrics.formSheetWidth, width)
            let sheetHeight = min(metrics.formSheetHeight, height)
            frame = Rect(
                x: (width - sheetWidth) / 2, y: (height - sheetHeight) / 2, width: sheetWidth, height: sheetHeight)
        case .popover:
            let margin = metrics.popoverMargin
            let popoverWidth = max(0, min(metrics.popoverWidth, width - 2 * margin))
            let popoverHeight = max(0, min(metrics.popoverHeight, height - 2 * margin))
            let x = source.x + (source.width - popoverWidth) / 2
            let y = source.y + margin
            frame = Rect(
                x: min(max(x, margin), width - margin - popoverWidth),
                y: min(max(y, margin), height - margin - popoverHeight), width: popoverWidth, height: popoverHeight)
        }
        return PresentationLayout(
            style: style, detent: shownDetent, isDimmed: style == .sheet || style == .formSheet, frame: frame)
    }
}
