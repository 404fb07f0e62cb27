// One Storyblok space for the whole site, the one content-cache/space.json names: a production
// deploy stops when STORYBLOK_SPACE_ID names another, when an /img/ proxy rule of another space is
// left in netlify.toml or _redirects, or when the build's own rule for the space is missing.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageRuleBlockers, spaceSettingProblem } from "../../build/deploy/space-checks";
import { redirectsFile } from "../../build/pipeline/routes/redirects-file";
import { buildInMemory, makeContentDir } from "../helpers/content";

const SPACE = 318794;
let dir: string;
let built: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "space-checks-"));
  const content = await makeContentDir([]);
  await writeFile(join(content, "space.json"), JSON.stringify({ id: SPACE, cv: 1, version: "published", fetched_at: "2025-01-01T00:00:00.000Z" }));
  built = redirectsFile((await buildInMemory(content)).redirects);
  await rm(content, { recursive: true, force: true });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function files(toml: string, redirects: string) {
  const paths = { toml: join(dir, "netlify.toml"), redirects: join(dir, "_redirects") };
  await writeFile(paths.toml, toml);
  await writeFile(paths.redirects, redirects);
  return paths;
}

describe("imageRuleBlockers", () => {
  it("lets through the build's rule for the content's space, with the project's netlify.toml", async () => {
    const paths = await files("", built);
    expect(await imageRuleBlockers({ toml: "netlify.toml", redirects: paths.redirects }, SPACE)).toEqual([]);
  });

  it("stops a deploy whose netlify.toml still proxies another space, naming the file and the rule", async () => {
    const paths = await files('[[redirects]]\n  from = "/img/f/1/*"\n  to = "https://a.storyblok.com/f/1/:splat"\n  status = 200\n', built);
    expect(await imageRuleBlockers(paths, SPACE)).toEqual([
      `${paths.toml} proxies /img/f/1/* to https://a.storyblok.com/f/1/:splat, but the site's images are of Storyblok space ${SPACE} (content-cache/space.json): remove that rule; the build writes the one /img/ rule from space.json.`,
    ]);
  });

  it("stops a deploy whose _redirects has no proxy for the space", async () => {
    const paths = await files("", "/old  /new  301\n");
    expect(await imageRuleBlockers(paths, SPACE)).toEqual([expect.stringMatching(/_redirects has no \/img\/ proxy rule for Storyblok space 318794 .*every image would be a 404/)]);
  });

  it("stops a deploy whose _redirects proxies another space than the content's", async () => {
    const paths = await files("", built);
    expect(await imageRuleBlockers(paths, 1)).toEqual([
      expect.stringMatching(/_redirects proxies \/img\/f\/318794\/\* to .*, but the site's images are of Storyblok space 1 /),
      expect.stringMatching(/_redirects has no \/img\/ proxy rule for Storyblok space 1 /),
    ]);
  });
});

describe("spaceSettingProblem", () => {
  it("accepts STORYBLOK_SPACE_ID unset or equal to the content's space", () => {
    expect(spaceSettingProblem(undefined, SPACE)).toBeNull();
    expect(spaceSettingProblem("  ", SPACE)).toBeNull();
    expect(spaceSettingProblem(` ${SPACE} `, SPACE)).toBeNull();
  });

  it("names another space, not a number, and a content that names none", () => {
    expect(spaceSettingProblem("1", SPACE)).toBe(
      `STORYBLOK_SPACE_ID is 1, but the content (content-cache/space.json, fetched with STORYBLOK_TOKEN) is of Storyblok space ${SPACE}: set STORYBLOK_SPACE_ID to ${SPACE}, or STORYBLOK_TOKEN to a token of space 1.`,
    );
    expect(spaceSettingProblem("abc", SPACE)).toMatch(/^STORYBLOK_SPACE_ID is "abc", which is not a space id/);
    expect(spaceSettingProblem("1", undefined)).toMatch(/^STORYBLOK_SPACE_ID is 1, but content-cache\/space.json names no space .* run npm run fetch/);
  });
});
