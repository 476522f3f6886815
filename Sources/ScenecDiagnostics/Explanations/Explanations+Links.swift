extension Explanation {
    /// A scene with an album page that needs an `albumID`, a share sheet it presents, and `links` (section 10.3);
    /// `share` is a line the share page adds (its `arguments`).
    private static func musicScene(
        _ links: String, album: String = "arguments: {albumID: String}", share: String? = nil
    ) -> String {
        let shareLine = share.map { "\n    " + $0 } ?? ""
        return """
            scene: Music
            version: 1
            root: home
            pages:
              home:
                type: App.Home
                push: [album]
              album:
                type: App.Album
                \(album)
                present: [share]
              share:
                type: App.Share\(shareLine)
            links:
            \(links)
            """
    }

    /// Explanations of section 10.3's codes (links).
    static let links: [DiagnosticCode: Explanation] = [
        .invalidLinkPattern: Explanation(
            """
            A link's url is a pattern: scheme://host, then '/'-separated segments, each a literal or one \
            whole {argument}, then optionally ?key={argument} items. A placeholder inside a literal \
            (album-{id}), an empty segment, a trailing '/', a '#fragment', a literal query value and a \
            character that must be percent-encoded are errors, each located in the pattern.
            """,
            example: musicScene("  - {url: \"music://host/album-{albumID}\", path: \"home,album\"}"),
            fix: musicScene("  - {url: \"music://host/album/{albumID}\", path: \"home,album\"}")),
        .invalidLinkPath: Explanation(
            """
            A link's path is the state the URL opens, written as layout --path writes it: page ids joined \
            by ',' (a push) and '|' (a presentation). An empty step has no page.
            """,
            example: musicScene("  - {url: \"music://host/album/{albumID}\", path: \"home,,album\"}"),
            fix: musicScene("  - {url: \"music://host/album/{albumID}\", path: \"home,album\"}")),
        .linkPathNotFromEntry: Explanation(
            """
            Opening a link rebuilds the navigation from where it starts: a tab's root (or the scene's root), \
            with the pages pushed and presented after it. A path that starts at a pushed page has no \
            navigation to be pushed on. The attachment page may start a path only to present from it.
            """,
            example: musicScene("  - {url: \"music://host/album/{albumID}\", path: \"album\"}"),
            fix: musicScene("  - {url: \"music://host/album/{albumID}\", path: \"home,album\"}")),
        .linkStepNotAnEdge: Explanation(
            """
            Each step of a link's path must be an edge the scene declares: ',' a push (the page before it, \
            or a page of its pager, lists the page under 'push'), '|' a presentation (under 'present'). The \
            link opens only states a user could reach by hand.
            """,
            example: musicScene("  - {url: \"music://host/album/{albumID}/share\", path: \"home,album,share\"}"),
            fix: musicScene("  - {url: \"music://host/album/{albumID}/share\", path: \"home,album|share\"}")),
        .linkPlaceholderBindsNothing: Explanation(
            """
            A placeholder binds the argument of its name of every page on the link's path. One that no page \
            declares would read a value from the URL and give it to nobody: usually a typo. The fix-it renames \
            it to the closest argument of the path, else to the first required argument no placeholder binds \
            ('{id}' for 'albumID'), which is then not reported again (SC3063).
            """,
            example: musicScene("  - {url: \"music://host/album/{albumId}\", path: \"home,album\"}"),
            fix: musicScene("  - {url: \"music://host/album/{albumID}\", path: \"home,album\"}")),
        .linkArgumentUnbound: Explanation(
            """
            Opening a link pushes and presents the pages of its path with the values read from the URL. A \
            required argument (neither optional nor defaulted) of a page on the path that the URL does not \
            bind would have no value.
            """,
            example: musicScene("  - {url: \"music://host/album\", path: \"home,album\"}"),
            fix: musicScene("  - {url: \"music://host/album?id={albumID}\", path: \"home,album\"}")),
        .linkPlaceholderTypesDiffer: Explanation(
            """
            A placeholder gives one value to every page on the path that declares its argument, so they \
            must all declare it with one type.
            """,
            example: musicScene(
                "  - {url: \"music://host/album/{albumID}/share\", path: \"home,album|share\"}",
                share: "arguments: {albumID: Int}"),
            fix: musicScene(
                "  - {url: \"music://host/album/{albumID}/share\", path: \"home,album|share\"}",
                share: "arguments: {albumID: String}")),
        .linksOverlap: Explanation(
            """
            A URL opens one state. When two links match one URL, which one opens depends on their order: \
            scenec refuses that, and gives a URL both match. A literal segment and a placeholder clash only \
            when the placeholder's type reads the literal: /album/new and /album/{albumID} coexist when \
            albumID is an Int.
            """,
            example: musicScene(
                """
                  - {url: "music://host/album/{albumID}", path: "home,album"}
                  - {url: "music://host/album/new", path: "home", name: newAlbum}
                """),
            fix: musicScene(
                """
                  - {url: "music://host/album/{albumID}", path: "home,album"}
                  - {url: "music://host/new-album", path: "home", name: newAlbum}
                """)),
        .duplicateLinkName: Explanation(
            """
            Each link becomes a case of the generated link enum, named by its 'name' or by default by its \
            last page (with the page before it when two links end at one page). Two links with one name \
            would be one case, and a name the enum already uses ('url', 'values', 'sceneLinks', \
            'makeSceneLinks') or whose name its code uses ('PageArguments', 'SceneLink', 'URL', the scene's \
            'MusicScene', …) would not compile, so generate refuses the scene even when this code is lowered.
            """,
            example: musicScene(
                """
                  - {url: "music://host/album/{albumID}", path: "home,album", name: album}
                  - {url: "musicweb://host/album/{albumID}", path: "home,album", name: album}
                """),
            fix: musicScene(
                """
                  - {url: "music://host/album/{albumID}", path: "home,album", name: album}
                  - {url: "musicweb://host/album/{albumID}", path: "home,album", name: webAlbum}
                """)),
    ]
}
