// The burst record lives in Netlify Blobs, changed atomically (blob-record.ts), so concurrent
// deliveries neither lose nor double an event.
import { getStore, type Store } from "@netlify/blobs";
import { type BlobRecord, updateRecord } from "./blob-record";
import { type BurstState, EMPTY_BURST } from "./build-burst";

export const BURST_STORE_NAME = "storyblok-webhook";

const BURST_RECORD: BlobRecord<BurstState> = {
  key: "burst",
  what: "The webhook's burst record",
  read: (stored) => ({ ...EMPTY_BURST, ...(stored as Partial<BurstState> | undefined) }),
};

export function openBurstStore(): Store {
  return getStore({ name: BURST_STORE_NAME, consistency: "strong" });
}

/** Applies `change` atomically and hands back its result; `change` must be pure, and a null state writes nothing. */
export function updateBurst<T extends { state: BurstState | null }>(store: Store, change: (state: BurstState) => T): Promise<T> {
  return updateRecord(store, BURST_RECORD, change);
}
