// Where the no-JavaScript fallback finds the contact page it fills in: from configuration, never
// at an address a request names (its Host is the client's to choose). On Netlify, which sets `URL`
// at run time, the page and the headers file the build wrote are bundled with the function
// (netlify.toml `included_files`) and read from its working directory, as the preview function
// reads its manifest; elsewhere (npm start, tests) the page is fetched from the site's configured
// address: `SITE_URL`, else the one the local server gives as context.site.url.
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { ENQUIRY_FORM_PATH } from "../../src/lib/enquiry-constants";

export interface FormPage {
  html: string;
  headers: Headers;
}

/** The published contact page and the headers file, as netlify.toml bundles them with send-email. */
export const BUNDLED_FORM_PAGE = { page: "dist/contact/index.html", headers: "dist/_headers" };

// the page is a static file of the same site; a slow answer is better replaced by the redirect
const PAGE_TIME_LIMIT_MS = 3000;

/** The contact page as deployed; null (and a log line saying why) when it cannot be had. */
export async function loadFormPage(contextSiteUrl: string | undefined, env: NodeJS.ProcessEnv = process.env): Promise<FormPage | null> {
  if (env.URL) {
    const bundled = await readBundledFormPage(process.cwd());
    if (bundled) return bundled;
  }
  const siteUrl = env.SITE_URL || env.URL || contextSiteUrl;
  if (!siteUrl || !URL.canParse(siteUrl)) {
    console.error("[send-email] No site address is configured (SITE_URL, or Netlify's URL), so the form page could not be fetched; the visitor was redirected to it.");
    return null;
  }
  return fetchFormPage(new URL(ENQUIRY_FORM_PATH, siteUrl));
}

/** The bundled page with the headers `_headers` gives every path; null when the build's files are not there. */
export async function readBundledFormPage(root: string): Promise<FormPage | null> {
  try {
    const [html, rules] = await Promise.all([readFile(resolve(root, BUNDLED_FORM_PAGE.page), "utf8"), readFile(resolve(root, BUNDLED_FORM_PAGE.headers), "utf8")]);
    return { html, headers: siteWideHeaders(rules) };
  } catch (error) {
    console.error(`[send-email] The contact page bundled with the function could not be read (${(error as Error).message}); fetching it from the site instead.`);
    return null;
  }
}

/**
 * The headers of the `/*` rule in a Netlify `_headers` file, which is where the build writes the
 * site's security headers and page policy (build/pipeline/write/csp.ts).
 */
function siteWideHeaders(rules: string): Headers {
  const headers = new Headers();
  let inSiteWideRule = false;
  for (const line of rules.split(/\r?\n/)) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      inSiteWideRule = line.trim() === "/*";
      continue;
    }
    const at = line.indexOf(":");
    if (inSiteWideRule && at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

async function fetchFormPage(url: URL): Promise<FormPage | null> {
  try {
    // redirect: "error": the page is the site's own file, and a redirect would lead the function elsewhere
    const response = await fetch(url, { headers: { accept: "text/html" }, redirect: "error", signal: AbortSignal.timeout(PAGE_TIME_LIMIT_MS) });
    if (!response.ok || !(response.headers.get("content-type") ?? "").startsWith("text/html")) {
      console.error(`[send-email] The form page ${url.href} answered ${response.status}; the visitor was redirected to it without their values.`);
      await response.body?.cancel();
      return null;
    }
    return { html: await response.text(), headers: response.headers };
  } catch (error) {
    console.error(`[send-email] Could not fetch the form page ${url.href}; the visitor was redirected to it without their values:`, error);
    return null;
  }
}
