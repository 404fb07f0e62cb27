// A file's size, modification time, change time and inode: what an edit, a copy or a replacement
// changes, as git judges a file unchanged without reading it. The change time is the one no one
// can set back: an edit in place of as many bytes with its modification time put back (touch -r)
// still moves it, as do a hard link and a change of mode (a file so touched is read once).
// Plain JavaScript so build/run.mjs checks its bundle by the same rule as the build its caches.

/** @param {import("node:fs").Stats} file */
export const fingerprintOf = (file) => `${file.size}:${file.mtimeMs}:${file.ctimeMs}:${file.ino}`;

/**
 * Modification times advance by the kernel's clock tick (up to 10 ms), so a file rewritten in place with as many
 * bytes within the tick it was read in keeps its fingerprint. As git does for such "racily clean" files, a file
 * changed this recently (or dated ahead of the clock) is not judged by its fingerprint: it is read.
 */
const RACY_MS = 100;

/**
 * The fingerprint to remember a file by, or null when it changed too recently for its fingerprint to be trusted.
 * @param {import("node:fs").Stats} file
 */
export function trustedFingerprint(file, now = Date.now()) {
  const age = now - file.mtimeMs;
  return age >= RACY_MS ? fingerprintOf(file) : null;
}
