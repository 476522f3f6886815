// Tab items as an app shows them: icons, badges with their colours, selected and normal colours, Dynamic Type
// and the appearance API. Colours and fonts are read through the stand-in's internals (`UIColor.components`,
// `UIFont.textStyle`), so these tests run on Linux.
#if !canImport(UIKit)
    import Foundation
    import ScenecCompiler
    import ScenecExpectations
    import ScenecRuntime
    import ScenecUIKit
    @testable import ScenecUIKitStandIn
    import Testing

    @Suite("Tab items: icons, badges, colours, Dynamic Type, appearance")
    @MainActor
    struct TabItemsHostedTests {
        static let scene = """
            scene: Items
            version: 1
            devices:
              - {name: ipad, width: 1024, height: 768, sizeClass: regular}
              - {name: phone, width: 390, height: 844, sizeClass: compact}
            tabBar: {regular: side, compact: bottom}
            metrics: {maxBottomTabs: 3}
            tabs:
              - {title: Inbox, icon: tray, badge: "12", badgeColor: "#34C75980", root: inbox}
              - {title: Search, icon: magnifyingglass, root: search}
              - {title: Plain, root: plain}
              - {title: Later, icon: clock, badge: "3", root: later}
            extraItems:
              - {title: Settings, icon: gearshape, action: openSettings}
            pages:
              inbox: {type: InboxViewController}
              search: {type: SearchViewController}
              plain: {type: PlainViewController}
              later: {type: LaterViewController}
            """

        func host(
            device index: Int, appearance: TabItemAppearance? = nil
        ) throws
            -> (UIWindow, SceneRootViewController)
        {
            let hosted = SceneRootHostedTests()
            let definition = try #require(hosted.compiled(text: Self.scene).definition)
            let (window, controller) = hosted.host(definition, on: definition.devices[index], log: AppearanceLog())
            if let appearance { controller.tabItemAppearance = appearance }
            window.layoutIfNeeded()
            return (window, controller)
        }

        func item(_ view: UIView) throws -> TabItemView { try #require(view as? TabItemView) }

        func rgba(_ color: UIColor?) -> [Double] {
            guard let color else { return [] }
            let parts = color.components
            return [parts.red, parts.green, parts.blue, parts.alpha].map { (Double($0) * 255).rounded() }
        }

        @Test("the selected item takes the selected colour, the others the normal one, on title and icon")
        func selectionColours() throws {
            let (_, controller) = try host(device: 0)
            let inbox = try item(controller.items[0])
            let search = try item(controller.items[1])
            expectEqual(rgba(inbox.titleLabel.textColor), rgba(.systemBlue))
            expectEqual(rgba(inbox.iconView.tintColor), rgba(.systemBlue))
            expectEqual(rgba(search.titleLabel.textColor), rgba(.systemGray))
            controller.selectTab(1)
            expectEqual(rgba(inbox.titleLabel.textColor), rgba(.systemGray))
            expectEqual(rgba(search.iconView.tintColor), rgba(.systemBlue))
        }

        @Test("a badge shows in its declared colour (alpha kept), else the appearance's; an item without one hides it")
        func badgeColours() throws {
            let (_, controller) = try host(device: 0)
            let inbox = try item(controller.items[0])
            #expect(inbox.badgeLabel.text == "12" && !inbox.badgeLabel.isHidden)
            expectEqual(rgba(inbox.badgeLabel.backgroundColor), [52, 199, 89, 128])
            expectEqual(rgba(inbox.badgeLabel.textColor), rgba(.white))
            expectEqual(inbox.badgeLabel.layer.cornerRadius, 9)
            let later = try item(controller.items[3])
            expectEqual(rgba(later.badgeLabel.backgroundColor), rgba(.systemRed))
            #expect(try item(controller.items[1]).badgeLabel.isHidden)
        }

        /// A label draws its background colour as content, which a layer's corner radius does not clip unless it
        /// masks to its bounds ("it applies only to the background color and border of the layer. However, setting
        /// the masksToBounds property to true causes the content to be clipped to the rounded corners":
        /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius). Without it the badge is a
        /// square (issue 39, finding 15).
        @Test("a badge's rounded corners clip the label's background: its layer masks to its bounds")
        func badgeCornersClip() throws {
            let (_, controller) = try host(device: 0)
            for index in [0, 3] {
                let badge = try item(controller.items[index]).badgeLabel
                #expect(!badge.isHidden && badge.layer.cornerRadius > 0)
                #expect(badge.layer.masksToBounds, "tab \(index)'s badge would draw square")
            }
        }

        @Test("titles and badges use Dynamic Type fonts that follow the content size category")
        func dynamicType() throws {
            var appearance = TabItemAppearance()
            appearance.titleTextStyle = .footnote
            let (_, controller) = try host(device: 0, appearance: appearance)
            let inbox = try item(controller.items[0])
            expectEqual(inbox.titleLabel.font.textStyle, .footnote)
            expectEqual(inbox.badgeLabel.font.textStyle, .caption2)
            #expect(inbox.titleLabel.adjustsFontForContentSizeCategory)
            #expect(inbox.badgeLabel.adjustsFontForContentSizeCategory)
            expectEqual(inbox.titleLabel.textAlignment, .center)
        }

        @Test("icons come from the appearance's resolver; without an image the icon's place stays where it is")
        func iconImages() throws {
            var appearance = TabItemAppearance()
            var asked: [String] = []
            appearance.image = { name in
                asked.append(name)
                return name == "tray" ? UIImage(testName: name) : nil
            }
            let (_, controller) = try host(device: 0, appearance: appearance)
            let inbox = try item(controller.items[0])
            expectEqual(inbox.iconView.image?.name, "tray")
            #expect(try item(controller.items[1]).iconView.image == nil)
            expectEqual(try item(controller.extraItems[0]).icon, "gearshape")
            #expect(try item(controller.items[2]).iconView.isHidden)
            #expect(asked.contains("tray") && asked.contains("gearshape") && !asked.isEmpty)
            // The stand-in has no asset catalog and no symbol set: the default resolver finds nothing, as UIKit
            // finds nothing for a name it does not have.
            #expect(TabItemAppearance.assetOrSymbol("tray") == nil)
        }

        @Test("the bottom bar shows each tab's icon and badge, and 'More' with the ellipsis symbol")
        func bottomBar() throws {
            let (_, controller) = try host(device: 1)
            let items = try controller.tabBarItems.map(item)
            expectEqual(items.map(\.titleLabel.text), ["Inbox", "Search", "More"])
            expectEqual(items.map(\.icon), ["tray", "magnifyingglass", BottomTabBarLayout.moreItemIcon])
            expectEqual(items.map(\.badge), ["12", nil, nil])
            #expect(items.allSatisfy { $0.placement == .bottom })
        }

        @Test("a new appearance reaches every item at once, the bottom bar's included")
        func appearanceReachesEveryItem() throws {
            let (window, controller) = try host(device: 1)
            var appearance = TabItemAppearance()
            appearance.selectedColor = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
            appearance.badgeBackgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
            controller.tabItemAppearance = appearance
            window.layoutIfNeeded()
            let selected = try item(controller.tabBarItems[0])
            expectEqual(rgba(selected.titleLabel.textColor), [255, 0, 255, 255])
            expectEqual(rgba(try item(controller.items[3]).badgeLabel.backgroundColor), [0, 0, 0, 255])
            expectEqual(rgba(try item(controller.extraItems[0]).titleLabel.textColor), rgba(.systemGray))
        }
    }
#endif
