// One small JSON record in Netlify Blobs, changed atomically: each update reads the record with
// its ETag and writes only if nobody wrote in between, retrying otherwise, so concurrent
// functions neither lose nor double a change.
import type { Store } from "@netlify/blobs";

const MAX_ATTEMPTS = 8;

// One update at a time within an instance: the package's local Blobs server checks ETags and
// writes in separate steps, so only instances apart (Netlify's own store) rely on the ETag alone.
let queue: Promise<unknown> = Promise.resolve();

export interface BlobRecord<S> {
  key: string;
  /** names the record in the error when it keeps changing */
  what: string;
  /** the stored value (or undefined) as a whole state: a record written before a field existed reads as having it empty */
  read(stored: unknown): S;
}

/** Applies `change` atomically and hands back its result; `change` must be pure, and a null state writes nothing. */
export function updateRecord<S, T extends { state: S | null }>(store: Store, record: BlobRecord<S>, change: (state: S) => T): Promise<T> {
  const next = queue.then(() => applyUpdate(store, record, change));
  queue = next.catch(() => undefined);
  return next;
}

async function applyUpdate<S, T extends { state: S | null }>(store: Store, record: BlobRecord<S>, change: (state: S) => T): Promise<T> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const listedEtag = await etagFromListing(store, record.key);
    const current = await store.getWithMetadata(record.key, { type: "json" });
    const outcome = change(record.read(current?.data));
    if (!outcome.state) return outcome;
    const etag = current?.etag ?? listedEtag;
    const condition = current && etag ? { onlyIfMatch: etag } : { onlyIfNew: true as const };
    const { modified } = await store.setJSON(record.key, outcome.state, condition);
    if (modified) return outcome;
  }
  throw new Error(`${record.what} in Netlify Blobs kept changing under ${MAX_ATTEMPTS} attempts to update it.`);
}

/**
 * Netlify answers a read with the blob's ETag; the package's local server does not, but lists
 * ETags. Read before the data, an outdated one only makes the conditional write fail and retry.
 */
async function etagFromListing(store: Store, key: string): Promise<string | undefined> {
  const { blobs } = await store.list({ prefix: key });
  return blobs.find((blob) => blob.key === key)?.etag;
}
