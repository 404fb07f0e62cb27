/**
 * Finds every Storyblok asset a story refers to: any string value on an asset host, wherever it sits
 * (asset fields' `filename`, image nodes inside rich text, plain URL fields).
 */

export const ASSET_HOST = /^https:\/\/(a(-[a-z]{2})?\.storyblok\.com|a\.storyblokchina\.cn)\//;
/** Image-service transforms (…/x.jpg/m/800x0/filters:…) point at the same original file. */
const IMAGE_SERVICE_SUFFIX = /\/m(\/.*)?$/;

export interface AssetRef {
  /** URL of the original file, without query, fragment or image-service suffix. */
  url: string;
  /** Path under the cache's assets/ folder, e.g. f/123/1600x900/abc/x.jpg. */
  cachePath: string;
  /** The first place that refers to it, e.g. `services/drone-aerial-video content.image.filename`. */
  firstUse: string;
}

export interface AssetScan {
  assets: Map<string, AssetRef>;
  /** References that look like assets but cannot be stored safely (odd paths). */
  problems: string[];
}

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

function visit(value: unknown, where: string, found: (text: string, where: string) => void): void {
  if (typeof value === "string") found(value, where);
  else if (Array.isArray(value))
    value.forEach((item, i) => {
      visit(item, `${where}[${i}]`, found);
    });
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) visit(item, where ? `${where}.${key}` : key, found);
  }
}

export function collectAssets(stories: readonly Record<string, unknown>[]): AssetScan {
  const assets = new Map<string, AssetRef>();
  const problems: string[] = [];
  for (const story of stories) {
    const slug = String(story.full_slug);
    visit(story, "", (text, where) => {
      const ref = assetCachePath(text);
      if (ref === "unsafe") problems.push(`${slug} ${where}: asset URL ${text} has a path that cannot be stored in the cache; re-upload the asset in Storyblok.`);
      else if (ref && !assets.has(ref.cachePath)) assets.set(ref.cachePath, { ...ref, firstUse: `${slug} ${where}` });
    });
  }
  return { assets, problems };
}
