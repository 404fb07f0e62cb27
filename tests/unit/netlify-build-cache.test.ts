// Publishes on Netlify, offline: Netlify's own build runner (@netlify/build --offline, what
// `netlify build` runs) in a copy of the project, production context, fetching from the fake
// Storyblok at 100 ms a request, with the build cache plugin keeping .cache/ (the deploy record in
// it) and dist/ between builds. One chain of three deploys, since each costs seconds of both cores:
// 1. the first has nothing to restore;
// 2. the next, in a fresh clone (no .cache/, no dist/), gets both back from Netlify's build cache.
//    The editors unpublished a case study that an article links to (the link is taken out, the
//    log names both stories, the deploy goes live) and renamed another (its old address answers
//    301 with the new one, as the local server serves the deploy through Netlify's parser over
//    _redirects; the unpublished one's answers 404);
// 3. a one-story publish, again in a fresh clone, re-renders and uploads only what it changed and
//    keeps that 301: the deploy record carried the old address;
// 4. a case study published with an unknown block, with another's heading change, in a fresh clone:
//    the heading goes live, the broken one is held back as the last deploy had it (the copy of its
//    story came back with .cache/).
import { cp, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { netlifyBuild, publishStory, uploaded } from "../../build/bench/bench-publish";
import { SOCIAL_CARD_MANIFEST_PATH } from "../../build/pipeline/assets/social-card-manifest";
import { type RunningServer, startServer } from "../../build/serve/serve";
import { type FakeStoryblok, startFakeStoryblok } from "../fakes/storyblok-api";
import { cloneProject } from "../helpers/project-clone";

const REPUBLISHED = "case-studies/aldridge-homes-show-home-tours";
const UNPUBLISHED = "case-studies/beacon-talking-therapies";
const LINKING_ARTICLE = "insights/working-with-young-contributors";
const RENAMED = "case-studies/fieldwise-soil-sensor-launch";
const BROKEN = "case-studies/ashworth-bakery-heritage";
const NEW_NAME = "case-studies/fieldwise-launch";

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

/** What the live site answers at each path, served from the deployed output as the local Netlify serves it. */
async function answers(paths: string[]): Promise<{ status: number; location: string | null }[]> {
  const server: RunningServer = await startServer({ dir: join(project, "dist"), port: 0, contentDir: join(project, "content-cache"), blobsDir: join(dir, "blobs") });
  try {
    return await Promise.all(
      paths.map(async (path) => {
        const response = await fetch(new URL(path, server.url), { redirect: "manual" });
        await response.body?.cancel();
        return { status: response.status, location: response.headers.get("location") };
      }),
    );
  } finally {
    await server.close();
  }
}

/** A build as a fresh clone runs it: no .cache/ and no dist/ but what the plugin restores. */
async function freshCloneBuild() {
  for (const made of [".cache", "dist"]) await rm(join(project, made), { recursive: true, force: true });
  return netlifyBuild(project, fake);
}

const page = (path: string) => readFile(join(project, "dist", `${path}.html`), "utf8");

/**
 * og-image's zip carries the card manifest this build wrote and the card's faces (netlify.toml
 * included_files), and not the 121 MB Node binary: a zip names each file it holds uncompressed, so
 * the names are found in its bytes. (The clone links node_modules from outside it, which the bundler
 * leaves out of every zip here; tests/unit/netlify-bundle.test.ts checks sharp in a real tree and runs
 * the bundle.)
 */
async function expectCardFunctionDeployed() {
  const zip = await readFile(join(project, ".netlify/functions/og-image.zip"));
  for (const name of [`dist/${SOCIAL_CARD_MANIFEST_PATH}`, "functions/lib/social-card-fonts/inter-latin-700.ttf"]) {
    expect(zip.includes(name), name).toBe(true);
  }
  expect(zip.includes("node_modules/node/bin/node")).toBe(false);
  expect(zip.length).toBeLessThan(30 * 1024 * 1024);
}

describe("netlify-build --offline with the build cache plugin", () => {
  it("restores the cache in a fresh clone; an unpublish and a rename go live and the rename's 301 stays; a one-story publish builds only its pages; a broken story is held back", async () => {
    const first = await netlifyBuild(project, fake);
    expect(first.log).toMatch(/Build cache: nothing saved yet/);
    expect(first.log).toMatch(/Build cache saved: \.cache\/ and dist\//);
    // the image guard is bundled and routed on every /img/ path, as netlify.toml declares it
    const edge = JSON.parse(await readFile(join(project, ".netlify/edge-functions-dist/manifest.json"), "utf8")) as { routes: { function: string; pattern: string }[] };
    expect(edge.routes).toEqual([expect.objectContaining({ function: "image-guard", pattern: "^/img(?:/(.*))/?$" })]);
    // and its config read without the network (build/fakes/netlify-edge-types.ts), not after 7 s of retries
    expect(first.log).not.toMatch(/Could not load configuration for edge function/);
    await expectCardFunctionDeployed();
    expect(await page(LINKING_ARTICLE)).toContain(`href="/${UNPUBLISHED}"`);

    // the editors unpublish a linked case study and rename another; the next deploy runs in a
    // fresh clone, which gets .cache/ and dist/ back from Netlify's build cache
    fake.unpublish(UNPUBLISHED);
    fake.move(RENAMED, NEW_NAME);
    const second = await freshCloneBuild();
    expect(second.log).toMatch(/Build cache restored: \.cache\/, dist\/ \(the last output\)/);
    // the unpublished case study's link is taken out, with a warning naming both stories
    expect(second.log).toContain(`the story it links to, ${UNPUBLISHED} (/${UNPUBLISHED}, uuid`);
    expect(second.log).toMatch(new RegExp(`${LINKING_ARTICLE}[\\s\\S]*is unpublished in Storyblok, so the link is taken out`));
    expect(await page(LINKING_ARTICLE)).not.toContain(`href="/${UNPUBLISHED}"`);
    const moved = { status: 301, location: `/${NEW_NAME}` };
    expect(await answers([`/${RENAMED}`, `/${NEW_NAME}`, `/${UNPUBLISHED}`])).toEqual([moved, { status: 200, location: null }, { status: 404, location: null }]);

    // then an unrelated one-story publish: only its pages are rendered and uploaded, and the
    // renamed page's old address still answers 301 (the deploy record carried it)
    await publishStory(fake, project, REPUBLISHED, (content) => ({ ...content, heading: "Show home tours, republished" }));
    const third = await freshCloneBuild();
    expect(third.log).toMatch(/Build cache restored: \.cache\/, dist\/ \(the last output\)/);
    const [, rendered, total] = /render\s+(\d+) of (\d+) pages \(incremental/.exec(third.log) ?? [];
    expect(Number(rendered)).toBeGreaterThan(0);
    expect(Number(rendered)).toBeLessThan(Number(total));
    expect(await page(REPUBLISHED)).toContain("Show home tours, republished");
    expect(uploaded(second.digests, third.digests)).toBeLessThan(third.digests.size / 2);
    expect(await answers([`/${RENAMED}`])).toEqual([moved]);

    // a broken block in one case study and a heading in another, published together
    const brokenLive = await readFile(join(project, "dist", `${BROKEN}.html`));
    await publishStory(fake, project, BROKEN, (content) => ({ ...content, body: [...(content.body as unknown[]), { _uid: "new", component: "event_video_embed" }] }));
    await publishStory(fake, project, REPUBLISHED, (content) => ({ ...content, heading: "Show home tours, with a broken neighbour" }));
    const fourth = await freshCloneBuild();
    expect(fourth.log).toMatch(
      /Held back: Ashworth Family Bakery: Four Generations of Bread \(case-studies\/ashworth-bakery-heritage\): the live site keeps its pages as the last deploy had them\. The 5th block, Event video embed, is a kind of block/,
    );
    expect(await page(REPUBLISHED)).toContain("Show home tours, with a broken neighbour");
    expect((await readFile(join(project, "dist", `${BROKEN}.html`))).equals(brokenLive)).toBe(true);
    // four offline Netlify builds; the limit checks no speed, it only ends a hung build
  }, 560_000);
});
