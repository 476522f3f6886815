public import ScenecRuntime

/// The view commands of a pager (R3, JCPageController): a horizontally scrolling bar of tab cells with an
/// underline and a bottom hairline, over a paging content scroll view whose pages are child controllers.
///
/// Every frame comes from `Pager.layout` (in a pager view of a given size, or in a nested header's menu and
/// content scroll view, R4), the line while dragging from `Pager.line(from:to:progress:)`, the title scales
/// from `Pager.scale(at:)` and `Pager.dragScales(progress:)`, the bar's offset from `Pager.barContentOffset`.
///
/// Views it sets: `pager.bar` (a scroll view: frame, content size, offset), `pager.cell.<i>` (frame, selection,
/// scale), `pager.hairline`, `pager.line` (frame; hidden when its width needs an unknown title width) and
/// `pager.content` (the paging scroll view: frame, content size, offset).
///
/// Children: one per page controller, in the content scroll view at its page's frame. Pages with a reuse
/// identifier get their controller from `PagerReusePool` (`pager.vc.<serial>`; at most two live per
/// identifier, a reused one gets `.reuse(id, page:)` before it moves); the others get `pager.page.<i>`, which
/// lives only while its page is selected or dragged in. Only the selected page (and, during a drag, the page
/// being dragged in) is attached. Appearance follows the selected page: on a tap or a completed swipe the old
/// page's disappearance begins before the new page's appearance.
///
/// Right to left (`setRightToLeft(true)`): the runtime's left-to-right frames are mirrored, not re-derived:
/// cells and the line within the bar's content (or the bar, when the cells are narrower), pages within the
/// content scroll view's content, and both scroll offsets within their ranges; so tab 0 is at the right and
/// a drag to the left shows the next page. Offsets reported by the content scroll view are mirrored back.
public struct PagerPlan: Sendable, Hashable {
    /// Where the pager's bar and content go.
    public enum Frames: Sendable, Hashable {
        /// A pager view of this size whose top `safeAreaTop` points are under the status bar: bar below them,
        /// content below the bar (R3, `Pager.layout(in:safeAreaTop:)`).
        case view(Size, safeAreaTop: Double = 0)
        /// A nested header's menu and content scroll view, in its main scroll view's content (R4).
        case header(bar: Rect, content: Rect)
    }

    /// The runtime pager, with the current selection.
    public private(set) var pager: Pager
    /// The reuse pool of the page controllers.
    public private(set) var pool: PagerReusePool
    /// Where the bar and content go.
    public private(set) var frames: Frames
    /// Whether the container is on screen.
    public private(set) var isVisible = false
    /// What the view layer shows of the page controllers.
    public private(set) var scene = ChildScene(children: [])
    /// The page each child shows.
    public private(set) var pageOfChild: [String: Int] = [:]
    /// The content scroll view's horizontal offset laid out.
    public private(set) var contentOffsetX: Double = 0
    /// The page being dragged in, during a drag.
    public private(set) var dragTarget: Int?
    private var isDragging = false
    /// Whether the pager is laid out right to left.
    public private(set) var isRightToLeft = false
    private var sceneBeforeDrag: ChildScene?
    private var properties = ViewProperties()

    /// A plan for `pager` (its selection is the initial tab) whose pages have `reuseIdentifiers` (one per tab;
    /// nil for a page that is never reused). Nothing is shown until `load()`.
    public init(pager: Pager, reuseIdentifiers: [String?], frames: Frames) {
        self.pager = pager
        let identifiers = pager.tabs.indices.map { reuseIdentifiers.indices.contains($0) ? reuseIdentifiers[$0] : nil }
        pool = PagerReusePool(reuseIdentifiers: identifiers)
        self.frames = frames
    }

    /// The child id of the controller of a page without a reuse identifier.
    public static func untrackedID(_ page: Int) -> String { "pager.page.\(page)" }
    /// The child id of a pooled controller.
    public static func pooledID(_ controller: ReusableControllerID) -> String { "pager.vc.\(controller.rawValue)" }
    /// The id of cell `index` of the bar.
    public static func cellID(_ index: Int) -> ViewTarget { .pagerCell(index) }

    /// The layout at rest, from the runtime.
    public var layout: PagerLayout {
        switch frames {
        case .view(let size, let safeAreaTop): pager.layout(in: size, safeAreaTop: safeAreaTop)
        case .header(let bar, let content): pager.layout(bar: bar, content: content)
        }
    }

    private func mirrored(_ rect: Rect, within width: Double) -> Rect {
        guard isRightToLeft else { return rect }
        return Rect(x: width - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height)
    }

    /// A frame in the bar as the left-to-right runtime has it: `rect` itself when left to right, else mirrored
    /// back within the bar (mirroring is its own inverse). A reading of the views (`SceneLayoutReading`) goes
    /// through it, so what it compares with the runtime does not depend on the app's language.
    public func leftToRightBarFrame(_ rect: Rect) -> Rect { mirrored(rect, within: barMirrorWidth) }

    /// The width the bar's cells are mirrored within: the cells' total width, or the bar's when wider.
    private var barMirrorWidth: Double { max(pager.barContentWidth, layout.bar.width) }

    /// The content scroll view's offset `x` as the left-to-right runtime sees it (the same x when left to right).
    private func leftToRightOffset(_ x: Double) -> Double {
        isRightToLeft ? layout.contentSize.width - layout.content.width - x : x
    }

    /// Lays the pager out right to left (or back): every mirrored frame and offset is sent again.
    public mutating func setRightToLeft(_ rightToLeft: Bool) -> [ViewCommand] {
        guard rightToLeft != isRightToLeft else { return [] }
        isRightToLeft = rightToLeft
        return update(animated: false)
    }

    /// The child that shows page `index`, if any.
    public func child(showing index: Int) -> String? {
        pageOfChild.first { $0.value == index }?.key
    }

    /// The child of the selected page.
    public var selectedChild: String? { child(showing: pager.selected) }

    // MARK: Children

    /// Gives page `index` a controller, recording a reuse; returns the reuse command, if any.
    private mutating func configure(_ index: Int, change: PageChange? = nil, start: Bool = false) -> [ViewCommand] {
        let result: PagerDequeue?
        if start {
            result = pool.start(at: index)
        } else if let change {
            result = pool.change(to: index, by: change)
        } else {
            result = pool.configure(index)
        }
        switch result {
        case .created(let controller), .existing(let controller):
            pageOfChild[Self.pooledID(controller)] = index
            return []
        case .reused(let controller, _):
            let id = Self.pooledID(controller)
            pageOfChild[id] = index
            return [.reuse(.child(id), page: index)]
        case .untracked:
            pageOfChild[Self.untrackedID(index)] = index
            return []
        case nil:
            return []
        }
    }

    private mutating func makeScene() -> ChildScene {
        let shown = Set([pager.selected] + (dragTarget.map { [$0] } ?? []))
        // Untracked controllers live only while their page is shown.
        for (id, page) in pageOfChild where id.hasPrefix("pager.page.") && !shown.contains(page) {
            pageOfChild[id] = nil
        }
        let pages = layout.pages
        let children = pageOfChild.sorted { $0.value < $1.value || ($0.value == $1.value && $0.key < $1.key) }
        return ChildScene(
            children: children.map { id, page in
                ChildScene.Child(
                    id: id, isAttached: shown.contains(page),
                    frame: mirrored(pages[page], within: layout.contentSize.width))
            })
    }

    /// The whole state of the pager's own views at rest (or, during a drag, with the dragged line and scales).
    private func viewState() -> [ViewCommand] {
        let layout = layout
        var barOffset = pager.barContentOffset(barWidth: layout.bar.width)
        if isRightToLeft { barOffset = max(0, pager.barContentWidth - layout.bar.width) - barOffset }
        var state: [ViewCommand] = [
            .setFrame(.pagerBar, layout.bar),
            .setContentSize(.pagerBar, Size(width: pager.barContentWidth, height: layout.bar.height)),
            .setContentOffset(.pagerBar, Point(x: barOffset, y: 0)),
            .setFrame(.pagerHairline, pager.hairline(barWidth: layout.bar.width, barHeight: layout.bar.height)),
        ]
        for (index, cell) in layout.cells.enumerated() {
            state.append(.setFrame(Self.cellID(index), mirrored(cell, within: barMirrorWidth)))
            state.append(.setSelected(Self.cellID(index), index == pager.selected))
        }
        var scales = pager.tabs.indices.map { pager.scale(at: $0) }
        var line = layout.line
        if let target = dragTarget {
            let progress = Pager.progress(
                from: pager.selected, contentOffsetX: contentOffsetX, pageWidth: layout.content.width)
            line = pager.line(from: pager.selected, to: target, progress: progress, barHeight: layout.bar.height)
            let drag = pager.dragScales(progress: progress)
            scales[pager.selected] = drag.from
            scales[target] = drag.to
        }
        for (index, scale) in scales.enumerated() { state.append(.setScale(Self.cellID(index), scale)) }
        if let line { state.append(.setFrame(.pagerLine, mirrored(line, within: barMirrorWidth))) }
        state.append(.setHidden(.pagerLine, line == nil))
        state += [
            .setFrame(.pagerContent, layout.content),
            .setContentSize(.pagerContent, layout.contentSize),
        ]
        if dragTarget == nil {
            let x = leftToRightOffset(contentOffsetX)  // mirroring is its own inverse
            state.append(.setContentOffset(.pagerContent, Point(x: x, y: 0)))
        }
        return state
    }

    private mutating func update(animated: Bool, reuse: [ViewCommand] = []) -> [ViewCommand] {
        let new = makeScene()
        let commands = ChildScene.commands(
            from: scene, to: new, containerIsVisible: isVisible, animated: animated,
            viewChanges: properties.changes(to: viewState()))
        scene = new
        return reuse + commands
    }

    // MARK: Operations

    /// The commands that show the pager: its views, then the initial tab's page.
    public mutating func load() -> [ViewCommand] {
        properties.reset()
        contentOffsetX = layout.contentOffsetX
        let reuse = pager.tabs.isEmpty ? [] : configure(pager.selected, start: true)
        return update(animated: false, reuse: reuse)
    }

    /// The pager view (or the header's main scroll view) changed size: everything is laid out again.
    public mutating func setFrames(_ frames: Frames) -> [ViewCommand] {
        self.frames = frames
        dragTarget = nil
        isDragging = false
        contentOffsetX = layout.contentOffsetX
        return update(animated: false)
    }

    /// The size class changed and with it the metrics (bar height, line width, selected scale): the pager is
    /// laid out again with `metrics` (in `frames` when given, a header's new menu), keeping its selection.
    public mutating func setMetrics(_ metrics: Metrics, frames: Frames? = nil) -> [ViewCommand] {
        guard metrics != pager.metrics || (frames != nil && frames != self.frames) else { return [] }
        pager.metrics = metrics
        return setFrames(frames ?? self.frames)
    }

    /// Selects tab `index` (a tap on its cell, or a script's `selectPagerTab`): the old page disappears, the
    /// new one appears. Nil when `index` is out of range; no commands when it is already selected.
    public mutating func select(_ index: Int, animated: Bool = false) -> [ViewCommand]? {
        guard pager.tabs.indices.contains(index) else { return nil }
        guard index != pager.selected else { return [] }
        let reuse = configure(index, change: .tap)
        pager.select(index)
        dragTarget = nil
        isDragging = false
        contentOffsetX = layout.contentOffsetX
        return update(animated: animated, reuse: reuse)
    }

    /// The content scroll view was dragged to horizontal offset `x`: the page next to the selected one on
    /// that side is given a controller and attached (without appearance callbacks yet), and the line and the
    /// two titles' scales follow the drag.
    public mutating func dragChanged(contentOffsetX reported: Double) -> [ViewCommand] {
        let x = leftToRightOffset(reported)
        if !isDragging {
            isDragging = true
            sceneBeforeDrag = scene
        }
        contentOffsetX = x
        let selectedX = Double(pager.selected) * layout.content.width
        var target: Int? = x > selectedX ? pager.selected + 1 : (x < selectedX ? pager.selected - 1 : nil)
        if let candidate = target, !pager.tabs.indices.contains(candidate) { target = nil }
        var reuse: [ViewCommand] = []
        if let target, target != dragTarget { reuse = configure(target) }
        dragTarget = target
        let new = makeScene()
        let commands = ChildScene.commands(
            from: scene, to: new, containerIsVisible: false, viewChanges: properties.changes(to: viewState()))
        scene = new
        return reuse + commands
    }

    /// The drag ended and the content scroll view stopped at horizontal offset `x`: the nearest page becomes
    /// selected when it is next to the old one (a swipe); the line, scales and offset settle; the old page's
    /// disappearance begins before the new page's appearance, and both end after the views changed.
    public mutating func dragEnded(contentOffsetX reported: Double) -> [ViewCommand] {
        let x = leftToRightOffset(reported)
        let width = layout.content.width
        let before = sceneBeforeDrag ?? scene
        sceneBeforeDrag = nil
        isDragging = false
        var reuse: [ViewCommand] = []
        if width > 0, !pager.tabs.isEmpty {
            let nearest = min(max(Int((x / width).rounded()), 0), pager.tabs.count - 1)
            if abs(nearest - pager.selected) == 1 {
                reuse = configure(nearest, change: .swipe)
                pager.select(nearest)
            }
        }
        dragTarget = nil
        contentOffsetX = layout.contentOffsetX
        let new = makeScene()
        let views = ChildScene.commands(
            from: scene, to: new, containerIsVisible: false, viewChanges: properties.changes(to: viewState()))
        let appearance = ChildScene.commands(from: before, to: new, containerIsVisible: isVisible, animated: true)
        let begins = appearance.filter { if case .beginAppearance = $0 { true } else { false } }
        let ends = appearance.filter { if case .endAppearance = $0 { true } else { false } }
        scene = new
        return reuse + begins + views + ends
    }

    /// The container's own appearance: forwarded to the shown page.
    public mutating func containerAppearance(isAppearing: Bool, phase: AppearancePhase, animated: Bool) -> [ViewCommand]
    {
        if phase == .begin { isVisible = isAppearing }
        return scene.appearanceCommands(isAppearing: isAppearing, animated: animated, phase: phase)
    }
}
