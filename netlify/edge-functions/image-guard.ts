// Every answer under /img/ (Storyblok's asset service, proxied by the build's _redirects for this
// site's space only) passes through here: Netlify applies no custom headers to proxied
// answers, so this edge function sets them. Only images and videos are served; anything
// else (HTML, scripts, PDFs) is a 404, so no file of the CMS can act as a page or a script
// of the site. Each answer is sandboxed by a policy of its own (an SVG opened directly runs
// no script). Only the upstream headers listed below reach the visitor, and an upstream redirect is a
// 404 (its Location is never passed on: the proxy serves this space only, and a redirect could lead
// the visitor anywhere). The local server applies the same rules (build/serve/serve.ts). Web APIs only: this
// file runs on Netlify's Deno edge runtime and in Node alike, and imports nothing.

/**
 * Headers on every /img/ answer, whatever it is: the site's security headers (as
 * src/lib/security-headers.ts has them; Deno needs no import here, and a unit test keeps the
 * two equal) and a sandboxing policy of its own.
 */
export const IMAGE_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  "Content-Security-Policy": "default-src 'none'; sandbox",
};

/** Image and video types, the only ones /img/ serves. */
export function isMediaType(contentType: string | null): boolean {
  return /^(image|video)\/[a-z0-9.+-]+\s*(;|$)/i.test(contentType ?? "");
}

/**
 * The upstream headers a visitor may see: what the bytes are (type, length, encoding), byte
 * ranges, and caching. Anything else the asset service sends (cookies, Link, Refresh,
 * Content-Disposition, CORS, Location) stays with this function.
 */
export const PASSED_HEADERS: ReadonlyArray<string> = [
  "content-type",
  "content-length",
  "content-encoding",
  "content-range",
  "accept-ranges",
  "cache-control",
  "expires",
  "vary",
  "etag",
  "last-modified",
];

/** The answers passed on: the image (whole or a range) and "not modified"; a redirect or an error is a 404. */
const PASSED_STATUSES = new Set([200, 206, 304]);

/** The proxied answer with the image headers; a 404 instead when it is not an image or a video, a redirect or an error. */
export function guardImageAnswer(answer: Response): Response {
  const notModified = answer.status === 304;
  if (!PASSED_STATUSES.has(answer.status) || (!notModified && !isMediaType(answer.headers.get("content-type")))) {
    void answer.body?.cancel();
    return new Response("Not found", { status: 404, headers: { ...IMAGE_ANSWER_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
  }
  const headers = new Headers(IMAGE_ANSWER_HEADERS);
  for (const name of PASSED_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(notModified ? null : answer.body, { status: answer.status, statusText: answer.statusText, headers });
}

interface EdgeContext {
  next(): Promise<Response>;
}

export default async function imageGuard(request: Request, context: EdgeContext): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Method not allowed", { status: 405, headers: { ...IMAGE_ANSWER_HEADERS, Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" } });
  }
  return guardImageAnswer(await context.next());
}
