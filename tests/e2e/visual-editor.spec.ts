// Storyblok's Visual Editor, faked at the network edge: a page at https://app.storyblok.com
// (answered by Playwright's request routing) embeds the preview in an iframe as the editor does
// and plays the bridge's postMessage events into it. The real @storyblok/preview-bridge runs
// inside the preview page, served by npm run preview's server (offline: the embedded cache
// through the fake Storyblok CDN), under the preview function's Content Security Policy, whose
// frame-ancestors names Storyblok's editor: a page any other origin frames stays blank.

import { readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type PreviewServer, startPreviewServer } from "../../build/preview-server";
import { chromiumLaunchOptions } from "../helpers/chromium";

const saved = JSON.parse(readFileSync("content-cache/stories/about.json", "utf8")).story;
let server: PreviewServer;
const EDITOR_URL = "https://app.storyblok.com/#/me/spaces/1/stories/0/0/1";

// The real editor (a public origin) framing a preview on this machine needs Chromium's
// local-network permission, which an editor grants once; this headless browser cannot be asked.
const launch = chromiumLaunchOptions();
test.use({ launchOptions: { ...launch, args: [...(launch.args ?? []), "--disable-features=LocalNetworkAccessChecks"] } });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  delete process.env.STORYBLOK_TOKEN;
  delete process.env.STORYBLOK_PREVIEW_TOKEN;
  server = await startPreviewServer(0, { blobsDir: await mkdtemp(join(tmpdir(), "preview-blobs-")) });
});
test.afterAll(async () => {
  await server?.close();
});

/** Opens the fake editor framing `previewUrl`, and records every CSP violation in any frame. */
async function openEditor(page: Page, editorUrl: string, previewUrl: string): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const html = `<!DOCTYPE html><title>Editor</title><iframe id="preview" style="width:1200px;height:700px" src="${previewUrl}"></iframe>`;
  await page.route(`${new URL(editorUrl).origin}/**`, (route) => route.fulfill({ status: 200, contentType: "text/html", body: html }));
  await page.goto(editorUrl);
}

const violationsIn = (page: Page) =>
  page
    .frames()
    .find((candidate) => candidate.url().startsWith(server.url))!
    .evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test("typing in the editor changes the heading in place; publishing reloads", async ({ page }) => {
  await openEditor(page, EDITOR_URL, `${server.url}/about?_storyblok=${saved.id}&_storyblok_tk[space_id]=1`);
  const frame = page.frameLocator("#preview");
  const previewFrame = () => page.frames().find((candidate) => candidate.url().startsWith(server.url))!;
  await expect(frame.locator("script[src*='/assets/preview/editor-']")).toHaveCount(1);
  await expect(frame.locator("[data-blok-uid]").first()).toBeAttached();
  const team = frame.getByRole("heading", { name: "Meet the team" });
  await team.scrollIntoViewIfNeeded();
  await previewFrame().evaluate(() => Object.assign(window, { notReloaded: true }));
  const scrolled = await previewFrame().evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  const edited = structuredClone(saved);
  edited.content.body[2].heading = "Meet the crew";
  await page.evaluate((story) => (document.getElementById("preview") as HTMLIFrameElement).contentWindow!.postMessage({ action: "input", story }, "*"), edited);
  await expect(frame.getByRole("heading", { name: "Meet the crew" })).toBeVisible();
  expect(await previewFrame().evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(await previewFrame().evaluate(() => window.scrollY)).toBe(scrolled);

  await page.evaluate(
    (storyId) => (document.getElementById("preview") as HTMLIFrameElement).contentWindow!.postMessage({ action: "published", storyId, slug: "about", slugChanged: false }, "*"),
    saved.id,
  );
  const markerAfterReload = () =>
    previewFrame()
      .evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded ?? "reloaded")
      .catch(() => "navigating");
  await expect.poll(markerAfterReload).toBe("reloaded");
  await expect(frame.getByRole("heading", { name: "Meet the team" })).toBeVisible();
  expect(await violationsIn(page)).toEqual([]);
});

test("the preview is sent with a policy that lets Storyblok's editor frame it and no other site", async ({ page }) => {
  const response = await page.request.get(`${server.url}/about?_storyblok=1`);
  expect(response.headers()["content-security-policy"]).toMatch(/frame-ancestors 'self' https:\/\/app\.storyblok\.com(;|$)/);
  await openEditor(page, "https://elsewhere.example/", `${server.url}/about?_storyblok=${saved.id}`);
  await page.waitForLoadState("load"); // waits for the frame, refused or not
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  // a frame the policy refuses shows an error page of Chromium's own, not the preview
  expect(await frame?.locator("[data-blok-uid]").count()).toBe(0);
});

test("islands in an edited block wake again through the page's loader, by their own triggers", async ({ page }) => {
  await openEditor(page, EDITOR_URL, `${server.url}/about?_storyblok=${saved.id}&_storyblok_tk[space_id]=1`);
  const frame = page.frameLocator("#preview");
  await expect(frame.locator("[data-blok-uid]").first()).toBeAttached();
  const gallery = frame.locator("section", { has: frame.getByRole("heading", { name: "Life at Northlight" }) });
  await expect(gallery.locator("site-island").first()).toHaveAttribute("data-woken", "");

  const edited = structuredClone(saved);
  edited.content.body[5].heading = "Life at the studio";
  await page.evaluate((story) => (document.getElementById("preview") as HTMLIFrameElement).contentWindow!.postMessage({ action: "input", story }, "*"), edited);
  const swapped = frame.locator("section", { has: frame.getByRole("heading", { name: "Life at the studio" }) });
  const island = swapped.locator('site-island[data-trigger="interaction"]').first();
  // registered with the loader (its trigger armed), not hydrated at once
  await expect(island).toHaveAttribute("data-woken", "");
  await expect(island).not.toHaveAttribute("data-hydrated", "");
  await island.locator("a, button").first().hover();
  await expect(island).toHaveAttribute("data-hydrated", "");
  expect(await violationsIn(page)).toEqual([]);
});

test("a preview page outside the editor loads no editor script", async ({ page }) => {
  await page.goto(`${server.url}/about`);
  await expect(page.locator("[data-blok-uid]").first()).toBeAttached();
  await expect(page.locator("script[src*='/assets/preview/']")).toHaveCount(0);
});
