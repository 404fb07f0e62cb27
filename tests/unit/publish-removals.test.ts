// An editor's unpublish and rename go live, tried as an editor would: Netlify's own build runner
// (@netlify/build --offline, what `netlify build` runs) in a copy of the project, production
// context, fetching from the fake Storyblok, with the build cache plugin keeping .cache/ (and the
// deploy record in it) between builds. An unpublished case study that an article links to no
// longer stops the deploy: the link is taken out and the log names both stories. A renamed case
// study's old address answers 301 with the new one, in that deploy and the next, as the local
// server (Netlify's parser over _redirects) serves it; the unpublished one's answers 404.
import { cp, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { netlifyBuild, publishStory } from "../../build/bench/bench-publish";
import { type FakeStoryblok, startFakeStoryblok } from "../../build/fakes/fake-storyblok";
import { type RunningServer, startServer } from "../../build/serve/serve";
import { cloneProject } from "../helpers/project-clone";

const UNPUBLISHED = "case-studies/beacon-talking-therapies";
const LINKING_ARTICLE = "insights/working-with-young-contributors";
const RENAMED = "case-studies/fieldwise-soil-sensor-launch";
const NEW_NAME = "case-studies/fieldwise-launch";

let dir: string;
let project: string;
let fake: FakeStoryblok;

beforeAll(async () => {
  ({ dir, project } = await cloneProject("publish-removals-"));
  await cp(join(project, "content-cache"), join(dir, "space"), { recursive: true });
  fake = await startFakeStoryblok(join(dir, "space"));
});
afterAll(async () => {
  await fake?.close();
  await rm(dir, { recursive: true, force: true });
});

/** What the live site answers at `path`, served from the deployed output as the local Netlify serves it. */
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

describe("an editor's unpublish and rename, deployed with netlify build --offline", () => {
  it("go live: the link to the unpublished case study is taken out, the renamed one's old address answers 301 in this deploy and the next", async () => {
    await netlifyBuild(project, fake);
    const linked = () => readFile(join(project, "dist", `${LINKING_ARTICLE}.html`), "utf8");
    expect(await linked()).toContain(`href="/${UNPUBLISHED}"`);

    fake.unpublish(UNPUBLISHED);
    fake.move(RENAMED, NEW_NAME);
    const second = await netlifyBuild(project, fake);
    expect(second.log).toContain(`the story it links to, ${UNPUBLISHED} (/${UNPUBLISHED}, uuid`);
    expect(second.log).toMatch(new RegExp(`${LINKING_ARTICLE}[\\s\\S]*is unpublished in Storyblok, so the link is taken out`));
    expect(await linked()).not.toContain(`href="/${UNPUBLISHED}"`);
    const moved = { status: 301, location: `/${NEW_NAME}` };
    expect(await answers([`/${RENAMED}`, `/${NEW_NAME}`, `/${UNPUBLISHED}`])).toEqual([moved, { status: 200, location: null }, { status: 404, location: null }]);

    // the next deploy, of an unrelated publish, keeps the old address: the record carried it
    await publishStory(fake, project, "about", (content) => ({ ...content, title: "About us, republished" }));
    const third = await netlifyBuild(project, fake);
    expect(third.log).toMatch(/render\s+\d+ of \d+ pages \(incremental/);
    expect(await answers([`/${RENAMED}`])).toEqual([moved]);
  }, 420_000);
});
