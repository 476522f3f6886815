// The only target/action code of the pager: `#selector` and `@objc` exist only with the Objective-C runtime,
// so this file compiles on iOS alone and forwards taps to the shared `selectTab(_:)`.
#if canImport(UIKit)
    import UIKit

    extension PagerViewController {
        /// Installs a tap on each bar cell that selects its tab (VoiceOver's activation taps the cell too).
        public func installCellTaps() {
            for cell in cells {
                cell.isUserInteractionEnabled = true
                cell.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleCellTap(_:))))
            }
        }

        @objc private func handleCellTap(_ tap: UITapGestureRecognizer) {
            guard let cell = tap.view, let index = cells.firstIndex(where: { $0 === cell }) else { return }
            selectTab(index)
        }
    }
#endif
