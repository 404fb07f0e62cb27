import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadSite } from "../../build/pipeline/load/load";
import { readContent } from "../../build/pipeline/load/read-content";
import { openStoryMemo } from "../../build/pipeline/load/story-memo";
import { makeContentDir, story } from "../helpers/content";

const stories = () => [
  story({ full_slug: "about", content: { component: "page", body: [{ _uid: "a", component: "large_text", text: "Kept" }] } }),
  // a broken block: the memo must give back the warning as well as the story
  story({ full_slug: "contact", content: { component: "page", body: [{ _uid: "b", component: "inner_banner", heading: 42 }] } }),
  story({ full_slug: "broken", content: { component: "page", seo: "not an object" } }),
];

/** Which story files a load with the memo took from it rather than parsing and validating them. */
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
    if (previousCacheDir === undefined) delete process.env.BUILD_CACHE_DIR;
    else process.env.BUILD_CACHE_DIR = previousCacheDir;
  });

  it("gives a second load of unchanged files the same site and warnings, without validating them again", async () => {
    const dir = await makeContentDir(stories());
    expect(await remembered(dir)).toEqual([]);
    const first = await loadSite(dir);
    expect(first.warnings.map((w) => `${w.where} ${w.path}`)).toEqual(["broken content.seo", "broken content.body", "contact content.body[0].heading"]);
    const files = (await readContent(dir)).stories.map((s) => s.where);
    expect(await remembered(dir)).toEqual(files);
    const second = await loadSite(dir);
    expect(second.site).toEqual(first.site);
    expect(second.warnings).toEqual(first.warnings);
  });

  it("validates a changed file again and keeps the rest", async () => {
    const dir = await makeContentDir(stories());
    await loadSite(dir);
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
  });

  it("keeps each content folder's entries apart", async () => {
    const one = await makeContentDir(stories());
    const other = await makeContentDir(stories());
    await loadSite(one);
    expect(await remembered(other)).toEqual([]);
  });
});
