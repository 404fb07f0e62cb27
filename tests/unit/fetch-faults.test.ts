import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FetchError } from "../../build/fetch/fetch-errors";
import { type FetchRun, fetchContent } from "../../build/fetch/run-fetch";
import { type FakeStoryblok, type Fault, startFakeStoryblok } from "../fakes/storyblok-api";
import { makeTempDir, recordingProgress, runOptions, SMALL_CACHE, snapshot } from "./fetch-harness";

let fake: FakeStoryblok | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
  vi.restoreAllMocks();
});

interface Scenario {
  faults?: Fault[];
  overrides?: Partial<FetchRun>;
  /** The old cache lacks its assets, so the fetch has to download them. */
  oldCacheWithoutAssets?: boolean;
  source?: string;
  /** Close the fake before fetching: nothing listens on the port any more. */
  closeFirst?: boolean;
}

/** Runs a fetch over an existing cache that must fail; returns the error after checking the cache is untouched. */
async function expectFailureLeavesCache(scenario: Scenario): Promise<FetchError> {
  fake = await startFakeStoryblok(scenario.source ?? SMALL_CACHE);
  for (const fault of scenario.faults ?? []) fake.inject(fault);
  const parent = await makeTempDir();
  const outDir = path.join(parent, "content-cache");
  await fs.cp(SMALL_CACHE, outDir, { recursive: true });
  if (scenario.oldCacheWithoutAssets) await fs.rm(path.join(outDir, "assets"), { recursive: true });
  const before = await snapshot(outDir);
  if (scenario.closeFirst) await fake.close();
  const error = await fetchContent(runOptions(fake, outDir, scenario.overrides)).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FetchError);
  expect(await snapshot(outDir)).toEqual(before);
  expect(await fs.readdir(parent)).toEqual(["content-cache"]);
  return error as FetchError;
}

describe("a failing fetch leaves the existing cache byte for byte as it was", () => {
  it("401: a refused token says where to get one", async () => {
    const error = await expectFailureLeavesCache({ overrides: { token: "not-the-token" } });
    expect(error.what).toBe(`Storyblok refused the access token (401 Unauthorized) for cdn/spaces/me at ${fake!.apiBase}.`);
    expect(error.fix).toContain("Settings → Access Tokens");
    expect(error.fix).toContain("STORYBLOK_REGION");
  });

  it("404 on the first request points at the region and endpoint", async () => {
    const error = await expectFailureLeavesCache({ faults: [{ route: "spaces", kind: "not-found" }] });
    expect(error.what).toContain("answered 404 Not Found for cdn/spaces/me");
    expect(error.fix).toContain('STORYBLOK_REGION ("eu")');
  });

  it("404 for a later page says the space changed during the fetch", async () => {
    const error = await expectFailureLeavesCache({ faults: [{ route: "stories", kind: "not-found", page: 2 }], overrides: { storiesPerPage: 2 } });
    expect(error.what).toContain("cdn/stories page 2 of 3");
    expect(error.fix).toContain("changed during the fetch");
  });

  it("429 beyond the retries, noted on the progress stream and never on stdout", async () => {
    const log = vi.spyOn(console, "log");
    const progress = recordingProgress();
    const error = await expectFailureLeavesCache({ faults: [{ route: "stories", kind: "rate-limit" }], overrides: { retries: 2, progress, pause: async () => {} } });
    expect(error.what).toBe(`Storyblok answered 429 Too Many Requests (rate limit) for cdn/stories page 1 at ${fake!.apiBase}, also after 2 retries.`);
    expect(fake!.requests.filter((r) => r.route === "stories")).toHaveLength(3);
    expect(log).not.toHaveBeenCalled();
    expect(progress.lines.filter((line) => line.startsWith("retry "))).toEqual([
      expect.stringMatching(/^retry 1 of 2 for cdn\/stories page 1 in 1\.0 s: Storyblok answered 429/),
      expect.stringMatching(/^retry 2 of 2 for cdn\/stories page 1 in 1\.0 s: Storyblok answered 429/),
    ]);
  });

  it("500 from the links endpoint on every try", async () => {
    const error = await expectFailureLeavesCache({ faults: [{ route: "links", kind: "server-error" }] });
    expect(error.what).toBe(`Storyblok had a server error (500 Internal Server Error) for cdn/links page 1 at ${fake!.apiBase}, also after 2 retries.`);
    expect(error.fix).toContain("status.storyblok.com");
  });

  it("a request that never gets an answer times out", async () => {
    const error = await expectFailureLeavesCache({ faults: [{ route: "links", kind: "hang" }], overrides: { timeoutSeconds: 0.3 } });
    expect(error.what).toContain("did not answer cdn/links page 1");
    expect(error.what).toContain("within 0.3 s");
    expect(error.fix).toContain("--timeout");
  });

  it("a page whose JSON is cut off", async () => {
    const error = await expectFailureLeavesCache({ faults: [{ route: "stories", kind: "truncated", page: 2 }], overrides: { storiesPerPage: 2 } });
    expect(error.what).toContain("answer to cdn/stories page 2 of 3");
    expect(error.what).toMatch(/ends after \d+ bytes in the middle of its JSON: it was cut off, also after 2 retries\.$/);
  });

  it("an empty stories page in the middle", async () => {
    const error = await expectFailureLeavesCache({ faults: [{ route: "stories", kind: "missing-page", page: 2 }], overrides: { storiesPerPage: 2 } });
    expect(error.what).toBe("cdn/stories page 2 of 3 held 0 stories where 2 were expected (total 5, 2 per page).");
  });

  it("a links page missing in the middle is caught by the total", async () => {
    const error = await expectFailureLeavesCache({ faults: [{ route: "links", kind: "missing-page", page: 2 }], overrides: { linksPerPage: 2 } });
    expect(error.what).toBe("cdn/links gave 2 links where its total header announced 6: a page went missing.");
  });

  it("the connection drops mid-way", async () => {
    const error = await expectFailureLeavesCache({ faults: [{ route: "stories", kind: "reset", page: 3 }], overrides: { storiesPerPage: 2 } });
    expect(error.what).toMatch(/^Could not reach Storyblok for cdn\/stories page 3 of 3 at .+: fetch failed \(.+\), also after 2 retries\.$/);
  });

  it("nothing listens at the endpoint any more", async () => {
    const error = await expectFailureLeavesCache({ closeFirst: true });
    expect(error.what).toMatch(/^Could not reach Storyblok for cdn\/spaces\/me at .+: fetch failed \(ECONNREFUSED\), also after 2 retries\.$/);
  });

  it("an asset download that fails", async () => {
    const error = await expectFailureLeavesCache({ faults: [{ route: "assets", kind: "server-error" }], oldCacheWithoutAssets: true });
    expect(error.what).toMatch(/^Downloading asset .+ \(first used by .+\) failed with 500 Internal Server Error, also after 2 retries\.$/);
  });

  it("an asset download cut off half-way on every try", async () => {
    const error = await expectFailureLeavesCache({ faults: [{ route: "assets", kind: "truncated" }], oldCacheWithoutAssets: true });
    expect(error.what).toMatch(/^Downloading asset .+ stopped after \d+ of \d+ bytes: the connection closed, also after 2 retries\.$/);
  });

  it("--strict turns validation warnings into a failure", async () => {
    const validate = async () => ({ warnings: ["case-studies/harbour-lights content.client: no client with this uuid"] });
    const error = await expectFailureLeavesCache({ overrides: { strict: true, validate } });
    expect(error.what).toContain("--strict: the fetched content has 1 warning:");
    expect(error.what).toContain("case-studies/harbour-lights content.client");
  });

  it("a story without content.component fails validation before anything is written", async () => {
    const broken = path.join(await makeTempDir(), "broken-space");
    await fs.cp(SMALL_CACHE, broken, { recursive: true });
    const file = path.join(broken, "stories/about.json");
    const about = JSON.parse(await fs.readFile(file, "utf8"));
    delete about.story.content.component;
    await fs.writeFile(file, JSON.stringify(about, null, 2));
    const error = await expectFailureLeavesCache({ source: broken });
    expect(error.what).toContain("about: content.component:");
  });
});

describe("faults the fetch recovers from", () => {
  it("429 within the retry budget still produces the cache", async () => {
    fake = await startFakeStoryblok(SMALL_CACHE);
    fake.inject({ route: "links", kind: "rate-limit", times: 2 });
    const outDir = path.join(await makeTempDir(), "content-cache");
    const summary = await fetchContent(runOptions(fake, outDir, { retries: 2, pause: async () => {} }));
    expect(summary.links).toBe(6);
    expect(fake.requests.filter((r) => r.route === "links" && r.query.page === "1")).toHaveLength(3);
  });

  it("an asset Storyblok no longer has is a warning, fatal only with --strict", async () => {
    fake = await startFakeStoryblok(SMALL_CACHE);
    fake.inject({ route: "assets", kind: "not-found", times: 1 });
    const outDir = path.join(await makeTempDir(), "content-cache");
    const summary = await fetchContent(runOptions(fake, outDir, { assetConcurrency: 1 }));
    expect(summary.warnings).toHaveLength(1);
    expect(summary.warnings[0]).toMatch(/^homepage content\.body\[1\]\.text\.content\[2\]\.content\[0\]\.attrs\.src: asset .+ is missing at Storyblok \(404\)/);
    fake.inject({ route: "assets", kind: "not-found", times: 1 });
    await fs.rm(path.join(outDir, "assets"), { recursive: true });
    const strict = fetchContent(runOptions(fake, outDir, { assetConcurrency: 1, strict: true }));
    await expect(strict).rejects.toThrow(/--strict: the fetched content has 1 warning:\n {2}homepage .+ is missing at Storyblok \(404\)/);
  });

  it("cleans up the staging folder of a fetch that was killed", async () => {
    fake = await startFakeStoryblok(SMALL_CACHE);
    const parent = await makeTempDir();
    const outDir = path.join(parent, "content-cache");
    // A pid far above any real one stands for a fetch that no longer runs.
    await fs.mkdir(path.join(parent, "content-cache.tmp-999999999/stories"), { recursive: true });
    await fs.cp(SMALL_CACHE, path.join(parent, "content-cache.old-999999999"), { recursive: true });
    const progress = recordingProgress();
    await fetchContent(runOptions(fake, outDir, { progress }));
    expect(await fs.readdir(parent)).toEqual(["content-cache"]);
    expect(progress.lines.slice(0, 2).sort()).toEqual([
      "removed content-cache.tmp-999999999, left by an interrupted fetch",
      `restored ${outDir} from content-cache.old-999999999, left by a fetch that was stopped while swapping the cache in`,
    ]);
  });
});
