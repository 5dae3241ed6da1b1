import Demos
/// The page the playground serves: one file, no script from elsewhere. It sends every pointer event
/// of the stage (mouse, pen, touch: several at once, with the browser's timestamps and pointer ids),
/// every `wheel` event (its DOM fields, `ClientMessage`'s `wheel`) and one `frame` message per animation frame over the WebSocket at `/session`, and draws the
/// frames that come back: the layers, the first layer's velocity as an arrow (where it would be in
/// 0.1 s), the state and the readings. The record button saves the session as a trace file.
///
/// For tests, the page keeps its state in `window.playground` (`connected`, `interaction`, `state`,
/// `settled`, `layers`, `readings`, `frames`, `errors`, `lastRecording`, `states`: the states shown so far,
/// and `pointers`: the kind of each pointer id sent).
public enum PlaygroundPage {
    public static let html = #"""
<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, user-scalable=no">
<meta name="color-scheme" content="light dark">
<title>Interactive Motion playground</title>
<style>
body{margin:0;font:14px/1.4 system-ui,sans-serif;background:#f1f3f4;color:#202124;-webkit-user-select:none;user-select:none}
header{display:flex;flex-wrap:wrap;gap:6px;align-items:center;padding:8px}
button{font:inherit;padding:6px 10px;border:1px solid #9aa0a6;border-radius:6px;background:#fff;color:inherit}
button.on{background:#1a73e8;color:#fff;border-color:#1a73e8}#record.on{background:#d93025;border-color:#d93025}
main{display:flex;flex-wrap:wrap;gap:12px;padding:0 8px 8px}
canvas{background:#fff;border:1px solid #9aa0a6;touch-action:none;display:block}
#side{font:12px ui-monospace,monospace;white-space:pre;min-width:220px}
#status{font-size:12px;color:#5f6368}#error{color:#d93025;font-size:12px}
@media (prefers-color-scheme:dark){body{background:#202124;color:#e8eaed}button{background:#303134;border-color:#5f6368}
canvas{background:#26282c;border-color:#5f6368}#status{color:#9aa0a6}}
</style></head>
<body>
<header><span id="demos"></span><button id="record" type="button">● record</button><button id="reset" type="button">reset</button>
<span id="status">connecting…</span><span id="error"></span></header>
<main><canvas id="stage" width="390" height="700"></canvas><div id="side"></div></main>
<script>
(function(){
"use strict";
var state = window.playground = {connected:false, interaction:null, title:"", state:"", settled:true, layers:[], velocity:null, readings:[],
  frames:0, errors:[], guides:[], recording:false, lastRecording:null, recordings:0, sentEvents:0, wheels:0, states:[], pointers:{}};
var canvas = document.getElementById("stage"), ctx = canvas.getContext("2d");
var side = document.getElementById("side"), status = document.getElementById("status"), errorLine = document.getElementById("error");
var recordButton = document.getElementById("record"), socket = null, wanted = new URLSearchParams(location.search).get("interaction") || "pip";
var size = [390, 700], down = {}, lastFrame = null;
var dark = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
var ink = dark ? {guide:"#5f6368",layer:"#8ab4f8",edge:"#aecbfa",arrow:"#f28b82",text:"#e8eaed",touch:"rgba(242,139,130,0.5)"}
               : {guide:"#c0c4c8",layer:"#1a73e8",edge:"#174ea6",arrow:"#d93025",text:"#202124",touch:"rgba(217,48,37,0.35)"};

function layout(){
  var header = document.querySelector("header").getBoundingClientRect().height;
  var w = Math.max(200, Math.min(window.innerWidth - 16, 480));
  var h = Math.max(300, Math.min(window.innerHeight - header - 16, 860));
  size = [Math.round(w), Math.round(h)];
  var ratio = window.devicePixelRatio || 1;
  canvas.style.width = size[0] + "px"; canvas.style.height = size[1] + "px";
  canvas.width = Math.round(size[0] * ratio); canvas.height = Math.round(size[1] * ratio);
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
}
function send(message){ if (socket && socket.readyState === 1) socket.send(JSON.stringify(message)); }
function select(name){ wanted = name; send({type:"select", interaction:name, width:size[0], height:size[1]}); }

function connect(){
  socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/session");
  socket.onopen = function(){ state.connected = true; status.textContent = "connected"; select(wanted); };
  socket.onclose = function(){ state.connected = false; status.textContent = "disconnected: reconnecting…"; setTimeout(connect, 1000); };
  socket.onmessage = function(event){
    var message = JSON.parse(event.data);
    if (message.type === "hello") hello(message);
    else if (message.type === "frame") frame(message);
    else if (message.type === "trace") recorded(message);
    else if (message.type === "saved") status.textContent = "saved " + message.path;
    else if (message.type === "error"){ state.errors.push(message.message); errorLine.textContent = message.message; }
  };
}
function hello(message){
  state.interaction = message.interaction; state.title = message.title; state.guides = message.guides; state.recording = message.recording;
  var demos = document.getElementById("demos"); demos.textContent = "";
  message.interactions.forEach(function(demo){
    var button = document.createElement("button"); button.type = "button"; button.textContent = demo.name; button.title = demo.title;
    button.dataset.interaction = demo.name; if (demo.name === message.interaction) button.className = "on";
    button.addEventListener("click", function(){ select(demo.name); }); demos.appendChild(button);
  });
  recordButton.className = message.recording ? "on" : "";
  status.textContent = message.title;
}
function frame(message){
  if (state.states[state.states.length - 1] !== message.state) state.states.push(message.state);
  state.frames++; state.state = message.state; state.settled = message.settled; state.layers = message.layers;
  state.velocity = message.velocity; state.readings = message.readings; state.recording = message.recording; lastFrame = message;
  draw(message);
}
function recorded(message){
  state.lastRecording = message; state.recordings++;
  var blob = new Blob([JSON.stringify(message.content)], {type:"application/json"});
  var link = document.createElement("a"); link.href = URL.createObjectURL(blob); link.download = message.file;
  document.body.appendChild(link); link.click(); link.remove();
  status.textContent = "recorded " + message.content.events.length + " events to " + message.file;
}

function draw(message){
  ctx.clearRect(0, 0, size[0], size[1]);
  ctx.setLineDash([5, 4]); ctx.strokeStyle = ink.guide; ctx.lineWidth = 1;
  state.guides.forEach(function(g){ ctx.strokeRect(g[0] + 0.5, g[1] + 0.5, g[2], g[3]); });
  ctx.setLineDash([]);
  message.layers.forEach(function(layer, index){
    ctx.save(); ctx.translate(layer.x, layer.y); ctx.rotate(layer.angle || 0); ctx.scale(layer.scale || 1, layer.scale || 1);
    ctx.globalAlpha = Math.max(0, Math.min(1, layer.alpha));
    ctx.fillStyle = ink.layer; ctx.strokeStyle = ink.edge; ctx.lineWidth = 2;
    roundRect(-layer.w / 2, -layer.h / 2, layer.w, layer.h, layer.cornerRadius > 0 ? Math.min(layer.cornerRadius, layer.w / 2, layer.h / 2) : Math.min(12, layer.w / 6)); ctx.fill(); ctx.stroke();
    ctx.restore();
  });
  Object.keys(down).forEach(function(id){
    var p = down[id]; ctx.fillStyle = ink.touch; ctx.beginPath(); ctx.arc(p[0], p[1], 18, 0, 2 * Math.PI); ctx.fill();
  });
  if (message.velocity && message.layers.length){
    arrow(message.layers[0].x, message.layers[0].y, message.layers[0].x + message.velocity[0] * 0.1, message.layers[0].y + message.velocity[1] * 0.1);
  }
  ctx.fillStyle = ink.text; ctx.font = "bold 14px system-ui, sans-serif";
  ctx.fillText(message.state + (message.recording ? "   ● recording " + message.recordedEvents : ""), 10, size[1] - 12);
  side.textContent = state.title + "\n\nstate    " + message.state + (message.settled ? " (settled)" : "") + "\n" +
    message.readings.map(function(r){ return (r[0] + "        ").slice(0, 9) + r[1].toFixed(Math.abs(r[1]) < 10 ? 3 : 1); }).join("\n") +
    "\n\nframes   " + state.frames + "\nevents   " + state.sentEvents;
  document.body.dataset.state = message.state;
}
function roundRect(x, y, w, h, r){
  ctx.beginPath(); ctx.moveTo(x + r, y); ctx.lineTo(x + w - r, y); ctx.quadraticCurveTo(x + w, y, x + w, y + r);
  ctx.lineTo(x + w, y + h - r); ctx.quadraticCurveTo(x + w, y + h, x + w - r, y + h); ctx.lineTo(x + r, y + h);
  ctx.quadraticCurveTo(x, y + h, x, y + h - r); ctx.lineTo(x, y + r); ctx.quadraticCurveTo(x, y, x + r, y); ctx.closePath();
}
function arrow(x0, y0, x1, y1){
  var length = Math.hypot(x1 - x0, y1 - y0); if (!(length > 3)) return;
  var ux = (x1 - x0) / length, uy = (y1 - y0) / length, head = Math.min(12, length / 2);
  ctx.strokeStyle = ink.arrow; ctx.fillStyle = ink.arrow; ctx.lineWidth = 3;
  ctx.beginPath(); ctx.moveTo(x0, y0); ctx.lineTo(x1 - ux * head, y1 - uy * head); ctx.stroke();
  ctx.beginPath(); ctx.moveTo(x1, y1); ctx.lineTo(x1 - ux * head - uy * head * 0.5, y1 - uy * head + ux * head * 0.5);
  ctx.lineTo(x1 - ux * head + uy * head * 0.5, y1 - uy * head - ux * head * 0.5); ctx.closePath(); ctx.fill();
}

function pointer(event, phase){
  // The canvas's content box: its bounding box less its border, so a touch lands under the finger.
  var box = canvas.getBoundingClientRect(), left = box.left + canvas.clientLeft, top = box.top + canvas.clientTop, events = [event];
  if (phase === "moved" && event.getCoalescedEvents){ var coalesced = event.getCoalescedEvents(); if (coalesced.length) events = coalesced; }
  events.forEach(function(e){
    var x = e.clientX - left, y = e.clientY - top;
    send({type:"pointer", id:event.pointerId, phase:phase, x:x, y:y, t:e.timeStamp / 1000, kind:event.pointerType});
    state.sentEvents++; state.pointers[event.pointerId] = event.pointerType;
    if (phase === "ended" || phase === "cancelled") delete down[event.pointerId]; else down[event.pointerId] = [x, y];
  });
}
canvas.addEventListener("pointerdown", function(e){
  if (down[e.pointerId]) return;
  canvas.setPointerCapture(e.pointerId); pointer(e, "began"); e.preventDefault();
});
canvas.addEventListener("pointermove", function(e){ if (down[e.pointerId]) { pointer(e, "moved"); e.preventDefault(); } });
canvas.addEventListener("pointerup", function(e){ if (down[e.pointerId]) pointer(e, "ended"); });
canvas.addEventListener("pointercancel", function(e){ if (down[e.pointerId]) pointer(e, "cancelled"); });
canvas.addEventListener("contextmenu", function(e){ e.preventDefault(); });
// Wheel and trackpad events with their own timestamps (the pointer events' clock), their DOM fields as
// they are: the Swift side maps them (Gestures' WheelSample(domDeltaX:...), the one mapping). `momentum`
// (Pointer Events 4) only where the browser has it.
canvas.addEventListener("wheel", function(e){
  var box = canvas.getBoundingClientRect(), message = {type:"wheel", deltaX:e.deltaX, deltaY:e.deltaY, deltaMode:e.deltaMode,
    ctrlKey:e.ctrlKey, x:e.clientX - box.left - canvas.clientLeft, y:e.clientY - box.top - canvas.clientTop, timeStamp:e.timeStamp};
  if (typeof e.momentum === "boolean") message.momentum = e.momentum;
  send(message); state.sentEvents++; state.wheels++;
  e.preventDefault();
}, {passive:false});
recordButton.addEventListener("click", function(){ send({type:"record", on:!state.recording}); });
document.getElementById("reset").addEventListener("click", function(){ send({type:"reset"}); });
window.addEventListener("resize", function(){ layout(); select(wanted); });
function tick(now){ send({type:"frame", t:now / 1000}); window.requestAnimationFrame(tick); }
layout(); connect(); window.requestAnimationFrame(tick);
})();
</script>
</body></html>
"""#
}
