// npm run doctor against the services on 127.0.0.1, with the real clients: storyblok-js-client
// against the fake Storyblok CDN (a Public and a Preview token: only the Preview one reads drafts)
// and the fake Management API, and the Resend SDK against the fake Resend.
// A complete configuration passes; a missing variable, a refused token or key, another space's id
// and a sender Resend has not verified are each named; with nothing reachable the service checks
// are listed as not checked and nothing fails on their account.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Finding } from "../../build/doctor/finding";
import { runDoctor } from "../../build/doctor/run-doctor";
import { type FakeResend, startFakeResend } from "../../build/fakes/fake-resend";
import { emptyManagementSpace, type FakeManagement, startFakeManagement } from "../../build/fakes/fake-storyblok-management";
import { closeServer } from "../../build/shared/close-server";
import { type FakeStoryblok, startFakeStoryblok } from "../fakes/storyblok-api";
import { makeContentDir } from "../helpers/content";

const SPACE = 318794;
const MANAGEMENT_TOKEN = "personal-access-token";
const SECRET = "0123456789abcdef0123456789abcdef0123456789abcdef";
let dir: string;
let content: string;
let storyblok: FakeStoryblok;
let resend: FakeResend;
let management: FakeManagement;

/** A port nothing listens on: every request to it is refused a connection. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  const { port } = server.address() as AddressInfo;
  await closeServer(server);
  return port;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "doctor-"));
  content = await makeContentDir([]);
  await writeFile(join(content, "space.json"), JSON.stringify({ id: SPACE, cv: 1, version: "published", fetched_at: "2025-01-01T00:00:00.000Z" }));
  storyblok = await startFakeStoryblok(content, { token: "public-token", previewToken: "preview-token" });
  resend = await startFakeResend("re_test_fake_key", { domains: [{ name: "example.test", status: "verified" }] });
  // a budget no test reaches: each run of the doctor asks once
  management = await startFakeManagement({ token: MANAGEMENT_TOKEN, spaces: [emptyManagementSpace(SPACE)], perSecond: 1000 });
});
afterAll(async () => {
  await Promise.all([storyblok?.close(), resend?.close(), management?.close()]);
  await Promise.all([dir, content].map((made) => rm(made, { recursive: true, force: true })));
});

/** Every setting of a production deploy, pointed at the services above. */
const good = (): Record<string, string> => ({
  STORYBLOK_TOKEN: storyblok.token,
  STORYBLOK_PREVIEW_TOKEN: "preview-token",
  STORYBLOK_ENDPOINT: storyblok.apiBase,
  STORYBLOK_SPACE_ID: String(SPACE),
  STORYBLOK_MANAGEMENT_TOKEN: MANAGEMENT_TOKEN,
  STORYBLOK_MANAGEMENT_ENDPOINT: management.apiBase,
  NETLIFY_BUILD_HOOK_URL: "https://api.netlify.com/build_hooks/5c23354f454e1350f8543e78",
  STORYBLOK_WEBHOOK_SECRET: SECRET,
  NETLIFY_DEPLOY_NOTIFICATION_SECRET: SECRET.split("").reverse().join(""),
  DEPLOY_ALERT_EMAILS: "dev@example.test",
  RESEND_API_KEY: resend.apiKey,
  RESEND_BASE_URL: resend.url,
  CONTACT_FROM_EMAIL: "Test Films <hello@example.test>",
  CONTACT_TO_EMAIL: "team@example.test, sales@example.test",
  SITE_URL: "https://www.example.test",
});

const named = (findings: Finding[], name: string) => findings.filter((found) => found.name === name);

describe("npm run doctor", () => {
  it("finds nothing missing, wrong or unchecked in a complete configuration", async () => {
    const findings = await runDoctor(good(), content);
    expect(findings.filter((found) => found.status !== "ok")).toEqual([]);
    expect(findings.map((found) => found.name)).toEqual([
      "STORYBLOK_TOKEN",
      "STORYBLOK_PREVIEW_TOKEN",
      "Storyblok space",
      "STORYBLOK_MANAGEMENT_TOKEN",
      "NETLIFY_BUILD_HOOK_URL",
      "STORYBLOK_WEBHOOK_SECRET",
      "NETLIFY_DEPLOY_NOTIFICATION_SECRET",
      "DEPLOY_ALERT_EMAILS",
      "RESEND_API_KEY",
      "CONTACT_FROM_EMAIL",
      "CONTACT_TO_EMAIL",
      "SITE_URL",
    ]);
    expect(named(findings, "Storyblok space")[0]!.message).toBe(
      `${SPACE} everywhere: STORYBLOK_TOKEN's space, STORYBLOK_PREVIEW_TOKEN's space, STORYBLOK_SPACE_ID, content-cache/space.json.`,
    );
    expect(named(findings, "CONTACT_FROM_EMAIL")[0]!.message).toBe("hello@example.test: example.test is verified in Resend.");
  });

  it("names each variable a production deploy needs that is not set", async () => {
    const settings = good();
    for (const name of ["STORYBLOK_PREVIEW_TOKEN", "STORYBLOK_WEBHOOK_SECRET", "NETLIFY_BUILD_HOOK_URL", "CONTACT_TO_EMAIL"]) delete settings[name];
    const findings = await runDoctor({ ...settings, DEPLOY_ALERT_EMAILS: "  " }, content);
    expect(findings.filter((found) => found.status === "missing").map((found) => found.name)).toEqual([
      "STORYBLOK_PREVIEW_TOKEN",
      "NETLIFY_BUILD_HOOK_URL",
      "STORYBLOK_WEBHOOK_SECRET",
      "DEPLOY_ALERT_EMAILS",
      "CONTACT_TO_EMAIL",
    ]);
    expect(named(findings, "STORYBLOK_WEBHOOK_SECRET")[0]!.message).toMatch(/^not set: .*\(Settings → Webhooks\)/);
  });

  it("names each token or key the services refuse, and a Public token given as the Preview token", async () => {
    const findings = await runDoctor(
      { ...good(), STORYBLOK_TOKEN: "not-a-token", STORYBLOK_PREVIEW_TOKEN: storyblok.token, STORYBLOK_MANAGEMENT_TOKEN: "wrong", RESEND_API_KEY: "re_wrong" },
      content,
    );
    const wrong = (name: string) => named(findings, name).find((found) => found.status === "wrong")?.message;
    expect(wrong("STORYBLOK_TOKEN")).toBe(`Storyblok refused it (401) at ${storyblok.apiBase}: copy the space's Public token from Storyblok's Settings → Access Tokens.`);
    expect(wrong("STORYBLOK_PREVIEW_TOKEN")).toMatch(new RegExp(`^reads space ${SPACE} .*, but Storyblok refuses it drafts \\(401\\): it is a Public token`));
    expect(wrong("STORYBLOK_MANAGEMENT_TOKEN")).toMatch(/^the Management API refused it \(401\) .*Personal access tokens/);
    expect(wrong("RESEND_API_KEY")).toBe(
      "Resend refused it (403 invalid_api_key: API key is invalid): create an API key in Resend (API Keys) and set it in Netlify (Site configuration → Environment variables).",
    );
    expect(wrong("NETLIFY_BUILD_HOOK_URL")).toBeUndefined();
  });

  it("names the sources that disagree on the space id", async () => {
    const other = await makeContentDir([]);
    await writeFile(join(other, "space.json"), JSON.stringify({ id: 2, cv: 1, version: "published", fetched_at: "2025-01-01T00:00:00.000Z" }));
    const findings = await runDoctor({ ...good(), STORYBLOK_SPACE_ID: "1" }, other);
    await rm(other, { recursive: true, force: true });
    expect(named(findings, "Storyblok space")).toEqual([
      {
        status: "wrong",
        name: "Storyblok space",
        message: expect.stringMatching(
          new RegExp(
            `^not the same everywhere: STORYBLOK_TOKEN's space ${SPACE}, STORYBLOK_PREVIEW_TOKEN's space ${SPACE}, STORYBLOK_SPACE_ID 1, content-cache/space.json 2\\. .*run npm run fetch`,
          ),
        ),
      },
    ]);
  });

  it("names badly shaped settings: a short secret, a build hook that is not Netlify's, a sender that is no address", async () => {
    const findings = await runDoctor(
      { ...good(), NETLIFY_DEPLOY_NOTIFICATION_SECRET: "short", NETLIFY_BUILD_HOOK_URL: "https://example.test/hook", CONTACT_FROM_EMAIL: "hello", STORYBLOK_REGION: "mars" },
      content,
    );
    expect(findings.filter((found) => found.status === "wrong").map((found) => `${found.name}: ${found.message}`)).toEqual([
      'STORYBLOK_REGION: is "mars", which is not one of eu, us, ca, ap, cn. Set STORYBLOK_REGION to one of eu, us, ca, ap, cn or leave it unset for "eu".',
      expect.stringMatching(/^NETLIFY_BUILD_HOOK_URL: is not shaped like a Netlify build hook \(https:\/\/api\.netlify\.com\/build_hooks\/<id>\)/),
      expect.stringMatching(/^NETLIFY_DEPLOY_NOTIFICATION_SECRET: is 5 characters, fewer than 32/),
      'CONTACT_FROM_EMAIL: "hello" is not an email address: use "name@your-domain" or "Name <name@your-domain>".',
    ]);
    // no token is asked about in a region that does not exist
    expect(named(findings, "STORYBLOK_TOKEN")).toEqual([{ status: "unchecked", name: "STORYBLOK_TOKEN", message: "not checked: STORYBLOK_REGION is wrong (see above)." }]);
  });

  it("names a sender whose domain Resend has not verified, and checks no domain with a key that may only send", async () => {
    const pending = await startFakeResend("re_pending", { domains: [{ name: "example.test", status: "pending" }] });
    const sendingOnly = await startFakeResend("re_send_only", { sendingOnly: true });
    try {
      const [notVerified, notChecked, unknown] = await Promise.all([
        runDoctor({ ...good(), RESEND_API_KEY: pending.apiKey, RESEND_BASE_URL: pending.url }, content),
        runDoctor({ ...good(), RESEND_API_KEY: sendingOnly.apiKey, RESEND_BASE_URL: sendingOnly.url }, content),
        runDoctor({ ...good(), CONTACT_FROM_EMAIL: "hello@elsewhere.test" }, content),
      ]);
      expect(named(notVerified, "CONTACT_FROM_EMAIL")[0]).toMatchObject({
        status: "wrong",
        message: expect.stringMatching(/Resend has not verified example\.test yet \(its status is pending\)/),
      });
      expect(named(notChecked, "RESEND_API_KEY")[0]).toMatchObject({ status: "ok", message: "accepted by Resend (sending access only)." });
      expect(named(notChecked, "CONTACT_FROM_EMAIL")[0]).toMatchObject({ status: "ok", message: expect.stringContaining("its domain is not checked") });
      expect(named(unknown, "CONTACT_FROM_EMAIL")[0]).toMatchObject({
        status: "wrong",
        message: expect.stringMatching(/elsewhere\.test is not one of the Resend account's domains/),
      });
    } finally {
      await Promise.all([pending.close(), sendingOnly.close()]);
    }
  });

  it("offline, says which checks it could not make and why, and fails on none of them", async () => {
    const nowhere = `http://127.0.0.1:${await closedPort()}`;
    const findings = await runDoctor({ ...good(), STORYBLOK_ENDPOINT: `${nowhere}/v2`, STORYBLOK_MANAGEMENT_ENDPOINT: `${nowhere}/v1`, RESEND_BASE_URL: nowhere }, content);
    expect(findings.filter((found) => found.status === "unchecked").map((found) => `${found.name}: ${found.message}`)).toEqual([
      `STORYBLOK_TOKEN: could not check with Storyblok at ${nowhere}/v2: fetch failed (ECONNREFUSED).`,
      `STORYBLOK_PREVIEW_TOKEN: could not check with Storyblok at ${nowhere}/v2: fetch failed (ECONNREFUSED).`,
      `Storyblok space: ${SPACE} in STORYBLOK_SPACE_ID, content-cache/space.json; not compared with STORYBLOK_TOKEN's space or STORYBLOK_PREVIEW_TOKEN's space (see above).`,
      `STORYBLOK_MANAGEMENT_TOKEN: could not check with Storyblok's Management API at ${nowhere}/v1: fetch failed (ECONNREFUSED).`,
      `RESEND_API_KEY: could not check with Resend at ${nowhere}: Unable to fetch data. The request could not be resolved.`,
      "CONTACT_FROM_EMAIL: hello@example.test: whether Resend has verified example.test could not be checked (see RESEND_API_KEY).",
    ]);
    expect(findings.filter((found) => found.status === "missing" || found.status === "wrong")).toEqual([]);
  });
});

describe("the doctor command", () => {
  const run = (args: string[]) =>
    promisify(execFile)("node_modules/.bin/tsx", ["build/cli/doctor.ts", ...args], { env: { PATH: process.env.PATH, HOME: process.env.HOME } }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
  const envFile = async (name: string, settings: Record<string, string>) => {
    const file = join(dir, name);
    await writeFile(
      file,
      Object.entries(settings)
        .map(([key, value]) => `${key}="${value}"\n`)
        .join(""),
    );
    return file;
  };

  it("exits 0 for a complete configuration read from --env FILE, a line a setting and a summary", async () => {
    const { code, stdout } = await run(["--env", await envFile("good.env", good()), "--content", content]);
    expect(code, stdout).toBe(0);
    expect(stdout).toMatch(/^ {2}ok {11}STORYBLOK_TOKEN: accepted by Storyblok at /m);
    expect(stdout.trim().split("\n").at(-1)).toBe("Summary: 12 ok, 0 missing, 0 wrong, 0 warnings, 0 not checked. Ready for a production deploy.");
  }, 60_000);

  it("exits 1 when a setting is missing, naming it", async () => {
    const settings = good();
    delete settings.RESEND_API_KEY;
    const { code, stdout } = await run(["--env", await envFile("bad.env", settings), "--content", content]);
    expect(code, stdout).toBe(1);
    expect(stdout).toMatch(/^ {2}MISSING {6}RESEND_API_KEY: not set: /m);
    expect(stdout.trim()).toMatch(/Not ready: fix the 1 line marked MISSING or WRONG, then run npm run doctor again\.$/);
  }, 60_000);

  it("answers --help, and a settings file it cannot read in one line with a hint", async () => {
    expect((await run(["--help"])).stdout).toMatch(/^Usage: npm run doctor -- \[options\]/);
    const missing = await promisify(execFile)("node_modules/.bin/tsx", ["build/cli/doctor.ts", "--env", join(dir, "none.env")]).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringMatching(/^error: cannot read the settings file .*none\.env \(ENOENT\)\n {2}→ pass --env/) });
  }, 60_000);
});
