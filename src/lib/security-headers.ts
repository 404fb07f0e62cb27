// The security headers every answer of the site carries: pages and files (the build writes
// them into dist/_headers), function answers (functions/lib/http.ts and the preview function
// set them themselves: Netlify applies _headers to static files only), and the local server's
// own answers. Each kind adds the Content Security Policy that fits it.

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
};

/** The policy of an answer that is data, not a page (JSON, an empty answer): it loads nothing and is never framed. */
export const DATA_ANSWER_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The answer with the security headers it lacks, and `policy` unless it has a policy of its own. */
export function withSecurityHeaders(response: Response, policy = DATA_ANSWER_POLICY): Response {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!response.headers.has(name)) response.headers.set(name, value);
  if (!response.headers.has("content-security-policy")) response.headers.set("content-security-policy", policy);
  return response;
}
