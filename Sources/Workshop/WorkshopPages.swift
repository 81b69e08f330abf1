/// The workshop's pages: the attendee's, the teacher's and the projector's, one style sheet and
/// one script for all three (served from this server only: the pages carry no inline script).
enum WorkshopPages {
    static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    static func head(_ title: String, page: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <link rel="stylesheet" href="/workshop.css">
        <script src="/workshop.js" defer></script>
        </head>
        <body data-page="\(page)">
        """
    }

    static func attendee(title: String) -> String {
        head(title + " (workshop)", page: "attendee") + """
            <header><h1 id="lesson">\(escape(title))</h1><span id="who"></span></header>
            <section id="join">
            <form id="join-form"><label>Your name (the teacher sees it)
            <input id="name" maxlength="40" autocomplete="off"></label>
            <button id="join-button" type="submit">Join the workshop</button></form>
            <p id="join-error" class="error"></p>
            </section>
            <main id="work" hidden>
            <div class="column left">
            <nav class="steps"><button id="back" type="button">« Back</button>
            <span id="step-title"></span><button id="next" type="button">Next »</button></nav>
            <div id="narration"></div>
            <div id="shown" class="console"></div>
            <h2>Your task</h2>
            <div id="editor" class="editor"><pre id="gutter" aria-hidden="true"></pre>
            <div class="code-area"><pre id="highlight" aria-hidden="true"></pre>
            <textarea id="code" spellcheck="false" autocapitalize="off" autocomplete="off" wrap="off"
            aria-label="Your code"></textarea></div></div>
            <p class="buttons"><button id="run" type="button">Run ▶</button>
            <button id="check" type="button">Check ✓</button><button id="hint" type="button">Hint</button>
            <button id="solution" type="button">Solution</button>
            <button id="download-code" type="button">Download code</button>
            <span class="keys">Ctrl-Enter runs</span></p>
            <p id="error-mark" class="error"></p>
            <div id="check-result"></div>
            <ol id="hints"></ol>
            <p id="message"></p>
            <div id="solution-box" hidden><h3>The solution</h3><pre id="solution-code"></pre>
            <button id="use-solution" type="button">Put it in the editor</button></div>
            <h3>Output</h3><div id="output" class="console"></div>
            <div id="downloads"></div>
            </div>
            <div class="column right">
            <figure id="lps-picture" class="fit"></figure><p id="caption" class="caption"></p>
            <h3>Frames</h3><pre id="frames" class="frames"></pre>
            </div>
            </main>
            <p id="fatal" class="error"></p>
            </body>
            </html>

            """
    }

    static func teacher(title: String) -> String {
        head(title + " (teacher)", page: "teacher") + """
            <header><h1>\(escape(title)): the teacher's view</h1>
            <span>Attendees open <a id="join-url" target="_blank" rel="noopener"></a></span></header>
            <main class="teacher">
            <div class="column left">
            <table id="attendees"><thead><tr><th>#</th><th>Name</th><th>Step</th><th>Solved</th><th>Hints</th>
            <th>Last check</th><th>Idle</th><th></th></tr></thead><tbody></tbody></table>
            <p id="count"></p>
            </div>
            <div class="column right">
            <h2>On the projector <span id="projected-name"></span></h2>
            <p><a id="projector-link" target="_blank" rel="noopener">Open the projector window</a>
            <button id="stop-projecting" type="button">Show nobody</button></p>
            <div class="zoom"><button data-zoom="fit" type="button">Fit</button>
            <button data-zoom="out" type="button">−</button>
            <button data-zoom="in" type="button">+</button><button data-zoom="1" type="button">100%</button>
            <span class="zoom-level"></span></div>
            <figure id="lps-picture" class="fit stage small"></figure><p id="caption" class="caption"></p>
            <pre id="projected-code" class="code"></pre>
            </div>
            </main>
            <p id="fatal" class="error"></p>
            </body>
            </html>

            """
    }

    static func projector(title: String) -> String {
        head(title + " (projector)", page: "projector") + """
            <header class="projector"><h1 id="projected-name">\(escape(title))</h1>
            <div class="zoom"><button data-zoom="fit" type="button">Fit</button>
            <button data-zoom="out" type="button">−</button>
            <button data-zoom="in" type="button">+</button><button data-zoom="1" type="button">100%</button>
            <span class="zoom-level"></span></div></header>
            <main class="projector">
            <figure id="lps-picture" class="fit stage"></figure>
            <aside><p id="caption" class="caption"></p><h2>The code</h2><pre id="projected-code" class="code"></pre>
            <h2>Just run</h2><div id="statement" class="console"></div><div id="check-result"></div></aside>
            </main>
            <p id="fatal" class="error"></p>
            </body>
            </html>

            """
    }

    static let style = """
        * { box-sizing: border-box; }
        body { font: 15px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 0; color: #111827; }
        header { display: flex; align-items: baseline; gap: 16px; padding: 8px 16px; background: #1e293b;
          color: #f8fafc; }
        header h1 { font-size: 18px; margin: 0; }
        header a { color: #bfdbfe; }
        #join { padding: 24px 16px; }
        #join input { font-size: 16px; padding: 4px 8px; margin: 0 8px; }
        main { display: flex; gap: 16px; padding: 12px 16px; align-items: flex-start; }
        .column.left { flex: 1 1 55%; min-width: 0; }
        .column.right { flex: 1 1 45%; min-width: 0; position: sticky; top: 0; }
        nav.steps { display: flex; align-items: center; gap: 12px; }
        nav.steps span { font-weight: 600; flex: 1; }
        button { font-size: 14px; padding: 4px 12px; border: 1px solid #94a3b8; border-radius: 4px;
          background: #f8fafc; cursor: pointer; }
        button:hover { background: #e2e8f0; }
        button:disabled { opacity: 0.5; cursor: default; }
        .buttons button { margin: 0 6px 4px 0; }
        #run, #check { background: #2563eb; color: white; border-color: #1d4ed8; }
        .keys { color: #64748b; font-size: 12px; margin-left: 8px; }
        .editor { display: flex; height: 16em; border: 1px solid #94a3b8; border-radius: 4px; overflow: hidden; }
        .editor pre, .editor textarea { font: 13px/20px ui-monospace, "SF Mono", Menlo, Consolas, monospace; margin: 0;
          padding: 8px; tab-size: 4; white-space: pre; }
        #gutter { width: 3.5em; text-align: right; color: #94a3b8; background: #f1f5f9; overflow: hidden; flex: none; }
        #gutter .err { color: white; background: #dc2626; }
        .code-area { position: relative; flex: 1; min-width: 0; }
        #highlight, #code { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; }
        #highlight { overflow: hidden; color: #111827; pointer-events: none; }
        #code { overflow: auto; color: transparent; caret-color: #111827; background: transparent; resize: none;
          outline: none; }
        #code::selection { background: rgba(37, 99, 235, 0.25); color: transparent; }
        .tk-k { color: #9333ea; font-weight: 600; } .tk-t { color: #0e7490; } .tk-s { color: #c2410c; }
        .tk-n { color: #1d4ed8; } .tk-c { color: #6b7280; font-style: italic; } .tk-m { color: #0f766e; }
        .err-line { background: #fee2e2; display: inline-block; min-width: 100%; }
        .err-at { text-decoration: underline wavy #dc2626; background: #fecaca; }
        .err-at.end::after { content: " "; }
        .error { color: #b91c1c; white-space: pre-wrap; }
        .console { font: 12px/1.4 ui-monospace, Menlo, Consolas, monospace; background: #0f172a; color: #e2e8f0;
          padding: 8px;
          border-radius: 4px; white-space: pre-wrap; max-height: 22em; overflow: auto; }
        .console:empty { display: none; }
        .console .code { color: #94a3b8; } .console .error { color: #fca5a5; } .console .note { color: #fde68a; }
        .console .warning { color: #fdba74; }
        .frames, pre.code { font: 12px/1.35 ui-monospace, Menlo, Consolas, monospace; background: #f8fafc; padding: 8px;
          border: 1px solid #e2e8f0; overflow: auto; max-height: 20em; }
        .pass { color: #15803d; font-weight: 600; } .fail { color: #b91c1c; font-weight: 600; }
        #check-result ul { margin: 4px 0; }
        #hints li { background: #fef9c3; margin: 4px 0; padding: 4px 8px; }
        figure { margin: 0; }
        figure.fit svg { width: 100%; height: auto; max-height: 70vh; }
        figure.stage { overflow: auto; border: 1px solid #e2e8f0; background: #fafafa; }
        figure.stage.fit { height: calc(100vh - 90px); }
        figure.stage.fit svg { width: 100%; height: 100%; max-height: none; }
        figure.stage.small.fit { height: 50vh; }
        .caption { color: #475569; font-size: 13px; }
        table { border-collapse: collapse; width: 100%; font-size: 14px; }
        th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid #e2e8f0; }
        tr.projected { background: #dbeafe; }
        .zoom { display: inline-flex; gap: 4px; align-items: center; }
        header.projector { justify-content: space-between; }
        main.projector { padding: 8px; }
        main.projector figure { flex: 1 1 auto; }
        main.projector aside { flex: 0 0 32%; max-height: calc(100vh - 90px); overflow: auto; }
        #downloads a { display: inline-block; margin: 4px 8px 0 0; }
        """

    static let script = #"""
        "use strict";
        const $ = id => document.getElementById(id);
        const page = document.body.dataset.page;
        const params = new URLSearchParams(location.search);

        function el(tag, className, text) {
          const e = document.createElement(tag);
          if (className) e.className = className;
          if (text !== undefined) e.textContent = text;
          return e;
        }

        async function api(path, body, headers) {
          const options = { method: body === undefined ? "GET" : "POST", headers: Object.assign({}, headers) };
          if (body !== undefined) {
            options.headers["Content-Type"] = "application/json";
            options.body = JSON.stringify(body);
          }
          const response = await fetch(path, options);
          let data;
          try {
            data = await response.json();
          } catch (e) {
            data = { error: "the workshop's server answered " + response.status };
          }
          if (!response.ok) {
            const error = new Error(data.error || ("HTTP " + response.status));
            error.status = response.status;
            throw error;
          }
          return data;
        }

        // ---- Swift highlighting for the editor ----
        const KEYWORDS = new Set(("let var func struct class enum protocol extension if else guard for in while " +
          "repeat " +
          "return switch case default break continue true false nil self Self init import static private fileprivate " +
          "public internal final override mutating some any where as is try throw throws do catch defer lazy weak " +
          "typealias inout async await").split(" "));

        function tokens(line, state) {
          const out = [];
          let i = 0;
          const push = (kind, text) => { if (text.length) out.push([kind, text]); };
          while (i < line.length) {
            if (state.block) {
              const end = line.indexOf("*/", i);
              if (end < 0) { push("c", line.slice(i)); return out; }
              push("c", line.slice(i, end + 2)); i = end + 2; state.block = false; continue;
            }
            const rest = line.slice(i);
            let m;
            if (rest.startsWith("//") || /^#($|[ >!%|])/.test(rest)) { push("c", rest); return out; }
            if (rest.startsWith("/*")) { state.block = true; push("c", "/*"); i += 2; continue; }
            if ((m = rest.match(/^"(?:[^"\\]|\\.)*"?/))) { push("s", m[0]); i += m[0].length; continue; }
            if ((m = rest.match(/^\d[\d_]*(?:\.\d+)?/))) { push("n", m[0]); i += m[0].length; continue; }
            if ((m = rest.match(/^#?[A-Za-z_][A-Za-z0-9_]*/))) {
              const word = m[0];
              const before = line[i - 1];
              const kind = KEYWORDS.has(word) || word[0] === "#" ? "k"
                : /^[A-Z]/.test(word) ? "t" : before === "." ? "m" : "";
              push(kind, word); i += word.length; continue;
            }
            push("", rest[0]); i += 1;
          }
          return out;
        }

        function escapeHTML(s) {
          return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
        }

        // The line's tokens as HTML; markAt (0-based character) is underlined as the error's place.
        function lineHTML(list, markAt) {
          let html = "";
          let offset = 0;
          let marked = markAt < 0;
          for (const [kind, text] of list) {
            const wrap = s => s.length === 0 ? ""
              : kind ? `<span class="tk-${kind}">${escapeHTML(s)}</span>` : escapeHTML(s);
            if (!marked && markAt >= offset && markAt < offset + text.length) {
              const at = markAt - offset;
              html += wrap(text.slice(0, at)) + `<span class="err-at">` + wrap(text[at]) + `</span>`
                + wrap(text.slice(at + 1));
              marked = true;
            } else {
              html += wrap(text);
            }
            offset += text.length;
          }
          if (!marked) html += `<span class="err-at end"></span>`;
          return html;
        }

        // ---- the attendee's page ----
        function attendeePage() {
          const join = params.get("join") || "";
          let token = sessionStorage.getItem("lps-attendee");
          let state = null;
          let errorMark = null;
          const code = $("code");
          const headers = () => ({ "X-LPS-Attendee": token || "", "X-LPS-Join": join });

          function renderEditor() {
            const lines = code.value.split("\n");
            const st = { block: false };
            const errorLine = errorMark ? errorMark.line : -1;
            $("gutter").innerHTML = lines.map((_, i) =>
              i + 1 === errorLine ? `<span class="err">${i + 1}</span>` : String(i + 1)).join("\n") + "\n";
            $("highlight").innerHTML = lines.map((line, i) => {
              const list = tokens(line, st);
              if (i + 1 !== errorLine) return lineHTML(list, -1);
              return `<span class="err-line">` + lineHTML(list, Math.max(0, errorMark.column - 1)) + `</span>`;
            }).join("\n") + "\n";
            syncScroll();
          }
          function syncScroll() {
            $("highlight").scrollTop = code.scrollTop;
            $("highlight").scrollLeft = code.scrollLeft;
            $("gutter").scrollTop = code.scrollTop;
          }
          code.addEventListener("input", () => { errorMark = null; renderEditor(); });
          code.addEventListener("scroll", syncScroll);
          code.addEventListener("keydown", e => {
            if (e.key === "Tab" && !e.shiftKey) {
              e.preventDefault();
              const s = code.selectionStart, t = code.selectionEnd;
              code.value = code.value.slice(0, s) + "    " + code.value.slice(t);
              code.selectionStart = code.selectionEnd = s + 4;
              renderEditor();
            } else if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              send("/api/run", { code: code.value });
            }
          });

          function statementsInto(box, statements) {
            box.textContent = "";
            for (const s of statements) {
              s.code.forEach((line, i) => box.appendChild(el("div", "code", (i === 0 ? "lps> " : "...> ") + line)));
              for (const o of s.output) box.appendChild(el("div", o.kind, o.text));
            }
          }

          function render(next, keepEditor) {
            const stepChanged = !state || state.step.number !== next.step.number;
            state = next;
            $("join").hidden = true;
            $("work").hidden = false;
            $("who").textContent =
              `${next.name} · step ${next.step.number} of ${next.step.count} · solved ${next.solved.length}`;
            $("step-title").textContent = `Step ${next.step.number} of ${next.step.count}: ${next.step.title}`;
            $("back").disabled = next.step.number <= 1;
            $("next").disabled = next.step.number >= next.step.count;
            const narration = $("narration");
            narration.textContent = "";
            let paragraph = [];
            const flush = () => {
              if (paragraph.length) narration.appendChild(el("p", "", paragraph.join(" ")));
              paragraph = [];
            };
            for (const line of next.step.narration) { if (line.trim() === "") flush(); else paragraph.push(line); }
            flush();
            statementsInto($("shown"), next.step.shown);
            if (stepChanged || !keepEditor) { code.value = next.code; }
            errorMark = next.run && next.run.error ? next.run.error : null;
            $("error-mark").textContent =
              errorMark ? `line ${errorMark.line}, column ${errorMark.column}: ${errorMark.message}` : "";
            renderEditor();
            const result = $("check-result");
            result.textContent = "";
            if (next.check) {
              if (next.check.passed) {
                const more = next.step.number < next.step.count
                  ? ` 'Next' goes on to step ${next.step.number + 1}.` : " That was the last step.";
                result.appendChild(el("p", "pass", `✓ Check passed: step ${next.check.step} is solved.${more}`));
              } else {
                result.appendChild(el("p", "fail", "✗ Not yet:"));
                const list = el("ul");
                for (const d of next.check.differences) list.appendChild(el("li", "", `${d.probe}: ${d.message}`));
                result.appendChild(list);
              }
            }
            const hints = $("hints");
            hints.textContent = "";
            next.hints.forEach(h => hints.appendChild(el("li", "", h)));
            $("hint").disabled = next.hints.length >= next.step.hintCount;
            $("message").textContent = next.message || "";
            $("solution-box").hidden = !next.solution;
            $("solution-code").textContent = next.solution ? next.solution.join("\n") : "";
            statementsInto($("output"), next.run ? next.run.statements : []);
            const downloads = $("downloads");
            downloads.textContent = "";
            for (const d of (next.run ? next.run.downloads : [])) {
              const a = el("a", "", "⬇ " + d.name);
              a.href = URL.createObjectURL(new Blob([d.contents], { type: "application/octet-stream" }));
              a.download = d.name;
              downloads.appendChild(a);
            }
            $("lps-picture").innerHTML = next.picture;
            $("caption").textContent = next.caption;
            $("frames").textContent = next.run ? next.run.frames.join("\n") : "(run your code to see its frames)";
            document.body.dataset.step = String(next.step.number);
            document.body.dataset.checked = next.check ? (next.check.passed ? "passed" : "failed") : "";
          }

          let busy = false;
          async function send(path, body, keepEditor = true) {
            if (busy) return;
            busy = true;
            document.body.dataset.busy = "1";
            try {
              render(await api(path, body, headers()), keepEditor);
              $("fatal").textContent = "";
            } catch (e) {
              $("fatal").textContent = e.message;
              if (e.status === 410 || e.status === 401) {
                sessionStorage.removeItem("lps-attendee");
                token = null;
                $("work").hidden = true;
                $("join").hidden = false;
                $("join-error").textContent = e.message;
              }
            } finally {
              busy = false;
              document.body.dataset.busy = "";
            }
          }

          $("join-form").addEventListener("submit", async e => {
            e.preventDefault();
            try {
              const joined = await api("/api/join", { name: $("name").value }, headers());
              token = joined.token;
              sessionStorage.setItem("lps-attendee", token);
              render(joined.state, false);
            } catch (error) { $("join-error").textContent = error.message; }
          });
          $("run").addEventListener("click", () => send("/api/run", { code: code.value }));
          $("check").addEventListener("click", () => send("/api/check", { code: code.value }));
          $("hint").addEventListener("click", () => send("/api/hint", {}));
          $("solution").addEventListener("click", () => send("/api/solution", {}));
          $("next").addEventListener("click", () => send("/api/step", { step: state.step.number + 1 }, false));
          $("back").addEventListener("click", () => send("/api/step", { step: state.step.number - 1 }, false));
          $("use-solution").addEventListener("click", () => {
            code.value = state.solution.join("\n");
            errorMark = null;
            renderEditor();
          });
          $("download-code").addEventListener("click", () => {
            const a = el("a");
            a.href = URL.createObjectURL(new Blob([code.value + "\n"], { type: "application/octet-stream" }));
            a.download = `step-${state.step.number}.lps`;
            document.body.appendChild(a); a.click(); a.remove();
          });
          if (token) send("/api/state", undefined, false);
        }

        // ---- zoom (teacher and projector) ----
        function zoomControls(figure) {
          let zoom = "fit";
          const label = document.querySelector(".zoom-level");
          function apply() {
            const svg = figure.querySelector("svg");
            figure.classList.toggle("fit", zoom === "fit");
            if (label) label.textContent = zoom === "fit" ? "fit to window" : Math.round(zoom * 100) + "%";
            if (!svg) return;
            if (zoom === "fit") { svg.style.width = ""; svg.style.height = ""; return; }
            svg.style.width = (parseFloat(svg.getAttribute("width")) * zoom) + "px";
            svg.style.height = (parseFloat(svg.getAttribute("height")) * zoom) + "px";
          }
          function current() {
            const svg = figure.querySelector("svg");
            if (zoom !== "fit" || !svg) return zoom === "fit" ? 1 : zoom;
            return svg.getBoundingClientRect().width / parseFloat(svg.getAttribute("width"));
          }
          for (const b of document.querySelectorAll("[data-zoom]")) {
            b.addEventListener("click", () => {
              const z = b.dataset.zoom;
              zoom = z === "fit" ? "fit" : z === "in" ? current() * 1.25 : z === "out" ? current() / 1.25 : 1;
              if (zoom !== "fit") zoom = Math.min(8, Math.max(0.1, zoom));
              apply();
            });
          }
          return apply;
        }

        function teacherHeaders() { return { "X-LPS-Teacher": params.get("token") || "" }; }

        function showProjected(p, applyZoom) {
          const figure = $("lps-picture");
          if (figure.dataset.version !== p.version) {
            figure.innerHTML = p.picture;
            figure.dataset.version = p.version;
            applyZoom();
          }
          $("caption").textContent = p.caption;
          $("projected-code").textContent = p.code;
          $("projected-name").textContent = p.name ? `${p.name}, step ${p.step}: ${p.stepTitle}` : "nobody";
          const statement = $("statement");
          if (statement) {
            statement.textContent = "";
            if (p.statement) {
              p.statement.code.forEach((line, i) =>
                statement.appendChild(el("div", "code", (i === 0 ? "lps> " : "...> ") + line)));
              for (const o of p.statement.output) statement.appendChild(el("div", o.kind, o.text));
            }
            const result = $("check-result");
            result.textContent = "";
            if (p.check) result.appendChild(el("p", p.check.passed ? "pass" : "fail",
              p.check.passed ? `✓ step ${p.check.step} passed`
                : `✗ step ${p.check.step}: ${p.check.message || "not yet"}`));
          }
        }

        function teacherPage() {
          const applyZoom = zoomControls($("lps-picture"));
          $("projector-link").href = "/projector?token=" + encodeURIComponent(params.get("token") || "");
          async function project(id) {
            try {
              showProjected(await api("/api/teacher/project", { attendee: id }, teacherHeaders()), applyZoom);
              refresh();
            } catch (e) { $("fatal").textContent = e.message; }
          }
          $("stop-projecting").addEventListener("click", () => project(null));
          async function refresh() {
            try {
              const t = await api("/api/teacher", undefined, teacherHeaders());
              $("join-url").textContent = t.joinURL;
              $("join-url").href = t.joinURL;
              const body = document.querySelector("#attendees tbody");
              body.textContent = "";
              for (const a of t.attendees) {
                const row = el("tr", a.id === t.projected ? "projected" : "");
                row.dataset.attendee = String(a.id);
                row.appendChild(el("td", "", String(a.id)));
                row.appendChild(el("td", "", a.name));
                row.appendChild(el("td", "", `${a.step} of ${t.steps}: ${a.stepTitle}`));
                row.appendChild(el("td", "", a.solved.join(", ")));
                row.appendChild(el("td", "", String(a.hintsShown)));
                const c = a.lastCheck;
                row.appendChild(el("td", c ? (c.passed ? "pass" : "fail") : "",
                  c ? (c.passed ? `step ${c.step} passed` : `step ${c.step}: ${c.message || "not yet"}`) : "—"));
                const idle = a.idleSeconds < 60 ? `${a.idleSeconds} s` : `${Math.floor(a.idleSeconds / 60)} min`;
                row.appendChild(el("td", "", idle));
                const cell = el("td");
                const button = el("button", "", a.id === t.projected ? "On the projector" : "Project");
                button.type = "button";
                button.addEventListener("click", () => project(a.id));
                cell.appendChild(button);
                row.appendChild(cell);
                body.appendChild(row);
              }
              $("count").textContent = `${t.attendees.length} attendee${t.attendees.length === 1 ? "" : "s"}`;
              showProjected(await api("/api/projector", undefined, teacherHeaders()), applyZoom);
              $("fatal").textContent = "";
            } catch (e) { $("fatal").textContent = e.message; }
          }
          refresh();
          setInterval(refresh, 1000);
        }

        function projectorPage() {
          const applyZoom = zoomControls($("lps-picture"));
          async function refresh() {
            try {
              showProjected(await api("/api/projector", undefined, teacherHeaders()), applyZoom);
              $("fatal").textContent = "";
            } catch (e) { $("fatal").textContent = e.message; }
          }
          refresh();
          setInterval(refresh, 1000);
        }

        if (page === "attendee") attendeePage();
        else if (page === "teacher") teacherPage();
        else if (page === "projector") projectorPage();
        """#
}
