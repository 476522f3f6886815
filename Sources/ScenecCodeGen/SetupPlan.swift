public import ScenecRuntime

/// Everything the setup file `<Scene>Scene.swift` contains, decided: names, order and values. Printed by
/// `SetupRenderer`, which makes no decisions. Names are unescaped Swift identifiers (the renderer asks
/// `SwiftIdentifier` for backticks); strings are the exact values the literals must evaluate to.
public struct SetupPlan: Equatable, Sendable {
    /// The file's name, `MusicScene.swift`.
    public var fileName: String
    /// The scene file's name, for the header (`Music.scene.yaml`).
    public var sourceName: String
    /// The access level of every generated declaration.
    public var access: AccessLevel
    /// The scene's name as written (`Music`).
    public var sceneName: String
    /// `MusicPage`: the page identifiers.
    public var pageEnum: String
    /// `MusicPages`: the namespace of the page marker types.
    public var markerNamespace: String
    /// `MusicNavigator`: the typed navigator.
    public var navigator: String
    /// `MusicScene`: the scene's values and entry points.
    public var sceneEnum: String
    /// `MusicPageFactory`: where view controllers are made.
    public var factory: String
    /// Every page, in source order.
    public var pages: [PagePlan]
    /// The entry pages (tab roots in tab order, or the root page), as indices into `pages`.
    public var entries: [EntryPlan]
    /// The devices.
    public var devices: [SceneDevice]
    /// The metric overrides, in the spec's key order: (key, literal value).
    public var metrics: [MetricPlan]
    /// The root page's id of a `root:` scene; nil with tabs.
    public var root: String?
    /// The tabs.
    public var tabs: [SceneTab]
    /// The extra items.
    public var extraItems: [SceneExtraItem]
    /// The attachment bar.
    public var attachment: SceneAttachment?
    /// The page values are added in groups of at most this many pages, each group's text one string literal (in one
    /// file, the one group of a scene of at most this many pages is added in `makeDefinition` itself).
    public var pagesPerFunction: Int
    /// The metric overrides on compact devices (`{regular, compact}` metrics), in source order.
    public var compactMetrics: [MetricPlan] = []
    /// `navigation:` per size class, when the scene writes it.
    public var navigationStyle: SizeClassValue<NavigationStyle>?
    /// `tabBar:` per size class, when the scene writes it.
    public var tabBarStyle: SizeClassValue<TabBarStyle>?
    /// The modules that qualify page and view types (`MusicApp` in `MusicApp.AlbumViewController`), other than
    /// the module that holds the setup code, sorted: imported by the UIKit part.
    public var typeModules: [String] = []
    /// `MusicPageContext`: what the factory gets with each page.
    public var pageContext: String = ""
    /// `MusicUINavigator`: the navigator of the running UI.
    public var uiNavigator: String = ""
    /// `MusicSceneView`: the SwiftUI view.
    public var sceneView: String = ""
    /// Every page that some page declares a push of, in page order: one protocol and one push method per
    /// navigator each, shared by every page that pushes it, so the file grows with the declared edges, not
    /// with pages times targets.
    public var pushTargets: [PushTargetPlan] = []
    /// Every page that some page presents, in page order: one protocol and one present method per navigator
    /// each (`MusicPresentsSettings`, `presentSettings`), shared like `pushTargets`.
    public var presentTargets: [PushTargetPlan] = []
    /// Whether some argument is a `UUID` or a `URL`: the file imports Foundation.
    public var importsFoundation = false
    /// `MusicLink`: the links' enum (none is written for a scene without links).
    public var linkEnum: String = ""
    /// The links, in scene order (SetupRenderer+Links.swift).
    public var links: [LinkPlan] = []
    /// The number of files the setup code is written in (`--setup-files`): 1 writes it whole into `fileName`; N > 1
    /// writes what concerns the whole scene into `fileName` and the pages' own declarations into N - 1 part files
    /// (`partFileNames`), each a contiguous range of pages of nearly equal size (`partPages(_:)`), so that the
    /// compiler type-checks the parts in parallel and an edit of one page compiles its part again, not the whole.
    public var fileCount = 1

    /// The part files, `MusicScene2.swift` … `MusicSceneN.swift` (empty when the setup code is one file).
    public var partFileNames: [String] {
        guard fileCount > 1 else { return [] }
        let stem = fileName.hasSuffix(".swift") ? String(fileName.dropLast(".swift".count)) : fileName
        return (2...fileCount).map { "\(stem)\($0).swift" }
    }

    /// The pages of part file `part` (1 for the first part file, `MusicScene2.swift`), as indices into `pages`.
    public func partPages(_ part: Int) -> Range<Int> {
        let parts = max(1, fileCount - 1)
        return pages.count * (part - 1) / parts..<pages.count * part / parts
    }
}

/// A page that some page pushes: the protocol of the pages that push it (`MusicPushesAlbum`), on which both
/// navigators have the push method (`pushAlbum()`).
public struct PushTargetPlan: Equatable, Sendable {
    /// The protocol of the pages that push it (`MusicPushesAlbum`), unescaped.
    public var protocolName: String
    /// The navigators' method (`pushAlbum`).
    public var methodName: String
    /// The page's enum case, unescaped.
    public var targetCase: String
    /// The page's marker type, unescaped.
    public var targetMarker: String
    /// The page's id.
    public var targetID: String
    /// The page's arguments: the method's labelled parameters, before `animated`.
    public var arguments: [ArgumentPlan] = []
}

/// One argument of a page (scene format §10.1) as Swift: a property of the page's `Arguments` struct and a
/// labelled parameter of the methods that push or present the page.
public struct ArgumentPlan: Equatable, Sendable {
    /// The argument's name, which is also its Swift name (an identifier that is not a keyword).
    public var name: String
    /// Its type.
    public var type: ArgumentType
    /// Whether it may be `nil`.
    public var isOptional: Bool
    /// Its default.
    public var defaultValue: ArgumentValue?
    /// The `String`-backed enum of a list type, nested in the page's `Arguments` (`Sort`), unescaped; nil for a
    /// scalar type.
    public var choiceEnum: String?
    /// The cases of that enum, each with its string.
    public var choiceCases: [EnumCasePlan] = []
    /// The page (its marker type, unescaped) whose `Arguments` declares the same list type (the same enum name, case
    /// names and strings) before this page: then this page's `Arguments` declares `choiceEnum` as a typealias of
    /// that page's enum; nil when this page declares the enum.
    public var choiceOwner: String?

    /// Whether the parameter has a default value (`= nil`, `= 50`).
    public var hasDefault: Bool { isOptional || defaultValue != nil }

    /// The Swift name of the list type's case whose string is `word`, when the list has it.
    public func choiceCaseName(_ word: String) -> String? { choiceCases.first { $0.value == word }?.name }
}

/// The access level of generated declarations (`--access`).
public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
    case `public`
    case `internal`

    /// The modifier to put before a declaration, with its trailing space (`"public "`), or "" for internal.
    public var modifier: String { self == .public ? "public " : "" }
}

/// One metric override: the `Metrics` property and its value.
public struct MetricPlan: Equatable, Sendable {
    /// The property of `Metrics` (`attachmentHeight`).
    public var key: String
    /// The value; `stackedLayers` is whole.
    public var value: Double
    /// Whether the property is an `Int` (`stackedLayers`).
    public var isInteger: Bool
}

/// One page: its names and its runtime value.
public struct PagePlan: Equatable, Sendable {
    /// The page's id (the enum case's raw value).
    public var id: String
    /// The enum case (`albumList`), unescaped.
    public var caseName: String
    /// The marker type (`AlbumList`), unescaped.
    public var markerName: String
    /// The page's value.
    public var value: ScenePage
    /// The declared push edges of this page (its `push` list, then `transition.next`), without repeats.
    public var edges: [EdgePlan]
    /// The factory's requirement that makes the page's controller (`makeAlbum`).
    public var factoryMethod: String = ""
    /// The cases of the page's pager-tab enum (`MusicPages.Artist.Tab`), in tab order; empty without a pager.
    public var pagerTabs: [EnumCasePlan] = []
    /// The views of the page's page stack, in declaration order; empty without a stack.
    public var stackViews: [StackViewPlan] = []
    /// The page's arguments, in declaration order; the page has an `Arguments` struct when there are any.
    public var arguments: [ArgumentPlan] = []
    /// The declared present edges of this page (its own `present`, then its pager's pages'), without repeats.
    public var presents: [EdgePlan] = []

    /// The runtime's protocols of the containers the page has, which its marker conforms to.
    public var containerMarkers: [String] {
        (pagerTabs.isEmpty ? [] : ["ScenePagerMarker"]) + (value.header == nil ? [] : ["SceneHeaderMarker"])
            + (stackViews.isEmpty ? [] : ["SceneStackMarker"])
    }
}

/// A push edge as a navigator method: `pushAlbum()` from the page that declares it.
public struct EdgePlan: Equatable, Sendable {
    /// The method's name (`pushAlbum`).
    public var methodName: String
    /// The target page's enum case, unescaped.
    public var targetCase: String
    /// The target page's marker type, unescaped.
    public var targetMarker: String
    /// The target page's id.
    public var targetID: String
    /// Declared by `transition.next` (an interactive swipe).
    public var isGesture: Bool
    /// The protocol the page conforms to for this edge (`SetupPlan.pushTargets`), unescaped.
    public var protocolName: String = ""
}

/// An entry page: where a navigator can start.
public struct EntryPlan: Equatable, Sendable {
    /// The index of the page in `SetupPlan.pages`.
    public var page: Int
    /// The tab whose root it is; nil for the root page of a `root:` scene.
    public var tab: Int?
    /// The tab's title, for the documentation.
    public var title: String?
}

/// One case of a generated enum: its name (unescaped) and the value it stands for.
public struct EnumCasePlan: Equatable, Sendable {
    /// The case's name, unescaped (`artistTopSongs`).
    public var name: String
    /// The pager tab's index, or the stack view's id.
    public var value: String
}

/// A view of a page stack: the case of the page's `StackView` enum and the factory's requirement.
public struct StackViewPlan: Equatable, Sendable {
    /// The view's id.
    public var id: String
    /// The declared `UIView` subclass.
    public var type: String
    /// The enum case, unescaped (`upNext`).
    public var caseName: String
    /// The factory's requirement (`makeQueueUpNextView`).
    public var factoryMethod: String
}
