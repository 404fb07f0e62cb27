// One delivery attempt of a stored enquiry, shared by the function and the re-send CLI so
// both send the same email under the same idempotency key and record the attempt alike.
import { renderEnquiryEmail } from "./enquiry-email";
import { type DeliveryAttempt, type EnquiryRecord, idempotencyKeyOf, withAttempt } from "./enquiry-record";
import { readMailConfig } from "./mail-config";
import { sendWithRetries } from "./resend-send";

export type DeliveryResult =
  | { kind: "sent"; emailId: string }
  | { kind: "not-configured"; problem: string }
  | { kind: "failed"; busy: boolean; detail: string; retryAfterSeconds?: number };

export interface Delivery {
  /** The record with this attempt added; the caller stores it. */
  record: EnquiryRecord;
  result: DeliveryResult;
}

export async function attemptDelivery(record: EnquiryRecord, via: DeliveryAttempt["via"], env: Record<string, string | undefined> = process.env): Promise<Delivery> {
  const at = () => new Date().toISOString();
  const mail = readMailConfig(env);
  if (!mail.ok) {
    const attempt = { at: at(), via, ok: false, detail: `not sent: ${mail.problem}` };
    return { record: withAttempt(record, attempt), result: { kind: "not-configured", problem: mail.problem } };
  }
  const outcome = await sendWithRetries(mail.config, {
    email: renderEnquiryEmail(record),
    replyTo: record.enquiry.email,
    idempotencyKey: idempotencyKeyOf(record),
  });
  if (outcome.ok) {
    const attempt = { at: at(), via, ok: true, detail: outcome.emailId };
    return { record: withAttempt(record, attempt), result: { kind: "sent", emailId: outcome.emailId } };
  }
  const detail = `${outcome.detail} (after ${outcome.attempts} attempt${outcome.attempts === 1 ? "" : "s"})`;
  return {
    record: withAttempt(record, { at: at(), via, ok: false, detail }),
    result: { kind: "failed", busy: outcome.busy, detail, retryAfterSeconds: outcome.retryAfterSeconds },
  };
}
