import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what its last full collection kept before it
 * starts the next one, in percent (decision 034): 200 allows three times the live heap.
 *
 * V8 picks this factor itself from how fast the program allocates on its heap. An upload
 * allocates almost nothing there: its bytes are Buffers, outside the heap. V8 chose about 1.3,
 * which left 24 to 26 MiB of room, and then started a full collection after nearly every young
 * one (which the Buffers set off every 32 MiB): 10 to 13 per 200 MiB upload, each marking the
 * app's 25 MiB, which halved the upload's speed. At 100 it still did; at 150 and 200 it did not.
 * The process's memory grows by at most twice its live heap more, before a full collection.
 */
export const HEAP_GROWING_PERCENT = 200;

/** V8 reads the flag at each collection, so setting it in a running process takes effect. */
export function tuneHeap(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

/**
 * The one function V8 may compile with its optimizing compiler (TurboFan) in a WebAssembly module
 * (decision 083): none, as no module has a function at this index. PGlite's PostgreSQL is a
 * WebAssembly module; every function of it runs on V8's baseline compiler (Liftoff).
 *
 * On Node.js 24 (V8 13.6) V8 tiers up one function of PostgreSQL that runs hot in the first
 * queries, 105 KB of WebAssembly: that one compilation took 6 s of CPU and 604 MB of compiler
 * memory here, which took the server from about 290 MB to a peak of 800 MB on every start, and
 * the CPU away from the first requests. Node.js 20 (V8 11.3) did not.
 */
export const WASM_TIER_UP_FLAG = `--wasm-tier-up-filter=${2 ** 31 - 1}`;

/**
 * V8 reads the filter each time it decides to tier a function up, so setting it in a running
 * process before PGlite is loaded takes effect (`--liftoff-only`, read once at start, does not).
 */
export function keepWasmOnBaseline(): void {
  setFlagsFromString(WASM_TIER_UP_FLAG);
}
