#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `scenegen PAGES [--arguments | --ids]`, `scenegen --bytes N [--arguments | --ids]`: prints a valid benchmark
/// scene with exactly PAGES pages to standard output. `scenegen --chain PAGES [--arguments]`: the scene of the
/// generated-code benchmark (see `ChainGenerator`). `scenegen --unsplit-links N`: links that no literal tells apart
/// (see `UnsplitLinksGenerator`).
///
/// The scene is a deterministic function of its arguments (no randomness, no dates), so every run of the
/// benchmarks reads the same bytes. With `--bytes N`, PAGES is ignored and the scene grows, group by group,
/// until it is at least N bytes long. With `--arguments`, every page declares three arguments (an optional
/// `String`, an `Int` with a default, a choice with a default): the extreme scene of the arguments benchmark.
/// With `--ids`, the density of a real app: the pages that are pushed and show one thing take its id
/// (`articleG`, `galleryG`, `profileG` and its pager pages, which receive it from their host, `checkoutG` with
/// an optional coupon too), the hubs, lists and settings take none: 8 arguments on 7 pages of every 10.
/// `scenegen PAGES --links N` adds N links (section 10.3) and gives the linked pages
/// arguments of every placeholder type instead (see `SceneGenerator.links(_:groups:)`).
///
/// **Shape.** Pages come in groups of ten, a realistic mix of what scenes use:
///
/// | page | what it exercises |
/// |---|---|
/// | `hubG` | a full scrolling page that pushes four pages of its group and the next group's hub |
/// | `articleG` | a half page whose swipe (`transition.next`) pushes `commentsG` |
/// | `commentsG` | a size per size class |
/// | `galleryG` | a fixed width in points, a right-mode transition with a navigation bar alpha |
/// | `profileG` | a sticky header over a pager of three tabs (line type rotates), pushes `settingsG` |
/// | `postsG`, `likesG`, `mediaG` | the pager's scrolling pages |
/// | `checkoutG` | a page stack of four views with push and switch edges |
/// | `settingsG` | a half page |
///
/// Five side tabs start at hubs spread evenly over the chain of hubs, so every page is reachable; two extra
/// items and an attachment bar (`nowPlaying`) complete the sidebar. The last hub pushes the pages that do not
/// fill a group (`noteK`). One device (`ipad-landscape`), so `scenec layout --all` lays out all the states of
/// one device.
///
/// **Limits.** `tests: {maxDepth: 2, maxStates: 1000}`: paths of at most two pushes from each tab's root. The
/// number of states is then the same for every size (about 600), so layout checks and layout tests stay
/// bounded while parsing, lowering and the graph checks grow with the pages; `maxStates` is above the count,
/// so no warning is reported.
struct SceneGenerator {
    static let tabs = 5
    static let groupSize = 10

    var out: [UInt8] = []
    /// With `--arguments`: three page arguments (§10.1) on every page, none required (so entry pages need no
    /// navigation before them, and pager pages receive their host's by name).
    var withArguments = false
    /// With `--ids`: an id argument on the pages that are pushed and show one thing (see the file's comment).
    var withIDs = false

    /// With `--links N`: N links, and the arguments of `linkArguments` on the pages they open.
    var links = 0

    /// The `arguments` line of each page type with `--links`: every placeholder type of section 10.3 (`Int`,
    /// `UUID`, `Double`, `String`, a list type, `URL`, `Bool`), the pager pages receive `userID` from their host.
    static let linkArguments: [String: String] = [
        "ArticleViewController": "    arguments: {articleID: Int, ref: String?}",
        "GalleryViewController": "    arguments: {galleryID: UUID, zoom: Double?}",
        "ProfileViewController": "    arguments: {userID: String, tab: {type: [posts, likes, media], default: posts}}",
        "PostsViewController": "    arguments: {userID: String}",
        "LikesViewController": "    arguments: {userID: String}",
        "MediaViewController": "    arguments: {userID: String}",
        "CheckoutViewController": "    arguments: {cartID: String, coupon: String?, express: Bool?}",
        "SettingsViewController": "    arguments: {returnURL: URL?}",
    ]

    /// The links of one group, in order: a case name, the pattern after the group's prefix, the path after
    /// the group's hub. Patterns of a group share their prefix (`bench://hG` or `https://bench.example.com/hG`)
    /// and often their first segment, so the overlap check compares them literal by literal and type by type
    /// (`/item/{articleID}` is an `Int`, `/item/{galleryID}` a `UUID`: no text is both; `/user/{userID}/{tab}`
    /// takes `posts`, `likes` or `media`, never the literal `settings`).
    static let groupLinks: [(name: String, pattern: String, path: String)] = [
        ("article", "/article/{articleID}?ref={ref}", "article"),
        ("item", "/item/{articleID}", "article"),
        ("itemGallery", "/item/{galleryID}", "gallery"),
        ("gallery", "/gallery/{galleryID}?zoom={zoom}", "gallery"),
        ("user", "/user/{userID}", "profile"),
        ("userTab", "/user/{userID}/{tab}", "profile"),
        ("userSettings", "/user/{userID}/settings?return={returnURL}", "profile,settings"),
        ("cart", "/cart/{cartID}?coupon={coupon}&express={express}", "checkout"),
    ]

    /// The `arguments` line of each page type with `--ids`.
    static let ids: [String: String] = [
        "ArticleViewController": "    arguments: {articleID: String}",
        "GalleryViewController": "    arguments: {galleryID: String}",
        "ProfileViewController": "    arguments: {userID: String}",
        "PostsViewController": "    arguments: {userID: String}",
        "LikesViewController": "    arguments: {userID: String}",
        "MediaViewController": "    arguments: {userID: String}",
        "CheckoutViewController": "    arguments: {cartID: String, coupon: String?}",
    ]

    mutating func line(_ text: String) {
        out.append(contentsOf: text.utf8)
        out.append(0x0A)
        guard text.hasPrefix("    type: BenchApp.") else { return }
        if withArguments {
            for argument in [
                "    arguments:", "      itemID: String?", "      limit: {type: Int, default: 50}",
                "      sort: {type: [title, date, plays], default: date}",
            ] {
                out.append(contentsOf: argument.utf8)
                out.append(0x0A)
            }
        } else if links > 0, let arguments = Self.linkArguments[String(text.dropFirst("    type: BenchApp.".count))] {
            out.append(contentsOf: arguments.utf8)
            out.append(0x0A)
        } else if withIDs, let ids = Self.ids[String(text.dropFirst("    type: BenchApp.".count))] {
            out.append(contentsOf: ids.utf8)
            out.append(0x0A)
        }
    }

    /// Writes a scene of `groups` full groups plus `notes` extra pages (and `nowPlaying`).
    mutating func scene(groups: Int, notes: Int) {
        line("# yaml-language-server: $schema=../Schemas/scene.schema.json")
        line("# Generated by Benchmarks/scenegen: \(groups * Self.groupSize + notes + 1) pages. Do not edit.")
        line("scene: Bench")
        line("version: 1")
        line("devices: [ipad-landscape]")
        line("")
        line("metrics:")
        line("  overlayOpacity: 0.25")
        line("")
        line("tabs:")
        let names = ["Home", "Explore", "Library", "Shop", "Account"]
        for tab in 0..<Self.tabs {
            line("  - title: \(names[tab])")
            line("    icon: tab-\(names[tab].lowercased())")
            if tab == 2 {
                line("    badge: \"3\"")
                line("    badgeColor: \"#FF3B30\"")
            }
            line("    root: hub\(tab * groups / Self.tabs)")
        }
        line("")
        line("extraItems:")
        line("  - {title: Settings, icon: sidebar-settings, action: openSettings}")
        line("  - {title: Sign Out, icon: sidebar-sign-out, action: signOut}")
        line("")
        line("attachment:")
        line("  page: nowPlaying")
        line("  visible: true")
        line("")
        line("pages:")
        line("  nowPlaying:")
        line("    type: BenchApp.NowPlayingViewController")
        line("    title: Now Playing")
        for group in 0..<groups {
            self.group(group, isLast: group == groups - 1, notes: notes)
        }
        for note in 0..<notes {
            line("")
            line("  note\(note):")
            line("    type: BenchApp.NoteViewController")
            line("    title: Note \(note)")
            line("    size: \(note % 2 == 0 ? "half" : "full")")
            line("    scrolls: true")
        }
        if links > 0 { self.links(links, groups: groups) }
        line("")
        line("# Paths of at most two pushes from each tab's root: the same number of states at every size.")
        line("tests:")
        line("  maxDepth: 2")
        line("  maxStates: 1000")
    }

    /// The number of links `--links` can write for a scene of `groups` groups: the groups of each tab's
    /// stretch of the hub chain, two schemes each.
    static func maximumLinks(groups: Int) -> Int { groups / tabs * tabs * 2 * groupLinks.count }

    /// Writes `count` links: the links of a group (`groupLinks`) with the custom scheme, then with https, for the
    /// groups nearest each tab's root first (tab by tab), so paths stay short: `hubR,...,hubG,articleG` from the
    /// tab's root hub `hubR`. All valid and no two matching one URL.
    mutating func links(_ count: Int, groups: Int) {
        line("")
        line("links:")
        let perGroup = 2 * Self.groupLinks.count
        for index in 0..<count {
            let slot = index / perGroup
            let tab = slot % Self.tabs
            let root = tab * groups / Self.tabs
            let g = root + slot / Self.tabs
            let web = index % perGroup >= Self.groupLinks.count
            let link = Self.groupLinks[index % Self.groupLinks.count]
            let prefix = web ? "https://bench.example.com/h\(g)" : "bench://h\(g)"
            let hubs = (root...g).map { "hub\($0)" }.joined(separator: ",")
            let path = link.path.split(separator: ",").map { "\($0)\(g)" }.joined(separator: ",")
            line(
                "  - {name: \(link.name)\(web ? "Web" : "")\(g), url: \"\(prefix)\(link.pattern)\", path: \"\(hubs),\(path)\"}"
            )
        }
    }

    mutating func group(_ g: Int, isLast: Bool, notes: Int) {
        var push = ["article\(g)", "gallery\(g)", "profile\(g)", "checkout\(g)"]
        if isLast {
            push += (0..<notes).map { "note\($0)" }
        } else {
            push.append("hub\(g + 1)")
        }
        let lines = ["fixed", "dynamic", "stretchFixed", "stretchDynamic"]
        line("")
        line("  # ------------------------------------------------------------ group \(g)")
        line("  hub\(g):")
        line("    type: BenchApp.HubViewController")
        line("    title: Hub \(g)")
        line("    scrolls: true")
        line("    push: [\(push.joined(separator: ", "))]")
        line("")
        line("  # A half pane; a left swipe opens the comments.")
        line("  article\(g):")
        line("    type: BenchApp.ArticleViewController")
        line("    title: \"Article \(g)\"")
        line("    size: half")
        line("    scrolls: true")
        line("    transition: {mode: left, next: comments\(g), pop: true}")
        line("")
        line("  comments\(g):")
        line("    type: BenchApp.CommentsViewController")
        line("    title: Comments")
        line("    size: {regular: half, compact: full}")
        line("    scrolls: true")
        line("")
        line("  gallery\(g):")
        line("    type: BenchApp.GalleryViewController")
        line("    title: Gallery")
        line("    size: \(g % 2 == 0 ? 320 : 360)")
        line("    transition:")
        line("      mode: right")
        line("      navBarAlpha: 0.5")
        line("")
        line("  profile\(g):")
        line("    type: BenchApp.ProfileViewController")
        line("    title: Profile")
        line("    size: full")
        line("    push: [settings\(g)]")
        line("    header:")
        line("      height: 240")
        line("      menuHeight: 44")
        line("      pinHeight: 64")
        line("      inset: {top: 0, left: 0, bottom: 34, right: 0}")
        line("    pager:")
        line("      line: \(lines[g % lines.count])")
        line("      scaleSelected: \(g % 3 == 0 ? "true" : "false")")
        line("      selected: 0")
        line("      tabs:")
        line("        - {title: Posts, page: posts\(g), width: 100, titleWidth: 48, reuse: feed}")
        line("        - {title: Likes, page: likes\(g), width: 100, titleWidth: 44, reuse: feed}")
        line("        - {title: Media, page: media\(g), width: 110, titleWidth: 52}")
        for (id, type) in [
            ("posts", "PostsViewController"), ("likes", "LikesViewController"), ("media", "MediaViewController"),
        ] {
            line("")
            line("  \(id)\(g):")
            line("    type: BenchApp.\(type)")
            line("    title: \(id.prefix(1).uppercased() + id.dropFirst())")
            line("    scrolls: true")
        }
        line("")
        line("  checkout\(g):")
        line("    type: BenchApp.CheckoutViewController")
        line("    title: Checkout")
        line("    size: {regular: half, compact: full}")
        line("    stack:")
        line("      root: cart")
        line("      insets: {top: 64, bottom: 34}")
        line("      views:")
        line("        cart: {type: BenchKit.CartView, push: [address]}")
        line("        address:")
        line("          type: BenchKit.AddressView")
        line("          push: [payment]")
        line("          switch: [pickup]")
        line("        pickup: {type: BenchKit.PickupView, push: [payment]}")
        line("        payment: {type: BenchKit.PaymentView}")
        line("")
        line("  settings\(g):")
        line("    type: BenchApp.SettingsViewController")
        line("    title: Settings")
        line("    size: half")
        line("    scrolls: true")
    }
}

/// `scenegen --chain PAGES [--arguments]`: the scene of the generated-code benchmark (`Scripts/bench.sh
/// --typecheck`): a `root:` scene of PAGES pages in which `pageI` pushes the next two pages and every tenth page
/// presents the page nine after it, so the setup code has a push method for almost every page and a presentation
/// every ten. With `--arguments`, every page but the root takes two arguments: a required `String` and a choice
/// with a default (`itemID: String`, `sort: {type: [title, date, plays], default: date}`). Ten page types
/// (`BenchApp.ItemNViewController`) rotate over the pages.
struct ChainGenerator {
    var out: [UInt8] = []
    var withArguments = false

    mutating func line(_ text: String) {
        out.append(contentsOf: text.utf8)
        out.append(0x0A)
    }

    mutating func scene(pages: Int) {
        line("# yaml-language-server: $schema=../Schemas/scene.schema.json")
        line("# Generated by Benchmarks/scenegen --chain: \(pages) pages. Do not edit.")
        line("scene: Bench")
        line("version: 1")
        line("devices: [iphone]")
        line("root: page0")
        line("")
        line("pages:")
        for page in 0..<pages {
            line("  page\(page):")
            line("    type: BenchApp.Item\(page % 10)ViewController")
            line("    title: Page \(page)")
            let pushed = (page + 1..<min(page + 3, pages)).map { "page\($0)" }
            if !pushed.isEmpty { line("    push: [\(pushed.joined(separator: ", "))]") }
            if page % 10 == 0, page + 9 < pages { line("    present: [page\(page + 9)]") }
            if withArguments, page > 0 {
                line("    arguments:")
                line("      itemID: String")
                line("      sort: {type: [title, date, plays], default: date}")
            }
        }
    }
}

/// `scenegen --unsplit-links N` (`bash Scripts/bench.sh --links`, issue 41): a `root:` scene whose root `home` pushes
/// N pages `itemI`, each with two arguments, a list type of one string of its own and an `Int`
/// (`kind: [kI], id: Int`), and N links `bench://host/{kind}/{id}`, one to each page (`name: linkI`). The links
/// share scheme, host and segment count and have no literal segment, so splitting by literals separates none of
/// them; no two overlap, because their `kind`s share no string. The shape that made the overlap check compare
/// every pair.
struct UnsplitLinksGenerator {
    var out: [UInt8] = []

    mutating func line(_ text: String) {
        out.append(contentsOf: text.utf8)
        out.append(0x0A)
    }

    mutating func scene(links: Int) {
        line("# Generated by Benchmarks/scenegen --unsplit-links: \(links) links. Do not edit.")
        line("scene: Bench")
        line("version: 1")
        line("devices: [iphone]")
        line("root: home")
        line("tests:")
        line("  maxDepth: 0")
        line("  maxStates: 100")
        line("pages:")
        line("  home:")
        line("    type: BenchApp.HomeViewController")
        line("    push:")
        for index in 0..<links { line("      - item\(index)") }
        for index in 0..<links {
            line("  item\(index): {type: BenchApp.ItemViewController, arguments: {kind: [k\(index)], id: Int}}")
        }
        line("links:")
        for index in 0..<links {
            line("  - {url: \"bench://host/{kind}/{id}\", path: \"home,item\(index)\", name: link\(index)}")
        }
    }
}

func fail(_ message: String) -> Never {
    let text = Array(
        """
        scenegen: \(message)
        usage: scenegen PAGES [--arguments | --ids | --links N] | scenegen --bytes N [--arguments | --ids]
               scenegen --chain PAGES [--arguments] | scenegen --unsplit-links N

        """.utf8)
    _ = text.withUnsafeBufferPointer { write(2, $0.baseAddress!, $0.count) }
    exit(2)
}

/// Each tab needs a hub of its own.
let minimumGroups = SceneGenerator.tabs
var arguments = Array(CommandLine.arguments.dropFirst())
var links = 0
if arguments.count == 3, arguments[1] == "--links" {
    guard let count = Int(arguments[2]), count >= 0 else { fail("expected a link count after --links") }
    links = count
    arguments.removeLast(2)
}
let withArguments = arguments.last == "--arguments"
let withIDs = arguments.last == "--ids"
if withArguments || withIDs { arguments.removeLast() }
var generator = SceneGenerator()
generator.withArguments = withArguments
generator.withIDs = withIDs
if arguments.count == 2, arguments[0] == "--unsplit-links", !withIDs, !withArguments {
    guard let count = Int(arguments[1]), count >= 1 else { fail("expected a link count of at least 1") }
    var unsplit = UnsplitLinksGenerator()
    unsplit.scene(links: count)
    generator.out = unsplit.out
} else if arguments.count == 2, arguments[0] == "--chain", !withIDs {
    guard let pages = Int(arguments[1]), pages >= 1 else { fail("expected a page count of at least 1") }
    var chain = ChainGenerator()
    chain.withArguments = withArguments
    chain.scene(pages: pages)
    generator.out = chain.out
} else if arguments.count == 2, arguments[0] == "--bytes", let target = Int(arguments[1]), target > 0 {
    // Grow one group at a time; the size of a scene is linear in its groups, so estimate first.
    var probe = SceneGenerator()
    probe.scene(groups: 10, notes: 0)
    var small = SceneGenerator()
    small.scene(groups: 1, notes: 0)
    let perGroup = max(1, (probe.out.count - small.out.count) / 9)
    var groups = max(minimumGroups, (target - small.out.count) / perGroup)
    while true {
        generator = SceneGenerator()
        generator.withArguments = withArguments
        generator.withIDs = withIDs
        generator.scene(groups: groups, notes: 0)
        if generator.out.count >= target { break }
        groups += 1
    }
} else if arguments.count == 1, let pages = Int(arguments[0]), pages >= 1 + SceneGenerator.groupSize * minimumGroups {
    let groups = (pages - 1) / SceneGenerator.groupSize
    guard links <= SceneGenerator.maximumLinks(groups: groups) else {
        fail("at most \(SceneGenerator.maximumLinks(groups: groups)) links for \(pages) pages")
    }
    generator.links = links
    generator.scene(groups: groups, notes: (pages - 1) % SceneGenerator.groupSize)
} else {
    fail("expected a page count of at least \(1 + SceneGenerator.groupSize * minimumGroups)")
}
generator.out.withUnsafeBufferPointer { buffer in
    var offset = 0
    while offset < buffer.count {
        let written = write(1, buffer.baseAddress! + offset, buffer.count - offset)
        if written <= 0 { fail("cannot write the scene") }
        offset += written
    }
}
