import { setTimeout as wait } from "node:timers/promises";
import { StoryblokUnreachableError } from "./fetch-errors";
import type { FetchOptions } from "./fetch-options";

/**
 * A failure worth another try: a 5xx, a 429 or a network failure. `retryAfterMs` is the server's
 * Retry-After when it sent one.
 */
export class TransientError extends StoryblokUnreachableError {
  constructor(
    what: string,
    fix: string,
    readonly retryAfterMs?: number,
  ) {
    super(what, fix);
    this.name = "TransientError";
  }
}

const defaultPause = (ms: number, signal?: AbortSignal) => wait(ms, undefined, { signal });

/** Retry-After in seconds or as an HTTP date, in milliseconds; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | undefined | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Exponential back-off with equal jitter: half the doubled delay fixed, half random. */
export function backOff(retry: number, options: Pick<FetchOptions, "retryBaseMs" | "random">): number {
  const full = options.retryBaseMs * 2 ** (retry - 1);
  return Math.round(full / 2 + (options.random ?? Math.random)() * (full / 2));
}

/**
 * Runs `attempt` until it succeeds, fails for good, or the retries or their time budget run out.
 * The budget counts the failed attempts' own time as well as the waits between them, so a server
 * that stalls every attempt until the idle limit fails the fetch in about a minute, not several.
 * Each retry is noted (stderr in the CLI) with what failed and how long the fetch waits.
 */
export async function withRetries<T>(label: string, options: FetchOptions, attempt: () => Promise<T>): Promise<T> {
  let spent = 0;
  for (let retry = 1; ; retry++) {
    const started = performance.now();
    try {
      return await attempt();
    } catch (error) {
      spent += performance.now() - started;
      if (!(error instanceof TransientError) || options.signal?.aborted) throw error;
      if (retry > options.retries) throw withCount(error, options.retries);
      const delay = Math.max(error.retryAfterMs ?? 0, backOff(retry, options));
      if (spent + delay > options.retryBudgetMs) {
        throw new StoryblokUnreachableError(
          `${error.what} Another try would wait ${(delay / 1000).toFixed(1)} s, beyond the ${options.retryBudgetMs / 1000} s the fetch spends on one request.`,
          error.fix,
        );
      }
      options.notes?.(`retry ${retry} of ${options.retries} for ${label} in ${(delay / 1000).toFixed(1)} s: ${error.what}`);
      spent += delay;
      await (options.pause ?? defaultPause)(delay, options.signal);
    }
  }
}

function withCount(error: TransientError, retries: number): StoryblokUnreachableError {
  return retries === 0 ? error : new StoryblokUnreachableError(`${error.what.replace(/\.$/, "")}, also after ${retries} ${retries === 1 ? "retry" : "retries"}.`, error.fix);
}
