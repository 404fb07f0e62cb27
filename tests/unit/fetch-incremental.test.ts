// The fetch on a previous fetch's content asks Storyblok only for what changed (the cv, the links,
// the stories published since), and its result equals a full fetch of the same space byte for byte.
import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseFetchOptions } from "../../build/fetch/fetch-options";
import { type FetchRun, fetchContent } from "../../build/fetch/run-fetch";
import { type FakeStoryblok, type RecordedRequest, startFakeStoryblok } from "../fakes/storyblok-api";
import { makeTempDir, recordingProgress, runOptions, SMALL_CACHE, snapshot } from "./fetch-harness";

let fake: FakeStoryblok | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** The fake space and a cache a full fetch of it left. */
async function fetchedOnce(): Promise<{ fake: FakeStoryblok; outDir: string }> {
  fake = await startFakeStoryblok(SMALL_CACHE);
  const outDir = path.join(await makeTempDir(), "content-cache");
  await fetchContent(runOptions(fake, outDir));
  fake.requests.length = 0;
  return { fake, outDir };
}

/** A fetch against the previous content in `outDir`, with what it logged and asked the API. */
async function fetchAgain(fake: FakeStoryblok, outDir: string, overrides: Partial<FetchRun> = {}) {
  const progress = recordingProgress();
  const summary = await fetchContent(runOptions(fake, outDir, { previousDir: outDir, progress, ...overrides }));
  const asked = fake.requests.filter((r) => r.route !== "assets");
  fake.requests.length = 0;
  return { summary, lines: progress.lines, asked };
}

const described = (requests: RecordedRequest[]) =>
  requests.map((r) => [r.route, ...["published_at_gt", "by_uuids"].filter((key) => key in r.query).map((key) => `${key}=${r.query[key]}`)].join(" "));

/** The incremental fetch's folder equals a full fetch's of the fake's current space, file for file (space.json but its time). */
async function expectSameAsFullFetch(fake: FakeStoryblok, incremental: string): Promise<void> {
  const full = path.join(await makeTempDir(), "content-cache");
  await fetchContent(runOptions(fake, full));
  const [expected, actual] = await Promise.all([snapshot(full), snapshot(incremental)]);
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [file, bytes] of expected) {
    if (file === "space.json") continue;
    expect(actual.get(file)?.equals(bytes), `${file} differs`).toBe(true);
  }
  const timeless = (bytes: Buffer | undefined) => ({ ...JSON.parse(String(bytes)), fetched_at: undefined });
  expect(timeless(actual.get("space.json"))).toEqual(timeless(expected.get("space.json")));
}

const storyFile = async (outDir: string, slug: string) => JSON.parse(await fs.readFile(path.join(outDir, "stories", `${slug}.json`), "utf8")).story;

describe("an incremental fetch", () => {
  it("asks only for the cv when nothing was published", async () => {
    const { fake, outDir } = await fetchedOnce();
    const { summary, lines, asked } = await fetchAgain(fake, outDir);
    expect(described(asked)).toEqual(["spaces"]);
    expect(lines).toContain(`incremental fetch: cv ${fake.cv} unchanged since the last fetch`);
    expect(summary).toMatchObject({ stories: 5, links: 6, assets: { downloaded: 0, reused: 2 } });
    await expectSameAsFullFetch(fake, outDir);
  });

  it("fetches the stories published since the last fetch, the links and nothing else", async () => {
    const { fake, outDir } = await fetchedOnce();
    const about = await storyFile(outDir, "about");
    fake.publish({ ...about, name: "About Northlight", published_at: new Date().toISOString() });
    const { lines, asked } = await fetchAgain(fake, outDir);
    // the newest cached story (published 10 minutes before it or later) is asked for again: the date filter counts minutes
    expect(described(asked)).toEqual(["spaces", "links", "links", "stories published_at_gt=2025-01-14 09:52"]);
    expect(lines.find((l) => l.startsWith("incremental fetch"))).toMatch(/^incremental fetch: cv \d+ → \d+: 2 stories published since 2025-01-14 09:52 UTC, 0 moved, 0 removed$/);
    expect((await storyFile(outDir, "about")).name).toBe("About Northlight");
    await expectSameAsFullFetch(fake, outDir);
  });

  it("drops a story unpublished in the CMS (its links entry says published: false) without asking for it or for everything", async () => {
    const { fake, outDir } = await fetchedOnce();
    fake.unpublish("services/explainer-video");
    const { summary, lines, asked } = await fetchAgain(fake, outDir);
    expect(lines.find((l) => l.startsWith("incremental fetch"))).toMatch(/0 moved, 1 removed$/);
    expect(lines.some((l) => l.startsWith("full fetch"))).toBe(false);
    expect(described(asked)).toEqual(["spaces", "links", "links", "stories published_at_gt=2025-01-14 09:52"]);
    expect(summary.stories).toBe(4);
    await expect(fs.stat(path.join(outDir, "stories/services/explainer-video.json"))).rejects.toThrow();
    await expectSameAsFullFetch(fake, outDir);
  });

  it("drops a story deleted in the CMS (gone from the links)", async () => {
    const { fake, outDir } = await fetchedOnce();
    fake.remove("services/explainer-video");
    const { summary, lines } = await fetchAgain(fake, outDir);
    expect(lines.find((l) => l.startsWith("incremental fetch"))).toMatch(/0 moved, 1 removed$/);
    expect(summary.stories).toBe(4);
    await expectSameAsFullFetch(fake, outDir);
  });

  it("fetches a moved story by its uuid, since a move changes its links entry and not its publish date", async () => {
    const { fake, outDir } = await fetchedOnce();
    const uuid = (await storyFile(outDir, "about")).uuid;
    fake.move("about", "company/about");
    const { asked } = await fetchAgain(fake, outDir);
    expect(described(asked)).toContain(`stories by_uuids=${uuid}`);
    expect((await storyFile(outDir, "company/about")).uuid).toBe(uuid);
    await expectSameAsFullFetch(fake, outDir);
  });
});

describe("falling back to a full fetch", () => {
  it("when there is no previous fetch", async () => {
    fake = await startFakeStoryblok(SMALL_CACHE);
    const outDir = path.join(await makeTempDir(), "content-cache");
    const { lines, asked } = await fetchAgain(fake, outDir);
    expect(lines).toContain("full fetch: no previous fetch in content-cache/ (space.json missing or unreadable)");
    expect(described(asked)).toEqual(["spaces", "stories", "links", "links"]);
  });

  it("when the previous fetch was of the other version", async () => {
    const { fake, outDir } = await fetchedOnce();
    const { lines } = await fetchAgain(fake, outDir, { version: "draft" });
    expect(lines).toContain("full fetch: the last fetch was of published content, this one is of draft");
  });

  it("when a links entry has no cached story", async () => {
    const { fake, outDir } = await fetchedOnce();
    await fs.rm(path.join(outDir, "stories/about.json"));
    fake.publish({ ...(await storyFile(outDir, "homepage")), published_at: new Date().toISOString() });
    const { lines, asked } = await fetchAgain(fake, outDir);
    expect(lines).toContain("full fetch: the links entry about has no cached or changed story");
    expect(described(asked).slice(-3)).toEqual(["stories", "links", "links"]);
    await expectSameAsFullFetch(fake, outDir);
  });

  it("when a cached story cannot be read", async () => {
    const { fake, outDir } = await fetchedOnce();
    await fs.writeFile(path.join(outDir, "stories/about.json"), "{");
    const { lines } = await fetchAgain(fake, outDir);
    expect(lines.some((l) => l.startsWith("full fetch: the cached content cannot be read"))).toBe(true);
    await expectSameAsFullFetch(fake, outDir);
  });
});

describe("npm run fetch's options", () => {
  const previousDir = (argv: string[]) => {
    const options = parseFetchOptions(argv, { STORYBLOK_TOKEN: "t" }, "/site");
    return options === "help" ? "help" : options.previousDir;
  };

  it("ask for changes against the cache folder by default, another folder with --previous, none with --full", () => {
    expect(previousDir([])).toBe("/site/content-cache");
    expect(previousDir(["--out", "other"])).toBe("/site/other");
    expect(previousDir(["--previous", ".cache/fetched-content"])).toBe("/site/.cache/fetched-content");
    expect(previousDir(["--full"])).toBeUndefined();
  });
});
