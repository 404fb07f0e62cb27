// Storyblok's Visual Editor, faked at the network edge: a page at https://app.storyblok.com
// (answered by Playwright's request routing) embeds the preview in an iframe as the editor does
// and plays the bridge's postMessage events into it. The real @storyblok/preview-bridge runs
// inside the preview page, served by npm run preview's server (offline: the embedded cache
// through the fake Storyblok CDN), under the preview function's Content Security Policy, whose
// frame-ancestors names Storyblok's editor: a page any other origin frames stays blank. The
// preview address carries the editor's proof (`_storyblok_tk`) as Storyblok makes it; a forged or
// stale one gets the published page, with no bridge, no hooks and no call to Storyblok.

import { readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { OFFLINE_TOKEN, type PreviewServer, startPreviewServer } from "../../build/cli/preview-server";
import { editorQuery } from "../../build/fakes/storyblok-editor-query";

const saved = JSON.parse(readFileSync("content-cache/stories/about.json", "utf8")).story;
let server: PreviewServer;
const EDITOR_URL = "https://app.storyblok.com/#/me/spaces/1/stories/0/0/1";
const proof = (timestamp?: number) => editorQuery(saved.id, { spaceId: server.storyblok!.spaceId, previewToken: OFFLINE_TOKEN }, timestamp);
const inEditor = (path = "/about") => `${server.url}${path}?${proof()}`;

// The real editor (a public origin) framing a preview on this machine needs Chromium's
// local-network permission, which an editor grants once when asked; each test's browser context is
// granted it from the start (a context option: these tests share the other site tests' browsers).
test.use({ permissions: ["local-network-access"] });

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
  // the editor records what the bridge tells it (a click on a block: {action: "edit", dataC})
  const html = `<!DOCTYPE html><title>Editor</title><script>window.fromPreview = []; addEventListener("message", (event) => fromPreview.push(event.data));</script><iframe id="preview" style="width:1200px;height:700px" src="${previewUrl}"></iframe>`;
  await page.route(`${new URL(editorUrl).origin}/**`, (route) => route.fulfill({ status: 200, contentType: "text/html", body: html }));
  await page.goto(editorUrl);
}

const violationsIn = (page: Page) =>
  page
    .frames()
    .find((candidate) => candidate.url().startsWith(server.url))!
    .evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test("typing in the editor changes the heading in place; publishing reloads", async ({ page }) => {
  await openEditor(page, EDITOR_URL, inEditor());
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
  await openEditor(page, "https://elsewhere.example/", inEditor());
  await page.waitForLoadState("load"); // waits for the frame, refused or not
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  // a frame the policy refuses shows an error page of Chromium's own, not the preview
  expect(await frame?.locator("[data-blok-uid]").count()).toBe(0);
});

test("islands in an edited block wake again through the page's loader, by their own triggers", async ({ page }) => {
  await openEditor(page, EDITOR_URL, inEditor());
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

test("a preview page outside the editor loads no editor script and carries no hooks", async ({ page }) => {
  await page.goto(`${server.url}/about`);
  await expect(page.getByRole("heading", { name: "Meet the team" })).toBeVisible();
  await expect(page.locator("[data-blok-uid]")).toHaveCount(0);
  await expect(page.locator("script[src*='/assets/preview/']")).toHaveCount(0);
});

const sendInput = (page: Page, story: unknown) =>
  page.evaluate((edited) => (document.getElementById("preview") as HTMLIFrameElement).contentWindow!.postMessage({ action: "input", story: edited }, "*"), story);

for (const [name, query] of [
  ["a forged token", () => proof().replace(/(_storyblok_tk%5Btoken%5D=)[0-9a-f]+/, "$1da39a3ee5e6b4b0d3255bfef95601890afd80709")],
  ["a stale proof (two hours old)", () => proof(Math.floor(Date.now() / 1000) - 7200)],
] as const) {
  test(`the same address with ${name} shows the published page: no bridge, no hooks, no call to Storyblok`, async ({ page }) => {
    const published = structuredClone(saved);
    const draft = structuredClone(saved);
    draft.content.body[2].heading = "A draft heading nobody published";
    server.storyblok!.saveDraft(draft);
    try {
      await page.goto(`${server.url}/about`); // the published version, loaded (once) for visitors
      const before = server.storyblok!.requests.length;
      await openEditor(page, EDITOR_URL, `${server.url}/about?${query()}`);
      const frame = page.frameLocator("#preview");
      await expect(frame.getByRole("heading", { name: "Meet the team" })).toBeVisible();
      await expect(frame.getByRole("heading", { name: "A draft heading nobody published" })).toHaveCount(0);
      await expect(frame.locator("[data-blok-uid], [data-blok-c]")).toHaveCount(0);
      await expect(frame.locator("script[src*='/assets/preview/']")).toHaveCount(0);
      // an edit the bridge would send changes nothing: there is no bridge to take it
      const edited = structuredClone(saved);
      edited.content.body[2].heading = "Meet the intruders";
      await sendInput(page, edited);
      await expect(frame.getByRole("heading", { name: "Meet the team" })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { fromPreview: unknown[] }).fromPreview)).toEqual([]);
      expect(server.storyblok!.requests.slice(before)).toEqual([]);
      // with a valid proof, the same page is the draft
      await page.evaluate((src) => Object.assign(document.getElementById("preview")!, { src }), inEditor());
      await expect(frame.getByRole("heading", { name: "A draft heading nobody published" })).toBeVisible();
    } finally {
      server.storyblok!.saveDraft(published);
    }
  });
}

test("clicking a nested block (a team member) selects that block, not the section around it", async ({ page }) => {
  // The bridge tells the editor what was clicked only when the preview is https, as Storyblok requires
  // (it posts to the editor's origin with the preview's scheme), so the preview is served at an https
  // address here, each request passed on to the local server.
  const httpsPreview = "https://preview.test";
  await page.route(`${httpsPreview}/**`, async (route) => {
    const url = new URL(route.request().url());
    route.fulfill({ response: await route.fetch({ url: `${server.url}${url.pathname}${url.search}` }) });
  });
  await openEditor(page, EDITOR_URL, `${httpsPreview}/about?${proof()}`);
  const frame = page.frameLocator("#preview");
  await expect.poll(() => page.evaluate(() => (window as unknown as { fromPreview: Array<{ action?: string }> }).fromPreview.some((m) => m.action === "initialized"))).toBe(true);
  // as the editor answers the bridge's "initialized"
  await page.evaluate((storyId) => (document.getElementById("preview") as HTMLIFrameElement).contentWindow!.postMessage({ action: "enterEditmode", storyId }, "*"), saved.id);
  const team = saved.content.body.find((block: { component: string }) => block.component === "meet_the_team");
  const member = team.members[1];
  const card = frame.locator(`[data-blok-uid$="-${member._uid}"]`);
  await card.scrollIntoViewIfNeeded();
  await card.click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { fromPreview: Array<{ action?: string; dataC?: { uid?: string } }> }).fromPreview.filter((m) => m.action === "edit").map((m) => m.dataC?.uid),
      ),
    )
    .toEqual([member._uid]);
});

test("an edit the page cannot show (a story without a uuid) says so on the page instead of reloading", async ({ page }) => {
  await openEditor(page, EDITOR_URL, inEditor());
  const frame = page.frameLocator("#preview");
  const previewFrame = () => page.frames().find((candidate) => candidate.url().startsWith(server.url))!;
  await expect(frame.locator("[data-blok-uid]").first()).toBeAttached();
  await previewFrame().evaluate(() => Object.assign(window, { notReloaded: true }));
  const { uuid: _uuid, ...withoutUuid } = structuredClone(saved);
  await sendInput(page, withoutUuid);
  await expect(frame.getByRole("alert")).toContainText("This edit cannot be shown here: The request holds no story with a uuid");
  expect(await previewFrame().evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // the next edit that can be shown clears the notice
  const edited = structuredClone(saved);
  edited.content.body[2].heading = "Meet the crew";
  await sendInput(page, edited);
  await expect(frame.getByRole("heading", { name: "Meet the crew" })).toBeVisible();
  await expect(frame.getByRole("alert")).toHaveCount(0);
});
