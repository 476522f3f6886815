import Foundation
public import ScenecRuntime
import ScenecUIKitPlatform
import ScenecUIPlans

/// What a scene's UI shows at rest, read from its views (`SceneRootViewController.layoutReading()`) or expected
/// from the runtime (`init(snapshot:)`), in the runtime's names: the values that generated UI layout tests
/// compare.
///
/// Frames of the sidebar, tab bar, attachment, navigation and pages are in window coordinates; the pager's
/// line is in its bar's coordinates and the page stack's shown view in its stack's, as the runtime lays them
/// out. Only the top page on screen is read for a pager, header or page stack: the top presented page when
/// something is presented (`SceneRootViewController.topPageController`), as the runtime's snapshot describes it,
/// else the top page of the navigation on screen.
public struct SceneLayoutReading: Sendable, Hashable {
    /// One page instance of the navigation on screen.
    public struct Page: Sendable, Hashable {
        /// The instance id (`album`, `album#2`).
        public var id: String
        /// Its view's frame in window coordinates; nil when its view is not in the window. A page outside the
        /// window reads as not hidden and without overlay.
        public var frame: Rect?
        /// Whether its view is hidden.
        public var isHidden: Bool
        /// The opacity of the shade over it.
        public var overlay: Double
        /// Its navigation bar's frame in window coordinates (§4 `navigationBar`); nil when it shows none or its
        /// view is not in the window.
        public var navigationBar: Rect?

        /// A page.
        public init(id: String, frame: Rect?, isHidden: Bool = false, overlay: Double = 0, navigationBar: Rect? = nil) {
            self.id = id
            self.frame = frame
            self.isHidden = frame == nil ? false : isHidden
            self.overlay = frame == nil ? 0 : overlay
            self.navigationBar = frame == nil ? nil : navigationBar
        }
    }

    /// One presentation over the navigation (scene format §10.2).
    public struct Presentation: Sendable, Hashable {
        /// The presented page.
        public var page: String
        /// The presented controller's view frame, in window coordinates.
        public var frame: Rect
        /// The pages of its push-style stack, the presented page first, by instance in the presentation
        /// (`settings`, `audioQuality`, `audioQuality#2`): the shown one with its frame in window coordinates, the
        /// others without (not shown).
        public var pages: [Page]

        /// A presentation.
        public init(page: String, frame: Rect, pages: [Page] = []) {
            self.page = page
            self.frame = frame
            self.pages = pages
        }
    }

    /// The sidebar's frame; nil when there is none or it is hidden.
    public var sidebar: Rect?
    /// The bottom tab bar's frame; nil when there is none or it is hidden.
    public var tabBar: Rect?
    /// The attachment's frame; nil when there is none or it is hidden.
    public var attachment: Rect?
    /// The frame of the navigation on screen.
    public var navigation: Rect
    /// Its page instances, root first.
    public var pages: [Page]
    /// The top page's pager: the index of its selected tab; nil without a pager.
    public var pagerSelected: Int?
    /// The top page's pager line, in its bar's coordinates; nil without a pager or line.
    public var pagerLine: Rect?
    /// The top page's header offset; nil without a header.
    public var headerOffset: Double?
    /// The frame of the top page's shown stack view, in the stack's coordinates; nil without a page stack.
    public var stackView: Rect?
    /// The presentations over the navigation, bottom first; empty when nothing is presented. With presentations,
    /// the pager, header and page stack are the top presented page's.
    public var presented: [Presentation] = []

    /// A reading.
    public init(
        sidebar: Rect? = nil, tabBar: Rect? = nil, attachment: Rect? = nil, navigation: Rect, pages: [Page] = [],
        pagerSelected: Int? = nil, pagerLine: Rect? = nil, headerOffset: Double? = nil, stackView: Rect? = nil
    ) {
        self.sidebar = sidebar
        self.tabBar = tabBar
        self.attachment = attachment
        self.navigation = navigation
        self.pages = pages
        self.pagerSelected = pagerSelected
        self.pagerLine = pagerLine
        self.headerOffset = headerOffset
        self.stackView = stackView
    }

    /// What the runtime lays out for `snapshot`, read as the UI would show it.
    public init(snapshot: SceneSnapshot) {
        let navigation = snapshot.sideTabs.navigation
        self.init(
            sidebar: snapshot.tabBar == nil ? snapshot.sideTabs.sidebar : nil,
            tabBar: snapshot.tabBar?.frame,
            attachment: snapshot.tabBar?.attachment ?? snapshot.sideTabs.attachment,
            navigation: navigation,
            pages: snapshot.navigation.pages.enumerated().map { index, page in
                let frame = page.frame.offsetBy(dx: navigation.x, dy: navigation.y)
                let bar = snapshot.pages.indices.contains(index) ? snapshot.pages[index].navigationBar : nil
                return Page(
                    id: page.id, frame: page.isAttached ? frame : nil, isHidden: page.isHidden,
                    overlay: page.overlayOpacity, navigationBar: bar?.offsetBy(dx: frame.x, dy: frame.y))
            },
            pagerSelected: snapshot.pager?.selected,
            pagerLine: snapshot.pager?.line,
            headerOffset: snapshot.header == nil ? nil : snapshot.headerOffset,
            stackView: snapshot.stackFrame
        )
        presented = snapshot.presentations.map { presentation in
            let frame = presentation.frame
            let ids = Self.instances(presentation.pageIDs)
            return Presentation(
                page: presentation.page, frame: frame,
                pages: zip(ids, presentation.pages).map { id, page in
                    Page(id: id, frame: page.visible ? page.frame.offsetBy(dx: frame.x, dy: frame.y) : nil)
                })
        }
    }

    /// The instance ids of `pages`, a stack's pages in order: `album`, then `album#2` for the second `album`.
    public static func instances(_ pages: [String]) -> [String] {
        var counts: [String: Int] = [:]
        return pages.map { page in
            let count = (counts[page] ?? 0) + 1
            counts[page] = count
            return count == 1 ? page : "\(page)#\(count)"
        }
    }

    /// The accuracy of every comparison of lengths, in points.
    public static let accuracy = 1e-6

    /// Each value that differs from `expected`, named: `page album#2 frame: expected (0, 0, 352, 768), found
    /// nil`. Empty when they agree within `accuracy`.
    public func differences(from expected: SceneLayoutReading) -> [String] {
        var result: [String] = []
        func compare(_ name: String, _ found: Rect?, _ wanted: Rect?) {
            if !Self.same(found, wanted) { result.append("\(name): expected \(text(wanted)), found \(text(found))") }
        }
        compare("sidebar", sidebar, expected.sidebar)
        compare("tab bar", tabBar, expected.tabBar)
        compare("attachment", attachment, expected.attachment)
        compare("navigation", navigation, expected.navigation)
        if pages.map(\.id) != expected.pages.map(\.id) {
            result.append("pages: expected \(expected.pages.map(\.id)), found \(pages.map(\.id))")
        }
        for (page, wanted) in zip(pages, expected.pages) where page.id == wanted.id {
            compare("page \(page.id) frame", page.frame, wanted.frame)
            if page.isHidden != wanted.isHidden {
                result.append("page \(page.id) hidden: expected \(wanted.isHidden), found \(page.isHidden)")
            }
            compare("page \(page.id) navigation bar", page.navigationBar, wanted.navigationBar)
            if abs(page.overlay - wanted.overlay) > Self.accuracy {
                result.append(
                    "page \(page.id) overlay: expected \(number(wanted.overlay)), found \(number(page.overlay))")
            }
        }
        if pagerSelected != expected.pagerSelected {
            result.append(
                "pager selected: expected \(expected.pagerSelected.map(String.init) ?? "nil"), "
                    + "found \(pagerSelected.map(String.init) ?? "nil")")
        }
        compare("pager line", pagerLine, expected.pagerLine)
        if !Self.same(headerOffset, expected.headerOffset) {
            result.append(
                "header offset: expected \(expected.headerOffset.map(number) ?? "nil"), "
                    + "found \(headerOffset.map(number) ?? "nil")")
        }
        compare("stack view", stackView, expected.stackView)
        if presented.map(\.page) != expected.presented.map(\.page) {
            result.append(
                "presented: expected \(expected.presented.map(\.page)), found \(presented.map(\.page))")
        }
        for (index, (presentation, wanted)) in zip(presented, expected.presented).enumerated()
        where presentation.page == wanted.page {
            let name = "presentation \(index + 1) (\(presentation.page))"
            compare(name + " frame", presentation.frame, wanted.frame)
            if presentation.pages.map(\.id) != wanted.pages.map(\.id) {
                result.append(
                    "\(name) pages: expected \(wanted.pages.map(\.id)), found \(presentation.pages.map(\.id))")
            }
            for (page, wantedPage) in zip(presentation.pages, wanted.pages) where page.id == wantedPage.id {
                compare("\(name) page \(page.id) frame", page.frame, wantedPage.frame)
            }
        }
        return result
    }

    private static func same(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): abs(a - b) <= accuracy
        default: false
        }
    }

    private static func same(_ a: Rect?, _ b: Rect?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?):
            same(a.x, b.x) && same(a.y, b.y) && same(a.width, b.width) && same(a.height, b.height)
        default: false
        }
    }

    private func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private func text(_ rect: Rect?) -> String {
        guard let rect else { return "nil" }
        return "(\(number(rect.x)), \(number(rect.y)), \(number(rect.width)), \(number(rect.height)))"
    }
}

extension SceneRootViewController {
    /// What the UI shows now, read from the views (lay the window out first): see `SceneLayoutReading`.
    public func layoutReading() -> SceneLayoutReading {
        let navigation = selectedNavigation
        let pages = plan.navigation.navigation.pages.map { page in
            guard let view = navigation.pageView(page.id), isInWindow(view) else {
                return SceneLayoutReading.Page(id: page.id, frame: nil)
            }
            return SceneLayoutReading.Page(
                id: page.id, frame: Self.windowFrame(view), isHidden: view.isHidden,
                overlay: navigation.overlayOpacity(of: page.id),
                navigationBar: navigation.navigationBar(of: page.id).map(Self.windowFrame))
        }
        var reading = SceneLayoutReading(
            sidebar: shownFrame(sidebar), tabBar: shownFrame(tabBar), attachment: attachment.flatMap(shownFrame),
            navigation: Self.windowFrame(navigation.view), pages: pages)
        if let pager = topPager {
            pager.view.layoutIfNeeded()
            if !pager.cells.isEmpty {
                reading.pagerSelected = pager.cells.firstIndex { $0.accessibilityTraits.contains(.selected) }
                // In the runtime's left-to-right frame: a pager mirrors in a right-to-left app, whatever forces
                // its ancestors (a forced direction does not propagate; `effectiveUserInterfaceLayoutDirection`).
                reading.pagerLine =
                    pager.lineView.isHidden ? nil : pager.pagerPlan.leftToRightBarFrame(Self.rect(pager.lineView.frame))
            }
            reading.headerOffset = pager.mainScrollView.map { Double($0.contentOffset.y) }
        }
        if let stack = topPageStack {
            stack.view.layoutIfNeeded()
            reading.stackView = stack.topViewController.map { Self.rect($0.view.frame) }
        }
        reading.presented = presentations.map { entry in
            let stack = entry.navigation.stack.pages
            let prefix = "p\(entry.depth)/"
            let pages = stack.map { page in
                let id = page.id.hasPrefix(prefix) ? String(page.id.dropFirst(prefix.count)) : page.id
                guard let view = entry.navigation.pageView(page.id), isInWindow(view), !view.isHidden else {
                    return SceneLayoutReading.Page(id: id, frame: nil)
                }
                return SceneLayoutReading.Page(id: id, frame: Self.windowFrame(view))
            }
            return SceneLayoutReading.Presentation(
                page: entry.page, frame: Self.windowFrame(entry.navigation.view), pages: pages)
        }
        return reading
    }

    private func isInWindow(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let candidate = current {
            if candidate is UIWindow { return true }
            current = candidate.superview
        }
        return false
    }

    private func shownFrame(_ view: UIView) -> Rect? {
        isInWindow(view) && !view.isHidden ? Self.windowFrame(view) : nil
    }

    private static func rect(_ frame: CGRect) -> Rect {
        Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
    }

    /// A view's frame in window coordinates: its origin moved by each ancestor's frame and bounds origin.
    private static func windowFrame(_ view: UIView) -> Rect {
        var frame = rect(view.frame)
        var ancestor = view.superview
        while let current = ancestor, !(current is UIWindow) {
            frame = frame.offsetBy(
                dx: Double(current.frame.minX - current.bounds.minX),
                dy: Double(current.frame.minY - current.bounds.minY))
            ancestor = current.superview
        }
        return frame
    }
}

/// The states of a scene on one device and what each shows, as generated UI layout tests list them (one short
/// statement per value), and their run on the scene's real controllers.
///
/// `chrome` sets the sidebar, tab bar, attachment and navigation frames of the states that follow; `state`
/// starts a state with its name and navigation script; `page`, `offscreenPages`, `pager`, `header` and
/// `stackView` add to the last state.
@MainActor
public struct SceneLayoutTable {
    /// One state: its name, the script that reaches it and what it shows.
    public struct Row: Sendable, Hashable {
        public var name: String
        public var script: [SceneOperation]
        public var expected: SceneLayoutReading
    }

    /// The device's name.
    public let device: String
    /// The states, in order.
    public private(set) var rows: [Row] = []
    private var chrome = SceneLayoutReading(navigation: Rect(x: 0, y: 0, width: 0, height: 0))

    /// An empty table for the device named `device`.
    public init(device: String) {
        self.device = device
    }

    /// The sidebar, tab bar, attachment and navigation frames (window coordinates) of the states that follow.
    public mutating func chrome(sidebar: Rect?, tabBar: Rect?, attachment: Rect?, navigation: Rect) {
        chrome.sidebar = sidebar
        chrome.tabBar = tabBar
        chrome.attachment = attachment
        chrome.navigation = navigation
    }

    /// Starts a state: its name and the script that reaches it from a fresh scene.
    public mutating func state(_ name: String, _ script: SceneOperation...) {
        rows.append(Row(name: name, script: script, expected: chrome))
    }

    /// A page instance of the last state whose view is in the window: its frame and its navigation bar's
    /// (nil: it shows none), in window coordinates.
    public mutating func page(
        _ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double, hidden: Bool = false,
        overlay: Double = 0, navigationBar: Rect? = nil
    ) {
        let frame = Rect(x: x, y: y, width: width, height: height)
        rows[rows.count - 1].expected.pages.append(
            .init(id: id, frame: frame, isHidden: hidden, overlay: overlay, navigationBar: navigationBar))
    }

    /// Page instances of the last state whose views are not in the window.
    public mutating func offscreenPages(_ ids: String...) {
        rows[rows.count - 1].expected.pages += ids.map { .init(id: $0, frame: nil) }
    }

    /// The last state's top page has a pager: its selected tab and its line (bar coordinates).
    public mutating func pager(selected: Int, line: Rect?) {
        rows[rows.count - 1].expected.pagerSelected = selected
        rows[rows.count - 1].expected.pagerLine = line
    }

    /// The last state's top page has a header scrolled to `offset`.
    public mutating func header(offset: Double) {
        rows[rows.count - 1].expected.headerOffset = offset
    }

    /// The last state's top page has a page stack whose shown view has this frame (stack coordinates).
    public mutating func stackView(_ frame: Rect) {
        rows[rows.count - 1].expected.stackView = frame
    }

    /// A presentation over the last state (after those already added): the presented page and the presented
    /// controller's view frame, in window coordinates.
    public mutating func presentation(_ page: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        rows[rows.count - 1].expected.presented.append(
            .init(page: page, frame: Rect(x: x, y: y, width: width, height: height)))
    }

    /// The shown page of the last presentation's stack: its instance and frame, in window coordinates.
    public mutating func presentedPage(
        _ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double
    ) {
        let last = rows[rows.count - 1].expected.presented.count - 1
        rows[rows.count - 1].expected.presented[last].pages.append(
            .init(id: id, frame: Rect(x: x, y: y, width: width, height: height)))
    }

    /// Pages of the last presentation's stack that are not shown (below its top page).
    public mutating func hiddenPresentedPages(_ ids: String...) {
        let last = rows[rows.count - 1].expected.presented.count - 1
        rows[rows.count - 1].expected.presented[last].pages += ids.map { .init(id: $0, frame: nil) }
    }

    /// Runs every state on a fresh controller from `makeController`, hosted in a window of `device`'s size and
    /// laid out for `device` whatever the window's safe area and size class (`followsWindow` off): its script (a refused step is a failure), a layout pass, then a
    /// reading. One message per value that differs, naming the device, the state and the value. Presentations
    /// (§10.2) are UIKit's, laid out by the window's size class: their frames are compared where it is the
    /// device's (a compact device's table in a compact window), their pages everywhere.
    public func failures(
        on device: SceneDevice, makeController: (SceneDevice) -> SceneRootViewController
    ) -> [String] {
        eachRow(on: device) { row, failures in
            let refused = Self.hosting(row, on: device, makeController: makeController) { controller, reading in
                var expected = row.expected
                // UIKit lays presentations out by the window's horizontal size class (§10.2; a width that is not
                // compact, unspecified included, gets no adaptation), which `followsWindow` cannot change: where it is
                // not the device's (an iPhone table in an iPad simulator), the presented pages are compared, not their
                // frames.
                if !Self.windowHasSizeClass(of: device, controller) { expected.takePresentationFrames(from: reading) }
                for difference in reading.differences(from: expected) {
                    failures.append("\(device.name), state \(row.name): \(difference)")
                }
            }
            if let refused { failures.append(refused) }
        }
    }

    /// The failures of a run on `device`: one when the table is for another device, then what `check` finds in
    /// each row, in order.
    func eachRow(on device: SceneDevice, _ check: (Row, inout [String]) -> Void) -> [String] {
        var failures: [String] = []
        if device.name != self.device { failures.append("the table is for \(self.device), not \(device.name)") }
        for row in rows { check(row, &failures) }
        return failures
    }

    /// Runs `row`'s script on a controller hosted as `hosting(on:makeController:_:)` hosts it, lays it out and
    /// gives `body` the controller and its reading. A step the UI refuses is returned as a failure, naming the
    /// device, the state and the step, and `body` is not called (a step never fails silently: the state shown would be
    /// another one).
    static func hosting(
        _ row: Row, on device: SceneDevice, makeController: (SceneDevice) -> SceneRootViewController,
        _ body: (SceneRootViewController, SceneLayoutReading) -> Void
    ) -> String? {
        var refused: String?
        hosting(on: device, makeController: makeController) { window, controller in
            for (index, operation) in row.script.enumerated() {
                do {
                    try controller.apply(operation)
                } catch {
                    refused = "\(device.name), state \(row.name): step \(index + 1) (\(operation)) is refused: \(error)"
                    return
                }
            }
            window.layoutIfNeeded()
            body(controller, controller.layoutReading())
        }
        return refused
    }

    /// Runs `body` with a fresh controller from `makeController`, hosted in a key window of `device`'s size and
    /// laid out for `device` whatever the window's safe area and size class (`followsWindow` off); then takes the
    /// controller out of the window and hides it, so that each check starts from a fresh UI.
    static func hosting(
        on device: SceneDevice, makeController: (SceneDevice) -> SceneRootViewController,
        _ body: (UIWindow, SceneRootViewController) -> Void
    ) {
        let controller = makeController(device)
        controller.followsWindow = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: device.width, height: device.height))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        body(window, controller)
        window.rootViewController = nil
        window.isHidden = true
    }

    /// Whether `controller`'s window has `device`'s horizontal size class, by which UIKit lays presentations out
    /// (§10.2; a width that is not compact, unspecified included, gets no adaptation).
    static func windowHasSizeClass(of device: SceneDevice, _ controller: SceneRootViewController) -> Bool {
        (controller.traitCollection.horizontalSizeClass == .compact) == (device.sizeClass == .compact)
    }
}

extension SceneLayoutReading {
    /// The reading without what saved navigation does not keep (scene format §10.4): the top page's header offset
    /// and page stack view. A state saved on the UI and restored on a fresh one reads the same up to these.
    public func restorablePart() -> SceneLayoutReading {
        var reading = self
        reading.headerOffset = nil
        reading.stackView = nil
        return reading
    }

    /// Takes the presentations' frames, and their pages', from `found`: what a comparison does where UIKit lays
    /// presentations out by a window size class that is not the device's, so that only which pages are presented
    /// is compared.
    mutating func takePresentationFrames(from found: SceneLayoutReading) {
        for (index, presentation) in zip(presented.indices, found.presented) {
            presented[index].frame = presentation.frame
            for (page, foundPage) in zip(presented[index].pages.indices, presentation.pages) {
                presented[index].pages[page].frame = foundPage.frame
            }
        }
    }
}
