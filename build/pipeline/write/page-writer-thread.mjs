// The thread that writes pages for build/pipeline/write/page-writer.ts: each message is one file (its
// HTML as a string, or as bytes for a large page), written whole and at once (its folder
// made first), and answered with the size it was counted at (and the error, if it could
// not be written), so the sender knows what is in flight.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parentPort } from "node:worker_threads";

const folders = new Set();

parentPort.on("message", ({ target, contents, size }) => {
  try {
    const folder = dirname(target);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    writeFileSync(target, contents);
    parentPort.postMessage({ written: size });
  } catch (error) {
    parentPort.postMessage({ written: size, error: { message: error instanceof Error ? error.message : String(error), code: error?.code } });
  }
});
