// The asset library: every image, logo and video a story points at. Asking for
// the same key twice returns the same asset, which is how stories share images.
// The files themselves are produced later from the recorded jobs.
import type { ArtSpec } from "./art";
import { assetIdFor } from "./ids";
import { hexFor } from "./prng";
import { ASSET_HOST, SPACE_ID } from "./seed-constants";

export interface Asset {
  id: number;
  alt: string;
  name: string;
  focus: string;
  title: string;
  source: string;
  filename: string;
  copyright: string;
  fieldtype: "asset";
  meta_data: Record<string, never>;
  is_external_url: false;
}

export type AssetJob =
  | { kind: "jpeg"; path: string; width: number; height: number; art: ArtSpec }
  | { kind: "svg"; path: string; svg: string }
  | { kind: "copy"; path: string; source: string };

interface AssetOptions {
  /** file name without extension, kebab-case like an upload */
  name: string;
  width: number;
  height: number;
  alt: string;
  title?: string;
  /** fractions of width and height the editor marked as the focal point */
  focus?: [number, number];
  copyright?: string;
}

const assets = new Map<string, Asset>();
const jobs = new Map<string, AssetJob>();

function register(key: string, options: AssetOptions, ext: string, job: (path: string) => AssetJob): Asset {
  const existing = assets.get(key);
  if (existing) return existing;
  const { name, width, height } = options;
  const path = `f/${SPACE_ID}/${width}x${height}/${hexFor(`asset:${key}`, 10)}/${name}.${ext}`;
  const asset: Asset = {
    id: assetIdFor(key),
    alt: options.alt,
    name: "",
    focus: options.focus ? focusString(options.focus, width, height) : "",
    title: options.title ?? "",
    source: "",
    filename: `${ASSET_HOST}/${path}`,
    copyright: options.copyright ?? "© Northlight Films",
    fieldtype: "asset",
    meta_data: {},
    is_external_url: false,
  };
  assets.set(key, asset);
  jobs.set(path, job(path));
  return asset;
}

/** Storyblok's focus format: a 1×1 pixel box "x1xy1:x2xy2". */
function focusString([fx, fy]: [number, number], width: number, height: number): string {
  const x = Math.round(fx * (width - 1));
  const y = Math.round(fy * (height - 1));
  return `${x}x${y}:${x + 1}x${y + 1}`;
}

export function imageAsset(key: string, options: AssetOptions & { art: ArtSpec }): Asset {
  return register(key, options, "jpg", (path) => ({
    kind: "jpeg",
    path,
    width: options.width,
    height: options.height,
    art: options.art,
  }));
}

export function svgAsset(key: string, options: AssetOptions & { svg: string }): Asset {
  return register(key, options, "svg", (path) => ({ kind: "svg", path, svg: options.svg }));
}

/** A file shipped with the generator (the short looping video clip). */
export function fileAsset(key: string, options: AssetOptions & { source: string; ext: string }): Asset {
  return register(key, options, options.ext, (path) => ({ kind: "copy", path, source: options.source }));
}

export function assetJobs(): AssetJob[] {
  return [...jobs.values()].sort((a, b) => a.path.localeCompare(b.path));
}
