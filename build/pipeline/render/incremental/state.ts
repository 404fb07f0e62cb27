// Hashes of everything a page can depend on, for the incremental planner: the
// code (sources, lock file, build options and the asset URLs pages link), the
// shared stories, and each story, listing and the link table.
import { createHash } from "node:crypto";
import type { Route } from "../../../../src/content/route";
import type { Site } from "../../../../src/content/site";
import { storyStill } from "../../../../src/content/social-card";
import { rememberedHashOf, sourceFiles } from "../../../shared/build-step-cache";
import type { BuildState } from "./plan";

const hash = (value: string | Buffer) => createHash("sha256").update(value).digest("hex").slice(0, 20);

export async function codeHash(extra: unknown): Promise<string> {
  const sources = [...(await sourceFiles("src", /./)), ...(await sourceFiles("build", /./))];
  return rememberedHashOf("code-hash", [JSON.stringify(extra)], ["package-lock.json", ...sources]);
}

export function contentState(site: Site, code: string): BuildState {
  const inputs: Record<string, string> = {};
  const storyHashes: string[] = [];
  for (const story of site.stories) {
    // by its file's digest when the load read one (the model is made from the file's bytes and the code, which
    // codeHash covers), else by the model itself; with its still's bytes, which its social card's name hashes
    const still = storyStill(story);
    const own = site.storyDigests?.get(story.uuid) ?? JSON.stringify(story);
    const h = hash(own + (still ? (site.stillDigests?.get(still) ?? "") : ""));
    inputs[`story:${story.uuid}`] = h;
    inputs[`slug:${story.full_slug}`] = h;
    storyHashes.push(h);
  }
  for (const [name, listing] of Object.entries(site.listings)) inputs[`listing:${name}`] = hash(JSON.stringify(listing));
  inputs.stories = hash(storyHashes.join());
  inputs.links = hash(JSON.stringify(site.links));
  // every fetch moves the space's cv and fetched_at, which no page shows: only its version (draft or published) is shared
  const sharedHash = hash(JSON.stringify([site.space.version, site.settings, site.header, site.footer]));
  return { codeHash: code, sharedHash, inputs };
}

/** A route's own shape (URL, kind, pagination…) without the story it carries, which is hashed on its own. */
export function routeHash(route: Route): string {
  return hash(JSON.stringify({ ...route, story: route.story.uuid }));
}
