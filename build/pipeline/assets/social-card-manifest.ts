// The card manifest: what each social card the pages name is drawn from, by its file name
// (src/content/social-card.ts). The build writes it beside the output; the og-image function
// (functions/og-image.ts) draws a card only for a name listed here, from these values alone,
// so no request can make the site draw words of its own. Everything in it is public anyway
// (titles, the site name, still URLs). Read without zod: the function's bundle stays small.
import type { OutputFile } from "../write/output-files";

/** Under the output folder; netlify.toml bundles it with the og-image function. */
export const SOCIAL_CARD_MANIFEST_PATH = "social-cards.json";

/** The faces the card's text is drawn in (social-card-fonts.ts cuts them), from the project's root; netlify.toml bundles them too. */
export const CARD_FONTS_DIR = "functions/lib/social-card-fonts";

/** What one card is drawn from. */
export interface SocialCardEntry {
  title: string;
  siteName: string;
  /** the still (its Storyblok asset URL and the digest of the bytes the build read), or null for the plain branded card */
  still: { url: string; digest: string } | null;
}

export type SocialCardManifest = ReadonlyMap<string, SocialCardEntry>;

/** The manifest as a file of the output, its cards in name order (the same content, the same bytes). */
export function socialCardManifestFile(cards: SocialCardManifest): OutputFile {
  const sorted = [...cards].sort(([a], [b]) => (a < b ? -1 : 1));
  return { path: SOCIAL_CARD_MANIFEST_PATH, contents: JSON.stringify({ cards: Object.fromEntries(sorted) }) };
}

/** Throws, saying what is wrong, when the text is not a manifest the build writes. */
export function readSocialCardManifest(text: string): SocialCardManifest {
  const parsed: unknown = JSON.parse(text);
  const cards = isRecord(parsed) ? parsed.cards : undefined;
  if (!isRecord(cards)) throw new Error(`it has no "cards" object`);
  const read = new Map<string, SocialCardEntry>();
  for (const [name, entry] of Object.entries(cards)) {
    const still = isRecord(entry) ? entry.still : undefined;
    const stillRead = isRecord(still) && typeof still.url === "string" && typeof still.digest === "string" ? { url: still.url, digest: still.digest } : null;
    if (!isRecord(entry) || typeof entry.title !== "string" || typeof entry.siteName !== "string" || (still !== null && !stillRead)) {
      throw new Error(`its card "${name}" is not { title, siteName, still: { url, digest } or null }`);
    }
    read.set(name, { title: entry.title, siteName: entry.siteName, still: stillRead });
  }
  return read;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
