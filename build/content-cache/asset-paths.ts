// Where a Storyblok asset lives in the content cache: assets/<the path of its URL>, read as
// written and refused when a segment could climb out of the folder. The fetch stores assets
// there; the build (social cards) and the local image service read them from there.

export const ASSET_HOST = /^https:\/\/(a(-[a-z]{2})?\.storyblok\.com|a\.storyblokchina\.cn)\//;
/** Image-service transforms (…/x.jpg/m/800x0/filters:…) point at the same original file. */
const IMAGE_SERVICE_SUFFIX = /\/m(\/.*)?$/;

/** The cache path for an asset URL, or undefined when it is not a Storyblok asset URL. */
export function assetCachePath(value: string): { url: string; cachePath: string } | "unsafe" | undefined {
  const host = ASSET_HOST.exec(value);
  if (!host) return undefined;
  // Read the path as written: URL parsing would quietly resolve "%2e%2e" and hide an unsafe path.
  const origin = host[0].slice(0, -1);
  const pathname = (value.slice(origin.length).split(/[?#]/, 1)[0] ?? "").replace(IMAGE_SERVICE_SUFFIX, "");
  let segments: string[];
  try {
    segments = pathname.split("/").slice(1).map(decodeURIComponent);
  } catch {
    return "unsafe";
  }
  const safe = segments.length > 0 && segments.every((s) => s !== "" && s !== "." && s !== ".." && !/[\\/\0]/.test(s));
  if (!safe) return "unsafe";
  return { url: `${origin}${pathname}`, cachePath: segments.join("/") };
}
