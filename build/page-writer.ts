// Pages written into the output folder as they are rendered, a few at a time: the
// writes overlap the rendering of the next pages, and no page's HTML is kept once
// written (a 10,000-page site never holds its 2 GB of HTML at once). Used by the
// build's own thread and by each render worker.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

export interface PageWriter {
  /** starts writing a file below the folder; resolves once another may start (a few are in flight) */
  write(path: string, contents: string): Promise<void>;
  /** resolves once every file is written; rejects with the first write that failed */
  drain(): Promise<void>;
}

/** writes in flight at once: enough to keep the disk busy, few enough to bound the memory */
const IN_FLIGHT = 32;
/** and their size: a large site's listings run to 24 MB a page, and a run of them held at once (each with its encoded copy) made a third of a 10,000-page build's peak memory */
const IN_FLIGHT_CHARS = 4 * 1024 * 1024;

export function pageWriter(dir: string): PageWriter {
  const folders = new Map<string, Promise<unknown>>();
  const pending = new Set<Promise<void>>();
  let pendingChars = 0;
  let failure: unknown = null;
  // each folder is made once, not once per file (a mkdir costs as much as a small write)
  const folder = (path: string) => {
    const made = folders.get(path) ?? mkdir(path, { recursive: true });
    folders.set(path, made);
    return made;
  };
  return {
    async write(path, contents) {
      if (failure) throw failure;
      const target = join(dir, path);
      pendingChars += contents.length;
      const written = folder(dirname(target))
        .then(() => writeFile(target, contents))
        .catch((error: unknown) => {
          failure ??= error;
        })
        .finally(() => {
          pending.delete(written);
          pendingChars -= contents.length;
        });
      pending.add(written);
      while (pending.size >= IN_FLIGHT || (pending.size > 0 && pendingChars > IN_FLIGHT_CHARS)) await Promise.race(pending);
      if (failure) throw failure;
    },
    async drain() {
      await Promise.all(pending);
      if (failure) throw failure;
    },
  };
}
