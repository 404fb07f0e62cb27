import { mkdtemp, readdir, readFile, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadSite } from "../../build/pipeline/load/load";
import { readContent } from "../../build/pipeline/load/read-content";
import { openStoryMemo } from "../../build/pipeline/load/story-memo";
import { makeContentDir, story } from "../helpers/content";
import { editInPlaceKeepingDates, stopClockMomentsAfter } from "../helpers/file-fingerprint";

const stories = () => [
  story({ full_slug: "about", content: { component: "page", body: [{ _uid: "a", component: "large_text", text: "Kept" }] } }),
  // a broken block: the memo must give back the warning as well as the story
  story({ full_slug: "contact", content: { component: "page", body: [{ _uid: "b", component: "inner_banner", heading: 42 }] } }),
  story({ full_slug: "broken", content: { component: "page", seo: "not an object" } }),
];

const filesIn = async (dir: string) => (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));

/** Dates every file of a content folder `secondsAgo` back, as a cache fetched earlier is (a file changed moments ago is read on every load). */
async function age(dir: string, secondsAgo = 60): Promise<void> {
  const at = new Date(Date.now() - secondsAgo * 1000);
  for (const file of await filesIn(dir)) await utimes(file, at, at);
}

/** Which story files a load with the memo took from it rather than reading, parsing and validating them. */
async function remembered(dir: string): Promise<string[]> {
  const raw = await readContent(dir, await openStoryMemo(dir));
  return raw.stories.filter((s) => s.memo?.modelled).map((s) => s.where);
}

describe("the story memo (validated stories kept between loads)", () => {
  let previousCacheDir: string | undefined;
  beforeEach(async () => {
    previousCacheDir = process.env.BUILD_CACHE_DIR;
    process.env.BUILD_CACHE_DIR = await mkdtemp(join(tmpdir(), "memo-cache-"));
  });
  afterEach(() => {
    vi.useRealTimers();
    if (previousCacheDir === undefined) delete process.env.BUILD_CACHE_DIR;
    else process.env.BUILD_CACHE_DIR = previousCacheDir;
  });

  it("gives a second load of unchanged files the same site and warnings, without reading or validating them again", async () => {
    const dir = await makeContentDir(stories());
    await age(dir);
    expect(await remembered(dir)).toEqual([]);
    const first = await loadSite(dir);
    expect(first.warnings.map((w) => `${w.where} ${w.path}`)).toEqual(["broken content.seo", "broken content.body", "contact content.body[0].heading"]);
    const files = (await readContent(dir)).stories.map((s) => s.where);
    expect(await remembered(dir)).toEqual(files);
    const second = await loadSite(dir);
    expect(second.site).toEqual(first.site);
    expect(second.warnings).toEqual(first.warnings);
    // the digest of each story's file, which an incremental build hashes the story by, comes back with it
    expect(second.site.storyDigests?.size).toBe(second.site.stories.length);
  });

  it("gives a broken settings story from the memo the same stand-in a first load made", async () => {
    const dir = await makeContentDir(stories());
    const settings = join(dir, "stories", "settings.json");
    const file = JSON.parse(await readFile(settings, "utf8"));
    file.story.content.site_name = 42;
    await writeFile(settings, JSON.stringify(file));
    await age(dir);
    const first = await loadSite(dir);
    expect(first.site.settings.site_name).toBe("Site");
    expect(await remembered(dir)).toContain("stories/settings.json");
    const second = await loadSite(dir);
    expect(second.site).toEqual(first.site);
    expect(second.warnings).toEqual(first.warnings);
  });

  it("validates a changed file again and keeps the rest", async () => {
    const dir = await makeContentDir(stories());
    await age(dir);
    const before = await loadSite(dir);
    const file = join(dir, "stories", "about.json");
    const json = JSON.parse(await readFile(file, "utf8")) as { story: { content: { body: { text: string }[] } } };
    json.story.content.body[0]!.text = "Changed";
    await writeFile(file, JSON.stringify(json));
    const all = await remembered(dir);
    expect(all).not.toContain("stories/about.json");
    expect(all).toContain("stories/contact.json");
    const { site } = await loadSite(dir);
    const about = site.stories.find((s) => s.full_slug === "about")!;
    expect("body" in about.content && about.content.body[0]).toMatchObject({ text: "Changed" });
    const digestOf = (loaded: typeof site, slug: string) => loaded.storyDigests?.get(loaded.stories.find((s) => s.full_slug === slug)!.uuid);
    expect(digestOf(site, "about")).not.toBe(digestOf(before.site, "about"));
    expect(digestOf(site, "contact")).toBe(digestOf(before.site, "contact"));
  });

  it("reads a file edited to as many bytes again: its modification time tells it apart", async () => {
    const dir = await makeContentDir(stories());
    await age(dir, 120);
    await loadSite(dir);
    const file = join(dir, "stories", "about.json");
    await writeFile(file, (await readFile(file, "utf8")).replace("Kept", "Kapt"));
    await age(dir, 60);
    expect(await remembered(dir)).not.toContain("stories/about.json");
    const about = (await loadSite(dir)).site.stories.find((s) => s.full_slug === "about")!;
    expect("body" in about.content && about.content.body[0]).toMatchObject({ text: "Kapt" });
  });

  it("reads a file edited in place to as many bytes with its dates put back: its change time tells it apart", async () => {
    const dir = await makeContentDir(stories());
    await age(dir);
    await loadSite(dir);
    const file = join(dir, "stories", "about.json");
    await editInPlaceKeepingDates(file, (await readFile(file, "utf8")).replace("Kept", "Kapt"));
    expect(await remembered(dir)).not.toContain("stories/about.json");
    const about = (await loadSite(dir)).site.stories.find((s) => s.full_slug === "about")!;
    expect("body" in about.content && about.content.body[0]).toMatchObject({ text: "Kapt" });
  });

  it("does not remember a file changed moments ago (it could change again within its clock tick unseen), until it is older", async () => {
    const dir = await makeContentDir(stories());
    await stopClockMomentsAfter(await filesIn(dir));
    await loadSite(dir);
    expect(await remembered(dir)).toEqual([]);
    await age(dir);
    await loadSite(dir);
    expect(await remembered(dir)).toContain("stories/about.json");
  });

  it("keeps each content folder's entries apart", async () => {
    const one = await makeContentDir(stories());
    const other = await makeContentDir(stories());
    await loadSite(one);
    expect(await remembered(other)).toEqual([]);
  });

  it("keeps one memo per content folder, the latest, and at most eight in all", async () => {
    const memos = async () => (await readdir(join(process.env.BUILD_CACHE_DIR!, "story-memo"))).filter((name) => !/\.(sha256|checked)$/.test(name));
    const first = await makeContentDir(stories());
    await age(first);
    await loadSite(first);
    await writeFile(join(first, "stories", "about.json"), (await readFile(join(first, "stories", "about.json"), "utf8")).replace("Kept", "Changed"));
    await age(first);
    await loadSite(first); // a changed file: the folder's memo is written again, in its place
    expect(await memos()).toHaveLength(1);
    for (let i = 0; i < 9; i++) {
      const dir = await makeContentDir(stories());
      await age(dir);
      await loadSite(dir);
    }
    expect(await memos()).toHaveLength(8);
  });
});
