// The digest of each case study's and article's still, read from the content cache: a social
// card's name hashes it (src/content/social-card.ts), so a still replaced under the same URL
// (Storyblok's "replace asset") gives its card a new name, as a file served immutable must have.
// A still that is not in the content cache has no digest (its card is the plain one).
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Site } from "../../../src/content/site";
import { storyStill } from "../../../src/content/social-card";
import { assetCachePath } from "../../content-cache/asset-paths";

const CARD_COMPONENTS = new Set(["case_study", "article"]);

/** still URL → digest of its bytes, for the stills of the site's case studies and articles found in `contentDir`. */
export async function stillDigests(site: Site, contentDir: string): Promise<Map<string, string>> {
  const stills = new Set(site.stories.filter((s) => CARD_COMPONENTS.has(s.content.component)).flatMap((s) => storyStill(s) ?? []));
  const digests = await Promise.all(
    [...stills].map(async (still) => {
      const asset = assetCachePath(still);
      if (!asset || asset === "unsafe") return null;
      const bytes = await readFile(join(contentDir, "assets", asset.cachePath)).catch(() => null);
      return bytes ? ([still, stillDigest(bytes)] as const) : null;
    }),
  );
  return new Map(digests.filter((d) => d !== null));
}

/** The digest a card's name hashes; the og-image function checks the still it fetches against it. */
export function stillDigest(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}
