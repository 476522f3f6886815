#if !canImport(UIKit)
    public import Foundation

    /// A menu, action or command. The stand-in declares it as the superclass of `UIAction` only.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uimenuelement (c:objc(cs)UIMenuElement)
    @MainActor
    open class UIMenuElement: NSObject {
        /// SDK: https://developer.apple.com/documentation/uikit/uimenuelement/attributes (c:@E@UIMenuElementAttributes)
        public struct Attributes: OptionSet, Sendable, Hashable {
            /// SDK: https://developer.apple.com/documentation/uikit/uimenuelement/attributes/init(rawvalue:)
            public init(rawValue: UInt) {
                self.rawValue = rawValue
            }

            /// SDK: https://developer.apple.com/documentation/uikit/uimenuelement/attributes/rawvalue
            public var rawValue: UInt
        }

        /// SDK: https://developer.apple.com/documentation/uikit/uimenuelement/state (c:@E@UIMenuElementState)
        public enum State: Int, Sendable {
            /// SDK: https://developer.apple.com/documentation/uikit/uimenuelement/state/off
            case off = 0
        }
    }

    /// A type that defines the closure for an action handler.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiactionhandler (c:@T@UIActionHandler)
    public typealias UIActionHandler = (UIAction) -> Void

    /// A menu element that performs its action in a closure; a control runs it for the events it was added for
    /// (`UIControl.addAction(_:for:)`). The stand-in keeps the handler and the title.
    ///
    /// SDK: https://developer.apple.com/documentation/uikit/uiaction (c:objc(cs)UIAction)
    @MainActor
    open class UIAction: UIMenuElement {
        /// The handler, run by `UIControl.sendActions(for:)`.
        let handler: UIActionHandler
        /// The title, for tests.
        let standInTitle: String

        private init(title: String, handler: @escaping UIActionHandler) {
            self.handler = handler
            standInTitle = title
            super.init()
        }

        /// SDK: https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
        @preconcurrency
        public convenience init(
            title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
            discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
            state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
        ) {
            self.init(title: title, handler: handler)
        }

        /// SDK: https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            /// SDK: https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/init(rawvalue:)
            public init(rawValue: String) {
                self.rawValue = rawValue
            }

            /// SDK: https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/rawvalue
            public var rawValue: String
        }
    }
#endif
