// Runs one request through one function as Netlify does: rate limited by the client's address,
// handed a web Request on the site's own address with its body read whole, and answered with what
// the function returns (a -background function's caller gets 202 at once). A function that throws
// gets the 500 Netlify would give, and a log line naming it.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context } from "@netlify/functions";
import { DATA_ANSWER_POLICY, SECURITY_HEADERS } from "../../src/lib/security-headers";
import { createLocalContext, type DeployContext } from "./functions-context";
import { clientIp, MAX_FUNCTION_BODY_BYTES, toWebRequest, writeJson, writeWebResponse } from "./functions-http";
import type { SlidingWindowLimiter } from "./functions-rate-limit";
import { siteRequestUrl } from "./request-shape";

export type FunctionHandler = (req: Request, context: Context) => Response | Promise<Response>;

export interface LoadedFunction {
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

/** Answers the request; the function's waitUntil work may outlive the answer, so it is handed back. */
export async function invoke(
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
