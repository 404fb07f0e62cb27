// What the og-image function draws a card from, found from configuration, never at an address a
// request names. The card manifest: on Netlify (which sets `URL` at run time) the copy the build
// wrote, bundled with the function (netlify.toml included_files) and read once an instance;
// elsewhere (npm start, npm run dev, tests) fetched from the site's configured address, `SITE_URL`,
// else the one the local server gives as context.site.url, since that server may serve any output
// folder and rebuild it under the function. The still: the original file from the site's own /img/
// path (Storyblok's asset CDN on Netlify, the content cache locally), checked against the digest
// of the bytes the build read: a CDN may serve a replaced asset's old bytes for a while.
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { readSocialCardManifest, SOCIAL_CARD_MANIFEST_PATH, type SocialCardManifest } from "../../build/pipeline/assets/social-card-manifest";
import { stillDigest } from "../../build/pipeline/load/still-digests";
import { assetFileUrl, IMAGE_PATH_PREFIX } from "../../src/lib/images";

/** The manifest as netlify.toml bundles it with og-image. */
export const BUNDLED_CARD_MANIFEST = `dist/${SOCIAL_CARD_MANIFEST_PATH}`;

// a still is one image of the same site; a slow one is better replaced by the plain card for now
const STILL_TIME_LIMIT_MS = 5000;

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

export interface FetchedStill {
  bytes: Uint8Array;
  /** whether they are the bytes the build read, which the card's name hashes */
  asBuilt: boolean;
}

/** The still's bytes; null (and a log line saying why) when they cannot be had. */
export async function fetchStill(still: { url: string; digest: string }, siteUrl: string): Promise<FetchedStill | null> {
  const path = assetFileUrl(still.url);
  // the build lists only Storyblok assets the content cache holds, which the site serves under /img/
  if (!path.startsWith(IMAGE_PATH_PREFIX)) {
    console.error(`[og-image] The still ${still.url} is not served under ${IMAGE_PATH_PREFIX}; the card was drawn without it.`);
    return null;
  }
  const url = new URL(path, siteUrl);
  try {
    const response = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(STILL_TIME_LIMIT_MS) });
    if (response.ok && (response.headers.get("content-type") ?? "").startsWith("image/")) {
      const bytes = new Uint8Array(await response.arrayBuffer());
      const asBuilt = stillDigest(bytes) === still.digest;
      if (!asBuilt)
        console.error(`[og-image] The still ${url.href} is not the file the build read (a replaced asset an older copy of which is still served?); the card is kept briefly only.`);
      return { bytes, asBuilt };
    }
    await response.body?.cancel();
    console.error(`[og-image] The still ${url.href} answered ${response.status} (${response.headers.get("content-type")}); the card was drawn without it.`);
  } catch (error) {
    console.error(`[og-image] Could not fetch the still ${url.href}; the card was drawn without it:`, error);
  }
  return null;
}
