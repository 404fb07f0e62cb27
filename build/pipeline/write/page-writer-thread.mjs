// The thread that writes pages for build/pipeline/write/page-writer.ts. Each message is a page
// (its HTML as a string) or a part of a large one, sent in order: encoded, written whole and at
// once or part after part into the open file (its folder made first), and answered with the
// size it was counted at, so the sender knows what is in flight; a page's last message is also
// answered with the bytes written and their digest, for the incremental manifest (or with the
// error, if it could not be written).
import { closeSync, mkdirSync, openSync, writeFileSync, writeSync } from "node:fs";
import { dirname } from "node:path";
import { parentPort } from "node:worker_threads";
import { htmlDigest, htmlDigester } from "../../shared/html-digest.mjs";

const folders = new Set();
/** the large page being written, part after part */
let open = null;

const makeFolder = (target) => {
  const folder = dirname(target);
  if (!folders.has(folder)) {
    mkdirSync(folder, { recursive: true });
    folders.add(folder);
  }
};

function writeAll(fd, bytes) {
  for (let done = 0; done < bytes.byteLength; ) done += writeSync(fd, bytes, done);
}

parentPort.on("message", ({ path, target, contents, size, part }) => {
  try {
    if (part === undefined) {
      makeFolder(target);
      const bytes = Buffer.from(contents);
      writeFileSync(target, bytes);
      parentPort.postMessage({ written: size, path, bytes: bytes.byteLength, digest: htmlDigest(bytes) });
      return;
    }
    if (part.first) {
      makeFolder(target);
      open = { path, fd: openSync(target, "w"), digester: htmlDigester(), bytes: 0, failed: false };
    }
    if (open === null || open.path !== path || open.failed) {
      // the parts after one that failed: only counted, the failure was answered already
      parentPort.postMessage({ written: size });
      if (part.last) open = null;
      return;
    }
    const bytes = Buffer.from(contents);
    writeAll(open.fd, bytes);
    open.digester.update(bytes);
    open.bytes += bytes.byteLength;
    if (!part.last) {
      parentPort.postMessage({ written: size });
      return;
    }
    closeSync(open.fd);
    parentPort.postMessage({ written: size, path, bytes: open.bytes, digest: open.digester.digest() });
    open = null;
  } catch (error) {
    if (open !== null && open.path === path) {
      open.failed = true;
      try {
        closeSync(open.fd);
      } catch {
        // closed already: the failure was closing it
      }
      if (part?.last) open = null;
    }
    parentPort.postMessage({ written: size, error: { message: error instanceof Error ? error.message : String(error), code: error?.code } });
  }
});
