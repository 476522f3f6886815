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
    static func html(scene: String, json data: String, watch: (file: String, generation: String)? = nil) -> String {
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
            <section id="graph" aria-label="Navigation graph"><h2>Graph</h2><div id="graphBody"></div></section>
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
        #warnings p { color: #8a5420; font-size: 13px; margin: 4px 0; }
        .keys { color: #666; font-size: 12px; }
        .hit { fill: #2f6fd6; fill-opacity: 0; cursor: pointer; }
        .hit:hover { fill-opacity: 0.12; }
        #sideBySideView { display: flex; flex-wrap: wrap; gap: 12px; }
        #sideBySideView figure { margin: 0; background: #fff; border: 1px solid #d9dde3; padding: 6px; cursor: pointer; }
        #sideBySideView img { display: block; max-height: 420px; max-width: 100%; }
        #sideBySideView figcaption { font-size: 12px; }
        #graph { padding: 0 16px 16px 16px; }
        #graph h2 { font-size: 16px; }
        #graphBody table { border-collapse: collapse; background: #fff; }
        #graphBody td, #graphBody th { border: 1px solid #d9dde3; padding: 3px 8px; font-size: 13px; text-align: left;
          vertical-align: top; }
        #graphBody .current { background: #e5efff; }
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
          // Link matching (§10.3), as `layout --link`: scheme and host in any case, the path's segments
          // percent-decoded (a trailing slash ignored), a placeholder reading its argument's type, query items by key.
          function decode(text) { try { return decodeURIComponent(text); } catch (e) { return null; } }
          function reads(type, text, inQuery) {
            if (text === null) { return false; }
            if (text === '' && !inQuery) { return false; }
            if (Array.isArray(type)) { return type.indexOf(text) >= 0; }
            switch (type) {
              case 'int': return /^[+-]?[0-9]+$/.test(text) && Math.abs(Number(text)) <= 9223372036854775807;
              case 'double': return /^[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?$/.test(text) && isFinite(Number(text));
              case 'bool': return text === 'true' || text === 'false';
              case 'uuid': return /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(text);
              case 'url': return /^[A-Za-z][A-Za-z0-9+.-]*:[^\s]+$/.test(text);
              default: return true;
            }
          }
          function matchLink(url) {
            var m = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^\/?#]*)([^?#]*)(\?[^#]*)?/.exec(url);
            if (!m) { return { error: "'" + url + "' is not a URL (scheme://host/path)" }; }
            var body = m[3].length > 1 ? m[3].slice(1).replace(/\/$/, '') : '';
            var segments = m[3].length > 1 ? body.split('/').map(decode) : [];
            var items = [];
            if (m[4] !== undefined) {
              m[4].slice(1).split('&').forEach(function (piece) {
                if (!piece) { return; }
                var eq = piece.indexOf('=');
                items.push([decode(eq < 0 ? piece : piece.slice(0, eq)), decode(eq < 0 ? '' : piece.slice(eq + 1))]);
              });
            }
            for (var l = 0; l < D.links.length; l++) {
              var link = D.links[l];
              if (m[1].toLowerCase() !== link.scheme.toLowerCase() || m[2].toLowerCase() !== link.host.toLowerCase()) { continue; }
              if (segments.length !== link.segments.length) { continue; }
              var ok = segments.every(function (segment, i) {
                var expected = link.segments[i];
                return expected[0] !== null ? segment === expected[0] : reads(expected[1], segment, false);
              });
              if (!ok) { continue; }
              var found = {};
              var twice = false;
              items.forEach(function (item) {
                if (link.query.some(function (q) { return q[0] === item[0]; })) {
                  if (Object.prototype.hasOwnProperty.call(found, item[0])) { twice = true; }
                  found[item[0]] = item[1];
                }
              });
              if (twice) { continue; }
              ok = link.query.every(function (q) {
                return Object.prototype.hasOwnProperty.call(found, q[0]) ? reads(q[1], found[q[0]], true) : q[2];
              });
              if (ok) { return { link: link }; }
            }
            if (!D.links.length) { return { error: "scene '" + D.scene + "' has no links; '" + url + "' opens nothing" }; }
            var best = D.links[0].url, bestLength = -1;
            D.links.forEach(function (link) {
              var n = 0;
              while (n < url.length && n < link.url.length && url[n] === link.url[n]) { n++; }
              if (n > bestLength) { bestLength = n; best = link.url; }
            });
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
          // The graph of `scenec graph --format json`: one row per page with its edges; a page opens its first state.
          function renderGraph() {
            var table = make('table');
            var head = make('tr');
            ['Page', 'Edges'].forEach(function (t) { head.appendChild(make('th', t)); });
            table.appendChild(head);
            var nodes = D.graph.nodes;
            var byId = {};
            nodes.forEach(function (n) { byId[n.id] = n; });
            nodes.forEach(function (node) {
              var row = make('tr');
              row.setAttribute('data-node', node.id);
              var cell = make('td');
              if (node.kind === 'page') {
                var button = make('button', node.name);
                button.type = 'button';
                button.setAttribute('aria-label', 'Open the first state of page ' + node.name);
                button.addEventListener('click', function () {
                  var first = D.devices[cur.d].first[node.name];
                  if (first === undefined) { say("page '" + node.name + "' is in no enumerated state on " + D.devices[cur.d].name); return; }
                  go(cur.d, first);
                });
                cell.appendChild(button);
              } else {
                cell.textContent = node.kind + ': ' + (node.url || node.name);
              }
              row.appendChild(cell);
              var edges = make('td');
              edges.textContent = D.graph.edges.filter(function (e) { return e.from === node.id; }).map(function (e) {
                var kind = e.gesture ? 'swipe' : e.kind;
                var to = byId[e.to] ? byId[e.to].name : e.to;
                return kind + ' → ' + to;
              }).join(', ');
              row.appendChild(edges);
              table.appendChild(row);
            });
            $('graphBody').appendChild(table);
          }
          function highlightGraph(st) {
            var top = st.p.split(/[|,]/).pop();
            Array.prototype.forEach.call(document.querySelectorAll('#graphBody tr[data-node]'), function (row) {
              row.className = row.getAttribute('data-node') === 'page:' + top ? 'current' : '';
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
            else if (key === 'g') { $('graph').scrollIntoView(); var b = document.querySelector('#graphBody button'); if (b) { b.focus(); } }
            else { return; }
            e.preventDefault();
          });
          window.addEventListener('popstate', function () {
            var target = fromFragment();
            if (target) { show(target.d, target.s); }
          });
          renderGraph();
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
