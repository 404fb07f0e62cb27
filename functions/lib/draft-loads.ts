// Reads from Storyblok that answer more than one request. Identical reads in flight are one read,
// and a finished one answers requests for a while after (REUSE_MS), so fifty editor page loads at
// once cost Storyblok one load, however long rendering them keeps the later ones waiting. Saving a
// draft does not move the cv, so the page the bridge reloads after a save asks for a read started
// after it arrived (`startedAfter`), never one from before the save.
import type { RawContent } from "../../build/pipeline/load/read-content";

/** How long a finished read answers requests that did not ask for a fresh one. */
export const REUSE_MS = 10_000;

export interface SharedRead<T> {
  started: number;
  finished?: number;
  promise: Promise<T>;
}

/** Starts `work`, noting when it started and when it finished (a failed read is never reused). */
export function startRead<T>(work: () => Promise<T>, now: () => number): SharedRead<T> {
  const read: SharedRead<T> = { started: now(), promise: work() };
  read.promise.then(
    () => {
      read.finished = now();
    },
    () => {},
  );
  return read;
}

/** Whether `read` may answer a request now: with `startedAfter`, only one started since; else one in flight or finished within REUSE_MS. */
export function mayReuse(read: SharedRead<unknown> | null, now: number, startedAfter?: number): boolean {
  if (!read) return false;
  if (startedAfter !== undefined) return read.started >= startedAfter;
  return read.finished === undefined || read.finished + REUSE_MS >= now;
}

export interface LoadedContent {
  cv: number;
  raw: RawContent;
}

export interface CvLoads {
  /** The newest load that finished, of any cv. */
  latest(): LoadedContent | null;
  inFlight(): Promise<LoadedContent> | null;
  /** A load of `cv`, joined or started: any reusable one, or with `startedAfter` one started since. */
  load(cv: number, startedAfter?: number): Promise<LoadedContent>;
}

/** The loads of one version (draft or published): at most one in flight per cv, later callers join it. */
export function loadsByCv(fetch: (cv: number) => Promise<RawContent>, now: () => number = () => Date.now()): CvLoads {
  let latest: SharedRead<LoadedContent> | null = null;
  let latestContent: LoadedContent | null = null;
  let running: (SharedRead<LoadedContent> & { cv: number }) | null = null;
  return {
    latest: () => latestContent,
    inFlight: () => running?.promise ?? null,
    load(cv, startedAfter) {
      if (running?.cv === cv && mayReuse(running, now(), startedAfter)) return running.promise;
      if (latestContent?.cv === cv && mayReuse(latest, now(), startedAfter)) return latest!.promise;
      // the same object startRead notes the finish on
      const read = Object.assign(
        startRead(async () => {
          const content = { cv, raw: await fetch(cv) };
          if (!latestContent || cv >= latestContent.cv) [latest, latestContent] = [read, content];
          return content;
        }, now),
        { cv },
      );
      running = read;
      read.promise.then(
        () => {
          if (running === read) running = null;
        },
        () => {
          if (running === read) running = null;
        },
      );
      return read.promise;
    },
  };
}
