// npm run storyblok as a developer or CI runs it: settings from the environment, one line with a
// hint for a missing or refused one, and check's exit code telling drift from none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeManagement, startFakeManagement } from "../../build/fakes/fake-storyblok-management";
import { storyblokComponents } from "../../src/content/storyblok-schema";
import { runNpmScript } from "../helpers/npm-script";

let fake: FakeManagement;

beforeAll(async () => {
  fake = await startFakeManagement();
});
afterAll(() => fake.close());

function env(overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env, STORYBLOK_REGION: undefined, STORYBLOK_SPACE_ID: undefined, STORYBLOK_MANAGEMENT_TOKEN: undefined };
  return {
    ...base,
    STORYBLOK_MANAGEMENT_TOKEN: fake.token,
    STORYBLOK_SPACE_ID: String(fake.spaceId),
    STORYBLOK_MANAGEMENT_ENDPOINT: fake.apiBase,
    ...overrides,
  };
}

const storyblok = (args: string[], overrides?: Record<string, string | undefined>) => runNpmScript("storyblok", args, env(overrides));

describe("npm run storyblok", () => {
  it("prints its usage for --help and exits 0", async () => {
    const result = await storyblok(["--help"]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toMatch(/^Usage: npm run storyblok -- <command> \[options\][\s\S]*push --apply[\s\S]*check[\s\S]*pull \[--out FILE\][\s\S]*STORYBLOK_MANAGEMENT_TOKEN/);
  });

  it.each([
    [["push"], { STORYBLOK_MANAGEMENT_TOKEN: "" }, /^error: STORYBLOK_MANAGEMENT_TOKEN is not set, .*\n {2}→ in Storyblok open My account → Personal access tokens/],
    [["check"], { STORYBLOK_SPACE_ID: "" }, /^error: STORYBLOK_SPACE_ID is not set, .*\n {2}→ set STORYBLOK_SPACE_ID \(or pass --space ID\)/],
    [["push"], { STORYBLOK_REGION: "mars" }, /^error: STORYBLOK_REGION is "mars", which is not one of eu, us, ca, ap, cn\./],
    [[], {}, /^error: npm run storyblok needs one command, push, pull, check or import; got none\./],
    [
      ["check"],
      { STORYBLOK_MANAGEMENT_TOKEN: "a-preview-token" },
      /^error: Storyblok refused the token in STORYBLOK_MANAGEMENT_TOKEN \(401 Unauthorized\) while reading the space's components \(page 1\)\.\n {2}→ set STORYBLOK_MANAGEMENT_TOKEN to a personal access token/,
    ],
  ])("%j with %j stops with one message and a hint", async (args, overrides, message) => {
    const result = await storyblok(args, overrides);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trimEnd().split("\n")).toHaveLength(2);
  });

  it("push shows, push --apply writes, and check exits 0 without drift and 1 with it", async () => {
    const dryRun = await storyblok(["push"]);
    expect(dryRun.code).toBe(0);
    expect(dryRun.stdout).toMatch(/Dry run, nothing written\./);
    expect(fake.space().components).toEqual([]);

    expect((await storyblok(["check"])).code).toBe(1);
    expect((await storyblok(["push", "--apply"])).code).toBe(0);
    const clean = await storyblok(["check"]);
    expect(clean).toMatchObject({ code: 0, stdout: expect.stringMatching(/^No drift: /) });

    const [first] = storyblokComponents();
    fake.space().components.find((component) => component.name === first!.name)!.display_name = "Renamed in the editor";
    const drift = await storyblok(["check"]);
    expect(drift.code).toBe(1);
    expect(drift.stdout).toContain(
      `${first!.name}: display_name is "Renamed in the editor" in the space, "${first!.display_name}" in the code → run npm run storyblok -- push --apply`,
    );
  });

  it("import without --apply prints what it would create from content-cache/ and writes nothing", async () => {
    const before = fake.requests.length;
    const result = await storyblok(["import"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Dry run, nothing written\. With --apply: 301 assets uploaded, 7 folders and 195 stories created, /);
    expect(fake.requests.slice(before).filter((request) => request.method !== "GET")).toEqual([]);
  });
});
