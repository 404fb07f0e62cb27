// The digest of a page's HTML (or of the file holding it): equal only for the same bytes. The
// incremental manifest keeps it to know a page left in the output folder is the one written.
// Plain JavaScript, so that the page writer's thread (build/pipeline/write/page-writer-thread.mjs)
// takes it of the bytes it writes, off the rendering thread.
import { createHash } from "node:crypto";

/** A digest taken over a page's bytes as they come, part after part: the same as htmlDigest of them all. */
export function htmlDigester() {
  const hash = createHash("sha256");
  return {
    update(contents) {
      hash.update(contents);
    },
    digest: () => hash.digest("hex").slice(0, 32),
  };
}

export function htmlDigest(contents) {
  const digester = htmlDigester();
  digester.update(contents);
  return digester.digest();
}
