// The bytes the JavaScript heap holds alive: a full collection first, so what a test frees is gone. V8 gives a
// context made after --expose-gc is set a gc() of its own.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;

export function liveHeapBytes(): number {
  collect();
  collect();
  return process.memoryUsage().heapUsed;
}

/** A new string with the same characters: its own copy on the heap, as a file parsed or a memo read brings. */
export const ownCopy = (text: string) => Buffer.from(text, "utf8").toString("utf8");
