// Bad input to the local server is the client's mistake, answered with a 4xx as Netlify
// does, never a 500: hosts no URL can hold, methods no function can be handed, and clients
// that leave before their answer. It also serves what Netlify serves and no more: never
// the rule files of the publish folder, and no encoding the client refused.

import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { IncomingMessage, request, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeWebResponse } from "../../build/serve/functions-http";
import { type RunningServer, startServer } from "../../build/serve/serve";
import { acceptedEncodings } from "../../build/serve/serve-static";
import { sendRaw } from "../helpers/raw-http";

let server: RunningServer;

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), "serve-bad-input-"));
  const out = join(dir, "out");
  await mkdir(out);
  await writeFile(join(out, "index.html"), `<!DOCTYPE html><title>Home</title><p>${"Welcome. ".repeat(200)}</p>`);
  await writeFile(join(out, "_headers"), "/*\n  X-From-Rules: yes\n");
  await writeFile(join(out, "_redirects"), "/old /new 301\n");
  await writeFile(join(dir, "space.json"), JSON.stringify({ cv: 1, version: "published", fetched_at: "2025-01-01T00:00:00.000Z" }));
  server = await startServer({ dir: out, port: 0, contentDir: dir, blobsDir: join(dir, "blobs") });
});

afterAll(() => server?.close());

/** A raw request, for what fetch refuses to send (a broken Host, TRACE). */
function raw(method: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; type: string; body: string; csp: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: "127.0.0.1", port: server.port, method, path, headers, setHost: !("Host" in headers) }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => done({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body, csp: String(res.headers["content-security-policy"]) }));
    });
    req.on("error", fail);
    req.end();
  });
}

describe("bad input to the local server", () => {
  it.each(["[::1", "a b", "user:pw@evil.example", "evil.example/path", "a:99999", "a:0", "[zz]"])(
    "answers a Host header of %j with a 400 JSON error and the security headers, on a function's path and elsewhere",
    async (host) => {
      for (const path of ["/api/send-email", "/", "/img/f/1/x.jpg"]) {
        const answer = await raw("POST", path, { Host: host, "content-type": "application/json" });
        expect(answer.status, path).toBe(400);
        expect((JSON.parse(answer.body) as { error: string }).error).toMatch(/^The Host header .* send the site's own host name\.$|is not a valid IPv6 address/);
        expect(answer.csp).toContain("default-src 'none'");
      }
    },
  );

  it.each(["localhost", "localhost:8888", "127.0.0.1:1", "[::1]:65535", "www.agency.example."])("serves a Host of %j", async (host) => {
    expect((await raw("GET", "/", { Host: host })).status).toBe(200);
  });

  it.each(["TRACE"])("answers %s on a function with a 405 JSON error", async (method) => {
    const answer = await raw(method, "/api/send-email");
    expect(answer.status).toBe(405);
    expect(JSON.parse(answer.body)).toEqual({ error: `${method} is not accepted at /api/send-email.` });
    expect(answer.csp).toContain("default-src 'none'");
    expect((await raw(method, "/api/storyblok-webhook")).status).toBe(405);
  });

  it("does not count a client that left before its answer as a server error", async () => {
    const res = new ServerResponse(new IncomingMessage(new Socket()));
    res.destroy();
    await expect(writeWebResponse(res, new Response("an answer nobody reads"), "POST")).resolves.toBeUndefined();
  });
});

describe("connections that do not make an HTTP/1 request", () => {
  let slow: RunningServer;
  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), "serve-slow-headers-"));
    await writeFile(join(dir, "index.html"), "<!DOCTYPE html><title>Home</title>");
    // the time a connection has for its headers, lowered from 10 s so the test is short
    slow = await startServer({ dir, port: 0, contentDir: dir, blobsDir: join(dir, "blobs"), headersTimeoutMs: 300 });
  });
  afterAll(() => slow?.close());
  const sent = (raw: string) => ({ name: JSON.stringify(raw), method: "GET", target: "/", host: null, headers: [], raw });

  it.each([
    ["part of its headers", "GET / HTTP/1.1\r\nHost: localhost\r\nAccept: te"],
    ["a request line and no headers' end", "GET / HTTP/1.1\r\n"],
    ["nothing", ""],
  ])("answers a connection that sends %s and waits with 408, then closes it", async (_, raw) => {
    const answer = await sendRaw(slow.port, sent(raw));
    expect(answer?.status).toBe(408);
    expect(answer?.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  // on the server with the default time for headers: the 400 comes at once, not once the headers' time is up
  it.each([
    ["alone", "GET /\r\n"],
    ["followed by headers", "GET /\r\nHost: localhost\r\n\r\n"],
    ["naming HTTP/0.9", "GET / HTTP/0.9\r\nHost: localhost\r\n\r\n"],
  ])("answers an HTTP/0.9 request line %s with 400", async (_, raw) => {
    const answer = await sendRaw(server.port, sent(raw));
    expect(answer?.status).toBe(400);
    expect(answer?.headers["content-security-policy"]).toContain("default-src 'none'");
  });
});

describe("what the local server serves, as Netlify does", () => {
  it.each(["/_headers", "/_redirects", "/%5Fheaders", "/_redirects/"])("never serves the rule file %s", async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("/old /new");
  });

  it("still applies the rule files", async () => {
    expect((await fetch(`${server.url}/`)).headers.get("x-from-rules")).toBe("yes");
    expect((await fetch(`${server.url}/old`, { redirect: "manual" })).status).toBe(301);
  });

  it.each([
    ["br, gzip", "br"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0", null],
    ["gzip;q=0, br;q=0.5", "br"],
    ["*;q=0.1", "br"],
    ["*, br;q=0", "gzip"],
    ["identity", null],
  ])("answers Accept-Encoding %j with %s", async (header, encoding) => {
    const response = await fetch(`${server.url}/`, { headers: { "accept-encoding": header } });
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(acceptedEncodings(header).has("br")).toBe(encoding === "br");
  });
});
