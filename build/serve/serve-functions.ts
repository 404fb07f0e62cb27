// Runs the Netlify Functions in functions/ inside the local server the way Netlify does:
// found and routed by each function's config as Netlify's bundler reads it statically
// (build/serve/functions-config.ts), rate limited by its config.rateLimit, given a web Request
// and a Netlify-like context, with Netlify Blobs served from a local folder.
import { access } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type FunctionHandler, invoke, type LoadedFunction } from "./function-invoke";
import { readFunctionConfigs } from "./functions-config";
import type { DeployContext } from "./functions-context";
import { writeJson } from "./functions-http";
import { rateRuleFor, SlidingWindowLimiter } from "./functions-rate-limit";
import { startLocalBlobs } from "./local-blobs";
import { requestShape } from "./request-shape";

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
