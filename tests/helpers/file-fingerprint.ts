// Rewrites a file in place and puts its dates back: same inode, and with as many bytes, the same size, so its
// fingerprint (build/shared/file-fingerprint.mjs) is what it was, as a same-size edit within one clock tick leaves it.
import { stat, utimes, writeFile } from "node:fs/promises";

export async function rewriteKeepingFingerprint(file: string, contents: string | Uint8Array): Promise<void> {
  const { atime, mtime } = await stat(file);
  await writeFile(file, contents);
  await utimes(file, atime, mtime);
}
