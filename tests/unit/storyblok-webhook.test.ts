// The publish webhook, end to end: the real functions behind the local functions server (which
// runs a -background function the way Netlify does: 202 at once, then the run) with its local
// Netlify Blobs store, and a fake build hook on 127.0.0.1 counting the builds it is asked for.
// The window is moved through with fake clocks, never waited for.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as realDelay } from "node:timers/promises";
import { getStore } from "@netlify/blobs";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeBuildHook, startFakeBuildHook } from "../../build/fakes/fake-build-hook";
import { type FakeStoryblok, startFakeStoryblok } from "../../build/fakes/fake-storyblok";
import { createFunctionsHandler, type FunctionsHandler } from "../../build/serve/serve-functions";
import { closeServer } from "../../build/shared/close-server";
import { BURST_STORE_NAME } from "../../functions/lib/burst-store";
import { signWebhookBody } from "../../functions/lib/webhook-signature";
import flush from "../../functions/storyblok-build-flush";
import { config, MAX_WEBHOOK_BYTES } from "../../functions/storyblok-webhook";
import { SMALL_CACHE } from "./fetch-harness";

const SECRET = "webhook-secret-for-tests";
const START = new Date("2026-03-02T10:00:00Z").getTime();
let hook: FakeBuildHook;
// the space the webhook asks whether anything was published since a delivery it has seen before
let fake: FakeStoryblok;
let aboutStory: Record<string, unknown>;
let blobsDir: string;
let server: Server;
let functions: FunctionsHandler;
let endpoint: string;

beforeAll(async () => {
  hook = await startFakeBuildHook();
  fake = await startFakeStoryblok(SMALL_CACHE);
  aboutStory = JSON.parse(await readFile(join(SMALL_CACHE, "stories/about.json"), "utf8")).story;
  blobsDir = await mkdtemp(join(tmpdir(), "webhook-blobs-"));
  server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  endpoint = `${siteUrl}/api/storyblok-webhook`;
  functions = await createFunctionsHandler({ functionsDir: "functions", siteUrl, blobsDir });
  server.on("request", (req, res) => void functions.handle(req, res).then((handled) => handled || res.writeHead(404).end()));
});
afterAll(async () => {
  await closeServer(server);
  await functions.close();
  await hook.close();
  await fake.close();
  await rm(blobsDir, { recursive: true, force: true });
});
beforeEach(async () => {
  Object.assign(process.env, {
    STORYBLOK_WEBHOOK_SECRET: SECRET,
    NETLIFY_BUILD_HOOK_URL: hook.url,
    STORYBLOK_BUILD_WINDOW_SECONDS: "30",
    STORYBLOK_TOKEN: fake.token,
    STORYBLOK_ENDPOINT: fake.apiBase,
  });
  hook.reset();
  await getStore({ name: BURST_STORE_NAME, consistency: "strong" }).delete("burst");
  vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"], now: START });
});
afterEach(async () => {
  await drainWaiters();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Moves the clock on until every follow-up waiter a test started has run, so none reaches into the next test. */
async function drainWaiters(): Promise<void> {
  let idle = false;
  const settled = functions.idle().then(() => {
    idle = true;
  });
  while (!idle) {
    await vi.advanceTimersByTimeAsync(60_000);
    await realDelay(5);
  }
  await settled;
}

let eventCounter = 0;
/** A story event as Storyblok sends it, for a story of its own each call. */
function storyEvent(action = "published", slug?: string) {
  const id = ++eventCounter;
  const fullSlug = slug ?? `services/page-${id}`;
  return JSON.stringify({ text: `The user Ed ${action} the Story (${fullSlug})`, action, space_id: 1, story_id: 100 + id, full_slug: fullSlug });
}

async function deliver(body: string, signature: string | null = signWebhookBody(body, SECRET)): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature !== null) headers["webhook-signature"] = signature;
  const response = await fetch(endpoint, { method: "POST", headers, body });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Moves the clock on by `ms` without running any timer, as if the waiters had not woken. */
function later(ms: number): void {
  vi.setSystemTime(Date.now() + ms);
}

/** Lets real I/O run until some code has set a (fake) timer, e.g. the follow-up waiter its sleep. */
async function untilTimerSet(): Promise<void> {
  for (let tries = 0; vi.getTimerCount() === 0; tries++) {
    if (tries > 500) throw new Error("No timer was set within 5 s.");
    await realDelay(10);
  }
}

describe("storyblok webhook", () => {
  it("has a literal config Netlify's bundler can read", () => {
    expect(config).toEqual({ path: "/api/storyblok-webhook", method: "POST" });
  });

  it.each([
    ["a published story", storyEvent("published", "about-us"), "Storyblok: published about-us"],
    ["an unpublished story", storyEvent("unpublished", "news/old"), "Storyblok: unpublished news/old"],
    ["a deleted story", storyEvent("deleted", "news/gone"), "Storyblok: deleted news/gone"],
    ["a moved story", storyEvent("moved", "work/moved"), "Storyblok: moved work/moved"],
    [
      "a merged release (with action)",
      JSON.stringify({ text: "The user Ed merged the release Summer", action: "release_merged", space_id: 1, release_id: 313 }),
      "Storyblok: merged release 313",
    ],
    [
      "a merged release (the older payload, without action)",
      JSON.stringify({ text: "The release summer has been merged.", release_id: 314, space_id: 1 }),
      "Storyblok: merged release 314",
    ],
    ["a replaced asset", JSON.stringify({ text: "The user Ed replaced the asset hero.jpg", action: "replaced", space_id: 1, asset_id: 77 }), "Storyblok: replaced asset 77"],
  ])("starts exactly one build for %s, titled with what changed, and the flush adds none", async (_label, body, title) => {
    const answer = await deliver(body);
    expect(answer.status).toBe(200);
    expect(answer.json.build).toBe(title);
    later(31_000);
    await flush();
    expect(hook.titles).toEqual([title]);
    expect(JSON.parse(hook.calls[0]!.body).events).toHaveLength(1);
  });

  it.each([
    ["created", /new upload is on no published page/],
    ["deleted", /keep referring to the file/],
    ["restored", /never stopped referring/],
  ])("acknowledges an asset %s event with 202 and the reason, without a build", async (action, reason) => {
    const answer = await deliver(JSON.stringify({ text: `The user Ed ${action} an asset`, action, space_id: 1, asset_id: 5 }));
    expect(answer.status).toBe(202);
    expect(answer.json).toMatchObject({ ignored: true });
    expect(answer.json.reason).toMatch(reason);
    expect(hook.titles).toEqual([]);
  });

  it("acknowledges other events with 202 and the reason, without a build", async () => {
    const answer = await deliver(JSON.stringify({ text: "Stage changed", action: "stage.changed", space_id: 1, story_id: 3 }));
    expect(answer.status).toBe(202);
    expect(answer.json.reason).toMatch(/"stage\.changed" events do not change the published site/);
    expect(hook.titles).toEqual([]);
  });

  it.each([
    ["missing", null],
    ["wrong", signWebhookBody("another body", SECRET)],
    ["signed with another secret", "x"],
    ["garbage", "not-hex-at-all"],
  ])("refuses a %s signature with 401 JSON and starts nothing", async (_label, signature) => {
    const body = storyEvent();
    const answer = await deliver(body, signature === "x" ? signWebhookBody(body, "other-secret") : signature);
    expect(answer.status).toBe(401);
    expect(answer.json.error).toMatch(/webhook-signature/);
    expect(hook.titles).toEqual([]);
  });

  it("answers 500 and says what to set when the secret is missing", async () => {
    delete process.env.STORYBLOK_WEBHOOK_SECRET;
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await deliver(storyEvent());
    expect(answer.status).toBe(500);
    expect(log.mock.calls.flat().join(" ")).toMatch(/STORYBLOK_WEBHOOK_SECRET is not set/);
    expect(hook.titles).toEqual([]);
  });

  it("refuses an oversized body with 413 and malformed ones with 400 JSON", async () => {
    const huge = JSON.stringify({ action: "published", story_id: 1, pad: "x".repeat(MAX_WEBHOOK_BYTES) });
    expect((await deliver(huge)).status).toBe(413);
    const broken = await deliver("{not json");
    expect(broken.status).toBe(400);
    expect(broken.json.error).toMatch(/not JSON/);
    const noAction = await deliver(JSON.stringify({ text: "Something happened", space_id: 1 }));
    expect(noAction.status).toBe(400);
    expect(noAction.json.error).toMatch(/no "action" string/);
    expect(hook.titles).toEqual([]);
  });

  it("starts nothing more for a retried delivery, whether its event still waits or its build has started", async () => {
    const first = storyEvent("published", "first");
    await deliver(first);
    later(5_000);
    const second = storyEvent("published", "second");
    expect((await deliver(second)).json.coalesced).toBe(true);
    expect((await deliver(second)).json.duplicate).toBe(true);
    later(5_000);
    const retriedAfterItsBuild = await deliver(first);
    expect(retriedAfterItsBuild.status).toBe(200);
    expect(retriedAfterItsBuild.json.duplicate).toBe(true);
    later(21_000);
    await flush();
    expect(hook.titles).toEqual(["Storyblok: published first", "Storyblok: published second"]);
  });

  it("starts nothing for a signed delivery replayed after its window, within 7 days, and opens no window for a real publish", async () => {
    const body = storyEvent("published", "pricing");
    await deliver(body);
    for (const after of [31_000, 3600_000, 6 * 24 * 3600_000]) {
      later(after);
      const replay = await deliver(body);
      expect(replay.status).toBe(200);
      expect(replay.json).toMatchObject({ duplicate: true, replay: true });
    }
    // a real publish right after the replays is not held in a window they opened
    expect((await deliver(storyEvent("published", "news"))).json.build).toBe("Storyblok: published news");
    expect(hook.titles).toEqual(["Storyblok: published pricing", "Storyblok: published news"]);
  });

  it("counts the same body again once a publish moved the space's cv: the same story published again is not lost", async () => {
    const body = storyEvent("published", "about");
    await deliver(body);
    later(31_000);
    fake.publish({ ...aboutStory, published_at: new Date().toISOString() });
    expect((await deliver(body)).status).toBe(200);
    later(31_000);
    expect((await deliver(body)).json).toMatchObject({ replay: true });
    expect(hook.titles).toEqual(["Storyblok: published about", "Storyblok: published about"]);
  });

  it("counts the same body again after 7 days", async () => {
    const body = storyEvent("published", "careers");
    await deliver(body);
    later(7 * 24 * 3600_000);
    expect((await deliver(body)).json.build).toBe("Storyblok: published careers");
    expect(hook.titles).toEqual(["Storyblok: published careers", "Storyblok: published careers"]);
  });

  it("calls a slow build hook once: unanswered within the function's wait, it is presumed started, and the flush sends nothing again", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    hook.hold();
    const answer = deliver(storyEvent("published", "slow"));
    await hook.received(1);
    await untilTimerSet();
    await vi.advanceTimersByTimeAsync(8_000);
    const { status, json } = await answer;
    expect(status).toBe(202);
    expect(json).toMatchObject({ build: "Storyblok: published slow", confirmed: false });
    hook.release();
    later(31_000);
    await flush();
    later(60_000);
    await flush();
    expect(hook.titles).toEqual(["Storyblok: published slow"]);
    expect(warn.mock.calls.flat().join(" ")).toMatch(/presumed started/);
  });

  it("keeps the events pending when the build hook refuses, and the flush starts them", async () => {
    hook.answerWith(500);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await deliver(storyEvent("published", "contact"));
    expect(failed.status).toBe(502);
    hook.answerWith(200);
    await flush();
    expect(hook.titles).toEqual(["Storyblok: published contact", "Storyblok: published contact"]);
    expect(log.mock.calls.flat().join(" ")).toMatch(/answered 500/);
  });

  it("starts one build for deliveries arriving at the same moment", async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map((index) => deliver(storyEvent("published", `same-time-${index}`))));
    expect(hook.titles).toHaveLength(1);
    expect(answers.filter((answer) => answer.json.coalesced === true)).toHaveLength(4);
  });

  it("starts the follow-up build of a window itself when the window closes; the flush then adds none", async () => {
    await deliver(storyEvent("published", "news/story-0"));
    const windowCloses = START + 30_000;
    for (let index = 1; index < 10; index++) {
      await vi.advanceTimersByTimeAsync(2_000);
      const joined = await deliver(storyEvent("published", `news/story-${index}`));
      expect(joined.json).toMatchObject({ coalesced: true, buildDueAt: new Date(windowCloses).toISOString() });
    }
    await untilTimerSet();
    await vi.advanceTimersByTimeAsync(windowCloses - Date.now() - 1);
    expect(hook.titles).toEqual(["Storyblok: published news/story-0"]);
    await vi.advanceTimersByTimeAsync(1);
    await hook.received(2);
    expect(hook.titles[1]).toBe("Storyblok: published news/story-1, published news/story-2, published news/story-3 and 6 more");
    expect(hook.calls[1]!.at - windowCloses).toBeGreaterThanOrEqual(0);
    expect(hook.calls[1]!.at - windowCloses).toBeLessThan(10_000);
    await vi.advanceTimersByTimeAsync(60_000);
    await flush();
    expect(hook.titles).toHaveLength(2);
  });

  it("starts the follow-up from the scheduled flush when the waiter has not run, and the waiter then adds none", async () => {
    await deliver(storyEvent("published", "a"));
    later(3_000);
    expect((await deliver(storyEvent("published", "b"))).json.coalesced).toBe(true);
    await untilTimerSet();
    later(28_000);
    await flush();
    expect(hook.titles).toEqual(["Storyblok: published a", "Storyblok: published b"]);
    await drainWaiters();
    expect(hook.titles).toHaveLength(2);
  });

  it("uses the window set in STORYBLOK_BUILD_WINDOW_SECONDS", async () => {
    process.env.STORYBLOK_BUILD_WINDOW_SECONDS = "0";
    await deliver(storyEvent("published", "a"));
    await deliver(storyEvent("published", "b"));
    expect(hook.titles).toEqual(["Storyblok: published a", "Storyblok: published b"]);
  });
});
