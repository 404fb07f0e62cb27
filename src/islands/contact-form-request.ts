// The form island's side of POST /api/send-email: sends the visitor's values as the
// function expects them and turns every possible answer into what the form shows.
import { ENQUIRY_ENDPOINT, ENQUIRY_FIELDS, ENQUIRY_SUBJECT, ENQUIRY_TEXT, type EnquiryField, HONEYPOT_FIELD } from "../lib/enquiry";

export type EnquiryValues = Record<EnquiryField | typeof HONEYPOT_FIELD, string>;
export type FieldErrors = Partial<Record<EnquiryField, string>>;

export type SendOutcome = { ok: true } | { ok: false; message: string; fieldErrors: FieldErrors };

/**
 * Well above the function's slowest honest answer (a Blobs write plus Resend's brief
 * retries), so only a connection that has truly stalled is given up on.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/** The named fields of a form, as strings (a missing field reads as empty). */
export function readEnquiryValues(form: HTMLFormElement): EnquiryValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    fullName: text("fullName"),
    email: text("email"),
    company: text("company"),
    message: text("message"),
    [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
  };
}

export async function sendEnquiry(values: EnquiryValues, endpoint: string = ENQUIRY_ENDPOINT): Promise<SendOutcome> {
  let status: number;
  let body: unknown;
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ payload: values, subject: ENQUIRY_SUBJECT }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = response.status;
    body = await response.json();
  } catch {
    // No answer (offline, timed out) or one that is not the function's JSON (a proxy's error page).
    return unexpected();
  }
  if (status >= 200 && status < 300) return isRecord(body) && body.ok === true ? { ok: true } : unexpected();
  return { ok: false, message: serverError(body), fieldErrors: serverFieldErrors(body) };
}

function unexpected(): SendOutcome {
  return { ok: false, message: ENQUIRY_TEXT.unexpected, fieldErrors: {} };
}

function serverError(body: unknown): string {
  const error = isRecord(body) ? body.error : undefined;
  return typeof error === "string" && error.trim() !== "" ? error : ENQUIRY_TEXT.sendFailed;
}

/** Only the four known fields with text messages are taken; anything else in the answer is ignored. */
function serverFieldErrors(body: unknown): FieldErrors {
  const given = isRecord(body) && isRecord(body.fieldErrors) ? body.fieldErrors : {};
  const errors: FieldErrors = {};
  for (const field of ENQUIRY_FIELDS) {
    const message = given[field];
    if (typeof message === "string" && message.trim() !== "") errors[field] = message;
  }
  return errors;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
