// `Scripts/wasm-replay INTERACTION TRACE [options]` under node: `bench replay`, computed by the WebAssembly
// build (motion.wasm, Scripts/wasm-build). The module reads the command line, the trace and the options with
// the bench's own replay core and prints what `bench replay` prints: the same frames on stdout, or the same
// one-line reason on stderr with exit status 2. This file only moves bytes: the words in, the trace file's
// bytes in when the module asks for them, the text out (the C ABI is Tools/web/Sources/ReplayExports.swift).
// Usage: node Tools/web/replay.mjs MOTION.wasm [bench replay's arguments: INTERACTION TRACE [options] | --list]
import { readFileSync, statSync, writeSync } from "node:fs";

const [wasmPath, ...words] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {});
const lib = instance.exports;

// Copies bytes into the module's input buffer (the buffer may move the memory: read `buffer` after).
function put(bytes) {
    const at = lib.motion_input(bytes.length);
    new Uint8Array(lib.memory.buffer, at, bytes.length).set(bytes);
    return bytes.length;
}
const output = () => Buffer.from(new Uint8Array(lib.memory.buffer, lib.motion_output(), lib.motion_output_length()));

const encoder = new TextEncoder();
let status = lib.motion_replay_begin(put(encoder.encode(words.map((w) => w + "\0").join(""))));
if (status === 1) {
    // The module asks for the trace: its path, as the command line gave it (relative to the working directory).
    // Only a regular file is read, as Foundation's Data(contentsOf:) reads for the bench (not /dev/null).
    let bytes = null;
    try {
        const path = output().toString("utf8");
        if (statSync(path).isFile()) bytes = readFileSync(path);
    } catch { bytes = null; }
    status = lib.motion_replay_trace(bytes === null ? -1 : put(bytes));
}
// Written synchronously and whole, so a large replay is never cut short by the exit.
const text = output();
let written = 0;
while (written < text.length) written += writeSync(status === 0 ? 1 : 2, text, written, text.length - written);
process.exitCode = status;
