// What is kept of every valid enquiry, and how it is named. The id is derived from the
// content and the day, so a visitor who retries the same submission reaches the same record
// and the same Resend idempotency key, and the agency receives it once.
import { createHash } from "node:crypto";
import type { Enquiry } from "../../src/lib/enquiry";

export type DeliveryStatus = "pending" | "sent" | "failed";

export interface DeliveryAttempt {
  at: string;
  via: "function" | "cli";
  ok: boolean;
  /** Resend's email id on success; what went wrong otherwise. */
  detail: string;
}

export interface EnquiryRecord {
  id: string;
  receivedAt: string;
  subject: string;
  enquiry: Enquiry;
  status: DeliveryStatus;
  attempts: DeliveryAttempt[];
  sentAt?: string;
  emailId?: string;
  /** A delivery under way: its holder, and when the hold lapses (a holder stopped mid-way lets another take over). */
  delivering?: { token: string; until: string };
}

export function createEnquiryRecord(enquiry: Enquiry, subject: string, now: Date): EnquiryRecord {
  const day = now.toISOString().slice(0, 10);
  const fingerprint = createHash("sha256")
    .update(JSON.stringify([subject, enquiry.fullName, enquiry.email, enquiry.company, enquiry.message]))
    .digest("hex")
    .slice(0, 20);
  return {
    id: `${day}-${fingerprint}`,
    receivedAt: now.toISOString(),
    subject,
    enquiry: { fullName: enquiry.fullName, email: enquiry.email, company: enquiry.company, message: enquiry.message },
    status: "pending",
    attempts: [],
  };
}

/** Resend keeps a key for 24 hours: a re-send within that time can never deliver twice. */
export function idempotencyKeyOf(record: EnquiryRecord): string {
  return `enquiry/${record.id}`;
}

/** The attempt added; once sent, an enquiry stays sent with its first email, whatever is added later. */
export function withAttempt(record: EnquiryRecord, attempt: DeliveryAttempt): EnquiryRecord {
  const attempts = [...record.attempts, attempt];
  if (record.status === "sent") return { ...record, attempts };
  if (attempt.ok) return { ...record, attempts, status: "sent", sentAt: attempt.at, emailId: attempt.detail };
  return { ...record, attempts, status: "failed" };
}

export const isBeingDelivered = (record: EnquiryRecord, now: number): boolean => record.delivering !== undefined && Date.parse(record.delivering.until) > now;
