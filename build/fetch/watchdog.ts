/**
 * One request's time limits: an idle limit (no byte for N s, before or during the answer) and an
 * optional overall deadline. Its signal aborts the request; `stop()` clears every timer, so a failed
 * fetch leaves nothing behind that keeps the process alive.
 */
export type WatchdogReason = "idle" | "deadline" | "stopped";

export interface Watchdog {
  readonly signal: AbortSignal;
  readonly idleSeconds: number;
  /** Why the signal fired: the idle limit, the deadline, or the caller's own signal. */
  reason(): WatchdogReason | undefined;
  /** Bytes arrived: the idle limit starts again. */
  touch(): void;
  stop(): void;
}

export function startWatchdog(idleMs: number, outer?: AbortSignal, deadlineMs?: number): Watchdog {
  const controller = new AbortController();
  let why: WatchdogReason | undefined;
  const fire = (reason: WatchdogReason) => {
    why ??= reason;
    controller.abort(new Error(`request ${reason}`));
  };
  const idle = setTimeout(() => fire("idle"), idleMs);
  const deadline = deadlineMs === undefined ? undefined : setTimeout(() => fire("deadline"), deadlineMs);
  const onOuter = () => fire("stopped");
  if (outer?.aborted) onOuter();
  outer?.addEventListener("abort", onOuter, { once: true });
  return {
    signal: controller.signal,
    idleSeconds: idleMs / 1000,
    reason: () => why,
    touch: () => void idle.refresh(),
    stop() {
      clearTimeout(idle);
      clearTimeout(deadline);
      outer?.removeEventListener("abort", onOuter);
    },
  };
}

/** Why reading stopped early, with the number of bytes that had arrived. */
export class BodyFailure extends Error {
  constructor(
    readonly kind: "stalled" | "deadline" | "cut" | "too-large" | "stopped",
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
 * Reads a body chunk by chunk into `sink`, touching the watchdog on every chunk and stopping at
 * `maxBytes`. A body that ends short of its content-length, or whose connection drops, is "cut".
 */
export async function readBody(response: Response, watchdog: Watchdog, maxBytes: number, sink: (chunk: Uint8Array) => unknown): Promise<number> {
  const announced = announcedLength(response);
  const reader = response.body?.getReader();
  let received = 0;
  try {
    if (announced !== undefined && announced > maxBytes) throw new BodyFailure("too-large", 0, announced);
    for (let step = await nextChunk(reader, watchdog, received, announced); !step.done; step = await nextChunk(reader, watchdog, received, announced)) {
      watchdog.touch();
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
