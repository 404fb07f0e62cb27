// The `context` argument Netlify passes to a modern function, as far as it means anything on
// one machine: the client address, the site, a request id, params, cookies and waitUntil.
import type { Context } from "@netlify/functions";
import { LOCAL_SITE_ID } from "./local-blobs";

/** Netlify's deploy contexts, as context.deploy.context names them ("dev" under `netlify dev`). */
export type DeployContext = "production" | "deploy-preview" | "branch-deploy" | "dev";

export interface LocalContextInput {
  request: Request;
  /** default "dev", as `netlify dev` says */
  deployContext?: DeployContext;
  ip: string;
  requestId: string;
  siteUrl: string;
  params: Record<string, string>;
  functionName: string;
}

export interface LocalContext {
  context: Context;
  /** Set-Cookie values the function asked for through context.cookies. */
  cookiesToSet: string[];
  /** Settles once every waitUntil promise has; their failures are logged, never thrown. */
  settled(): Promise<void>;
}

export function createLocalContext(input: LocalContextInput): LocalContext {
  const cookiesToSet: string[] = [];
  const pending: Promise<unknown>[] = [];
  const requestCookies = parseCookies(input.request.headers.get("cookie") ?? "");
  const edgeOnly = (name: string) => () => {
    throw new Error(`context.${name}() exists only in Netlify Edge Functions, not in the function "${input.functionName}".`);
  };
  const context: Context = {
    account: { id: "local" },
    cookies: {
      get: (name) => requestCookies.get(name) ?? "",
      set: (cookie: string | { name: string; value: string }, value?: string) => {
        const entry = typeof cookie === "string" ? { name: cookie, value: value ?? "" } : cookie;
        cookiesToSet.push(`${encodeURIComponent(entry.name)}=${encodeURIComponent(entry.value)}; Path=/`);
      },
      delete: (input) => {
        const name = typeof input === "string" ? input : input.name;
        cookiesToSet.push(`${encodeURIComponent(name)}=; Path=/; Max-Age=0`);
      },
    },
    deploy: { context: input.deployContext ?? "dev", id: "0", published: false },
    geo: { city: "Local", country: { code: "XX", name: "Local" }, timezone: "UTC" },
    ip: input.ip,
    json: (value) => Response.json(value),
    log: (...data: unknown[]) => console.log(`[${input.functionName}]`, ...data),
    next: edgeOnly("next") as Context["next"],
    params: input.params,
    rewrite: edgeOnly("rewrite"),
    requestId: input.requestId,
    server: { region: "local" },
    site: { id: LOCAL_SITE_ID, name: "local", url: input.siteUrl },
    url: new URL(input.request.url),
    waitUntil: (promise) => {
      pending.push(promise.catch((error) => console.error(`[${input.functionName}] waitUntil task failed:`, error)));
    },
  };
  return { context, cookiesToSet, settled: async () => void (await Promise.all(pending)) };
}

function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      cookies.set(name, part.slice(at + 1).trim());
    }
  }
  return cookies;
}
