// How far V8 lets the heap grow past what it found live, held close for a large site. After a full collection V8
// lets the old generation grow to up to 4 times what was live on a machine with memory to spare: a 10,000-route
// build left 176 MB live after its load and reached 441 MB before its next full collection. Held to 30 %, its peak
// was 367-392 MiB in three runs (50 %: 381-408), in the same time (22-28 s, as without).
//
// Set at run time, once the site's size is known, rather than on node's command line: any V8 flag that differs
// from node's own build makes V8 refuse node's code cache for its built-in modules, which then compile at every
// start (about 20 ms of CPU and 10 ms of a small site's 0.4 s build).
import { setFlagsFromString } from "node:v8";

/**
 * Story files from which a load spends time to keep memory down: the heap held close, and each repeated string
 * held once (build/pipeline/load/shared-strings.ts). Below it a build's heap is small whatever V8 lets it grow to.
 */
export const LARGE_SITE_STORIES = 1000;

let held = false;

/** Holds the heap's growth after each full collection to 30 % of what was live, from a site of LARGE_SITE_STORIES on; says whether it is held. */
export function holdHeapCloseFor(storyFiles: number): boolean {
  if (!held && storyFiles >= LARGE_SITE_STORIES) {
    setFlagsFromString("--heap-growing-percent=30");
    held = true;
  }
  return held;
}
