/**
 * The fetch function handed to storyblok-js-client. The client turns every thrown error into a bare
 * `{ message }`, losing whether the request timed out, the network failed or the answer was cut off,
 * so failures are encoded into the message here and decoded again by `decodeTransportFailure`.
 * Reading the whole body here also puts the body inside the client's timeout.
 */

export type TransportFailureKind = "timeout" | "network" | "unreadable";

const PREFIX = "storyblok-transport";
const ENCODED = new RegExp(`^${PREFIX}:(timeout|network|unreadable):(.*)$`, "s");

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

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function rebuild(response: Response, body: string | null): Response {
  const headers = new Headers(response.headers);
  // The body below is already decoded text, so the original encoding and length no longer apply.
  headers.delete("content-encoding");
  headers.delete("content-length");
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

async function readAnswer(response: Response): Promise<Response> {
  const body = await response.text();
  if (response.status === 204) return rebuild(response, null);
  if (isJson(body)) return rebuild(response, body);
  if (response.ok) {
    throw failure("unreadable", `${response.status} answer of ${body.length} bytes is not complete JSON`);
  }
  // An HTML error page from a proxy must not hide the status code behind a JSON parse error.
  const summary = body.replace(/\s+/g, " ").trim().slice(0, 160);
  return rebuild(response, JSON.stringify({ error: summary || response.statusText }));
}

export const storyblokTransport: typeof fetch = async (input, init) => {
  try {
    return await readAnswer(await fetch(input, init));
  } catch (error) {
    if (error instanceof Error && decodeTransportFailure(error.message)) throw error;
    if (init?.signal?.aborted) throw failure("timeout", "no answer before the time limit");
    throw failure("network", describeNetworkError(error));
  }
};
