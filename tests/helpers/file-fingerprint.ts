// Edits a file in place and puts its dates back, as `touch -r` after an edit does: same inode, and with as many bytes,
// the same size and modification time (to the millisecond utimes sets: date the file to a whole one first). Only its
// change time moves, which no call can set back, so its fingerprint (build/shared/file-fingerprint.mjs) moves with it.
// And the clock stopped moments after a write, within the racy window, however slowly a loaded machine got there.
import { stat, utimes, writeFile } from "node:fs/promises";
import { vi } from "vitest";

export async function editInPlaceKeepingDates(file: string, contents: string | Uint8Array): Promise<void> {
  const { atime, mtime } = await stat(file);
  await writeFile(file, contents);
  await utimes(file, atime, mtime);
}

/** Stops Date's clock 10 ms after the newest of the files was modified (the caller's afterEach calls vi.useRealTimers). */
export async function stopClockMomentsAfter(files: string[]): Promise<void> {
  const newest = Math.max(...(await Promise.all(files.map(async (file) => (await stat(file)).mtimeMs))));
  vi.useFakeTimers({ toFake: ["Date"], now: newest + 10 });
}

/** A file's inode: a note or cache entry written again (always beside, then renamed in) has a new one. */
export const inodeOf = async (file: string): Promise<number> => (await stat(file)).ino;
