/**
 * A hostile or flaky Storyblok on 127.0.0.1: a proxy in front of the plain fake (storyblok-api.ts)
 * that answers chosen requests with faults a real network or a misbehaving CDN produces: redirects to
 * internal addresses, 5xx and 429 bursts, HTML or empty answers, bodies cut off, stalled or endless,
 * content published mid-fetch (a new cv), endless paging and very large assets.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { closeServer } from "../../build/shared/close-server";
import { type FakeRoute, type FakeStoryblok, startFakeStoryblok } from "./storyblok-api";

export interface Upstream {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface HostileContext {
  request: http.IncomingMessage;
  response: http.ServerResponse;
  query: Record<string, string>;
  /** The plain fake's answer to the same request. */
  forward(): Promise<Upstream>;
}

export type Handler = (context: HostileContext) => void | Promise<void>;

export interface HostileRule {
  route: FakeRoute;
  /** Only this page of a paged route. */
  page?: number;
  /** How many matching requests get the fault (default: all). */
  times?: number;
  handle: Handler;
}

export interface HostileStoryblok {
  apiBase: string;
  assetBase: string;
  token: string;
  cv: number;
  /** Every request that reached the proxy, by route. */
  hits: { route: FakeRoute | "other"; path: string; query: Record<string, string> }[];
  rule(rule: HostileRule): void;
  close(): Promise<void>;
}

function routeOf(urlPath: string): FakeRoute | "other" {
  if (urlPath.startsWith("/v2/cdn/spaces/me")) return "spaces";
  if (urlPath === "/v2/cdn/stories") return "stories";
  if (urlPath.startsWith("/v2/cdn/stories/")) return "story";
  if (urlPath === "/v2/cdn/links") return "links";
  if (urlPath.startsWith("/f/")) return "assets";
  return "other";
}

function forwarder(inner: FakeStoryblok, url: string): () => Promise<Upstream> {
  return () =>
    new Promise((resolve, reject) => {
      http
        .get(`${inner.assetBase}${url}`, (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () => {
            // The body is re-sent whole (or cut) with its own length, so the upstream framing headers go.
            const {
              "transfer-encoding": _chunked,
              "content-length": _length,
              connection: _connection,
              "keep-alive": _keepAlive,
              ...headers
            } = answer.headers as Record<string, string>;
            resolve({ status: answer.statusCode ?? 500, headers, body: Buffer.concat(chunks) });
          });
          answer.on("error", reject);
        })
        .on("error", reject);
    });
}

export function send(response: http.ServerResponse, upstream: Upstream): void {
  const headers = { ...upstream.headers, "content-length": String(upstream.body.length) };
  response.writeHead(upstream.status, headers).end(upstream.body);
}

/** Starts the hostile proxy over a plain fake serving `contentDir`. */
export async function startHostileStoryblok(contentDir: string): Promise<HostileStoryblok> {
  const inner = await startFakeStoryblok(contentDir);
  const rules: (HostileRule & { left: number })[] = [];
  const hits: HostileStoryblok["hits"] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const route = routeOf(url.pathname);
    const query = Object.fromEntries(url.searchParams);
    hits.push({ route, path: url.pathname, query });
    const forward = forwarder(inner, request.url ?? "/");
    const rule = rules.find((r) => r.route === route && r.left > 0 && (r.page === undefined || r.page === Number(query.page ?? 1)));
    if (!rule)
      return void forward().then(
        (upstream) => send(response, upstream),
        () => response.socket?.destroy(),
      );
    rule.left--;
    void Promise.resolve(rule.handle({ request, response, query, forward })).catch(() => response.socket?.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiBase: `${origin}/v2`,
    assetBase: origin,
    token: inner.token,
    cv: inner.cv,
    hits,
    rule: (rule) => rules.push({ ...rule, left: rule.times ?? Infinity }),
    async close() {
      await closeServer(server);
      await inner.close();
    },
  };
}

/** A plain server standing for an internal address (a cloud metadata service); it records every hit. */
export async function startInternalService(): Promise<{ origin: string; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request.url ?? "/");
    response.writeHead(200, { "content-type": "image/jpeg" }).end("AKIA-secret-credentials");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () => closeServer(server),
  };
}
