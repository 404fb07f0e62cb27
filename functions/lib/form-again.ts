// A plain-form post (no JavaScript) that fails is answered with the contact page itself, as the
// site publishes it (form-page.ts: bundled with the function, or fetched from the site's configured
// address, never from one the request names), with the visitor's values and the reason written
// back in (enquiry-page-fill.ts): nothing typed is lost and nothing typed goes into an address.
// Should the page not be had, the old redirect to its error address stands in.
import { ENQUIRY_FIELDS } from "../../src/lib/enquiry-constants";
import { type EnquiryValues, fillEnquiryPage } from "./enquiry-page-fill";
import { loadFormPage } from "./form-page";
import { NO_STORE } from "./http";
import { type Failure, failureAnswer } from "./responses";

/** The page's own protections travel with it (its inline loader's hash is in its CSP). */
const PAGE_HEADERS = ["content-security-policy", "x-content-type-options", "referrer-policy", "permissions-policy", "x-frame-options", "strict-transport-security"];

/** `siteUrl`: the site's address as the platform gives it (context.site.url). */
export async function formAgainAnswer(siteUrl: string | undefined, failure: Failure, values: EnquiryValues): Promise<Response> {
  const page = await loadFormPage(siteUrl);
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
