import Foundation
import BenchPlots

/// The report's HTML: one file, no network, no script from elsewhere, from the data the bench
/// gathered (its sections and its table).
///
/// Every replay has a player: a `<canvas class="player">` whose data is the JSON in the `<script
/// type="application/json">` beside it; the inline script at the end draws a frame of each, plays
/// them on a loop, and sets `document.body.dataset.players` to how many it started (a browser test
/// reads it).
package enum ReportPage {
    package static func html(table: ReportTable, sections: [ReportSection]) -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>Interactive Motion: report</title>
            <style>\(style)</style></head>
            <body>
            <h1>Interactive Motion: what each interaction does, and what a frame costs</h1>
            <nav>\(sections.map { "<a href=\"#\(escape($0.id))\">\(escape($0.title))</a>" }.joined(separator: " · ")) · <a href="#bench">bench</a></nav>

            """
        for section in sections {
            page += "<section id=\"\(escape(section.id))\"><h2>\(escape(section.title))</h2>\n"
            for (index, item) in section.items.enumerated() {
                let id = "\(section.id)-\(index)"
                page += "<article id=\"\(escape(id))\"><h3>\(escape(item.title))</h3><p>\(escape(item.summary))</p>\n"
                page += "<p class=\"command\"><code>\(escape(item.command))</code></p>\n<div class=\"row\">"
                if let player = item.player {
                    page += """
                        <figure class="player-box"><canvas class="player" width="300" height="480" data-source="\(escape(id))-data"></canvas>
                        <figcaption><button type="button">pause</button> <input type="range" min="0" max="1" value="0" step="1" aria-label="frame">
                        <span class="readout"></span></figcaption>
                        <script type="application/json" id="\(escape(id))-data">\(scriptSafe(player))</script></figure>
                        """
                }
                page += "<div class=\"plot\">\(item.svg)</div></div>\n"
                if let trace = item.trace {
                    page += "<details><summary>the trace: save it as the file the command names</summary><pre>\(escape(trace))</pre></details>\n"
                }
                page += "</article>\n"
            }
            page += "</section>\n"
        }
        page += "<section id=\"bench\"><h2>bench: cost per frame</h2><p>\(escape(table.method))</p>\n"
        let rows = table.rows.map(\.cells)
        if !rows.isEmpty {
            page += "<div class=\"table-box\"><table><thead><tr><th>scenario</th><th>what a frame does</th><th>median ns/frame</th><th>p99 ns/frame</th><th>allocations/frame</th><th>instances per 1 ms</th></tr></thead><tbody>\n"
            for row in rows {
                page += "<tr>" + row.enumerated().map { index, cell in
                    index >= 2 ? "<td class=\"n\">\(escape(cell))</td>" : "<td>\(escape(cell))</td>"
                }.joined() + "</tr>\n"
            }
            page += "</tbody></table></div>\n"
        }
        page += "</section>\n<script>\(script)</script>\n</body></html>\n"
        return page
    }

    static func escape(_ text: String) -> String { SVGDocument.escape(text) }

    /// JSON made safe inside `<script>`: no `<` at all (JSON has `<` only inside strings, where `\u003c` means the same).
    static func scriptSafe(_ json: String) -> String {
        json.replacingOccurrences(of: "<", with: "\\u003c")
    }

    static let style = """
        body{font:14px/1.45 system-ui,sans-serif;margin:24px;max-width:1400px;color:#202124;background:#fff;overflow-wrap:anywhere}
        h1{font-size:22px}h2{font-size:18px;margin-top:32px;border-bottom:1px solid #dadce0}h3{font-size:15px;margin-bottom:4px}
        nav a{color:#1a73e8}code{font:12px ui-monospace,monospace;background:#f1f3f4;padding:1px 4px;border-radius:3px}
        .row{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}.plot{flex:1 1 360px;min-width:min(100%,360px)}
        .plot svg{max-width:100%;height:auto;border:1px solid #dadce0}
        .player-box{margin:0;max-width:100%}canvas.player{border:1px solid #dadce0;background:#f8f9fa;display:block;max-width:100%;height:auto}
        .table-box{overflow-x:auto;max-width:100%}
        @media (max-width:600px){body{margin:12px}}
        figcaption{font-size:12px;margin-top:4px}figcaption input{width:150px;vertical-align:middle}
        .readout{font:12px ui-monospace,monospace;display:block;white-space:pre}
        table{border-collapse:collapse}th,td{border-bottom:1px solid #dadce0;padding:4px 10px;text-align:left}td.n{text-align:right;font-variant-numeric:tabular-nums}
        pre{max-height:240px;overflow:auto;background:#f1f3f4;padding:8px;font-size:11px}
        @media (prefers-color-scheme:dark){body{color:#e8eaed;background:#202124}code,pre{background:#303134}
        canvas.player{background:#26282c;border-color:#5f6368}.plot svg{border-color:#5f6368}th,td{border-color:#5f6368}nav a{color:#8ab4f8}}
        """

    /// The player: draws the container, the layer (rotated when the frames carry an angle), the
    /// finger while it is down, the velocity arrow and the state; plays at real time on a loop.
    static let script = """
        (function(){
        "use strict";
        var dark = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
        var ink = dark ? {bg:"#26282c",box:"#9aa0a6",layer:"rgba(138,180,248,0.35)",edge:"#8ab4f8",finger:"#f28b82",arrow:"#f28b82",text:"#e8eaed",target:"#81c995"}
                       : {bg:"#f8f9fa",box:"#5f6368",layer:"rgba(26,115,232,0.25)",edge:"#1a73e8",finger:"#d93025",arrow:"#d93025",text:"#202124",target:"#188038"};
        function Player(canvas){
          var data = JSON.parse(document.getElementById(canvas.dataset.source).textContent);
          var box = canvas.parentNode, button = box.querySelector("button"), slider = box.querySelector("input"), readout = box.querySelector(".readout");
          var frames = data.frames, c = data.container, ctx = canvas.getContext("2d");
          var t0 = frames.length ? frames[0].t : 0, playing = true, index = 0, start = null;
          slider.max = String(Math.max(frames.length - 1, 0));
          var margin = 0.15, scale = Math.min(canvas.width / (c[2] * (1 + 2 * margin)), canvas.height / (c[3] * (1 + 2 * margin)));
          var ox = canvas.width / 2 - (c[0] + c[2] / 2) * scale, oy = canvas.height / 2 - (c[1] + c[3] / 2) * scale;
          function X(x){ return ox + x * scale; } function Y(y){ return oy + y * scale; }
          function fingerAt(t){
            var last = null;
            for (var i = 0; i < data.finger.length && data.finger[i][0] <= t; i++) last = data.finger[i];
            return last && last[3] !== "ended" && last[3] !== "cancelled" ? last : null;
          }
          function draw(i){
            var f = frames[i]; if (!f) return;
            ctx.fillStyle = ink.bg; ctx.fillRect(0, 0, canvas.width, canvas.height);
            ctx.strokeStyle = ink.box; ctx.lineWidth = 1; ctx.strokeRect(X(c[0]), Y(c[1]), c[2] * scale, c[3] * scale);
            if (data.target){ ctx.strokeStyle = ink.target; ctx.beginPath(); ctx.arc(X(data.target[0]), Y(data.target[1]), 5, 0, 2 * Math.PI); ctx.stroke(); }
            if (data.layer && isFinite(f.x) && isFinite(f.y)){
              var angle = data.rotationKey ? (f[data.rotationKey] || 0) : 0, w = data.layer[0] * scale, h = data.layer[1] * scale;
              ctx.save(); ctx.translate(X(f.x), Y(f.y)); ctx.rotate(angle);
              ctx.fillStyle = ink.layer; ctx.fillRect(-w / 2, -h / 2, w, h); ctx.strokeStyle = ink.edge; ctx.strokeRect(-w / 2, -h / 2, w, h);
              ctx.restore();
            }
            var finger = fingerAt(f.t);
            if (finger){ ctx.fillStyle = ink.finger; ctx.beginPath(); ctx.arc(X(finger[1]), Y(finger[2]), 7, 0, 2 * Math.PI); ctx.fill(); }
            else if (!data.layer && isFinite(f.x)){ ctx.strokeStyle = ink.finger; ctx.beginPath(); ctx.arc(X(f.x), Y(f.y), 7, 0, 2 * Math.PI); ctx.stroke(); }
            if (data.layer && isFinite(f.vx) && isFinite(f.vy)){
              var ex = X(f.x + f.vx * 0.1), ey = Y(f.y + f.vy * 0.1), sx = X(f.x), sy = Y(f.y), len = Math.hypot(ex - sx, ey - sy);
              if (len > 2){
                ctx.strokeStyle = ink.arrow; ctx.fillStyle = ink.arrow; ctx.lineWidth = 2;
                ctx.beginPath(); ctx.moveTo(sx, sy); ctx.lineTo(ex, ey); ctx.stroke();
                var ux = (ex - sx) / len, uy = (ey - sy) / len, hd = Math.min(8, len / 2);
                ctx.beginPath(); ctx.moveTo(ex, ey); ctx.lineTo(ex - ux * hd - uy * hd * 0.5, ey - uy * hd + ux * hd * 0.5);
                ctx.lineTo(ex - ux * hd + uy * hd * 0.5, ey - uy * hd - ux * hd * 0.5); ctx.closePath(); ctx.fill();
              }
            }
            var lines = ["t " + (f.t - t0).toFixed(3) + " s   " + (f.state || f.phase || "")];
            var keys = Object.keys(f).filter(function(k){ return k !== "t" && k !== "state" && k !== "phase" && typeof f[k] === "number"; });
            lines.push(keys.map(function(k){ return k + " " + f[k].toFixed(Math.abs(f[k]) < 10 ? 3 : 1); }).join("  "));
            readout.textContent = lines.join("\\n");
            slider.value = String(i);
          }
          function step(now){
            if (playing && frames.length){
              if (start === null) start = now - (frames[index].t - t0) * 1000;
              var t = t0 + (now - start) / 1000, last = frames[frames.length - 1].t;
              if (t > last + 1){ start = now; t = t0; index = 0; }
              while (index + 1 < frames.length && frames[index + 1].t <= t) index++;
              if (t < frames[index].t) index = 0;
              draw(index);
            }
            window.requestAnimationFrame(step);
          }
          button.addEventListener("click", function(){ playing = !playing; start = null; button.textContent = playing ? "pause" : "play"; });
          slider.addEventListener("input", function(){ playing = false; button.textContent = "play"; index = Number(slider.value); draw(index); });
          draw(0);
          window.requestAnimationFrame(step);
        }
        var canvases = document.querySelectorAll("canvas.player");
        for (var i = 0; i < canvases.length; i++) Player(canvases[i]);
        document.body.dataset.players = String(canvases.length);
        })();
        """
}
