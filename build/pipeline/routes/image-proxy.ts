// The site's /img/ path is Storyblok's image service, proxied for the space the content is of
// (content-cache/space.json, which npm run fetch writes from the token's space): the one place the
// space id comes from, so moving to another space is a fetch, not an edit. A cache that names no
// space accepts any space's assets (build/pipeline/load/validate-content.ts), and so does its proxy.
// netlify/edge-functions/image-guard.ts guards every answer; the local server renders the same paths.
import type { RedirectRule } from "../../../src/content/route";
import { IMAGE_PATH_PREFIX } from "../../../src/lib/images";

export const STORYBLOK_ASSET_ORIGIN = "https://a.storyblok.com";

export function imageProxyRule(spaceId: number | undefined): RedirectRule {
  const assets = spaceId === undefined ? "f/" : `f/${spaceId}/`;
  return { from: `${IMAGE_PATH_PREFIX}${assets}*`, to: `${STORYBLOK_ASSET_ORIGIN}/${assets}:splat`, status: 200 };
}
