// Runs the Netlify Functions in functions/ inside the local server the way Netlify does:
// found and routed by each function's config as Netlify's bundler reads it statically
// (build/serve/functions-config.ts), rate limited by its config.rateLimit, given a web Request
// and a Netlify-like context, with Netlify Blobs served from a local folder.
import { randomUUID } from "node:crypto";
import { access } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Context } from "@netlify/functions";
import { DATA_ANSWER_POLICY, SECURITY_HEADERS } from "../../src/lib/security-headers";
import { readFunctionConfigs } from "./functions-config";
import { createLocalContext, type DeployContext } from "./functions-context";
import { clientIp, MAX_FUNCTION_BODY_BYTES, toWebRequest, writeJson, writeWebResponse } from "./functions-http";
import { rateRuleFor, SlidingWindowLimiter } from "./functions-rate-limit";
import { startLocalBlobs } from "./local-blobs";
import { requestShape, siteRequestUrl } from "./request-shape";

export interface FunctionsHandlerOptions {
  functionsDir: string;
  /** the site's own address: a function's request carries it, whatever Host the client sent */
  siteUrl: string;
  blobsDir: string;
  /** what context.deploy.context says (default "production": npm start serves a production build) */
  deployContext?: DeployContext;
}

export interface FunctionsHandler {
  /** False when no function serves this request, so the caller serves it as a static file. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Settles once the work running after answers (waitUntil, background functions) has finished. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** Methods the Fetch standard forbids in a Request, so no function can be handed one. */
const UNSUPPORTED_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);
/** What a function without a method list can be sent, for the Allow header of a refusal. */
const REQUEST_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

type FunctionHandler = (req: Request, context: Context) => Response | Promise<Response>;

interface LoadedFunction {
  name: string;
  handler: FunctionHandler;
  paths: URLPattern[];
  /** whether the function answers at /.netlify/functions/<name> (only when it declares no path) */
  defaultUrl: boolean;
  excluded: URLPattern[];
  methods: string[] | null;
  limiter: SlidingWindowLimiter | null;
  /** a scheduled function's cron expression: it has no URL, so no request reaches it */
  schedule: string | null;
}

export async function createFunctionsHandler(options: FunctionsHandlerOptions): Promise<FunctionsHandler> {
  const functions = await loadFunctions(resolve(options.functionsDir));
  const blobs = await startLocalBlobs(resolve(options.blobsDir));
  const background = new Set<Promise<void>>();
  return {
    async handle(req, res) {
      const shape = requestShape(req.url, req.headers.host, req.httpVersion);
      if (!shape.ok) {
        req.resume();
        await writeJson(res, 400, { error: shape.problem });
        return true;
      }
      const url = new URL(shape.pathAndQuery, "http://localhost");
      const match = findFunction(functions, url.pathname, req.method ?? "GET");
      if (!match) {
        warnIfDefaultUrlOfRoutedFunction(functions, url.pathname);
        return false;
      }
      if (UNSUPPORTED_METHODS.has(req.method ?? "")) {
        // web Requests refuse these methods outright; Netlify answers them itself, never running a function
        req.resume();
        await writeJson(res, 405, { error: `${req.method} is not accepted at ${url.pathname}.` }, { allow: match.fn.methods?.join(", ") ?? REQUEST_METHODS });
        return true;
      }
      const { waitUntil } = await invoke(match.fn, match.params, req, res, { siteUrl: options.siteUrl, deployContext: options.deployContext ?? "production" });
      background.add(waitUntil);
      void waitUntil.finally(() => background.delete(waitUntil));
      return true;
    },
    async idle() {
      await Promise.all(background);
    },
    async close() {
      await Promise.all(background);
      await blobs.close();
    },
  };
}

async function loadFunctions(functionsDir: string): Promise<LoadedFunction[]> {
  const rateOverride = process.env.CONTACT_RATE_LIMIT;
  await access(functionsDir).catch(() => {
    throw new Error(`The functions folder ${functionsDir} does not exist; create it or pass the right functionsDir to createFunctionsHandler.`);
  });
  // Routes come from the config as Netlify reads it statically, before any module runs.
  const configs = await readFunctionConfigs(functionsDir);
  const loaded: LoadedFunction[] = [];
  for (const config of configs) {
    const module = (await import(pathToFileURL(config.mainFile).href)) as { default?: unknown };
    if (typeof module.default !== "function") {
      throw new Error(`${config.mainFile} does not export a default function; a Netlify function needs "export default async (req, context) => Response".`);
    }
    const rule = rateRuleFor(config.rateLimit ?? undefined, rateOverride);
    loaded.push({
      name: config.name,
      handler: module.default as FunctionHandler,
      paths: config.paths.map((pathname) => new URLPattern({ pathname })),
      defaultUrl: config.paths.includes(`/.netlify/functions/${config.name}`),
      excluded: config.excludedPaths.map((pathname) => new URLPattern({ pathname })),
      methods: config.methods,
      limiter: rule ? new SlidingWindowLimiter(rule) : null,
      schedule: config.schedule,
    });
  }
  return loaded;
}

function findFunction(functions: LoadedFunction[], pathname: string, method: string) {
  for (const fn of functions) {
    // Netlify runs a scheduled function on its schedule only; in production no URL reaches it.
    if (fn.schedule) continue;
    if (fn.methods && !fn.methods.includes(method)) continue;
    if (fn.excluded.some((pattern) => pattern.test({ pathname }))) continue;
    for (const pattern of fn.paths) {
      const result = pattern.exec({ pathname });
      if (!result) continue;
      const params = Object.fromEntries(Object.entries(result.pathname.groups).filter((entry): entry is [string, string] => entry[1] !== undefined));
      return { fn, params };
    }
  }
  return null;
}

/**
 * As on Netlify: a function with its own path no longer answers at its default URL, and a
 * scheduled function answers at none (Netlify's CLI runs it on request, but production does not).
 */
function warnIfDefaultUrlOfRoutedFunction(functions: LoadedFunction[], pathname: string): void {
  const name = /^\/\.netlify\/functions\/([^/]+)/.exec(pathname)?.[1];
  const fn = name ? functions.find((candidate) => candidate.name === name) : undefined;
  if (!fn) return;
  if (fn.schedule) {
    console.warn(
      `[functions] ${pathname} is not served: function "${fn.name}" is scheduled (config.schedule "${fn.schedule}"), and in production Netlify runs it only on its schedule, never by URL. This server does not run schedules; a test can call its default export directly.`,
    );
    return;
  }
  if (fn.defaultUrl) return;
  console.warn(
    `[functions] ${pathname} is not served: function "${fn.name}" declares its own path (${fn.paths.map((p) => p.pathname).join(", ")}), so Netlify serves it only there.`,
  );
}

/** Answers the request; the function's waitUntil work may outlive the answer, so it is handed back. */
async function invoke(
  fn: LoadedFunction,
  params: Record<string, string>,
  req: IncomingMessage,
  res: ServerResponse,
  site: { siteUrl: string; deployContext: DeployContext },
): Promise<{ waitUntil: Promise<void> }> {
  const requestId = randomUUID();
  const settled = { waitUntil: Promise.resolve() };
  // counted by the client's own address only, the one the socket gives (never a header the client chose)
  const decision = fn.limiter?.check(clientIp(req));
  if (decision && !decision.allowed) {
    req.resume();
    const pathname = siteRequestUrl(req.url, site.siteUrl).pathname;
    const error = `Too many requests to ${pathname} from your address: the limit is ${fn.limiter!.describe()}. Please wait ${decision.retryAfterSeconds} seconds and try again.`;
    await writeJson(res, 429, { error }, { "retry-after": String(decision.retryAfterSeconds) });
    return settled;
  }
  const incoming = await toWebRequest(req, requestId, site.siteUrl);
  if (incoming.kind === "left") {
    console.warn(`[functions] Note: a client left before sending its whole body to ${fn.name} (request ${requestId}); the function was not run.`);
    return settled;
  }
  if (incoming.kind === "too-large") {
    await writeJson(res, 413, { error: `The request body is larger than ${MAX_FUNCTION_BODY_BYTES / 1024 / 1024} MB, the most a function accepts.` });
    return settled;
  }
  const { request, ip } = incoming;
  const local = createLocalContext({ request, ip, requestId, siteUrl: site.siteUrl, deployContext: site.deployContext, params, functionName: fn.name });
  if (isBackground(fn.name)) return { waitUntil: runInBackground(fn, request, local, res) };
  try {
    const response: unknown = await fn.handler(request, local.context);
    if (!(response instanceof Response)) throw new Error(`the function returned ${typeof response}, not a Response`);
    await writeWebResponse(res, response, request.method, local.cookiesToSet);
  } catch (error) {
    console.error(`[functions] ${fn.name} failed on ${request.method} ${new URL(request.url).pathname} (request ${requestId}):`, error);
    if (!res.headersSent) {
      await writeJson(res, 500, { error: `The server could not complete this request (function "${fn.name}" failed; request ${requestId}). Please try again later.` });
    } else {
      res.destroy();
    }
  }
  return { waitUntil: local.settled() };
}

/** As on Netlify: a function whose name ends in -background answers 202 at once and runs on (up to 15 minutes there). */
function isBackground(name: string): boolean {
  return name.endsWith("-background");
}

async function runInBackground(fn: LoadedFunction, request: Request, local: ReturnType<typeof createLocalContext>, res: ServerResponse): Promise<void> {
  const run = Promise.resolve()
    .then(() => fn.handler(request, local.context))
    .catch((error) => console.error(`[functions] background function ${fn.name} failed on ${request.method} ${new URL(request.url).pathname}:`, error));
  // Netlify answers the caller before the function has done anything.
  res.writeHead(202, { ...SECURITY_HEADERS, "content-security-policy": DATA_ANSWER_POLICY, "content-length": "0" }).end();
  await run;
  await local.settled();
}
