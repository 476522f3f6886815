import ScenecDiagnostics
import ScenecOutput
import ScenecRuntime
import ScenecSema

/// The `--format svg` wireframe of one state, drawn the way a designer sketches it: the window, the dark
/// sidebar with item titles and badges, the stacked pages labelled with their ids and types (hidden pages
/// dashed, overlays as grey shading, the active page outlined in blue), and the last page's pager bar with its
/// cells and line, header, menu and content, or page stack view. One SVG user unit is one point. All text is
/// XML-escaped. Deterministic: the same layout always gives the same bytes.
public enum LayoutSVG {
    /// Blank space around the window, in points.
    static let margin = 16.0
    /// Height of the caption under the window, in points.
    static let captionHeight = 40.0

    /// The SVG document of `layout`, ending with one newline.
    public static func render(_ layout: StateLayout) -> String {
        var svg = SVGWriter()
        draw(layout, into: &svg)
        return svg.output
    }

    /// The lines of `render(layout)`, without their newlines: what `scenec preview` stores (each distinct line once),
    /// made without joining the document and splitting it again.
    public static func renderLines(_ layout: StateLayout) -> [String] {
        var svg = SVGWriter(keepsLines: true)
        draw(layout, into: &svg)
        return svg.lines
    }

    /// Draws `layout` into `svg`, line by line.
    static func draw(_ layout: StateLayout, into svg: inout SVGWriter) {
        let width = layout.device.width + 2 * margin
        let transition = transitionCaption(layout)
        let height = layout.device.height + 2 * margin + captionHeight + (transition == nil ? 0 : 16)
        svg.line(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
                + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\">"
        )
        let title = layout.scene + " on " + layout.device.name + ": " + layout.state.description
        svg.line("<title>\(escape(title))</title>")
        svg.line("<rect width=\"100%\" height=\"100%\" fill=\"#eef0f3\"/>")
        svg.line("<g transform=\"translate(\(n(margin)),\(n(margin)))\">")
        let window = Rect(x: 0, y: 0, width: layout.device.width, height: layout.device.height)
        svg.line("<clipPath id=\"window\">\(rectAttributes(window, element: "rect"))/></clipPath>")
        svg.line("<rect \(box(window)) fill=\"#ffffff\"/>")
        svg.line("<g clip-path=\"url(#window)\">")
        drawNavigation(layout, into: &svg)
        if let attachment = layout.attachment { drawAttachment(attachment, into: &svg) }
        if let sidebar = layout.sidebar { drawSidebar(sidebar, into: &svg) }
        if let tabBar = layout.tabBar { drawTabBar(tabBar, into: &svg) }
        for (index, presented) in layout.presented.enumerated() {
            drawPresented(
                presented, window: window, top: index == layout.presented.count - 1 ? layout.top : nil, index: index,
                into: &svg)
        }
        svg.line("</g>")
        svg.line("<rect \(box(window)) fill=\"none\" stroke=\"#222222\" stroke-width=\"2\"/>")
        let captionY = layout.device.height + 18
        let caption =
            "\(layout.scene) · \(layout.device.name) (\(label(layout.device.width))×\(label(layout.device.height)))"
        svg.text(caption, x: 0, y: captionY, size: 13, weight: "bold", color: "#222222", maxWidth: window.width)
        svg.text(
            layout.state.name + ": " + layout.state.description, x: 0, y: captionY + 17, size: 11,
            color: "#555555", maxWidth: window.width
        )
        if let transition {
            svg.text(transition, x: 0, y: captionY + 33, size: 10, color: "#7b3fa0", maxWidth: window.width)
        }
        svg.line("</g>")
        svg.line("</svg>")
    }

    /// What each probe pan on the top page begins (R6) and its declared transition, for the caption; nil
    /// without one: `← pushes 'lyrics' · → pops (transition left, nav bar alpha 0.8)`.
    static func transitionCaption(_ layout: StateLayout) -> String? {
        guard let transition = layout.transition else { return nil }
        let pans = layout.swipes.map { swipe in
            let arrow = swipe.translationX < 0 ? "←" : "→"
            switch swipe.kind {
            case .push: return "\(arrow) pushes '\(transition.next ?? "")'"
            case .pop: return "\(arrow) pops"
            case nil: return "\(arrow) nothing"
            }
        }
        return pans.joined(separator: " · ") + " (transition \(transition.mode.rawValue), nav bar alpha "
            + "\(label(transition.navBarAlpha)))"
    }

    // MARK: - Parts

    /// The opacity of the black layer over what a presentation dims (UIKit's dimming view).
    static let dimmingOpacity = 0.4

    /// The height of a presentation's title strip (its own push-style stack's page and back label).
    static let presentedTitleStripHeight = 28.0

    /// A presentation (§10.2): a black layer over the whole window when it dims what is below, then its frame with
    /// a title strip (the visible page, its style and detent, a back label when pages are pushed inside it), the
    /// top page's inner layout (`top`, for the last presentation) and the visible page's type.
    static func drawPresented(
        _ presented: PresentedLayout, window: Rect, top: InnerLayout?, index: Int, into svg: inout SVGWriter
    ) {
        let frame = presented.layout.frame
        svg.line("<g>")
        if presented.layout.isDimmed {
            svg.line("<rect \(box(window)) fill=\"#000000\" fill-opacity=\"\(n(dimmingOpacity))\"/>")
        }
        guard !frame.isEmpty else {
            svg.line("</g>")
            return
        }
        svg.line("<rect \(box(frame)) fill=\"#ffffff\" stroke=\"#7b3fa0\" stroke-width=\"2\"/>")
        let visible = presented.pages.lastIndex(where: \.visible) ?? max(0, presented.pages.count - 1)
        if let top { drawInner(top, in: frame, id: "m\(index)", into: &svg) }
        let strip = Rect(x: frame.x, y: frame.y, width: frame.width, height: presentedTitleStripHeight)
        svg.line("<rect \(box(strip)) fill=\"#f4f5f7\" fill-opacity=\"0.92\" stroke=\"#7b3fa0\"/>")
        var x = strip.x + 8
        if visible > 0 {
            let label = "‹ " + presented.pages[visible - 1].page.rawValue
            svg.text(label, x: x, y: strip.y + 18, size: 12, color: "#2f6fd6", maxWidth: strip.width / 3)
            x += min(strip.width / 3, Double(label.count) * 12 * 0.58) + 10
        }
        let page = presented.pages.indices.contains(visible) ? presented.pages[visible].page.rawValue : ""
        svg.text(
            page, x: x, y: strip.y + 18, size: 12, weight: "bold", color: "#222222", maxWidth: strip.maxX - x - 100)
        let style = presented.layout.style.rawValue + (presented.layout.detent.map { " · " + $0.rawValue } ?? "")
        svg.text(style, x: strip.maxX - 8, y: strip.y + 18, size: 10, color: "#7b3fa0", anchor: "end", maxWidth: 92)
        if presented.types.indices.contains(visible) {
            svg.text(
                presented.types[visible], x: frame.x + 8, y: frame.maxY - 8, size: 10, color: "#6b7280",
                maxWidth: frame.width - 16)
        }
        svg.line("</g>")
    }

    static func drawSidebar(_ sidebar: SidebarLayout, into svg: inout SVGWriter) {
        svg.line("<rect \(box(sidebar.frame)) fill=\"#24272c\"/>")
        for (index, item) in sidebar.items.enumerated() {
            let selected = index == sidebar.selected
            svg.line(
                "<rect \(box(item.frame.inset(by: EdgeInsets(top: 0, left: 6, bottom: 0, right: 6)))) rx=\"8\" "
                    + "fill=\"\(selected ? "#3d7bd9" : "#363a41")\"/>"
            )
            drawItemContent(item, placement: .side, badgeCenter: sidebar.badgeCenter, color: "#ffffff", into: &svg)
        }
        for item in sidebar.extraItems {
            svg.line(
                "<rect \(box(item.frame.inset(by: EdgeInsets(top: 0, left: 6, bottom: 0, right: 6)))) rx=\"8\" "
                    + "fill=\"none\" stroke=\"#8a9099\" stroke-dasharray=\"4 3\"/>"
            )
            drawItemContent(item, placement: .side, badgeCenter: sidebar.badgeCenter, color: "#ffffff", into: &svg)
        }
    }

    /// An item's icon, title and badge where `TabItemContentLayout` puts them, as ScenecUIKit's `TabItemView`
    /// does: the icon as a rounded square (filled when `filled`), "More"'s as three dots, the badge in its
    /// declared colour (the system red by default).
    static func drawItemContent(
        _ item: SidebarItemLayout, placement: TabItemPlacement, badgeCenter: Point?, color: String,
        filled: Bool = false, titleSize: Double = 11, titleInset: Double = 14, bold: Bool = false,
        into svg: inout SVGWriter
    ) {
        let frame = item.frame
        let content = TabItemContentLayout(
            item: Size(width: frame.width, height: frame.height), placement: placement, hasIcon: item.icon != nil,
            badge: item.badge, sideBadgeCenter: badgeCenter)
        if let icon = content.icon?.offsetBy(dx: frame.x, dy: frame.y) {
            if item.root == nil, item.icon == BottomTabBarLayout.moreItemIcon {
                for dot in -1...1 {
                    svg.line(
                        "<circle cx=\"\(n(icon.midX + Double(dot) * 7))\" cy=\"\(n(icon.midY))\" r=\"2.5\" "
                            + "fill=\"\(color)\"/>")
                }
            } else {
                svg.line(
                    "<rect \(box(icon)) rx=\"5\" fill=\"\(filled ? color : "none")\" stroke=\"\(color)\" "
                        + "stroke-width=\"1.5\"/>")
            }
        }
        let title = content.title.offsetBy(dx: frame.x, dy: frame.y)
        svg.text(
            item.title, x: title.midX, y: title.midY + 4, size: titleSize, weight: bold ? "bold" : nil, color: color,
            anchor: "middle", maxWidth: max(0, title.width - titleInset))
        if let badge = content.badge?.offsetBy(dx: frame.x, dy: frame.y), let text = item.badge {
            svg.line(
                "<rect \(box(badge)) rx=\"9\" fill=\"\(item.badgeColor.map(hex) ?? "#ff3b30")\""
                    + "\(item.badgeColor.map(opacity) ?? "") stroke=\"#ffffff\" stroke-width=\"1.5\"/>")
            svg.text(
                text, x: badge.midX, y: badge.midY + 4, size: 10, weight: "bold", color: "#ffffff", anchor: "middle",
                maxWidth: badge.width)
        }
    }

    /// `#rrggbb` of a scene colour.
    static func hex(_ color: SceneColor) -> String {
        "#"
            + [color.red, color.green, color.blue].map { byte in
                let digits = String(byte, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
    }

    /// The ` fill-opacity` attribute of a translucent scene colour; empty for an opaque one.
    static func opacity(_ color: SceneColor) -> String {
        color.alpha == 255 ? "" : " fill-opacity=\"\(n(Double(color.alpha) / 255))\""
    }

    static func drawAttachment(_ attachment: AttachmentLayout, into svg: inout SVGWriter) {
        guard attachment.attachment.isVisible else { return }
        svg.line("<rect \(box(attachment.frame)) fill=\"#ece6fb\" stroke=\"#7b61c9\"/>")
        svg.text(
            "attachment: " + attachment.attachment.page, x: attachment.frame.x + 12, y: attachment.frame.midY + 4,
            size: 12, color: "#4b3a8c", maxWidth: attachment.frame.width - 24
        )
    }

    /// Height of the footer that holds the title of a page without a navigation bar.
    static let footerHeight = 20.0
    /// Width of one page's edge peeking out at the left of a push-style stack.
    static let pushEdgeWidth = 6.0

    static func drawNavigation(_ layout: StateLayout, into svg: inout SVGWriter) {
        let navigation = layout.navigation
        let area = navigation.frame
        let bounds = Rect(origin: .zero, size: area.size)
        svg.line("<clipPath id=\"navigation\">\(rectAttributes(bounds, element: "rect"))/></clipPath>")
        svg.line("<g transform=\"translate(\(n(area.x)),\(n(area.y)))\" clip-path=\"url(#navigation)\">")
        svg.line("<rect \(box(Rect(origin: .zero, size: area.size))) fill=\"#d9dde3\"/>")
        let isPushStyle = navigation.style == .push
        for (index, page) in navigation.pages.enumerated() {
            let frame = page.layout.frame
            if page.layout.isHidden {
                svg.line(
                    "<rect \(box(frame)) fill=\"none\" stroke=\"#9aa1ab\" stroke-dasharray=\"6 4\"/>"
                )
                svg.text(
                    "\(page.page.rawValue) (hidden)", x: frame.x + 8, y: frame.y + 40, size: 11,
                    color: "#9aa1ab", maxWidth: frame.width - 16)
                continue
            }
            // Push style: only the last page shows; the ones below it are its back stack.
            if isPushStyle, index < navigation.pages.count - 1 { continue }
            let below = isPushStyle ? Array(navigation.pages.dropLast()) : []
            // The back button: the page below the top one, in push style and for a stacked navigation's last page.
            let isLast = index == navigation.pages.count - 1
            let back = isLast && index > 0 ? navigation.pages[index - 1] : nil
            drawPage(page, index: index, below: below, back: back, navigation: navigation, into: &svg)
        }
        svg.line("</g>")
    }

    /// One page: its frame, its inner layout (every shown page's, not only the last one's), its navigation bar
    /// (§4 `navigationBar`: at the bar's frame, with the title and `back`'s back button) or, for a page that
    /// hides its bar, its title in a footer, its type, its overlay and the active outline. `below` is the back
    /// stack of a push-style navigation: drawn as thin edges at the left, as a navigation controller shows the
    /// pages below during a swipe.
    static func drawPage(
        _ page: PageLayout, index: Int, below: [PageLayout], back: PageLayout?, navigation: NavigationLayout,
        into svg: inout SVGWriter
    ) {
        let frame = page.layout.frame
        svg.line("<g>")
        svg.line("<rect \(box(frame)) fill=\"#ffffff\" stroke=\"#4a5059\"/>")
        if page.layout.isAttached, let inner = page.inner {
            drawInner(inner, in: frame, id: "p\(index)", into: &svg)
        }
        for (depth, lower) in below.enumerated() {
            let edge = Rect(
                x: frame.x + Double(depth) * pushEdgeWidth, y: frame.y, width: pushEdgeWidth, height: frame.height)
            svg.line("<rect \(box(edge)) fill=\"#c3c8d0\" stroke=\"#7a8290\" stroke-width=\"0.5\"/>")
            svg.line("<title>\(escape(lower.page.rawValue))</title>")
        }
        let edges = Double(below.count) * pushEdgeWidth
        let title = page.page.rawValue + (page.title.map { " · " + $0 } ?? "")
        let isActive = index == navigation.active
        // In push style the top page is always the active one, at the left: no label says so.
        let activeLabel = isActive && navigation.style == .stacked ? "active · \(navigation.position.rawValue)" : nil
        if let bar = page.navigationBar {
            // The page's navigation bar at its frame (the UI's `UINavigationBar`): back button, title.
            let strip = Rect(
                x: frame.x + bar.x + edges, y: frame.y + bar.y, width: bar.width - edges, height: bar.height)
            svg.line("<rect \(box(strip)) fill=\"#f4f5f7\" fill-opacity=\"0.92\" stroke=\"#4a5059\"/>")
            let baseline = strip.y + strip.height / 2 + 4
            var x = strip.x + 8
            if let back {
                let label = "‹ " + back.page.rawValue
                svg.text(label, x: x, y: baseline, size: 12, color: "#2f6fd6", maxWidth: strip.width / 3)
                x += min(strip.width / 3, Double(label.count) * 12 * 0.58) + 10
            }
            svg.text(
                title, x: x, y: baseline, size: 12, weight: "bold", color: "#222222",
                maxWidth: strip.maxX - x - 8 - (activeLabel == nil ? 0 : frame.width / 4))
            if let activeLabel {
                svg.text(
                    activeLabel, x: strip.maxX - 10, y: baseline, size: 10, color: "#2f6fd6", anchor: "end",
                    maxWidth: frame.width / 4)
            }
            svg.text(
                page.type, x: frame.x + edges + 8, y: frame.maxY - 8, size: 10, color: "#6b7280",
                maxWidth: frame.width - edges - 16)
        } else {
            // No navigation bar (`navigationBar: false`): the title goes to a footer with the type, so the
            // picture shows no bar that the UI lacks.
            let footer = Rect(
                x: frame.x + edges, y: frame.maxY - footerHeight, width: frame.width - edges, height: footerHeight)
            svg.line("<rect \(box(footer)) fill=\"#f4f5f7\" fill-opacity=\"0.92\" stroke=\"#4a5059\"/>")
            var x = footer.x + 8
            if let back {
                let label = "‹ " + back.page.rawValue
                svg.text(label, x: x, y: footer.maxY - 6, size: 11, color: "#2f6fd6", maxWidth: footer.width / 3)
                x += min(footer.width / 3, Double(label.count) * 11 * 0.58) + 10
            }
            let room = footer.maxX - x - 8 - (activeLabel == nil ? 0 : 94)
            svg.text(
                title + " — " + page.type, x: x, y: footer.maxY - 6, size: 11, weight: "bold",
                color: "#222222", maxWidth: room)
            if let activeLabel {
                svg.text(
                    activeLabel, x: footer.maxX - 8, y: footer.maxY - 6, size: 10, color: "#2f6fd6", anchor: "end",
                    maxWidth: 90)
            }
        }
        if page.layout.overlayOpacity > 0 {
            svg.line("<rect \(box(frame)) fill=\"#000000\" fill-opacity=\"\(n(min(1, page.layout.overlayOpacity)))\"/>")
        }
        if isActive {
            svg.line(
                "<rect \(box(frame.inset(by: EdgeInsets(top: 1.5, left: 1.5, bottom: 1.5, right: 1.5)))) "
                    + "fill=\"none\" stroke=\"#2f6fd6\" stroke-width=\"3\"/>"
            )
        }
        svg.line("</g>")
    }

    /// The bottom tab bar (§9.1): its items with their icons (placeholders), titles and badges, the selected one
    /// in blue, "More" with its three dots.
    static func drawTabBar(_ bar: TabBarLayout, into svg: inout SVGWriter) {
        svg.line("<rect \(box(bar.frame)) fill=\"#f7f7f9\" stroke=\"#9aa1ab\"/>")
        svg.line("<g transform=\"translate(\(n(bar.frame.x)),\(n(bar.frame.y)))\">")
        for (index, item) in bar.items.enumerated() {
            let selected = index == bar.selected
            drawItemContent(
                item, placement: .bottom, badgeCenter: nil, color: selected ? "#2f6fd6" : "#6b7280", filled: selected,
                titleSize: 10, titleInset: 4, bold: selected, into: &svg)
        }
        svg.line("</g>")
    }

    /// A page's inner layout; `id` keeps the clip paths of different pages apart.
    static func drawInner(_ inner: InnerLayout, in page: Rect, id: String, into svg: inout SVGWriter) {
        svg.line("<g transform=\"translate(\(n(page.x)),\(n(page.y)))\">")
        switch inner {
        case .pager(let pager):
            drawPager(pager, id: id, into: &svg)
        case .header(let header):
            let main = header.nested.main
            let headerFrame = header.nested.header
            svg.line("<clipPath id=\"main-\(id)\">\(rectAttributes(main, element: "rect"))/></clipPath>")
            svg.line("<g clip-path=\"url(#main-\(id))\">")
            svg.line("<g transform=\"translate(\(n(main.x)),\(n(main.y - header.offset)))\">")
            svg.line("<rect \(box(headerFrame)) fill=\"#fbe3c8\" stroke=\"#c7843b\"/>")
            // The label sits in the part of the header still shown above the menu; none when too little is.
            let shownHeader = headerFrame.height - header.offset
            if shownHeader >= 16 {
                svg.text(
                    "header \(label(headerFrame.height)) pt · offset \(label(header.offset)) of sill "
                        + label(header.nested.sill),
                    x: headerFrame.midX, y: headerFrame.y + header.offset + min(shownHeader, 2 * 24) / 2 + 4,
                    size: 12, color: "#8a5420", anchor: "middle", maxWidth: headerFrame.width - 16
                )
            }
            drawPager(header.pager, id: id, into: &svg)
            svg.line("</g>")
            svg.line("</g>")
            svg.line("<rect \(box(main)) fill=\"none\" stroke=\"#c7843b\" stroke-dasharray=\"3 3\"/>")
        case .stack(let stack):
            let view = stack.view
            svg.line("<rect \(box(view)) fill=\"#e3f3e6\" stroke=\"#3b8f4f\" stroke-width=\"1.5\" rx=\"10\"/>")
            let shown = stack.views.last?.rawValue ?? ""
            let type = stack.types.last ?? ""
            svg.text(
                "view: " + shown, x: view.midX, y: view.midY - 4, size: 14, weight: "bold", color: "#1f5f30",
                anchor: "middle", maxWidth: view.width - 16)
            svg.text(
                type, x: view.midX, y: view.midY + 14, size: 10, color: "#3b8f4f", anchor: "middle",
                maxWidth: view.width - 16)
            // The breadcrumb goes along the view's top edge, away from the page's type at the page's bottom.
            svg.text(
                "stack: " + stack.views.map(\.rawValue).joined(separator: " › "), x: view.x + 10,
                y: view.y + 16, size: 10, color: "#3b8f4f", maxWidth: view.width - 20
            )
        }
        svg.line("</g>")
    }

    /// A pager: the bar scrolled by the runtime's `barContentOffsetX` (clipped to the bar) so that the
    /// selected cell is in view, then the content and the shown tab page.
    static func drawPager(_ pager: PagerInnerLayout, id: String, into svg: inout SVGWriter) {
        let layout = pager.layout
        let bar = layout.bar
        svg.line("<rect \(box(bar)) fill=\"#f0f4fb\" stroke=\"#7a8699\"/>")
        svg.line("<clipPath id=\"bar-\(id)\">\(rectAttributes(bar, element: "rect"))/></clipPath>")
        svg.line("<g clip-path=\"url(#bar-\(id))\">")
        svg.line("<g transform=\"translate(\(n(bar.x - layout.barContentOffsetX)),\(n(bar.y)))\">")
        for (index, cell) in layout.cells.enumerated() {
            let selected = index == layout.selected
            svg.line("<rect \(box(cell)) fill=\"none\" stroke=\"#b5bfcc\" stroke-dasharray=\"2 2\"/>")
            let title = index < pager.titles.count ? pager.titles[index] : ""
            svg.text(
                title, x: cell.midX, y: cell.midY + 4, size: selected ? 12 : 11, weight: selected ? "bold" : nil,
                color: selected ? "#1d4f9c" : "#4a5059", anchor: "middle", maxWidth: cell.width - 6)
        }
        if let line = layout.line {
            svg.line("<rect \(box(line)) fill=\"#1d4f9c\"/>")
        }
        svg.line("</g>")
        svg.line("</g>")
        let content = layout.content
        svg.line("<rect \(box(content)) fill=\"#fafbfc\" stroke=\"#b5bfcc\"/>")
        if layout.pages.indices.contains(layout.selected) {
            let shown = layout.pages[layout.selected]
            let frame = Rect(
                x: content.x + shown.x - layout.contentOffsetX, y: content.y + shown.y,
                width: shown.width, height: shown.height)
            let page = layout.selected < pager.pages.count ? pager.pages[layout.selected].rawValue : ""
            // At the page's left, so that a page stacked over this one's right part does not hide it.
            svg.text(
                "tab page: " + page, x: frame.x + 24, y: frame.y + min(frame.height / 2, 60), size: 13,
                color: "#7a8699", maxWidth: frame.width - 36)
        }
    }

    // MARK: - Contact sheet

    /// The longest stem (`<device>--<state>`) of an SVG file name, in bytes: with `_2`-style suffixes and
    /// `.svg`, every name stays well below the 255 bytes most file systems allow.
    static let maxFileStem = 200

    /// The file name of each state's SVG, per device, parallel to `table.devices[i].entries`:
    /// `<device>--<state>.svg`, the device name reduced to `[A-Za-z0-9_-]` (other characters become `_`) and
    /// cut to 100 characters, made unique with `_2`, `_3`, … when two devices reduce to the same name. A stem
    /// longer than `maxFileStem` bytes (a long path of long page ids) is cut and ends with `_<index>`, the
    /// state's index on its device; every name is unique within its device.
    public static func fileNames(_ table: LayoutTable) -> [[String]] {
        var devices = UniqueNames()
        return table.devices.map { entry in
            let safe = String(
                entry.device.name.unicodeScalars.prefix(100).map {
                    (("0"..."9").contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
                        || $0 == "-" || $0 == "_") ? Character($0) : "_"
                })
            let device = devices.claim(safe.isEmpty ? "device" : safe)
            var names = UniqueNames()
            return entry.entries.enumerated().map { index, layout in
                var stem = "\(device)--\(layout.state.name)"
                if stem.utf8.count > maxFileStem {
                    let suffix = "_\(index)"
                    var cut = String.UnicodeScalarView()
                    var bytes = 0
                    for scalar in stem.unicodeScalars {
                        bytes += scalar.utf8.count
                        if bytes > maxFileStem - suffix.utf8.count { break }
                        cut.append(scalar)
                    }
                    stem = String(cut) + suffix
                }
                return names.claim(stem) + ".svg"
            }
        }
    }

    /// The `index.html` contact sheet: per device, a heading and every state's SVG as a captioned thumbnail,
    /// in enumeration order. `fileNames` is what `fileNames(_:)` returned.
    public static func contactSheet(_ table: LayoutTable, scene: String, fileNames: [[String]]) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escape(scene)) layout states</title>
            <style>
            body { font-family: Helvetica, Arial, sans-serif; margin: 24px; background: #f6f7f9; color: #222; }
            section { margin-bottom: 32px; }
            .grid { display: flex; flex-wrap: wrap; gap: 16px; }
            figure { margin: 0; width: 260px; background: #fff; padding: 8px; border: 1px solid #d9dde3; }
            figure img { width: 100%; height: auto; display: block; }
            figcaption { font-size: 12px; margin-top: 6px; word-break: break-all; }
            figcaption span { display: block; color: #666; }
            </style>
            </head>
            <body>
            <h1>\(escape(scene)): layout states</h1>

            """
        for (entry, names) in zip(table.devices, fileNames) {
            let device = entry.device
            html +=
                "<section>\n<h2>\(escape(device.name)) (\(n(device.width))×\(n(device.height)), "
                + "\(entry.entries.count) state\(entry.entries.count == 1 ? "" : "s")"
                + "\(entry.isTruncated ? ", cut by tests.maxStates" : ""))</h2>\n<div class=\"grid\">\n"
            for (layout, name) in zip(entry.entries, names) {
                html +=
                    "<figure><a href=\"\(escape(name))\"><img src=\"\(escape(name))\" alt=\""
                    + "\(escape(layout.state.description))\" loading=\"lazy\"></a><figcaption>"
                    + "\(escape(layout.state.name))<span>\(escape(layout.state.description))</span></figcaption>"
                    + "</figure>\n"
            }
            html += "</div>\n</section>\n"
        }
        html += "</body>\n</html>\n"
        return html
    }

    // MARK: - Helpers

    /// `x="…" y="…" width="…" height="…"`, with negative sizes drawn as 0.
    static func box(_ rect: Rect) -> String {
        "x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(max(0, rect.width)))\" height=\"\(n(max(0, rect.height)))\""
    }

    static func rectAttributes(_ rect: Rect, element: String) -> String { "<\(element) \(box(rect))" }

    static func n(_ value: Double) -> String { NumberText.format(value) }

    /// A number in a label people read: at most 4 decimals.
    static func label(_ value: Double) -> String { NumberText.readable(value) }

    /// Text escaped for people (`DisplayText`: control, line-separator and bidirectional characters as
    /// `\u{…}`), then for XML and HTML (`&`, `<`, `>`, `"`, `'`); the non-characters U+FFFE and U+FFFF,
    /// which XML 1.0 forbids, become spaces.
    public static func escape(_ text: String) -> String {
        // Most texts (ids, types, titles) are printable ASCII with nothing to escape: as they are.
        if text.utf8.allSatisfy({
            $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "&") && $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: ">")
                && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "'") && $0 != UInt8(ascii: "\\")
        }) {
            return text
        }
        var out = ""
        for scalar in DisplayText.escaped(text).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                let value = scalar.value
                if (value < 0x20 && value != 0x09) || value == 0x7F || (0xFFFE...0xFFFF).contains(value) {
                    out += " "
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

/// Accumulates SVG lines.
struct SVGWriter {
    /// The document so far; every line ends with a newline (empty when `keepsLines`).
    private(set) var output = ""
    /// The lines so far, without newlines, when `keepsLines` (else empty).
    private(set) var lines: [String] = []
    /// Whether lines are kept one by one in `lines` rather than joined in `output`.
    let keepsLines: Bool

    init(keepsLines: Bool = false) {
        self.keepsLines = keepsLines
        if keepsLines { lines.reserveCapacity(64) }
    }

    /// Appends one line.
    mutating func line(_ text: String) {
        if keepsLines {
            lines.append(text)
        } else {
            output += text
            output += "\n"
        }
    }

    /// Appends a `<text>` element, shortened with `…` to about `maxWidth` points (estimated at 0.58 em per
    /// character, since no font metrics are available); nothing when less than one character fits.
    mutating func text(
        _ text: String, x: Double, y: Double, size: Double, weight: String? = nil, color: String,
        anchor: String = "start", maxWidth: Double
    ) {
        let characters = Array(DisplayText.escaped(text))
        // Clamped before the conversion to Int, so no width, however large (or NaN), can trap.
        let room = (maxWidth / (size * 0.58)).rounded(.down)
        let fits = room >= 1 ? Int(min(room, Double(characters.count + 1))) : 0
        guard fits >= 1, !characters.isEmpty else { return }
        let shown = characters.count <= fits ? String(characters) : String(characters.prefix(max(1, fits - 1))) + "…"
        var attributes =
            "x=\"\(LayoutSVG.n(x))\" y=\"\(LayoutSVG.n(y))\" font-size=\"\(LayoutSVG.n(size))\" "
            + "fill=\"\(color)\""
        if let weight { attributes += " font-weight=\"\(weight)\"" }
        if anchor != "start" { attributes += " text-anchor=\"\(anchor)\"" }
        line("<text \(attributes)>\(LayoutSVG.escape(shown))</text>")
    }
}
