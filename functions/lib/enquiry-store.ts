// Every valid enquiry is written to Netlify Blobs before any email is attempted, so an
// outage at Resend can delay an enquiry but never lose it (see build/cli/enquiries.ts to re-send).
import { getStore, type Store } from "@netlify/blobs";
import type { EnquiryRecord } from "./enquiry-record";

export const ENQUIRY_STORE_NAME = "enquiries";

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

/**
 * Writes a new record, or returns the one already stored under the same id (the same
 * enquiry sent again the same day) so the caller can tell whether it was already delivered.
 */
export async function saveNewEnquiry(store: Store, record: EnquiryRecord): Promise<EnquiryRecord> {
  const { modified } = await store.setJSON(record.id, record, { onlyIfNew: true });
  if (modified) return record;
  return (await readEnquiry(store, record.id)) ?? record;
}

/** Last write wins: the only concurrent writers are re-sends of one enquiry, which agree on the outcome. */
export async function saveEnquiry(store: Store, record: EnquiryRecord): Promise<void> {
  await store.setJSON(record.id, record);
}

export async function readEnquiry(store: Store, id: string): Promise<EnquiryRecord | null> {
  return ((await store.get(id, { type: "json" })) as EnquiryRecord | null) ?? null;
}

/** Oldest first, as the agency would work through them. */
export async function listEnquiries(store: Store): Promise<EnquiryRecord[]> {
  const { blobs } = await store.list();
  const records = await Promise.all(blobs.map(({ key }) => readEnquiry(store, key)));
  return records.filter((record): record is EnquiryRecord => record !== null).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}
