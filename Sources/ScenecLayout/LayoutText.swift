import ScenecDiagnostics
import ScenecOutput
public import ScenecRuntime
import ScenecSema

/// The `--format text` rendering of one state's layout: the same values as the JSON, laid out for people.
/// Frames print as `(x, y, width, height)` in the coordinates the JSON uses. Ends with one newline. Every line
/// goes through `DisplayText.escaped`, so no value (a device name, a title) can break or reorder a line.
public enum LayoutText {
    /// The text of `layout`.
    public static func render(_ layout: StateLayout) -> String {
        var lines: [String] = []
        let device = layout.device
        lines.append(
            "\(layout.scene) on \(device.name): \(num(device.width)) x \(num(device.height)) pt, "
                + "\(device.sizeClass.rawValue) size class"
        )
        lines.append("state \(layout.state.name): \(layout.state.description)")
        lines.append("")
        if let sidebar = layout.sidebar {
            lines.append("sidebar \(rect(sidebar.frame))")
            for (index, item) in sidebar.items.enumerated() {
                let marker = index == sidebar.selected ? "*" : " "
                let badge = item.badge.map { "  badge \(quote($0))" } ?? ""
                lines.append(
                    "  \(marker) tab \(index) \(quote(item.title)) -> \(item.root?.rawValue ?? "-")  "
                        + "\(rect(item.frame))\(badge)"
                )
            }
            for (index, item) in sidebar.extraItems.enumerated() {
                lines.append("    extra \(index) \(quote(item.title))  \(rect(item.frame))")
            }
        } else {
            lines.append("sidebar: none")
        }
        if let bar = layout.tabBar {
            lines.append("tab bar \(rect(bar.frame))")
            for (index, item) in bar.items.enumerated() {
                let marker = index == bar.selected ? "*" : " "
                lines.append(
                    "  \(marker) item \(index) \(quote(item.title)) -> \(item.root?.rawValue ?? "more tabs")  "
                        + rect(item.frame))
            }
        }
        if let attachment = layout.attachment {
            lines.append(
                "attachment \(attachment.attachment.page) \(rect(attachment.frame))"
                    + (attachment.attachment.isVisible ? "" : " (hidden below the window)")
            )
        } else {
            lines.append("attachment: none")
        }
        let navigation = layout.navigation
        lines.append(
            "navigation \(navigation.style == .push ? "(push style) " : "")\(rect(navigation.frame)), offset \(num(navigation.offset)), active \(navigation.active) "
                + "at \(navigation.position.rawValue)"
        )
        for (index, page) in navigation.pages.enumerated() {
            var flags: [String] = []
            if index == navigation.active { flags.append("active") }
            if page.layout.isHidden { flags.append("hidden") }
            if !page.layout.isAttached { flags.append("detached") }
            if page.layout.overlayOpacity != 0 { flags.append("overlay \(num(page.layout.overlayOpacity))") }
            let marker = index == navigation.active ? "*" : " "
            // The page's navigation bar (§4 `navigationBar`), relative to the page as in the JSON; none when hidden.
            let bar = page.navigationBar.map { "  bar \(rect($0))" } ?? ""
            lines.append(
                "  \(marker) page \(index) \(page.page.rawValue) (\(page.type))  \(rect(page.layout.frame))\(bar)"
                    + (flags.isEmpty ? "" : "  " + flags.joined(separator: ", "))
            )
        }
        for (index, presented) in layout.presented.enumerated() {
            let shown = presented.layout
            var flags = [shown.style.rawValue]
            if let detent = shown.detent { flags.append("detent \(detent.rawValue)") }
            flags.append(shown.isDimmed ? "dims what is below" : "does not dim")
            lines.append(
                "presented \(index + 1) \(presented.page.rawValue) from \(presented.from.rawValue)  "
                    + "\(rect(shown.frame))  " + flags.joined(separator: ", "))
            for (position, page) in presented.pages.enumerated() {
                let marker = page.visible ? "*" : " "
                let type = position < presented.types.count ? presented.types[position] : ""
                lines.append(
                    "  \(marker) page \(position) \(page.page.rawValue) (\(type))  \(rect(page.frame))"
                        + (page.visible ? "  visible" : ""))
            }
        }
        let topName = layout.state.top.rawValue
        switch layout.top {
        case nil:
            lines.append("top: '\(topName)' has no pager, header or page stack")
        case .pager(let pager):
            lines.append("top: pager of '\(topName)'")
            lines += pagerLines(pager)
        case .header(let header):
            lines.append("top: header of '\(topName)'")
            let nested = header.nested
            lines.append("  main \(rect(nested.main)), content size \(size(nested.mainContentSize))")
            lines.append("  header \(rect(nested.header)), menu \(rect(nested.menu))")
            lines.append("  sill \(num(nested.sill)), offset \(num(header.offset))")
            lines += pagerLines(header.pager)
        case .stack(let stack):
            lines.append("top: page stack of '\(topName)'")
            for (view, type) in zip(stack.views, stack.types) {
                let marker = view == stack.views.last ? "*" : " "
                lines.append("  \(marker) view \(view.rawValue) (\(type))")
            }
            lines.append("  shown view \(rect(stack.view))")
        }
        if let transition = layout.transition {
            lines += transitionLines(transition, swipes: layout.swipes, page: topName)
        }
        return lines.map(DisplayText.escaped).joined(separator: "\n") + "\n"
    }

    /// `transition of 'page': mode left, nav bar alpha 1, next 'x', pop enabled`, then what each probe pan
    /// begins.
    static func transitionLines(_ transition: SceneTransition, swipes: [SwipeDecision], page: String) -> [String] {
        var lines = [
            "transition of '\(page)': mode \(transition.mode.rawValue), nav bar alpha \(num(transition.navBarAlpha)), "
                + "next \(transition.next.map(quote) ?? "none"), pop \(transition.isPopEnabled ? "enabled" : "disabled")"
        ]
        for swipe in swipes {
            lines.append(
                "  swipe \(swipe.panDirection) (\(num(swipe.translationX)) pt at \(num(swipe.velocityX)) pt/s): "
                    + (swipe.kind.map { "begins a \($0.rawValue)" } ?? "does nothing"))
        }
        return lines
    }

    static func pagerLines(_ pager: PagerInnerLayout) -> [String] {
        let layout = pager.layout
        var lines = ["  bar \(rect(layout.bar)), content \(rect(layout.content))"]
        for (index, cell) in layout.cells.enumerated() {
            let marker = index == layout.selected ? "*" : " "
            let title = index < pager.titles.count ? quote(pager.titles[index]) : "?"
            let page = index < pager.pages.count ? pager.pages[index].rawValue : "?"
            let frame = index < layout.pages.count ? rect(layout.pages[index]) : "-"
            lines.append("  \(marker) tab \(index) \(title) -> \(page)  cell \(rect(cell))  page \(frame)")
        }
        lines.append("  line " + (layout.line.map(rect) ?? "unknown (needs titleWidth)"))
        return lines
    }

    /// `(x, y, width, height)`.
    public static func rect(_ rect: Rect) -> String {
        "(\(num(rect.x)), \(num(rect.y)), \(num(rect.width)), \(num(rect.height)))"
    }

    static func size(_ size: Size) -> String { "\(num(size.width)) x \(num(size.height))" }

    static func num(_ value: Double) -> String { NumberText.readable(value) }

    /// `'text'`, escaped (`DisplayText`) so one value stays on one line.
    static func quote(_ text: String) -> String {
        "'" + DisplayText.escaped(text) + "'"
    }
}
