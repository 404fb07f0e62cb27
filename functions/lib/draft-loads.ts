// The loads of one content version (draft or published), shared: identical reads in flight are one
// read, and a finished one is reused for a moment (REUSE_MS), so fifty editor page loads at once
// cost Storyblok one load. Saving a draft does not move the cv, so the page the bridge reloads after
// a save asks for a load started after it arrived (`startedAfter`), never one from before the save.
import type { RawContent } from "../../build/pipeline/load/read-content";

/** How long a finished load of a cv answers page loads that did not ask for a fresh one. */
export const REUSE_MS = 2000;

export interface LoadedContent {
  cv: number;
  raw: RawContent;
}

interface Load {
  cv: number;
  started: number;
  promise: Promise<LoadedContent>;
}

export interface CvLoads {
  /** The newest load that finished, of any cv. */
  latest(): LoadedContent | null;
  inFlight(): Promise<LoadedContent> | null;
  /** A load of `cv` that started after `startedAfter` (default: within REUSE_MS), joined or started. */
  load(cv: number, startedAfter?: number): Promise<LoadedContent>;
}

export function loadsByCv(fetch: (cv: number) => Promise<RawContent>, now: () => number = () => Date.now()): CvLoads {
  let latest: (LoadedContent & { started: number }) | null = null;
  let running: Load | null = null;
  const reusable = (cv: number, startedAfter: number): Promise<LoadedContent> | null => {
    if (running?.cv === cv && running.started >= startedAfter) return running.promise;
    if (latest?.cv === cv && latest.started >= startedAfter) return Promise.resolve({ cv, raw: latest.raw });
    return null;
  };
  return {
    latest: () => (latest ? { cv: latest.cv, raw: latest.raw } : null),
    inFlight: () => running?.promise ?? null,
    load(cv, startedAfter = now() - REUSE_MS) {
      const shared = reusable(cv, startedAfter);
      if (shared) return shared;
      const started = now();
      const promise = fetch(cv)
        .then((raw) => {
          if (!latest || cv >= latest.cv) latest = { cv, raw, started };
          return { cv, raw };
        })
        .finally(() => {
          if (running?.promise === promise) running = null;
        });
      running = { cv, started, promise };
      return promise;
    },
  };
}
