/**
 * The fetch against a hostile or flaky Storyblok (tests/fakes/hostile-storyblok.ts), with the real
 * storyblok-js-client in the loop. Every failure must leave the old cache byte for byte as it was,
 * leave no folder or lock behind, and leave no timer running that would keep the process alive.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FetchError } from "../../build/fetch/fetch-errors";
import { type FetchRun, fetchContent } from "../../build/fetch/run-fetch";
import * as fault from "../fakes/hostile-faults";
import { type HostileRule, type HostileStoryblok, startHostileStoryblok, startInternalService } from "../fakes/hostile-storyblok";
import { makeTempDir, oldCache, recordingProgress, runOptions, SMALL_CACHE, snapshot } from "./fetch-harness";

let fake: HostileStoryblok | undefined;
const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  await fake?.close();
  fake = undefined;
  for (const close of closers.splice(0)) await close();
  vi.restoreAllMocks();
});

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

async function start(rules: HostileRule[]): Promise<HostileStoryblok> {
  fake = await startHostileStoryblok(SMALL_CACHE);
  for (const rule of rules) fake.rule(rule);
  return fake;
}

/** Runs a fetch that must fail; checks the cache, the folder beside it and the timers; returns the error. */
async function expectFailure(rules: HostileRule[], overrides: Partial<FetchRun> = {}, withAssets = true): Promise<FetchError> {
  const hostile = await start(rules);
  const outDir = await oldCache(withAssets);
  const before = await snapshot(outDir);
  const timersBefore = timers();
  const error = await fetchContent(runOptions(hostile, outDir, { retries: 0, ...overrides })).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FetchError);
  expect(await snapshot(outDir)).toEqual(before);
  expect(await fs.readdir(path.dirname(outDir))).toEqual(["content-cache"]);
  // Nothing the failed fetch started may still be waiting (the client's 30 s timer used to be).
  expect(timers()).toBeLessThanOrEqual(timersBefore);
  return error as FetchError;
}

describe("asset redirects and downloads", () => {
  it("refuses a redirect to an internal address, naming the asset and the story, and never asks it", async () => {
    const internal = await startInternalService();
    closers.push(internal.close);
    const target = `${internal.origin}/latest/meta-data/iam/security-credentials/`;
    const error = await expectFailure([{ route: "assets", handle: fault.redirectTo(target) }], {}, false);
    expect(error.what).toMatch(
      /^The asset https:\/\/a\.storyblok\.com\/f\/287015\/\S+ \(first used by (homepage|about|services\/\S*) content\.\S+\) redirected to http:\/\/127\.0\.0\.1:\d+\/latest\/meta-data\/iam\/security-credentials\/, which is not a Storyblok asset host; it was not followed and nothing from it was stored\.$/,
    );
    expect(internal.hits).toEqual([]);
  });

  it("reports a failed download at once, stopping a download that is still running", { timeout: 10_000 }, async () => {
    const internal = await startInternalService();
    closers.push(internal.close);
    const rules: HostileRule[] = [
      { route: "assets", times: 1, handle: fault.stallAfter(10) },
      { route: "assets", times: 1, handle: fault.redirectTo(`${internal.origin}/admin`) },
    ];
    // The stalled download alone would hold the fetch for its 30 s idle limit; the test's 10 s limit guards that.
    const error = await expectFailure(rules, { timeoutSeconds: 30, assetConcurrency: 2 }, false);
    expect(error.what).toContain(`redirected to ${internal.origin}/admin, which is not a Storyblok asset host`);
  });

  it("follows a redirect to a Storyblok asset host (sent to the configured asset base)", async () => {
    const hostile = await start([]);
    const [first] = (await fs.readdir(path.join(SMALL_CACHE, "assets/f/287015/1600x900"), { recursive: true })).filter((name) => name.includes("."));
    hostile.rule({ route: "assets", times: 1, handle: fault.redirectTo(`https://a.storyblok.com/f/287015/1600x900/${first}`, 301) });
    const outDir = path.join(await makeTempDir(), "content-cache");
    const summary = await fetchContent(runOptions(hostile, outDir, { assetConcurrency: 1 }));
    expect(summary.assets.downloaded).toBe(2);
    expect(hostile.hits.filter((hit) => hit.route === "assets").map((hit) => hit.path)).toContain(`/f/287015/1600x900/${first}`);
  });

  it("stops an asset over the size cap with a clear message and stores none of it", async () => {
    const error = await expectFailure([{ route: "assets", handle: fault.bigAsset(3 * 1024 * 1024) }], { maxAssetBytes: 1024 * 1024 }, false);
    expect(error.what).toMatch(/^The asset \S+ \(first used by .+\) is larger than the 1\.0 MB limit \(3\.0 MB announced\); nothing from it was stored\.$/);
    expect(error.fix).toContain("--max-asset-mb");
  });

  it("gives up on a download that stops arriving, after the idle limit", async () => {
    const error = await expectFailure([{ route: "assets", handle: fault.stallAfter(20) }], { timeoutSeconds: 0.3 }, false);
    expect(error.what).toMatch(/^Downloading asset \S+ \(first used by .+\) stopped after 20 of \d+ bytes: nothing more came for 0\.3 s\.$/);
  });

  it("keeps a slow download that never goes quiet for the idle limit nor falls below the minimum rate", async () => {
    const hostile = await start([{ route: "assets", handle: fault.drip(5, 100) }]);
    const outDir = path.join(await makeTempDir(), "content-cache");
    const summary = await fetchContent(runOptions(hostile, outDir, { timeoutSeconds: 0.3 }));
    expect(summary.assets.downloaded).toBe(2);
    expect(await snapshot(path.join(outDir, "assets"))).toEqual(await snapshot(path.join(SMALL_CACHE, "assets")));
  });
});

describe("answers and downloads that crawl", () => {
  // One byte every 100 ms never trips the 2 s idle limit: the old fetch took minutes over these.
  const crawl = fault.trickle(1, 100);
  const minimum = { minBytesPerSecond: 100, rateWindowSeconds: 0.5 };

  it("gives up on an asset that arrives below the minimum rate, naming it", { timeout: 30_000 }, async () => {
    const error = await expectFailure([{ route: "assets", handle: crawl }], minimum, false);
    expect(error.what).toMatch(
      /^Downloading asset https:\/\/a\.storyblok\.com\/f\/287015\/\S+ \(first used by .+\) stopped after \d+ of \d+ bytes: it came in slower than 100 bytes a second over 0\.5 s\.$/,
    );
    expect(error.fix).toContain("--min-rate BYTES");
  });

  it("gives up on an asset still arriving at its deadline, naming it", { timeout: 30_000 }, async () => {
    const error = await expectFailure([{ route: "assets", handle: crawl }], { minBytesPerSecond: 0, deadlineSeconds: 1 }, false);
    expect(error.what).toMatch(
      /^Downloading asset https:\/\/a\.storyblok\.com\/f\/287015\/\S+ \(first used by .+\) stopped after \d+ of \d+ bytes: it had not finished after 1 s\.$/,
    );
    expect(error.fix).toContain("--deadline SECONDS");
  });

  it("gives up on an API answer that arrives below the minimum rate, naming the request", { timeout: 30_000 }, async () => {
    const error = await expectFailure([{ route: "links", handle: crawl }], minimum);
    expect(error.what).toMatch(
      /^Storyblok's answer to cdn\/links page 1 at \S+ came in slower than 100 bytes a second over 0\.5 s \(\d+ of \d+ bytes had arrived\), so it was given up\.$/,
    );
    expect(error.fix).toContain("--min-rate BYTES");
  });

  it("gives up on an API answer still arriving at its deadline, naming the request", { timeout: 30_000 }, async () => {
    const error = await expectFailure([{ route: "stories", handle: crawl }], { minBytesPerSecond: 0, deadlineSeconds: 1 });
    expect(error.what).toMatch(/^Storyblok's answer to cdn\/stories page 1 at \S+ had not finished after 1 s \(\d+ of \d+ bytes had arrived\), so it was given up\.$/);
    expect(error.fix).toContain("--deadline SECONDS");
  });
});

describe("retries", () => {
  it("recovers from a 5xx, a dropped connection and a 429, with notes on the progress stream and nothing on stdout", async () => {
    const hostile = await start([
      { route: "stories", times: 1, handle: fault.status(503) },
      { route: "links", times: 1, handle: fault.reset },
      { route: "spaces", times: 1, handle: fault.status(429, { "retry-after": "7" }) },
      { route: "assets", times: 1, handle: fault.status(502) },
    ]);
    const stdout = vi.spyOn(process.stdout, "write");
    const waits: number[] = [];
    const progress = recordingProgress();
    const outDir = path.join(await makeTempDir(), "content-cache");
    const summary = await fetchContent(runOptions(hostile, outDir, { retries: 3, retryBaseMs: 1000, random: () => 0.5, pause: async (ms) => void waits.push(ms), progress }));
    expect(summary.stories).toBe(5);
    expect(stdout).not.toHaveBeenCalled();
    // Retry-After wins over the back-off; the others wait the jittered 1 s back-off (0.75 s at random 0.5).
    expect(waits).toEqual([7000, 750, 750, 750]);
    expect(progress.lines).toContainEqual(expect.stringMatching(/^retry 1 of 3 for cdn\/spaces\/me in 7\.0 s: Storyblok answered 429 Too Many Requests/));
    expect(progress.lines).toContainEqual(expect.stringMatching(/^retry 1 of 3 for cdn\/stories page 1 in 0\.8 s: Storyblok had a server error \(503 Service Unavailable\)/));
    expect(progress.lines).toContainEqual(expect.stringMatching(/^retry 1 of 3 for cdn\/links page 1 in 0\.8 s: Could not reach Storyblok/));
    expect(progress.lines).toContainEqual(
      expect.stringMatching(/^retry 1 of 3 for asset https:\/\/a\.storyblok\.com\/\S+ in 0\.8 s: Downloading asset .+ failed with 502 Bad Gateway\./),
    );
  });

  it("backs off exponentially and stops at the retry count", async () => {
    const waits: number[] = [];
    const error = await expectFailure([{ route: "stories", handle: fault.status(500) }], {
      retries: 4,
      retryBaseMs: 100,
      random: () => 0,
      pause: async (ms) => void waits.push(ms),
    });
    expect(waits).toEqual([50, 100, 200, 400]);
    expect(error.what).toMatch(/server error \(500 Internal Server Error\) for cdn\/stories page 1 at .+, also after 4 retries\.$/);
  });

  it("fails at once when Retry-After asks for longer than the retry budget", async () => {
    const waits: number[] = [];
    const error = await expectFailure([{ route: "stories", handle: fault.status(429, { "retry-after": "3600" }) }], { retries: 5, pause: async (ms) => void waits.push(ms) });
    expect(waits).toEqual([]);
    expect(error.what).toMatch(
      /429 Too Many Requests \(rate limit\) for cdn\/stories page 1 at .+\. Another try would wait 3600\.0 s, beyond the 60 s the fetch spends on one request\.$/,
    );
  });
});

describe("messages that say what happened", () => {
  const cases: [string, HostileRule["handle"], RegExp][] = [
    ["an HTML page instead of JSON", fault.htmlPage, /^Storyblok's answer to cdn\/links page 1 at \S+ is an HTML page \("502 Bad Gateway"\), not JSON\.$/],
    ["an empty body", fault.emptyBody, /^Storyblok's answer to cdn\/links page 1 at \S+ was empty: status 200 with no body\.$/],
    ["a null body", fault.nullBody, /^Storyblok's answer to cdn\/links page 1 at \S+ is null instead of a JSON object\.$/],
    ["a body cut off after 100 bytes", fault.cutAfter(100), /^Storyblok's answer to cdn\/links page 1 at \S+ was cut off after 100 of \d+ bytes: the connection closed\.$/],
    ["a body that stops arriving", fault.stallAfter(100), /^Storyblok's answer to cdn\/links page 1 at \S+ stopped after 100 of \d+ bytes: nothing more came for 0\.3 s\.$/],
    ["a body that never ends", fault.endlessBody, /^Storyblok's answer to cdn\/links page 1 at \S+ went past 64 MB without ending; a CDN API page is never that large\.$/],
    ["a dropped connection", fault.reset, /^Could not reach Storyblok for cdn\/links page 1 at \S+: fetch failed \(.+\)\.$/],
  ];
  it.each(cases)("%s", async (name, handle, message) => {
    // a stall is told by 0.3 s of quiet; 64 MB must have time to arrive before the whole answer's limit (ten times the
    // quiet one: 3 s took only 45 MB on a loaded 2-core machine)
    const error = await expectFailure([{ route: "links", handle }], { timeoutSeconds: name === "a body that never ends" ? 3 : 0.3 });
    expect(error.what).toMatch(message);
  });

  it("a null body from cdn/spaces/me", async () => {
    const error = await expectFailure([{ route: "spaces", handle: fault.nullBody }]);
    expect(error.what).toMatch(/^Storyblok's answer to cdn\/spaces\/me at \S+ is null instead of a JSON object\.$/);
  });
});

describe("paging", () => {
  it("stops a links endpoint that keeps sending links past its total", async () => {
    const error = await expectFailure([{ route: "links", handle: fault.endlessLinks }], { linksPerPage: 2 });
    expect(error.what).toBe("cdn/links kept sending links past its announced total of 6: 8 links after 4 pages of 2.");
    expect(fake!.hits.filter((hit) => hit.route === "links")).toHaveLength(4);
  });
});

describe("one content version", () => {
  function publishing(cvs: number[]): HostileRule[] {
    // Each story page request may publish: the cv moves on to the next value in the list.
    let published = 0;
    let storyRequests = 0;
    const current = () => cvs[published]!;
    const publishOnSecondPage: HostileRule["handle"] = (context) => {
      storyRequests++;
      if (storyRequests % 2 === 0 && published < cvs.length - 1) published++;
      return fault.liveCv(current)(context);
    };
    return [
      { route: "spaces", handle: fault.liveCv(current) },
      { route: "stories", handle: publishOnSecondPage },
      { route: "links", handle: fault.liveCv(current) },
    ];
  }

  it("starts over once from a fresh pin when someone publishes during the fetch; space.json names the new cv", async () => {
    const hostile = await start(publishing([100, 200]));
    const progress = recordingProgress();
    const outDir = path.join(await makeTempDir(), "content-cache");
    const summary = await fetchContent(runOptions(hostile, outDir, { storiesPerPage: 2, progress }));
    expect(summary.cv).toBe(200);
    expect(JSON.parse(await fs.readFile(path.join(outDir, "space.json"), "utf8")).cv).toBe(200);
    expect(progress.lines).toContain("content changed during the fetch (cdn/stories page 2 of 3 is from cv 200, not 100); starting over from a fresh pin");
    const lastPass = hostile.hits.slice(hostile.hits.findLastIndex((hit) => hit.route === "spaces"));
    expect(new Set(lastPass.filter((hit) => hit.route === "stories" || hit.route === "links").map((hit) => hit.query.cv))).toEqual(new Set(["200"]));
  });

  it("fails clearly when the content changes again", async () => {
    const error = await expectFailure(publishing([100, 200, 300, 400]), { storiesPerPage: 2 });
    expect(error.what).toBe("The space's content changed twice during the fetch: cv 100 → 200 (cdn/stories page 2 of 3), then 200 → 300 (cdn/stories page 2 of 3).");
  });
});

describe("slugs the cache cannot hold", () => {
  function extraStories(slugs: string[]): HostileRule {
    const extra = slugs.map((full_slug, i) => ({ id: 900 + i, uuid: `extra-${i}`, full_slug, name: full_slug, content: { component: "page" } }));
    return {
      route: "stories",
      handle: fault.rewriteAnswer((answer) => {
        answer.body.stories = [...(answer.body.stories as unknown[]), ...extra];
        answer.headers.total = String(Number(answer.headers.total) + extra.length);
      }),
    };
  }

  it.each([
    [
      "a segment over 255 bytes",
      [`news/${"ä".repeat(130)}`],
      /^news\/ä+: full_slug cannot be stored as stories\/news\/ä+\.json: the name "ä+…" is 265 bytes, over the 255 a file system allows; rename the slug in Storyblok\.$/,
    ],
    [
      "a file/folder clash",
      ["x", "x.json/child"],
      /^x: full_slug cannot be stored as stories\/x\.json: x\.json\/child needs stories\/x\.json to be a folder \(file\/folder clash\); rename the slug in Storyblok\.$/,
    ],
    [
      "a case-only collision",
      ["About"],
      /^About: full_slug cannot be stored as stories\/About\.json: stories\/About\.json differs from stories\/about\.json of about only in letter case, so one overwrites the other on macOS and Windows; rename the slug in Storyblok\.$/,
    ],
    [
      "percent-encoded dot segments",
      ["%2e%2e/%2e%2e/encoded-escape"],
      /^%2e%2e\/%2e%2e\/encoded-escape: full_slug is not a plain path: the part "%2e%2e" is "\.\." written with percent escapes, which browsers and Netlify decode; rename the slug in Storyblok\.$/,
    ],
    [
      "a dot segment written half escaped",
      ["services/.%2E/about-us"],
      /^services\/\.%2E\/about-us: full_slug is not a plain path: the part "\.%2E" is "\.\." written with percent escapes, which browsers and Netlify decode; rename the slug in Storyblok\.$/,
    ],
  ])("%s", async (_name, slugs, message) => {
    const error = await expectFailure([extraStories(slugs)]);
    expect(error.what).toMatch(/^Storyblok sent 1 story or link the cache cannot hold:\n {2}/);
    expect(error.what.split("\n  ")[1]).toMatch(message);
  });
});
