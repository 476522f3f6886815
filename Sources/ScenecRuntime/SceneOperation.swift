/// Why a `SceneContainer` operation was refused.
public enum SceneError: Error, Sendable, Hashable {
    /// The page is not a tab's root or the scene's root page.
    case notAnEntry(String)
    /// The top page does not declare a push of the page.
    case undeclaredPush(from: String, to: String)
    /// The stacked navigation refused the operation.
    case navigation(StackedNavigationError)
    /// The top page has no pager.
    case noPager(String)
    /// The pager tab index is outside the pager's tabs.
    case pagerTabOutOfRange(Int)
    /// The top page has no header.
    case noHeader(String)
    /// The top page has no page stack.
    case noStack(String)
    /// The shown stack view declares no push (or switch) to the view.
    case undeclaredViewMove(from: String, to: String)
    /// The page stack refused the operation.
    case pageStack(PageStackError)
    /// Only the top page of a push-style navigation can be active (§9.1).
    case activationInPushStyle(Int)
    /// The tab index is outside the scene's tabs.
    case tabOutOfRange(Int)
    /// The top page (or the attachment page) does not declare a presentation of the page (§10.2).
    case undeclaredPresent(from: String, to: String)
    /// The arguments do not fit the page (§10.1).
    case arguments(page: String, ArgumentError)
    /// Nothing is presented, so there is nothing to dismiss or move to a detent (§10.2).
    case nothingPresented
    /// The top presentation (of page `page`) does not show `detent` on this device: the page does not declare it,
    /// or its style uses no detents here (§10.2: only a sheet on a compact device does).
    case detentUnavailable(page: String, detent: SheetDetent)
}

/// One step of a navigation script: what a user (or a generated navigator) does to a `SceneContainer`.
///
/// Every navigation state that scenec lays out or tests is a script run on a fresh container: the layout
/// stage, the generated layout tests and the UIKit containers make the same calls.
public enum SceneOperation: Sendable, Hashable {
    /// Shows the navigation whose root is the page (selecting its tab) and resets it to that page alone.
    case start(String)
    /// Pushes a page that the top page declares.
    case push(String)
    /// Activates page `index` of the navigation on screen (R2).
    case activate(Int)
    /// Selects a pager tab of the top page.
    case selectPagerTab(Int)
    /// Scrolls the top page's header to a vertical offset, in points.
    case setHeaderOffset(Double)
    /// Pushes a view onto the top page's page stack.
    case pushView(String)
    /// Replaces the shown view of the top page's page stack.
    case switchView(String)
    /// Presents a page that the top page (or a page of its pager) declares in `present` (§10.2); pushes after it
    /// go inside the presentation.
    case present(String)
    /// Presents a page that the attachment page declares in `present`, over the navigation (§10.2).
    case presentFromAttachment(String)
    /// Dismisses the top presentation.
    case dismiss
    /// Moves the top presentation's sheet to a detent it declares.
    case setDetent(SheetDetent)
}
