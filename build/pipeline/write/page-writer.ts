// Pages written into the output folder as they are rendered, by a thread of their
// own: the rendering thread hands each page over and goes on to the next, and no
// page's HTML is kept once written (a 10,000-page site never holds its gigabyte of
// HTML at once). Used by the build's own thread and by each render worker.
//
// The writer thread encodes each page, writes it synchronously and takes its digest
// (build/pipeline/write/page-writer-thread.mjs); a large page goes over in parts, which it
// appends one after another. Before, the rendering thread encoded every page and
// wrote it through the thread pool (open, write and close, each with a file handle and
// promises): a 1,000-page build spent about 8% of its time on that, and writing from
// the rendering thread itself instead lost as much on 10,000 pages, where the system
// makes a writer wait for the disk. Encoding the large pages here (as bytes, handed
// over without a copy) still cost a 10,000-route build 3 to 4 s of its rendering thread:
// 49 listings of 8 MB each.
import { join } from "node:path";
import type { Worker } from "node:worker_threads";

/** What the writer wrote of a page: its bytes and their digest (build/shared/html-digest.mjs). */
export interface WrittenFile {
  bytes: number;
  digest: string;
}

export interface PageWriter {
  /** hands a file below the folder to the writer; resolves once another may follow (a few MB are in flight) */
  write(path: string, contents: string): Promise<void>;
  /** resolves once every file is written and the writer has stopped; rejects with the first write that failed */
  drain(): Promise<void>;
  /**
   * Each file written so far, by the path it was handed over with: the writer takes the digest of the bytes it
   * writes, so the rendering thread neither encodes nor digests a page a second time (a tenth of a full render)
   */
  written: ReadonlyMap<string, WrittenFile>;
}

/** Characters handed over and not yet written: enough to keep the writer busy, few enough to bound the memory (each page is copied to the writer). */
const IN_FLIGHT_CHARS = 4 * 1024 * 1024;

/**
 * Pages longer than this go over in parts of at most this many characters (a 10,000-route site's listings and their
 * variants): the writer's heap never holds a large page whole, and neither thread copies one whole.
 */
export const PART_CHARS = 512 * 1024;

/**
 * The writer's heap. The pages it has written are garbage, and a heap left to grow as it
 * liked held hundreds of MB of them on a 10,000-route build; bounded, it collects them while
 * they are few. What it holds at most is what is in flight plus one page or part: under
 * 4.5 M characters, 9 MB as two-byte strings. At 128 MB the
 * 10,000-route build peaked at 845-861 MB in six runs; at 32 MB at 698-781 MB, in the same time.
 */
const WRITER_HEAP_MB = 32;

interface Reply {
  written: number;
  path?: string;
  bytes?: number;
  digest?: string;
  error?: { message: string; code?: string };
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

export function pageWriter(dir: string): PageWriter {
  // worker_threads loaded at first use: a build that writes no page does without it (about 4 ms to load)
  const { Worker } = process.getBuiltinModule("node:worker_threads");
  const thread: Worker = new Worker(new URL("./page-writer-thread.mjs", import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: WRITER_HEAP_MB } });
  let inFlight = 0;
  let failure: Error | null = null;
  const written = new Map<string, WrittenFile>();
  const waiting: (() => void)[] = [];
  const wake = () => {
    for (const resume of waiting.splice(0)) resume();
  };
  const fail = (error: Error) => {
    failure ??= error;
    wake();
  };
  thread.on("message", (reply: Reply) => {
    inFlight -= reply.written;
    if (reply.error) fail(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
    else if (reply.path !== undefined) written.set(reply.path, { bytes: reply.bytes!, digest: reply.digest! });
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
      const target = join(dir, path);
      const room = async () => {
        if (inFlight > IN_FLIGHT_CHARS) await until(() => inFlight <= IN_FLIGHT_CHARS);
        if (failure) throw failure;
      };
      if (contents.length <= PART_CHARS) {
        inFlight += contents.length;
        thread.postMessage({ path, target, contents, size: contents.length });
        return room();
      }
      for (let start = 0; start < contents.length; ) {
        let end = Math.min(start + PART_CHARS, contents.length);
        // a part never ends between the two halves of a character outside the BMP, which would each encode as U+FFFD
        if (end < contents.length && isHighSurrogate(contents.charCodeAt(end - 1))) end--;
        const part = { first: start === 0, last: end === contents.length };
        inFlight += end - start;
        thread.postMessage({ path, target, contents: contents.slice(start, end), size: end - start, part });
        start = end;
        await room();
      }
    },
    async drain() {
      await until(() => inFlight === 0);
      await thread.terminate();
      if (failure) throw failure;
    },
    written,
  };
}
