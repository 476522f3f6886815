import Foundation
import ScenecCompiler
import ScenecLayout
import ScenecRuntime
import ScenecUIKit
import ScenecUIPlans
import Testing

/// A page whose content is a scroll view, as most pages' are. (A top page scrolled out of a stacked
/// navigation, "active 0 at left", has no page of its own on screen: nothing answers then.)
final class ContentScrollPage: IdentifiedPage {
    override func loadView() {
        view = UIScrollView(frame: .zero)
    }
}

@Suite("Scroll views: unadjusted offsets, one scroll-to-top", .serialized)
@MainActor
struct ScrollViewsHostedTests {
    /// The scroll views in `view`'s tree.
    func scrollViews(in view: UIView) -> [UIScrollView] {
        ((view as? UIScrollView).map { [$0] } ?? []) + view.subviews.flatMap { scrollViews(in: $0) }
    }

    @Test(
        "in every state only the top page's content scrolls to top; a pager's own scroll views are never adjusted",
        arguments: SceneRootHostedTests.examples + ["Player"])
    func everyState(_ name: String) throws {
        let (definition, table) = try SceneRootHostedTests().compiledTable(name)
        var pagers = 0
        for entry in table.devices {
            for state in entry.entries {
                let controller = SceneRootViewController(definition: definition, device: entry.device) { page in
                    ContentScrollPage(id: page.id)
                }
                let window = showInWindow(controller, on: entry.device)
                for operation in state.state.script { try? controller.apply(operation) }
                window.layoutIfNeeded()
                let label = "\(name) \(entry.device.name) \(state.state)"
                let answering = scrollViews(in: window).filter(\.scrollsToTop)
                #expect(answering.count <= 1, "\(label): \(answering.count) scroll views answer a status bar tap")
                // Under a presentation, the top presentation's top page is the content that answers.
                let presentedTop = controller.presentations.last.flatMap { entry in
                    entry.navigation.stack.top.flatMap { entry.navigation.pageControllers[$0.id] }
                }
                if presentedTop == nil, let pager = controller.topPager {
                    pagers += 1
                    let own = [pager.barView, pager.contentView] + (pager.mainScrollView.map { [$0] } ?? [])
                    #expect(own.allSatisfy { $0.contentInsetAdjustmentBehavior == .never }, "\(label)")
                    if let selected = pager.selectedPageController?.view as? UIScrollView,
                        scrollViews(in: window).contains(where: { $0 === selected })
                    {
                        #expect(answering.first === selected, "\(label): the selected page's content")
                    }
                } else if presentedTop != nil || controller.topPageStack == nil,
                    let top = presentedTop ?? controller.statusBarChild,
                    scrollViews(in: window).contains(where: { $0 === top.view })
                {
                    #expect(answering.first === top.view, "\(label): the top page's content")
                }
                window.isHidden = true
            }
        }
        if name == "News" { #expect(pagers > 0) }
    }
}
