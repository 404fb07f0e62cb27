// The local stand-in for Storyblok's image service behind /img/*: the same URLs
// (/m/WxH, fit-in, filters quality, focal, format) rendered with sharp from
// content-cache/assets, so a local check sees what production serves: only the
// space that space.json names, only images and videos (build/serve/serve.ts adds the
// headers of netlify/edge-functions/image-guard.ts), and only files reached through no symbolic
// link, so no link in the content cache serves a file from elsewhere on the machine. Videos and
// SVG pass as bytes.
import { readFile, realpath, stat } from "node:fs/promises";
import { join, normalize } from "node:path";
import sharp, { type Sharp } from "sharp";
import { isMediaType } from "../../netlify/edge-functions/image-guard";
import { IMAGE_PATH_PREFIX } from "../../src/lib/images";
import { BoundedCache } from "./bounded-cache";
import { contentTypeFor } from "./serve-static";

export interface ImageRequest {
  assetPath: string;
  width: number;
  height: number;
  fitIn: boolean;
  quality: number;
  focal: { x1: number; y1: number; x2: number; y2: number } | null;
  format: "webp" | "avif" | "jpeg" | "png" | null;
}

const OPERATIONS = /^(.+?)\/m\/(fit-in\/)?(\d+)x(\d+)(?:\/filters:(.*))?$/;

/** The space whose assets /img/ serves, from the content cache's space.json; undefined (any space) when it names none. */
export async function imageSpace(contentDir: string): Promise<number | undefined> {
  const space = await readFile(join(contentDir, "space.json"), "utf8")
    .then((text) => JSON.parse(text) as { id?: unknown })
    .catch(() => null);
  return typeof space?.id === "number" ? space.id : undefined;
}

/** The request an /img/ path makes; null when it names no asset of the space (or its escapes are malformed). */
export function parseImagePath(pathname: string, spaceId?: number): ImageRequest | null {
  if (!pathname.startsWith(IMAGE_PATH_PREFIX)) return null;
  let rest: string;
  try {
    rest = decodeURIComponent(pathname.slice(IMAGE_PATH_PREFIX.length));
  } catch {
    return null;
  }
  const match = OPERATIONS.exec(rest);
  const assetPath = normalize(match ? match[1]! : rest);
  if (!assetPath.startsWith(spaceId === undefined ? "f/" : `f/${spaceId}/`) || assetPath.includes("\0")) return null;
  const filters = match?.[5] ?? "";
  const quality = Number(/quality\((\d+)\)/.exec(filters)?.[1] ?? 80);
  const focal = /focal\((\d+)x(\d+):(\d+)x(\d+)\)/.exec(filters);
  const format = /format\((webp|avif|jpeg|png)\)/.exec(filters)?.[1] as ImageRequest["format"] | undefined;
  return {
    assetPath,
    width: Number(match?.[3] ?? 0),
    height: Number(match?.[4] ?? 0),
    fitIn: Boolean(match?.[2]),
    quality: Math.min(100, Math.max(1, quality)),
    focal: focal ? { x1: +focal[1]!, y1: +focal[2]!, x2: +focal[3]!, y2: +focal[4]! } : null,
    format: format ?? null,
  };
}

const rendered = new BoundedCache<{ body: Buffer; type: string }>(400);

/** Storyblok's image service refuses larger sides; a request past this is a mistake, not a resize. */
export const MAX_IMAGE_SIDE = 4000;
const RESIZABLE = /\.(jpe?g|png|webp|avif|gif|tiff?)$/i;

export type ImageAnswer =
  | { kind: "image"; body: Buffer; type: string }
  /** not an image sharp should touch (a video, an SVG): the bytes as they are */
  | { kind: "file"; file: string }
  | { kind: "invalid"; message: string };

/** Answers an image request; null when the asset is not in the cache, is neither an image nor a video, or is no image sharp can read. */
export async function renderImage(assetsDir: string, request: ImageRequest, accept: string): Promise<ImageAnswer | null> {
  const file = join(assetsDir, request.assetPath);
  if (!(await reachedWithoutLinks(assetsDir, request.assetPath))) return null;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile() || !isMediaType(contentTypeFor(file))) return null;
  if (!RESIZABLE.test(file)) return { kind: "file", file };
  if (request.width > MAX_IMAGE_SIDE || request.height > MAX_IMAGE_SIDE) {
    return {
      kind: "invalid",
      message: `Image size ${request.width}x${request.height} is too large: each side may be at most ${MAX_IMAGE_SIDE} pixels (0 keeps the aspect ratio).`,
    };
  }
  const format = request.format ?? (/image\/webp/.test(accept) ? "webp" : null);
  if (request.width === 0 && request.height === 0 && !format) return { kind: "file", file };
  const key = `${file}:${info.mtimeMs}:${JSON.stringify(request)}:${format}`;
  const hit = rendered.get(key);
  if (hit) return { kind: "image", ...hit };
  const result = await converted(await readFile(file), request, format);
  // bytes under an image's name that are no image (empty, HTML): Storyblok's service refuses them, and so does this
  if (!result) return null;
  rendered.set(key, result);
  return { kind: "image", ...result };
}

/**
 * Whether the file at `assetPath` under the assets folder is reached through no symbolic link: no
 * folder on the way and not the file itself (the assets folder may be one, as a linked content
 * cache is). Any link would make the resolved path differ from the path as written.
 */
async function reachedWithoutLinks(assetsDir: string, assetPath: string): Promise<boolean> {
  const [resolved, root] = await Promise.all([realpath(join(assetsDir, assetPath)), realpath(assetsDir)]).catch(() => [null, null]);
  return resolved !== null && root !== null && resolved === join(root, assetPath);
}

/** The image resized and converted; null when sharp cannot read it as an image. */
async function converted(source: Buffer, request: ImageRequest, format: ImageRequest["format"]): Promise<{ body: Buffer; type: string } | null> {
  try {
    let image = sharp(source, { failOn: "none" }).rotate();
    if (request.width || request.height) image = await resized(image, source, request);
    if (format) image = image.toFormat(format, { quality: request.quality });
    else image = image.jpeg({ quality: request.quality, mozjpeg: true });
    return { body: await image.toBuffer(), type: format ? `image/${format}` : "image/jpeg" };
  } catch {
    return null;
  }
}

/**
 * Storyblok semantics: 0 keeps the aspect ratio; a focal point is kept in the crop, as close to
 * its centre as the edges allow; never larger than the source (a crop past it keeps its shape, smaller).
 */
async function resized(image: Sharp, source: Buffer, request: ImageRequest): Promise<Sharp> {
  if (request.fitIn || !request.width || !request.height) {
    const fit = request.fitIn ? "inside" : "cover";
    return image.resize({ width: request.width || undefined, height: request.height || undefined, fit, withoutEnlargement: true });
  }
  const meta = await sharp(source).metadata();
  const sourceWidth = meta.autoOrient?.width ?? meta.width ?? request.width;
  const sourceHeight = meta.autoOrient?.height ?? meta.height ?? request.height;
  const shrink = Math.min(1, sourceWidth / request.width, sourceHeight / request.height);
  const width = Math.max(1, Math.round(request.width * shrink));
  const height = Math.max(1, Math.round(request.height * shrink));
  if (!request.focal) return image.resize({ width, height, fit: "cover", position: "attention" });
  const scale = Math.max(width / sourceWidth, height / sourceHeight);
  const scaledWidth = Math.max(width, Math.round(sourceWidth * scale));
  const scaledHeight = Math.max(height, Math.round(sourceHeight * scale));
  const centreX = ((request.focal.x1 + request.focal.x2) / 2) * scale;
  const centreY = ((request.focal.y1 + request.focal.y2) / 2) * scale;
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  return image
    .resize(scaledWidth, scaledHeight)
    .extract({ left: clamp(centreX - width / 2, scaledWidth - width), top: clamp(centreY - height / 2, scaledHeight - height), width, height });
}
