// Editors hear when a publish did not go live: a production deploy the gate stops (npm run
// build:netlify as Netlify runs it, with Netlify Blobs and DEPLOY_ID as a Netlify build has them)
// keeps its problems; Netlify's signed "deploy failed" notification to the real function (behind
// the local functions server, its Blobs store local) then emails them to DEPLOY_ALERT_EMAILS
// through the fake Resend, and every preview page carries a banner until a deploy succeeds.
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Context } from "@netlify/functions";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeResend, startFakeResend } from "../../build/fakes/fake-resend";
import { createFunctionsHandler, type FunctionsHandler } from "../../build/serve/serve-functions";
import { closeServer } from "../../build/shared/close-server";
import { signNetlifyBody } from "../../functions/lib/netlify-jws";
import { withPublishFailureBanner } from "../../functions/lib/publish-failure-banner";
import handleNotification, { config } from "../../functions/netlify-deploy-notification";
import { makeContentDir, story } from "../helpers/content";

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

/** A production deploy of content whose about story is not valid JSON while contact links to it: the gate stops it. */
async function failingProductionDeploy(deployId: string): Promise<{ code: number; output: string }> {
  const linkToAbout = { type: "paragraph", content: [{ type: "text", text: "About us", marks: [{ type: "link", attrs: { href: "/about", linktype: "url" } }] }] };
  const content = await makeContentDir([
    story({ full_slug: "about", content: { component: "page", body: [] } }),
    story({ full_slug: "contact", content: { component: "page", body: [{ _uid: "t", component: "text_block", text: { type: "doc", content: [linkToAbout] } }] } }),
  ]);
  await writeFile(join(content, "stories", "about.json"), '{"story": ');
  const env: NodeJS.ProcessEnv = { ...process.env, CONTEXT: "production", DEPLOY_ID: deployId, DEPLOY_RECORD: join(content, "last-production.json") };
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
  });
  const response = await fetch(endpoint, { method: "POST", headers: { "content-type": "application/json", "x-webhook-signature": signNetlifyBody(body, secret) }, body });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const previewPage = () =>
  withPublishFailureBanner(new Response("<!DOCTYPE html><body><main id=main><h1>About</h1></main></body>", { headers: { "content-type": "text/html; charset=utf-8" } })).then((r) =>
    r.text(),
  );

describe("the deploy notification function", () => {
  it("has a literal config Netlify's bundler can read", () => {
    expect(config).toEqual({ path: "/api/netlify-deploy-notification", method: "POST" });
  });

  it("emails the editors the gate's message when a production deploy fails, once however often Netlify retries, and shows it on preview pages until a deploy succeeds", async () => {
    const build = await failingProductionDeploy("deploy-gate-1");
    expect(build.code, build.output).toBe(1);
    expect(build.output).toMatch(/These problems are kept for the editors' deploy-failed email and preview banner \(deploy deploy-gate-1\)/);

    const failed = { id: "deploy-gate-1", state: "error", error_message: "Build script returned non-zero exit code: 2" };
    expect(await notify(failed)).toEqual({ status: 200, json: { recorded: true, emailed: true } });
    expect((await notify(failed)).status).toBe(200);
    expect(resend.emails).toHaveLength(1);
    const email = resend.emails[0]!.body as { to: string[]; subject: string; text: string };
    expect(email.to).toEqual(EDITORS);
    expect(email.subject).toBe("Publish did not go live: 3 problem(s) to fix");
    expect(email.text).toMatch(/^Your latest publish did not go live on northlight-films: the live site still shows its last good version\./);
    expect(email.text).toMatch(/^- stories\/about\.json › \(file\): not valid JSON.*fix the field in Storyblok/m);
    expect(email.text).toMatch(/^- a link points at the page \/about, which will not exist; linked from \/contact\./m);
    expect(email.text).toContain("Build log: https://app.netlify.com/sites/northlight-films/deploys/deploy-gate-1");

    const banner = await previewPage();
    expect(banner).toMatch(/<main id=main><aside class="preview-warnings container" role="alert"[^>]*><p><strong>Publishing is stopped/);
    expect(banner).toContain("a link points at the page /about, which will not exist; linked from /contact.");

    expect(await notify({ id: "deploy-gate-2", state: "ready" })).toEqual({ status: 200, json: { cleared: true } });
    expect(await previewPage()).toBe("<!DOCTYPE html><body><main id=main><h1>About</h1></main></body>");
  }, 180_000);

  it("quotes Netlify's own message for a failure the build did not account for", async () => {
    await notify({ id: "deploy-other", state: "error", error_message: "Failed during stage 'building site': Build script returned non-zero exit code: 137" });
    const email = resend.emails[0]!.body as { text: string };
    expect(email.text).toMatch(/^- Netlify says: Failed during stage 'building site': Build script returned non-zero exit code: 137\. The build named no story/m);
    await notify({ id: "deploy-after", state: "ready" });
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
