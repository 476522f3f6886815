import Foundation
import ScenecCompiler
import ScenecDiagnostics
import ScenecExpectations
import ScenecTestSupport
import Testing

/// `scenec preview` in headless Chromium, part by part against the command line: the link box decides every URL of a
/// corpus as `scenec layout --link` does (the same state, or the same message), the warnings a state shows are those
/// the per-state checks give it, and the drawn graph is `scenec graph --format json`, each page opening its first
/// state. (The walk through every kind of action: PreviewBrowserTests.)
@Suite(.serialized) struct PreviewPageCheckTests {
    /// A scene whose links read every argument type, in path segments and query items (optional, defaulted).
    static let typedScene = """
        scene: Kinds
        version: 1
        tabs:
          - {title: Home, root: home}
        pages:
          home: {type: App.Home, push: [item, rating, flag, doc, site, sorted]}
          item: {type: App.Item, arguments: {itemID: Int, limit: {type: Int, default: 50}}, present: [share]}
          rating: {type: App.Rating, arguments: {score: Double}}
          flag: {type: App.Flag, arguments: {enabled: Bool, note: String?}}
          doc: {type: App.Doc, arguments: {docID: UUID}}
          site: {type: App.Site, arguments: {source: URL}}
          sorted: {type: App.Sorted, arguments: {sort: [title, date, plays]}}
          share: {type: App.Share, arguments: {itemID: Int}}
        links:
          - {url: "typed://item/{itemID}?limit={limit}", path: "home,item"}
          - {url: "typed://item/{itemID}/share", path: "home,item|share"}
          - {url: "typed://rating/{score}", path: "home,rating"}
          - {url: "typed://flag/{enabled}?note={note}", path: "home,flag"}
          - {url: "https://typed.example.com/doc/{docID}", path: "home,doc"}
          - {url: "typed://site/{source}", path: "home,site"}
          - {url: "typed://sorted/{sort}", path: "home,sorted"}

        """

    /// A scene whose stacked pages are placed 400 pt apart (SC4005): on the iPad page 'c' lies outside the navigation
    /// area when active, on the iPhone pages 'a' (covered by 'b') and 'b' (outside) do; each warning names its page
    /// and its witness state, not every device it concerns.
    static let hiddenPageScene = """
        scene: Deep
        version: 1
        devices: [ipad-portrait, iphone]
        metrics: {stackedLayerOffset: 400}
        root: a
        pages:
          a: {type: Deep.A, push: [b]}
          b: {type: Deep.B, push: [c]}
          c: {type: Deep.C}

        """

    /// Writes the preview of `scene` (in `directory`), puts `script` first in its <head> and returns what the script
    /// leaves, as JSON, in `<pre id="drive-result">` (base64) after the page loaded.
    static func drive(_ scene: String, in directory: String, script: String) throws -> [String: Any] {
        let browser = try PreviewBrowserTests.chromium()
        let name = URL(fileURLWithPath: scene).deletingPathExtension().deletingPathExtension().lastPathComponent
        let page = directory + "/\(name).html"
        let written = try Scenec.run(["preview", scene, "--output", page], in: directory)
        expectEqual(written.status, 0, "\(written.stderr)")
        var html = try String(contentsOfFile: page, encoding: .utf8)
        let driver = """
            <script>
            window.addEventListener('load', function () { setTimeout(function () {
              var result;
              try { result = (function () {
            \(script)
              }()); } catch (e) { result = { failure: String(e) + ' ' + e.stack }; }
              var pre = document.createElement('pre');
              pre.id = 'drive-result';
              pre.textContent = btoa(unescape(encodeURIComponent(JSON.stringify(result))));
              document.body.appendChild(pre);
            }, 0); });
            </script>

            """
        html = html.replacingOccurrences(of: "<head>\n", with: "<head>\n" + driver)
        let driven = directory + "/\(name)-driven.html"
        try html.write(toFile: driven, atomically: true, encoding: .utf8)
        let result = try Subprocess.run(
            browser,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                "--user-data-dir=\(directory)/profile", "--virtual-time-budget=30000", "--window-size=1400,1000",
                "--dump-dom", "file://\(driven)",
            ], timeLimit: .seconds(180))
        guard let start = result.stdout.range(of: "<pre id=\"drive-result\">"),
            let end = result.stdout.range(of: "</pre>", range: start.upperBound..<result.stdout.endIndex),
            let data = Data(base64Encoded: String(result.stdout[start.upperBound..<end.lowerBound])),
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        else {
            Issue.record(
                "no result in the DOM of \(scene):\n\(result.stdout.suffix(1500))\n\(result.stderr.suffix(1500))")
            return [:]
        }
        #expect(object["failure"] == nil, "\(object["failure"] ?? "")")
        return object
    }

    // MARK: - Links

    /// The URLs tried on each scene: for each link pattern, every placeholder given each of a set of texts (valid and
    /// invalid for each type: Ints in and out of range, decimals, Bools in the wrong case, UUIDs, percent-encoded URLs
    /// and bad escapes, choices, empty), then near misses of a valid-looking URL (scheme and host in capitals, a
    /// trailing slash, extra and repeated query items, a fragment, a segment fewer or more, a misspelt literal or
    /// host), and URLs of no link at all.
    static func linkCorpus(_ patterns: [String]) -> [String] {
        let values = [
            "a", "12", "-7", "+3", "9223372036854775807", "9223372036854775808", "-9223372036854775809", "1.5", ".5",
            "1e400", "true", "TRUE", "00000000-0000-4000-8000-00000000000a", "00000000-0000-4000-8000-00000000000g",
            "https%3A%2F%2Fexample.com%2Fx", "http%3A%2F%2Fh%3Aport%2F", "date", "Date", "%C3%A9", "%zz", "notanint",
            "",
        ]
        func fill(_ pattern: String, _ value: String) -> String {
            pattern.replacingOccurrences(of: #"\{[A-Za-z_][A-Za-z0-9_]*\}"#, with: value, options: .regularExpression)
        }
        var urls: [String] = []
        for pattern in patterns {
            urls += values.map { fill(pattern, $0) }
            let url = fill(pattern, "12")
            let (base, query) =
                url.firstIndex(of: "?").map { (String(url[..<$0]), String(url[$0...])) } ?? (url, "")
            let schemeEnd = base.range(of: "://")!.upperBound
            let hostEnd = base[schemeEnd...].firstIndex(of: "/") ?? base.endIndex
            urls.append(base[..<hostEnd].uppercased() + base[hostEnd...] + query)
            urls.append(base + "/" + query)
            urls.append(url + (query.isEmpty ? "?utm_source=mail" : "&utm_source=mail"))
            urls.append(url + "#top")
            urls.append(base + "/extra" + query)
            if let slash = base.lastIndex(of: "/"), slash > hostEnd { urls.append(String(base[..<slash]) + query) }
            // A literal misspelt (its second letter dropped), and the host with two letters swapped.
            let segments = base[hostEnd...].split(separator: "/").map(String.init)
            if let literal = segments.first(where: { $0 != "12" && $0.count > 2 }) {
                urls.append(
                    base.replacingOccurrences(of: "/" + literal, with: "/" + literal.prefix(1) + literal.dropFirst(2))
                        + query)
            }
            let host = Array(base[schemeEnd..<hostEnd])
            if host.count > 2 {
                var swapped = host
                swapped.swapAt(0, 1)
                urls.append(String(base[..<schemeEnd]) + String(swapped) + base[hostEnd...] + query)
            }
            if !query.isEmpty {
                urls.append(base)
                urls.append(url + "&" + query.dropFirst())
                urls.append(base + "?" + (query.dropFirst().split(separator: "=").first ?? "") + "=")
            }
        }
        urls += ["nolink://nowhere/at/all", "not a url", "", "typed:/item/1", "music:album"]
        var seen: Set<String> = []
        return urls.filter { seen.insert($0).inserted }
    }

    /// The link patterns of a scene, from `scenec validate --format json`.
    static func patterns(_ scene: String, in directory: String) throws -> [String] {
        let result = try Scenec.run(["validate", "--format", "json", scene], in: directory)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
        return (object["links"] as? [[String: Any]] ?? []).compactMap { $0["url"] as? String }
    }

    /// What `scenec layout --link URL` decides: the state it lays out (its name, from `--format text`), or its message.
    static func cliDecision(
        _ scene: String, url: String, in directory: String
    ) throws -> (state: String?, message: String) {
        let result = try Scenec.run(["layout", scene, "--link", url, "--format", "text"], in: directory)
        if result.status == 0 {
            return (stateName(result.stdout), "")
        }
        var message = result.stderr
        if message.hasPrefix("scenec: error: ") { message.removeFirst("scenec: error: ".count) }
        if message.hasSuffix("\n") { message.removeLast() }
        return (nil, message)
    }

    /// The state's name in `layout --format text`'s output: its `state <name>: …` line.
    static func stateName(_ text: String) -> String {
        let line = text.split(separator: "\n").first { $0.hasPrefix("state ") } ?? ""
        return String(line.dropFirst("state ".count).prefix { $0 != ":" })
    }

    /// The same decision without a process: the scene compiled once, then for each URL what `layout --link URL
    /// --format text` does with it (StateRequest.linkPath, the path's parts, the state's text layout; a failure's
    /// message as the command escapes it). A corpus has a few hundred URLs a scene: the debug binary, one run each,
    /// was most of this suite's time. `cliDecision` checks it on a sample of every scene's corpus.
    struct LinkOracle {
        let result: CompilationResult

        init(_ scene: String, in directory: String) throws {
            let bytes = try #require(FileIO.readBytes(directory + "/" + scene), "cannot read \(scene)")
            result = Compiler().compile(SourceFile(path: scene, bytes: bytes))
        }

        func decision(_ url: String) -> (state: String?, message: String) {
            guard let definition = result.definition else { return (nil, "the scene did not compile") }
            do throws(StateRequest.Failure) {
                let parts = StateRequest.pathParts(try StateRequest.linkPath(url, in: definition))
                let request = StateRequest(path: parts.first, presented: Array(parts.dropFirst()))
                guard let text = try result.renderedLayout(request, as: .text) else {
                    return (nil, "no layout of the link's state")
                }
                return (stateName(text), "")
            } catch {
                return (nil, DisplayText.escaped(error.description))
            }
        }
    }

    static let linkScript = """
        var urls = __URLS__;
        var P = window.scenecPreview;
        return { items: urls.map(function (url) {
          P.go(0, 0);
          document.getElementById('link').value = url;
          document.getElementById('linkForm').requestSubmit();
          var cur = P.current();
          return { url: url, device: cur.d, state: P.data.devices[cur.d].states[cur.s].n,
            message: document.getElementById('linkMessage').textContent };
        }) };
        """

    static let linkScenes: [(name: String, text: String?)] = [
        ("Music", nil), ("News", nil), ("Player", nil), ("Profile", nil), ("Ride", nil), ("Typed", typedScene),
    ]

    /// For every URL of the corpus, the page opens the state `layout --link` lays out (on the first device, as
    /// `layout` without `--device`), or shows the message it prints, word for word.
    @Test(arguments: linkScenes.map(\.name)) func theLinkBoxDecidesEveryURLAsLayoutLinkDoes(scene name: String) throws {
        let directory = try temporaryDirectory("preview-links")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = "\(name).scene.yaml"
        if let text = Self.linkScenes.first(where: { $0.name == name })?.text {
            try text.write(toFile: directory + "/" + file, atomically: true, encoding: .utf8)
        } else {
            try FileManager.default.copyItem(
                atPath: Scenec.repository + "/examples/" + file, toPath: directory + "/" + file)
        }
        let urls = Self.linkCorpus(try Self.patterns(file, in: directory))
        let json = String(decoding: try JSONSerialization.data(withJSONObject: urls), as: UTF8.self)
        let object = try Self.drive(
            file, in: directory, script: Self.linkScript.replacingOccurrences(of: "__URLS__", with: json))
        let page = try #require(object["items"] as? [[String: Any]])
        expectEqual(page.count, urls.count, "\(name): the page decided \(page.count) of \(urls.count) URLs")
        let oracle = try LinkOracle(file, in: directory)
        let decisions = urls.map(oracle.decision)
        // The oracle is the command's: on the first three URLs that open a state, the first three that do not, and
        // every 40th, `scenec layout --link` itself decides as it does.
        let sample =
            Array(decisions.indices.filter { decisions[$0].state != nil }.prefix(3))
            + decisions.indices.filter { decisions[$0].state == nil }.prefix(3)
            + stride(from: 0, to: urls.count, by: 40)
        for index in Set(sample).sorted() {
            let cli = try Self.cliDecision(file, url: urls[index], in: directory)
            #expect(
                cli.state == decisions[index].state && cli.message == decisions[index].message,
                "\(name) '\(urls[index])': layout --link decides \(cli), in process \(decisions[index])")
        }
        var opened = 0
        for ((url, shown), cli) in zip(zip(urls, page), decisions) {
            let state = shown["state"] as? String ?? ""
            let message = shown["message"] as? String ?? ""
            if let expected = cli.state {
                opened += 1
                expectEqual(state, expected, "\(name) '\(url)': the page shows \(state), layout --link \(expected)")
                #expect(message.hasPrefix("link '"), "\(name) '\(url)': \(message)")
            } else {
                expectEqual(
                    message, cli.message,
                    "\(name) '\(url)': the page says\n\(message)\nlayout --link says\n\(cli.message)")
                #expect(shown["device"] as? Int == 0, "\(name) '\(url)'")
            }
        }
        // Each scene with links has URLs that open one and URLs that do not.
        if name == "Music" || name == "Typed" || name == "Player" { #expect(opened > 0 && opened < urls.count) }
    }

    // MARK: - Warnings

    static let warningsScript = """
        var P = window.scenecPreview;
        var shown = [];
        P.data.devices.forEach(function (device, d) {
          device.states.forEach(function (state, s) {
            P.go(d, s);
            shown.push({ device: device.name, state: state.n,
              warnings: Array.prototype.map.call(document.querySelectorAll('#warnings p'), function (p) { return p.textContent; }) });
          });
        });
        return { items: shown };
        """

    /// A state shows an SC4005 warning exactly when it does not show its active page, and then the warning of that
    /// page: the oracle is the layout table (`layout --all --format json`): the active page hidden, outside the
    /// navigation area, or covered by the pages after it. Each warning is shown on as many states as it counts (its
    /// witness and its "N more states" note). The warnings name a page and one device, so a match on their text
    /// would put the warning of 'c' on the iPhone's states with 'c' too.
    @Test func aStateShowsTheWarningsItsChecksGiveIt() throws {
        let directory = try Scenec.directory(holding: Self.hiddenPageScene, as: "Deep.scene.yaml")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let validated = try Scenec.run(["validate", "--format", "json", "Deep.scene.yaml"], in: directory)
        let report = try JSONSerialization.jsonObject(with: Data(validated.stdout.utf8)) as? [String: Any] ?? [:]
        let diagnostics = (report["diagnostics"] as? [[String: Any]] ?? []).filter { $0["code"] as? String == "SC4005" }
        expectEqual(diagnostics.count, 3, "\(validated.stdout)")
        // Each warning by its page, with the number of states it counts.
        var warnings: [String: (message: String, count: Int)] = [:]
        for diagnostic in diagnostics {
            let message = diagnostic["message"] as? String ?? ""
            let page = message.components(separatedBy: "'").dropFirst().first ?? ""
            let notes = (diagnostic["notes"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
            let more = notes.compactMap { $0.split(separator: " ").first.flatMap { Int($0) } }.first ?? 0
            warnings[page] = (message, 1 + more)
        }
        // The states that do not show their active page, from the layout table.
        let all = try Scenec.run(["layout", "Deep.scene.yaml", "--all", "--format", "json"], in: directory)
        var expected: [String: String] = [:]
        func number(_ value: Any?, _ key: String) -> Double {
            ((value as? [String: Any])?[key] as? NSNumber)?.doubleValue ?? 0
        }
        for line in all.stdout.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
            let navigation = (object["layout"] as? [String: Any])?["navigation"] as? [String: Any] ?? [:]
            let pages = navigation["pages"] as? [[String: Any]] ?? []
            let active = navigation["active"] as? Int ?? pages.count - 1
            guard pages.indices.contains(active) else { continue }
            // What is left of the active page inside the area once each later page is cut out of it.
            var left = [
                (
                    max(0, number(pages[active]["frame"], "x")),
                    min(
                        number(navigation["frame"], "width"),
                        number(pages[active]["frame"], "x") + number(pages[active]["frame"], "width"))
                )
            ]
            .filter { $0.0 < $0.1 && pages[active]["hidden"] as? Bool != true }
            for later in pages[(active + 1)...] where later["hidden"] as? Bool != true {
                let low = number(later["frame"], "x")
                let high = low + number(later["frame"], "width")
                left = left.flatMap { piece in [(piece.0, min(piece.1, low)), (max(piece.0, high), piece.1)] }
                    .filter { $0.0 < $0.1 }
            }
            if left.isEmpty {
                let id = "\(object["device"] as? String ?? "") \(object["name"] as? String ?? "")"
                expected[id] = pages[active]["page"] as? String ?? ""
            }
        }
        for (page, warning) in warnings {
            expectEqual(expected.values.filter { $0 == page }.count, warning.count, "\(page): \(expected)")
        }
        #expect(expected.contains { $0.key.hasPrefix("iphone ") } && expected.contains { $0.key.hasPrefix("ipad-") })
        let object = try Self.drive("Deep.scene.yaml", in: directory, script: Self.warningsScript)
        let shown = try #require(object["items"] as? [[String: Any]])
        expectEqual(shown.count, all.stdout.split(separator: "\n").count)
        for state in shown {
            let id = "\(state["device"] as? String ?? "") \(state["state"] as? String ?? "")"
            let texts = state["warnings"] as? [String] ?? []
            if let page = expected[id], let warning = warnings[page] {
                expectEqual(texts, ["warning SC4005: " + warning.message], "\(id): \(texts)")
            } else {
                #expect(texts.isEmpty, "\(id) shows \(texts)")
            }
        }
    }

    /// A scene with a warning no state has (SC4007: a page's width ignored on the iPhone) and one a state has
    /// (SC4005): the first is listed once under "Scene warnings", the second only on its state; a scene whose
    /// warnings all belong to states (Deep, above) has no such section.
    static let wideScene = """
        scene: Wide
        version: 1
        devices: [ipad-portrait, iphone]
        navigation: {regular: stacked, compact: push}
        metrics: {stackedLayerOffset: 400}
        root: a
        pages:
          a: {type: Wide.A, push: [b]}
          b: {type: Wide.B, size: half, push: [c]}
          c: {type: Wide.C}

        """

    static let sceneWarningsScript = """
        var P = window.scenecPreview;
        var texts = function (selector) {
          return Array.prototype.map.call(document.querySelectorAll(selector), function (p) { return p.textContent; });
        };
        var stateWarnings = [];
        P.data.devices.forEach(function (device, d) {
          device.states.forEach(function (state, s) { P.go(d, s); stateWarnings = stateWarnings.concat(texts('#warnings p')); });
        });
        return { scene: texts('#sceneWarnings p'), label: document.getElementById('sceneWarnings') &&
          document.getElementById('sceneWarnings').getAttribute('aria-label'),
          states: stateWarnings };
        """

    @Test func warningsOfNoStateAreListedForTheScene() throws {
        let directory = try Scenec.directory(holding: Self.wideScene, as: "Wide.scene.yaml")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let validated = try Scenec.run(["validate", "--format", "json", "Wide.scene.yaml"], in: directory)
        let report = try JSONSerialization.jsonObject(with: Data(validated.stdout.utf8)) as? [String: Any] ?? [:]
        let diagnostics = report["diagnostics"] as? [[String: Any]] ?? []
        func text(_ code: String) -> String? {
            diagnostics.first { $0["code"] as? String == code }.map {
                "warning \(code): \($0["message"] as? String ?? "")"
            }
        }
        let wide = try #require(text("SC4007"), "\(validated.stdout)")
        let hidden = try #require(text("SC4005"), "\(validated.stdout)")
        expectEqual(diagnostics.count, 2, "\(validated.stdout)")
        let object = try Self.drive("Wide.scene.yaml", in: directory, script: Self.sceneWarningsScript)
        #expect(object["scene"] as? [String] == [wide], "\(object)")
        #expect(object["label"] as? String == "Scene warnings", "\(object)")
        let states = object["states"] as? [String] ?? []
        #expect(!states.isEmpty && states.allSatisfy { $0 == hidden }, "\(states)")

        let deep = try Scenec.directory(holding: Self.hiddenPageScene, as: "Deep.scene.yaml")
        defer { try? FileManager.default.removeItem(atPath: deep) }
        let none = try Self.drive("Deep.scene.yaml", in: deep, script: Self.sceneWarningsScript)
        #expect(none["scene"] as? [String] == [] && none["label"] is NSNull, "\(none)")
    }

    // MARK: - Graph

    static let graphScript = """
        var P = window.scenecPreview;
        var nodes = Array.prototype.map.call(document.querySelectorAll('#graphBody .gnode'), function (n) {
          return { id: n.getAttribute('data-node'), kind: n.getAttribute('data-kind'), label: n.getAttribute('aria-label'),
            focusable: n.getAttribute('tabindex') === '0' };
        });
        var edges = Array.prototype.map.call(document.querySelectorAll('#graphBody .gedge'), function (e) {
          return [e.getAttribute('data-from'), e.getAttribute('data-to'), e.getAttribute('data-kind')];
        });
        var opened = [];
        var pages = document.querySelectorAll('#graphBody .gnode[data-kind="page"]');
        Array.prototype.forEach.call(pages, function (node, i) {
          P.go(0, 0);
          if (i % 2 === 0) {
            node.dispatchEvent(new MouseEvent('click', { bubbles: true }));
          } else {
            node.focus();
            node.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
          }
          var cur = P.current();
          opened.push({ page: node.getAttribute('data-page'), device: cur.d, state: P.data.devices[cur.d].states[cur.s].n,
            notice: document.getElementById('notice').textContent,
            current: (document.querySelector('#graphBody .gnode.current') || { getAttribute: function () { return ''; } }).getAttribute('data-node') });
        });
        return { nodes: nodes, edges: edges, opened: opened };
        """

    /// The drawn graph has the nodes and edges of `scenec graph --format json` (a gesture push drawn as `swipe`), and
    /// clicking a page (or Enter on it) opens its first state on the device: the first state of `layout --all` whose
    /// top page it is.
    @Test(arguments: PreviewBrowserTests.examples) func theGraphIsScenecGraphAndOpensPages(example: String) throws {
        let directory = try temporaryDirectory("preview-graph")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = "\(example).scene.yaml"
        try FileManager.default.copyItem(
            atPath: Scenec.repository + "/examples/" + file, toPath: directory + "/" + file)
        let graph = try Scenec.run(["graph", "--format", "json", file], in: directory)
        expectEqual(graph.status, 0, "\(graph.stderr)")
        let expected = try JSONSerialization.jsonObject(with: Data(graph.stdout.utf8)) as? [String: Any] ?? [:]
        let expectedNodes = (expected["nodes"] as? [[String: Any]] ?? []).map { $0["id"] as? String ?? "" }
        let expectedEdges = (expected["edges"] as? [[String: Any]] ?? []).map { edge in
            [
                edge["from"] as? String ?? "", edge["to"] as? String ?? "",
                edge["gesture"] as? Bool == true ? "swipe" : edge["kind"] as? String ?? "",
            ]
        }
        let object = try Self.drive(file, in: directory, script: Self.graphScript)
        let nodes = object["nodes"] as? [[String: Any]] ?? []
        expectEqual(nodes.map { $0["id"] as? String ?? "" }, expectedNodes, "\(example): the nodes differ")
        let edges = (object["edges"] as? [[String]] ?? [])
        expectEqual(
            edges.sorted { $0.joined(separator: " ") < $1.joined(separator: " ") },
            expectedEdges.sorted { $0.joined(separator: " ") < $1.joined(separator: " ") },
            "\(example): the edges differ")
        #expect(expectedEdges.contains { $0[2] == "push" })
        for node in nodes where node["kind"] as? String == "page" {
            #expect(node["focusable"] as? Bool == true && (node["label"] as? String ?? "").hasPrefix("Open the first"))
        }
        // The first state of each page on the first device, from `layout --all --format json`.
        let all = try Scenec.run(["layout", file, "--all", "--format", "json"], in: directory)
        var device = ""
        var first: [String: String] = [:]
        for line in all.stdout.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
            if device.isEmpty { device = object["device"] as? String ?? "" }
            guard object["device"] as? String == device else { break }
            let state = object["state"] as? [String: Any] ?? [:]
            let presented = state["presented"] as? [[String: Any]] ?? []
            let top = (presented.last?["pages"] as? [String])?.last ?? (state["path"] as? [String])?.last ?? ""
            if first[top] == nil { first[top] = object["name"] as? String ?? "" }
        }
        let opened = object["opened"] as? [[String: Any]] ?? []
        expectEqual(opened.count, nodes.filter { $0["kind"] as? String == "page" }.count)
        for click in opened {
            let page = click["page"] as? String ?? ""
            if let state = first[page] {
                #expect(click["state"] as? String == state, "\(example): page \(page) opened \(click)")
                #expect(click["current"] as? String == "page:" + page, "\(example): \(click)")
            } else {
                #expect((click["notice"] as? String ?? "").contains("in no enumerated state"), "\(example): \(click)")
            }
        }
    }
}
