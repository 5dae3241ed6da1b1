// Runs one playground demo in the WebAssembly build under node, as the page runs it, and prints the
// session as a bench replay trace with the frames it produced (Scripts/wasm-compare diffs them with
// `bench replay`). Input (a file): {"demo": NAME, "stage": [W, H], "events": [{t, pointer, phase, x, y}...]}.
// Usage: node Tools/web/run-demo.mjs MOTION.wasm JOB.json
import { readFileSync } from "node:fs";

const [wasmPath, jobPath] = process.argv.slice(2);
const job = JSON.parse(readFileSync(jobPath, "utf8"));
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {});
const lib = instance.exports;
const decoder = new TextDecoder();
const text = (length) => {
    if (length < 0) throw new Error(`the module refused the call (${length})`);
    return JSON.parse(decoder.decode(new Uint8Array(lib.memory.buffer, lib.motion_output(), length)));
};
const phases = { began: 0, moved: 1, stationary: 2, ended: 3, cancelled: 4 };

const demos = text(lib.motion_demos()).map((d) => d.name);
const index = demos.indexOf(job.demo);
if (index < 0) throw new Error(`unknown demo ${job.demo} (one of ${demos.join(", ")})`);
const [width, height] = job.stage;
const chosen = text(lib.motion_select(index, 0, 0, width, height));
for (const e of job.events) {
    if (!lib.motion_pointer(e.pointer, phases[e.phase], e.x, e.y, e.t)) throw new Error(`event refused: ${JSON.stringify(e)}`);
}
// The page's display frames, at 60 Hz from the first event, until the demo rests (at most 10 s after
// the last event): the module runs the 120 Hz grid frames due at each.
const first = job.events[0].t, last = job.events[job.events.length - 1].t;
let frame = null;
const started = process.hrtime.bigint();
let calls = 0;
for (let i = 0; ; i++) {
    const now = first + i / 60;
    frame = text(lib.motion_frame(now));
    calls++;
    if ((now > last && frame.settled) || now > last + 10) break;
}
const micros = Number(process.hrtime.bigint() - started) / 1000 / calls;
const recording = text(lib.motion_recording());
console.log(JSON.stringify({
    container: { x: 0, y: 0, width, height }, events: recording.events,
    playground: { demo: job.demo, replay: chosen.replay, frames: recording.frames, final: frame, microsPerDisplayFrame: micros },
}));
