// Editors hear when a publish did not go live: a production deploy the gate stops (npm run
// build:netlify as Netlify runs it, with Netlify Blobs and DEPLOY_ID as a Netlify build has them)
// keeps its problems; Netlify's signed "deploy failed" notification to the real function (behind
// the local functions server, its Blobs store local) then emails them to DEPLOY_ALERT_EMAILS
// through the fake Resend, and every preview page carries a banner until a newer deploy succeeds.
// Notifications are put in order by the deploy's creation time. A production build that could not
// reach Storyblok is started again by the every-minute flush (the real handler, a fake CDN and a
// fake build hook) once Storyblok answers, once.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Context } from "@netlify/functions";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type DeployAccount, openDeployStatusStore, recordFailureDetail, UNREACHABLE_PROBLEM } from "../../build/deploy/deploy-status";
import { type FakeBuildHook, startFakeBuildHook } from "../../build/fakes/fake-build-hook";
import { type FakeResend, startFakeResend } from "../../build/fakes/fake-resend";
import { type FakeStoryblok, startFakeStoryblok } from "../../build/fakes/fake-storyblok";
import { createFunctionsHandler, type FunctionsHandler } from "../../build/serve/serve-functions";
import { closeServer } from "../../build/shared/close-server";
import { signNetlifyBody } from "../../functions/lib/netlify-jws";
import { withPublishFailureBanner } from "../../functions/lib/publish-failure-banner";
import { MAX_OUTAGE_RETRIES, RETRIES_SPENT_PROBLEM, readPublishState } from "../../functions/lib/publish-state";
import handleNotification, { config } from "../../functions/netlify-deploy-notification";
import flush from "../../functions/storyblok-build-flush";
import { makeContentDir, story } from "../helpers/content";
import { SMALL_CACHE } from "./fetch-harness";

const SECRET = "jws-secret-for-tests";
const EDITORS = ["editor@agency.test", "lead@agency.test"];
let dir: string;
let resend: FakeResend;
let server: Server;
let functions: FunctionsHandler;
let endpoint: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "deploy-notification-"));
  resend = await startFakeResend();
  server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  endpoint = `${siteUrl}${config.path}`;
  // also points this process's Netlify Blobs context (and so the build's, which inherits it) at the local store
  functions = await createFunctionsHandler({ functionsDir: "functions", siteUrl, blobsDir: join(dir, "blobs") });
  server.on("request", (req, res) => void functions.handle(req, res).then((handled) => handled || res.writeHead(404).end()));
});
afterAll(async () => {
  await closeServer(server);
  await functions.close();
  await resend.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  resend.reset();
  Object.assign(process.env, {
    NETLIFY_DEPLOY_NOTIFICATION_SECRET: SECRET,
    RESEND_API_KEY: resend.apiKey,
    RESEND_BASE_URL: resend.url,
    CONTACT_FROM_EMAIL: "site@agency.test",
    DEPLOY_ALERT_EMAILS: EDITORS.join(", "),
  });
});

const SPACE_ID = 318794;
const EVENT_VIDEO = story({
  full_slug: "services/event-video",
  name: "Event video",
  content: {
    component: "page",
    body: ["a", "b", "c"].map((uid) => ({ _uid: uid, component: "inner_banner", heading: uid })).concat([{ _uid: "x", component: "event_video_embed", heading: "x" }]),
  },
});

/** npm run build:netlify in production, with DEPLOY_ID as a Netlify build has it, over the stories given (and a settings story naming the site). */
async function productionDeploy(
  deployId: string,
  stories: Record<string, unknown>[],
  edit: (content: string) => Promise<void> = async () => {},
): Promise<{ code: number; output: string }> {
  const content = await makeContentDir(stories);
  await writeFile(join(content, "space.json"), JSON.stringify({ id: SPACE_ID, cv: 1, version: "published", fetched_at: "2025-01-01T00:00:00.000Z" }));
  await edit(content);
  const env: NodeJS.ProcessEnv = { ...process.env, CONTEXT: "production", DEPLOY_ID: deployId, DEPLOY_RECORD: join(content, "record", "last-production.json") };
  delete env.STORYBLOK_TOKEN;
  delete env.PREVIEW_RENDERER;
  const args = ["run", "--silent", "build:netlify", "--", "--content", content, "--out", join(content, "out"), "--report", join(content, "report.json")];
  return new Promise((done) => {
    const child = spawn("npm", args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => done({ code: code ?? 1, output }));
  });
}

/** Deploys are created a minute apart, in the order the tests make them; `created(n)` is n minutes before the last one. */
let lastCreated = Date.parse("2026-11-02T09:00:00Z");
const created = (minutesBefore?: number) => new Date(minutesBefore === undefined ? (lastCreated += 60_000) : lastCreated - minutesBefore * 60_000).toISOString();

/** A settings story whose site name is not text: it is on every page, so the gate stops the deploy. */
const brokenSettings = async (content: string) => {
  const file = join(content, "stories", "settings.json");
  const settings = JSON.parse(await readFile(file, "utf8"));
  settings.story.content.site_name = 42;
  await writeFile(file, JSON.stringify(settings));
};

/** What editors read, before the developer's section. */
const editorPart = (text: string) => text.split("\n--\n")[0]!;

/** Netlify's outgoing webhook for one deploy event, signed with the JWS secret as Netlify signs it. */
async function notify(fields: Record<string, unknown>, secret = SECRET): Promise<{ status: number; json: Record<string, unknown> }> {
  const body = JSON.stringify({
    site_id: "site-1",
    name: "northlight-films",
    admin_url: "https://app.netlify.com/sites/northlight-films",
    branch: "main",
    context: "production",
    error_message: null,
    ...fields,
    created_at: fields.created_at ?? created(),
  });
  const response = await fetch(endpoint, { method: "POST", headers: { "content-type": "application/json", "x-webhook-signature": signNetlifyBody(body, secret) }, body });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** The account a build keeps for a problem in no story. */
const notInAStory = (text: string): DeployAccount => ({ outcome: "stopped", siteName: null, problems: [{ story: null, text, detail: "The fetch could not reach Storyblok." }] });

/** The deploy whose failure or held-back stories the preview banner shows. */
const bannerDeploy = async () => (await readPublishState(openDeployStatusStore())).failure?.deployId ?? null;

const previewPage = () =>
  withPublishFailureBanner(new Response("<!DOCTYPE html><body><main id=main><h1>About</h1></main></body>", { headers: { "content-type": "text/html; charset=utf-8" } })).then((r) =>
    r.text(),
  );

describe("the deploy notification function", () => {
  it("has a literal config Netlify's bundler can read", () => {
    expect(config).toEqual({ path: "/api/netlify-deploy-notification", method: "POST" });
  });

  it("emails the editors the gate's message when a production deploy fails, once however often Netlify retries, and shows it on preview pages until a deploy succeeds", async () => {
    const build = await productionDeploy("deploy-gate-1", [EVENT_VIDEO], brokenSettings);
    expect(build.code, build.output).toBe(1);
    expect(build.output).toMatch(/These problems are kept for the editors' email and preview banner \(deploy deploy-gate-1\)/);

    const failed = { id: "deploy-gate-1", state: "error", error_message: "Build script returned non-zero exit code: 2", created_at: created() };
    expect(await notify(failed)).toEqual({ status: 200, json: { recorded: true, emailed: true } });
    expect((await notify(failed)).status).toBe(200);
    expect(resend.emails).toHaveLength(1);
    const email = resend.emails[0]!.body as { to: string[]; subject: string; text: string };
    expect(email.to).toEqual(EDITORS);
    expect(email.subject).toBe("northlight-films: the latest publish did not go live (2 problems)");
    expect(email.text).toMatch(/^Nothing from the latest publish went live on northlight-films: the live site still shows its last good version\./);
    expect(editorPart(email.text)).toMatch(/^- settings \(settings\): The settings story's field "Site name" has a problem, and it is on every page, so nothing could go live\./m);
    expect(editorPart(email.text)).not.toMatch(/src\/|cache file|›/);
    expect(email.text).toMatch(/For the site's developer:\n- settings › content\.site_name: /);
    expect(email.text).toContain("Build log: https://app.netlify.com/sites/northlight-films/deploys/deploy-gate-1");

    const banner = await previewPage();
    expect(banner).toMatch(/<main id=main><aside class="preview-warnings container" role="alert"[^>]*><p><strong>Publishing is stopped/);
    expect(banner).toContain("The settings story&#39;s field");

    expect(await notify({ id: "deploy-gate-2", state: "ready" })).toEqual({ status: 200, json: { cleared: true } });
    expect(await previewPage()).toBe("<!DOCTYPE html><body><main id=main><h1>About</h1></main></body>");
  }, 180_000);

  it("tells the editors, when a deploy went live holding a story back, that their changes are live and which story is not, in their words", async () => {
    const build = await productionDeploy("deploy-held-1", [EVENT_VIDEO]);
    expect(build.code, build.output).toBe(0);
    expect(await notify({ id: "deploy-held-1", state: "ready" })).toEqual({ status: 200, json: { recorded: true, emailed: true } });
    const email = resend.emails[0]!.body as { subject: string; text: string; html: string };
    const link = `https://app.storyblok.com/#/me/spaces/${SPACE_ID}/stories/0/0/${EVENT_VIDEO.id}`;
    expect(email.subject).toBe("Test Films: your changes are live, 1 story held back");
    expect(email.text).toMatch(/^The latest publish is live on Test Films: every change you published went live, except in the story held back below\./);
    expect(editorPart(email.text)).toContain(
      `- Event video (services/event-video), not yet live, stays unpublished: The 4th block, Event video embed, is a kind of block this website cannot show. Remove it, or replace it with one of the site's blocks, and publish the story again`,
    );
    expect(editorPart(email.text)).toContain(`  Open it in Storyblok: ${link}`);
    expect(editorPart(email.text)).not.toMatch(/src\/|cache file|content\.body|\[3\]/);
    expect(email.text).toMatch(/For the site's developer:\n- services\/event-video › content\.body\[3\]: unknown block "event_video_embed"/);
    expect(email.html).toContain(`<a href="${link}">Event video</a>`);
    const banner = await previewPage();
    expect(banner).toMatch(/<strong>Held back from the live site: the last production deploy \([^)]+\) put every other change live/);
    expect(banner).toContain(`<a href="${link}">Event video</a>`);

    expect(await notify({ id: "deploy-held-2", state: "ready" })).toEqual({ status: 200, json: { cleared: true } });
    expect(await previewPage()).not.toContain("data-publish-failure");
  }, 180_000);

  it("quotes Netlify's own message for a failure the build did not account for", async () => {
    await notify({ id: "deploy-other", state: "error", error_message: "Failed during stage 'building site': Build script returned non-zero exit code: 137" });
    const email = resend.emails[0]!.body as { subject: string; text: string };
    expect(email.subject).toBe("northlight-films: the latest publish did not go live (1 problem)");
    expect(editorPart(email.text)).toMatch(/^- The site could not be built, for a reason that is in no story\. Tell the site's developer\.$/m);
    expect(email.text).toMatch(/For the site's developer:\n- Netlify says: Failed during stage 'building site': Build script returned non-zero exit code: 137\./);
    await notify({ id: "deploy-after", state: "ready" });
  });

  it("puts notifications in order by the deploy's creation: a success clears only older failures, and an older deploy's news changes nothing", async () => {
    const failedAt = created();
    const olderSuccess = created(1);
    expect(await notify({ id: "deploy-newer-failure", state: "error", error_message: "exit code 2", created_at: failedAt })).toMatchObject({ status: 200 });
    // the success of a deploy created before the failure arrives late: the failure is still the newest state
    expect(await notify({ id: "deploy-older-success", state: "ready", created_at: olderSuccess })).toMatchObject({ status: 202, json: { ignored: true } });
    expect(await previewPage()).toContain("Publishing is stopped");
    expect(await bannerDeploy()).toBe("deploy-newer-failure");
    // the same instant: the id decides, as Netlify's ids grow with time
    expect(await notify({ id: "deploy-newer-failurf", state: "ready", created_at: failedAt })).toEqual({ status: 200, json: { cleared: true } });
    expect(await previewPage()).not.toContain("Publishing is stopped");
    // a failure of a deploy older than that success, told late: no banner, no email
    resend.reset();
    expect(await notify({ id: "deploy-stale-failure", state: "error", error_message: "exit code 2", created_at: olderSuccess })).toMatchObject({
      status: 202,
      json: { ignored: true },
    });
    expect(await previewPage()).not.toContain("Publishing is stopped");
    expect(resend.emails).toEqual([]);
    // a newer success after a newer failure clears it
    await notify({ id: "deploy-later-failure", state: "error", error_message: "exit code 137" });
    expect(await previewPage()).toContain("Publishing is stopped");
    expect(await bannerDeploy()).toBe("deploy-later-failure");
    expect(await notify({ id: "deploy-later-success", state: "ready" })).toEqual({ status: 200, json: { cleared: true } });
    expect(await previewPage()).not.toContain("Publishing is stopped");
  });

  it("refuses a notification not signed with the secret, and acknowledges other contexts and states without a word to anyone", async () => {
    expect((await notify({ id: "d", state: "error" }, "another-secret")).status).toBe(401);
    expect(await notify({ id: "d", state: "error", context: "deploy-preview" })).toMatchObject({ status: 202, json: { ignored: true } });
    expect(await notify({ id: "d", state: "building" })).toMatchObject({ status: 202, json: { ignored: true } });
    expect(resend.emails).toEqual([]);
    expect(await previewPage()).not.toContain("Publishing is stopped");
  });

  it("answers 404 to everyone while it has no secret, before reading a body or a signature, and never 500", async () => {
    delete process.env.NETLIFY_DEPLOY_NOTIFICATION_SECRET;
    const stranger = (body: string, headers: Record<string, string> = {}) => fetch(endpoint, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
    const answers = [
      await stranger('{"id": "d", "state": "error", "context": "production"}'),
      await stranger("x".repeat(2 * 1024 * 1024)),
      await stranger("{}", { "x-webhook-signature": signNetlifyBody("{}", "a guess") }),
      await fetch(endpoint, { method: "POST", ...signedFailure() }),
    ];
    expect(await Promise.all(answers.map(async (answer) => [answer.status, await answer.json()]))).toEqual(Array(4).fill([404, { error: "There is nothing at this address." }]));
    expect(resend.emails).toEqual([]);
    expect(await previewPage()).not.toContain("Publishing is stopped");
  });

  it("answers a stranger whose body breaks off 400, not 500", async () => {
    const breaksOff = new ReadableStream({ pull: (controller) => controller.error(new Error("connection reset")) });
    const req = new Request(endpoint, { method: "POST", body: breaksOff, duplex: "half" } as RequestInit);
    const answer = await handleNotification(req, { requestId: "broken-body" } as Context);
    expect([answer.status, await answer.json()]).toEqual([400, { error: "The body could not be read to its end." }]);
  });
});

/** A deploy-failed notification signed with the test secret, as fetch options. */
function signedFailure(): RequestInit {
  const body = JSON.stringify({ id: "d", state: "error", context: "production" });
  return { headers: { "content-type": "application/json", "x-webhook-signature": signNetlifyBody(body, SECRET) }, body };
}

describe("a production build lost to a Storyblok outage", () => {
  let hook: FakeBuildHook;
  let cdn: FakeStoryblok;
  beforeAll(async () => {
    hook = await startFakeBuildHook();
    cdn = await startFakeStoryblok(SMALL_CACHE);
  });
  afterAll(async () => {
    await hook.close();
    await cdn.close();
  });
  beforeEach(() => {
    hook.reset();
    Object.assign(process.env, { STORYBLOK_WEBHOOK_SECRET: "webhook-secret", NETLIFY_BUILD_HOOK_URL: hook.url, STORYBLOK_TOKEN: cdn.token, STORYBLOK_ENDPOINT: cdn.apiBase });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** npm run build:netlify as Netlify runs a production build, with nothing answering at Storyblok's address. */
  async function buildWithStoryblokDown(deployId: string): Promise<{ code: number; output: string }> {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, "127.0.0.1", done));
    const down = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/v2`;
    await closeServer(closed);
    const env: NodeJS.ProcessEnv = { ...process.env, CONTEXT: "production", DEPLOY_ID: deployId, STORYBLOK_TOKEN: cdn.token, STORYBLOK_ENDPOINT: down };
    delete env.PREVIEW_RENDERER;
    return new Promise((done) => {
      const child = spawn("npm", ["run", "--silent", "build:netlify"], { env, stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.on("exit", (code) => done({ code: code ?? 1, output }));
    });
  }

  /** A production build whose fetch could not reach Storyblok, as npm run build:netlify records it, and Netlify's notification of it. */
  async function outageFailure(deployId: string): Promise<void> {
    expect(await recordFailureDetail(notInAStory(UNREACHABLE_PROBLEM), "storyblok-unreachable", { DEPLOY_ID: deployId })).toMatch(/are kept/);
    expect((await notify({ id: deployId, state: "error", error_message: "Build script returned non-zero exit code: 75" })).status).toBe(200);
  }
  const spacesAsked = () => cdn.requests.filter((request) => request.route === "spaces").length;
  const minutes = (n: number) => vi.setSystemTime(Date.now() + n * 60_000);

  it("is built again once, when Storyblok answers again: none while it is down, none after that build succeeded", async () => {
    const build = await buildWithStoryblokDown("deploy-outage-1");
    expect(build.code, build.output).toBe(75);
    expect(build.output).toMatch(/Could not reach Storyblok for cdn\/spaces\/me at \S+: fetch failed \(ECONNREFUSED\)/);
    expect(build.output).toContain("These problems are kept for the editors' email and preview banner (deploy deploy-outage-1).");
    expect((await notify({ id: "deploy-outage-1", state: "error", error_message: "Build script returned non-zero exit code: 75" })).status).toBe(200);
    expect(await previewPage()).toContain("The site is built again by itself once Storyblok answers");
    cdn.inject({ route: "spaces", kind: "server-error", times: 3 });
    for (let minute = 0; minute < 3; minute++) {
      minutes(1);
      await flush();
    }
    expect(hook.calls).toHaveLength(0);
    minutes(1);
    await flush();
    expect(hook.titles).toEqual(["Rebuild after a Storyblok outage (deploy deploy-outage-1 could not fetch the content)"]);
    expect(JSON.parse(hook.calls[0]!.body)).toEqual({ events: [] });
    // asked for once: the flushes after it neither call the hook nor ask Storyblok
    const asked = spacesAsked();
    for (let minute = 0; minute < 3; minute++) {
      minutes(1);
      await flush();
    }
    expect(hook.calls).toHaveLength(1);
    expect(spacesAsked()).toBe(asked);
    // that build went live
    expect(await notify({ id: "deploy-retry-1", state: "ready" })).toEqual({ status: 200, json: { cleared: true } });
    expect(await previewPage()).not.toContain("Publishing is stopped");
    minutes(10);
    await flush();
    expect(hook.calls).toHaveLength(1);
  }, 180_000);

  it("is not built again when a later deploy succeeded first", async () => {
    await outageFailure("deploy-outage-2");
    await notify({ id: "deploy-next-publish", state: "ready" });
    const asked = spacesAsked();
    minutes(1);
    await flush();
    expect(hook.calls).toHaveLength(0);
    expect(spacesAsked()).toBe(asked);
  });

  it("retries a few times with a growing wait when the retry build meets the outage too, then leaves it to the editors", async () => {
    resend.reset();
    await outageFailure("deploy-outage-3");
    minutes(1);
    await flush();
    expect(hook.calls).toHaveLength(1);
    for (let retry = 1; retry < MAX_OUTAGE_RETRIES; retry++) {
      await outageFailure(`deploy-outage-3-retry-${retry}`);
      // the wait after the n-th retry failed is 2^n minutes
      minutes(2 ** retry - 1);
      await flush();
      expect(hook.calls).toHaveLength(retry);
      minutes(1);
      await flush();
      expect(hook.calls).toHaveLength(retry + 1);
    }
    // the editors heard of the outage once, and hear again only that it is theirs to publish again
    expect(resend.emails).toHaveLength(1);
    await outageFailure(`deploy-outage-3-retry-${MAX_OUTAGE_RETRIES}`);
    minutes(60);
    await flush();
    expect(hook.calls).toHaveLength(MAX_OUTAGE_RETRIES);
    expect(resend.emails).toHaveLength(2);
    expect((resend.emails[1]!.body as { text: string }).text).toContain(RETRIES_SPENT_PROBLEM);
    expect(await previewPage()).toContain("publish again once Storyblok answers");
    // Netlify telling of that last failure again starts no retry
    const last = `deploy-outage-3-retry-${MAX_OUTAGE_RETRIES}`;
    expect((await notify({ id: last, state: "error", error_message: "Build script returned non-zero exit code: 75", created_at: created(0) })).status).toBe(200);
    minutes(1);
    await flush();
    expect(hook.calls).toHaveLength(MAX_OUTAGE_RETRIES);
    await notify({ id: "deploy-outage-3-published-again", state: "ready" });
  });
});
