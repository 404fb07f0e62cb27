/**
 * The fetch function handed to storyblok-js-client. The client turns every thrown error into a bare
 * `{ message }`, losing what went wrong, so failures are encoded into the message here and decoded
 * again by `decodeTransportFailure`. The client gets no timeout of its own (its timer outlives a
 * failed request); this transport's watchdog limits each request (idle, rate and deadline) and
 * clears its timers when done.
 * A 429 never reaches the client, whose own retry logs to stdout and ignores Retry-After: the fetch
 * retries it (retry.ts).
 */

import type { FetchOptions } from "./fetch-options";
import { BodyFailure, limitsOf, readBody, startWatchdog } from "./watchdog";

export type TransportFailureKind =
  | "timeout"
  | "stopped"
  | "network"
  | "rate-limit"
  | "stalled"
  | "slow"
  | "deadline"
  | "cut"
  | "json-cut"
  | "too-large"
  | "html"
  | "empty"
  | "not-json"
  | "not-object";

const PREFIX = "storyblok-transport";
const ENCODED = new RegExp(`^${PREFIX}:([a-z-]+):(.*)$`, "s");
/** A CDN API page of 100 stories is a few MB at most; an answer past this is not ending. */
export const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

function failure(kind: TransportFailureKind, detail: string): Error {
  return new Error(`${PREFIX}:${kind}:${detail}`);
}

export function decodeTransportFailure(message: string): { kind: TransportFailureKind; detail: string } | undefined {
  const match = ENCODED.exec(message);
  return match ? { kind: match[1] as TransportFailureKind, detail: match[2] ?? "" } : undefined;
}

/** "fetch failed" alone says nothing; the cause carries ECONNREFUSED, ENOTFOUND, "other side closed"… */
export function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  const detail = cause?.code ?? cause?.message;
  return detail ? `${error.message} (${detail})` : error.message;
}

function rebuild(response: Response, body: string | null): Response {
  const headers = new Headers(response.headers);
  // The body below is already decoded text, so the original encoding and length no longer apply.
  headers.delete("content-encoding");
  headers.delete("content-length");
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

function parsed(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

function excerpt(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, 80);
}

/** A successful answer must be a JSON object; anything else says what it was instead. */
function checkAnswer(response: Response, text: string): Response {
  if (response.status === 204) return rebuild(response, null);
  const json = parsed(text);
  if (!response.ok) {
    // An HTML error page from a proxy must not hide the status code behind a JSON parse error.
    return json ? rebuild(response, text) : rebuild(response, JSON.stringify({ error: excerpt(text) || response.statusText }));
  }
  if (text.trim() === "") throw failure("empty", `${Buffer.byteLength(text)}`);
  if (!json) {
    const html = /^\s*<(!doctype|html|head|body|\?xml)/i.test(text) || /html/i.test(response.headers.get("content-type") ?? "");
    if (html) throw failure("html", /<title>([^<]*)<\/title>/i.exec(text)?.[1]?.trim() || excerpt(text));
    // An answer that ended cleanly in the middle of a JSON document was cut short upstream.
    if (/^\s*[{[]/.test(text)) throw failure("json-cut", `${Buffer.byteLength(text)}`);
    throw failure("not-json", `${Buffer.byteLength(text)} bytes starting "${excerpt(text).slice(0, 40)}"`);
  }
  if (json.value === null || typeof json.value !== "object" || Array.isArray(json.value)) {
    throw failure("not-object", json.value === null ? "null" : Array.isArray(json.value) ? "a list" : `a ${typeof json.value}`);
  }
  return rebuild(response, text);
}

function bodyFailure(error: BodyFailure): Error {
  const of = error.announced === undefined ? `${error.received}` : `${error.received} of ${error.announced}`;
  return failure(error.kind, of);
}

function requestFailure(why: string | undefined, error: unknown): Error {
  if (why === "stopped") return failure("stopped", "");
  if (why === "deadline") return failure("deadline", "0");
  return why ? failure("timeout", "") : failure("network", describeNetworkError(error));
}

export function createTransport(options: Pick<FetchOptions, "timeoutSeconds" | "deadlineSeconds" | "minBytesPerSecond" | "rateWindowSeconds" | "signal">): typeof fetch {
  const limits = limitsOf(options);
  return async (input, init) => {
    const watchdog = startWatchdog(limits, options.signal);
    try {
      let response: Response;
      try {
        response = await fetch(input, { ...init, signal: watchdog.signal });
      } catch (error) {
        throw requestFailure(watchdog.reason(), error);
      }
      watchdog.answered();
      if (response.status === 429) {
        await response.body?.cancel();
        throw failure("rate-limit", response.headers.get("retry-after") ?? "");
      }
      const chunks: Uint8Array[] = [];
      try {
        await readBody(response, watchdog, MAX_ANSWER_BYTES, (chunk) => chunks.push(chunk));
      } catch (error) {
        throw error instanceof BodyFailure ? bodyFailure(error) : error;
      }
      return checkAnswer(response, Buffer.concat(chunks).toString("utf8"));
    } finally {
      watchdog.stop();
    }
  };
}
