// The functions bundled by Netlify's own bundler (@netlify/zip-it-and-ship-it, what `netlify build`
// runs), offline into a temporary folder: its manifest must route every URL the site calls, and the
// bundled code must answer there. A config value the bundler cannot read statically is dropped
// without a warning, so only this proves a route.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { zipFunctions } from "@netlify/zip-it-and-ship-it";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { FOLLOW_UP_FUNCTION } from "../../functions/lib/follow-up";
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

let outDir: string;
let manifest: { functions: ManifestFunction[] };

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), "netlify-bundle-"));
  const manifestFile = join(outDir, "manifest.json");
  // Unpacked rather than zipped (the manifest is the same), so the bundled code can be run below.
  await zipFunctions(["functions"], outDir, { manifest: manifestFile, archiveFormat: "none", basePath: process.cwd(), repositoryRoot: process.cwd() });
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

  it("carries send-email's rate limit of 5 requests a minute into the deploy", () => {
    const fn = manifest.functions.find((candidate) => candidate.name === "send-email");
    expect(fn?.trafficRules?.action.config.rateLimitConfig).toMatchObject({ windowLimit: 5, windowSize: 60 });
  });
});
