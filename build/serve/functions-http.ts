// Converts between Node's http objects and the web Request/Response a modern Netlify
// function speaks, adding the headers Netlify's edge adds in front of every function.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { withSecurityHeaders } from "../../src/lib/security-headers";
import { siteRequestUrl } from "./request-shape";

/** Netlify's limit on a function's request body (AWS Lambda's 6 MB); a larger one never reaches the function. */
export const MAX_FUNCTION_BODY_BYTES = 6 * 1024 * 1024;

export type IncomingRequest =
  | { kind: "request"; request: Request; ip: string }
  /** the client left before its body was whole: nothing to hand a function, nobody to answer */
  | { kind: "left"; ip: string }
  | { kind: "too-large"; ip: string };

// Netlify overwrites these with what it saw itself; a client cannot choose its own address.
const EDGE_HEADERS = new Set(["x-forwarded-for", "x-nf-client-connection-ip", "x-nf-request-id", "x-real-ip"]);

/**
 * The web Request a function is handed, as Netlify builds it: on the site's configured address
 * (`siteUrl`; the Host is the client's to choose), with the edge's own headers, and with the
 * body read whole first, so a client that leaves mid-body never reaches a function.
 */
export async function toWebRequest(req: IncomingMessage, requestId: string, siteUrl: string): Promise<IncomingRequest> {
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
    req.resume();
    return { kind: "request", request: new Request(url, { method, headers }), ip };
  }
  // a declared size past the limit is refused at once, as Netlify does, without waiting for the bytes
  if (Number(req.headers["content-length"] ?? 0) > MAX_FUNCTION_BODY_BYTES) return { kind: "too-large", ip };
  const body = await wholeBody(req);
  if (body === "left" || body === "too-large") return { kind: body, ip };
  return { kind: "request", request: new Request(url, { method, headers, body: new Uint8Array(body) }), ip };
}

/** The socket's own address, with IPv4-mapped IPv6 written as plain IPv4. */
export function clientIp(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? "127.0.0.1";
  return address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
}

/** Past the limit the rest is read and dropped, so the refusal still reaches the client on a usable connection. */
function wholeBody(req: IncomingMessage): Promise<Buffer | "left" | "too-large"> {
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_FUNCTION_BODY_BYTES) chunks.push(chunk);
    });
    req.on("end", () => done(size > MAX_FUNCTION_BODY_BYTES ? "too-large" : Buffer.concat(chunks)));
    req.on("error", () => done("left"));
    req.on("close", () => {
      if (!req.complete) done("left");
    });
  });
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
