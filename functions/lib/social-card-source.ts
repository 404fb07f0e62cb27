// What the og-image function draws a card from, found from configuration, never at an address a
// request names. The card manifest: on Netlify (which sets `URL` at run time) the copy the build
// wrote, bundled with the function (netlify.toml included_files) and read once an instance;
// elsewhere (npm start, npm run dev, tests) fetched from the site's configured address, `SITE_URL`,
// else the one the local server gives as context.site.url, since that server may serve any output
// folder and rebuild it under the function. The still: from the site's own /img/ path, at the
// card's size (Storyblok's image service on Netlify, the content cache locally).
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { readSocialCardManifest, SOCIAL_CARD_MANIFEST_PATH, type SocialCardManifest } from "../../build/pipeline/assets/social-card-manifest";
import { IMAGE_PATH_PREFIX, imageUrl } from "../../src/lib/images";
import { CARD_HEIGHT, CARD_WIDTH } from "./social-card-svg";

/** The manifest as netlify.toml bundles it with og-image. */
export const BUNDLED_CARD_MANIFEST = `dist/${SOCIAL_CARD_MANIFEST_PATH}`;

// a still is one image of the same site; a slow one is better replaced by the plain card for now
const STILL_TIME_LIMIT_MS = 5000;
/** high, as the card is encoded again once drawn */
const STILL_QUALITY = 90;

let bundled: Promise<SocialCardManifest> | null = null;

/** The site's own address, as configured; null when there is none. */
export function configuredSiteUrl(contextSiteUrl: string | undefined, env: NodeJS.ProcessEnv = process.env): string | null {
  const siteUrl = env.SITE_URL || env.URL || contextSiteUrl;
  return siteUrl && URL.canParse(siteUrl) ? siteUrl : null;
}

/** Throws, saying where it looked, when the manifest cannot be had. */
export function loadCardManifest(siteUrl: string, env: NodeJS.ProcessEnv = process.env): Promise<SocialCardManifest> {
  if (!env.URL) return fetchCardManifest(new URL(`/${SOCIAL_CARD_MANIFEST_PATH}`, siteUrl));
  const file = resolve(process.cwd(), BUNDLED_CARD_MANIFEST);
  bundled ??= readFile(file, "utf8").then(
    (text) => readCardManifest(text, file),
    (error: Error) => {
      bundled = null;
      throw new Error(`The card manifest bundled with the function (${file}) could not be read: ${error.message}`);
    },
  );
  return bundled;
}

async function fetchCardManifest(url: URL): Promise<SocialCardManifest> {
  // redirect: "error": the manifest is the site's own file, and a redirect would lead the function elsewhere
  const response = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(STILL_TIME_LIMIT_MS) });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`The card manifest ${url.href} answered ${response.status}; build the site first (npm run build).`);
  }
  return readCardManifest(await response.text(), url.href);
}

function readCardManifest(text: string, where: string): SocialCardManifest {
  try {
    return readSocialCardManifest(text);
  } catch (error) {
    throw new Error(`The card manifest ${where} is not one the build writes (${(error as Error).message}); build the site again.`);
  }
}

/** The still's bytes at the card's size; null (and a log line saying why) when they cannot be had. */
export async function fetchStill(still: string, siteUrl: string): Promise<Uint8Array | null> {
  const path = imageUrl(still, { width: CARD_WIDTH, height: CARD_HEIGHT, quality: STILL_QUALITY });
  // the build lists only Storyblok assets the content cache holds, which the site serves under /img/
  if (!path.startsWith(IMAGE_PATH_PREFIX)) {
    console.error(`[og-image] The still ${still} is not served under ${IMAGE_PATH_PREFIX}; the card was drawn without it.`);
    return null;
  }
  const url = new URL(path, siteUrl);
  try {
    const response = await fetch(url, { headers: { accept: "image/jpeg,image/*" }, redirect: "error", signal: AbortSignal.timeout(STILL_TIME_LIMIT_MS) });
    if (response.ok && (response.headers.get("content-type") ?? "").startsWith("image/")) return new Uint8Array(await response.arrayBuffer());
    await response.body?.cancel();
    console.error(`[og-image] The still ${url.href} answered ${response.status} (${response.headers.get("content-type")}); the card was drawn without it.`);
  } catch (error) {
    console.error(`[og-image] Could not fetch the still ${url.href}; the card was drawn without it:`, error);
  }
  return null;
}
