// Storyblok asset URLs → the site's local image path with Storyblok's image
// service operations (/m/WxH/filters:...). The build's _redirects proxies /img/ to the
// image service; the local server renders the same path from content-cache/assets.
import { DEFAULT_IMAGE_QUALITY } from "./constants";

export const IMAGE_PATH_PREFIX = "/img/";
const STORYBLOK_ASSET_HOST = /^https?:\/\/a(?:-[a-z]+)?\.storyblok\.com\//;

export interface ImageOptions {
  width?: number;
  height?: number;
  quality?: number;
  /** Storyblok focus point, "x1xy1:x2xy2" in source pixels */
  focus?: string | null;
  fit?: "cover" | "contain";
  format?: "webp" | "avif" | "jpeg" | "png";
}

export function isStoryblokAsset(url: string): boolean {
  return STORYBLOK_ASSET_HOST.test(url);
}

/** An uploaded file on the site's own asset path (proxied to Storyblok, served from the cache locally). */
export function assetFileUrl(filename: string): string {
  return isStoryblokAsset(filename) ? `${IMAGE_PATH_PREFIX}${new URL(filename).pathname.slice(1)}` : filename;
}

const ASSET_URL = /^https:\/\/a(?:-[a-z]+)?\.storyblok\.com\/f\/(\d+)\/[^?#\s\\]+$/;

/** Why an asset URL is not one the site shows (an https Storyblok asset of its space), or null when it is. */
export function assetUrlProblem(url: string, spaceId?: number): string | null {
  const shown = JSON.stringify(url.length > 120 ? `${url.slice(0, 120)}…` : url);
  const match = ASSET_URL.exec(url);
  if (!match || /\/\.\.?(\/|$)|%2e|%2f/i.test(url)) return `${shown} is not an https Storyblok asset URL`;
  if (spaceId !== undefined && Number(match[1]) !== spaceId) return `${shown} is an asset of Storyblok space ${match[1]}, not of this site's space ${spaceId}`;
  return null;
}

export function imageUrl(source: string, options: ImageOptions = {}): string {
  if (!isStoryblokAsset(source)) return source;
  if (/\.svg$/i.test(source)) return source.replace(STORYBLOK_ASSET_HOST, IMAGE_PATH_PREFIX);
  const path = source.replace(STORYBLOK_ASSET_HOST, IMAGE_PATH_PREFIX);
  const size = `${Math.round(options.width ?? 0)}x${Math.round(options.height ?? 0)}`;
  const fit = options.fit === "contain" ? "fit-in/" : "";
  const filters = [`quality(${options.quality ?? DEFAULT_IMAGE_QUALITY})`];
  if (options.focus && options.fit !== "contain") filters.push(`focal(${options.focus})`);
  if (options.format) filters.push(`format(${options.format})`);
  return `${path}/m/${fit}${size}/filters:${filters.join(":")}`;
}

/** Width and height of an asset from its Storyblok URL (/f/space/1600x900/...). */
export function assetDimensions(source: string): { width: number; height: number } | null {
  const match = /\/f\/\d+\/(\d+)x(\d+)\//.exec(source);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}
