// What a request must look like before the local server does anything with it, as Netlify's
// edge, nginx and Caddy check it: a Host that is a host name (or address) and an optional port,
// nothing else, and a request target that is a path, or an absolute http(s) URL that parses.
// Anything else is the client's mistake, answered 400 before any handler runs.

export type RequestShape = { ok: true; pathAndQuery: string } | { ok: false; problem: string };

// a DNS name or IPv4 address (RFC 3986 reg-name, restricted to what DNS allows), or an IPv6 literal in brackets
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9_-]{0,62})(?:\.[a-z0-9_-]{1,63})*\.?|\[[0-9a-f:.]+\])$/i;

/** The request's path and query as the server reads them; a problem when the request is malformed. */
export function requestShape(target: string | undefined, host: string | undefined, httpVersion = "1.1"): RequestShape {
  if (httpVersion === "0.9") return { ok: false, problem: "The request line has no HTTP version (HTTP/0.9), which this server does not serve; send an HTTP/1.1 request." };
  if (host === undefined && httpVersion !== "1.0") return { ok: false, problem: "The request has no Host header, which HTTP/1.1 requires; send the site's host name." };
  const hostProblem = checkHost(host);
  if (hostProblem) return { ok: false, problem: hostProblem };
  return targetOf(target ?? "/");
}

/** Null when the Host is a host name or address with an optional port (1–65535). */
function checkHost(host: string | undefined): string | null {
  if (host === undefined) return null; // HTTP/1.0 sends none; the server's own address stands in
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(host);
  const name = match?.[1] ?? "";
  const port = match?.[2];
  if (!HOST_NAME.test(name) || (port !== undefined && (Number(port) < 1 || Number(port) > 65535))) {
    return `The Host header ${JSON.stringify(host.slice(0, 100))} is not a host name with an optional port; send the site's own host name.`;
  }
  if (name.startsWith("[") && !URL.canParse(`http://${name}/`)) return `The Host header ${JSON.stringify(host.slice(0, 100))} is not a valid IPv6 address.`;
  return null;
}

/** Origin form ("/path?query") as it is; absolute form ("http://host/path") read as its path, when it parses. */
function targetOf(target: string): RequestShape {
  if (target.startsWith("/")) return { ok: true, pathAndQuery: target };
  if (/^https?:\/\//i.test(target) && URL.canParse(target)) {
    const url = new URL(target);
    return { ok: true, pathAndQuery: `${url.pathname}${url.search}` };
  }
  return { ok: false, problem: `The request target ${JSON.stringify(target.slice(0, 100))} is neither a path nor an http(s) URL; request a path such as "/".` };
}

/** The address a function is handed: the site's configured origin with the request's path, never its Host. */
export function siteRequestUrl(target: string | undefined, siteUrl: string): URL {
  const shape = targetOf(target ?? "/");
  if (!shape.ok) throw new Error(`internal error: a malformed request target reached a function (${shape.problem})`);
  return new URL(shape.pathAndQuery, siteUrl);
}
