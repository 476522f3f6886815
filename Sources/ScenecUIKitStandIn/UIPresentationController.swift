#if !canImport(UIKit)
    public import Foundation

    /// Modal presentation styles.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
    public enum UIModalPresentationStyle: Int, Sendable {
        /// The system's default, a page sheet.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic
        case automatic = -2
        /// SDK: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
        case fullScreen = 0
        /// SDK: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
        case pageSheet = 1
        /// SDK: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet
        case formSheet = 2
        /// SDK: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover
        case popover = 7
    }

    /// The object that manages a presented controller's view. The stand-in places it as scenec models UIKit's
    /// system layout (scene format §10.2, frames table, with the default metrics): `frameOfPresentedViewInContainerView`
    /// is the window's bounds for a full-screen presentation and the subclasses' frames otherwise.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uipresentationcontroller
    @MainActor
    open class UIPresentationController: NSObject {
        /// SDK: https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
        public var presentedViewController: UIViewController { standInPresented }

        private let standInPresented: UIViewController

        /// The controller that presents; set when the presentation starts (the presented controller itself
        /// until then, as the stand-in has no other).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller
        open var presentingViewController: UIViewController {
            standInPresenting ?? presentedViewController
        }

        weak var standInPresenting: UIViewController?

        /// SDK: https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
        open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

        /// "The view in which the presentation occurs": a view filling the window, above its root view, while
        /// the presentation is on screen.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerview
        open internal(set) var containerView: UIView?

        /// "The default implementation of this method returns the presented view controller's view."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedview
        open var presentedView: UIView? { presentedViewController.view }

        /// "The default implementation of this method returns the frame rectangle of the container view."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uipresentationcontroller/frameofpresentedviewincontainerview
        open var frameOfPresentedViewInContainerView: CGRect {
            guard let container = containerView?.bounds.size else { return .zero }
            return standInFrame(in: container)
        }

        /// The presented view's frame in a container of `container` (the subclasses' styles override it).
        func standInFrame(in container: CGSize) -> CGRect { CGRect(origin: .zero, size: container) }

        init(presented: UIViewController) {
            standInPresented = presented
            super.init()
        }

        /// The window's horizontal size class is compact (where sheets have detents and other styles adapt).
        var standInIsCompact: Bool {
            containerView?.standInWindow?.standInTraitCollection.horizontalSizeClass == .compact
        }

        /// Puts the presented view at `frameOfPresentedViewInContainerView` (again after a detent change).
        func standInPlacePresentedView() {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }

        /// A swipe down on the presented view, as a user makes it: refused while the presented controller
        /// `isModalInPresentation` or when the delegate's `presentationControllerShouldDismiss(_:)` says no;
        /// otherwise the delegate hears `presentationControllerWillDismiss(_:)`, the presentation (and any above
        /// it) is dismissed, then `presentationControllerDidDismiss(_:)`, which UIKit calls only for an interactive
        /// dismissal. Returns whether it dismissed. Test-only.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
        @discardableResult
        func standInSwipeToDismiss() -> Bool {
            guard !presentedViewController.isModalInPresentation, containerView != nil else { return false }
            if let delegate, !delegate.presentationControllerShouldDismiss(self) { return false }
            delegate?.presentationControllerWillDismiss(self)
            presentingViewController.standInDismissPresented(completion: nil)
            delegate?.presentationControllerDidDismiss(self)
            return true
        }

        /// The frames of §10.2 with its default metrics; a test of a scene that overrides them sets these.
        static var standInSheetTopGap: CGFloat = 10
        static var standInSheetMediumFraction: CGFloat = 0.5
        static var standInPageSheetWidth: CGFloat = 704
        static var standInFormSheetSize = CGSize(width: 540, height: 620)
        static var standInPopoverSize = CGSize(width: 320, height: 480)
        static var standInPopoverMargin: CGFloat = 10

        /// An edge-attached sheet in a compact width at `detent` (nil: large), in a container of `size`.
        static func standInCompactSheetFrame(
            _ detent: UISheetPresentationController.Detent.Identifier?, in size: CGSize
        ) -> CGRect {
            if detent == .medium {
                let height = (size.height * standInSheetMediumFraction).rounded()
                return CGRect(x: 0, y: size.height - height, width: size.width, height: height)
            }
            return CGRect(x: 0, y: standInSheetTopGap, width: size.width, height: size.height - standInSheetTopGap)
        }

        /// A frame of `size` (at most the container's) centred in a container of `container`.
        static func standInCentred(_ size: CGSize, in container: CGSize) -> CGRect {
            let width = min(size.width, container.width)
            let height = min(size.height, container.height)
            return CGRect(
                x: (container.width - width) / 2, y: (container.height - height) / 2, width: width, height: height)
        }
    }

    /// A presentation controller that shows its controller as a sheet: in a compact width attached to the bottom
    /// edge at its selected detent; in a regular width at the page sheet's or form sheet's size, whatever the
    /// detents (the stand-in follows §10.2).
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller
    @MainActor
    @available(iOS 15.0, *)
    open class UISheetPresentationController: UIPresentationController {
        /// SDK: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents
        open var detents: [UISheetPresentationController.Detent] = [.large()]

        /// "The default value is nil, which means the sheet displays at the smallest detent you specify."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier
        open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
            didSet {
                if containerView != nil || standInAdaptedPopover?.containerView != nil {
                    standInDetentChangesAnimated.append(standInAnimatingChanges)
                }
                if containerView != nil {
                    standInPlacePresentedView()
                } else if let popover = standInAdaptedPopover, popover.containerView != nil {
                    // The adaptive sheet of a shown popover in a compact width moves the popover's view: it is the
                    // sheet the popover became.
                    popover.standInPlacePresentedView()
                }
            }
        }

        /// "To animate changes to any of the sheet's properties, set them inside the block that you pass to this
        /// method. By the time this method returns, layout finishes for the sheet": runs `changes`, the sheet's
        /// frame moving during the call; a detent change inside it is recorded as animated
        /// (`standInDetentChangesAnimated`).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/animatechanges(_:)
        open func animateChanges(_ changes: () -> Void) {
            standInAnimatingChanges = true
            defer { standInAnimatingChanges = false }
            changes()
        }

        /// True during `animateChanges(_:)`.
        private var standInAnimatingChanges = false

        /// For each change of `selectedDetentIdentifier` while the sheet is shown, whether it was made inside
        /// `animateChanges(_:)` (a change outside it moves the sheet without animation). Test-only.
        var standInDetentChangesAnimated: [Bool] = []

        /// The popover whose `adaptiveSheetPresentationController` this is, if any.
        weak var standInAdaptedPopover: UIPopoverPresentationController?

        /// Whether it shows a form sheet (a page sheet otherwise) in a regular width.
        var standInIsFormSheet = false

        /// The detent shown: the selected one, or the smallest (medium when declared).
        var standInShownDetent: UISheetPresentationController.Detent.Identifier {
            if let selectedDetentIdentifier { return selectedDetentIdentifier }
            return detents.contains { $0.identifier == .medium } ? .medium : .large
        }

        override func standInFrame(in container: CGSize) -> CGRect {
            if standInIsCompact { return Self.standInCompactSheetFrame(standInShownDetent, in: container) }
            if standInIsFormSheet { return Self.standInCentred(Self.standInFormSheetSize, in: container) }
            let height = container.height - 2 * Self.standInSheetTopGap
            return Self.standInCentred(CGSize(width: Self.standInPageSheetWidth, height: height), in: container)
        }

        /// An object that represents a height where a sheet naturally rests.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent
        @MainActor
        @available(iOS 15.0, *)
        public class Detent: NSObject {
            /// SDK: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.property
            /// iOS 16 and later (`UISheetPresentationController.h`: `API_AVAILABLE(ios(16.0))`); on iOS 15 a detent's
            /// identifier is known only for the system ones, `.medium` and `.large`.
            @available(iOS 16.0, *)
            public var identifier: UISheetPresentationController.Detent.Identifier { standInIdentifier }

            private let standInIdentifier: UISheetPresentationController.Detent.Identifier

            required init(standInIdentifier: UISheetPresentationController.Detent.Identifier) {
                self.standInIdentifier = standInIdentifier
                super.init()
            }

            /// SDK: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()
            public class func medium() -> Self { Self(standInIdentifier: .medium) }

            /// SDK: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/large()
            public class func large() -> Self { Self(standInIdentifier: .large) }

            /// Constants that identify system detent sizes.
            ///
            /// SDK: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct
            public struct Identifier: Hashable, Sendable, RawRepresentable {
                /// SDK: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/init(rawvalue:)
                public init(rawValue: String) { self.rawValue = rawValue }
                /// The identifier's string.
                public var rawValue: String
                /// SDK: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/medium
                public static let medium: UISheetPresentationController.Detent.Identifier = Identifier(
                    rawValue: "com.apple.UIKit.medium")
                /// SDK: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/large
                public static let large: UISheetPresentationController.Detent.Identifier = Identifier(
                    rawValue: "com.apple.UIKit.large")
            }
        }
    }

    /// A presentation controller that shows its controller in a popover anchored to `sourceRect` in
    /// `sourceView`; in a compact width it adapts to a sheet (`adaptiveSheetPresentationController`), as UIKit
    /// adapts popovers by default.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
    @MainActor
    open class UIPopoverPresentationController: UIPresentationController {
        /// SDK: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
        open var sourceView: UIView?

        /// "The rectangle that the popover's arrow points to", in `sourceView`'s coordinates; "the default value is
        /// CGRectNull, which instructs the system to use the current frame of sourceView": the stand-in uses
        /// `sourceView`'s bounds when this is null. Setting it while the popover is shown moves the popover.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
        open var sourceRect: CGRect = .null {
            didSet { if containerView != nil { standInPlacePresentedView() } }
        }

        /// The sheet the popover becomes in a compact width (its detents apply there).
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/adaptivesheetpresentationcontroller
        @available(iOS 15.0, *)
        open var adaptiveSheetPresentationController: UISheetPresentationController { adaptiveSheet }

        private lazy var adaptiveSheet: UISheetPresentationController = {
            let sheet = UISheetPresentationController(presented: presentedViewController)
            sheet.standInAdaptedPopover = self
            return sheet
        }()

        /// A popover of the default size (each side at most the window's less the margin on both sides), centred
        /// horizontally on the anchor (`sourceRect` in `sourceView`, in window coordinates), below it: a popover
        /// does not overlap its source rectangle unless `canOverlapSourceViewRect` (false by default, not declared
        /// here) allows it; then moved inside the window's margins (§10.2's model); in a compact width, the
        /// adaptive sheet's frame.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/canoverlapsourceviewrect
        override func standInFrame(in container: CGSize) -> CGRect {
            if standInIsCompact {
                return Self.standInCompactSheetFrame(adaptiveSheet.standInShownDetent, in: container)
            }
            let margin = Self.standInPopoverMargin
            let width = max(0, min(Self.standInPopoverSize.width, container.width - 2 * margin))
            let height = max(0, min(Self.standInPopoverSize.height, container.height - 2 * margin))
            var anchor = CGRect(origin: .zero, size: container)
            if let sourceView {
                let rect = sourceRect.isNull ? sourceView.bounds : sourceRect
                anchor = sourceView.standInWindowRect(rect)
            }
            let x = anchor.minX + (anchor.width - width) / 2
            let y = anchor.maxY
            return CGRect(
                x: min(max(x, margin), container.width - margin - width),
                y: min(max(y, margin), container.height - margin - height), width: width, height: height)
        }
    }

    /// How a presentation controller tells its delegate about adaptivity and dismissal. UIKit's requirements are
    /// optional (`@objc optional`); Linux has no Objective-C, so the stand-in gives each a default implementation
    /// (`presentationControllerShouldDismiss(_:)` answers true, the others do nothing).
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
    @MainActor
    public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
        /// SDK: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
        /// SDK: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
        /// SDK: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    }

    extension UIAdaptivePresentationControllerDelegate {
        /// True (an optional requirement in UIKit, where a missing implementation allows the dismissal).
        public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            true
        }
        /// Does nothing (an optional requirement in UIKit).
        public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
        /// Does nothing (an optional requirement in UIKit).
        public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    }

    extension UIView {
        /// The window this view is in (UIKit's `window`, which the layer does not use).
        var standInWindow: UIWindow? {
            var current: UIView? = self
            while let view = current {
                if let window = view as? UIWindow { return window }
                current = view.superview
            }
            return nil
        }

        /// `rect` in this view's coordinates, in its window's (origins moved by each ancestor's frame and bounds).
        func standInWindowRect(_ rect: CGRect) -> CGRect {
            var x = rect.minX
            var y = rect.minY
            var current: UIView? = self
            while let view = current, !(view is UIWindow) {
                x += view.frame.minX - view.bounds.minX
                y += view.frame.minY - view.bounds.minY
                current = view.superview
            }
            return CGRect(x: x, y: y, width: rect.width, height: rect.height)
        }
    }

    /// Presentation, as UIKit documents it: the controller that presents is the root of the presenting
    /// controller's chain of parents (no controller defines a presentation context in the stand-in).
    /// `presentedViewController` and `presentingViewController` are set during the call; the presented view is put
    /// in a container view above the window's content at `frameOfPresentedViewInContainerView`, it appears
    /// (`viewWillAppear` now, `viewDidAppear` at the next run-loop turn), and the completion runs at the next
    /// run-loop turn (`StandInRunLoop.turn()`), "after the presentation finishes". A full-screen presentation makes
    /// the presenting controller disappear. An animated presentation or dismissal is in progress until that turn
    /// (`isBeingPresented`, `isBeingDismissed`); an animated dismissal keeps the presented controller and its view
    /// until then, as UIKit keeps them until its animation ends.
    ///
    /// A presentation UIKit refuses is refused, and recorded (`StandInRunLoop.refusedPresentations`, with the
    /// message UIKit logs) so that a test fails on it: on a presenter whose view is in no window, that already
    /// presents, or that is itself being presented or dismissed ("while a presentation is in progress"), and of a
    /// controller already presented.
    extension UIViewController {
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
        public var presentationController: UIPresentationController? { standInMakePresentationController() }

        /// "If modalPresentationStyle is pageSheet or formSheet, this property contains a sheet presentation
        /// controller"; nil for other styles.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller
        @available(iOS 15.0, *)
        public var sheetPresentationController: UISheetPresentationController? {
            standInMakePresentationController() as? UISheetPresentationController
        }

        /// "Accessing this property creates a popover presentation controller when the value in the
        /// modalPresentationStyle property is popover. If the modal presentation style is a different value, this
        /// property is nil."
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
        public var popoverPresentationController: UIPopoverPresentationController? {
            standInMakePresentationController() as? UIPopoverPresentationController
        }

        /// The presentation controller for the current style, made on first access ("Always set the value of
        /// that property before accessing any presentation controllers").
        private func standInMakePresentationController() -> UIPresentationController {
            if let existing = standInPresentationController { return existing }
            let made: UIPresentationController
            switch modalPresentationStyle {
            case .automatic, .pageSheet: made = UISheetPresentationController(presented: self)
            case .formSheet:
                let sheet = UISheetPresentationController(presented: self)
                sheet.standInIsFormSheet = true
                made = sheet
            case .popover: made = UIPopoverPresentationController(presented: self)
            case .fullScreen: made = UIPresentationController(presented: self)
            }
            standInPresentationController = made
            return made
        }

        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
        public func present(
            _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
        ) {
            var presenter: UIViewController = self
            while let parent = presenter.parent { presenter = parent }
            if let refusal = standInRefusal(toPresent: viewControllerToPresent, on: presenter) {
                StandInRunLoop.refusedPresentations.append(refusal)
                return
            }
            guard let window = presenter.viewIfLoaded?.standInWindow else { return }
            let controller = viewControllerToPresent.standInMakePresentationController()
            controller.standInPresenting = presenter
            presenter.presentedViewController = viewControllerToPresent
            viewControllerToPresent.standInPresenting = presenter
            let container = UIView(frame: window.bounds)
            window.addSubview(container)
            controller.containerView = container
            let view = viewControllerToPresent.view!
            container.addSubview(view)
            controller.standInPlacePresentedView()
            if viewControllerToPresent.modalPresentationStyle == .fullScreen {
                StandInRunLoop.beginAppearance(of: presenter, false)
            }
            StandInRunLoop.beginAppearance(of: viewControllerToPresent, true)
            viewControllerToPresent.isBeingPresented = flag
            StandInRunLoop.pendingCompletions.append { _ in
                viewControllerToPresent.isBeingPresented = false
                completion?()
            }
        }

        /// The message UIKit logs when it refuses to present `presented` on `presenter`, nil when it presents it.
        /// UIKit's messages name the controllers by their description; the stand-in names their types.
        private func standInRefusal(toPresent presented: UIViewController, on presenter: UIViewController) -> String? {
            let name = { (controller: UIViewController) in String(describing: type(of: controller)) }
            if let shown = presented.standInPresenting {
                return
                    "Application tried to present modally a view controller \(name(presented)) that is already being "
                    + "presented by \(name(shown))."
            }
            guard presenter.viewIfLoaded?.standInWindow != nil else {
                return "Attempt to present \(name(presented)) on \(name(presenter)) whose view is not in the window "
                    + "hierarchy."
            }
            if presenter.isBeingPresented || presenter.isBeingDismissed
                || presenter.presentedViewController.map({ $0.isBeingPresented || $0.isBeingDismissed }) == true
            {
                return
                    "Attempt to present \(name(presented)) on \(name(presenter)) while a presentation is in progress."
            }
            if let current = presenter.presentedViewController {
                return "Attempt to present \(name(presented)) on \(name(presenter)) which is already presenting "
                    + "\(name(current))."
            }
            return nil
        }

        /// "If you call this method on the presented view controller itself, UIKit asks the presenting view
        /// controller to handle the dismissal"; on a controller that presents (itself presented or not) it dismisses
        /// what that controller presents and everything above it, and only that. A call while that presentation is
        /// already being dismissed does nothing.
        ///
        /// SDK: https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
        public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
            var presenter: UIViewController = self
            while presenter.presentedViewController == nil, let parent = presenter.parent { presenter = parent }
            if presenter.presentedViewController == nil, let presenting = presenter.presentingViewController {
                presenter = presenting
            }
            guard presenter.presentedViewController?.isBeingDismissed != true else { return }
            presenter.standInDismissPresented(animated: flag, completion: completion)
        }

        /// Removes the presentation this controller shows and every one above it, top first. The ones above go
        /// during the call; the one this controller shows, when `animated`, stays (`isBeingDismissed`) until the
        /// next run-loop turn, where it is removed before the completion runs.
        func standInDismissPresented(animated: Bool = false, completion: (() -> Void)?) {
            guard let presented = presentedViewController else { return }
            presented.standInDismissPresented(completion: nil)
            StandInRunLoop.beginAppearance(of: presented, false)
            if presented.modalPresentationStyle == .fullScreen { StandInRunLoop.beginAppearance(of: self, true) }
            let remove = { [weak self] in
                let controller = presented.standInPresentationController
                presented.view.removeFromSuperview()
                controller?.containerView?.removeFromSuperview()
                controller?.containerView = nil
                if self?.presentedViewController === presented { self?.presentedViewController = nil }
                presented.standInPresenting = nil
                presented.isBeingDismissed = false
            }
            if animated {
                presented.isBeingDismissed = true
                StandInRunLoop.pendingCompletions.append { _ in
                    remove()
                    completion?()
                }
            } else {
                remove()
                StandInRunLoop.pendingCompletions.append { _ in completion?() }
            }
        }
    }
#endif
