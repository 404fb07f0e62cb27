// A publish on Netlify, offline: Netlify's own build runner (@netlify/build --offline, what
// `netlify build` runs) in a copy of the project, fetching from the fake Storyblok at 100 ms a request. The first build has nothing to restore; the next, in a
// fresh clone (no .cache/, no dist/), gets both back from Netlify's build cache through the plugin,
// re-renders only the published story's pages, and deploys what a full build would.
import { cp, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { netlifyBuild, publishStory, uploaded } from "../../build/bench/bench-publish";
import { type FakeStoryblok, startFakeStoryblok } from "../fakes/storyblok-api";
import { cloneProject } from "../helpers/project-clone";

// what a clone lacks: installed packages, build output and caches, local state

let dir: string;
let project: string;
let fake: FakeStoryblok;

beforeAll(async () => {
  ({ dir, project } = await cloneProject("netlify-build-cache-"));
  await cp(join(project, "content-cache"), join(dir, "space"), { recursive: true });
  fake = await startFakeStoryblok(join(dir, "space"), { latencyMs: 100 });
});
afterAll(async () => {
  await fake?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("netlify-build --offline with the build cache plugin", () => {
  it("restores the cache in a fresh clone and builds only what a one-story publish changed", async () => {
    const first = await netlifyBuild(project, fake);
    expect(first.log).toMatch(/Build cache: nothing saved yet/);
    expect(first.log).toMatch(/Build cache saved: \.cache\/ and dist\//);
    // the image guard is bundled and routed on every /img/ path, as netlify.toml declares it
    const edge = JSON.parse(await readFile(join(project, ".netlify/edge-functions-dist/manifest.json"), "utf8")) as { routes: { function: string; pattern: string }[] };
    expect(edge.routes).toEqual([expect.objectContaining({ function: "image-guard", pattern: "^/img(?:/(.*))/?$" })]);
    // and its config read without the network (build/fakes/netlify-edge-types.ts), not after 7 s of retries
    expect(first.log).not.toMatch(/Could not load configuration for edge function/);

    await publishStory(fake, project, "case-studies/aldridge-homes-show-home-tours", (content) => ({ ...content, heading: "Show home tours, republished" }));
    for (const made of [".cache", "dist"]) await rm(join(project, made), { recursive: true, force: true });
    const second = await netlifyBuild(project, fake);
    expect(second.log).toMatch(/Build cache restored: \.cache\/, dist\/ \(the last output\)/);
    const [, rendered, total] = /render\s+(\d+) of (\d+) pages \(incremental/.exec(second.log) ?? [];
    expect(Number(rendered)).toBeGreaterThan(0);
    expect(Number(rendered)).toBeLessThan(Number(total));
    expect(await readFile(join(project, "dist/case-studies/aldridge-homes-show-home-tours.html"), "utf8")).toContain("Show home tours, republished");
    expect(uploaded(first.digests, second.digests)).toBeLessThan(second.digests.size / 2);
    // two offline Netlify builds: 28-34 s before the plugin kept one hard-linked entry, 109 s on the
    // main tree and past 120 s on one fresh clone since (why is open); the limit is not a speed check
  }, 300_000);
});
