// The digest of each case study's and article's still, read from the content cache: a social
// card's name hashes it (src/content/social-card.ts), so a still replaced under the same URL
// (Storyblok's "replace asset") gives its card a new name, as a file served immutable must have.
// A still that is not in the content cache has no digest (its card is the plain one). With the
// story memo, a still whose file is unchanged since the last load is not read again.
import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Site } from "../../../src/content/site";
import { storyStill } from "../../../src/content/social-card";
import { assetCachePath } from "../../content-cache/asset-paths";
import { trustedFingerprint } from "../../shared/file-fingerprint.mjs";
import { type StoryMemo, stillKey } from "./story-memo";

const CARD_COMPONENTS = new Set(["case_study", "article"]);

/** still URL → digest of its bytes, for the stills of the site's case studies and articles found in `contentDir`. */
export async function stillDigests(site: Site, contentDir: string, memo: StoryMemo | null = null): Promise<Map<string, string>> {
  const stills = new Set(site.stories.filter((s) => CARD_COMPONENTS.has(s.content.component)).flatMap((s) => storyStill(s) ?? []));
  const digests = await Promise.all(
    [...stills].map(async (still) => {
      const asset = assetCachePath(still);
      if (!asset || asset === "unsafe") return null;
      const digest = await fileDigest(join(contentDir, "assets", asset.cachePath), asset.cachePath, memo);
      return digest ? ([still, digest] as const) : null;
    }),
  );
  return new Map(digests.filter((d) => d !== null));
}

/** The digest of a still's file, from the memo when the file is unchanged since it was kept; null when there is no such file. */
async function fileDigest(file: string, cachePath: string, memo: StoryMemo | null): Promise<string | null> {
  // stated before it is read (a file changed after this has a new fingerprint, which the next load does not find), in
  // this thread: quicker than the thread pool's round trip, and almost every still is known by its fingerprint
  const found = memo ? (statSync(file, { throwIfNoEntry: false }) ?? null) : null;
  const fingerprint = found?.isFile() ? trustedFingerprint(found) : null;
  const key = fingerprint ? stillKey(cachePath, fingerprint) : null;
  const kept = key ? memo?.stills.get(key) : undefined;
  if (kept) return kept;
  const bytes = await readFile(file).catch(() => null);
  if (!bytes) return null;
  const digest = stillDigest(bytes);
  if (key) memo?.stills.set(key, digest);
  return digest;
}

/** The digest a card's name hashes; the og-image function checks the still it fetches against it. */
export function stillDigest(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}
