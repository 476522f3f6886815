import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

/// `scenec preview` in a real browser: the page of every example opened in headless Chromium (`--dump-dom`), walked
/// by a script that clicks the page's own controls (the drawing's click targets, the action buttons, the device menu,
/// the link box, history), and after every step the frames the page draws (the click targets' geometry, read from
/// the DOM) compared with `scenec layout --path` of the state the page names on that device, and with the state in
/// `scenec layout --all --format json`. The page must make no network request (no resource loaded, no
/// Content-Security-Policy violation) and log nothing on its console.
///
/// Chromium comes from Debian's `chromium` package (`Scripts/setup.sh`); without it the tests fail naming the script.
@Suite(.serialized) struct PreviewBrowserTests {
    static let examples = ["Music", "News", "Player", "Profile", "Ride"]

    /// What the walk does, in order: each kind is an action taken on the current state, reached first through other
    /// actions (found breadth first over the page's own action targets) when the current state has none.
    static let plan = [
        "tab", "push", "push", "activate", "pager", "offset", "view", "present", "push", "back", "dismiss", "link",
        "badLink", "device", "compact", "present", "detent", "dismiss", "historyBack", "historyForward", "escape",
        "sideBySide",
    ]

    /// The kinds the walks of all examples must have taken at least once between them.
    static let required: Set<String> = [
        "tab", "push", "activate", "pager", "offset", "view", "present", "detent", "back", "dismiss", "link",
        "badLink", "device", "compact", "historyBack", "historyForward", "escape", "sideBySide",
    ]

    /// One step of the walk, as the page showed it.
    struct Step {
        var kind: String
        var device: String
        var name: String
        var path: String
        var options: String
        var frames: [(kind: String, key: String, rect: [Double])]
        var message: String
    }

    struct Walk {
        var steps: [Step]
        var skipped: [String]
        var problems: [String]
        var html: String
        var stderr: String
    }

    static func chromium() throws -> String {
        try Tool.require("chromium", from: "Debian's chromium package")
    }

    /// The walk of each example, made once for both tests that read it (`theWalkDrawsWhatLayoutLaysOut`,
    /// `theWalksTakeEveryKindOfAction`): a walk is a Chromium run of a few seconds.
    static let walks = WalkCache()

    final class WalkCache: @unchecked Sendable {
        private let lock = NSLock()
        private var walks: [String: Walk] = [:]

        /// The walk of `example`, walked in a temporary directory of its own the first time.
        func walk(_ example: String) throws -> Walk {
            lock.lock()
            defer { lock.unlock() }
            if let walk = walks[example] { return walk }
            let directory = try temporaryDirectory("preview")
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let walk = try PreviewBrowserTests.walk(example, in: directory)
            walks[example] = walk
            return walk
        }
    }

    /// Writes the preview of `example` into `directory` and walks it in headless Chromium.
    static func walk(_ example: String, in directory: String) throws -> Walk {
        let browser = try chromium()
        let page = directory + "/\(example).html"
        let written = try Scenec.run(["preview", "examples/\(example).scene.yaml", "--output", page])
        expectEqual(written.status, 0, "\(written.stderr)")
        var html = try String(contentsOfFile: page, encoding: .utf8)
        // The driver goes first in <head>, so that it hears every console message and policy violation.
        let driver =
            "<script>\n" + driverScript.replacingOccurrences(of: "__PLAN__", with: planJSON(example)) + "</script>\n"
        html = html.replacingOccurrences(of: "<head>\n", with: "<head>\n" + driver)
        let driven = directory + "/\(example)-walk.html"
        try html.write(toFile: driven, atomically: true, encoding: .utf8)
        let result = try Subprocess.run(
            browser,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                "--enable-logging=stderr", "--v=0", "--user-data-dir=\(directory)/profile",
                "--virtual-time-budget=60000", "--window-size=1400,1000", "--dump-dom", "file://\(driven)",
            ], timeLimit: .seconds(120))
        #expect(!result.timedOut, "chromium ran past two minutes")
        guard let start = result.stdout.range(of: "<pre id=\"walk-result\">"),
            let end = result.stdout.range(of: "</pre>", range: start.upperBound..<result.stdout.endIndex),
            let data = Data(base64Encoded: String(result.stdout[start.upperBound..<end.lowerBound])),
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        else {
            Issue.record(
                "no walk result in the DOM of \(example):\n\(result.stdout.suffix(2000))\n\(result.stderr.suffix(2000))"
            )
            return Walk(steps: [], skipped: [], problems: [], html: html, stderr: result.stderr)
        }
        let steps = (object["steps"] as? [[String: Any]] ?? []).map { step in
            Step(
                kind: step["kind"] as? String ?? "", device: step["device"] as? String ?? "",
                name: step["name"] as? String ?? "", path: step["path"] as? String ?? "",
                options: step["options"] as? String ?? "",
                frames: (step["frames"] as? [[Any]] ?? []).map { frame in
                    (
                        frame[0] as? String ?? "", frame[1] as? String ?? "",
                        frame[2...].map { ($0 as? NSNumber)?.doubleValue ?? .nan }
                    )
                }, message: step["message"] as? String ?? "")
        }
        return Walk(
            steps: steps, skipped: object["skipped"] as? [String] ?? [],
            problems: object["problems"] as? [String] ?? [],
            html: html, stderr: result.stderr)
    }

    /// The walk's inputs for `example`: the plan, a URL that one of its links matches (each placeholder given its
    /// argument's first sample) with the path `layout --link` opens, and a URL no link matches.
    static func planJSON(_ example: String) -> String {
        let object: [String: Any] = [
            "plan": plan, "link": sampleLink(example) ?? "", "badLink": "nolink://nowhere/at/all",
        ]
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// The first link of the example with every `{placeholder}` replaced by `a` (every link of the examples reads a
    /// String there), or nil without links.
    static func sampleLink(_ example: String) -> String? {
        guard
            let text = try? String(
                contentsOfFile: Scenec.repository + "/examples/\(example).scene.yaml", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.contains("{url: \"") })
        else { return nil }
        let url = line.components(separatedBy: "{url: \"")[1].components(separatedBy: "\"")[0]
        return url.replacingOccurrences(of: #"\{[A-Za-z_][A-Za-z0-9_]*\}"#, with: "a", options: .regularExpression)
    }

    /// The frames of a state's layout JSON as the page's click targets place them, in window coordinates, by kind
    /// and key: pages (navigation origin plus the page's frame; the top page alone in `pushStyle`, as the wireframe
    /// draws a push-style navigation), tab items, the attachment, presentations.
    static func expectedFrames(_ layout: [String: Any], pushStyle: Bool) -> [String: [Double]] {
        func rect(_ value: Any?) -> [Double] {
            let frame = value as? [String: Any] ?? [:]
            return ["x", "y", "width", "height"].map { (frame[$0] as? NSNumber)?.doubleValue ?? .nan }
        }
        var result: [String: [Double]] = [:]
        let navigation = layout["navigation"] as? [String: Any] ?? [:]
        let origin = rect(navigation["frame"])
        let pages = navigation["pages"] as? [[String: Any]] ?? []
        for (index, page) in pages.enumerated() where page["hidden"] as? Bool != true {
            if pushStyle, index < pages.count - 1 { continue }
            let frame = rect(page["frame"])
            result["page \(index)"] = [origin[0] + frame[0], origin[1] + frame[1], frame[2], frame[3]]
        }
        var tab = 0
        if let sidebar = layout["sidebar"] as? [String: Any] {
            for item in sidebar["items"] as? [[String: Any]] ?? [] {
                result["tab #\(tab)"] = rect(item["frame"])
                tab += 1
            }
        }
        if let bar = layout["tabBar"] as? [String: Any] {
            let barFrame = rect(bar["frame"])
            for item in bar["items"] as? [[String: Any]] ?? [] {
                let frame = rect(item["frame"])
                result["tab #\(tab)"] = [barFrame[0] + frame[0], barFrame[1] + frame[1], frame[2], frame[3]]
                tab += 1
            }
        }
        if let attachment = layout["attachment"] as? [String: Any] {
            result["attachment"] = rect(attachment["frame"])
        }
        for (index, presented) in (layout["presented"] as? [[String: Any]] ?? []).enumerated() {
            let frame = rect(presented["frame"])
            if frame[2] > 0, frame[3] > 0 { result["presented \(index)"] = frame }
        }
        return result
    }

    /// The frames a step drew, keyed as `expectedFrames` keys them (tab items by their order on the drawing).
    static func drawnFrames(_ step: Step) -> [String: [Double]] {
        var result: [String: [Double]] = [:]
        var tab = 0
        for frame in step.frames {
            switch frame.kind {
            case "tab":
                result["tab #\(tab)"] = frame.rect
                tab += 1
            case "attachment": result["attachment"] = frame.rect
            case "cell": continue
            default: result["\(frame.kind) \(frame.key)"] = frame.rect
            }
        }
        return result
    }

    /// Checks every step of a walk against `scenec layout`: the page's frames equal those of `layout --path` (and of
    /// the state's line in `layout --all --format json`); a page the layout does not show is not drawn.
    static func check(_ walk: Walk, example: String) throws {
        let scene = "examples/\(example).scene.yaml"
        let all = try Scenec.run(["layout", scene, "--all", "--format", "json"])
        expectEqual(all.status, 0)
        var byState: [String: [String: Any]] = [:]
        for line in all.stdout.split(separator: "\n") {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                continue
            }
            byState["\(object["device"] as? String ?? "") \(object["name"] as? String ?? "")"] =
                object["layout"] as? [String: Any]
        }
        var checked: Set<String> = []
        var detentSteps = 0
        defer { if walk.steps.contains(where: { $0.kind == "detent" }) { #expect(detentSteps > 0) } }
        var pushStyle: [String: Bool] = [:]
        for step in walk.steps where pushStyle[step.device] == nil {
            // `layout --format text` names the navigation's style on the device.
            let text = try Scenec.run(["layout", scene, "--device", step.device, "--format", "text"])
            pushStyle[step.device] = text.stdout.contains("navigation (push style)")
        }
        for step in walk.steps {
            let isPushStyle = pushStyle[step.device] ?? false
            let id = "\(example) step '\(step.kind)' \(step.device) \(step.name)"
            guard let fromAll = byState["\(step.device) \(step.name)"] else {
                Issue.record("\(id): no such state in layout --all")
                continue
            }
            let drawn = drawnFrames(step)
            expectEqual(
                drawn, expectedFrames(fromAll, pushStyle: isPushStyle),
                "\(id): the drawn frames differ from layout --all")
            // Every state, a sheet's later detent too (`--detent`), is `layout --path` with the options the page shows.
            guard checked.insert("\(step.device) \(step.name)").inserted else { continue }
            let options = step.options.split(separator: " ").map(String.init)
            let single = try Scenec.run(["layout", scene, "--device", step.device, "--path", step.path] + options)
            expectEqual(single.status, 0, "\(id): \(single.stderr)")
            if step.name.contains("_detent_") {
                #expect(step.options.contains("--detent "), "\(id): the page's command has no --detent")
                detentSteps += 1
            }
            let layout = try JSONSerialization.jsonObject(with: Data(single.stdout.utf8)) as? [String: Any] ?? [:]
            expectEqual(
                drawn, expectedFrames(layout, pushStyle: isPushStyle),
                "\(id): the drawn frames differ from layout --path \(step.path) \(step.options)")
        }
    }

    @Test(arguments: examples) func theWalkDrawsWhatLayoutLaysOut(example: String) throws {
        let walk = try Self.walks.walk(example)
        #expect(walk.problems.isEmpty, "\(example): \(walk.problems)")
        #expect(walk.steps.count >= 8, "\(example): only \(walk.steps.count) steps")
        try Self.check(walk, example: example)
        // No console output at all (Chromium logs each message on standard error with --enable-logging).
        let console = walk.stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") }
        #expect(console.isEmpty, "\(example) logged on its console: \(console)")
        // The link steps: a URL of a link opens the state `layout --link` lays out; another says no link matches.
        if let url = Self.sampleLink(example), let step = walk.steps.first(where: { $0.kind == "link" }) {
            let scene = "examples/\(example).scene.yaml"
            let byLink = try Scenec.run(["layout", scene, "--device", step.device, "--link", url])
            expectEqual(byLink.status, 0)
            let layout = try JSONSerialization.jsonObject(with: Data(byLink.stdout.utf8)) as? [String: Any] ?? [:]
            let text = try Scenec.run(["layout", scene, "--device", step.device, "--format", "text"])
            let pushStyle = text.stdout.contains("navigation (push style)")
            expectEqual(
                Self.drawnFrames(step), Self.expectedFrames(layout, pushStyle: pushStyle),
                "\(example): the link's state differs")
        }
        if let bad = walk.steps.first(where: { $0.kind == "badLink" }) {
            #expect(bad.message.contains("nolink://nowhere/at/all"), "\(example): \(bad.message)")
        }
    }

    /// The README's screenshot is one state of Music's preview, as headless Chromium draws it: `SCENEC_RECORD=1`
    /// saves it again as docs/preview-music.png (and fails, as recording does).
    @Test func theREADMEScreenshotIsAStateOfMusicsPreview() throws {
        let browser = try Self.chromium()
        let directory = try temporaryDirectory("preview")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let written = try Scenec.run(["preview", "examples/Music.scene.yaml", "--output", directory + "/music.html"])
        expectEqual(written.status, 0, "\(written.stderr)")
        let shot = directory + "/shot.png"
        let result = try Subprocess.run(
            browser,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
                "--user-data-dir=\(directory)/profile", "--window-size=1400,900", "--screenshot=\(shot)",
                "file://\(directory)/music.html#device=ipad-landscape&state=browse_album",
            ], timeLimit: .seconds(120))
        expectEqual(result.status, 0, "\(result.stderr.suffix(2000))")
        let saved = Scenec.repository + "/docs/preview-music.png"
        if Golden.isRecording {
            try? FileManager.default.removeItem(atPath: saved)
            try FileManager.default.copyItem(atPath: shot, toPath: saved)
            Issue.record("recorded \(saved) (SCENEC_RECORD=1 always fails; run again without it)")
        }
        for path in [shot, saved] {
            let bytes = try #require(FileIO.readBytes(path), "no \(path)")
            // A PNG of the window's size: the signature, then IHDR's width and height (big-endian).
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(path) is not a PNG")
            let size =
                bytes.count >= 24
                ? (bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, bytes[20..<24].reduce(0) { $0 << 8 | Int($1) })
                : (0, 0)
            #expect(size == (1400, 900), "\(path) is \(size)")
        }
        let readme = try #require(FileIO.read(Scenec.repository + "/README.md"))
        #expect(readme.contains("](docs/preview-music.png)") && readme.contains("scenec preview Music.scene.yaml"))
    }

    /// A page written by `preview --watch` reloads itself (once), keeping its fragment, when the generation file beside
    /// it names another generation, and shows the diagnostics it carries when the scene stopped validating.
    @Test func aWatchedPageReloadsOrShowsTheDiagnostics() throws {
        let browser = try Self.chromium()
        let directory = try temporaryDirectory("preview")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(
            atPath: Scenec.repository + "/examples/Ride.scene.yaml", toPath: directory + "/Ride.scene.yaml")
        _ = try Scenec.run(["--version"])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Scenec.binary)
        process.arguments = ["preview", "Ride.scene.yaml", "--output", "ride.html", "--watch"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardError = FileHandle.nullDevice
        try process.run()
        let generation = directory + "/ride.html.generation.js"
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, FileIO.read(generation) == nil { usleep(50_000) }
        // SIGKILL: the test runner's threads block SIGTERM, and a child inherits the mask.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        // A copy beside it that counts its loads and reports what it shows after about two polls.
        let page = try String(contentsOfFile: directory + "/ride.html", encoding: .utf8)
        let probe = """
            <script>
            sessionStorage.loads = String(Number(sessionStorage.loads || 0) + 1);
            // After a reload the page is the one scenec rewrote, of the new generation (as the watch writes it).
            if (Number(sessionStorage.loads) > 1) { window.SCENEC_GENERATION = 'another'; }
            addEventListener('load', function () { setTimeout(function () {
              var status = document.getElementById('watchStatus');
              var pre = document.createElement('pre');
              pre.id = 'watch-result';
              pre.textContent = JSON.stringify({ loads: Number(sessionStorage.loads), hash: location.hash,
                status: status.hidden ? '' : status.textContent });
              document.body.appendChild(pre);
            }, 1600); });
            </script>
            </body>
            """
        try page.replacingOccurrences(of: "</body>", with: probe).write(
            toFile: directory + "/probe.html", atomically: true, encoding: .utf8)
        func open(_ script: String) throws -> [String: Any] {
            try script.write(toFile: generation, atomically: true, encoding: .utf8)
            let result = try Subprocess.run(
                browser,
                [
                    "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                    "--user-data-dir=\(directory)/profile", "--virtual-time-budget=2500", "--dump-dom",
                    "file://\(directory)/probe.html#device=iphone&state=home_account",
                ], timeLimit: .seconds(120))
            guard let start = result.stdout.range(of: "<pre id=\"watch-result\">"),
                let end = result.stdout.range(of: "</pre>", range: start.upperBound..<result.stdout.endIndex)
            else {
                Issue.record("no watch result:\n\(result.stdout.suffix(1500))\n\(result.stderr.suffix(1500))")
                return [:]
            }
            let text = String(result.stdout[start.upperBound..<end.lowerBound])
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&amp;", with: "&")
            return try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
        }
        let current = try #require(FileIO.read(generation))
        let unchanged = try open(current)
        #expect(unchanged["loads"] as? Int == 1, "\(unchanged)")
        let newer = try open("window.SCENEC_NEXT = \"another\";\nwindow.SCENEC_ERRORS = null;\n")
        #expect(newer["loads"] as? Int == 2, "\(newer)")
        #expect(newer["hash"] as? String == "#device=iphone&state=home_account", "\(newer)")
        let broken = try open("window.SCENEC_NEXT = null;\nwindow.SCENEC_ERRORS = \"Ride.scene.yaml:3:1: error: x\";\n")
        #expect(broken["loads"] as? Int == 1, "\(broken)")
        #expect((broken["status"] as? String ?? "").contains("Ride.scene.yaml:3:1: error: x"), "\(broken)")
    }

    @Test func theWalksTakeEveryKindOfAction() throws {
        var taken: Set<String> = []
        for example in Self.examples {
            taken.formUnion(try Self.walks.walk(example).steps.map(\.kind))
        }
        #expect(Self.required.subtracting(taken).isEmpty, "never taken: \(Self.required.subtracting(taken).sorted())")
    }
}

extension PreviewBrowserTests {
    /// The driver put at the top of the page's <head>: it records console messages, errors and Content-Security-
    /// Policy violations, then (after load) walks the plan by clicking the page's controls and writes what each step
    /// shows, base64-encoded JSON, into `<pre id="walk-result">` for `--dump-dom`.
    static let driverScript = #"""
        (function () {
          var INPUT = __PLAN__;
          var problems = [];
          ['error', 'warn', 'log', 'info'].forEach(function (level) {
            var original = console[level];
            console[level] = function () {
              problems.push('console.' + level + ': ' + Array.prototype.join.call(arguments, ' '));
              return original.apply(console, arguments);
            };
          });
          window.addEventListener('error', function (e) { problems.push('error: ' + e.message); });
          window.addEventListener('unhandledrejection', function (e) { problems.push('unhandled rejection: ' + e.reason); });
          document.addEventListener('securitypolicyviolation', function (e) {
            problems.push('policy violation: ' + e.violatedDirective + ' ' + e.blockedURI);
          });
          function wait(ms) { return new Promise(function (resolve) { setTimeout(resolve, ms); }); }
          function $(id) { return document.getElementById(id); }
          var steps = [];
          var skipped = [];
          function record(kind) {
            var P = window.scenecPreview;
            var cur = P.current();
            var D = P.data;
            var st = D.devices[cur.d].states[cur.s];
            var frames = Array.prototype.map.call(document.querySelectorAll('#drawing svg #hits rect.hit'), function (r) {
              return [r.getAttribute('data-kind'), r.getAttribute('data-key'), Number(r.getAttribute('x')),
                Number(r.getAttribute('y')), Number(r.getAttribute('width')), Number(r.getAttribute('height'))];
            });
            if ($('stateName').textContent !== st.n) { problems.push(kind + ': the panel names ' + $('stateName').textContent + ', not ' + st.n); }
            if (location.hash.indexOf(encodeURIComponent(st.n)) < 0) { problems.push(kind + ': the fragment ' + location.hash + ' does not name ' + st.n); }
            steps.push({ kind: kind, device: D.devices[cur.d].name, name: st.n, path: $('path').textContent,
              options: st.o.trim(), frames: frames, message: $('linkMessage').textContent + ' ' + $('notice').textContent });
          }
          function states() { var P = window.scenecPreview; return P.data.devices[P.current().d].states; }
          // The click that takes action `a` of the current state: its click target on the drawing when it has one,
          // else its button.
          function click(a) {
            var hitKind = { tab: 'tab', activate: 'page', pager: 'cell' }[a[0]];
            if (hitKind) {
              var hit = document.querySelector('#hits rect.hit[data-kind="' + hitKind + '"][data-key="' + a[4] + '"]');
              if (hit) { hit.dispatchEvent(new MouseEvent('click', { bubbles: true })); return; }
            }
            if (a[0] === 'offset') {
              // The header offset slider: to the stop of the action's offset.
              var slider = document.querySelector('#actions input[type="range"]');
              var stop = slider ? slider.getAttribute('data-stops').split(' ').indexOf(a[1]) : -1;
              if (stop >= 0) {
                slider.value = String(stop);
                slider.dispatchEvent(new Event('change'));
                return;
              }
            }
            var buttons = document.querySelectorAll('#actions button[data-kind="' + a[0] + '"]');
            for (var i = 0; i < buttons.length; i++) {
              if (buttons[i].getAttribute('data-target') === String(a[2]) && buttons[i].textContent === a[1]) { buttons[i].click(); return; }
            }
            problems.push('no control for ' + a[0] + ' ' + a[1]);
          }
          // The actions from the current state to one that has an action of `kind` (breadth first), then that action.
          function route(kind) {
            var all = states();
            var start = window.scenecPreview.current().s;
            var previous = {};
            previous[start] = null;
            var queue = [start];
            while (queue.length) {
              var s = queue.shift();
              var found = all[s].a.find(function (a) { return a[0] === kind && a[2] >= 0 && a[2] !== s; });
              if (found) {
                var path = [found];
                while (previous[s] !== null) { path.unshift(previous[s].action); s = previous[s].from; }
                return path;
              }
              all[s].a.forEach(function (a) {
                if (a[2] >= 0 && !(a[2] in previous)) { previous[a[2]] = { from: s, action: a }; queue.push(a[2]); }
              });
            }
            return null;
          }
          async function run() {
            for (var i = 0; i < INPUT.plan.length; i++) {
              var kind = INPUT.plan[i];
              if (kind === 'link' || kind === 'badLink') {
                var url = INPUT[kind];
                if (!url) { skipped.push(kind); continue; }
                $('link').value = url;
                $('linkForm').requestSubmit();
                record(kind);
              } else if (kind === 'device') {
                var select = $('device');
                if (select.options.length < 2) { skipped.push(kind); continue; }
                select.value = String((Number(select.value) + 1) % select.options.length);
                select.dispatchEvent(new Event('change'));
                record(kind);
              } else if (kind === 'compact') {
                // The first compact device (sheets have detents there), keeping the state where it exists.
                var compact = window.scenecPreview.data.devices.findIndex(function (d) { return d.sizeClass === 'compact'; });
                if (compact < 0 || String(compact) === $('device').value) { skipped.push(kind); continue; }
                $('device').value = String(compact);
                $('device').dispatchEvent(new Event('change'));
                record(kind);
              } else if (kind === 'historyBack' || kind === 'historyForward') {
                var before = location.hash;
                $(kind).click();
                // History moves asynchronously (popstate): wait for it, up to 4 s of the page's time.
                for (var k = 0; k < 80 && location.hash === before; k++) { await wait(50); }
                await wait(50);
                if (location.hash === before) { problems.push(kind + ' did not move'); }
                record(kind);
              } else if (kind === 'escape') {
                var st = states()[window.scenecPreview.current().s];
                if (!st.a.some(function (a) { return (a[0] === 'back' || a[0] === 'dismiss') && a[2] >= 0; })) {
                  var way = route('back') || route('dismiss');
                  if (!way) { skipped.push(kind); continue; }
                  // Up to the state that has it, then Escape takes it.
                  way.slice(0, -1).forEach(function (a) { click(a); record('to ' + a[0]); });
                }
                var expected = states()[window.scenecPreview.current().s].a.filter(function (a) {
                  return (a[0] === 'dismiss' || a[0] === 'back') && a[2] >= 0;
                }).sort(function (a, b) { return a[0] === 'dismiss' ? -1 : b[0] === 'dismiss' ? 1 : 0; })[0];
                document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
                if (expected && window.scenecPreview.current().s !== expected[2]) { problems.push('Escape did not ' + expected[0]); }
                record(kind);
              } else if (kind === 'sideBySide') {
                $('sideBySide').click();
                var figures = document.querySelectorAll('#sideBySideView figure');
                if (figures.length !== window.scenecPreview.data.devices.length) { problems.push('side by side shows ' + figures.length + ' devices'); }
                figures[figures.length - 1].click();
                record(kind);
              } else {
                var actions = route(kind);
                if (!actions) { skipped.push(kind); continue; }
                for (var j = 0; j < actions.length; j++) {
                  var target = actions[j][2];
                  click(actions[j]);
                  if (window.scenecPreview.current().s !== target) { problems.push(kind + ': ' + actions[j][0] + ' ' + actions[j][1] + ' did not lead to state ' + target); }
                  record(j === actions.length - 1 ? kind : 'to ' + actions[j][0]);
                }
              }
            }
            if (performance.getEntriesByType('resource').length) {
              problems.push('resources loaded: ' + performance.getEntriesByType('resource').map(function (e) { return e.name; }).join(', '));
            }
            var pre = document.createElement('pre');
            pre.id = 'walk-result';
            var json = JSON.stringify({ steps: steps, skipped: skipped, problems: problems });
            pre.textContent = btoa(unescape(encodeURIComponent(json)));
            document.body.appendChild(pre);
          }
          window.addEventListener('load', function () {
            setTimeout(function () { run().catch(function (e) { problems.push('walk failed: ' + e); }); }, 0);
          });
        }());

        """#
}
