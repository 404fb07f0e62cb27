// The function's two answer styles: JSON for the form island's fetch, and 303 redirects for
// the plain HTML form post, so a visitor without JavaScript lands on a real page.
import { ENQUIRY_THANK_YOU_PATH, type EnquiryErrorCode, type EnquiryField, enquiryErrorPath } from "../../src/lib/enquiry-constants";
import { withSecurityHeaders } from "../../src/lib/security-headers";
import { jsonAnswer, NO_STORE } from "./http";

export interface Failure {
  status: number;
  /** Shown to the visitor by the form: what happened and what to do. */
  error: string;
  /** The no-JavaScript error page's code. */
  code: EnquiryErrorCode;
  fieldErrors?: Partial<Record<EnquiryField, string>>;
  headers?: Record<string, string>;
}

export function failureAnswer(failure: Failure, style: AnswerStyle): Response {
  if (style === "redirect") return redirect(enquiryErrorPath(failure.code));
  const body: Record<string, unknown> = { error: failure.error };
  if (failure.fieldErrors && Object.keys(failure.fieldErrors).length > 0) body.fieldErrors = failure.fieldErrors;
  return jsonAnswer(failure.status, body, failure.headers);
}

export function successAnswer(body: Record<string, unknown>, style: AnswerStyle): Response {
  return style === "redirect" ? redirect(ENQUIRY_THANK_YOU_PATH) : jsonAnswer(200, { ok: true, ...body });
}

export type AnswerStyle = "json" | "redirect";

function redirect(location: string): Response {
  return withSecurityHeaders(new Response(null, { status: 303, headers: { ...NO_STORE, location } }));
}
