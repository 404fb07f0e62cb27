// The local server, with Netlify's semantics: functions by their config.path,
// /img/* rendered from the content cache, _redirects + netlify.toml redirects
// (shadowed by existing files unless forced, passing the query string on),
// headers rules, clean URLs, compression, byte ranges, and 404.html with status 404.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { IMAGE_ANSWER_HEADERS } from "../../netlify/edge-functions/image-guard";
import { IMAGE_PATH_PREFIX } from "../../src/lib/images";
import { DATA_ANSWER_POLICY, SECURITY_HEADERS } from "../../src/lib/security-headers";
import { closeServer } from "../shared/close-server";
import { listenFailure } from "../shared/port";
import type { DeployContext } from "./functions-context";
import { DEFAULT_LOCAL_BLOBS_DIR } from "./local-blobs";
import { findRedirect, headersFor, type NetlifyRules, watchedNetlifyRules } from "./netlify-rules";
import { answerProtocolErrors } from "./protocol-errors";
import { requestShape } from "./request-shape";
import { createFunctionsHandler, type FunctionsHandler } from "./serve-functions";
import { imageSpace, parseImagePath, renderImage } from "./serve-images";
import { answerRange } from "./serve-range";
import { resolveStaticFile, staticBody } from "./serve-static";

const ROOT = resolve(import.meta.dirname, "../..");

export interface ServerOptions {
  dir: string;
  port: number;
  host?: string;
  contentDir?: string;
  /** where the local Netlify Blobs store keeps enquiries (default DEFAULT_LOCAL_BLOBS_DIR, which the enquiries CLI reads) */
  blobsDir?: string;
  /** npm run preview: pages (not assets) are rendered on request by the preview function */
  renderPage?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** the functions' context.deploy.context: "production" (default) for a production build, as npm start serves */
  deployContext?: DeployContext;
  /** how long a connection may take to send a request's whole headers before it is answered 408 and closed (default 10 s) */
  headersTimeoutMs?: number;
}

const HEADERS_TIMEOUT_MS = 10_000;

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const host = options.host ?? "127.0.0.1";
  const assetsDir = join(options.contentDir ?? join(ROOT, "content-cache"), "assets");
  let functions: FunctionsHandler | null = null;
  const currentRules = watchedNetlifyRules({ toml: join(ROOT, "netlify.toml"), redirects: join(options.dir, "_redirects"), headers: join(options.dir, "_headers") });
  // a request without Host is answered by requestShape, with the site's headers, not by Node's bare 400
  const headersTimeout = options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
  // Node looks for connections past their time at this interval, so a slow one is closed within a second of it
  const connectionsCheckingInterval = Math.min(1000, headersTimeout);
  const server = createServer({ requireHostHeader: false, headersTimeout, connectionsCheckingInterval }, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`serve: internal error for ${req.method} ${req.url}:`, error);
      if (!res.headersSent) res.writeHead(500, { ...SECURITY_HEADERS, "Content-Security-Policy": DATA_ANSWER_POLICY, "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal server error");
    });
  });
  answerProtocolErrors(server);
  const spaceId = await imageSpace(options.contentDir ?? join(ROOT, "content-cache"));
  /** /img/: the space's images and videos only, each answer with the image headers; anything else 404 (Netlify's proxy, guarded) */
  const serveImage = async (req: IncomingMessage, res: ServerResponse, url: URL, ruleHeaders: Record<string, string>) => {
    const headers = { ...ruleHeaders, ...IMAGE_ANSWER_HEADERS };
    const plain = (status: number, text: string, extra: Record<string, string> = {}) =>
      send(res, req, status, { ...headers, "Content-Type": "text/plain; charset=utf-8", ...extra }, Buffer.from(text));
    if (req.method !== "GET" && req.method !== "HEAD") return plain(405, "Method not allowed", { Allow: "GET, HEAD" });
    const image = parseImagePath(url.pathname, spaceId);
    const answer = image ? await renderImage(assetsDir, image, req.headers.accept ?? "") : null;
    if (!answer) return plain(404, "Not found");
    if (answer.kind === "invalid") return plain(400, answer.message);
    if (answer.kind === "image") return send(res, req, 200, { ...headers, "Content-Type": answer.type, Vary: "Accept" }, answer.body);
    return sendFile(req, res, 200, headers, answer.file);
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // a Host or request line no URL can hold is the client's mistake, answered 400 as Netlify's edge does
    const shape = requestShape(req.url, req.headers.host, req.httpVersion);
    if (!shape.ok) {
      req.resume();
      return send(res, req, 400, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" }, Buffer.from(JSON.stringify({ error: shape.problem })));
    }
    if (functions && (await functions.handle(req, res))) return;
    const url = new URL(shape.pathAndQuery, "http://localhost");
    const rules = await currentRules();
    if (url.pathname.startsWith(IMAGE_PATH_PREFIX)) return serveImage(req, res, url, headersFor(rules.headers, url.pathname));
    if (options.renderPage && !(await isAsset(options.dir, url.pathname))) return options.renderPage(req, res);
    await serveSite(req, res, url, rules, options.dir);
  };
  await new Promise<void>((ready, fail) => {
    server.once("error", (error) => fail(listenFailure(error, options.port)));
    server.listen(options.port, host, () => ready());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  functions = await createFunctionsHandler({
    functionsDir: join(ROOT, "functions"),
    siteUrl: url,
    blobsDir: options.blobsDir ?? join(ROOT, DEFAULT_LOCAL_BLOBS_DIR),
    deployContext: options.deployContext,
  });
  return {
    url,
    port,
    close: async () => {
      await closeServer(server);
      await functions?.close();
    },
  };
}

async function serveSite(req: IncomingMessage, res: ServerResponse, url: URL, rules: NetlifyRules, dir: string) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    return send(res, req, 405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" }, Buffer.from("Method not allowed"));
  }
  const file = await resolveStaticFile(dir, url.pathname);
  const redirect = findRedirect(rules.redirects, url, file !== null);
  if (redirect && isRedirectStatus(redirect.rule.status)) {
    return send(res, req, redirect.rule.status, { Location: redirect.location }, Buffer.alloc(0));
  }
  const rewritten = redirect ? new URL(redirect.target, url) : url;
  if (redirect && rewritten.origin !== url.origin) {
    return send(res, req, 502, { "Content-Type": "text/plain; charset=utf-8" }, Buffer.from(`The local server cannot proxy to ${redirect.target}`));
  }
  const target = redirect ? await resolveStaticFile(dir, rewritten.pathname) : file;
  // a rewrite answers with its rule's status (200, or 404 for a not-found page served at its own address)
  const status = target ? (redirect?.rule.status ?? 200) : 404;
  const served = target ?? (await resolveStaticFile(dir, "/404.html"));
  if (!served) return send(res, req, 404, { "Content-Type": "text/plain; charset=utf-8" }, Buffer.from("Not found"));
  return sendFile(req, res, status, headersFor(rules.headers, url.pathname), served);
}

/** 3xx rules send the visitor on; any other status serves the destination with that status, as on Netlify. */
function isRedirectStatus(status: number): boolean {
  return status >= 300 && status < 400;
}

/** A file as Netlify's CDN sends it: compressed when asked, or the byte range asked for. */
async function sendFile(req: IncomingMessage, res: ServerResponse, status: number, ruleHeaders: Record<string, string>, file: string) {
  const range = status === 200 ? req.headers.range : undefined;
  // A range counts bytes of the file itself, so a ranged request is answered uncompressed.
  const { body, headers } = await staticBody(file, range ? "" : String(req.headers["accept-encoding"] ?? ""));
  if (status !== 200 || headers["Content-Encoding"]) return send(res, req, status, { ...ruleHeaders, ...headers }, body);
  const ranged = answerRange(body, range);
  return send(res, req, ranged.status, { ...ruleHeaders, ...headers, ...ranged.headers }, ranged.body);
}

/** Any built file other than a page: stylesheets, scripts, fonts, public files. */
async function isAsset(dir: string, pathname: string): Promise<boolean> {
  const file = await resolveStaticFile(dir, pathname);
  return file !== null && !file.endsWith(".html");
}

function send(res: ServerResponse, req: IncomingMessage, status: number, headers: Record<string, string>, body: Buffer) {
  // the server's own answers (redirects, refusals) carry the site's security headers too
  res.writeHead(status, { ...SECURITY_HEADERS, "Content-Security-Policy": DATA_ANSWER_POLICY, ...headers, "Content-Length": String(body.length) });
  res.end(req.method === "HEAD" ? undefined : body);
}
