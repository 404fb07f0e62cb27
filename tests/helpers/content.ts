// Builds a small content cache in a temp folder, in the exact cache format, so a
// test can run the real pipeline over just the stories it cares about.
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type BuildResult, runBuild } from "../../build/pipeline/run-build";

let nextId = 1000;

export interface StoryInput {
  full_slug: string;
  name?: string;
  content: Record<string, unknown>;
  is_startpage?: boolean;
  uuid?: string;
}

export function story(input: StoryInput): Record<string, unknown> {
  const id = nextId++;
  const slug = input.full_slug.replace(/\/$/, "").split("/").pop() ?? input.full_slug;
  return {
    name: input.name ?? slug,
    created_at: "2025-01-01T10:00:00.000Z",
    published_at: "2025-01-02T10:00:00.000Z",
    updated_at: "2025-01-02T10:00:00.000Z",
    id,
    uuid: input.uuid ?? `uuid-${id}`,
    content: { _uid: `uid-${id}`, ...input.content },
    slug: input.is_startpage ? "" : slug,
    full_slug: input.full_slug,
    sort_by_date: null,
    position: 0,
    tag_list: [],
    is_startpage: input.is_startpage ?? false,
    parent_id: null,
    meta_data: null,
    group_id: `group-${id}`,
    first_published_at: "2025-01-02T10:00:00.000Z",
    release_id: null,
    lang: "default",
    path: null,
    alternates: [],
    default_full_slug: null,
    translated_slugs: null,
  };
}

export const baseStories = (): Record<string, unknown>[] => [
  story({
    full_slug: "settings",
    content: { component: "settings", site_name: "Test Films", production_site_url: "https://www.example.test" },
  }),
  story({ full_slug: "header", content: { component: "header", links: [] } }),
  story({ full_slug: "footer", content: { component: "footer", text: "Hello", email: "hi@example.test", phone: "01234 567890" } }),
  story({ full_slug: "homepage", name: "Home", content: { component: "page", body: [] } }),
];

/** Writes stories (plus settings, header, footer and a homepage unless given) to a new cache folder. */
export async function makeContentDir(stories: Record<string, unknown>[], { withBase = true } = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "content-"));
  const all = withBase ? [...baseStories(), ...stories] : stories;
  await writeFile(join(dir, "space.json"), JSON.stringify({ cv: 1, version: "published", fetched_at: "2025-01-01T00:00:00.000Z" }));
  const links = Object.fromEntries(
    all.map((s) => [
      s.uuid,
      {
        id: s.id,
        uuid: s.uuid,
        slug: s.full_slug,
        parent_id: null,
        name: s.name,
        is_folder: false,
        published: true,
        is_startpage: s.is_startpage,
        position: 0,
        real_path: `/${s.full_slug}`,
      },
    ]),
  );
  await writeFile(join(dir, "links.json"), JSON.stringify({ links }));
  for (const s of all) {
    const slug = String(s.full_slug);
    const file = join(dir, "stories", slug.endsWith("/") ? `${slug}index.json` : `${slug}.json`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify({ story: s }));
  }
  return dir;
}

/** Runs the real pipeline over a content folder without writing files. */
export function buildInMemory(contentDir: string, options: { preview?: boolean; strict?: boolean } = {}): Promise<BuildResult> {
  return runBuild(
    { contentDir, outDir: join(contentDir, "out"), publicDir: join(contentDir, "public"), preview: options.preview ?? false, minify: false, strict: options.strict ?? false },
    undefined,
    { write: false },
  );
}

export function pageHtml(result: BuildResult, url: string): string {
  const page = result.pages.find((p) => p.route.url === url);
  if (!page) throw new Error(`no page at ${url}; pages: ${result.pages.map((p) => p.route.url).join(", ")}`);
  return page.html;
}
