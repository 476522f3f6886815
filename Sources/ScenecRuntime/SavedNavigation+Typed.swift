/// A saved navigation state (scene format §10.4) read through a scene's generated enums: the selected tab as
/// `Tab` (`MusicTab`), each navigation's and presentation's pages as `Page` (`MusicPage`), and each page's typed
/// arguments (`page.arguments(of: MusicPages.Album.self)`). The generated code names it
/// `MusicSavedNavigation`; `MusicScene.navigationState(of:)` reads one from the running UI and
/// `MusicScene.restore(_:on:animated:)` restores one.
///
/// It wraps the `SavedNavigation` it reads (`state`), which is what is saved (`Codable`), and never changes it: a
/// page or tab the scene does not have (a state saved by another version of the app) reads as nil, and restoring
/// drops it with a report.
public struct TypedSavedNavigation<Page, Tab>: Sendable, Hashable
where
    Page: RawRepresentable & Hashable & Sendable, Page.RawValue == String,
    Tab: RawRepresentable & Hashable & Sendable, Tab.RawValue == Int
{
    /// One saved page instance.
    public struct Entry: Sendable, Hashable {
        /// The saved page as the runtime holds it.
        public var saved: SavedNavigation.Page

        public init(_ saved: SavedNavigation.Page) {
            self.saved = saved
        }

        /// The page; nil for an id the scene does not have.
        public var page: Page? { Page(rawValue: saved.page) }

        /// The selected tab of the page's pager; nil when it has none or shows its declared `selected`.
        public var pagerTab: Int? { saved.pagerTab }

        /// The page's typed arguments when this is an instance of `Marker`'s page (`MusicPages.Album.self`), nil
        /// for another page. A value that is missing or of another type reads as `Marker.Arguments(values:)` reads
        /// it: the default, nil, or the type's sample.
        public func arguments<Marker: ScenePageMarker>(of marker: Marker.Type) -> Marker.Arguments? {
            guard saved.page == Marker.pageID else { return nil }
            return Marker.Arguments(values: saved.pageArguments)
        }
    }

    /// One saved presentation.
    public struct Presentation: Sendable, Hashable {
        /// The saved presentation as the runtime holds it.
        public var saved: SavedNavigation.Presentation

        public init(_ saved: SavedNavigation.Presentation) {
            self.saved = saved
        }

        /// The page it was presented from; nil for an id the scene does not have.
        public var from: Page? { Page(rawValue: saved.from) }

        /// Whether it was presented from the attachment page.
        public var isFromAttachment: Bool { saved.fromAttachment }

        /// The detent it showed; nil: its first.
        public var detent: SheetDetent? { saved.detent }

        /// Its pages, the presented page first.
        public var pages: [Entry] { saved.pages.map(Entry.init) }
    }

    /// The state read.
    public var state: SavedNavigation

    /// Reads `state`.
    public init(_ state: SavedNavigation) {
        self.state = state
    }

    /// The selected tab; nil for a scene without tabs, or a tab the scene does not have.
    public var selectedTab: Tab? { state.selectedTab.flatMap(Tab.init(rawValue:)) }

    /// The pages of `tab`'s navigation (of the root navigation for `NoSceneTabs.root`), root first; empty when the
    /// state has none for it.
    public func pages(of tab: Tab) -> [Entry] {
        state.navigations.indices.contains(tab.rawValue)
            ? state.navigations[tab.rawValue].pages.map(Entry.init) : []
    }

    /// The pages of the navigation on screen (the selected tab's, or the root navigation's), root first.
    public var shownPages: [Entry] {
        let index = state.selectedTab ?? 0
        return state.navigations.indices.contains(index) ? state.navigations[index].pages.map(Entry.init) : []
    }

    /// The presentations, bottom first.
    public var presentations: [Presentation] { state.presentations.map(Presentation.init) }

    /// The page on top: the last page of the top presentation, else of the navigation on screen.
    public var top: Entry? {
        state.presentations.last.flatMap { $0.pages.last.map(Entry.init) } ?? shownPages.last
    }
}

/// The tab type of `TypedSavedNavigation` for a scene without tabs (a `root` scene): its one navigation.
public enum NoSceneTabs: Int, CaseIterable, Sendable {
    /// The root navigation.
    case root = 0
}
