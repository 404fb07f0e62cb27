// Where a story's generated social card lives. Pure, so the renderer (and the preview
// function) names the card the build lists in its card manifest, which the og-image function
// draws from on a crawler's first request (functions/og-image.ts).
// The name hashes everything the card is drawn from: the design's version, the site name,
// the title and the still, by its URL and the digest of its bytes (Storyblok's "replace
// asset" keeps the URL and changes the bytes). A card is answered as immutable and kept in
// Netlify's durable cache, so a card that looks different must have a new name. The build reads
// the stills' bytes (build/pipeline/load/still-digests.ts); the preview function, which has no
// stills, takes the digests the build wrote into its assets manifest, so it names the same cards.
import type { PageKind } from "./route";
import type { LoadedStory } from "./site";

/** Bump when the card's look changes (layout, colours, type, size, quality): every card gets a new name. */
export const SOCIAL_CARD_VERSION = 4;

/** Answered by functions/og-image.ts, not a folder of the output. */
export const SOCIAL_CARD_DIR = "/og/";

/** What a card is made from. */
export interface SocialCardSubject {
  full_slug: string;
  title: string;
  /** the story's still (an asset URL), or null for the plain branded card */
  stillFilename: string | null;
  /** the digest of the still's bytes, when they were read (null: none, or not in the content cache) */
  stillDigest: string | null;
  siteName: string;
}

/** Page kinds that get a generated card (their story has a still and a title). */
export function hasSocialCard(kind: PageKind): boolean {
  return kind === "case_study" || kind === "article";
}

/** `stillDigests`: the digest of each still's bytes by its URL (Site.stillDigests). */
export function socialCardSubject(story: LoadedStory, siteName: string, stillDigests?: ReadonlyMap<string, string>): SocialCardSubject {
  const still = storyStill(story);
  return { full_slug: story.full_slug, title: story.name, stillFilename: still, stillDigest: (still && stillDigests?.get(still)) || null, siteName };
}

/** The still a story's card is drawn from (its image's URL), if it has one. */
export function storyStill(story: LoadedStory): string | null {
  const content = story.content;
  return ("image" in content && content.image && typeof content.image === "object" ? content.image.filename : null) || null;
}

/** A card's file name: the story's slug and the hash, e.g. case-studies-aldridge-homes-1a2b3c4d.jpg */
export const SOCIAL_CARD_NAME = /^[a-z0-9_-]{1,200}-[0-9a-f]{8}\.jpg$/;

/** e.g. /og/case-studies-aldridge-homes-1a2b3c4d.jpg */
export function socialCardPath(subject: SocialCardSubject): string {
  const slug = subject.full_slug
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const hash = fnv1a([String(SOCIAL_CARD_VERSION), subject.siteName, subject.title, subject.stillFilename ?? "", subject.stillDigest ?? ""].join("\u0000"));
  return `${SOCIAL_CARD_DIR}${slug || "story"}-${hash}.jpg`;
}

/** 32-bit FNV-1a over the string's UTF-16 code units, as 8 hex digits. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}
