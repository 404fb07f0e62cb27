// The functions bundled by Netlify's own bundler (@netlify/zip-it-and-ship-it, what `netlify build`
// runs) with netlify.toml's function settings, offline into a temporary folder: its manifest must
// route every URL the site calls, and the bundled code must answer there. A config value the
// bundler cannot read statically is dropped without a warning, so only this proves a route.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { zipFunctions } from "@netlify/zip-it-and-ship-it";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { netlifyFunctionSettings } from "../../build/shared/netlify-function-settings";
import { FOLLOW_UP_FUNCTION } from "../../functions/lib/follow-up";
import { BUNDLED_CARD_MANIFEST } from "../../functions/lib/social-card-source";
import { ENQUIRY_ENDPOINT } from "../../src/lib/enquiry";

/**
 * Every URL the site sends requests to, with the function that must answer it and a request that
 * needs no network, with the status the bundled function must give it. Add new ones here.
 */
const SITE_CALLS: Array<{ url: string; method: string; calledBy: string; fn: string; probe: { body: string; status: number; env?: Record<string, string> } }> = [
  {
    url: ENQUIRY_ENDPOINT,
    method: "POST",
    calledBy: "the contact form's action and the form island's fetch",
    fn: "send-email",
    // An invalid address: the whole validation runs in the bundled code, and nothing is sent.
    probe: { body: JSON.stringify({ payload: { fullName: "Jane", email: "not-an-address", company: "Co", message: "Hi" } }), status: 422 },
  },
  {
    url: "/api/storyblok-webhook",
    method: "POST",
    calledBy: "Storyblok's publish webhook, as the README tells editors to configure it",
    fn: "storyblok-webhook",
    // An unsigned delivery: refused before anything is triggered.
    probe: {
      body: JSON.stringify({ action: "published", story_id: 1 }),
      status: 401,
      env: { STORYBLOK_WEBHOOK_SECRET: "bundle-check", NETLIFY_BUILD_HOOK_URL: "http://127.0.0.1:9/hook" },
    },
  },
  {
    url: "/api/netlify-deploy-notification",
    method: "POST",
    calledBy: "Netlify's deploy failed and deploy succeeded notifications, as the README tells developers to configure them",
    fn: "netlify-deploy-notification",
    // An unsigned notification: refused before anything is recorded or sent.
    probe: { body: JSON.stringify({ id: "d", state: "error", context: "production" }), status: 401, env: { NETLIFY_DEPLOY_NOTIFICATION_SECRET: "bundle-check" } },
  },
];

/** Functions that need no path of their own: run on a schedule, or reached at their default URL through generated rewrites. */
const WITHOUT_PATH = new Map([
  ["preview", "deploy previews rewrite every page to /.netlify/functions/preview (build/deploy/preview-routing.ts)"],
  ["storyblok-build-flush", "a scheduled function"],
  ["storyblok-build-follow-up-background", "the webhook calls it at its default URL, /.netlify/functions/storyblok-build-follow-up-background"],
]);

interface ManifestFunction {
  name: string;
  mainFile: string;
  invocationMode?: string;
  routes?: Array<{ pattern: string; literal?: string; expression?: string; methods: string[] }>;
  trafficRules?: { action: { config: { rateLimitConfig: { windowLimit: number; windowSize: number } } } };
}

/** Run in a fresh process: the bundled og-image asked for a listed card, its bytes written to a file. */
const COLD_CARD = `
const [fn, out] = process.argv.slice(1);
const { default: answer } = await import(fn);
const context = { requestId: "bundle-check", ip: "127.0.0.1", site: { url: "https://site.example" }, params: {}, cookies: { get() {}, set() {}, delete() {} }, waitUntil() {} };
const response = await answer(new Request("https://site.example/og/case-studies-alpha-0000aaaa.jpg"), context);
(await import("node:fs")).writeFileSync(out, Buffer.from(await response.arrayBuffer()));
console.log(JSON.stringify({ status: response.status, type: response.headers.get("content-type") }));
`;

let outDir: string;
let manifest: { functions: ManifestFunction[] };

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), "netlify-bundle-"));
  const manifestFile = join(outDir, "manifest.json");
  // Unpacked rather than zipped (the manifest is the same), so the bundled code can be run below.
  await zipFunctions(["functions"], outDir, {
    manifest: manifestFile,
    archiveFormat: "none",
    basePath: process.cwd(),
    repositoryRoot: process.cwd(),
    config: await netlifyFunctionSettings(),
  });
  manifest = JSON.parse(await readFile(manifestFile, "utf8")) as typeof manifest;
}, 120_000);

afterEach(() => {
  vi.unstubAllEnvs();
});

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

function routes(fn: ManifestFunction | undefined): Array<{ test(path: string): boolean; methods: string[] }> {
  return (fn?.routes ?? []).map((route) => ({
    test: (path: string) => (route.literal !== undefined ? route.literal === path : new RegExp(route.expression!).test(path)),
    methods: route.methods,
  }));
}

describe("Netlify's bundler", () => {
  it("bundles every top-level function file and gives each a statically readable path", async () => {
    const files = (await readdir("functions", { withFileTypes: true }))
      .filter((entry) => entry.isFile() && [".ts", ".mts", ".js", ".mjs"].includes(extname(entry.name)))
      .map((entry) => entry.name.slice(0, -extname(entry.name).length));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const fn = manifest.functions.find((candidate) => candidate.name === name);
      expect(fn, `functions/${name} is missing from Netlify's manifest`).toBeDefined();
      if (WITHOUT_PATH.has(name)) expect(fn!.routes ?? [], `functions/${name} (${WITHOUT_PATH.get(name)}) should have no path`).toEqual([]);
      else expect(fn!.routes ?? [], `Netlify found no path in functions/${name}'s config: write config.path as a literal string`).not.toEqual([]);
    }
  });

  it.each(SITE_CALLS)("routes $method $url ($calledBy) to $fn", ({ url, method, fn }) => {
    const routed = manifest.functions.filter((candidate) => routes(candidate).some((route) => route.test(url) && (route.methods.length === 0 || route.methods.includes(method))));
    expect(routed.map((candidate) => candidate.name)).toEqual([fn]);
  });

  it.each(SITE_CALLS)("the bundled $fn, run from its bundle, answers $method $url", async ({ url, method, fn, probe }) => {
    for (const [name, value] of Object.entries(probe.env ?? {})) vi.stubEnv(name, value);
    const module = (await import(pathToFileURL(join(outDir, fn, "functions", `${fn}.mjs`)).href)) as { default: (req: Request, context: unknown) => Promise<Response> };
    const request = new Request(new URL(url, "https://site.example"), { method, headers: { "content-type": "application/json" }, body: probe.body });
    const context = { requestId: "bundle-check", ip: "127.0.0.1", site: { url: "https://site.example" }, params: {}, cookies: { get() {}, set() {}, delete() {} }, waitUntil() {} };
    const response = await module.default(request, context);
    expect(response.status).toBe(probe.status);
  });

  // zod is 1.7 MiB of the bundle and most of its import time; only send-email validates an enquiry.
  it("runs the webhook's follow-up waiter as a background function, which Netlify answers 202 at once and lets run 15 minutes", () => {
    expect(manifest.functions.find((candidate) => candidate.name === FOLLOW_UP_FUNCTION)?.invocationMode).toBe("background");
  });

  it.each(["storyblok-webhook", "storyblok-build-flush", FOLLOW_UP_FUNCTION, "netlify-deploy-notification"])(
    "bundles %s without zod (its imports reach no enquiry rules)",
    async (fn) => {
      const packages = await readdir(join(outDir, fn, "node_modules")).catch(() => [] as string[]);
      expect(packages).not.toContain("zod");
    },
  );

  it("routes GET /og/<name> (every case study's and article's og:image) to og-image", () => {
    const routed = manifest.functions.filter((candidate) => routes(candidate).some((route) => route.test("/og/case-studies-alpha-0000aaaa.jpg")));
    expect(routed.map((candidate) => candidate.name)).toEqual(["og-image"]);
  });

  it("bundles og-image with sharp's native code and the card's fonts, and its bundled handler, run cold in a fresh process, draws a card", async () => {
    const bundle = join(outDir, "og-image");
    for (const file of [
      "node_modules/@img/sharp-linux-x64/package.json",
      "functions/lib/social-card-fonts/inter-latin-700.ttf",
      "functions/lib/social-card-fonts/inter-latin-600.ttf",
    ]) {
      expect((await stat(join(bundle, file)).catch(() => null))?.isFile(), file).toBe(true);
    }
    expect(await readdir(join(bundle, "node_modules/@img/sharp-libvips-linux-x64/lib"))).toEqual(expect.arrayContaining([expect.stringMatching(/^libvips-cpp\.so/)]));
    // the pinned Node binary, which the bundler takes in with sharp, is left out (netlify.toml)
    expect(await readdir(join(bundle, "node_modules"))).not.toContain("node");
    // the build's manifest is bundled too (the offline Netlify build checks it is there); this one stands in for it
    await mkdir(join(bundle, "dist"), { recursive: true });
    await writeFile(
      join(bundle, BUNDLED_CARD_MANIFEST),
      JSON.stringify({ cards: { "case-studies-alpha-0000aaaa.jpg": { title: "Alpha Homes", siteName: "Test Films", still: null } } }),
    );
    const card = join(outDir, "card.jpg");
    const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", COLD_CARD, pathToFileURL(join(bundle, "functions/og-image.mjs")).href, card], {
      cwd: bundle,
      // only what Netlify's machine would give it: no project node_modules above it, its own URL
      env: { PATH: process.env.PATH, URL: "https://site.example" },
    });
    expect(JSON.parse(stdout)).toEqual({ status: 200, type: "image/jpeg" });
    expect(await sharp(card).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  });

  it.each([
    ["send-email", 5],
    ["og-image", 60],
  ])("carries %s's rate limit of %i requests a minute into the deploy", (name, windowLimit) => {
    const fn = manifest.functions.find((candidate) => candidate.name === name);
    expect(fn?.trafficRules?.action.config.rateLimitConfig).toMatchObject({ windowLimit, windowSize: 60 });
  });
});
