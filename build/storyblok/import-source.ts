// What `npm run storyblok -- import` copies: a content cache's folders (from links.json), stories
// and asset files, in the order they can be created, each parent before its children.
import fs from "node:fs/promises";
import path from "node:path";
import { UserError } from "../shared/errors";

type Json = Record<string, unknown>;

export interface SourceItem {
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  /** the parent folder's uuid in the source space */
  parentUuid: string | null;
  isFolder: boolean;
  /** the story as the cache holds it (for a folder, its links entry) */
  story: Json;
}

export interface SourceAsset {
  /** https://a.storyblok.com/f/<space>/<size>/<hash>/<name> */
  url: string;
  /** the size segment ("1200x800"), or "" when the path has none */
  size: string;
  name: string;
  file: string;
}

export interface ImportSource {
  dir: string;
  spaceId: number;
  items: SourceItem[];
  assets: SourceAsset[];
}

async function readJson(file: string): Promise<Json> {
  try {
    return JSON.parse(await fs.readFile(file, "utf8")) as Json;
  } catch (error) {
    throw new UserError(`${file} could not be read as JSON: ${(error as Error).message}.`, "point --from at a content cache written by npm run fetch");
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const depth = (item: SourceItem) => item.full_slug.replace(/\/$/, "").split("/").length + (item.isFolder ? 0 : 0.5);

export async function readImportSource(dir: string): Promise<ImportSource> {
  const space = await readJson(path.join(dir, "space.json"));
  const links = ((await readJson(path.join(dir, "links.json"))).links ?? {}) as Record<string, Json>;
  const uuidById = new Map(Object.values(links).map((link) => [Number(link.id), String(link.uuid)]));
  const parentOf = (parentId: unknown) => (parentId ? (uuidById.get(Number(parentId)) ?? null) : null);
  const items: SourceItem[] = Object.values(links)
    .filter((link) => link.is_folder)
    .map((link) => ({
      uuid: String(link.uuid),
      name: String(link.name),
      slug: String(link.slug).split("/").at(-1)!,
      full_slug: String(link.slug),
      parentUuid: parentOf(link.parent_id),
      isFolder: true,
      story: link,
    }));
  for (const file of await filesUnder(path.join(dir, "stories"))) {
    const story = (await readJson(file)).story as Json;
    items.push({
      uuid: String(story.uuid),
      name: String(story.name),
      slug: String(story.slug),
      full_slug: String(story.full_slug),
      parentUuid: parentOf(story.parent_id),
      isFolder: false,
      story,
    });
  }
  items.sort((a, b) => depth(a) - depth(b) || a.full_slug.localeCompare(b.full_slug));
  const assetsDir = path.join(dir, "assets");
  const assets = (await filesUnder(assetsDir)).map((file) => {
    const relative = path.relative(assetsDir, file).split(path.sep);
    return { url: `https://a.storyblok.com/${relative.join("/")}`, size: /^\d+x\d+$/.test(relative[2] ?? "") ? relative[2]! : "", name: relative.at(-1)!, file };
  });
  return { dir, spaceId: Number(space.id), items, assets };
}
