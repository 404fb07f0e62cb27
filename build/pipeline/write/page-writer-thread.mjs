// The thread that writes pages for build/pipeline/write/page-writer.ts: each message is one file (its
// HTML as a string, or as bytes for a large page), encoded, written whole and at once (its
// folder made first), and answered with the size it was counted at, the bytes written and
// their digest (or the error, if it could not be written), so the sender knows what is in
// flight and what the incremental manifest is to record of each page.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parentPort } from "node:worker_threads";
import { htmlDigest } from "../../shared/html-digest.mjs";

const folders = new Set();

parentPort.on("message", ({ path, target, contents, size }) => {
  try {
    const folder = dirname(target);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    const bytes = typeof contents === "string" ? Buffer.from(contents) : contents;
    writeFileSync(target, bytes);
    parentPort.postMessage({ written: size, path, bytes: bytes.byteLength, digest: htmlDigest(bytes) });
  } catch (error) {
    parentPort.postMessage({ written: size, error: { message: error instanceof Error ? error.message : String(error), code: error?.code } });
  }
});
