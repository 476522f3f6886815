import ScenecSema

extension StateEnumerator {
    /// The name of a state, as the enumeration names it (`layout --all`, the generated tests): the pages of the
    /// path joined by `_`, then one part per way the state differs from the path's first state, in the
    /// enumeration's order: `_tab<i>` (a pager tab other than the initial one), `_offset<n>` (a header offset
    /// other than 0), `_view_<id>` (a page stack showing another view than its root) and `_active<i>` (a page
    /// other than the last one active). With presentations (§10.2) the path part is `stateBaseName`. `layout` names a state it is asked for by the same rule, so that a state
    /// has one name in both; a state that differs in several ways (which the enumeration does not list) has every
    /// part.
    public static func stateName(
        path: [String], presented: [PresentedPath] = [], active: Int, selected: Int?, initialSelection: Int?,
        headerOffset: Double?, views: [String]?, rootView: String?
    ) -> String {
        var name = stateBaseName(path: path, presented: presented)
        if let selected, let initialSelection, selected != initialSelection { name += "_tab\(selected)" }
        if let headerOffset, headerOffset != 0 { name += "_offset" + nameFragment(headerOffset) }
        if let top = views?.last, top != rootView { name += "_view_" + top }
        if active != path.count - 1 { name += "_active\(active)" }
        return name
    }

    /// The pages of the path joined by `_`, then for each presentation (§10.2) `_presents_` and its pages joined by
    /// `_` (`library_album_presents_share`); a presentation from the attachment page starts the name in place of
    /// the path (`nowPlayingBar_presents_player`).
    static func stateBaseName(path: [String], presented: [PresentedPath]) -> String {
        var name = path.joined(separator: "_")
        for (index, presentation) in presented.enumerated() {
            if index == 0, presentation.isFromAttachment { name = presentation.from.rawValue }
            name += "_presents_" + presentation.pages.map(\.rawValue).joined(separator: "_")
        }
        return name
    }
}
