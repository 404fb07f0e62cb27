// A replaced asset reaches the build: Storyblok's "replace asset" keeps the URL, so the fetch keeps
// the cached copy unless the build hook's body (INCOMING_HOOK_BODY, written by the publish webhook)
// names the asset as replaced; then that file, and only that one, is downloaded again.
import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseFetchOptions } from "../../build/fetch/fetch-options";
import { assetPathsWithIds, replacedAssetIds } from "../../build/fetch/replaced-assets";
import { fetchContent } from "../../build/fetch/run-fetch";
import { readStoryblokEvent } from "../../functions/lib/storyblok-event";
import { type FakeStoryblok, startFakeStoryblok } from "../fakes/storyblok-api";
import { makeTempDir, oldCache, recordingProgress, runOptions, SMALL_CACHE } from "./fetch-harness";

const STUDIO_LIGHTS = "assets/f/287015/1600x900/4a1c2e9b7d/studio-lights.jpg";
const STORYBOARD = "assets/f/287015/1200x800/9b3d1f0a2c/explainer-storyboard.png";
let fake: FakeStoryblok | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** The body the publish webhook sends the build hook (functions/lib/build-hook.ts) for these Storyblok payloads. */
function hookBody(...payloads: Record<string, unknown>[]): string {
  const events = payloads.map((payload) => {
    const reading = readStoryblokEvent(JSON.stringify({ text: "", space_id: 287015, ...payload }));
    if (reading.kind !== "build") throw new Error(`not a build event: ${JSON.stringify(payload)}`);
    return reading.event;
  });
  return JSON.stringify({ events });
}

/** The fake's space, whose studio-lights.jpg the editor replaced after the last fetch. */
async function spaceWithReplacedImage(): Promise<{ source: string; replacement: Buffer }> {
  const source = path.join(await makeTempDir(), "space");
  await fs.cp(SMALL_CACHE, source, { recursive: true });
  const replacement = Buffer.concat([await fs.readFile(path.join(source, STUDIO_LIGHTS)), Buffer.from("replaced")]);
  await fs.writeFile(path.join(source, STUDIO_LIGHTS), replacement);
  return { source, replacement };
}

describe("assets replaced in Storyblok", () => {
  it("downloads again only the asset the build hook names as replaced", async () => {
    const { source, replacement } = await spaceWithReplacedImage();
    fake = await startFakeStoryblok(source);
    const outDir = await oldCache();
    const progress = recordingProgress();
    const incomingHookBody = hookBody({ action: "published", story_id: 1, full_slug: "about" }, { action: "replaced", asset_id: 18342001 });
    const summary = await fetchContent(runOptions(fake, outDir, { incomingHookBody, progress }));
    expect(summary.assets).toMatchObject({ total: 2, downloaded: 1, reused: 1 });
    expect(fake.requests.filter((r) => r.route === "assets").map((r) => r.path)).toEqual([`/${STUDIO_LIGHTS.slice("assets/".length)}`]);
    expect(await fs.readFile(path.join(outDir, STUDIO_LIGHTS))).toEqual(replacement);
    expect(progress.lines).toContain("replaced assets (named by the build hook): 1 to download again");
  });

  it("keeps the cached copy when no replacement is named (what --refresh-assets or the hook's body is for)", async () => {
    const { source, replacement } = await spaceWithReplacedImage();
    fake = await startFakeStoryblok(source);
    const outDir = await oldCache();
    const summary = await fetchContent(runOptions(fake, outDir, { incomingHookBody: hookBody({ action: "published", story_id: 1 }) }));
    expect(summary.assets).toMatchObject({ downloaded: 0, reused: 2 });
    expect(await fs.readFile(path.join(outDir, STUDIO_LIGHTS))).not.toEqual(replacement);
  });

  it("finds a replaced asset in rich text images too, and names ids no story uses", async () => {
    fake = await startFakeStoryblok(SMALL_CACHE);
    const outDir = await oldCache();
    const progress = recordingProgress();
    // 18342002 is the storyboard, in an asset field and in the homepage's rich text; 999 is used nowhere
    const summary = await fetchContent(
      runOptions(fake, outDir, { progress, incomingHookBody: hookBody({ action: "replaced", asset_id: 18342002 }, { action: "replaced", asset_id: 999 }) }),
    );
    expect(summary.assets).toMatchObject({ downloaded: 1, reused: 1 });
    expect(fake.requests.filter((r) => r.route === "assets").map((r) => r.path)).toEqual([`/${STORYBOARD.slice("assets/".length)}`]);
    expect(progress.lines).toContain("replaced assets (named by the build hook): 1 to download again; not used by any story: 999");
  });
});

describe("reading the build hook's body", () => {
  it("takes the replaced assets' ids and nothing else", () => {
    expect(replacedAssetIds(hookBody({ action: "replaced", asset_id: 7 }, { action: "published", story_id: 7 }, { action: "replaced", asset_id: "8" }))).toEqual({
      ids: ["7", "8"],
    });
    expect(replacedAssetIds(undefined)).toEqual({ ids: [] });
    expect(replacedAssetIds("")).toEqual({ ids: [] });
    expect(replacedAssetIds('{"events":"none"}')).toEqual({ ids: [] });
  });

  it("says so when the body is not JSON, and asks for nothing", () => {
    const reading = replacedAssetIds("events=1");
    expect(reading.ids).toEqual([]);
    expect(reading.note).toContain("INCOMING_HOOK_BODY is not JSON");
  });

  it("maps ids to cache paths through asset fields and rich-text images, skipping other hosts", () => {
    const stories = [
      {
        content: {
          image: { id: 1, filename: "https://a.storyblok.com/f/9/a.jpg" },
          text: { content: [{ type: "image", attrs: { id: 2, src: "https://a.storyblok.com/f/9/b.png" } }] },
        },
      },
      { content: { image: { id: 3, filename: "https://example.com/c.jpg" } } },
    ];
    expect(assetPathsWithIds(stories, ["1", "2", "3"])).toEqual(
      new Map([
        ["f/9/a.jpg", "1"],
        ["f/9/b.png", "2"],
      ]),
    );
  });

  it("is read from INCOMING_HOOK_BODY by npm run fetch's options", () => {
    const options = parseFetchOptions([], { STORYBLOK_TOKEN: "t", INCOMING_HOOK_BODY: '{"events":[]}' }, "/tmp");
    expect(options !== "help" && options.incomingHookBody).toBe('{"events":[]}');
  });
});
