// No answer a stranger can bend: the generated request corpus (tests/helpers/request-corpus.ts)
// against the local server over raw sockets, against each function in process, and upstream
// answers of every kind against the /img/ edge function. Every answer is a non-5xx with the
// site's security headers (Allow on a 405), nothing is logged as an internal error, and no
// upstream header reaches the visitor unlisted. A planted 500 makes the check fail.
import { mkdir, mkdtemp, symlink, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Context } from "@netlify/functions";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeResend, startFakeResend } from "../../build/fakes/fake-resend";
import { contentSecurityPolicy, headersFile } from "../../build/pipeline/write/csp";
import { createLocalContext } from "../../build/serve/functions-context";
import { type RunningServer, startServer } from "../../build/serve/serve";
import { createFunctionsHandler } from "../../build/serve/serve-functions";
import { closeServer } from "../../build/shared/close-server";
import imageGuard, { IMAGE_ANSWER_HEADERS, PASSED_HEADERS } from "../../netlify/edge-functions/image-guard";
import { withSecurityHeaders } from "../../src/lib/security-headers";
import { type CorpusOutcome, corpusProblems, runInProcess, statusTally } from "../helpers/corpus-check";
import { sendRaw } from "../helpers/raw-http";
import { asWebRequest, type CorpusRequest, requestCorpus } from "../helpers/request-corpus";

const SPACE = 318794;
const CARD = "case-studies-corpus-0000aaaa.jpg";
const PATHS = [
  "/",
  "/contact/",
  "/no/such/page",
  "/api/send-email",
  "/api/storyblok-webhook",
  "/.netlify/functions/preview",
  "/.netlify/functions/no-such-function",
  "/.netlify/functions/storyblok-build-follow-up-background",
  `/img/f/${SPACE}/abc/photo.jpg`,
  `/img/f/${SPACE}/abc/photo.jpg/m/20x20`,
  `/img/f/${SPACE}/abc/page.jpg`,
  "/img/f/999/abc/photo.jpg",
  // links in the content cache: a file and a folder, each leading out of it
  `/img/f/${SPACE}/abc/linked.jpg`,
  `/img/f/${SPACE}/linked/photo.jpg/m/20x20`,
  // a listed card, the same with a query, a well-formed name not listed, and no card's name
  `/og/${CARD}`,
  `/og/${CARD}?u=1`,
  "/og/case-studies-other-0000bbbb.jpg",
  "/og/not-a-card",
];
const POSTS = ["/api/send-email", "/api/storyblok-webhook"];

let dir: string;
let server: RunningServer;
let resend: FakeResend;
// recorded, and kept out of the output: the functions' notes on what they refused are many
const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
vi.spyOn(console, "warn").mockImplementation(() => undefined);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "request-corpus-"));
  await writeFile(join(dir, "space.json"), JSON.stringify({ id: SPACE, cv: 1, version: "published", fetched_at: "2025-01-01T00:00:00.000Z" }));
  const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#123456" } })
    .jpeg()
    .toBuffer();
  const files: Record<string, string | Buffer> = {
    [`assets/f/${SPACE}/abc/photo.jpg`]: photo,
    [`assets/f/${SPACE}/abc/page.jpg`]: "<!doctype html><script>alert(1)</script>",
    "out/index.html": "<!doctype html><title>Home</title>",
    "out/404.html": "<!doctype html><title>Not found</title>",
    "out/contact/index.html": "<!doctype html><title>Contact</title>",
    "out/_headers": headersFile(contentSecurityPolicy({ inlineScripts: [], preview: false })),
    "out/social-cards.json": JSON.stringify({ cards: { [CARD]: { title: "Corpus Films", siteName: "Corpus", still: null } } }),
    "elsewhere/private.jpg": photo,
    "elsewhere/secret/photo.jpg": photo,
  };
  for (const [path, body] of Object.entries(files)) {
    await mkdir(join(dir, path, ".."), { recursive: true });
    await writeFile(join(dir, path), body);
  }
  await symlink(join(dir, "elsewhere/private.jpg"), join(dir, `assets/f/${SPACE}/abc/linked.jpg`));
  await symlink(join(dir, "elsewhere/secret"), join(dir, `assets/f/${SPACE}/linked`));
  resend = await startFakeResend();
  delete process.env.SITE_URL;
  Object.assign(process.env, {
    CONTACT_RATE_LIMIT: "0",
    RESEND_BASE_URL: resend.url,
    RESEND_API_KEY: resend.apiKey,
    RESEND_TIMEOUT_MS: "300",
    CONTACT_TO_EMAIL: "studio@agency.example",
    CONTACT_FROM_EMAIL: "Agency Website <website@agency.example>",
    STORYBLOK_WEBHOOK_SECRET: "corpus-secret",
    NETLIFY_BUILD_HOOK_URL: "http://127.0.0.1:9/hook",
  });
  // a client that never finishes its headers is answered 408 after this, well inside the raw client's wait for an answer
  server = await startServer({ dir: join(dir, "out"), port: 0, contentDir: dir, blobsDir: join(dir, "blobs"), headersTimeoutMs: 5000 });
});

afterAll(async () => {
  await server?.close();
  await resend?.close();
});

/** Sends the corpus a few requests at a time, as many clients would. */
async function sendAll(port: number, corpus: CorpusRequest[]): Promise<CorpusOutcome[]> {
  const outcomes: CorpusOutcome[] = [];
  for (let start = 0; start < corpus.length; start += 16) {
    const batch = corpus.slice(start, start + 16);
    const answers = await Promise.all(batch.map((request) => sendRaw(port, request)));
    for (const [index, request] of batch.entries()) outcomes.push({ request, answer: answers[index]! });
  }
  return outcomes;
}

const internalErrors = () => errors.mock.calls.map((call) => String(call[0])).filter((line) => /internal error|failed on|Not configured/i.test(line));

describe("the request corpus against the local server", () => {
  it("answers every request with a non-5xx carrying the security headers, and logs no internal error", async () => {
    const corpus = requestCorpus({ paths: PATHS, posts: POSTS });
    const outcomes = await sendAll(server.port, corpus);
    console.info(`request corpus, local server: ${corpus.length} requests, answers by status`, statusTally(outcomes));
    expect(corpusProblems(outcomes)).toEqual([]);
    expect(internalErrors()).toEqual([]);
    expect(corpus.length).toBeGreaterThan(300);
  }, 60_000);

  it("answers an unknown function, and the preview function of a production build, 404 as Netlify does", async () => {
    for (const path of ["/.netlify/functions/preview", "/.netlify/functions/no-such-function"]) expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
  });
});

describe("the request corpus against each function in process", () => {
  const contextFor = (deployContext: "production" | "deploy-preview") => (request: Request) =>
    createLocalContext({ request, ip: "203.0.113.9", requestId: "corpus", siteUrl: server.url, deployContext, params: {}, functionName: "corpus" }).context;

  it.each([
    ["send-email", "/api/send-email", "production"],
    ["storyblok-webhook", "/api/storyblok-webhook", "production"],
    ["storyblok-build-follow-up-background", "/.netlify/functions/storyblok-build-follow-up-background", "production"],
    ["preview", "/.netlify/functions/preview", "production"],
    ["og-image", `/og/${CARD}`, "production"],
  ] as const)(
    "%s answers every request a function can be handed with a non-5xx carrying the security headers",
    async (name, path, deployContext) => {
      const { default: handler } = (await import(`../../functions/${name}.ts`)) as { default: (req: Request, context: Context) => Promise<Response> };
      const requests = requestCorpus({ paths: [path], posts: [path] }).flatMap((request) => {
        const web = asWebRequest(request, server.url);
        return web ? [{ name: request.name, request: web }] : [];
      });
      const outcomes = await runInProcess(handler, requests, contextFor(deployContext));
      console.info(`request corpus, ${name} in process: ${requests.length} requests, answers by status`, statusTally(outcomes));
      expect(corpusProblems(outcomes)).toEqual([]);
      expect(internalErrors()).toEqual([]);
    },
    60_000,
  );
});

describe("upstream answers of every kind through the /img/ edge function", () => {
  it("answers each with a non-5xx, its own security headers, and only the listed upstream headers", async () => {
    const allowed = new Set([...PASSED_HEADERS, ...Object.keys(IMAGE_ANSWER_HEADERS).map((name) => name.toLowerCase()), "allow"]);
    const hostile = {
      "set-cookie": "a=b",
      refresh: "0;url=https://evil.example",
      link: "<https://evil.example>; rel=preload",
      "content-disposition": "attachment",
      "access-control-allow-origin": "*",
      location: "https://evil.example/x.png",
      "x-powered-by": "upstream",
    };
    const outcomes: CorpusOutcome[] = [];
    const leaks: string[] = [];
    for (const method of ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"])
      for (const status of [200, 204, 206, 301, 302, 303, 304, 307, 308, 400, 403, 404, 410, 429, 500, 502, 503])
        for (const type of ["image/jpeg", "image/svg+xml", "video/mp4", "text/html", "application/javascript", "application/octet-stream", null]) {
          const headers: Record<string, string> = { ...hostile, "cache-control": "max-age=60", etag: '"e"' };
          if (type) headers["content-type"] = type;
          const upstream = () => Promise.resolve(new Response([204, 304].includes(status) || status < 200 ? null : "bytes", { status, headers }));
          const answer = await imageGuard(new Request(`https://site.example/img/f/${SPACE}/x`, { method }), { next: upstream });
          const name = `${method} upstream ${status} ${type}`;
          outcomes.push({ request: { name }, answer: { status: answer.status, headers: Object.fromEntries(answer.headers) } });
          for (const header of answer.headers.keys()) if (!allowed.has(header)) leaks.push(`${name}: ${header}`);
        }
    console.info(`request corpus, image guard: ${outcomes.length} upstream answers, answers by status`, statusTally(outcomes));
    expect(corpusProblems(outcomes)).toEqual([]);
    expect(leaks).toEqual([]);
  });
});

describe("the corpus check itself", () => {
  it("reports a function that throws on some requests as a 500 in process", async () => {
    const planted = async (req: Request) => {
      if (req.method === "PUT") throw new Error("planted");
      return withSecurityHeaders(new Response("ok"));
    };
    const requests = requestCorpus({ paths: ["/api/planted"], posts: [] }).flatMap((request) => {
      const web = asWebRequest(request, "http://localhost");
      return web ? [{ name: request.name, request: web }] : [];
    });
    const outcomes = await runInProcess(planted, requests, () => ({}) as Context);
    expect(corpusProblems(outcomes)).toContain("PUT /api/planted: 500");
  });

  it("reports a server whose function throws, and answers without security headers, over raw sockets", async () => {
    const functions = await createFunctionsHandler({ functionsDir: "tests/fixtures/functions", siteUrl: "http://localhost", blobsDir: join(dir, "fixture-blobs") });
    // Node's own answer to a client that never finishes its headers comes after a second, not a minute
    const plain = createServer(
      { headersTimeout: 1000, connectionsCheckingInterval: 250 },
      (req, res) => void functions.handle(req, res).then((handled) => handled || res.writeHead(404).end("bare")),
    );
    await new Promise<void>((done) => plain.listen(0, "127.0.0.1", done));
    try {
      const outcomes = await sendAll((plain.address() as AddressInfo).port, requestCorpus({ paths: ["/api/broken", "/elsewhere"], posts: [] }));
      const problems = corpusProblems(outcomes);
      expect(problems).toContain("GET /api/broken: 500");
      expect(problems).toContain("GET /elsewhere: 404 without strict-transport-security, x-content-type-options, referrer-policy, permissions-policy, content-security-policy");
    } finally {
      await closeServer(plain);
      await functions.close();
    }
  });
});
