// A content cache of about N routes with the shapes of the real one, for the
// benchmark: the embedded cache plus copies of its case studies and articles
// (each copy a new story with its own uuid, id and slug, in links.json too).
// Assets are linked, not copied.
import { cp, mkdir, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The folders whose stories are copied: detail pages, so every copy is one more route. */
const COPIED = ["case-studies", "insights"];

interface StoryFile {
  story: { id: number; uuid: string; slug: string; full_slug: string; name: string; is_startpage: boolean; parent_id: number | null };
}

export async function scaleContent(sourceDir: string, targetDir: string, extraRoutes: number): Promise<void> {
  await rm(targetDir, { recursive: true, force: true });
  await mkdir(targetDir, { recursive: true });
  await cp(join(sourceDir, "stories"), join(targetDir, "stories"), { recursive: true });
  await cp(join(sourceDir, "space.json"), join(targetDir, "space.json"));
  await symlink(join(process.cwd(), sourceDir, "assets"), join(targetDir, "assets")).catch(() => undefined);
  const links = JSON.parse(await readFile(join(sourceDir, "links.json"), "utf8")) as { links: Record<string, Record<string, unknown>> };
  const originals = await detailStories(sourceDir);
  for (let i = 0; i < extraRoutes; i++) {
    const original = originals[i % originals.length]!;
    const copy = structuredClone(original.file);
    const n = Math.floor(i / originals.length) + 1;
    copy.story.id = 900_000_000 + i;
    copy.story.uuid = `bench-${i.toString().padStart(6, "0")}-${original.file.story.uuid.slice(14)}`;
    copy.story.slug = `${original.file.story.slug}-${n}`;
    copy.story.full_slug = `${original.folder}/${copy.story.slug}`;
    copy.story.name = `${original.file.story.name} (${n})`;
    await writeFile(join(targetDir, "stories", original.folder, `${copy.story.slug}.json`), JSON.stringify(copy));
    links.links[copy.story.uuid] = {
      id: copy.story.id,
      uuid: copy.story.uuid,
      slug: copy.story.full_slug,
      parent_id: copy.story.parent_id,
      name: copy.story.name,
      is_folder: false,
      published: true,
      is_startpage: false,
      position: 0,
      real_path: `/${copy.story.full_slug}`,
    };
  }
  await writeFile(join(targetDir, "links.json"), JSON.stringify(links));
}

async function detailStories(sourceDir: string): Promise<{ folder: string; file: StoryFile }[]> {
  const found: { folder: string; file: StoryFile }[] = [];
  for (const folder of COPIED) {
    for (const name of (await readdir(join(sourceDir, "stories", folder))).sort()) {
      if (!name.endsWith(".json") || name === "index.json") continue;
      const file = JSON.parse(await readFile(join(sourceDir, "stories", folder, name), "utf8")) as StoryFile;
      if (!file.story.is_startpage) found.push({ folder, file });
    }
  }
  return found;
}
