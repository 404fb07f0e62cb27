// The preview function's HTML answers besides a page: the build's warnings shown inside the
// page, and a whole error page (never half a page) when the content cannot be had.
// Netlify applies dist/_headers to static files only, never to a function's answers, so every
// answer here carries its Content Security Policy itself.

import { warningInWords } from "../../build/deploy/editor-words";
import { faultKind } from "../../build/deploy/gate-problem";
import { FetchError } from "../../build/fetch/fetch-errors";
import { formatWarning } from "../../build/pipeline/warnings";
import { contentSecurityPolicy, STORYBLOK_EDITOR } from "../../build/pipeline/write/csp";
import { UserError } from "../../build/shared/errors";
import type { BuildWarning } from "../../src/content/site";
import { documentInlineScripts } from "../../src/layouts/document-inline-scripts";
import { OVER_ALLOWANCE_NOTICE } from "./preview-budget";

/** For answers that are not a site page (error pages, refusals): no script at all, and framed only by the editor. */
const NO_SCRIPT_POLICY = `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self' ${STORYBLOK_EDITOR}`;

const PREVIEW_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "x-robots-tag": "noindex, nofollow",
  "content-security-policy": NO_SCRIPT_POLICY,
};

/**
 * The policy a preview build writes into _headers, for pages the function renders: the same inline
 * scripts (their text comes from the build's assets manifest) and framing by Storyblok's editor.
 * The editor script is a file under /assets/preview/ and the live sitemap asks this function, so
 * 'self' allows both.
 */
export function previewPagePolicy(assets: { islandLoader: string }): string {
  return contentSecurityPolicy({ inlineScripts: documentInlineScripts(assets), preview: true });
}

export function htmlAnswer(status: number, html: string, headers: Record<string, string> = {}): Response {
  return new Response(html, { status, headers: { ...PREVIEW_HEADERS, ...headers } });
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The page's own warnings at the top of its main content: a fault a production deploy would hold the
 * story back for (or stop for, in a site-wide story) in the editors' words, as their email says it; the rest as the build prints them.
 */
export function withWarnings(html: string, warnings: readonly BuildWarning[], storySlug: string): string {
  const siteWide = ["header", "footer", "settings"];
  const own = warnings.filter((warning) => warning.where === storySlug || siteWide.includes(warning.where));
  if (own.length === 0) return html;
  const items = own.map((warning) => `<li>${escapeHtml(warningInWords(warning) ?? formatWarning(warning))}</li>`).join("");
  const faults = own.filter((warning) => faultKind(warning));
  const lead = faults.some((warning) => siteWide.includes(warning.where))
    ? "Published like this, nothing would go live: a problem in the settings, header or footer story is on every page."
    : faults.length > 0
      ? "Published like this, this story would be held back: the live site keeps its last published version (a story never published stays unpublished) until what is named below is fixed; every other change goes live."
      : "This page has content problems the build would report:";
  const panel = `<aside class="preview-warnings container" role="status" aria-label="Content warnings"><p><strong>${escapeHtml(lead)}</strong></p><ul>${items}</ul></aside>`;
  return html.replace(/<main\b[^>]*>/, (open) => `${open}${panel}`);
}

/** Inside the Visual Editor only: the script that follows the editor's typing, and the session it keeps in the address. */
export function withEditorScript(html: string, editorScript: string | undefined, session: string | null = null): string {
  if (!editorScript) return html;
  const meta = session ? `<meta name="preview-session" content="${escapeHtml(session)}">` : "";
  return html.replace("</body>", `${meta}<script type="module" src="${escapeHtml(editorScript)}"></script></body>`);
}

/** A notice about the editor's session or allowance, first in the main content (where the swap after an edit puts it too). */
export function withNotice(html: string, notice: string | undefined): string {
  if (!notice) return html;
  const box = `<aside class="preview-notice container" role="alert" style="margin-block:1rem;padding:.75rem 1rem;border:2px solid #b00020;border-radius:.25rem;background:#fff;color:#111;font:1rem/1.4 system-ui,sans-serif">${escapeHtml(notice)}</aside>`;
  return html.replace(/<main\b[^>]*>/, (open) => `${open}${box}`);
}

/** Over the allowance with nothing loaded yet to show. */
export function overAllowancePage(): Response {
  return errorPage(429, "Too many Storyblok requests from this editor link", OVER_ALLOWANCE_NOTICE, "Wait a minute, then reload.", { "retry-after": "60" });
}

/** Storyblok down, slow or refusing, or content the site cannot be built from: a whole page saying so. */
export function failurePage(error: unknown): Response {
  if (error instanceof FetchError) {
    const busy = /rate limit|did not answer/i.test(error.what);
    // the page is read by an editor; the command-line advice goes to the function log for the developer
    console.error(`[preview] ${error.what} ${error.fix}`);
    const advice = busy
      ? "Storyblok is busy or slow right now. Reload this page in a few seconds to try again."
      : "Reload this page in a few seconds to try again; if it keeps failing, ask the site's developer to check the preview token and the function log.";
    return errorPage(busy ? 503 : 502, "Storyblok did not deliver the draft content", error.what, advice, busy ? { "retry-after": "10" } : {});
  }
  if (error instanceof UserError) return errorPage(500, "This draft cannot be shown", error.message, error.hint ?? "Fix the content named above in Storyblok.");
  console.error("[preview] Internal error:", error);
  return errorPage(500, "The preview failed", "Something went wrong while rendering this page.", "Reload the page; if it keeps failing, the function log has the details.");
}

function errorPage(status: number, title: string, what: string, fix: string, headers: Record<string, string> = {}): Response {
  const html = `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(what)}</p><p>${escapeHtml(fix)}</p><p><a href="">Try again</a></p></main></body></html>`;
  return htmlAnswer(status, html, headers);
}
