// An editor's working day in Storyblok's Visual Editor, around the real @storyblok/preview-bridge:
// the fake editor page at https://app.storyblok.com (Playwright's request routing) frames the
// preview and speaks the bridge's postMessage protocol, as tests/e2e/visual-editor.spec.ts does.
// Here the preview is reached as the README sets it up locally: through a TLS proxy that keeps the
// Host header (tests/helpers/tls-proxy.ts, a self-signed certificate), so the page is https, the
// bridge reports clicks to the editor, and each edit POST passes the origin check.

import { readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type FrameLocator, type Page, test } from "@playwright/test";
import { OFFLINE_TOKEN, type PreviewServer, startPreviewServer } from "../../build/cli/preview-server";
import { editorQuery } from "../../build/fakes/storyblok-editor-query";
import { sessionSecret, signSession } from "../../functions/lib/preview-session";
import { startTlsProxy, type TlsProxy } from "../helpers/tls-proxy";

const story = (slug: string) => JSON.parse(readFileSync(`content-cache/stories/${slug}.json`, "utf8")).story;
const about = story("about");
const EDITOR_URL = "https://app.storyblok.com/#/me/spaces/1/stories/0/0/1";
let server: PreviewServer;
let proxy: TlsProxy;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const proof = (storyId: number, timestamp?: number) => editorQuery(storyId, { spaceId: server.storyblok!.spaceId, previewToken: OFFLINE_TOKEN }, timestamp);

test.use({ permissions: ["local-network-access"], ignoreHTTPSErrors: true });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  delete process.env.STORYBLOK_TOKEN;
  delete process.env.STORYBLOK_PREVIEW_TOKEN;
  server = await startPreviewServer(0, { blobsDir: await mkdtemp(join(tmpdir(), "preview-blobs-")) });
  proxy = await startTlsProxy(server.url);
});
test.afterAll(async () => {
  await proxy?.close();
  await server?.close();
});

type Message = { action?: string; dataC?: { uid?: string } };

async function openEditor(page: Page, previewUrl: string): Promise<FrameLocator> {
  const html = `<!DOCTYPE html><title>Editor</title><script>window.fromPreview = []; addEventListener("message", (event) => fromPreview.push(event.data));</script><iframe id="preview" style="width:1200px;height:700px" src="${previewUrl}"></iframe>`;
  await page.route(`${new URL(EDITOR_URL).origin}/**`, (route) => route.fulfill({ status: 200, contentType: "text/html", body: html }));
  await page.goto(EDITOR_URL);
  return page.frameLocator("#preview");
}

const toPreview = (page: Page, message: Record<string, unknown>) =>
  page.evaluate((data) => (document.getElementById("preview") as HTMLIFrameElement).contentWindow!.postMessage(data, "*"), message);
const previewFrame = (page: Page) => page.frames().find((frame) => frame.url().startsWith(proxy.url))!;
const fromPreview = (page: Page) => page.evaluate(() => (window as unknown as { fromPreview: Message[] }).fromPreview);

/** As Storyblok does: waits for the bridge's "initialized", answers it with edit mode, then clicks `target` and returns the uid the bridge reported. */
async function selectedBy(page: Page, storyId: number, target: ReturnType<FrameLocator["locator"]>): Promise<string | undefined> {
  await expect.poll(async () => (await fromPreview(page)).some((message) => message.action === "initialized")).toBe(true);
  await toPreview(page, { action: "enterEditmode", storyId });
  await target.scrollIntoViewIfNeeded();
  await target.click();
  await expect.poll(async () => (await fromPreview(page)).filter((message) => message.action === "edit").length).toBeGreaterThan(0);
  return (await fromPreview(page)).filter((message) => message.action === "edit").at(-1)?.dataC?.uid;
}

test("through a TLS proxy that keeps Host, typing changes the page in place (the edit is accepted)", async ({ page }) => {
  const frame = await openEditor(page, `${proxy.url}/about?${proof(about.id)}`);
  await expect(frame.locator("[data-blok-uid]").first()).toBeAttached();
  const edited = structuredClone(about);
  edited.content.body[2].heading = "Meet the crew behind TLS";
  await toPreview(page, { action: "input", story: edited });
  await expect(frame.getByRole("heading", { name: "Meet the crew behind TLS" })).toBeVisible();
  await expect(frame.getByRole("alert")).toHaveCount(0);
});

test("a session keeps the editor in edit mode past the proof's hour, across save and publish", async ({ page }) => {
  // opened with a fresh proof: the page writes its session into the address
  let frame = await openEditor(page, `${proxy.url}/about?${proof(about.id)}`);
  await expect(frame.locator("[data-blok-uid]").first()).toBeAttached();
  await expect.poll(() => new URL(previewFrame(page).url()).searchParams.get("_preview_session")).toMatch(/^\d+\.\d+\.\d+\.\d+\.[\w-]{43}$/);
  const session = new URL(previewFrame(page).url()).searchParams.get("_preview_session")!;
  // the same address, its proof now two hours old (Storyblok's own timestamp, as the bridge's reloads keep it)
  const stale = `${proxy.url}/about?${proof(about.id, nowSeconds() - 7200)}&_preview_session=${session}`;
  frame = await openEditor(page, stale);
  await expect(frame.locator("script[src*='/assets/preview/editor-']")).toHaveCount(1);
  await expect(frame.locator("[data-blok-uid]").first()).toBeAttached();
  const typed = structuredClone(about);
  typed.content.body[2].heading = "Typed after the hour";
  await toPreview(page, { action: "input", story: typed });
  await expect(frame.getByRole("heading", { name: "Typed after the hour" })).toBeVisible();

  const published = structuredClone(about);
  try {
    // Save: Storyblok stores the draft, the bridge says "change", the page reloads with the saved draft
    const saved = structuredClone(about);
    saved.content.body[2].heading = "Saved after the hour";
    server.storyblok!.saveDraft(saved);
    await toPreview(page, { action: "change", storyId: about.id });
    await expect(frame.getByRole("heading", { name: "Saved after the hour" })).toBeVisible();
    await expect(frame.locator("[data-blok-uid]").first()).toBeAttached();
    // Publish: the cv moves, the bridge says "published", the page reloads, still in edit mode
    const live = structuredClone(about);
    live.content.body[2].heading = "Published after the hour";
    server.storyblok!.publish(live);
    await toPreview(page, { action: "published", storyId: about.id });
    await expect(frame.getByRole("heading", { name: "Published after the hour" })).toBeVisible();
    await expect(frame.locator("[data-blok-uid]").first()).toBeAttached();
    const address = new URL(previewFrame(page).url()).searchParams;
    expect(address.get("_preview_session")).toBeTruthy();
    expect(address.has("_preview_reload")).toBe(false);
    await expect(frame.getByRole("alert")).toHaveCount(0);
  } finally {
    server.storyblok!.publish(published);
  }
});

test("an expired session shows the published page with a notice naming the one step that restores editing", async ({ page }) => {
  const spaceId = server.storyblok!.spaceId;
  const started = nowSeconds() - 13 * 3600;
  const expired = signSession({ spaceId, storyId: String(about.id), started, renewed: nowSeconds() - 600 }, sessionSecret(OFFLINE_TOKEN));
  const frame = await openEditor(page, `${proxy.url}/about?${proof(about.id, started)}&_preview_session=${expired}`);
  await expect(frame.getByRole("alert")).toContainText("reopen the story from Storyblok's content list");
  await expect(frame.getByRole("heading", { name: "Meet the team" })).toBeVisible();
  await expect(frame.locator("[data-blok-uid]")).toHaveCount(0);
  await expect(frame.locator("script[src*='/assets/preview/']")).toHaveCount(0);
});

test("the footer story opens as the home page: its links are selectable and a label typed shows in place", async ({ page }) => {
  const footer = story("footer");
  const frame = await openEditor(page, `${proxy.url}/footer?${proof(footer.id)}`);
  const terms = footer.content.site_links[0];
  const link = frame.locator(`footer [data-blok-uid="${footer.id}-${terms._uid}"]`);
  await expect(link).toHaveText("Terms");
  expect(await selectedBy(page, footer.id, link)).toBe(terms._uid);
  const edited = structuredClone(footer);
  edited.content.site_links[0].label = "Terms of business";
  await toPreview(page, { action: "input", story: edited });
  await expect(frame.locator("footer").getByRole("link", { name: "Terms of business" })).toBeVisible();
});

test("the header story: its links are selectable and a label typed shows in the header in place", async ({ page }) => {
  const header = story("header");
  const frame = await openEditor(page, `${proxy.url}/header?${proof(header.id)}`);
  const aboutLink = header.content.links[0];
  const link = frame.getByRole("navigation", { name: "Main", exact: true }).locator(`[data-blok-uid="${header.id}-${aboutLink._uid}"]`);
  await expect(link).toHaveText("About");
  expect(await selectedBy(page, header.id, link)).toBe(aboutLink._uid);
  const edited = structuredClone(header);
  edited.content.links[0].label = "About us";
  await toPreview(page, { action: "input", story: edited });
  await expect(frame.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "About us" })).toBeVisible();
});

test("the settings story: a site name typed shows in the footer in place", async ({ page }) => {
  const settings = story("settings");
  const frame = await openEditor(page, `${proxy.url}/settings?${proof(settings.id)}`);
  await expect(frame.locator("[data-blok-uid]").first()).toBeAttached();
  const edited = structuredClone(settings);
  edited.content.site_name = "Southlight Films";
  await toPreview(page, { action: "input", story: edited });
  await expect(frame.locator("footer")).toContainText("© 2025 Southlight Films. All rights reserved.");
});

test("the story itself is selectable, and a case study's Heading says where it shows when its banner has its own title", async ({ page }) => {
  const caseStudy = story("case-studies/wildflower-hospice-at-home");
  const frame = await openEditor(page, `${proxy.url}/case-studies/wildflower-hospice-at-home?${proof(caseStudy.id)}`);
  await expect(frame.getByRole("note")).toHaveText("Heading: shown on cards and listings (the banner below has a title of its own)");
  const root = frame.locator(`main[data-blok-uid="${caseStudy.id}-${caseStudy.content._uid}"]`);
  await expect(root).toBeAttached();
  // the date row belongs to no block: a click there selects the story
  expect(await selectedBy(page, caseStudy.id, frame.locator(".case-study-header__date"))).toBe(caseStudy.content._uid);
});
