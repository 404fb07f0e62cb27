// The branded 1200×630 sharing image of each case study and article: its still,
// cover-cropped, under a gradient with its title, the site name and the accent
// (build/pipeline/assets/social-card-svg.ts), at the address the pages name (src/content/social-card.ts).
// Each card is kept in the build cache under its file name, which hashes all it
// shows, plus a hash of the still's bytes: "replace asset" in Storyblok keeps the
// still's URL, so only its bytes tell a replaced still from the one drawn before.
// A build whose cards are all cached reads files and never starts the thread that draws
// them (social-card-thread.ts), nor loads sharp.
// A still that is missing from the content cache or unreadable gives the plain
// branded card and a warning; it never stops the build.
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import { pageMeta } from "../../../src/content/page-meta";
import type { Route } from "../../../src/content/route";
import type { BuildWarning, Site } from "../../../src/content/site";
import { hasSocialCard, type SocialCardSubject, socialCardPath, socialCardSubject } from "../../../src/content/social-card";
import { assetCachePath } from "../../content-cache/asset-paths";
import { cachedFile } from "../../shared/build-step-cache";
import type { CopiedFile } from "../write/output-files";
import { type CardThread, socialCardThread } from "./social-card-thread";

const CACHE_KIND = "social-cards";
/** cards asked of the card thread at once: sharp draws each on a thread of libuv's pool, so a few keep both cores busy */
const CONCURRENCY = 4;

/** One card per case study and article among the routes, as files for the output folder. */
export async function buildSocialCards(routes: Route[], site: Site, contentDir: string, warn: (w: BuildWarning) => void): Promise<CopiedFile[]> {
  const cards = new Map<string, SocialCardSubject>();
  for (const route of routes) {
    if (!hasSocialCard(route.kind)) continue;
    const subject = socialCardSubject(route.story, site.settings.site_name, site.stillDigests);
    const path = socialCardPath(subject);
    // only the cards pages name: a page with an image the editor chose needs none
    if (pageMeta(site, route).ogImage.endsWith(path)) cards.set(path, subject);
  }
  const thread = socialCardThread();
  try {
    return await inBatchesOf(CONCURRENCY, [...cards], async ([path, subject]) => ({
      path: path.slice(1),
      copyOf: await socialCard(thread, basename(path), subject, join(contentDir, "assets"), warn),
    }));
  } finally {
    await thread.close();
  }
}

/** The card's file in the build cache, drawn first when it is not there. */
async function socialCard(thread: CardThread, name: string, subject: SocialCardSubject, assetsDir: string, warn: (w: BuildWarning) => void): Promise<string> {
  const still = await stillFile(subject, assetsDir, warn);
  if (still) {
    try {
      const stillHash = createHash("sha256")
        .update(await readFile(still))
        .digest("hex")
        .slice(0, 16);
      return await cachedFile(CACHE_KIND, name.replace(/\.jpg$/, `.${stillHash}.jpg`), () => thread.draw(subject, still));
    } catch (error) {
      // not cached: the plain card stands in until the file is fixed, and the warning repeats each build
      warn(stillWarning(subject, `cannot be read as an image (${error instanceof Error ? error.message : String(error)})`));
    }
  }
  return cachedFile(CACHE_KIND, name.replace(/\.jpg$/, ".plain.jpg"), () => thread.draw(subject, null));
}

/** The still's file in the content cache; null (with a warning when a still is set) when there is none. */
async function stillFile(subject: SocialCardSubject, assetsDir: string, warn: (w: BuildWarning) => void): Promise<string | null> {
  if (!subject.stillFilename) return null;
  const asset = assetCachePath(subject.stillFilename);
  if (!asset || asset === "unsafe") {
    warn(stillWarning(subject, "is not a Storyblok asset the content cache can hold"));
    return null;
  }
  const file = join(assetsDir, asset.cachePath);
  if ((await stat(file).catch(() => null))?.isFile()) return file;
  warn(stillWarning(subject, `is not in the content cache (assets/${asset.cachePath})`));
  return null;
}

function stillWarning(subject: SocialCardSubject, problem: string): BuildWarning {
  return {
    where: subject.full_slug,
    path: "content.image.filename",
    message: `the still ${subject.stillFilename} ${problem}, so the social card has the plain branded background; run "npm run fetch" again or choose another image`,
  };
}

/** map with at most `limit` calls running at once, results in input order. */
async function inBatchesOf<T, R>(limit: number, items: T[], map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await map(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
