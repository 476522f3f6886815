import ScenecDiagnostics
import ScenecModel
import ScenecRuntime

/// The pages of one scene by id, built once per layout pass.
///
/// `Scene.page(_:)` scans the pages, so the layout loops (per stacked page, per state, per page of a path)
/// were quadratic in the number of pages when they called it. `PageLookup` answers in O(1) and agrees with
/// `Scene.page(_:)` exactly: the first page declared with an id.
struct PageLookup {
    private let pages: [Page]
    private let firstIndex: [PageID: Int]

    /// Indexes the pages of `scene`.
    init(_ scene: Scene) {
        var firstIndex: [PageID: Int] = [:]
        firstIndex.reserveCapacity(scene.pages.count)
        for (index, page) in scene.pages.enumerated() where firstIndex[page.id.value] == nil {
            firstIndex[page.id.value] = index
        }
        self.pages = scene.pages
        self.firstIndex = firstIndex
    }

    /// The first page declared with id `id`, as `Scene.page(_:)`.
    func page(_ id: PageID) -> Page? {
        firstIndex[id].map { pages[$0] }
    }

    /// Whether a page with id `id` is declared.
    func contains(_ id: PageID) -> Bool {
        firstIndex[id] != nil
    }

    /// The width rule of page `id` on a device of `sizeClass`, as `Scene.pageWidth(_:sizeClass:)`.
    func pageWidth(_ id: PageID, sizeClass: SizeClass) -> ScenecRuntime.PageWidth {
        page(id)?.size.value.width(for: sizeClass).runtimeWidth ?? .full
    }
}
