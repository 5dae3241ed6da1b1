// The playground's demos computed in the page by the library compiled to WebAssembly (motion.wasm,
// built by Scripts/wasm-build): no server. The module's C ABI is described in Tools/web/Sources/Exports.swift.
// window.motion exposes the state for Scripts/browser-test-web.py.
(function(){
"use strict";
var phases = {began:0, moved:1, stationary:2, ended:3, cancelled:4};
var state = window.motion = {ready:false, demos:[], interaction:null, replay:null, guides:[], state:"", settled:true, layers:[],
  velocity:null, readings:[], frames:0, events:0, wheels:0, refused:0, frameMicros:[], error:null, wasmBytes:0, recording:recording, select:select};
var canvas = document.getElementById("stage"), ctx = canvas.getContext("2d");
var side = document.getElementById("side"), status = document.getElementById("status");
var wanted = new URLSearchParams(location.search).get("interaction") || "pip";
var size = [390, 700], down = {}, lib = null, decoder = new TextDecoder();
var dark = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
var ink = dark ? {guide:"#5f6368",layer:"#8ab4f8",edge:"#aecbfa",arrow:"#f28b82",text:"#e8eaed",touch:"rgba(242,139,130,0.5)"}
               : {guide:"#c0c4c8",layer:"#1a73e8",edge:"#174ea6",arrow:"#d93025",text:"#202124",touch:"rgba(217,48,37,0.35)"};

// A call that returns text returns its length; the text is at motion_output() in the module's memory.
function text(length){
  if (length < 0) return null;
  return JSON.parse(decoder.decode(new Uint8Array(lib.memory.buffer, lib.motion_output(), length)));
}
function recording(){ return text(lib.motion_recording()); }

// The stage fills what the screen leaves under the header, measured after the header has its final text
// (the demo's title can wrap it to more lines on a phone) and against the visual viewport (a phone's
// browser bars), so its bottom is on the screen.
function layout(){
  var header = document.querySelector("header").getBoundingClientRect().bottom;
  var viewport = window.visualViewport ? window.visualViewport.height : window.innerHeight;
  var w = Math.max(200, Math.min(window.innerWidth - 16, 480));
  var h = Math.max(300, Math.min(viewport - header - 8, 860));
  size = [Math.round(w), Math.floor(h)];
  // Backing store in device pixels, drawing in CSS pixels (the library's points): sharp on a phone.
  var ratio = window.devicePixelRatio || 1;
  canvas.style.width = size[0] + "px"; canvas.style.height = size[1] + "px";
  canvas.width = Math.round(size[0] * ratio); canvas.height = Math.round(size[1] * ratio);
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
}
function select(name){
  var index = state.demos.findIndex(function(d){ return d.name === name; });
  if (index < 0) index = 0;
  // The title first: the header takes its final height, then the stage is laid out under it.
  status.textContent = state.demos[index].title;
  layout();
  var chosen = text(lib.motion_select(index, 0, 0, size[0], size[1]));
  down = {};
  if (!chosen){ state.error = "the stage is too small for " + state.demos[index].name; status.textContent = state.error; return; }
  wanted = chosen.name; state.interaction = chosen.name; state.guides = chosen.guides; state.replay = chosen.replay;
  state.frames = 0; state.events = 0; state.refused = 0;
  document.querySelectorAll("#demos button").forEach(function(b){ b.className = b.dataset.interaction === wanted ? "on" : ""; });
  draw(text(lib.motion_frame(performance.now() / 1000)));
}

function draw(frame){
  state.state = frame.state; state.settled = frame.settled; state.layers = frame.layers; state.velocity = frame.velocity;
  state.readings = frame.readings;
  ctx.clearRect(0, 0, size[0], size[1]);
  ctx.setLineDash([5, 4]); ctx.strokeStyle = ink.guide; ctx.lineWidth = 1;
  state.guides.forEach(function(g){ ctx.strokeRect(g[0] + 0.5, g[1] + 0.5, g[2], g[3]); });
  ctx.setLineDash([]);
  frame.layers.forEach(function(l){   // [x, y, w, h, angle, scale, alpha, cornerRadius]
    ctx.save(); ctx.translate(l[0], l[1]); ctx.rotate(l[4]); ctx.scale(l[5], l[5]);
    ctx.globalAlpha = Math.max(0, Math.min(1, l[6]));
    ctx.fillStyle = ink.layer; ctx.strokeStyle = ink.edge; ctx.lineWidth = 2;
    var r = l[7] > 0 ? Math.min(l[7], l[2] / 2, l[3] / 2) : Math.max(0, Math.min(12, l[2] / 6, l[3] / 2));
    ctx.beginPath(); ctx.roundRect ? ctx.roundRect(-l[2] / 2, -l[3] / 2, l[2], l[3], r) : ctx.rect(-l[2] / 2, -l[3] / 2, l[2], l[3]);
    ctx.fill(); ctx.stroke(); ctx.restore();
  });
  Object.keys(down).forEach(function(id){
    var p = down[id]; ctx.fillStyle = ink.touch; ctx.beginPath(); ctx.arc(p[0], p[1], 18, 0, 2 * Math.PI); ctx.fill();
  });
  if (frame.velocity && frame.layers.length){
    // From the layer the finger moves: the topmost, drawn last (a row's content, not a button under it).
    var l = frame.layers[frame.layers.length - 1]; arrow(l[0], l[1], l[0] + frame.velocity[0] * 0.1, l[1] + frame.velocity[1] * 0.1);
  }
  ctx.fillStyle = ink.text; ctx.font = "bold 14px system-ui, sans-serif"; ctx.fillText(frame.state, 10, size[1] - 12);
  var micros = state.frameMicros, mean = micros.length ? micros.reduce(function(a, b){ return a + b; }, 0) / micros.length : 0;
  side.textContent = "state    " + frame.state + (frame.settled ? " (settled)" : "") + "\n" +
    frame.readings.map(function(r){ return (r[0] + "        ").slice(0, 9) + r[1].toFixed(Math.abs(r[1]) < 10 ? 3 : 1); }).join("\n") +
    "\n\nframes   " + state.frames + "\nevents   " + state.events + "\nwasm     " + (state.wasmBytes / 1024).toFixed(0) + " KiB" +
    "\nframe    " + mean.toFixed(0) + " µs (mean of the last " + micros.length + ")";
  document.body.dataset.state = frame.state;
}
function arrow(x0, y0, x1, y1){
  var length = Math.hypot(x1 - x0, y1 - y0); if (!(length > 3)) return;
  var ux = (x1 - x0) / length, uy = (y1 - y0) / length, head = Math.min(12, length / 2);
  ctx.strokeStyle = ink.arrow; ctx.fillStyle = ink.arrow; ctx.lineWidth = 3;
  ctx.beginPath(); ctx.moveTo(x0, y0); ctx.lineTo(x1 - ux * head, y1 - uy * head); ctx.stroke();
  ctx.beginPath(); ctx.moveTo(x1, y1); ctx.lineTo(x1 - ux * head - uy * head * 0.5, y1 - uy * head + ux * head * 0.5);
  ctx.lineTo(x1 - ux * head + uy * head * 0.5, y1 - uy * head - ux * head * 0.5); ctx.closePath(); ctx.fill();
}

// Pointer events in the events' own clock (timeStamp, as performance.now()), coalesced moves included,
// so a fast flick keeps every sample the browser saw.
function pointer(event, phase){
  var origin = contentOrigin(), events = [event];
  if (phase === "moved" && event.getCoalescedEvents){ var coalesced = event.getCoalescedEvents(); if (coalesced.length) events = coalesced; }
  events.forEach(function(e){
    var x = e.clientX - origin[0], y = e.clientY - origin[1];
    taken(lib.motion_pointer(event.pointerId, phases[phase], x, y, e.timeStamp / 1000));
    if (phase === "ended" || phase === "cancelled") delete down[event.pointerId]; else down[event.pointerId] = [x, y];
  });
}
// The canvas's content box: its bounding box less its border (clientLeft/clientTop), so a touch lands
// on the point under the finger.
function contentOrigin(){
  var box = canvas.getBoundingClientRect();
  return [box.left + canvas.clientLeft, box.top + canvas.clientTop];
}
// -1: taken; otherwise the error the playground's server gives too, shown in the status line.
function taken(answer){
  if (answer < 0) state.events++; else { state.refused++; state.lastRefusal = text(answer).message; status.textContent = state.lastRefusal; }
}
// Wheel and trackpad events with their own timestamps (the pointer events' clock), their DOM fields as
// they are: the module maps them (Gestures' WheelSample(domDeltaX:...), the one mapping). `momentum`
// (Pointer Events 4) where the browser has it, -1 where not.
canvas.addEventListener("wheel", function(e){
  var origin = contentOrigin(), momentum = typeof e.momentum === "boolean" ? (e.momentum ? 1 : 0) : -1;
  taken(lib.motion_wheel(e.deltaX, e.deltaY, e.deltaMode, e.ctrlKey ? 1 : 0, momentum, e.clientX - origin[0], e.clientY - origin[1],
                         e.timeStamp));
  state.wheels++;
  e.preventDefault();
}, {passive: false});
canvas.addEventListener("pointerdown", function(e){
  if (down[e.pointerId]) return;
  canvas.setPointerCapture(e.pointerId); pointer(e, "began"); e.preventDefault();
});
canvas.addEventListener("pointermove", function(e){ if (down[e.pointerId]) { pointer(e, "moved"); e.preventDefault(); } });
canvas.addEventListener("pointerup", function(e){ if (down[e.pointerId]) pointer(e, "ended"); });
canvas.addEventListener("pointercancel", function(e){ if (down[e.pointerId]) pointer(e, "cancelled"); });
canvas.addEventListener("contextmenu", function(e){ e.preventDefault(); });
document.getElementById("reset").addEventListener("click", function(){ select(wanted); });
document.getElementById("save").addEventListener("click", function(){
  // A bench replay trace with the frames shown and the replay that reproduces them.
  var r = recording(); r.name = "web-" + wanted; r.container = {x:0, y:0, width:size[0], height:size[1]};
  r.playground = {demo:wanted, replay:state.replay, frames:r.frames}; delete r.frames;
  var link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([JSON.stringify(r)], {type:"application/json"}));
  link.download = "web-" + wanted + ".json"; document.body.appendChild(link); link.click(); link.remove();
});
// A new size restarts the demo in it; a resize that leaves the stage's size (a phone's bars) does not.
window.addEventListener("resize", function(){ var before = size.join(); layout(); if (state.ready && size.join() !== before) select(wanted); });

// One call per display frame, whatever its rate: the module runs every 120 Hz grid frame due by then.
function tick(now){
  var started = performance.now();
  var frame = text(lib.motion_frame(now / 1000));
  var spent = (performance.now() - started) * 1000;
  if (!frame.settled || state.frameMicros.length === 0){ state.frameMicros.push(spent); if (state.frameMicros.length > 120) state.frameMicros.shift(); }
  state.frames++; draw(frame);
  window.requestAnimationFrame(tick);
}

fetch("motion.wasm").then(function(response){
  if (!response.ok) throw new Error("motion.wasm: HTTP " + response.status);
  return response.arrayBuffer();
}).then(function(bytes){
  state.wasmBytes = bytes.byteLength;
  return WebAssembly.instantiate(bytes, {});
}).then(function(result){
  lib = result.instance.exports;
  state.demos = text(lib.motion_demos());
  var demos = document.getElementById("demos");
  state.demos.forEach(function(demo){
    var button = document.createElement("button"); button.type = "button"; button.textContent = demo.name; button.title = demo.title;
    button.dataset.interaction = demo.name; button.addEventListener("click", function(){ select(demo.name); }); demos.appendChild(button);
  });
  select(wanted); state.ready = true; window.requestAnimationFrame(tick);
}).catch(function(error){ state.error = String(error); status.textContent = "could not load the library: " + error; });
})();
