// The local server, with Netlify's semantics: functions by their config.path,
// /img/* rendered from the content cache, _redirects + netlify.toml redirects
// (shadowed by existing files unless forced), headers rules, clean URLs,
// compression, and 404.html with status 404.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { DEFAULT_LOCAL_BLOBS_DIR } from "./local-blobs";
import { listenFailure } from "./port";
import { findRedirect, headersFor, watchedNetlifyRules, type NetlifyRules } from "./netlify-rules";
import { createFunctionsHandler, type FunctionsHandler } from "./serve-functions";
import { parseImagePath, renderImage } from "./serve-images";
import { resolveStaticFile, staticBody } from "./serve-static";

const ROOT = resolve(import.meta.dirname, "..");

export interface ServerOptions {
  dir: string;
  port: number;
  host?: string;
  contentDir?: string;
  /** where the local Netlify Blobs store keeps enquiries (default DEFAULT_LOCAL_BLOBS_DIR, which the enquiries CLI reads) */
  blobsDir?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const host = options.host ?? "127.0.0.1";
  const assetsDir = join(options.contentDir ?? join(ROOT, "content-cache"), "assets");
  let functions: FunctionsHandler | null = null;
  const currentRules = watchedNetlifyRules(join(ROOT, "netlify.toml"), join(options.dir, "_redirects"));
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`serve: internal error for ${req.method} ${req.url}:`, error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal server error");
    });
  });
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (functions && (await functions.handle(req, res))) return;
    const url = new URL(req.url ?? "/", "http://localhost");
    const rules = await currentRules();
    const image = parseImagePath(url.pathname);
    if (image) {
      const result = await renderImage(assetsDir, image, req.headers.accept ?? "");
      if (result) return send(res, req, 200, { ...headersFor(rules.headers, url.pathname), "Content-Type": result.type, Vary: "Accept" }, result.body);
    }
    await serveSite(req, res, url, rules, options.dir);
  };
  await new Promise<void>((ready, fail) => {
    server.once("error", (error) => fail(listenFailure(error, options.port)));
    server.listen(options.port, host, () => ready());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  functions = await createFunctionsHandler({ functionsDir: join(ROOT, "functions"), siteUrl: url, blobsDir: options.blobsDir ?? join(ROOT, DEFAULT_LOCAL_BLOBS_DIR) });
  return {
    url,
    port,
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      server.closeAllConnections();
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
  if (redirect && redirect.rule.status !== 200) {
    return send(res, req, redirect.rule.status, { Location: redirect.target }, Buffer.alloc(0));
  }
  const rewritten = redirect ? new URL(redirect.target, url) : url;
  if (redirect && rewritten.origin !== url.origin) {
    return send(res, req, 502, { "Content-Type": "text/plain; charset=utf-8" }, Buffer.from(`The local server cannot proxy to ${redirect.target}`));
  }
  const target = redirect ? await resolveStaticFile(dir, rewritten.pathname) : file;
  const status = target ? 200 : 404;
  const served = target ?? (await resolveStaticFile(dir, "/404.html"));
  if (!served) return send(res, req, 404, { "Content-Type": "text/plain; charset=utf-8" }, Buffer.from("Not found"));
  const { body, headers } = await staticBody(served, String(req.headers["accept-encoding"] ?? ""));
  return send(res, req, status, { ...headersFor(rules.headers, url.pathname), ...headers }, body);
}

function send(res: ServerResponse, req: IncomingMessage, status: number, headers: Record<string, string>, body: Buffer) {
  res.writeHead(status, { ...headers, "Content-Length": String(body.length) });
  res.end(req.method === "HEAD" ? undefined : body);
}
