// Every answer under /img/ (Storyblok's asset service, proxied by netlify.toml for this
// site's space only) passes through here: Netlify applies no custom headers to proxied
// answers, so this edge function sets them. Only images and videos are served; anything
// else (HTML, scripts, PDFs) is a 404, so no file of the CMS can act as a page or a script
// of the site. Each answer is sandboxed by a policy of its own (an SVG opened directly runs
// no script). The local server applies the same rules (build/serve/serve.ts). Web APIs only: this
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

/** The proxied answer with the image headers; a 404 instead when it is not an image or a video. */
export function guardImageAnswer(answer: Response): Response {
  const notModified = answer.status === 304;
  if (answer.status >= 400 || (!notModified && !isMediaType(answer.headers.get("content-type")))) {
    return new Response("Not found", { status: 404, headers: { ...IMAGE_ANSWER_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
  }
  const headers = new Headers(answer.headers);
  for (const [name, value] of Object.entries(IMAGE_ANSWER_HEADERS)) headers.set(name, value);
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}

interface EdgeContext {
  next(): Promise<Response>;
}

export default async function imageGuard(_request: Request, context: EdgeContext): Promise<Response> {
  return guardImageAnswer(await context.next());
}
