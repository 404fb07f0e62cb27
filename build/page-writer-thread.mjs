// The thread that writes pages for build/page-writer.ts: each message is one file,
// written whole and at once (its folder made first), and answered with its size
// (and the error, if it could not be written), so the sender knows what is in flight.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parentPort } from "node:worker_threads";

const folders = new Set();

parentPort.on("message", ({ target, contents }) => {
  try {
    const folder = dirname(target);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    writeFileSync(target, contents);
    parentPort.postMessage({ written: contents.length });
  } catch (error) {
    parentPort.postMessage({ written: contents.length, error: { message: error instanceof Error ? error.message : String(error), code: error?.code } });
  }
});
