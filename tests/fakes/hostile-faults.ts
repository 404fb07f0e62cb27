/** The faults the hostile Storyblok (hostile-storyblok.ts) can answer with, one handler each. */
import { type Handler, send } from "./hostile-storyblok";

const JSON_TYPE = { "content-type": "application/json; charset=utf-8" };

export const status =
  (code: number, headers: Record<string, string> = {}): Handler =>
  ({ response }) =>
    void response.writeHead(code, { ...JSON_TYPE, ...headers }).end(JSON.stringify({ error: `fault ${code}` }));

export const redirectTo =
  (location: string, code = 302): Handler =>
  ({ response }) =>
    void response.writeHead(code, { location }).end();

/** What a proxy or captive portal sends: a 200 HTML page. */
export const htmlPage: Handler = ({ response }) =>
  void response.writeHead(200, { "content-type": "text/html" }).end("<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>");

export const emptyBody: Handler = ({ response }) => void response.writeHead(200, { ...JSON_TYPE, "content-length": "0" }).end();

export const nullBody: Handler = ({ response }) => void response.writeHead(200, JSON_TYPE).end("null");

export const reset: Handler = ({ response }) => void response.socket?.destroy();

/** The real answer's headers with its full length announced, `bytes` of the body, then the connection drops. */
export const cutAfter =
  (bytes: number): Handler =>
  async ({ response, forward }) => {
    const upstream = await forward();
    response.writeHead(upstream.status, { ...upstream.headers, "content-length": String(upstream.body.length) });
    response.write(upstream.body.subarray(0, bytes), () => response.socket?.destroy());
  };

/** `bytes` of the real answer, then nothing more (the connection stays open until the fake closes). */
export const stallAfter =
  (bytes: number): Handler =>
  async ({ response, forward }) => {
    const upstream = await forward();
    response.writeHead(upstream.status, { ...upstream.headers, "content-length": String(upstream.body.length) });
    response.write(upstream.body.subarray(0, bytes));
  };

/** Headers and then JSON-looking bytes forever, as fast as the client takes them. */
export const endlessBody: Handler = ({ response }) => {
  response.writeHead(200, JSON_TYPE);
  const chunk = Buffer.from(`{"stories":[${'{"name":"again"},'.repeat(4000)}`);
  const pump = () => {
    while (!response.destroyed && response.write(chunk));
    if (!response.destroyed) response.once("drain", pump);
  };
  pump();
};

/** A generated body of `size` zero bytes, streamed with its length announced. */
export const bigAsset =
  (size: number): Handler =>
  ({ response }) => {
    response.writeHead(200, { "content-type": "video/mp4", "content-length": String(size) });
    const chunk = Buffer.alloc(256 * 1024);
    let left = size;
    const pump = () => {
      while (left > 0 && !response.destroyed) {
        const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= part.length;
        if (!response.write(part)) return void response.once("drain", pump);
      }
      response.end();
    };
    pump();
  };

/** The real answer with its JSON changed by `change`. */
export const rewriteJson =
  (change: (body: Record<string, unknown>, query: Record<string, string>) => Record<string, unknown>): Handler =>
  async ({ response, forward, query }) => {
    const upstream = await forward();
    send(response, { ...upstream, body: Buffer.from(JSON.stringify(change(JSON.parse(upstream.body.toString()), query))) });
  };

/** Content published during the fetch: the answer carries a newer cv. */
export const newerCv = (cv: number): Handler => rewriteJson((body) => ({ ...body, cv }));

/** A links endpoint that never runs dry: every page holds new links, whatever the total says. */
export const endlessLinks: Handler = rewriteJson((_body, query) => {
  const page = Number(query.page ?? 1);
  const links = Object.fromEntries(
    Array.from({ length: Number(query.per_page ?? 25) }, (_, i) => {
      const uuid = `endless-${page}-${i}`;
      return [uuid, { id: page * 10_000 + i, uuid, slug: uuid, is_folder: false }];
    }),
  );
  return { links };
});

/** The real answer with body and headers changed by `change` (e.g. extra stories and a matching total). */
export const rewriteAnswer =
  (change: (answer: { body: Record<string, unknown>; headers: Record<string, string> }) => void): Handler =>
  async ({ response, forward }) => {
    const upstream = await forward();
    const answer = { body: JSON.parse(upstream.body.toString()) as Record<string, unknown>, headers: { ...upstream.headers } };
    change(answer);
    send(response, { ...upstream, headers: answer.headers, body: Buffer.from(JSON.stringify(answer.body)) });
  };

/**
 * A space being published to: every answer carries the cv `current()` returns at that moment
 * (spaces/me as its version, stories and links pages as their cv).
 */
export const liveCv = (current: () => number): Handler =>
  rewriteJson((body) => (body.space ? { ...body, space: { ...(body.space as object), version: current() } } : { ...body, cv: current() }));

/** The real answer in `parts` slices, `gapMs` apart: slow but never idle for long. */
export const drip =
  (parts: number, gapMs: number): Handler =>
  async ({ response, forward }) => {
    const upstream = await forward();
    response.writeHead(upstream.status, { ...upstream.headers, "content-length": String(upstream.body.length) });
    const size = Math.ceil(upstream.body.length / parts);
    for (let i = 0; i < parts; i++) {
      response.write(upstream.body.subarray(i * size, (i + 1) * size));
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    response.end();
  };

/** The real answer `bytes` at a time, `gapMs` apart, until it is all sent or the client goes: never idle, far too slow. */
export const trickle =
  (bytes: number, gapMs: number): Handler =>
  async ({ response, forward }) => {
    const upstream = await forward();
    response.writeHead(upstream.status, { ...upstream.headers, "content-length": String(upstream.body.length) });
    for (let at = 0; at < upstream.body.length && !response.destroyed; at += bytes) {
      response.write(upstream.body.subarray(at, at + bytes));
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    response.end();
  };
