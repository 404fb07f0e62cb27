/**
 * Finds every Storyblok asset a story refers to: any string value on an asset host, wherever it sits
 * (asset fields' `filename`, image nodes inside rich text, plain URL fields).
 */
import { assetCachePath } from "../content-cache/asset-paths";

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
