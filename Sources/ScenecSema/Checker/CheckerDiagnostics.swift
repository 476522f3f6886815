import ScenecDiagnostics
import ScenecOutput

/// The checker's messages, one factory per rule (SC3xxx). Each message says what is wrong
/// and points at the place to change; related places are notes, the fix is `help` or a
/// fix-it.
extension Diagnostic {
    // MARK: - References

    /// A place that names a page (`root`, a tab's `root`, `push`, `transition.next`, a pager
    /// tab's `page`, `attachment.page`) names none that is declared.
    static func unknownPage(_ reference: Located<PageID>, place: String, closest: Page?) -> Diagnostic {
        let name = reference.value.rawValue
        return Diagnostic(
            .unknownPage, "no page named '\(name)'", at: reference.range, label: "unknown page in \(place)",
            notes: closest.map { [Note("did you mean '\($0.id.value)'?", at: $0.id.range, label: "declared here")] }
                ?? [],
            help: closest == nil ? ["declare '\(name)' under 'pages', or name a page that is declared"] : [],
            fixIts: closest.map {
                [
                    FixIt(
                        "replace '\(name)' with '\($0.id.value)'", replacing: reference.range,
                        with: $0.id.value.rawValue)
                ]
            } ?? [])
    }

    /// A stack's `root`, or a view's `push` or `switch`, names a view the stack does not declare.
    static func unknownView(
        _ reference: Located<ViewID>, place: String, page: PageID, closest: StackView?
    ) -> Diagnostic {
        let name = reference.value.rawValue
        return Diagnostic(
            .unknownView, "no view named '\(name)' in the stack of page '\(page)'", at: reference.range,
            label: "unknown view in \(place)",
            notes: closest.map { [Note("did you mean '\($0.id.value)'?", at: $0.id.range, label: "declared here")] }
                ?? [],
            help: closest == nil
                ? ["declare '\(name)' under the stack's 'views', or name a view that is declared"] : [],
            fixIts: closest.map {
                [
                    FixIt(
                        "replace '\(name)' with '\($0.id.value)'", replacing: reference.range,
                        with: $0.id.value.rawValue)
                ]
            } ?? [])
    }

    // MARK: - Reachability

    /// The note on what only an unreachable page or view leads to (none when nothing does).
    private static func followersNote(_ followers: [String]) -> [Note] {
        guard !followers.isEmpty else { return [] }
        let one = followers.count == 1
        return [
            Note(
                "\(list(followers.map { "'\($0)'" })) \(one ? "is" : "are") reached only from it, so "
                    + "\(one ? "it is" : "they are") never shown either")
        ]
    }

    /// A page that no path of `root`, `push` and `contains` edges reaches from an entry.
    /// `entries` describes every entry ("tab 'Browse' (root 'browse')"); `followers` are the
    /// pages that only this page leads to, which are not reported again.
    static func unreachablePage(_ page: Page, entries: [String], followers: [PageID]) -> Diagnostic {
        let notes = [Note("the entries are \(list(entries))")] + followersNote(followers.map(\.rawValue))
        return Diagnostic(
            .unreachablePage, "page '\(page.id.value)' cannot be reached from any entry", at: page.id.range,
            label: "never shown", notes: notes,
            help: ["push it from a page that is shown, show it in a pager, or remove it"])
    }

    /// A view of a page's stack that no `push` or `switch` reaches from the stack's root.
    static func unreachableView(
        _ view: StackView, page: PageID, root: ViewID, followers: [ViewID]
    ) -> Diagnostic {
        let notes = followersNote(followers.map(\.rawValue))
        return Diagnostic(
            .unreachableView,
            "view '\(view.id.value)' of the stack of page '\(page)' cannot be reached from the stack's root '\(root)'",
            at: view.id.range, label: "never shown", notes: notes,
            help: ["add it to the 'push' or 'switch' list of a view that is shown, or remove it"])
    }

    /// Pages that contain each other through pagers. `cycle` is the closed path of
    /// `contains` edges; the diagnostic points at the first one.
    static func containmentCycle(_ cycle: [NavigationGraph.Edge]) -> Diagnostic {
        let names = cycle.map(\.from.description) + [cycle[0].from.description]
        let notes = cycle.dropFirst().map { edge in
            Note("'\(edge.from)' shows '\(edge.to)' in its pager here", at: edge.range, label: "contains '\(edge.to)'")
        }
        return Diagnostic(
            .containmentCycle, "pages contain each other: \(names.joined(separator: " -> "))",
            at: cycle[0].range, label: "'\(cycle[0].from)' contains '\(cycle[0].to)' here", notes: Array(notes),
            help: ["a page cannot be shown inside itself; remove one of these pager tabs"])
    }

    // MARK: - Containers

    /// A `header` in a page without a `pager`: the header's menu is the pager's bar.
    static func headerWithoutPager(_ header: Header, page: PageID) -> Diagnostic {
        Diagnostic(
            .headerWithoutPager, "page '\(page)' has a 'header' but no 'pager'", at: header.range,
            label: "header without a pager",
            help: ["the header's menu is the pager's tab bar: add a 'pager' to '\(page)', or remove 'header'"])
    }

    /// A pager written with `tabs: []`.
    static func emptyPager(_ pager: Pager, page: PageID) -> Diagnostic {
        Diagnostic(
            .emptyPager, "the pager of page '\(page)' has no tabs", at: pager.range, label: "no tabs",
            help: ["add a tab such as '{title: All, page: <page id>, width: 100}', or remove 'pager'"])
    }

    /// A pager's `selected` that is not the index of one of its tabs.
    static func selectedOutOfRange(_ pager: Pager, page: PageID) -> Diagnostic {
        let count = pager.tabs.count
        return Diagnostic(
            .selectedOutOfRange,
            "'selected' is \(pager.selected.value), but the pager of page '\(page)' has \(count) "
                + "tab\(count == 1 ? "" : "s")",
            at: pager.selected.range, label: "expected 0...\(count - 1)",
            help: ["'selected' is 0-based: the first tab is 0"],
            fixIts: [FixIt("select the last tab", replacing: pager.selected.range, with: String(count - 1))])
    }

    /// A page with both a `pager` and a `stack`: a page has at most one container.
    static func pagerAndStack(_ stack: Stack, pager: Pager, page: PageID) -> Diagnostic {
        Diagnostic(
            .pagerAndStack, "page '\(page)' has both a 'pager' and a 'stack'", at: stack.range,
            label: "second container",
            notes: [Note("the pager is declared here", at: pager.range, label: "first container")],
            help: ["a page shows one container: move the stack into a page of its own and show that page in a tab"])
    }

    /// A page shown in a pager under a sticky header that does not declare `scrolls: true`.
    static func headerPageNotScrolling(
        _ tab: PagerTab, shown: Page, owner: PageID, fixIts: [FixIt]
    ) -> Diagnostic {
        Diagnostic(
            .headerPageNotScrolling,
            "page '\(shown.id.value)' is shown under the sticky header of page '\(owner)' but does not scroll",
            at: tab.page.range, label: "needs 'scrolls: true'",
            notes: [Note("'\(shown.id.value)' is declared here", at: shown.id.range, label: "declared here")],
            help: ["the header hands vertical scrolling over to the page, so its content must be a scroll view"],
            fixIts: fixIts)
    }

    /// A header whose menu would pin below the header's own bottom.
    static func pinAboveHeader(_ header: Header, page: PageID) -> Diagnostic {
        let height = NumberText.format(header.height.value)
        return Diagnostic(
            .pinAboveHeader,
            "'pinHeight' \(NumberText.format(header.pinHeight.value)) is greater than the header's 'height' \(height)",
            at: header.pinHeight.range, label: "above 'height'",
            notes: [
                Note("the header of page '\(page)' is \(height) pt high", at: header.height.range, label: "height")
            ],
            help: ["the menu pins at most at the header's bottom; use a 'pinHeight' of at most \(height)"],
            fixIts: [FixIt("use the header's height", replacing: header.pinHeight.range, with: height)])
    }

    // MARK: - Navigation

    /// A `push` or `switch` list that names a target a second time. `previousEnd` is where
    /// the item before the duplicate ends: removing up to the duplicate's end removes the
    /// separator too, in flow (`[a, b, a]`) and block (`- a`) lists alike.
    static func duplicatePush(
        _ duplicate: SourceRange, name: String, list: String, first: SourceRange, previousEnd: Int
    ) -> Diagnostic {
        Diagnostic(
            .duplicatePush, "'\(name)' is listed twice in '\(list)'", at: duplicate, label: "listed again",
            notes: [Note("first listed here", at: first, label: "first")],
            fixIts: [
                FixIt(
                    "remove the second '\(name)'", replacing: SourceRange(start: previousEnd, end: duplicate.end),
                    with: "")
            ])
    }

    /// A page stack's view that lists itself in its 'push' or 'switch' (`removal`: the text that removing the
    /// entry deletes, when it can be found).
    static func stackMoveToItself(
        _ target: Located<ViewID>, list: String, page: PageID, removal: SourceRange?
    ) -> Diagnostic {
        Diagnostic(
            .stackMoveToItself,
            "view '\(target.value)' of the page stack of '\(page)' \(list == "push" ? "pushes" : "switches to") itself",
            at: target.range, label: list == "push" ? "already in the stack" : "already shown",
            help: [
                list == "push"
                    ? "the page stack refuses to push a view that is already in it; remove '\(target.value)' from 'push'"
                    : "switching to the shown view changes nothing; remove '\(target.value)' from 'switch'"
            ],
            fixIts: removal.map { [FixIt("remove '\(target.value)' from '\(list)'", replacing: $0, with: "")] } ?? [])
    }

    /// Two tabs with the same root page.
    static func duplicateTabRoot(_ root: Located<PageID>, tab: String, first: Tab) -> Diagnostic {
        Diagnostic(
            .duplicateTabRoot, "tab '\(tab)' has the same root page '\(root.value)' as tab '\(first.title.value)'",
            at: root.range, label: "root again",
            notes: [
                Note(
                    "'\(root.value)' is already the root of tab '\(first.title.value)'", at: first.root.range,
                    label: "first")
            ],
            help: [
                "each tab has its own stacked navigation and selects the tab whose root is shown; give each tab "
                    + "its own root page"
            ])
    }

    /// A transition with neither `next` nor an enabled `pop`.
    static func transitionWithoutSwipe(_ transition: Transition, page: PageID) -> Diagnostic {
        Diagnostic(
            .transitionNeverFires,
            "the transition of page '\(page)' can never fire: it has no 'next' and 'pop' is false",
            at: transition.range, label: "no swipe",
            help: ["add 'next: <page id>' to push a page by swiping, or remove 'transition'"])
    }

    /// A pop swipe on a page that is only ever the first page of a navigation.
    static func popNeverFires(_ transition: Transition, page: PageID, entry: String) -> Diagnostic {
        let written = transition.pop.range.length > 0
        return Diagnostic(
            .transitionNeverFires,
            "the pop swipe of page '\(page)' can never fire: it is \(entry) and no page pushes it",
            at: written ? transition.pop.range : transition.range, label: "nothing to pop back to",
            help: written ? [] : ["add 'pop: false' to the transition"],
            fixIts: written ? [FixIt("disable the pop swipe", replacing: transition.pop.range, with: "false")] : [])
    }

    /// A page whose pager and transition both pan horizontally.
    static func pagerAndTransition(_ transition: Transition, pager: Pager, page: PageID) -> Diagnostic {
        Diagnostic(
            .pagerAndTransition, "page '\(page)' has a pager and a swipe transition that compete for one swipe",
            at: transition.range, label: "horizontal swipe",
            notes: [Note("the pager also pages on a horizontal swipe", at: pager.range, label: "horizontal swipe")],
            help: ["push the next page with a button instead, or move the pager into a page of its own"])
    }

    /// A pager tab whose measured title is wider than the tab's cell.
    static func titleWiderThanCell(_ tab: PagerTab, titleWidth: Located<Double>) -> Diagnostic {
        let width = NumberText.format(tab.width.value)
        return Diagnostic(
            .titleWiderThanCell,
            "the title of pager tab '\(tab.title.value)' is \(NumberText.format(titleWidth.value)) pt wide, "
                + "wider than its \(width) pt cell",
            at: titleWidth.range, label: "wider than 'width'",
            notes: [Note("the cell is \(width) pt wide", at: tab.width.range, label: "width")],
            help: ["make 'width' at least \(NumberText.format(titleWidth.value)), or shorten the title"])
    }

    // MARK: - Generated names

    /// Two ids of the same kind (pages, or views of one stack) whose generated member names are equal.
    static func memberNameCollision(
        _ id: SourceRange, name: String, first: SourceRange, firstName: String, member: String, kind: String
    ) -> Diagnostic {
        Diagnostic(
            .memberNameCollision,
            "\(kind) ids '\(firstName)' and '\(name)' both generate the Swift name '\(member)'", at: id,
            label: "generates '\(member)'",
            notes: [Note("'\(firstName)' is declared here", at: first, label: "also generates '\(member)'")],
            help: [
                "generated code joins words at '_' into lowerCamelCase members and UpperCamelCase types; rename one of "
                    + "the \(kind)s"
            ])
    }

    /// A page id whose member name is one the generated `<Scene>Page` enum already has.
    static func memberNameReserved(_ page: Page, member: String, enumName: String) -> Diagnostic {
        Diagnostic(
            .memberNameReserved,
            "page id '\(page.id.value)' generates the Swift name '\(member)', which '\(enumName)' already has",
            at: page.id.range, label: "generates '\(member)'",
            notes: [
                Note(
                    "'\(enumName)' is an 'enum \(enumName): String, CaseIterable', which provides 'allCases', "
                        + "'rawValue', 'hashValue' and 'init(rawValue:)'")
            ],
            help: ["rename the page"])
    }

    /// A page id with arguments whose marker type name cannot be reached in an expression (`type` -> `Type`:
    /// `MusicPages.Type` is the metatype).
    static func pageTypeNameReserved(_ page: Page, typeName: String, namespace: String) -> Diagnostic {
        Diagnostic(
            .memberNameReserved,
            "page id '\(page.id.value)' generates the Swift type name '\(typeName)', which cannot name a page with "
                + "arguments: '\(namespace).\(typeName).Arguments' reads '\(typeName)' as a metatype",
            at: page.id.range, label: "generates '\(typeName)'",
            help: ["rename the page"],
            fixIts: [FixIt("rename it '\(page.id.value)Page'", replacing: page.id.range, with: "\(page.id.value)Page")])
    }

    /// A `type` whose name is one scenec generates from the scene name.
    static func generatedTypeCollision(_ type: Located<String>, generated: String, scene: Located<String>) -> Diagnostic
    {
        Diagnostic(
            .generatedTypeCollision, "type '\(type.value)' clashes with the generated type '\(generated)'",
            at: type.range, label: "clashes with '\(generated)'",
            notes: [
                Note(
                    "'\(generated)' is generated from the scene name '\(scene.value)'", at: scene.range,
                    label: "scene name")
            ],
            help: ["rename the class, or rename the scene"])
    }

    /// A page or view type whose top-level name is that of a ScenecRuntime or ScenecUIKit type the generated code
    /// uses (`type: App.Metrics`).
    static func typeHidesLibraryType(_ type: Located<String>, name: String, library: String) -> Diagnostic {
        Diagnostic(
            .generatedTypeCollision,
            "type '\(type.value)' has the name of \(library)'s '\(name)', which the generated code uses",
            at: type.range, label: "named like \(library)'s '\(name)'",
            notes: [
                Note(
                    "the generated code names \(library)'s types unqualified: a top-level '\(name)' of the app "
                        + "hides it, and one imported from another module makes it ambiguous")
            ],
            help: [
                "rename the class, or nest it in a type of the app (`Screens.\(name)` with `modules:` listing "
                    + "the modules that declare types, section 2 of the scene format)"
            ])
    }

    /// A scene name whose generated type has the name of a ScenecRuntime type (`scene: Scene` -> `ScenePage`).
    static func generatedTypeHidesRuntime(
        _ scene: Located<String>, generated: String, module: String, suggestion: String?
    ) -> Diagnostic {
        Diagnostic(
            .generatedTypeCollision,
            "scene name '\(scene.value)' generates the type '\(generated)', which hides \(module)'s '\(generated)'",
            at: scene.range, label: "generates '\(generated)'",
            notes: [Note("the generated code uses \(module)'s '\(generated)' and could not be compiled")],
            help: ["rename the scene" + (suggestion.map { ", for example to '\($0)'" } ?? "")],
            fixIts: suggestion.map { [FixIt("rename the scene to '\($0)'", replacing: scene.range, with: $0)] } ?? [])
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// A page that pushes, shown only in the attachment bar, which has no navigation to push onto.
    static func pushWithoutNavigation(_ page: Page, at range: SourceRange, attachment: Attachment) -> Diagnostic {
        Diagnostic(
            .pushWithoutNavigation,
            "page '\(page.id.value)' pushes, but it is shown only in the attachment bar, which has no navigation",
            at: range, label: "never pushed",
            notes: [Note("the attachment shows '\(attachment.page.value)'", at: attachment.page.range)],
            help: ["move the push to a page that a tab or 'root' shows, or show this page in a tab"])
    }
}
