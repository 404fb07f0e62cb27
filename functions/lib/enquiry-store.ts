// Every valid enquiry is written to Netlify Blobs before any email is attempted, so an
// outage at Resend can delay an enquiry but never lose it (see build/cli/enquiries.ts to re-send).
// Its delivery is claimed and its outcome added with conditional writes (a write that passes only
// over the version it read), so posts and re-sends of one enquiry at once make one delivery and
// none overwrites what another recorded.
import { randomUUID } from "node:crypto";
import { getStore, type Store } from "@netlify/blobs";
import { type DeliveryAttempt, type EnquiryRecord, isBeingDelivered, withAttempt } from "./enquiry-record";

export const ENQUIRY_STORE_NAME = "enquiries";
/** Each conditional write that fails means another writer got in first; this many in a row is no longer contention. */
const MAX_TRIES = 8;

export interface StoreAccess {
  /** Set together to reach a deployed site's store from outside Netlify (the CLI). */
  siteID?: string;
  token?: string;
}

/** Strong consistency: a record just written must be readable by the re-send that follows. */
export function openEnquiryStore(access: StoreAccess = {}): Store {
  if (access.siteID && access.token) {
    return getStore({ name: ENQUIRY_STORE_NAME, siteID: access.siteID, token: access.token });
  }
  return getStore({ name: ENQUIRY_STORE_NAME, consistency: "strong" });
}

export type Claim =
  /** this caller holds the delivery, with `token`, until record.delivering.until */
  | { kind: "claimed"; record: EnquiryRecord; token: string }
  | { kind: "sent"; record: EnquiryRecord }
  /** another delivery of it is under way */
  | { kind: "held"; record: EnquiryRecord };

/**
 * Takes the delivery of `record`'s enquiry for `holdMs`, storing the record first when the store
 * has none under its id (the same enquiry posted again the same day reaches the stored one).
 */
export async function claimDelivery(store: Store, record: EnquiryRecord, holdMs: number): Promise<Claim> {
  const token = randomUUID();
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const current = await readVersion(store, record.id);
    if (current?.record.status === "sent") return { kind: "sent", record: current.record };
    if (current && isBeingDelivered(current.record, Date.now())) return { kind: "held", record: current.record };
    const claimed = { ...(current?.record ?? record), delivering: { token, until: new Date(Date.now() + holdMs).toISOString() } };
    const { modified } = await store.setJSON(record.id, claimed, current ? { onlyIfMatch: current.etag } : { onlyIfNew: true });
    if (modified) return { kind: "claimed", record: claimed, token };
  }
  throw new Error(`Enquiry ${record.id} changed ${MAX_TRIES} times while its delivery was being claimed`);
}

/** Adds `attempt` to the record as stored now, never to an older copy, and ends the hold of `token`. */
export async function recordAttempt(store: Store, claimed: EnquiryRecord, attempt: DeliveryAttempt, token: string): Promise<EnquiryRecord> {
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const current = await readVersion(store, claimed.id);
    const { delivering, ...rest } = withAttempt(current?.record ?? claimed, attempt);
    const next: EnquiryRecord = delivering && delivering.token !== token ? { ...rest, delivering } : rest;
    const { modified } = await store.setJSON(claimed.id, next, current ? { onlyIfMatch: current.etag } : { onlyIfNew: true });
    if (modified) return next;
  }
  throw new Error(`Enquiry ${claimed.id} changed ${MAX_TRIES} times while its delivery was being recorded`);
}

export async function readEnquiry(store: Store, id: string): Promise<EnquiryRecord | null> {
  return ((await store.get(id, { type: "json" })) as EnquiryRecord | null) ?? null;
}

async function readVersion(store: Store, id: string): Promise<{ record: EnquiryRecord; etag: string } | null> {
  const found = await store.getWithMetadata(id, { type: "json" });
  if (!found) return null;
  if (!found.etag) throw new Error(`Netlify Blobs returned enquiry ${id} without its version (etag)`);
  return { record: found.data as EnquiryRecord, etag: found.etag };
}

/** Oldest first, as the agency would work through them. */
export async function listEnquiries(store: Store): Promise<EnquiryRecord[]> {
  const { blobs } = await store.list();
  const records = await Promise.all(blobs.map(({ key }) => readEnquiry(store, key)));
  return records.filter((record): record is EnquiryRecord => record !== null).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}
