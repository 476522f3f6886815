import ScenecLayout
import ScenecOutput

/// The HTML of `scenec preview`: one self-contained page (no network: its Content-Security-Policy allows no
/// fetch, no external script, style, font or image; the wireframes of the side-by-side view are `data:` images)
/// holding `PreviewData`'s JSON and a small script that draws a state from it. The script computes no layout: it
/// joins the state's `LayoutSVG` lines, puts the layout's frames over them as click targets, and follows the
/// actions scenec computed.
enum PreviewPage {
    /// The page for `data` (the JSON text of `PreviewData.json`); `watch` adds the reload of `scenec preview --watch`: the page
    /// reloads when the file's generation (`generation`, written beside it as `<file>.generation.js`) changes.
    /// `graph` is the navigation graph's drawing (`PreviewGraph.svg`).
    static func html(
        scene: String, json data: String, graph: String = "", sceneWarnings: [String] = [],
        watch: (file: String, generation: String)? = nil
    ) -> String {
        let json = scriptSafe(data)
        let title = LayoutSVG.escape(scene)
        // Watching, the page also loads the generation file beside it (`file:`), nothing else.
        let scriptSource = watch == nil ? "'unsafe-inline'" : "'unsafe-inline' file:"
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src \(scriptSource); \
            style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="scenec preview">
            <title>\(title) · scenec preview</title>
            <style>
            \(css)</style>
            </head>
            <body>
            <header>
            <h1>\(title) <small>scenec preview</small></h1>
            <label>Device <select id="device" aria-label="Device"></select></label>
            <button type="button" id="sideBySide" aria-pressed="false" title="Side by side (s)">Side by side</button>
            <button type="button" id="historyBack" aria-label="Back in history ([)" title="Back in history ([)">◀</button>
            <button type="button" id="historyForward" aria-label="Forward in history (])" \
            title="Forward in history (])">▶</button>
            <form id="linkForm" role="search"><label for="link">Link</label> \
            <input id="link" type="text" placeholder="music://album/1" aria-describedby="linkMessage" \
            spellcheck="false"> <button type="submit">Open</button> <output id="linkMessage" for="link"></output></form>
            </header>
            <div id="watchStatus" role="alert" hidden></div>
            <main>
            <section id="stage" aria-label="State drawing"><div id="drawing"></div><div id="sideBySideView" hidden></div>\
            </section>
            <aside id="panel" aria-label="State">
            <h2 id="stateName"></h2>
            <p id="stateDescription"></p>
            <p><span class="label">--path</span> <code id="path"></code></p>
            <p><code id="command"></code> <button type="button" id="copy">Copy</button></p>
            <p id="notice" role="status" aria-live="polite"></p>
            <div id="actions"></div>
            <section id="warnings" aria-label="Warnings"></section>
            <p class="keys">Keys: Esc back or dismiss · 1–9 tab · [ ] history · s side by side · g graph</p>
            </aside>
            </main>
            \(sceneWarningsSection(sceneWarnings))<section id="graph" aria-label="Navigation graph"><h2>Graph</h2>\
            <p class="keys">Click a page (or focus it and press Enter) to open its first state on this device.</p>
            <div id="graphBody">
            \(graph)</div></section>
            <script type="application/json" id="scene-data">\(json)</script>

            """
        if let watch {
            html +=
                "<script>window.SCENEC_GENERATION = \(scriptSafe(JSONValue.string(watch.generation).serialized()));</script>\n"
            html += "<script>window.SCENEC_WATCH = \(scriptSafe(JSONValue.string(watch.file).serialized()));</script>\n"
        }
        html += "<script>\n\(script)</script>\n</body>\n</html>\n"
        return html
    }

    /// The section that lists the warnings no state shows (`PreviewData.sceneWarnings`), before the graph; nothing
    /// when there are none.
    static func sceneWarningsSection(_ warnings: [String]) -> String {
        guard !warnings.isEmpty else { return "" }
        let items = warnings.map { "<p>" + LayoutSVG.escape($0) + "</p>\n" }.joined()
        return "<section id=\"sceneWarnings\" aria-label=\"Scene warnings\"><h2>Scene warnings</h2>\n" + items
            + "</section>\n"
    }

    /// JSON text made safe inside `<script>`: every `<` (only ever inside a JSON string) written `\u003c`, so that
    /// no `</script>` or `<!--` can end or change the script.
    static func scriptSafe(_ json: String) -> String {
        // Byte by byte: `<` is ASCII, so it never occurs inside a multi-byte UTF-8 sequence.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.utf8.count + json.utf8.count / 16)
        for byte in json.utf8 {
            if byte == UInt8(ascii: "<") {
                bytes.append(contentsOf: #"\u003c"#.utf8)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static let css = #"""
        body { font-family: Helvetica, Arial, sans-serif; margin: 0; background: #f6f7f9; color: #222; }
        header { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding: 10px 16px;
          background: #24272c; color: #fff; }
        header h1 { font-size: 18px; margin: 0 12px 0 0; }
        header small { font-weight: normal; color: #aab; font-size: 12px; }
        header input { width: 22em; }
        #linkMessage { color: #ffd28a; font-size: 13px; }
        button, select, input { font: inherit; font-size: 14px; }
        button:focus-visible, select:focus-visible, input:focus-visible, .hit:focus-visible { outline: 3px solid #f5a623; }
        main { display: flex; flex-wrap: wrap; gap: 16px; padding: 16px; align-items: flex-start; }
        #stage { flex: 3 1 560px; min-width: 320px; }
        #drawing svg { max-width: 100%; height: auto; display: block; }
        #panel { flex: 1 1 300px; background: #fff; border: 1px solid #d9dde3; padding: 12px; }
        #panel h2 { font-size: 16px; margin: 0 0 4px 0; word-break: break-all; }
        #panel h3 { font-size: 13px; margin: 10px 0 4px 0; color: #555; }
        #panel code { word-break: break-all; }
        .label { color: #666; font-size: 12px; }
        .group button { margin: 2px 4px 2px 0; }
        button.unreached { color: #888; border-style: dashed; }
        #notice { color: #8a5420; min-height: 1em; }
        #warnings p, #sceneWarnings p { color: #8a5420; font-size: 13px; margin: 4px 0; }
        #sceneWarnings { margin: 0 16px 16px; }
        .keys { color: #666; font-size: 12px; }
        .hit { fill: #2f6fd6; fill-opacity: 0; cursor: pointer; }
        .hit:hover { fill-opacity: 0.12; }
        #sideBySideView { display: flex; flex-wrap: wrap; gap: 12px; }
        #sideBySideView figure { margin: 0; background: #fff; border: 1px solid #d9dde3; padding: 6px; cursor: pointer; }
        #sideBySideView img { display: block; max-height: 420px; max-width: 100%; }
        #sideBySideView figcaption { font-size: 12px; }
        #graph { padding: 0 16px 16px 16px; }
        #graph h2 { font-size: 16px; }
        #graphBody { overflow: auto; background: #fff; border: 1px solid #d9dde3; }
        #graphBody svg { display: block; }
        .gnode rect { fill: #fff; stroke: #6b7280; }
        .gnode[data-kind="page"] { cursor: pointer; }
        .gnode[data-kind="page"]:hover rect { fill: #eef3fb; }
        .gnode:focus { outline: none; }
        .gnode:focus-visible rect { stroke: #f5a623; stroke-width: 3; }
        .gnode[data-kind="tab"] rect, .gnode[data-kind="root"] rect, .gnode[data-kind="attachment"] rect { fill: #f1f3f5; }
        .gnode[data-kind="link"] rect { fill: #eaf6ef; }
        .gnode[data-kind="view"] rect { fill: #eef3fb; stroke-dasharray: 3 2; }
        .gnode.current rect { fill: #dbe8ff; stroke: #2f6fd6; stroke-width: 2; }
        #watchStatus { background: #fde8e8; color: #8a1f1f; padding: 8px 16px; white-space: pre-wrap;
          font-family: monospace; }

        """#

    /// The page's script: reads `#scene-data`, draws the state named by the URL fragment, and wires the controls.
    static let script = #"""
        (function () {
          'use strict';
          var D = JSON.parse(document.getElementById('scene-data').textContent);
          var MARGIN = 16;
          var cur = { d: 0, s: 0 };
          var sideBySide = false;
          var KINDS = [
            ['tab', 'Tabs'], ['back', 'Back'], ['dismiss', 'Dismiss'], ['push', 'Push'], ['present', 'Present'],
            ['activate', 'Activate'], ['pager', 'Pager tab'], ['offset', 'Header offset'], ['view', 'Page stack view'],
            ['detent', 'Sheet detent']
          ];
          function $(id) { return document.getElementById(id); }
          function make(tag, text) {
            var node = document.createElement(tag);
            if (text !== undefined) { node.textContent = text; }
            return node;
          }
          function state() { return D.devices[cur.d].states[cur.s]; }
          function svgOf(s) {
            var out = '';
            for (var i = 0; i < s.s.length; i++) { out += D.lines[s.s[i]] + '\n'; }
            return out;
          }
          function quote(text) { return /^[A-Za-z0-9_.,\/-]+$/.test(text) ? text : "'" + text.replace(/'/g, "'\\''") + "'"; }
          function fragmentOf(d, s) {
            return '#device=' + encodeURIComponent(D.devices[d].name) + '&state=' +
              encodeURIComponent(D.devices[d].states[s].n);
          }
          function fromFragment() {
            var params = {};
            location.hash.replace(/^#/, '').split('&').forEach(function (part) {
              var eq = part.indexOf('=');
              if (eq > 0) {
                try { params[part.slice(0, eq)] = decodeURIComponent(part.slice(eq + 1)); } catch (e) { /* ignored */ }
              }
            });
            var d = D.devices.findIndex(function (x) { return x.name === params.device; });
            if (d < 0) { return null; }
            var s = D.devices[d].states.findIndex(function (x) { return x.n === params.state; });
            return { d: d, s: s < 0 ? 0 : s, missing: s < 0 ? params.state : null };
          }
          // The state of device `d` that shows what state `s` of the current device shows: the same name, else the
          // first with the same path, else the first state.
          function counterpart(d, s) {
            var states = D.devices[d].states;
            var i = states.findIndex(function (x) { return x.n === s.n; });
            if (i >= 0) { return { s: i, exact: true }; }
            i = states.findIndex(function (x) { return x.p === s.p; });
            return { s: i >= 0 ? i : 0, exact: false };
          }
          function go(d, s, notice) {
            var fragment = fragmentOf(d, s);
            if (location.hash !== fragment) { history.pushState(null, '', fragment); }
            show(d, s, notice || '');
          }
          function say(text) { $('notice').textContent = text; }
          function act(action) {
            if (action[2] < 0) { say(action[0] + ' ' + action[1] + ': ' + action[3]); return; }
            go(cur.d, action[2]);
          }
          function actionsOf(kind, key) {
            return state().a.filter(function (a) { return a[0] === kind && (key === undefined || a[4] === key); });
          }
          function focusGroup(kind) {
            var button = document.querySelector('#actions [data-kind="' + kind + '"]');
            if (button) { button.focus(); }
          }
          function clickHit(kind, key) {
            var s = state();
            if (kind === 'tab') {
              var tab = actionsOf('tab', key);
              if (tab.length) { act(tab[0]); } else { say('This tab item selects no enumerated state.'); }
            } else if (kind === 'page') {
              var activate = actionsOf('activate', key);
              if (activate.length) { act(activate[0]); return; }
              if (actionsOf('push').length) { focusGroup('push'); say('Choose a page to push.'); }
              else if (actionsOf('present').length) { focusGroup('present'); say('Choose a page to present.'); }
              else { say('This page pushes and presents no page.'); }
            } else if (kind === 'cell') {
              var cell = actionsOf('pager', key);
              if (cell.length) { act(cell[0]); } else { say('This pager tab is already selected.'); }
            } else if (kind === 'attachment') {
              if (actionsOf('present', 'attachment').length) { focusGroup('present'); say('Choose a page to present.'); }
            } else if (kind === 'presented') {
              if (actionsOf('push').length) { focusGroup('push'); say('Choose a page to push.'); }
            }
            return s;
          }
          function drawHits(svg, s) {
            var ns = 'http://www.w3.org/2000/svg';
            var group = document.createElementNS(ns, 'g');
            group.setAttribute('transform', 'translate(' + MARGIN + ',' + MARGIN + ')');
            group.setAttribute('id', 'hits');
            s.h.forEach(function (hit) {
              var rect = document.createElementNS(ns, 'rect');
              rect.setAttribute('class', 'hit');
              rect.setAttribute('data-kind', hit[0]);
              rect.setAttribute('data-key', hit[1]);
              rect.setAttribute('x', hit[2]);
              rect.setAttribute('y', hit[3]);
              rect.setAttribute('width', hit[4]);
              rect.setAttribute('height', hit[5]);
              var title = document.createElementNS(ns, 'title');
              title.textContent = hit[0] + (hit[1] ? ' ' + hit[1] : '');
              rect.appendChild(title);
              rect.addEventListener('click', function () { clickHit(hit[0], hit[1]); });
              group.appendChild(rect);
            });
            svg.appendChild(group);
          }
          function renderActions(s) {
            var box = $('actions');
            box.textContent = '';
            KINDS.forEach(function (kind) {
              var list = s.a.filter(function (a) { return a[0] === kind[0]; });
              if (!list.length) { return; }
              var group = make('div');
              group.className = 'group';
              group.setAttribute('role', 'group');
              group.setAttribute('aria-label', kind[1]);
              group.appendChild(make('h3', kind[1]));
              list.forEach(function (a) {
                var button = make('button', a[1]);
                button.type = 'button';
                button.setAttribute('data-kind', a[0]);
                button.setAttribute('data-key', a[4]);
                button.setAttribute('data-target', String(a[2]));
                button.setAttribute('aria-label', kind[1] + ': ' + a[1] + (a[2] < 0 ? ' (not enumerated)' : ''));
                if (a[2] < 0) { button.className = 'unreached'; button.title = a[3]; }
                button.addEventListener('click', function () { act(a); });
                group.appendChild(button);
              });
              if (kind[0] === 'offset') { group.appendChild(offsetSlider(s, list)); }
              box.appendChild(group);
            });
          }
          // The header offset as a slider over the enumerated offsets (0, sill/2, sill): the current one and those the
          // offset actions lead to, in ascending order.
          function offsetSlider(s, list) {
            var here = (s.o.match(/--offset (\S+)/) || [null, '0'])[1];
            var stops = list.map(function (a) { return { label: a[1], action: a }; });
            stops.push({ label: here, action: null });
            stops.sort(function (x, y) { return Number(x.label) - Number(y.label); });
            var slider = make('input');
            slider.type = 'range';
            slider.min = '0';
            slider.max = String(stops.length - 1);
            slider.step = '1';
            slider.value = String(stops.findIndex(function (x) { return x.action === null; }));
            slider.setAttribute('aria-label', 'Header offset');
            slider.setAttribute('aria-valuetext', here + ' points');
            slider.setAttribute('data-stops', stops.map(function (x) { return x.label; }).join(' '));
            slider.addEventListener('change', function () {
              var stop = stops[Number(slider.value)];
              if (stop.action) { act(stop.action); }
            });
            return slider;
          }
          function renderSideBySide(s) {
            var box = $('sideBySideView');
            box.textContent = '';
            D.devices.forEach(function (device, d) {
              var match = counterpart(d, s);
              var other = device.states[match.s];
              var figure = make('figure');
              figure.tabIndex = 0;
              figure.setAttribute('role', 'button');
              figure.setAttribute('data-device', device.name);
              var img = make('img');
              img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svgOf(other));
              img.alt = device.name + ': ' + other.d;
              figure.appendChild(img);
              figure.appendChild(make('figcaption', device.name + (match.exact ? '' : ' (not this state: ' + other.n + ')')));
              var open = function () { toggleSideBySide(false); go(d, match.s); };
              figure.addEventListener('click', open);
              figure.addEventListener('keydown', function (e) { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); open(); } });
              box.appendChild(figure);
            });
          }
          function show(d, s, notice) {
            cur = { d: d, s: s };
            var st = state();
            var device = D.devices[d];
            $('device').value = String(d);
            $('drawing').innerHTML = svgOf(st);
            var svg = $('drawing').querySelector('svg');
            svg.setAttribute('role', 'img');
            svg.setAttribute('aria-label', D.scene + ' on ' + device.name + ': ' + st.d);
            drawHits(svg, st);
            $('stateName').textContent = st.n;
            $('stateDescription').textContent = st.d;
            $('path').textContent = st.p;
            $('command').textContent = 'scenec layout ' + quote(D.file) + ' --device ' + quote(device.name) +
              ' --path ' + quote(st.p) + st.o;
            say(notice || '');
            renderActions(st);
            var warnings = $('warnings');
            warnings.textContent = '';
            if (st.w.length) { warnings.appendChild(make('h3', 'Warnings')); }
            st.w.forEach(function (i) { warnings.appendChild(make('p', D.warnings[i])); });
            if (sideBySide) { renderSideBySide(st); }
            highlightGraph(st);
            document.title = D.scene + ' · ' + st.n + ' on ' + device.name + ' · scenec preview';
          }
          function toggleSideBySide(on) {
            sideBySide = on;
            $('sideBySide').setAttribute('aria-pressed', on ? 'true' : 'false');
            $('sideBySideView').hidden = !on;
            $('drawing').hidden = on;
            if (on) { renderSideBySide(state()); }
          }
          // Link matching (§10.3): the same decision and the same message as `scenec layout --link`, a port of
          // `LinkURLParts`, `LinkRoute.match`, `ArgumentType.value`, `StateRequest.linkPath` and its `refusedValue`,
          // and `Suggestions.closest` (the tests compare the page with the command for a corpus of URLs).
          var UTF8 = new TextEncoder();
          function bytesOf(text) { return UTF8.encode(text); }
          function lowerASCII(text) { return text.replace(/[A-Z]/g, function (c) { return c.toLowerCase(); }); }
          function isLetter(c) { return /^[A-Za-z]$/.test(c); }
          // `LinkPercentEncoding.decode`: %XX to bytes, the rest as UTF-8; null for a bad escape or bytes not UTF-8.
          function percentDecode(text) {
            var source = bytesOf(text);
            var out = [];
            for (var i = 0; i < source.length; i++) {
              if (source[i] !== 37) { out.push(source[i]); continue; }
              var high = hexValue(source[i + 1]);
              var low = hexValue(source[i + 2]);
              if (high < 0 || low < 0) { return null; }
              out.push(high * 16 + low);
              i += 2;
            }
            try { return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(new Uint8Array(out)); } catch (e) { return null; }
          }
          function hexValue(b) {
            if (b >= 48 && b <= 57) { return b - 48; }
            if (b >= 65 && b <= 70) { return b - 55; }
            if (b >= 97 && b <= 102) { return b - 87; }
            return -1;
          }
          // `LinkURLParts`: scheme://authority path ?query (#fragment dropped), nothing decoded.
          function cutURL(text) {
            var colon = text.indexOf(':');
            if (colon <= 0 || !isLetter(text[0]) || !/^[A-Za-z0-9+.-]+$/.test(text.slice(0, colon)) ||
              text.slice(colon + 1, colon + 3) !== '//') { return null; }
            var start = colon + 3;
            var end = start;
            while (end < text.length && text[end] !== '/' && text[end] !== '?' && text[end] !== '#') { end++; }
            var fragment = text.indexOf('#', end);
            if (fragment < 0) { fragment = text.length; }
            var question = text.indexOf('?', end);
            if (question >= fragment) { question = -1; }
            return { scheme: text.slice(0, colon), authority: text.slice(start, end),
              path: text.slice(end, question < 0 ? fragment : question),
              query: question < 0 ? null : text.slice(question + 1, fragment) };
          }
          // `ArgumentType.value(_:)` as a yes or no.
          function readsType(type, text) {
            if (Array.isArray(type)) { return type.some(function (w) { return w.normalize() === text.normalize(); }); }
            switch (type) {
              case 'int': {
                var m = /^([+-]?)([0-9]+)$/.exec(text);
                if (!m) { return false; }
                var value = BigInt(m[2]) * (m[1] === '-' ? -1n : 1n);
                return value >= -9223372036854775808n && value <= 9223372036854775807n;
              }
              case 'double':
                return /^[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?$/.test(text) && isFinite(Number(text));
              case 'bool': return text === 'true' || text === 'false';
              case 'uuid': return /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(text);
              case 'url': return isAbsoluteURL(text);
              default: return true;
            }
          }
          // `LinkArgument.value(parsing:inQuery:)`: an empty text is never a path segment.
          function reads(type, text, inQuery) { return !(text === '' && !inQuery) && readsType(type, text); }
          // `ArgumentType.isAbsoluteURL`, on the UTF-8 bytes.
          function isAbsoluteURL(text) {
            var b = bytesOf(text);
            var colon = b.indexOf(58);
            if (colon <= 0 || colon + 1 >= b.length) { return false; }
            function letter(x) { return ((x | 32) >= 97 && (x | 32) <= 122); }
            function digit(x) { return x >= 48 && x <= 57; }
            function hex(x) { return digit(x) || ((x | 32) >= 97 && (x | 32) <= 102); }
            if (!letter(b[0])) { return false; }
            for (var i = 1; i < colon; i++) {
              if (!(letter(b[i]) || digit(b[i]) || b[i] === 43 || b[i] === 45 || b[i] === 46)) { return false; }
            }
            var plain = "-._~!$&'()*+,;=:/?#@[]";
            var fragments = 0;
            for (var k = colon + 1; k < b.length;) {
              if (b[k] === 37) {
                if (!(k + 2 < b.length && hex(b[k + 1]) && hex(b[k + 2]))) { return false; }
                k += 3;
                continue;
              }
              if (b[k] === 35) { fragments++; }
              if (!(letter(b[k]) || digit(b[k]) || (b[k] < 128 && plain.indexOf(String.fromCharCode(b[k])) >= 0))) { return false; }
              k++;
            }
            if (fragments > 1) { return false; }
            var start = colon + 1;
            if (b.length >= start + 2 && b[start] === 47 && b[start + 1] === 47) {
              start += 2;
              var end = start;
              while (end < b.length && b[end] !== 47 && b[end] !== 63 && b[end] !== 35) { end++; }
              var authority = Array.prototype.slice.call(b, start, end);
              var at = authority.lastIndexOf(64);
              if (at >= 0) {
                if (authority.slice(0, at).some(function (x) { return x === 91 || x === 93 || x === 64; })) { return false; }
                authority = authority.slice(at + 1);
              }
              var port = [];
              if (authority[0] === 91) {
                var close = authority.indexOf(93);
                if (close < 2) { return false; }
                if (!authority.slice(1, close).every(function (x) { return hex(x) || x === 58 || x === 46; })) { return false; }
                var after = authority.slice(close + 1);
                if (after.length) {
                  if (after[0] !== 58) { return false; }
                  port = after.slice(1);
                }
              } else {
                var portColon = authority.indexOf(58);
                if (portColon >= 0) {
                  port = authority.slice(portColon + 1);
                  authority = authority.slice(0, portColon);
                }
                if (authority.some(function (x) { return x === 91 || x === 93 || x === 58; })) { return false; }
              }
              if (!port.every(digit)) { return false; }
              start = end;
            }
            for (var r = start; r < b.length; r++) { if (b[r] === 91 || b[r] === 93) { return false; } }
            return true;
          }
          // `LinkRoute.match`: true when the URL (cut) opens `link`.
          function routeMatches(link, parts) {
            if (lowerASCII(parts.scheme) !== lowerASCII(link.scheme) || lowerASCII(parts.authority) !== lowerASCII(link.host)) { return false; }
            var segments = [];
            if (parts.path.length > 1) {
              var body = parts.path.slice(1);
              if (body[body.length - 1] === '/') { body = body.slice(0, -1); }
              var pieces = body.split('/');
              for (var i = 0; i < pieces.length; i++) {
                var decoded = percentDecode(pieces[i]);
                if (decoded === null) { return false; }
                segments.push(decoded);
              }
            }
            if (segments.length !== link.segments.length) { return false; }
            for (var s = 0; s < segments.length; s++) {
              var expected = link.segments[s];
              if (expected[0] !== null ? segments[s] !== expected[0] : !reads(expected[2], segments[s], false)) { return false; }
            }
            var found = {};
            if (parts.query !== null) {
              var keys = link.query.map(function (q) { return q[0].normalize(); });
              var items = parts.query.split('&').filter(function (piece) { return piece !== ''; });
              for (var q = 0; q < items.length; q++) {
                var eq = items[q].indexOf('=');
                var key = percentDecode(eq < 0 ? items[q] : items[q].slice(0, eq));
                var value = percentDecode(eq < 0 ? '' : items[q].slice(eq + 1));
                if (key === null || value === null) { return false; }
                key = key.normalize();
                if (keys.indexOf(key) < 0) { continue; }
                if (Object.prototype.hasOwnProperty.call(found, key)) { return false; }
                found[key] = value;
              }
            }
            return link.query.every(function (q) {
              var key = q[0].normalize();
              return Object.prototype.hasOwnProperty.call(found, key) ? reads(q[1], found[key], true) : q[2];
            });
          }
          function typeName(type) {
            if (Array.isArray(type)) { return '[' + type.join(', ') + ']'; }
            return { string: 'String', int: 'Int', double: 'Double', bool: 'Bool', uuid: 'UUID', url: 'URL' }[type];
          }
          // `StateRequest.refusedValue`: the first raw path segment a placeholder refuses, when the URL has the
          // link's scheme, host and literal segments.
          function refusedValue(url, link) {
            var colon = url.indexOf(':');
            if (colon < 0 || url.slice(colon, colon + 3) !== '://' || url.slice(0, colon).toLowerCase() !== link.scheme.toLowerCase()) { return null; }
            var rest = url.slice(colon + 3);
            var cut = rest.search(/[?#]/);
            if (cut >= 0) { rest = rest.slice(0, cut); }
            var parts = rest.split('/');
            if (parts.shift().toLowerCase() !== link.host.toLowerCase() || parts.length !== link.segments.length) { return null; }
            var refused = null;
            for (var i = 0; i < parts.length; i++) {
              var segment = link.segments[i];
              if (segment[0] !== null) {
                if (segment[0].normalize() !== parts[i].normalize()) { return null; }
              } else if (refused === null && !reads(segment[2], parts[i], false)) {
                var name = typeName(segment[2]);
                var article = name[0] === '[' ? 'one of' : name.indexOf('Int') === 0 ? 'an' : 'a';
                refused = { text: parts[i], name: segment[1], type: article + ' ' + name };
              }
            }
            return refused;
          }
          // `Suggestions.editDistance`: optimal string alignment over Unicode scalars, the first 64 of each.
          function editDistance(a, b) {
            var x = Array.from(a).slice(0, 64);
            var y = Array.from(b).slice(0, 64);
            if (!x.length) { return y.length; }
            if (!y.length) { return x.length; }
            var previous2 = new Array(y.length + 1).fill(0);
            var previous = [];
            for (var j0 = 0; j0 <= y.length; j0++) { previous.push(j0); }
            var current = new Array(y.length + 1).fill(0);
            for (var i = 1; i <= x.length; i++) {
              current[0] = i;
              for (var j = 1; j <= y.length; j++) {
                var cost = x[i - 1] === y[j - 1] ? 0 : 1;
                current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
                if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
                  current[j] = Math.min(current[j], previous2[j - 2] + 1);
                }
              }
              var spare = previous2;
              previous2 = previous;
              previous = current;
              current = spare;
            }
            return previous[y.length];
          }
          function characterCount(text) {
            if (typeof Intl !== 'undefined' && Intl.Segmenter) { return Array.from(new Intl.Segmenter().segment(text)).length; }
            return Array.from(text).length;
          }
          // `Suggestions.closest`: within a third of the candidate's length (at least 1), ties to the alphabetically first.
          function closest(word, candidates) {
            var best = null;
            var lowered = word.toLowerCase();
            candidates.forEach(function (candidate) {
              if (candidate.normalize() === word.normalize()) { return; }
              var distance = candidate.toLowerCase() === lowered ? 0 : editDistance(word, candidate);
              if (distance > Math.max(1, Math.floor(characterCount(candidate) / 3))) { return; }
              if (best === null || distance < best.distance || (distance === best.distance && candidate < best.name)) {
                best = { distance: distance, name: candidate };
              }
            });
            return best === null ? null : best.name;
          }
          // `StateRequest.linkPath`: the link `url` opens, or the message `layout --link` prints.
          function matchLink(url) {
            var parts = cutURL(url);
            if (parts !== null) {
              for (var l = 0; l < D.links.length; l++) {
                if (routeMatches(D.links[l], parts)) { return { link: D.links[l] }; }
              }
            }
            if (!D.links.length) { return { error: "scene '" + D.scene + "' has no links; '" + url + "' opens nothing" }; }
            for (var r = 0; r < D.links.length; r++) {
              var refused = refusedValue(url, D.links[r]);
              if (refused) {
                return { error: "no link of scene '" + D.scene + "' matches '" + url + "': '" + refused.text + "' is not " +
                  refused.type + ", the type of '{" + refused.name + "}' in '" + D.links[r].url + "'" };
              }
            }
            var patterns = D.links.map(function (link) { return link.url; });
            var best = closest(url, patterns);
            if (best === null) {
              var target = bytesOf(url);
              var bestShared = -1;
              patterns.forEach(function (pattern) {
                var bytes = bytesOf(pattern);
                var n = 0;
                while (n < bytes.length && n < target.length && bytes[n] === target[n]) { n++; }
                if (n > bestShared) { bestShared = n; best = pattern; }
              });
            }
            return { error: "no link of scene '" + D.scene + "' matches '" + url + "'; the closest is '" + best + "'" };
          }
          function openLink(url) {
            var result = matchLink(url);
            if (result.error) { $('linkMessage').textContent = result.error; return false; }
            var target = result.link.targets[cur.d];
            if (target < 0) {
              $('linkMessage').textContent = "link '" + result.link.name + "' opens '" + result.link.path +
                "', which is not enumerated on " + D.devices[cur.d].name;
              return false;
            }
            $('linkMessage').textContent = "link '" + result.link.name + "': " + result.link.path;
            go(cur.d, target);
            return true;
          }
          // The graph (drawn by scenec, the nodes and edges of `scenec graph --format json`): a page opens its first
          // state on the current device.
          function openPage(name) {
            var first = D.devices[cur.d].first[name];
            if (first === undefined) { say("page '" + name + "' is in no enumerated state on " + D.devices[cur.d].name); return; }
            go(cur.d, first);
          }
          function wireGraph() {
            Array.prototype.forEach.call(document.querySelectorAll('#graphBody .gnode[data-kind="page"]'), function (node) {
              var name = node.getAttribute('data-page');
              node.addEventListener('click', function () { openPage(name); });
              node.addEventListener('keydown', function (e) {
                if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); e.stopPropagation(); openPage(name); }
              });
            });
          }
          function highlightGraph(st) {
            var top = st.p.split(/[|,]/).pop();
            Array.prototype.forEach.call(document.querySelectorAll('#graphBody .gnode'), function (node) {
              node.classList.toggle('current', node.getAttribute('data-node') === 'page:' + top);
            });
          }
          D.devices.forEach(function (device, d) {
            var option = make('option', device.name + ' (' + device.width + '×' + device.height + ', ' +
              device.states.length + ' states' + (device.truncated ? ', cut by tests.maxStates' : '') + ')');
            option.value = String(d);
            $('device').appendChild(option);
          });
          $('device').addEventListener('change', function () {
            var d = Number($('device').value);
            var match = counterpart(d, state());
            go(d, match.s, match.exact ? '' : "'" + state().n + "' is not a state on " + D.devices[d].name +
              '; showing ' + D.devices[d].states[match.s].n);
          });
          $('sideBySide').addEventListener('click', function () { toggleSideBySide(!sideBySide); });
          $('historyBack').addEventListener('click', function () { history.back(); });
          $('historyForward').addEventListener('click', function () { history.forward(); });
          $('copy').addEventListener('click', function () {
            var text = $('command').textContent;
            if (navigator.clipboard) { navigator.clipboard.writeText(text).then(function () { say('Copied.'); }, function () { say('Select the command to copy it.'); }); }
          });
          $('linkForm').addEventListener('submit', function (e) { e.preventDefault(); openLink($('link').value.trim()); });
          document.addEventListener('keydown', function (e) {
            var target = e.target;
            if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')) { return; }
            if (e.altKey || e.ctrlKey || e.metaKey) { return; }
            var key = e.key;
            if (key === 'Escape') {
              var back = actionsOf('dismiss').concat(actionsOf('back'));
              if (back.length) { act(back[0]); }
            } else if (/^[1-9]$/.test(key)) {
              var tabs = actionsOf('tab');
              var i = Number(key) - 1;
              if (i < tabs.length) { act(tabs[i]); }
            } else if (key === '[') { history.back(); }
            else if (key === ']') { history.forward(); }
            else if (key === 's') { toggleSideBySide(!sideBySide); }
            else if (key === 'g') { $('graph').scrollIntoView(); var b = document.querySelector('#graphBody .gnode.current') || document.querySelector('#graphBody .gnode[data-kind="page"]'); if (b) { b.focus(); } }
            else { return; }
            e.preventDefault();
          });
          window.addEventListener('popstate', function () {
            var target = fromFragment();
            if (target) { show(target.d, target.s); }
          });
          wireGraph();
          var start = fromFragment();
          if (start) {
            show(start.d, start.s, start.missing ? "no state '" + start.missing + "' on " + D.devices[start.d].name : '');
          } else {
            history.replaceState(null, '', fragmentOf(0, 0));
            show(0, 0);
          }
          if (window.SCENEC_WATCH) {
            // `scenec preview --watch`: the generation file beside the page is rewritten with each new page; when
            // it names another generation, reload (the fragment keeps the device and state).
            var poll = function () {
              var probe = document.createElement('script');
              probe.src = window.SCENEC_WATCH + '?' + Date.now();
              probe.onload = function () {
                probe.remove();
                var status = $('watchStatus');
                if (window.SCENEC_ERRORS) {
                  status.textContent = 'The scene no longer validates; the preview shows its last good version.\n\n' + window.SCENEC_ERRORS;
                  status.hidden = false;
                } else if (window.SCENEC_NEXT && window.SCENEC_NEXT !== window.SCENEC_GENERATION) {
                  location.reload();
                } else {
                  status.hidden = true;
                }
              };
              probe.onerror = function () { probe.remove(); };
              document.head.appendChild(probe);
            };
            setInterval(poll, 700);
          }
          window.scenecPreview = { data: D, current: function () { return cur; }, openLink: openLink, go: go,
            sideBySide: toggleSideBySide };
        }());

        """#
}
