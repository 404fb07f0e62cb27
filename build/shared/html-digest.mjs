// The digest of a page's HTML (or of the file holding it): equal only for the same bytes. The
// incremental manifest keeps it to know a page left in the output folder is the one written.
// Plain JavaScript, so that the page writer's thread (build/pipeline/write/page-writer-thread.mjs)
// takes it of the bytes it writes, off the rendering thread.
import { createHash } from "node:crypto";

export const htmlDigest = (contents) => createHash("sha256").update(contents).digest("hex").slice(0, 32);
