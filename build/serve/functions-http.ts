// Converts between Node's http objects and the web Request/Response a modern Netlify
// function speaks, adding the headers Netlify's edge adds in front of every function.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { withSecurityHeaders } from "../../src/lib/security-headers";
import { siteRequestUrl } from "./request-shape";

export interface IncomingRequest {
  request: Request;
  ip: string;
  /** Stops reading the body and throws the rest away, so the connection can be reused. */
  discardBody(): void;
}

// Netlify overwrites these with what it saw itself; a client cannot choose its own address.
const EDGE_HEADERS = new Set(["x-forwarded-for", "x-nf-client-connection-ip", "x-nf-request-id", "x-real-ip"]);

/** `siteUrl`: the site's configured address, which the request's URL carries (its Host is the client's to choose). */
export function toWebRequest(req: IncomingMessage, requestId: string, siteUrl: string): IncomingRequest {
  const ip = clientIp(req);
  const headers = new Headers();
  for (let index = 0; index < req.rawHeaders.length; index += 2) {
    const name = req.rawHeaders[index]!;
    if (!EDGE_HEADERS.has(name.toLowerCase())) headers.append(name, req.rawHeaders[index + 1]!);
  }
  headers.set("x-forwarded-for", ip);
  headers.set("x-nf-client-connection-ip", ip);
  headers.set("x-nf-request-id", requestId);
  const url = siteRequestUrl(req.url, siteUrl);
  const method = req.method ?? "GET";
  if (method === "GET" || method === "HEAD") {
    return { request: new Request(url, { method, headers }), ip, discardBody: () => req.resume() };
  }
  const body = bodyStream(req);
  const request = new Request(url, { method, headers, body: body.stream, duplex: "half" } as RequestInit);
  return { request, ip, discardBody: body.discard };
}

/** The socket's own address, with IPv4-mapped IPv6 written as plain IPv4. */
function clientIp(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? "127.0.0.1";
  return address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
}

/**
 * Unlike Readable.toWeb, cancelling this stream (a function refusing an oversized body)
 * drains the rest instead of destroying the socket, so the refusal still reaches the client.
 */
function bodyStream(req: IncomingMessage): { stream: ReadableStream<Uint8Array>; discard(): void } {
  let open = true;
  const discard = () => {
    open = false;
    req.removeAllListeners("data");
    req.resume();
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      req.on("data", (chunk: Buffer) => {
        if (!open) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.on("end", () => open && controller.close());
      req.on("error", (error) => open && controller.error(error));
      req.pause();
    },
    pull() {
      req.resume();
    },
    cancel: discard,
  });
  return { stream, discard };
}

export async function writeWebResponse(res: ServerResponse, response: Response, method: string, extraCookies: string[] = []): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value);
  });
  const cookies = [...response.headers.getSetCookie(), ...extraCookies];
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  if (!response.body || method === "HEAD") {
    res.end();
    return;
  }
  // a client that went away is no error of the server's: the answer is dropped
  if (res.destroyed) return void (await response.body.cancel().catch(() => undefined));
  try {
    await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), res);
  } catch (error) {
    if (!res.destroyed) throw error;
  }
}

export async function writeJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  // the server's own answers (refusals, its 500) carry the site's security headers, as a function's do
  await writeWebResponse(res, withSecurityHeaders(Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } })), "GET");
}
