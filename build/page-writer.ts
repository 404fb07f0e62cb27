// Pages written into the output folder as they are rendered, by a thread of their
// own: the rendering thread hands each page over and goes on to the next, and no
// page's HTML is kept once written (a 10,000-page site never holds its gigabyte of
// HTML at once). Used by the build's own thread and by each render worker.
//
// The writer thread encodes each page and writes it synchronously
// (build/page-writer-thread.mjs). Before, the rendering thread encoded every page and
// wrote it through the thread pool (open, write and close, each with a file handle and
// promises): a 1,000-page build spent about 8% of its time on that, and writing from
// the rendering thread itself instead lost as much on 10,000 pages, where the system
// makes a writer wait for the disk.
import { join } from "node:path";
import { Worker } from "node:worker_threads";

export interface PageWriter {
  /** hands a file below the folder to the writer; resolves once another may follow (a few MB are in flight) */
  write(path: string, contents: string): Promise<void>;
  /** resolves once every file is written and the writer has stopped; rejects with the first write that failed */
  drain(): Promise<void>;
}

/**
 * Characters handed over and not yet written: enough to keep the writer busy, few enough to
 * bound the memory, since each page is copied to the writer (a 10,000-route site's listings run
 * to 20 MB a page; with 16 MB in flight its build peaked at 1.16 GB, with 4 MB under 1 GB).
 */
const IN_FLIGHT_CHARS = 4 * 1024 * 1024;

interface Reply {
  written: number;
  error?: { message: string; code?: string };
}

export function pageWriter(dir: string): PageWriter {
  const thread = new Worker(new URL("./page-writer-thread.mjs", import.meta.url));
  let inFlight = 0;
  let failure: Error | null = null;
  const waiting: (() => void)[] = [];
  const wake = () => {
    for (const resume of waiting.splice(0)) resume();
  };
  const fail = (error: Error) => {
    failure ??= error;
    wake();
  };
  thread.on("message", ({ written, error }: Reply) => {
    inFlight -= written;
    if (error) fail(Object.assign(new Error(error.message), { code: error.code }));
    wake();
  });
  thread.on("error", fail);
  thread.on("exit", (code) => {
    if (inFlight > 0) fail(new Error(`the page writer stopped (exit code ${code}) with pages still to write`));
  });
  const until = async (done: () => boolean) => {
    while (!done() && !failure) await new Promise<void>((resume) => waiting.push(resume));
  };
  return {
    async write(path, contents) {
      if (failure) throw failure;
      inFlight += contents.length;
      thread.postMessage({ target: join(dir, path), contents });
      if (inFlight > IN_FLIGHT_CHARS) await until(() => inFlight <= IN_FLIGHT_CHARS);
      if (failure) throw failure;
    },
    async drain() {
      await until(() => inFlight === 0);
      await thread.terminate();
      if (failure) throw failure;
    },
  };
}
