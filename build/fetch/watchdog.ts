/**
 * One request's time limits: an idle limit (no byte for N s, before or during the answer), an
 * overall deadline from asking to the last byte, and a minimum rate once the answer has begun
 * (curl's --speed-limit/--speed-time: a drip-fed answer never goes idle). Its signal aborts the
 * request; `stop()` clears every timer, so a failed fetch leaves nothing behind that keeps the
 * process alive.
 */
import type { FetchOptions } from "./fetch-options";

export type WatchdogReason = "idle" | "slow" | "deadline" | "stopped";

export interface Limits {
  idleMs: number;
  deadlineMs: number;
  /** Fewer bytes than this a second over one window fails the request; 0: no minimum. */
  minBytesPerSecond: number;
  windowMs: number;
}

export function limitsOf(options: Pick<FetchOptions, "timeoutSeconds" | "deadlineSeconds" | "minBytesPerSecond" | "rateWindowSeconds">): Limits {
  return {
    idleMs: options.timeoutSeconds * 1000,
    deadlineMs: options.deadlineSeconds * 1000,
    minBytesPerSecond: options.minBytesPerSecond,
    windowMs: options.rateWindowSeconds * 1000,
  };
}

export interface Watchdog {
  readonly signal: AbortSignal;
  /** Why the signal fired: one of the limits, or the caller's own signal. */
  reason(): WatchdogReason | undefined;
  /** Something arrived (a redirect, say): the idle limit starts again. */
  touch(): void;
  /** The answer to read has begun: the rate is measured from here. */
  answered(): void;
  /** Body bytes arrived. */
  received(bytes: number): void;
  stop(): void;
}

export function startWatchdog(limits: Limits, outer?: AbortSignal): Watchdog {
  const controller = new AbortController();
  let why: WatchdogReason | undefined;
  const fire = (reason: WatchdogReason) => {
    why ??= reason;
    controller.abort(new Error(`request ${reason}`));
  };
  const idle = setTimeout(() => fire("idle"), limits.idleMs);
  const deadline = setTimeout(() => fire("deadline"), limits.deadlineMs);
  let rate: NodeJS.Timeout | undefined;
  let inWindow = 0;
  const checkRate = () => {
    if (inWindow < (limits.minBytesPerSecond * limits.windowMs) / 1000) fire("slow");
    inWindow = 0;
  };
  const onOuter = () => fire("stopped");
  if (outer?.aborted) onOuter();
  outer?.addEventListener("abort", onOuter, { once: true });
  return {
    signal: controller.signal,
    reason: () => why,
    touch: () => void idle.refresh(),
    answered() {
      idle.refresh();
      clearInterval(rate);
      inWindow = 0;
      if (limits.minBytesPerSecond > 0) rate = setInterval(checkRate, limits.windowMs);
    },
    received(bytes) {
      idle.refresh();
      inWindow += bytes;
    },
    stop() {
      clearTimeout(idle);
      clearTimeout(deadline);
      clearInterval(rate);
      outer?.removeEventListener("abort", onOuter);
    },
  };
}

/** Why reading stopped early, with the number of bytes that had arrived. */
export class BodyFailure extends Error {
  constructor(
    readonly kind: "stalled" | "slow" | "deadline" | "cut" | "too-large" | "stopped",
    readonly received: number,
    readonly announced: number | undefined,
  ) {
    super(`body ${kind} after ${received} bytes`);
  }
}

function announcedLength(response: Response): number | undefined {
  const value = Number(response.headers.get("content-length") ?? NaN);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * Reads a body chunk by chunk into `sink`, telling the watchdog of every chunk and stopping at
 * `maxBytes`. A body that ends short of its content-length, or whose connection drops, is "cut".
 */
export async function readBody(response: Response, watchdog: Watchdog, maxBytes: number, sink: (chunk: Uint8Array) => unknown): Promise<number> {
  const announced = announcedLength(response);
  const reader = response.body?.getReader();
  let received = 0;
  try {
    if (announced !== undefined && announced > maxBytes) throw new BodyFailure("too-large", 0, announced);
    for (let step = await nextChunk(reader, watchdog, received, announced); !step.done; step = await nextChunk(reader, watchdog, received, announced)) {
      watchdog.received(step.value.length);
      received += step.value.length;
      if (received > maxBytes) throw new BodyFailure("too-large", received, announced);
      await sink(step.value);
    }
  } catch (error) {
    await reader?.cancel().catch(() => {});
    throw error;
  }
  if (announced !== undefined && received !== announced) throw new BodyFailure("cut", received, announced);
  return received;
}

type Step = { done: true; value?: undefined } | { done: false; value: Uint8Array };

async function nextChunk(reader: ReadableStreamDefaultReader<Uint8Array> | undefined, watchdog: Watchdog, received: number, announced: number | undefined): Promise<Step> {
  if (!reader) return { done: true };
  try {
    return (await reader.read()) as Step;
  } catch {
    const why = watchdog.reason();
    throw new BodyFailure(why === undefined ? "cut" : why === "idle" ? "stalled" : why, received, announced);
  }
}
