// npm run storyblok's settings: which space and which Management API a command goes to, and the
// message for each setting that is missing or wrong.
import { describe, expect, it } from "vitest";
import { UserError } from "../../build/shared/errors";
import { parseStoryblokSettings } from "../../build/storyblok/management-settings";

const env = { STORYBLOK_MANAGEMENT_TOKEN: "pat-123", STORYBLOK_SPACE_ID: "440121" };

describe("parseStoryblokSettings", () => {
  it("goes to the Management API of the space's region, or the endpoint named", () => {
    expect(parseStoryblokSettings(["check"], env)).toMatchObject({ command: "check", token: "pat-123", spaceId: 440121, endpoint: "https://mapi.storyblok.com/v1" });
    expect(parseStoryblokSettings(["check"], { ...env, STORYBLOK_REGION: "US" })).toMatchObject({ endpoint: "https://api-us.storyblok.com/v1" });
    expect(parseStoryblokSettings(["check"], { ...env, STORYBLOK_MANAGEMENT_ENDPOINT: "http://127.0.0.1:9/v1/" })).toMatchObject({ endpoint: "http://127.0.0.1:9/v1" });
  });

  it("takes --space over STORYBLOK_SPACE_ID, and push's flags", () => {
    expect(parseStoryblokSettings(["push", "--space", "77", "--apply", "--prune"], env)).toMatchObject({ spaceId: 77, apply: true, prune: true });
    expect(parseStoryblokSettings(["pull", "--out", "x.json"], env, "/work")).toMatchObject({ out: "/work/x.json" });
    expect(parseStoryblokSettings(["push", "--help"], {})).toBe("help");
  });

  it.each([
    [["push"], { ...env, STORYBLOK_MANAGEMENT_TOKEN: " " }, "STORYBLOK_MANAGEMENT_TOKEN is not set"],
    [["push"], { ...env, STORYBLOK_SPACE_ID: undefined }, "STORYBLOK_SPACE_ID is not set"],
    [["push", "--space", "abc"], env, '--space is "abc", which is not a space id.'],
    [["push"], { ...env, STORYBLOK_MANAGEMENT_ENDPOINT: "mapi.storyblok.com" }, 'STORYBLOK_MANAGEMENT_ENDPOINT is "mapi.storyblok.com", which is not an http(s) URL.'],
    [["check", "--apply"], env, "--apply belongs to push and import, not check."],
    [["push", "--out", "f.json"], env, "--out belongs to pull, not push."],
    [["pull", "--publish"], env, "--publish belongs to import, not pull."],
    [["deploy"], env, 'npm run storyblok needs one command, push, pull, check or import; got "deploy".'],
    [["push", "--force"], env, "Unknown option '--force'"],
  ])("%j refuses with a message naming the setting", (argv, environment, message) => {
    let thrown: unknown;
    try {
      parseStoryblokSettings(argv, environment);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UserError);
    expect((thrown as UserError).message).toContain(message);
    expect((thrown as UserError).hint).toBeTruthy();
  });
});
