import { mkdtemp, rm } from "node:fs/promises";
import { Agent, createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getStore } from "@netlify/blobs";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeResend, startFakeResend } from "../../build/fakes/fake-resend";
import { createFunctionsHandler } from "../../build/serve/serve-functions";
import { closeServer } from "../../build/shared/close-server";
import { ENQUIRY_SUBJECT } from "../../src/lib/enquiry";

interface Running {
  baseUrl: string;
  /** Settles once background work (waitUntil, background functions) has finished. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  oneSocket.destroy();
  for (const cleanup of cleanups.reverse()) await cleanup();
});
afterEach(() => vi.restoreAllMocks());

/** The handler behind a plain server, as build/serve/serve.ts uses it; unmatched paths get 404. */
async function serve(functionsDir: string, rateLimit?: string): Promise<Running> {
  if (rateLimit === undefined) delete process.env.CONTACT_RATE_LIMIT;
  else process.env.CONTACT_RATE_LIMIT = rateLimit;
  const blobsDir = await mkdtemp(join(tmpdir(), "serve-functions-"));
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // the server's own address is the site's, as build/serve/serve.ts configures it
  const functions = await createFunctionsHandler({ functionsDir, siteUrl: baseUrl, blobsDir });
  server.on("request", (req, res) => void functions.handle(req, res).then((handled) => handled || res.writeHead(404).end("static")));
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await closeServer(server);
    await functions.close();
    await rm(blobsDir, { recursive: true, force: true });
  };
  cleanups.push(close);
  return { baseUrl, idle: () => functions.idle(), close };
}

describe("createFunctionsHandler with fixture functions", () => {
  let site: Running;
  beforeAll(async () => {
    site = await serve("tests/fixtures/functions");
  });

  it("routes by config.path, passing params, the body, the site URL, a request id and cookies", async () => {
    const response = await fetch(`${site.baseUrl}/api/echo/jane?x=1`, {
      method: "POST",
      headers: { cookie: "visitor=42", "x-forwarded-for": "198.51.100.9" },
      body: "hello",
    });
    expect(response.status).toBe(200);
    const seen = (await response.json()) as Record<string, unknown>;
    expect(seen).toMatchObject({
      method: "POST",
      url: `${site.baseUrl}/api/echo/jane?x=1`,
      body: "hello",
      params: { name: "jane" },
      site: site.baseUrl,
      cookie: "42",
    });
    expect(seen.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("set-cookie")).toBe("seen=yes; Path=/");
  });

  it("takes the client address from the socket, never from a forwarded header", async () => {
    const response = await fetch(`${site.baseUrl}/api/echo/ip`, { headers: { "x-forwarded-for": "198.51.100.9" } });
    const seen = (await response.json()) as { ip: string; forwardedFor: string };
    expect(seen.ip).toBe("127.0.0.1");
    expect(seen.forwardedFor).toBe("127.0.0.1");
  });

  it("serves a folder function without a path at /.netlify/functions/<name>, and leaves other paths alone", async () => {
    expect(await (await fetch(`${site.baseUrl}/.netlify/functions/nested`)).text()).toBe("nested");
    expect(await (await fetch(`${site.baseUrl}/.netlify/functions/helper`)).text()).toBe("static");
    expect(await (await fetch(`${site.baseUrl}/api/echo`)).text()).toBe("static");
  });

  it("answers a -background function's caller 202 at once, as Netlify does, and runs the function after", async () => {
    const response = await fetch(`${site.baseUrl}/.netlify/functions/slow-background`, { method: "POST", body: "wake up" });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe("");
    const store = getStore({ name: "background", consistency: "strong" });
    expect(await store.get("ran-with")).toBeNull();
    await site.idle();
    expect(await store.get("ran-with")).toBe("wake up");
  });

  it("respects config.method: other methods fall through to the static site", async () => {
    expect((await fetch(`${site.baseUrl}/api/counter`)).status).toBe(404);
  });

  it("gives functions a working Netlify Blobs store", async () => {
    const first = await (await fetch(`${site.baseUrl}/api/counter`, { method: "POST" })).json();
    const second = await (await fetch(`${site.baseUrl}/api/counter`, { method: "POST" })).json();
    expect([first, second]).toEqual([{ count: 1 }, { count: 2 }]);
  });

  it("turns a thrown error into a 500 JSON error and a log line, without the stack or message", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await fetch(`${site.baseUrl}/api/broken`);
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: string };
    expect(body.error).toMatch(/function "broken" failed; request [0-9a-f-]{36}/);
    expect(JSON.stringify(body)).not.toMatch(/hunter2|at /);
    expect(String(log.mock.calls[0]?.[0])).toMatch(/\[functions\] broken failed on GET \/api\/broken/);
  });

  it("enforces config.rateLimit per address with a 429 JSON error and Retry-After", async () => {
    const statuses = [];
    for (let index = 0; index < 3; index += 1) statuses.push((await fetch(`${site.baseUrl}/api/limited`)).status);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await fetch(`${site.baseUrl}/api/limited`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: string }).error).toMatch(/limit is 2 per 60 seconds/);
  });
});

describe("CONTACT_RATE_LIMIT", () => {
  it("0 lifts the limit", async () => {
    const site = await serve("tests/fixtures/functions", "0");
    const statuses = await Promise.all(Array.from({ length: 6 }, async () => (await fetch(`${site.baseUrl}/api/limited`)).status));
    expect(statuses.every((status) => status === 200)).toBe(true);
    await site.close();
  });

  it("a number sets the requests per minute", async () => {
    const site = await serve("tests/fixtures/functions", "1");
    expect((await fetch(`${site.baseUrl}/api/limited`)).status).toBe(200);
    expect((await fetch(`${site.baseUrl}/api/limited`)).status).toBe(429);
    await site.close();
  });

  it("anything else is refused with a message saying how to fix it", async () => {
    await expect(serve("tests/fixtures/functions", "lots")).rejects.toThrow(/CONTACT_RATE_LIMIT must be a whole number.*got "lots"/);
  });
});

describe("the real send-email function through the local server", () => {
  let site: Running;
  let resend: FakeResend;
  beforeAll(async () => {
    resend = await startFakeResend();
    cleanups.push(() => resend.close());
    Object.assign(process.env, {
      RESEND_BASE_URL: resend.url,
      RESEND_API_KEY: resend.apiKey,
      CONTACT_TO_EMAIL: "studio@agency.example",
      CONTACT_FROM_EMAIL: "Website <website@agency.example>",
    });
    site = await serve("functions");
  });

  const enquiry = (index: number) =>
    JSON.stringify({
      payload: { fullName: "Jane Doe", email: "jane@client.example", company: "Client Ltd", message: `Enquiry ${index}` },
      subject: ENQUIRY_SUBJECT,
    });

  it("sends an enquiry posted from the site's own page as one Resend request", async () => {
    const response = await fetch(`${site.baseUrl}/api/send-email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site.baseUrl },
      body: enquiry(1),
    });
    expect(response.status).toBe(200);
    expect(resend.emails).toHaveLength(1);
  });

  it("refuses oversized bodies with 413 and keeps the connection usable, with or without Content-Length", async () => {
    const big = "x".repeat(1024 * 1024);
    const declared = await post(site.baseUrl, big, { "content-length": String(big.length) });
    expect(declared.status).toBe(413);
    const streamed = await post(site.baseUrl, big, { "transfer-encoding": "chunked" });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toEqual({ error: expect.stringMatching(/larger than 64 KB/) });
    // The same single socket then carries an ordinary request.
    const next = await post(site.baseUrl, "{", {});
    expect(next.status).toBe(400);
    expect(new Set([declared.socket, streamed.socket, next.socket]).size).toBe(1);
  });

  it("answers only at its own path: like Netlify, not at /.netlify/functions/send-email, saying why in the log", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const response = await fetch(`${site.baseUrl}/.netlify/functions/send-email`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("static");
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/function "send-email" declares its own path \(\/api\/send-email\)/));
  });

  it("does not run the scheduled storyblok-build-flush over HTTP: in production it has no URL, saying why in the log", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const method of ["GET", "POST"]) {
      const response = await fetch(`${site.baseUrl}/.netlify/functions/storyblok-build-flush`, { method });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("static");
    }
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/function "storyblok-build-flush" is scheduled \(config\.schedule "\* \* \* \* \*"\).*never by URL/));
    // Run, it would have logged that the build hook is not configured.
    expect(error).not.toHaveBeenCalled();
  });

  it("applies the function's own limit of 5 enquiries a minute per address", async () => {
    const statuses = [];
    for (let index = 2; index <= 7; index += 1) {
      statuses.push((await fetch(`${site.baseUrl}/api/send-email`, { method: "POST", headers: { "content-type": "application/json" }, body: enquiry(index) })).status);
    }
    // Four of the five went to the earlier tests in this block: one enquiry, three raw posts.
    expect(statuses).toEqual([200, 429, 429, 429, 429, 429]);
  });

  it("counts by the client's address only: a new Host or X-Forwarded-For on each post gets no more through", async () => {
    const statuses = [];
    for (let index = 0; index < 5; index += 1) {
      const headers = { host: `h${index}.evil.example`, "x-forwarded-for": `198.51.100.${index}` };
      statuses.push((await post(site.baseUrl, enquiry(20 + index), headers)).status);
    }
    expect(statuses).toEqual([429, 429, 429, 429, 429]);
  });
});

// One kept-alive socket for every raw post, to show a refused body does not break the connection.
const oneSocket = new Agent({ keepAlive: true, maxSockets: 1 });
const socketIds = new Map<object, number>();

/** A raw HTTP POST, so the test controls Content-Length and chunking exactly. */
function post(baseUrl: string, body: string, headers: Record<string, string>): Promise<{ status: number; body: string; socket: number }> {
  return new Promise((resolve, reject) => {
    const options = { method: "POST", agent: oneSocket, headers: { "content-type": "application/json", ...headers } };
    const req = httpRequest(`${baseUrl}/api/send-email`, options, (res) => {
      if (!socketIds.has(res.socket)) socketIds.set(res.socket, socketIds.size);
      const socket = socketIds.get(res.socket)!;
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, socket }));
    });
    req.on("error", reject);
    for (let offset = 0; offset < body.length; offset += 64 * 1024) req.write(body.slice(offset, offset + 64 * 1024));
    req.end();
  });
}
