// The delivery of a stored enquiry, shared by the function and the re-send CLI so both send the
// same email under the same idempotency key and record the attempt alike. One delivery at a time:
// the caller that claims it in the store calls Resend, and a caller that finds it under way waits
// for its outcome instead of sending again (identical posts at once, a re-send during a post).
import { setTimeout as sleep } from "node:timers/promises";
import type { Store } from "@netlify/blobs";
import { renderEnquiryEmail } from "./enquiry-email";
import { type DeliveryAttempt, type EnquiryRecord, idempotencyKeyOf, isBeingDelivered } from "./enquiry-record";
import { claimDelivery, readEnquiry, recordAttempt } from "./enquiry-store";
import { readMailConfig } from "./mail-config";
import { sendDeadlineMs, sendWithRetries } from "./resend-send";

export type DeliveryResult =
  | { kind: "sent"; emailId: string }
  | { kind: "not-configured"; problem: string }
  | { kind: "failed"; busy: boolean; detail: string; retryAfterSeconds?: number };

export type StoredDelivery =
  /** this caller made the attempt; `record` is as stored after it, or `unrecorded` says why it could not be */
  | { kind: "attempted"; result: DeliveryResult; record: EnquiryRecord; unrecorded?: unknown }
  /** sent before this caller came */
  | { kind: "sent-before"; record: EnquiryRecord }
  /** another delivery was under way; `record` holds its outcome */
  | { kind: "by-another"; record: EnquiryRecord };

/** Time to record the outcome once Resend has answered, on top of the send's own deadline. */
const RECORD_MS = 3000;
/** How often a caller waiting on another's delivery looks at the record. */
const WAIT_POLL_MS = 200;
/** Holds taken over after lapsing, at most, before a waiting caller answers with what the record says. */
const TAKEOVERS = 2;

export interface DeliveryOptions {
  env?: Record<string, string | undefined>;
  /** Bounds each store call (the function's visitor must not wait on a hung store). */
  within?: <T>(operation: Promise<T>) => Promise<T>;
}

/** Claims and makes the delivery of `record`'s enquiry (stored first when new), or waits for the one under way. Throws only when the store fails before an attempt. */
export async function deliverStored(store: Store, record: EnquiryRecord, via: DeliveryAttempt["via"], options: DeliveryOptions = {}): Promise<StoredDelivery> {
  const { env = process.env, within = (operation) => operation } = options;
  const mail = readMailConfig(env);
  const holdMs = (mail.ok ? sendDeadlineMs(mail.config) : 0) + RECORD_MS;
  let latest = record;
  for (let round = 0; round <= TAKEOVERS; round++) {
    const claim = await within(claimDelivery(store, record, holdMs));
    if (claim.kind === "sent") return { kind: "sent-before", record: claim.record };
    if (claim.kind === "claimed") {
      const { attempt, result } = await attemptDelivery(claim.record, via, env);
      try {
        return { kind: "attempted", result, record: await within(recordAttempt(store, claim.record, attempt, claim.token)) };
      } catch (error) {
        return { kind: "attempted", result, record: claim.record, unrecorded: error };
      }
    }
    latest = await outcomeOf(store, claim.record, within);
    if (latest.status === "sent" || !latest.delivering) return { kind: "by-another", record: latest };
    // the hold lapsed with no outcome: its holder stopped mid-way, so this caller takes it over
  }
  return { kind: "by-another", record: latest };
}

/** The record once the delivery holding it has recorded its outcome or its hold has lapsed. */
async function outcomeOf(store: Store, held: EnquiryRecord, within: NonNullable<DeliveryOptions["within"]>): Promise<EnquiryRecord> {
  let record = held;
  while (record.status !== "sent" && isBeingDelivered(record, Date.now())) {
    await sleep(WAIT_POLL_MS);
    // a read that fails is tried again at the next look, until the hold would have lapsed
    record = (await within(readEnquiry(store, held.id)).catch(() => record)) ?? record;
  }
  return record;
}

/** One attempt to email `record` through Resend, and the attempt as the record keeps it. */
export async function attemptDelivery(
  record: EnquiryRecord,
  via: DeliveryAttempt["via"],
  env: Record<string, string | undefined> = process.env,
): Promise<{ attempt: DeliveryAttempt; result: DeliveryResult }> {
  const at = () => new Date().toISOString();
  const mail = readMailConfig(env);
  if (!mail.ok) return { attempt: { at: at(), via, ok: false, detail: `not sent: ${mail.problem}` }, result: { kind: "not-configured", problem: mail.problem } };
  const outcome = await sendWithRetries(mail.config, {
    email: renderEnquiryEmail(record),
    replyTo: record.enquiry.email,
    idempotencyKey: idempotencyKeyOf(record),
  });
  if (outcome.ok) return { attempt: { at: at(), via, ok: true, detail: outcome.emailId }, result: { kind: "sent", emailId: outcome.emailId } };
  const detail = `${outcome.detail} (after ${outcome.attempts} attempt${outcome.attempts === 1 ? "" : "s"})`;
  return { attempt: { at: at(), via, ok: false, detail }, result: { kind: "failed", busy: outcome.busy, detail, retryAfterSeconds: outcome.retryAfterSeconds } };
}
