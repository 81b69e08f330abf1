import PlaygroundCore

/// The last apply as a page you can watch: the layout before and after it, and a stage where
/// the change batch plays as UICollectionView animates it (deletes fade out, moves and every
/// other frame change slide, inserts fade in, reloads and reconfigures flash, each its own
/// colour), with a step control and the batch listed beside it.
///
/// "Before" is the current layout definition with the applied snapshot from before the apply;
/// "after" is the session as it is now (the scroll offset, device and fitted sizes of now).
struct ApplyAnimation: Sendable {
    var before: Picture
    var after: Picture
    /// The apply as `batch` prints it.
    var batchLines: [String]
    /// What happens to each element, by its key: delete, insert, move, reload, reconfigure,
    /// shift (its frame changes), same, reloadData (no animation: UIKit jumps).
    var changes: [String: String]

    static func make(_ session: Session, view: Picture.View) throws(ScriptError) -> ApplyAnimation {
        let ds = DataSourceCommands.dataSource(session)
        guard let record = ds.data.lastApply else {
            throw ScriptError(
                "no snapshot has been applied yet: there is no apply to animate",
                help: "dataSource.apply(snapshot) first, or export html without animate: true")
        }
        let old = record.old.contents.map { (identifier: $0.section, items: $0.items) }
        let before = try Picture.make(session, view: view, shown: old)
        let after = try Picture.make(session, view: view)
        var changes: [String: String] = [:]
        func mark(_ ids: [String], _ change: String) { for id in ids { changes["cell " + id] = change } }
        let oldItems = Dictionary(old.map { ($0.identifier, $0.items) }, uniquingKeysWith: { a, _ in a })
        let newItems = Dictionary(record.new.contents.map { ($0.section, $0.items) }, uniquingKeysWith: { a, _ in a })
        switch record.update {
        case .nothing:
            break
        case .reloadData:
            for s in record.new.contents { mark(s.items, "reloadData") }
        case .batch(let b, _):
            // Later marks win: a reload or reconfigure is the second pass, after the moves.
            for s in b.sectionMoves { mark(newItems[s.identifier] ?? [], "move") }
            for s in b.sectionDeletes { mark(oldItems[s.identifier] ?? [], "delete") }
            for s in b.sectionInserts { mark(newItems[s.identifier] ?? [], "insert") }
            mark(b.itemDeletes.map(\.identifier), "delete")
            mark(b.itemInserts.map(\.identifier), "insert")
            mark(b.itemMoves.map(\.identifier), "move")
            for s in b.sectionReloads { mark(newItems[s.identifier] ?? [], "reload") }
            mark(b.itemReloads.map(\.identifier), "reload")
            mark(b.itemReconfigures.map(\.identifier), "reconfigure")
        }
        let reloadData: Bool
        if case .reloadData = record.update { reloadData = true } else { reloadData = false }
        let beforeFrames = Dictionary(before.elements.map { ($0.key, $0.frame) }, uniquingKeysWith: { a, _ in a })
        let afterFrames = Dictionary(after.elements.map { ($0.key, $0.frame) }, uniquingKeysWith: { a, _ in a })
        for key in Set(beforeFrames.keys).union(afterFrames.keys) where changes[key] == nil {
            switch (beforeFrames[key], afterFrames[key]) {
            case (nil, _): changes[key] = reloadData ? "reloadData" : "insert"
            case (_, nil): changes[key] = reloadData ? "reloadData" : "delete"
            case (let a?, let b?): changes[key] = reloadData ? "reloadData" : a == b ? "same" : "shift"
            }
        }
        var lines = ApplyReport.text(record)
        if record.update.isBatch == false, record.hadLoadedData {
            lines.append("(no animation: the collection view reloads its data)")
        }
        return ApplyAnimation(before: before, after: after, batchLines: lines, changes: changes)
    }

    private func n(_ v: Double) -> String { Format.number(v) }
    private static func quad(_ r: Rect) -> String {
        let n = Format.number
        return "\(n(r.minX)) \(n(r.minY)) \(n(r.width)) \(n(r.height))"
    }

    /// The stage: every element of either layout, at its before frame (an insert at its after
    /// frame, hidden), carrying both frames and its change for the page's script.
    func stage(options: PictureRenderer.Options) -> String {
        let canvas = before.canvas.union(after.canvas)
        let m = PictureRenderer.margin
        let box = Rect(
            x: canvas.minX - m, y: canvas.minY - m, width: canvas.width + 2 * m, height: canvas.height + 2 * m)
        var out = [
            "<svg id=\"lps-stage\" xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(n((box.width * options.scale).rounded(.up)))\" height=\"\(n((box.height * options.scale).rounded(.up)))\" viewBox=\"\(n(box.minX)) \(n(box.minY)) \(n(box.width)) \(n(box.height))\">",
            "<style>\n\(PictureRenderer.style)\n\(Self.stageStyle)\n</style>",
            "<rect x=\"\(n(box.minX))\" y=\"\(n(box.minY))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\" class=\"lps-canvas\"/>",
            "<rect x=\"0\" y=\"0\" width=\"\(n(after.contentSize.width))\" height=\"\(n(after.contentSize.height))\" class=\"lps-content\"/>",
        ]
        let afterByKey = Dictionary(after.elements.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        let beforeKeys = Set(before.elements.map(\.key))
        // Deleted elements at the bottom, then everything the after layout shows, in its z-order.
        var order: [(Picture.Element?, Picture.Element?)] = before.elements.filter { afterByKey[$0.key] == nil }.map {
            ($0, nil)
        }
        let beforeByKey = Dictionary(before.elements.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        order += after.elements.map { (beforeKeys.contains($0.key) ? beforeByKey[$0.key] : nil, $0) }
        for (old, new) in order {
            guard let e = new ?? old else { continue }
            let change = changes[e.key] ?? "same"
            var attrs =
                "class=\"lps-anim lps-\(e.style)\" data-key=\"\(PictureRenderer.escape(e.key))\" data-change=\"\(change)\""
            if let old {
                attrs +=
                    " data-from=\"\(Self.quad(old.frame))\" data-index-path-before=\"\(old.indexPath.section),\(old.indexPath.item)\""
            }
            if let new {
                attrs +=
                    " data-to=\"\(Self.quad(new.frame))\" data-index-path-after=\"\(new.indexPath.section),\(new.indexPath.item)\""
            }
            let f = (old ?? e).frame
            let label = (e.identifier.map(Format.identifier) ?? e.elementKind ?? e.kind)
            // Shortened to the narrower of its two frames, so it stays inside the element as it moves.
            let room = min(old?.frame.width ?? .infinity, new?.frame.width ?? .infinity) - 5
            let shown = LabelFitting.fitted(label, width: room, fontSize: 11) ?? ""
            let title = shown == label ? "" : "<title>\(PictureRenderer.escape(label))</title>"
            let hidden = old == nil && change != "reloadData" ? " style=\"opacity: 0\"" : ""
            out.append(
                "<g \(attrs)\(hidden)>\(title)<rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\"/><text x=\"\(n(f.minX + 3))\" y=\"\(n(f.minY + min(f.height - 1, 13)))\" font-size=\"11\">\(PictureRenderer.escape(shown))</text></g>"
            )
        }
        out.append(
            "<rect x=\"\(n(after.viewport.minX))\" y=\"\(n(after.viewport.minY))\" width=\"\(n(after.viewport.width))\" height=\"\(n(after.viewport.height))\" class=\"lps-viewport\" rx=\"\(n(min(24, after.viewport.width / 10)))\"/>"
        )
        out.append("</svg>")
        return out.joined(separator: "\n")
    }

    static let stageStyle = """
        .lps-anim rect { stroke-width: 1; }
        .lps-anim[data-change="delete"] rect { stroke: #dc2626; stroke-width: 2; }
        .lps-anim[data-change="insert"] rect { stroke: #16a34a; stroke-width: 2; }
        .lps-anim[data-change="move"] rect { stroke: #2563eb; stroke-width: 2.5; }
        .lps-anim.lps-flash-reload rect { fill: #f97316; }
        .lps-anim.lps-flash-reconfigure rect { fill: #a3e635; }
        .lps-anim text { font-family: Helvetica, Arial, sans-serif; fill: #0f172a; }
        """

    /// The page's script: plays the phases, or shows one (`#phase=move` in the address starts there).
    static let script = """
        const phases = ["before", "delete", "move", "insert", "reload", "after"];
        const words = {before: "the layout before the apply", delete: "deletes fade out", move: "moves slide (and the layout follows)",
          insert: "inserts fade in", reload: "reloads and reconfigures flash", after: "the layout after the apply"};
        const items = Array.from(document.querySelectorAll("#lps-stage g.lps-anim")).map(g => ({
          g, rect: g.querySelector("rect"), text: g.querySelector("text"), change: g.dataset.change,
          from: g.dataset.from ? g.dataset.from.split(" ").map(Number) : null,
          to: g.dataset.to ? g.dataset.to.split(" ").map(Number) : null }));
        let phase = 0, timer = null;
        function frameAt(e, p, t) {
          const a = e.from || e.to, b = e.to || e.from;
          if (e.change === "reloadData") return p >= 5 ? b : a;
          if (p < 2) return a;
          if (p > 2) return b;
          return a.map((v, i) => v + (b[i] - v) * t);
        }
        function opacityAt(e, p, t) {
          if (e.change === "reloadData") return p >= 5 ? (e.to ? 1 : 0) : (e.from ? 1 : 0);
          if (e.change === "delete" || !e.to) return p < 1 ? 1 : p === 1 ? 1 - t : 0;
          if (e.change === "insert" || !e.from) return p < 3 ? 0 : p === 3 ? t : 1;
          return 1;
        }
        function draw(p, t) {
          for (const e of items) {
            const f = frameAt(e, p, t);
            e.rect.setAttribute("x", f[0]); e.rect.setAttribute("y", f[1]);
            e.rect.setAttribute("width", f[2]); e.rect.setAttribute("height", f[3]);
            e.text.setAttribute("x", f[0] + 3); e.text.setAttribute("y", f[1] + Math.min(f[3] - 1, 13));
            e.g.style.opacity = opacityAt(e, p, t);
            const flashing = p === 4 && t < 0.85;
            e.g.classList.toggle("lps-flash-reload", flashing && e.change === "reload");
            e.g.classList.toggle("lps-flash-reconfigure", flashing && e.change === "reconfigure");
          }
          phase = p;
          document.getElementById("lps-phase").textContent = (p + 1) + "/" + phases.length + ": " + words[phases[p]];
          document.querySelectorAll("#lps-phases li").forEach((li, i) => li.classList.toggle("lps-current", i === p));
          document.body.dataset.phase = phases[p];
        }
        function run(p, done) {
          const start = performance.now(), length = 700;
          function tick(now) {
            const t = Math.min(1, (now - start) / length);
            draw(p, p === 4 ? t : t * t * (3 - 2 * t));
            if (t < 1) { timer = requestAnimationFrame(tick); } else { timer = null; if (done) done(); }
          }
          timer = requestAnimationFrame(tick);
        }
        function stop() { if (timer) cancelAnimationFrame(timer); timer = null; }
        function step() { stop(); if (phase < phases.length - 1) run(phase + 1); }
        function play() { stop(); draw(0, 1); let p = 0; const next = () => { if (++p < phases.length) run(p, next); }; next(); }
        document.getElementById("lps-before").onclick = () => { stop(); draw(0, 1); };
        document.getElementById("lps-step").onclick = step;
        document.getElementById("lps-play").onclick = play;
        document.getElementById("lps-after").onclick = () => { stop(); draw(phases.length - 1, 1); };
        const asked = /phase=(\\w+)/.exec(location.hash);
        const start = asked && phases.indexOf(asked[1]) >= 0 ? phases.indexOf(asked[1]) : 0;
        draw(start, start === 4 ? 0.5 : 1);
        """

    static let pageStyle = """
        .lps-controls button { font-size: 14px; margin-right: 6px; padding: 4px 10px; }
        #lps-phase { font-weight: bold; margin-left: 8px; }
        #lps-phases li.lps-current { font-weight: bold; color: #2563eb; }
        pre.lps-batch { background: #f1f5f9; padding: 8px; font-size: 12px; }
        section.lps-both { display: flex; gap: 24px; margin-top: 24px; }
        section.lps-both h2, aside h2 { font-size: 14px; }
        """

    func html(options: PictureRenderer.Options) -> String {
        let phaseList = [
            "before: the layout before the apply", "delete: deletes fade out (red edge)",
            "move: moves (blue edge) and every other frame change slide", "insert: inserts fade in (green edge)",
            "reload: reloads flash orange, reconfigures flash green", "after: the layout after the apply",
        ]
        var counts: [String: Int] = [:]
        for change in changes.values { counts[change, default: 0] += 1 }
        let summary = ["delete", "insert", "move", "reload", "reconfigure", "shift", "reloadData"]
            .compactMap { k in counts[k].map { "\($0) \(k)" } }.joined(separator: ", ")
        let body = """
            <style>
            \(Self.pageStyle)
            </style>
            <p class="lps-controls"><button id="lps-before">« before</button><button id="lps-step">step ▶</button><button id="lps-play">play</button><button id="lps-after">after »</button><span id="lps-phase"></span></p>
            <main>
            <figure id="lps-animation">
            \(stage(options: options))
            </figure>
            <aside>
            <h2>The apply</h2>
            <pre class="lps-batch" id="lps-batch">\(PictureRenderer.escape(batchLines.joined(separator: "\n")))</pre>
            <p id="lps-summary">\(PictureRenderer.escape(summary.isEmpty ? "nothing changes" : summary))</p>
            <ol id="lps-phases">
            \(phaseList.map { "<li>\(PictureRenderer.escape($0))</li>" }.joined(separator: "\n"))
            </ol>
            </aside>
            </main>
            <section class="lps-both">
            <figure id="lps-picture-before"><h2>Before</h2>
            \(PictureRenderer.svgElement(before, options: options, idPrefix: "lps-before"))
            </figure>
            <figure id="lps-picture-after"><h2>After</h2>
            \(PictureRenderer.svgElement(after, options: options, idPrefix: "lps-after"))
            </figure>
            </section>
            """
        return PictureRenderer.page(
            title: options.title + ": the last apply", caption: after.caption, body: body,
            script: Self.script, marker: "export html animate")
    }
}

extension CollectionViewUpdate {
    var isBatch: Bool { if case .batch = self { true } else { false } }
}

/// The live view's page and pictures (`serve`): the shell serves them; this says what they are.
public enum LiveView {
    /// The picture of the session now as HTML for the page (an `<svg>`, or a paragraph saying
    /// why there is none yet), and its caption.
    public static func picture(of playground: Playground) -> (html: String, caption: String) {
        do throws(ScriptError) {
            let picture = try Picture.make(playground.session, view: .content)
            return (PictureRenderer.svgElement(picture, options: .init(scale: 1, title: "lps")), picture.caption)
        } catch {
            let message = error.message
            return ("<p class=\"lps-empty\">\(PictureRenderer.escape(message))</p>", "no picture yet")
        }
    }

    /// The page: the picture now, fitted to the window (a zoom control beside it), the statement
    /// just run with its output, and a script that replaces them with each one the server sends
    /// (server-sent events from /events: `caption`, `picture`, `statement`).
    public static func page(_ current: (html: String, caption: String), version: Int, statement: String = "") -> String
    {
        let body = """
            <style>
            \(projectorStyle)
            </style>
            <p class="lps-zoom"><button data-zoom="fit">Fit</button><button data-zoom="out">−</button>
            <button data-zoom="in">+</button><button data-zoom="1">100%</button>
            <span id="lps-zoom-level">fit to window</span></p>
            <main class="lps-live">
            <figure id="lps-picture" class="lps-fit" data-version="\(version)">
            \(current.html)
            </figure>
            <aside id="lps-statement-box"><pre id="lps-statement">\(PictureRenderer.escape(statement))</pre></aside>
            </main>
            """
        let script = """
            const figure = document.getElementById("lps-picture");
            const caption = document.getElementById("lps-caption");
            const statement = document.getElementById("lps-statement");
            const level = document.getElementById("lps-zoom-level");
            let zoom = "fit";
            function applyZoom() {
              const svg = figure.querySelector("svg");
              figure.classList.toggle("lps-fit", zoom === "fit");
              level.textContent = zoom === "fit" ? "fit to window" : Math.round(zoom * 100) + "%";
              if (!svg) return;
              svg.style.width = zoom === "fit" ? "" : (parseFloat(svg.getAttribute("width")) * zoom) + "px";
              svg.style.height = zoom === "fit" ? "" : (parseFloat(svg.getAttribute("height")) * zoom) + "px";
            }
            function currentZoom() {
              const svg = figure.querySelector("svg");
              if (zoom !== "fit" || !svg) return zoom === "fit" ? 1 : zoom;
              return svg.getBoundingClientRect().width / parseFloat(svg.getAttribute("width"));
            }
            for (const button of document.querySelectorAll("[data-zoom]")) {
              button.addEventListener("click", () => {
                const z = button.dataset.zoom;
                zoom = z === "fit" ? "fit" : z === "in" ? currentZoom() * 1.25 : z === "out" ? currentZoom() / 1.25 : 1;
                if (zoom !== "fit") zoom = Math.min(8, Math.max(0.1, zoom));
                applyZoom();
              });
            }
            const events = new EventSource("/events");
            events.addEventListener("caption", e => { caption.textContent = e.data; });
            events.addEventListener("picture", e => {
              figure.innerHTML = e.data;
              figure.dataset.version = e.lastEventId;
              document.body.dataset.version = e.lastEventId;
              applyZoom();
            });
            events.addEventListener("statement", e => { statement.textContent = e.data; });
            events.onerror = () => { caption.textContent = "(the playground has stopped serving)"; };
            """
        return PictureRenderer.page(
            title: "lps live", caption: current.caption, body: body, script: script, marker: "lps serve")
    }

    /// The live page's layout: the picture fills the window beside the statement just run.
    static let projectorStyle = """
        .lps-zoom button { font-size: 13px; margin-right: 4px; }
        main.lps-live { display: flex; gap: 16px; align-items: stretch; }
        #lps-picture { flex: 1 1 auto; min-width: 0; overflow: auto; height: calc(100vh - 180px); }
        #lps-picture.lps-fit svg { width: 100%; height: 100%; }
        #lps-statement-box { flex: 0 0 32%; max-height: calc(100vh - 180px); overflow: auto; }
        #lps-statement { white-space: pre-wrap; margin: 0; font: 12px/1.4 ui-monospace, Menlo, Consolas, monospace;
          background: #0f172a; color: #e2e8f0; padding: 8px; border-radius: 4px; }
        #lps-statement:empty { display: none; }
        """

    /// A statement as the live page shows it: `lps> ` before its first line, `...> ` before the
    /// others, then what it printed (at most `limit` lines of it), colour left out.
    public static func statement(_ text: String, outputs: [Output], limit: Int = 200) -> String {
        var lines = text.sourceLines.enumerated().map { ($0.offset == 0 ? "lps> " : "...> ") + $0.element }
        var printed: [String] = []
        var more = 0
        func add(_ t: String) {
            for line in t.strippingColour.sourceLines {
                if printed.count < limit { printed.append(String(line)) } else { more += 1 }
            }
        }
        for output in outputs {
            switch output {
            case .text(let t): add(t)
            case .stream(let stream):
                stream.forEachLine { t in
                    add(t)
                    return more == 0
                }
            case .diagnostic(let t, _): add(t)
            case .effect: break
            }
        }
        if more > 0 { printed.append("... (more lines: the terminal shows them all)") }
        lines += printed
        return lines.joined(separator: "\n")
    }

    /// One server-sent event: `event: NAME`, `id:`, and a `data:` line per line of `data`.
    public static func event(_ name: String, id: Int, data: String) -> String {
        var out = "event: \(name)\nid: \(id)\n"
        for line in data.split(separator: "\n", omittingEmptySubsequences: false) { out += "data: \(line)\n" }
        return out + "\n"
    }
}
