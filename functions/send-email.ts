// POST /api/send-email: checks where an enquiry comes from and what it contains, stores it,
// then emails it to the agency through Resend. Each step's rules live in functions/lib.
import type { Config, Context } from "@netlify/functions";
import { checkEnquiryFields, checkEnquiryRequest, ENQUIRY_ENDPOINT, ENQUIRY_FIELDS, ENQUIRY_SUBJECT, ENQUIRY_TEXT, type EnquiryCheck } from "../src/lib/enquiry";
import { attemptDelivery, type DeliveryResult, deliverStored, type StoredDelivery } from "./lib/deliver-enquiry";
import type { EnquiryValues } from "./lib/enquiry-page-fill";
import { createEnquiryRecord, type EnquiryRecord } from "./lib/enquiry-record";
import { openEnquiryStore } from "./lib/enquiry-store";
import { formAgainAnswer, typedValues } from "./lib/form-again";
import { isHoneypotFilled } from "./lib/honeypot";
import { jsonAnswer } from "./lib/http";
import { checkOrigin } from "./lib/origin-check";
import { answerStyleOf, readSubmission } from "./lib/read-submission";
import { type AnswerStyle, type Failure, failureAnswer, successAnswer } from "./lib/responses";

// Netlify's bundler reads this object from the source without running it, so every value must be
// a literal (an imported constant is silently dropped). The path equals ENQUIRY_ENDPOINT, which the
// form posts to; tests/unit/netlify-bundle.test.ts checks both. No `method`: the function answers
// other methods itself with a 405 that names the one it accepts.
export const config: Config = {
  path: "/api/send-email",
  // Netlify counts per visitor address (its edge's, never a header the client sends); the local server does the same.
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip"] },
};

/** How this request is answered: JSON for the island, redirects and pages for the plain form. */
interface Reply {
  style: AnswerStyle;
  /** what the plain form sent, once read: a failure shows the form again with it */
  typed: EnquiryValues;
  fail(failure: Failure): Promise<Response> | Response;
}

export default async (req: Request, context: Context): Promise<Response> => {
  const style = answerStyleOf(req);
  const siteUrl = context.site?.url;
  const reply: Reply = { style, typed: {}, fail: (failure) => (style === "redirect" ? formAgainAnswer(siteUrl, failure, reply.typed) : failureAnswer(failure, "json")) };
  try {
    return await answer(req, context, reply);
  } catch (error) {
    console.error(`[send-email] Internal error while handling request ${context.requestId}:`, error);
    return reply.fail({ status: 500, error: `${ENQUIRY_TEXT.unexpected}. Please try again, or email us directly.`, code: "unexpected" });
  }
};

async function answer(req: Request, context: Context, reply: Reply): Promise<Response> {
  const { style } = reply;
  if (req.method !== "POST") {
    return jsonAnswer(405, { error: `Send enquiries to ${ENQUIRY_ENDPOINT} with POST; ${req.method} is not accepted.` }, { allow: "POST" });
  }
  const foreign = checkOrigin(req, [process.env.SITE_URL, process.env.URL, context.site?.url]);
  if (foreign) return failureAnswer(foreign, "json");
  const submission = await readSubmission(req);
  if (!submission.ok) return reply.fail(submission.failure);
  if (style === "redirect") reply.typed = typedValues(submission.body);
  if (isHoneypotFilled(submission.body)) {
    console.warn(`[send-email] Honeypot field filled in request ${context.requestId}; answered as sent, nothing emailed.`);
    return successAnswer({ message: ENQUIRY_TEXT.success }, style);
  }
  const check = style === "redirect" ? checkEnquiryFields(submission.body) : checkEnquiryRequest(submission.body);
  if (!check.ok) return reply.fail(invalid(check));
  return accept(createEnquiryRecord(check.enquiry, ENQUIRY_SUBJECT, new Date()), reply);
}

function invalid(check: Extract<EnquiryCheck, { ok: false }>): Failure {
  const field = ENQUIRY_FIELDS.find((name) => check.fieldErrors[name]);
  return { status: field ? 422 : 400, error: check.error, code: field ?? "request", fieldErrors: check.fieldErrors };
}

async function accept(record: EnquiryRecord, reply: Reply): Promise<Response> {
  const sent = () => successAnswer({ message: ENQUIRY_TEXT.success, id: record.id }, reply.style);
  const delivery = await storedDelivery(record);
  if (delivery === null) {
    const { result } = await attemptDelivery(record, "function");
    return result.kind === "sent" ? sent() : undelivered(record.id, false, result, reply);
  }
  if (delivery.kind !== "attempted") {
    if (delivery.record.status === "sent") return sent();
    // another post of the same enquiry made the delivery just now, and it failed: this one is answered alike
    const detail = delivery.record.attempts.at(-1)?.detail ?? "its delivery ended without an attempt";
    return reply.fail(undeliveredFailure({ kind: "failed", busy: false, detail }, true));
  }
  if (delivery.unrecorded) console.error(`[send-email] Could not record the delivery of enquiry ${record.id} (${delivery.result.kind}):`, delivery.unrecorded);
  return delivery.result.kind === "sent" ? sent() : undelivered(record.id, true, delivery.result, reply);
}

/** A storage outage must not stop the email: the inbox is then the only copy, which still counts. */
async function storedDelivery(record: EnquiryRecord): Promise<StoredDelivery | null> {
  try {
    return await deliverStored(openEnquiryStore(), record, "function", { within: withinStoreTime });
  } catch (error) {
    console.error(`[send-email] Could not store enquiry ${record.id} in Netlify Blobs; emailing it anyway:`, error);
    return null;
  }
}

function undelivered(id: string, stored: boolean, result: Exclude<DeliveryResult, { kind: "sent" }>, reply: Reply): Promise<Response> | Response {
  logUndelivered(id, stored, result);
  return reply.fail(undeliveredFailure(result, stored));
}

// The Blobs client retries an unreachable store for half a minute; the visitor should not wait that long.
const STORE_TIME_LIMIT_MS = 3000;

function withinStoreTime<T>(operation: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Netlify Blobs did not answer within ${STORE_TIME_LIMIT_MS} ms`)), STORE_TIME_LIMIT_MS);
  });
  return Promise.race([operation, limit]).finally(() => clearTimeout(timer));
}

function logUndelivered(id: string, stored: boolean, result: Exclude<DeliveryResult, { kind: "sent" }>): void {
  const reason = result.kind === "not-configured" ? `mail is not configured: ${result.problem}` : result.detail;
  const recovery = stored ? `It is stored; re-send it with: npm run enquiries -- resend --id ${id}` : "It could NOT be stored either, so the visitor was asked to try again.";
  console.error(`[send-email] Enquiry ${id} was not emailed: ${reason}. ${recovery}`);
}

function undeliveredFailure(result: Exclude<DeliveryResult, { kind: "sent" }>, stored: boolean): Failure {
  const saved = stored ? "Your enquiry has been saved, but it could not be emailed to us just now." : "Your enquiry could not be sent or saved just now.";
  if (result.kind === "not-configured") {
    return { status: 500, error: `${saved} The contact form's email settings are incomplete; please email us directly.`, code: "not-sent" };
  }
  const retry = result.busy && result.retryAfterSeconds ? { "retry-after": String(result.retryAfterSeconds) } : undefined;
  return {
    status: result.busy ? 503 : 502,
    error: `${saved} Please try again in a few minutes, or email us directly.`,
    code: "not-sent",
    headers: retry,
  };
}
