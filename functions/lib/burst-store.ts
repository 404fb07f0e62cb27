// The burst record lives in Netlify Blobs. Concurrent deliveries each read it with its ETag and
// write only if nobody wrote in between, retrying otherwise, so no event is lost or doubled.
import { getStore, type Store } from "@netlify/blobs";
import { type BurstState, EMPTY_BURST } from "./build-burst";

export const BURST_STORE_NAME = "storyblok-webhook";
const BURST_KEY = "burst";
const MAX_ATTEMPTS = 8;

export function openBurstStore(): Store {
  return getStore({ name: BURST_STORE_NAME, consistency: "strong" });
}

// One update at a time within an instance: the package's local Blobs server checks ETags and
// writes in separate steps, so only instances apart (Netlify's own store) rely on the ETag alone.
let queue: Promise<unknown> = Promise.resolve();

/** Applies `change` atomically and hands back its result; `change` must be pure, and a null state writes nothing. */
export function updateBurst<T extends { state: BurstState | null }>(store: Store, change: (state: BurstState) => T): Promise<T> {
  const next = queue.then(() => applyUpdate(store, change));
  queue = next.catch(() => undefined);
  return next;
}

async function applyUpdate<T extends { state: BurstState | null }>(store: Store, change: (state: BurstState) => T): Promise<T> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const listedEtag = await etagFromListing(store);
    const current = await store.getWithMetadata(BURST_KEY, { type: "json" });
    const state = withDefaults(current?.data as Partial<BurstState> | undefined);
    const outcome = change(state);
    if (!outcome.state) return outcome;
    const etag = current?.etag ?? listedEtag;
    const condition = current && etag ? { onlyIfMatch: etag } : { onlyIfNew: true as const };
    const { modified } = await store.setJSON(BURST_KEY, outcome.state, condition);
    if (modified) return outcome;
  }
  throw new Error(`The webhook's burst record in Netlify Blobs kept changing under ${MAX_ATTEMPTS} attempts to update it.`);
}

/** A record written before a field existed reads as having it empty. */
function withDefaults(stored: Partial<BurstState> | null | undefined): BurstState {
  return { ...EMPTY_BURST, ...stored };
}

/**
 * Netlify answers a read with the blob's ETag; the package's local server does not, but lists
 * ETags. Read before the data, an outdated one only makes the conditional write fail and retry.
 */
async function etagFromListing(store: Store): Promise<string | undefined> {
  const { blobs } = await store.list({ prefix: BURST_KEY });
  return blobs.find((blob) => blob.key === BURST_KEY)?.etag;
}
