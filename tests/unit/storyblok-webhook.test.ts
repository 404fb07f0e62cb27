// The publish webhook, end to end: the real function and the local Netlify Blobs server, with
// a fake build hook on 127.0.0.1 counting the builds it is asked for.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getStore } from "@netlify/blobs";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createLocalContext } from "../../build/functions-context";
import { type LocalBlobs, startLocalBlobs } from "../../build/local-blobs";
import { BURST_STORE_NAME } from "../../functions/lib/burst-store";
import { signWebhookBody } from "../../functions/lib/webhook-signature";
import flush from "../../functions/storyblok-build-flush";
import webhook, { config, MAX_WEBHOOK_BYTES } from "../../functions/storyblok-webhook";
import { type FakeBuildHook, startFakeBuildHook } from "../fakes/build-hook";

const SECRET = "webhook-secret-for-tests";
const ENDPOINT = "https://www.agency.example/api/storyblok-webhook";
let hook: FakeBuildHook;
let blobs: LocalBlobs;
let blobsDir: string;

beforeAll(async () => {
  hook = await startFakeBuildHook();
  blobsDir = await mkdtemp(join(tmpdir(), "webhook-blobs-"));
  blobs = await startLocalBlobs(blobsDir);
});
afterAll(async () => {
  await blobs.close();
  await hook.close();
  await rm(blobsDir, { recursive: true, force: true });
});
beforeEach(async () => {
  Object.assign(process.env, { STORYBLOK_WEBHOOK_SECRET: SECRET, NETLIFY_BUILD_HOOK_URL: hook.url, STORYBLOK_BUILD_WINDOW_SECONDS: "30" });
  hook.titles.length = 0;
  hook.answerWith(200);
  await getStore({ name: BURST_STORE_NAME, consistency: "strong" }).delete("burst");
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-02T10:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

let eventCounter = 0;
function storyEvent(action = "published", slug = `services/page-${++eventCounter}`) {
  return JSON.stringify({ text: `The user Ed ${action} the Story (${slug})`, action, space_id: 1, story_id: 100 + eventCounter, full_slug: slug });
}

async function deliver(body: string, signature: string | null = signWebhookBody(body, SECRET)): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature !== null) headers["webhook-signature"] = signature;
  const request = new Request(ENDPOINT, { method: "POST", headers, body });
  const { context } = createLocalContext({ request, ip: "203.0.113.9", requestId: "test", siteUrl: "https://www.agency.example", params: {}, functionName: "storyblok-webhook" });
  const response = await webhook(request, context);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe("storyblok webhook", () => {
  it("has a literal config Netlify's bundler can read", () => {
    expect(config).toEqual({ path: "/api/storyblok-webhook", method: "POST" });
  });

  it("starts one build for a signed publish, titled with the story and the action", async () => {
    const answer = await deliver(storyEvent("published", "about-us"));
    expect(answer.status).toBe(200);
    expect(hook.titles).toEqual(["Storyblok: published about-us"]);
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
    log.mockRestore();
  });

  it("refuses an oversized body with 413 and a malformed one with 400", async () => {
    const huge = JSON.stringify({ action: "published", story_id: 1, pad: "x".repeat(MAX_WEBHOOK_BYTES) });
    expect((await deliver(huge)).status).toBe(413);
    const broken = await deliver("{not json");
    expect(broken.status).toBe(400);
    expect(broken.json.error).toMatch(/not JSON/);
    expect(hook.titles).toEqual([]);
  });

  it("acknowledges other events with 202 and the reason, without a build", async () => {
    const answer = await deliver(JSON.stringify({ action: "release_merged", release_id: 3 }));
    expect(answer.status).toBe(202);
    expect(answer.json.reason).toMatch(/release_merged/);
    expect(hook.titles).toEqual([]);
  });

  it.each(["unpublished", "deleted", "moved"])("starts a build for a %s story", async (action) => {
    await deliver(storyEvent(action, "news/old"));
    expect(hook.titles).toEqual([`Storyblok: ${action} news/old`]);
  });

  it("starts nothing twice for a retried delivery of an event still waiting for its build", async () => {
    await deliver(storyEvent("published", "first"));
    const body = storyEvent("published", "second");
    expect((await deliver(body)).json.coalesced).toBe(true);
    const replay = await deliver(body);
    expect(replay.status).toBe(200);
    expect(replay.json.duplicate).toBe(true);
    vi.setSystemTime(Date.now() + 31_000);
    await flush();
    expect(hook.titles).toEqual(["Storyblok: published first", "Storyblok: published second"]);
  });

  it("does not drop the same story published again after its build started: it joins the next build", async () => {
    const body = storyEvent("published", "pricing");
    await deliver(body);
    vi.setSystemTime(Date.now() + 10_000);
    const again = await deliver(body);
    expect(again.json.coalesced).toBe(true);
    vi.setSystemTime(Date.now() + 21_000);
    await flush();
    expect(hook.titles).toEqual(["Storyblok: published pricing", "Storyblok: published pricing"]);
  });

  it("turns a burst of ten publishes into the first build and one follow-up build", async () => {
    for (let index = 0; index < 10; index++) {
      await deliver(storyEvent("published", `news/story-${index}`));
      vi.setSystemTime(Date.now() + 2000);
    }
    expect(hook.titles).toEqual(["Storyblok: published news/story-0"]);
    await flush();
    expect(hook.titles).toHaveLength(1);
    vi.setSystemTime(new Date("2026-03-02T10:00:31Z"));
    await flush();
    await flush();
    expect(hook.titles).toEqual(["Storyblok: published news/story-0", "Storyblok: published news/story-1, published news/story-2, published news/story-3 and 6 more"]);
  });

  it("starts one build for deliveries arriving at the same moment", async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map((index) => deliver(storyEvent("published", `same-time-${index}`))));
    expect(hook.titles).toHaveLength(1);
    expect(answers.filter((answer) => answer.json.coalesced === true)).toHaveLength(4);
  });

  it("keeps the events pending when the build hook fails, and starts them later", async () => {
    hook.answerWith(500);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await deliver(storyEvent("published", "contact"));
    expect(failed.status).toBe(502);
    hook.answerWith(200);
    await flush();
    expect(hook.titles).toEqual(["Storyblok: published contact", "Storyblok: published contact"]);
    log.mockRestore();
  });

  it("uses the window set in STORYBLOK_BUILD_WINDOW_SECONDS", async () => {
    process.env.STORYBLOK_BUILD_WINDOW_SECONDS = "0";
    await deliver(storyEvent("published", "a"));
    await deliver(storyEvent("published", "b"));
    expect(hook.titles).toEqual(["Storyblok: published a", "Storyblok: published b"]);
  });
});
