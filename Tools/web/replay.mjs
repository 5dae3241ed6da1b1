// `Scripts/wasm-replay INTERACTION TRACE [options]` under node: the trace through the playground demo whose
// `bench replay` equivalent is INTERACTION with these options on the trace's container, in the wasm build,
// printed as `bench replay` prints its frames. Exits 2, printing why, when no demo is set up that way.
// Usage: node Tools/web/replay.mjs MOTION.wasm INTERACTION TRACE [--name=value | --name value | --flag ...]
import { readFileSync } from "node:fs";

const fail = (message) => { process.stderr.write(`wasm-replay: ${message}\n`); process.exit(2); };
const [wasmPath, interaction, tracePath, ...rest] = process.argv.slice(2);
if (!interaction || !tracePath) fail("usage: Scripts/wasm-replay INTERACTION TRACE [bench replay's options]");

// The options as name → text; a flag's text is "true". A value may follow its flag, negative numbers too.
function parse(words) {
    const options = {};
    for (let i = 0; i < words.length; i++) {
        const word = words[i];
        if (!word.startsWith("--")) fail(`unexpected argument ${word}`);
        const equals = word.indexOf("=");
        if (equals > 0) { options[word.slice(2, equals)] = word.slice(equals + 1); continue; }
        const next = words[i + 1];
        if (next !== undefined && !next.startsWith("--")) {
            options[word.slice(2)] = next; i++;
        } else options[word.slice(2)] = "true";
    }
    return options;
}
// Two option texts mean the same when they are the same words, or the same comma-separated numbers.
function same(a, b) {
    if (a === b) return true;
    const numbers = (text) => text.split(",").map(Number);
    const x = numbers(a), y = numbers(b);
    return x.length === y.length && x.every((v, i) => Number.isFinite(v) && v === y[i]);
}
const wanted = parse(rest);
for (const [name, value] of [["fps", "120"], ["seconds", "10"]]) {
    if (wanted[name] !== undefined && !same(wanted[name], value)) fail(`--${name} other than ${value} is not reproduced by a demo (the page runs at 120 Hz until rest)`);
    delete wanted[name];
}

const trace = JSON.parse(readFileSync(tracePath, "utf8"));
const container = trace.container ?? { x: 0, y: 0, width: 375, height: 667 };
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {});
const lib = instance.exports;
const decoder = new TextDecoder();
const raw = (length) => decoder.decode(new Uint8Array(lib.memory.buffer, lib.motion_output(), length));
const demos = JSON.parse(raw(lib.motion_demos()));
const phases = { began: 0, moved: 1, stationary: 2, ended: 3, cancelled: 4 };

let chosen = null;
const offered = [];
for (let index = 0; index < demos.length && !chosen; index++) {
    const length = lib.motion_select(index, container.x, container.y, container.width, container.height);
    if (length < 0) continue;
    const { replay } = JSON.parse(raw(length));
    if (!replay) continue;
    const options = parse(replay.arguments);
    offered.push(`${replay.interaction} ${replay.arguments.join(" ")}`.trim());
    const names = new Set([...Object.keys(options), ...Object.keys(wanted)]);
    if (replay.interaction === interaction && [...names].every((n) => wanted[n] !== undefined && options[n] !== undefined && same(wanted[n], options[n]))) chosen = demos[index].name;
}
if (!chosen) fail(`no demo reproduces ${interaction} ${rest.join(" ")} on this trace's container; the demos reproduce: ${offered.join("; ")}`);

const events = trace.events ?? [];
if (events.length === 0) fail("the trace has no events");
for (const [i, e] of events.entries()) {
    if (!lib.motion_pointer(e.pointer, phases[e.phase] ?? -1, e.x, e.y, e.t)) fail(`event ${i} cannot be replayed: ${JSON.stringify(e)}`);
}
// The grid frames due at each 60 Hz step from the first event, until rest or 10 s of frames.
const first = events[0].t, last = events[events.length - 1].t;
for (let i = 0; ; i++) {
    const now = first + i / 60;
    const frame = JSON.parse(raw(lib.motion_frame(now)));
    if ((now > last && frame.settled) || now - first > 10) break;
}
// The frames as the module wrote them, with bench's separators (", " and ": " outside strings): the
// numbers keep Swift's own text.
const text = raw(lib.motion_recording());
const framesAt = text.indexOf("\"frames\":") + "\"frames\":".length;
let out = "", quoted = false;
for (const c of text.slice(framesAt, text.length - 1)) {
    out += c;
    if (c === "\"" && out[out.length - 2] !== "\\") quoted = !quoted;
    if (!quoted && (c === "," || c === ":")) out += " ";
}
console.log(out);
