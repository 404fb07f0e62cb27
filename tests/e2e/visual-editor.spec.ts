// Storyblok's Visual Editor, faked at the network edge: a local page embeds the preview in an
// iframe as the editor does and plays the bridge's postMessage events into it. The real
// @storyblok/preview-bridge runs inside the preview page, served by npm run preview's server
// (offline: the embedded cache through the fake Storyblok CDN).

import { readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { type PreviewServer, startPreviewServer } from "../../build/preview-server";

const saved = JSON.parse(readFileSync("content-cache/stories/about.json", "utf8")).story;
let server: PreviewServer;
// The editor's page: another origin than the preview (as app.storyblok.com is), on this machine
// so that Chromium's local-network checks let it frame the local preview.
let editor: Server;
let editorUrl: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  delete process.env.STORYBLOK_TOKEN;
  delete process.env.STORYBLOK_PREVIEW_TOKEN;
  server = await startPreviewServer(0, { blobsDir: await mkdtemp(join(tmpdir(), "preview-blobs-")) });
  const page = `<!DOCTYPE html><title>Editor</title><iframe id="preview" style="width:1200px;height:700px" src="${server.url}/about?_storyblok=${saved.id}&_storyblok_tk[space_id]=1"></iframe>`;
  editor = createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(page));
  await new Promise<void>((ready) => editor.listen(0, "127.0.0.1", ready));
  editorUrl = `http://127.0.0.1:${(editor.address() as AddressInfo).port}/editor`;
});
test.afterAll(async () => {
  await server?.close();
  await new Promise((done) => editor?.close(done));
});

test("typing in the editor changes the heading in place; publishing reloads", async ({ page }) => {
  await page.goto(editorUrl);
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
});

test("islands in an edited block wake again through the page's loader, by their own triggers", async ({ page }) => {
  await page.goto(editorUrl);
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
});

test("a preview page outside the editor loads no editor script", async ({ page }) => {
  await page.goto(`${server.url}/about`);
  await expect(page.locator("[data-blok-uid]").first()).toBeAttached();
  await expect(page.locator("script[src*='/assets/preview/']")).toHaveCount(0);
});
