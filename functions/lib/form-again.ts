// A plain-form post (no JavaScript) that fails is answered with the contact page itself,
// fetched from the site that served it, with the visitor's values and the reason written
// back in (enquiry-page-fill.ts): nothing typed is lost and nothing typed goes into an
// address. Should the page not be reachable, the old redirect to its error address stands in.
import { ENQUIRY_FIELDS, ENQUIRY_FORM_PATH } from "../../src/lib/enquiry-constants";
import { type EnquiryValues, fillEnquiryPage } from "./enquiry-page-fill";
import { NO_STORE } from "./http";
import { type Failure, failureAnswer } from "./responses";

// the page is a static file on the same site; a slow answer is better replaced by the redirect
const PAGE_TIME_LIMIT_MS = 3000;
/** The page's own protections travel with it (its inline loader's hash is in its CSP). */
const PAGE_HEADERS = ["content-security-policy", "x-content-type-options", "referrer-policy", "permissions-policy", "x-frame-options", "strict-transport-security"];

export async function formAgainAnswer(req: Request, failure: Failure, values: EnquiryValues): Promise<Response> {
  const page = await fetchFormPage(new URL(ENQUIRY_FORM_PATH, req.url));
  const html = page && fillEnquiryPage(page.html, values, { message: failure.error, fieldErrors: failure.fieldErrors });
  if (!page || !html) return failureAnswer(failure, "redirect");
  const headers: Record<string, string> = { ...NO_STORE, "content-type": "text/html; charset=utf-8", ...failure.headers };
  for (const name of PAGE_HEADERS) {
    const value = page.headers.get(name);
    if (value) headers[name] = value;
  }
  return new Response(html, { status: failure.status, headers });
}

/** The visitor fields of a plain form's body, as sent (the honeypot is never written back). */
export function typedValues(body: unknown): EnquiryValues {
  const values: EnquiryValues = {};
  if (typeof body !== "object" || body === null) return values;
  for (const name of ENQUIRY_FIELDS) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

async function fetchFormPage(url: URL): Promise<{ html: string; headers: Headers } | null> {
  try {
    const response = await fetch(url, { headers: { accept: "text/html" }, signal: AbortSignal.timeout(PAGE_TIME_LIMIT_MS) });
    if (!response.ok || !(response.headers.get("content-type") ?? "").startsWith("text/html")) {
      console.error(`[send-email] The form page ${url.pathname} answered ${response.status}; the visitor was redirected to it without their values.`);
      return null;
    }
    return { html: await response.text(), headers: response.headers };
  } catch (error) {
    console.error(`[send-email] Could not fetch the form page ${url.pathname}; the visitor was redirected to it without their values:`, error);
    return null;
  }
}
