// The branded 1200×630 sharing image of each case study and article: its still,
// cover-cropped, under a gradient with its title, the site name and the accent
// (build/pipeline/assets/social-card-svg.ts), at the address the pages name (src/lib/social-card.ts).
// Each card is kept in the build cache under its file name, which hashes all it
// shows, plus a hash of the still's bytes: "replace asset" in Storyblok keeps the
// still's URL, so only its bytes tell a replaced still from the one drawn before.
// A build whose cards are all cached reads files and never loads sharp.
// A still that is missing from the content cache or unreadable gives the plain
// branded card and a warning; it never stops the build.
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import type { BuildWarning, Site } from "../../../src/content/site";
import { pageMeta } from "../../../src/lib/page-meta";
import { hasSocialCard, type SocialCardSubject, socialCardPath, socialCardSubject } from "../../../src/lib/social-card";
import type { Route } from "../../../src/pages/route";
import { assetCachePath } from "../../content-cache/asset-paths";
import { cachedFile } from "../../shared/build-step-cache";
import type { CopiedFile } from "../output-files";
import { CARD_COLOURS, CARD_HEIGHT, CARD_WIDTH, cardOverlaySvg, plainBackgroundSvg } from "./social-card-svg";

const CACHE_KIND = "social-cards";
/** cards made at once: sharp spreads each over its own threads, so a few keep both cores busy */
const CONCURRENCY = 4;
// mozjpeg's scan optimisation doubles the encode time for about 4% of the bytes
const JPEG = { quality: 82, mozjpeg: true, optimiseScans: false } as const;

/** One card per case study and article among the routes, as files for the output folder. */
export async function buildSocialCards(routes: Route[], site: Site, contentDir: string, warn: (w: BuildWarning) => void): Promise<CopiedFile[]> {
  const cards = new Map<string, SocialCardSubject>();
  for (const route of routes) {
    if (!hasSocialCard(route.kind)) continue;
    const subject = socialCardSubject(route.story, site.settings.site_name);
    const path = socialCardPath(subject);
    // only the cards pages name: a page with an image the editor chose needs none
    if (pageMeta(site, route).ogImage.endsWith(path)) cards.set(path, subject);
  }
  return inBatchesOf(CONCURRENCY, [...cards], async ([path, subject]) => ({
    path: path.slice(1),
    copyOf: await socialCard(basename(path), subject, join(contentDir, "assets"), warn),
  }));
}

/** The card's file in the build cache, drawn first when it is not there. */
async function socialCard(name: string, subject: SocialCardSubject, assetsDir: string, warn: (w: BuildWarning) => void): Promise<string> {
  const still = await stillFile(subject, assetsDir, warn);
  if (still) {
    try {
      const stillHash = createHash("sha256")
        .update(await readFile(still))
        .digest("hex")
        .slice(0, 16);
      return await cachedFile(CACHE_KIND, name.replace(/\.jpg$/, `.${stillHash}.jpg`), () => renderCard(subject, still));
    } catch (error) {
      // not cached: the plain card stands in until the file is fixed, and the warning repeats each build
      warn(stillWarning(subject, `cannot be read as an image (${error instanceof Error ? error.message : String(error)})`));
    }
  }
  return cachedFile(CACHE_KIND, name.replace(/\.jpg$/, ".plain.jpg"), () => renderCard(subject, null));
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

async function renderCard(subject: SocialCardSubject, still: string | null): Promise<Uint8Array> {
  // loaded here, not at the top: a build that finds every card cached does not pay for it
  const { default: sharp } = await import("sharp");
  const background = still ? sharp(still).rotate().resize(CARD_WIDTH, CARD_HEIGHT, { fit: "cover" }) : sharp(Buffer.from(plainBackgroundSvg()));
  return background
    .composite([{ input: Buffer.from(cardOverlaySvg(subject.title, subject.siteName)) }])
    .flatten({ background: CARD_COLOURS.ink })
    .jpeg(JPEG)
    .toBuffer();
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
