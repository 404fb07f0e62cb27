// Preview figures for npm run bench: a preview page cold (first request: draft content fetched
// from the fake Storyblok CDN and modelled) and warm (same cv), and the Visual Editor's
// input-to-update time in Chromium (bridge message → edited heading on screen, debounce included).

import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/helpers/chromium";
import { startPreviewServer } from "./preview-server";

const STORYBLOK_EDITOR = "https://app.storyblok.com";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.text();
  return performance.now() - started;
}

export async function printPreviewFigures(): Promise<void> {
  delete process.env.STORYBLOK_TOKEN;
  delete process.env.STORYBLOK_PREVIEW_TOKEN;
  const server = await startPreviewServer(0, { blobsDir: ".cache/bench/preview-blobs" });
  const saved = JSON.parse(readFileSync("content-cache/stories/about.json", "utf8")).story;
  const editorPage = `<!DOCTYPE html><iframe id="preview" style="width:1200px;height:700px" src="${server.url}/about?_storyblok=${saved.id}"></iframe>`;
  // The preview's policy lets only Storyblok's editor frame it, so the editor page is answered at
  // its real address by request routing; framing a page on this machine from a public origin needs
  // Chromium's local-network permission, which an editor grants once (here: switched off).
  const launch = chromiumLaunchOptions();
  const browser = await chromium.launch({ ...launch, args: [...(launch.args ?? []), "--disable-features=LocalNetworkAccessChecks"] });
  try {
    const cold = await timedGet(`${server.url}/about`);
    const warm: number[] = [];
    for (const path of ["/about", "/", "/contact", "/services/", "/about", "/"]) warm.push(await timedGet(`${server.url}${path}`));
    const page = await browser.newPage();
    await page.route(`${STORYBLOK_EDITOR}/**`, (route) => route.fulfill({ status: 200, contentType: "text/html", body: editorPage }));
    await page.goto(`${STORYBLOK_EDITOR}/`);
    const frame = page.frameLocator("#preview");
    await frame.locator("[data-blok-uid]").first().waitFor();
    const updates: number[] = [];
    for (let run = 1; run <= 5; run++) {
      const story = structuredClone(saved);
      story.content.body[2].heading = `Edited heading ${run}`;
      const started = performance.now();
      await page.evaluate((edited) => (document.getElementById("preview") as HTMLIFrameElement).contentWindow!.postMessage({ action: "input", story: edited }, "*"), story);
      await frame.getByRole("heading", { name: `Edited heading ${run}` }).waitFor();
      updates.push(performance.now() - started);
    }
    console.log(`\nPreview (npm run preview, offline fake Storyblok CDN):`);
    console.log(`  page cold ${cold.toFixed(0)} ms (draft content fetched and modelled), warm median ${median(warm).toFixed(0)} ms`);
    console.log(`  Visual Editor input → heading updated in place: median ${median(updates).toFixed(0)} ms over ${updates.length} edits (150 ms debounce included)`);
  } finally {
    await browser.close();
    await server.close();
  }
}
