// npm run storyblok -- import with the real storyblok-js-client against the fake Management API,
// and the round trip back: the fetch (real code) from a fake CDN serving what the import made.
import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startFakeCdnFromManagement } from "../../build/fakes/fake-cdn-from-management";
import { type FakeManagement, startFakeManagement } from "../../build/fakes/fake-storyblok-management";
import { fetchContent } from "../../build/fetch/run-fetch";
import { UserError } from "../../build/shared/errors";
import type { ImportManifest } from "../../build/storyblok/import-manifest";
import type { StoryblokSettings } from "../../build/storyblok/management-settings";
import { runStoryblok } from "../../build/storyblok/run-storyblok";
import { storyblokComponents } from "../../src/content/storyblok-schema";
import { EMBEDDED_CACHE, makeTempDir, runOptions, SMALL_CACHE, snapshot } from "./fetch-harness";

const fakes: FakeManagement[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

async function space(perSecond = 100_000): Promise<{ fake: FakeManagement; manifestDir: string }> {
  const fake = await startFakeManagement({ perSecond });
  fakes.push(fake);
  return { fake, manifestDir: path.join(await makeTempDir(), ".storyblok") };
}

interface Run {
  code: number;
  out: string[];
  requests: FakeManagement["requests"];
}

async function importRun(fake: FakeManagement, manifestDir: string, from: string, options: Partial<StoryblokSettings> = {}, rateLimit = 1000): Promise<Run> {
  const settings: StoryblokSettings = {
    command: "import",
    token: fake.token,
    spaceId: fake.spaceId,
    endpoint: fake.apiBase,
    apply: true,
    prune: false,
    out: undefined,
    publish: true,
    intoNonEmpty: false,
    from,
    manifestDir,
    ...options,
  };
  const out: string[] = [];
  const before = fake.requests.length;
  const code = await runStoryblok(settings, storyblokComponents(), { out: (line) => out.push(line), err: () => {} }, { rateLimit, pause: async () => {} });
  return { code, out, requests: fake.requests.slice(before) };
}

const writes = (requests: Run["requests"]) => requests.filter((request) => request.method !== "GET");
const manifestOf = async (manifestDir: string, spaceId: number) => JSON.parse(await fs.readFile(path.join(manifestDir, `import-${spaceId}.json`), "utf8")) as ImportManifest;

async function sourceCounts(dir: string) {
  const files = await snapshot(dir);
  const links = Object.values(JSON.parse(await fs.readFile(path.join(dir, "links.json"), "utf8")).links) as { is_folder: boolean }[];
  return {
    stories: [...files.keys()].filter((file) => file.startsWith("stories/")).length,
    folders: links.filter((link) => link.is_folder).length,
    assets: [...files.keys()].filter((file) => file.startsWith("assets/")).length,
  };
}

function spaceCounts(fake: FakeManagement) {
  const { stories, assets } = fake.space();
  return {
    stories: stories.filter((story) => !story.is_folder).length,
    folders: stories.filter((story) => story.is_folder).length,
    assets: assets.filter((asset) => asset.finished).length,
  };
}

/** Story fields the target space assigns itself: left out of the comparison. */
const ASSIGNED = ["id", "uuid", "parent_id", "group_id", "created_at", "updated_at", "published_at"];

/**
 * The fetched cache with the new space's uuids and asset URLs (and asset ids) turned back into the
 * source's by the manifest: every story file without the fields the space assigns, links.json the
 * same, and every asset file's bytes under its old path.
 */
async function normalisedCache(dir: string, manifest: ImportManifest) {
  const oldUuid = new Map(Object.entries(manifest.stories).map(([old, entry]) => [entry.uuid!, old]));
  const oldAsset = new Map(Object.entries(manifest.assets).map(([old, entry]) => [entry.filename!, old]));
  const oldAssetId = new Map(Object.entries(manifest.assets).map(([old, entry]) => [entry.id!, old]));
  const back = (value: unknown): unknown => {
    if (typeof value === "string") return oldUuid.get(value) ?? oldAsset.get(value) ?? value;
    if (Array.isArray(value)) return value.map(back);
    if (value === null || typeof value !== "object") return value;
    const record = value as Record<string, unknown>;
    const out = Object.fromEntries(Object.entries(record).map(([key, item]) => [key, back(item)]));
    if (record.fieldtype === "asset" && typeof record.id === "number") out.id = oldAssetId.has(record.id) ? `asset ${out.filename}` : record.id;
    return out;
  };
  const strip = (story: Record<string, unknown>) => Object.fromEntries(Object.entries(back(story) as object).filter(([key]) => !ASSIGNED.includes(key)));
  const files = await snapshot(dir);
  const stories = new Map<string, unknown>();
  const assets = new Map<string, string>();
  for (const [file, bytes] of files) {
    if (file.startsWith("stories/")) stories.set(file, strip(JSON.parse(bytes.toString()).story));
    else if (file.startsWith("assets/")) {
      const url = `https://a.storyblok.com/${file.slice("assets/".length)}`;
      assets.set((oldAsset.get(url) ?? url).replace(/\/f\/\d+\//, "/f/SPACE/"), bytes.toString("base64"));
    }
  }
  const links = JSON.parse(files.get("links.json")!.toString()).links as Record<string, Record<string, unknown>>;
  const linkMap = Object.fromEntries(Object.values(links).map((link) => [back(link.uuid), strip(link)]));
  return { stories, assets, links: linkMap };
}

/** The source cache in the same terms, asset ids named by their file. */
async function sourceCache(dir: string) {
  const identity = { format: 1, space: 0, source: 0, assets: {}, stories: {} } as ImportManifest;
  const cache = await normalisedCache(dir, identity);
  const named = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(named);
    if (value === null || typeof value !== "object") return value;
    const record = value as Record<string, unknown>;
    const out = Object.fromEntries(Object.entries(record).map(([key, item]) => [key, named(item)]));
    if (record.fieldtype === "asset" && typeof record.id === "number" && typeof record.filename === "string" && record.filename.startsWith("https://a.storyblok.com/")) {
      out.id = `asset ${record.filename}`;
    }
    return out;
  };
  return { ...cache, stories: new Map([...cache.stories].map(([file, story]) => [file, named(story)])) };
}

describe("npm run storyblok -- import", () => {
  it("imports the embedded site; the fetch from the space gives it back but for ids and the space; a second import writes nothing", async () => {
    const { fake, manifestDir } = await space();
    const dryRun = await importRun(fake, manifestDir, EMBEDDED_CACHE, { apply: false });
    const counts = await sourceCounts(EMBEDDED_CACHE);
    expect(dryRun.out.join("\n")).toContain(`${counts.assets} assets uploaded, ${counts.folders} folders and ${counts.stories} stories created`);
    expect(writes(dryRun.requests)).toEqual([]);

    const applied = await importRun(fake, manifestDir, EMBEDDED_CACHE);
    expect(applied.code).toBe(0);
    expect(spaceCounts(fake)).toEqual(counts);
    expect(fake.space().datasource_entries.map((entry) => entry.value)).toContain("contact/thank-you");

    const cdn = await startFakeCdnFromManagement(fake.space());
    try {
      const outDir = path.join(await makeTempDir(), "content-cache");
      await fetchContent(runOptions(cdn, outDir));
      const manifest = await manifestOf(manifestDir, fake.spaceId);
      // no reference left pointing at the source space: mapping back must be what makes them equal
      const fetchedText = [...(await snapshot(outDir))]
        .filter(([file]) => file.startsWith("stories/"))
        .map(([, bytes]) => bytes.toString())
        .join("\n");
      expect(fetchedText).not.toContain("/f/318794/");
      expect(Object.keys(manifest.stories).filter((old) => fetchedText.includes(`"${old}"`))).toEqual([]);
      const fetched = await normalisedCache(outDir, manifest);
      const source = await sourceCache(EMBEDDED_CACHE);
      expect([...fetched.stories.keys()].sort()).toEqual([...source.stories.keys()].sort());
      for (const [file, story] of source.stories) expect(fetched.stories.get(file), file).toEqual(story);
      expect(fetched.links).toEqual(source.links);
      expect([...fetched.assets.keys()].sort()).toEqual([...source.assets.keys()].sort());
      for (const [file, bytes] of source.assets) expect(fetched.assets.get(file) === bytes, file).toBe(true);
    } finally {
      await cdn.close();
    }

    const again = await importRun(fake, manifestDir, EMBEDDED_CACHE);
    expect(writes(again.requests)).toEqual([]);
    expect(spaceCounts(fake)).toEqual(counts);
  });

  it("stopped by a 500 at any request, a re-run ends with nothing duplicated and every reference remapped", async () => {
    const counts = await sourceCounts(SMALL_CACHE);
    const clean = await space();
    await importRun(clean.fake, clean.manifestDir, SMALL_CACHE);
    const total = clean.fake.requests.length;
    for (let failing = 1; failing <= total; failing++) {
      const { fake, manifestDir } = await space();
      fake.inject({ kind: "server-error", request: failing });
      await expect(importRun(fake, manifestDir, SMALL_CACHE), `request ${failing}`).rejects.toMatchObject({
        hint: expect.stringMatching(/run the same import again: it resumes from/),
      });
      expect((await importRun(fake, manifestDir, SMALL_CACHE)).code).toBe(0);
      expect(spaceCounts(fake), `request ${failing}`).toEqual(counts);
      const text = JSON.stringify(fake.space().stories);
      expect(text, `request ${failing}`).not.toMatch(/f\/287015\//);
      const manifest = await manifestOf(manifestDir, fake.spaceId);
      for (const old of Object.keys(manifest.stories)) expect(text.includes(`"${old}"`), `request ${failing}: ${old}`).toBe(false);
      await fake.close();
      fakes.splice(fakes.indexOf(fake), 1);
    }
  });

  it("holds 3 requests a second against a fake that allows 3", async () => {
    const { fake, manifestDir } = await space(3);
    const run = await importRun(fake, manifestDir, SMALL_CACHE, {}, 3);
    expect(run.code).toBe(0);
    expect(fake.overBudget).toBe(0);
    expect(run.requests.filter((request) => request.status === 429)).toEqual([]);
    expect(spaceCounts(fake)).toEqual(await sourceCounts(SMALL_CACHE));
  });

  it("refuses a space with stories it did not make unless --into-non-empty, which updates those with the same slug", async () => {
    const { fake, manifestDir } = await space();
    fake.space().stories.push({
      id: 1,
      uuid: "u-1",
      name: "About",
      slug: "about",
      full_slug: "about",
      parent_id: null,
      is_folder: false,
      content: {},
      published: false,
      created_at: "",
      updated_at: "",
      published_at: null,
    });
    const refused = importRun(fake, manifestDir, SMALL_CACHE);
    await expect(refused).rejects.toBeInstanceOf(UserError);
    await expect(refused).rejects.toMatchObject({
      message: expect.stringMatching(/already has 1 story this import did not make \(about\), so nothing was imported/),
      hint: expect.stringMatching(/--into-non-empty/),
    });
    expect(writes(fake.requests)).toEqual([]);
    await importRun(fake, manifestDir, SMALL_CACHE, { intoNonEmpty: true });
    expect(fake.space().stories.filter((story) => story.full_slug === "about")).toEqual([expect.objectContaining({ id: 1, published: true })]);
    expect(spaceCounts(fake)).toEqual(await sourceCounts(SMALL_CACHE));
  });
});
