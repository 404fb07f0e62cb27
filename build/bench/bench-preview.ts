// Preview figures for npm run bench (or alone: npx tsx build/bench/bench-preview.ts): what 20 concurrent
// requests cost Storyblok and how long they wait, for visitors of a preview deploy (strangers, the
// issue's `?_storyblok=x` included) and for the editor (a valid _storyblok_tk), cold and warm; an
// edit while cdn/spaces/me hangs; a page cold and warm; and the Visual Editor's input-to-update time
// in Chromium (bridge message → edited heading on screen, debounce included). Upstream calls are
// counted at the offline fake Storyblok CDN.

import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { OFFLINE_TOKEN, type PreviewServer, startPreviewServer } from "../cli/preview-server";
import { editorQuery } from "../fakes/storyblok-editor-query";
import { chromiumLaunchOptions } from "../shared/chromium";

const STORYBLOK_EDITOR = "https://app.storyblok.com";
const CONCURRENT = 20;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

async function timedFetch(url: string, init?: RequestInit): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.text();
  return performance.now() - started;
}

/** `CONCURRENT` requests at once: Storyblok calls they caused, and their p95 time. */
async function burst(server: PreviewServer, urls: () => string[]): Promise<string> {
  const before = server.storyblok!.requests.length;
  const times = await Promise.all(urls().map((url) => timedFetch(url)));
  return `${server.storyblok!.requests.length - before} Storyblok calls, p95 ${p95(times).toFixed(0)} ms`;
}

export async function printPreviewFigures(): Promise<void> {
  delete process.env.STORYBLOK_TOKEN;
  delete process.env.STORYBLOK_PREVIEW_TOKEN;
  const server = await startPreviewServer(0, { blobsDir: ".cache/bench/preview-blobs" });
  const saved = JSON.parse(readFileSync("content-cache/stories/about.json", "utf8")).story;
  const proof = () => editorQuery(saved.id, { spaceId: server.storyblok!.spaceId, previewToken: OFFLINE_TOKEN });
  const paths = ["/about", "/", "/contact", "/services/", "/sitemap"];
  const strangers = () => Array.from({ length: CONCURRENT }, (_, i) => `${server.url}${paths[i % paths.length]}?_storyblok=x`);
  const editors = () => Array.from({ length: CONCURRENT }, (_, i) => `${server.url}${paths[i % paths.length]}?${proof()}`);
  const editorPage = `<!DOCTYPE html><iframe id="preview" style="width:1200px;height:700px" src="${server.url}/about?${proof()}"></iframe>`;
  // The preview's policy lets only Storyblok's editor frame it, so the editor page is answered at
  // its real address by request routing; framing a page on this machine from a public origin needs
  // Chromium's local-network permission, which an editor grants once (here: switched off).
  const launch = chromiumLaunchOptions();
  const browser = await chromium.launch({ ...launch, args: [...(launch.args ?? []), "--disable-features=LocalNetworkAccessChecks"] });
  try {
    const strangersCold = await burst(server, strangers);
    const strangersWarm = await burst(server, strangers);
    const editorsBurst = await burst(server, editors);
    const cold = await timedFetch(`${server.url}/about?${proof()}`);
    const warm: number[] = [];
    for (const path of ["/about", "/", "/contact", "/services/", "/about", "/"]) warm.push(await timedFetch(`${server.url}${path}`));
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
    // last: the hanging request stays open until the server closes
    server.storyblok!.inject({ route: "spaces", kind: "hang" });
    const edit = { method: "POST", headers: { origin: server.url, "content-type": "application/json" }, body: JSON.stringify({ story: saved }) };
    const hungEdit = await timedFetch(`${server.url}/about?${proof()}`, edit);
    console.log(`\nPreview (npm run preview, offline fake Storyblok CDN):`);
    console.log(`  ${CONCURRENT} concurrent visitors (?_storyblok=x, no proof), first: ${strangersCold}; again: ${strangersWarm}`);
    console.log(`  ${CONCURRENT} concurrent editor page loads (valid _storyblok_tk): ${editorsBurst}`);
    console.log(`  an edit (POST) while cdn/spaces/me hangs: answered in ${hungEdit.toFixed(0)} ms`);
    console.log(`  page in edit mode ${cold.toFixed(0)} ms (draft fetched fresh and modelled), visitors' pages warm median ${median(warm).toFixed(0)} ms`);
    console.log(`  Visual Editor input → heading updated in place: median ${median(updates).toFixed(0)} ms over ${updates.length} edits (150 ms debounce included)`);
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await printPreviewFigures();
