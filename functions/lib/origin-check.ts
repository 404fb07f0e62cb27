// Only the site's own pages may post enquiries: a browser always sends Origin on a
// cross-site POST, so a foreign (or opaque "null") Origin is refused before anything is read.
import type { Failure } from "./responses";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Null when the request may proceed. `siteUrls` are the site's configured addresses. */
export function checkOrigin(req: Request, siteUrls: ReadonlyArray<string | undefined>): Failure | null {
  const origin = req.headers.get("origin");
  if (origin === null) {
    // Non-browser clients send no Origin; a browser that withholds it still says where it came from.
    return req.headers.get("sec-fetch-site") === "cross-site" ? forbidden("another site") : null;
  }
  return allowedOrigins(req, siteUrls).has(origin) || isLocalPair(req, origin) ? null : forbidden(origin);
}

function allowedOrigins(req: Request, siteUrls: ReadonlyArray<string | undefined>): Set<string> {
  const origins = new Set([new URL(req.url).origin]);
  for (const url of siteUrls) {
    const origin = originOf(url);
    if (origin) origins.add(origin);
  }
  return origins;
}

/** Locally the pages and the function may be served on different loopback ports (a dev server). */
function isLocalPair(req: Request, origin: string): boolean {
  const from = originOf(origin);
  if (!from) return false;
  return LOOPBACK_HOSTS.has(new URL(req.url).hostname) && LOOPBACK_HOSTS.has(new URL(from).hostname);
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

function forbidden(origin: string): Failure {
  return {
    status: 403,
    error: `Enquiries are only accepted from this website's own contact form; this request came from ${origin}.`,
    code: "forbidden",
  };
}
