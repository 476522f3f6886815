/// The direction a page-stack view slides in (scenec never has the original's `none`).
public enum StackDirection: String, Sendable, Hashable, CaseIterable {
    /// The incoming view enters from the right (+W) and the outgoing one leaves to the left (−W).
    case push
    /// The incoming view enters from the left (−W) and the outgoing one leaves to the right (+W).
    case pop
}

/// Why a page-stack operation was refused (the original returned `false`).
public enum PageStackError: Error, Sendable, Hashable {
    /// An animation is running; call `finishAnimation()` first.
    case animating
    /// `pop` with only the root left, or `popToRoot` when the root is already the top.
    case alreadyAtRoot
    /// `popTo` a view that is not in the stack.
    case notInStack(String)
    /// `popTo` the top view.
    case isTop(String)
    /// `switchTop` to the view that is already the top.
    case switchingToTop(String)
    /// `push` or `switchTop` of a view that is already in the stack (scenec's addition: views are identified
    /// by their id, so a stack never holds one twice).
    case alreadyInStack(String)
}

/// The size of a page stack's host view and its insets (`topInster`, `bottomInster`), in points.
public struct PageStackGeometry: Sendable, Hashable {
    /// The host view's size W × H.
    public var containerSize: Size
    /// The top inset ti (≥ 0).
    public var topInset: Double
    /// The bottom inset bi (≥ 0).
    public var bottomInset: Double
    /// The host's top safe area s (≥ 0): the part of the status bar its page is under; the views start below it
    /// and ti (scenec's addition; 0 on the scene format's devices).
    public var safeAreaTop: Double

    /// Creates a geometry; the insets and the safe area default to 0.
    public init(containerSize: Size, topInset: Double = 0, bottomInset: Double = 0, safeAreaTop: Double = 0) {
        self.containerSize = containerSize
        self.topInset = topInset
        self.bottomInset = bottomInset
        self.safeAreaTop = safeAreaTop
    }

    /// The settled view frame (0, s + ti, W, max(0, H − s − ti − bi)), in the host's coordinates.
    public var settledFrame: Rect {
        let top = safeAreaTop + topInset
        return Rect(x: 0, y: top, width: containerSize.width, height: max(0, containerSize.height - top - bottomInset))
    }

    /// The frames of a slide in `direction`; `outgoingHeight` is the outgoing view's current height (the
    /// settled height by default), which it keeps while it leaves.
    public func transition(
        _ direction: StackDirection,
        incoming: String,
        outgoing: String,
        outgoingHeight: Double? = nil
    ) -> PageStackTransition {
        let settled = settledFrame
        let dx = containerSize.width
        let sign: Double = direction == .push ? 1 : -1
        return PageStackTransition(
            direction: direction,
            incoming: incoming,
            outgoing: outgoing,
            incomingStart: settled.offsetBy(dx: sign * dx, dy: 0),
            incomingEnd: settled,
            outgoingEnd: Rect(
                x: -sign * dx,
                y: settled.y,
                width: containerSize.width,
                height: outgoingHeight ?? settled.height
            )
        )
    }
}

/// The animation of one page-stack operation: where the incoming view starts and ends, and where the
/// outgoing view ends (it is then removed from the host). Frames are in the host's coordinates.
public struct PageStackTransition: Sendable, Hashable {
    /// The slide direction.
    public var direction: StackDirection
    /// The view that becomes the top.
    public var incoming: String
    /// The view that was the top.
    public var outgoing: String
    /// The incoming view's first frame: the settled frame moved by +W (push) or −W (pop).
    public var incomingStart: Rect
    /// The incoming view's last frame: the settled frame.
    public var incomingEnd: Rect
    /// The outgoing view's last frame: (−W for push, +W for pop, s + ti, W, its current height).
    public var outgoingEnd: Rect
}

/// A stack of views inside one page (R5, NavigationRoute), with scenec's differences: views always slide by
/// the host's width, and a switch always has a direction.
///
/// Every accepted operation updates `views` at once and returns the animation. When `animated` (the default)
/// it also sets `isAnimating` until `finishAnimation()` is called, and every operation in between is refused
/// with `.animating`, as in the original. Invariants: `views` is never empty and holds no id twice.
public struct PageStack: Sendable, Hashable {
    /// The view ids, root first; the last is the top.
    public private(set) var views: [String]
    /// True between an animated operation and `finishAnimation()`.
    public private(set) var isAnimating: Bool
    /// The host size and insets used for frames.
    public var geometry: PageStackGeometry

    /// A stack holding only `root`, not animating.
    public init(root: String, geometry: PageStackGeometry) {
        views = [root]
        isAnimating = false
        self.geometry = geometry
    }

    /// The first view.
    public var root: String { views[0] }
    /// The last view, on screen.
    public var top: String { views[views.count - 1] }
    /// The view below the top, or the top itself when it is the only one (NavigationRoute's `lastView`).
    public var lastView: String { views.count >= 2 ? views[views.count - 2] : top }
    /// The frame of the top view when settled.
    public var settledFrame: Rect { geometry.settledFrame }

    /// Ends the running animation.
    public mutating func finishAnimation() {
        isAnimating = false
    }

    /// Pushes `view` on top, sliding it in from the right. Refused while animating or when `view` is already
    /// in the stack.
    @discardableResult
    public mutating func push(_ view: String, animated: Bool = true) throws(PageStackError) -> PageStackTransition {
        guard !isAnimating else { throw .animating }
        guard !views.contains(view) else { throw .alreadyInStack(view) }
        let outgoing = top
        views.append(view)
        return begin(.push, incoming: view, outgoing: outgoing, animated: animated)
    }

    /// Pops the top view, sliding the one below in from the left. Refused while animating or at the root.
    @discardableResult
    public mutating func pop(animated: Bool = true) throws(PageStackError) -> PageStackTransition {
        guard !isAnimating else { throw .animating }
        guard views.count >= 2 else { throw .alreadyAtRoot }
        let outgoing = views.removeLast()
        return begin(.pop, incoming: top, outgoing: outgoing, animated: animated)
    }

    /// Pops down to `view`. Refused while animating, when `view` is not in the stack, or when it is the top.
    @discardableResult
    public mutating func popTo(_ view: String, animated: Bool = true) throws(PageStackError) -> PageStackTransition {
        guard !isAnimating else { throw .animating }
        guard let index = views.firstIndex(of: view) else { throw .notInStack(view) }
        guard index != views.count - 1 else { throw .isTop(view) }
        let outgoing = top
        views.removeSubrange((index + 1)...)
        return begin(.pop, incoming: view, outgoing: outgoing, animated: animated)
    }

    /// Pops down to the root. Refused while animating or when the root is the top.
    @discardableResult
    public mutating func popToRoot(animated: Bool = true) throws(PageStackError) -> PageStackTransition {
        guard !isAnimating else { throw .animating }
        guard views.count >= 2 else { throw .alreadyAtRoot }
        let outgoing = top
        views.removeSubrange(1...)
        return begin(.pop, incoming: root, outgoing: outgoing, animated: animated)
    }

    /// Replaces the top view by `view` in place, sliding as a push or a pop; replacing the only view replaces
    /// the root. Refused while animating, when `view` is the top, or when it is elsewhere in the stack.
    @discardableResult
    public mutating func switchTop(
        _ direction: StackDirection,
        to view: String,
        animated: Bool = true
    ) throws(PageStackError) -> PageStackTransition {
        guard !isAnimating else { throw .animating }
        guard view != top else { throw .switchingToTop(view) }
        guard !views.contains(view) else { throw .alreadyInStack(view) }
        let outgoing = top
        views[views.count - 1] = view
        return begin(direction, incoming: view, outgoing: outgoing, animated: animated)
    }

    private mutating func begin(
        _ direction: StackDirection,
        incoming: String,
        outgoing: String,
        animated: Bool
    ) -> PageStackTransition {
        isAnimating = animated
        return geometry.transition(direction, incoming: incoming, outgoing: outgoing)
    }
}
