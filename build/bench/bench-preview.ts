// Preview figures for npm run bench (or alone: npx tsx build/bench/bench-preview.ts): what 20 concurrent
// requests cost Storyblok and how long they wait, for visitors of a preview deploy (strangers, the
// issue's `?_storyblok=x` included) and for the editor (a valid _storyblok_tk), cold and warm; an
// edit while cdn/spaces/me hangs; what a leaked editor link can make Storyblok do (50 loads at once
// with one proof, its links path, fresh reads past the proof's allowance); a page cold and warm; and the Visual Editor's typing-to-page time
// in Chromium on the home hero and a case study banner (bench-typing.ts). Upstream calls are
// counted at the offline fake Storyblok CDN.
import "../shared/production-mode";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { CALLS_PER_MINUTE } from "../../functions/lib/preview-budget";
import { OFFLINE_TOKEN, type PreviewServer, startPreviewServer } from "../cli/preview-server";
import { PREVIEW_FUNCTION_PATH } from "../deploy/preview-routing";
import { editorQuery } from "../fakes/storyblok-editor-query";
import { chromiumLaunchOptions } from "../shared/chromium";
import { type TypingCase, typingFigures } from "./bench-typing";

const CONCURRENT = 20;
const LEAKED = 50;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

async function timedFetch(url: string, init?: RequestInit): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.text();
  return performance.now() - started;
}

/** Requests at once: Storyblok calls they caused, and their p95 time. */
async function burst(server: PreviewServer, urls: () => string[]): Promise<string> {
  const before = server.storyblok!.requests.length;
  const times = await Promise.all(urls().map((url) => timedFetch(url)));
  return `${server.storyblok!.requests.length - before} Storyblok calls, p95 ${p95(times).toFixed(0)} ms`;
}

/** Past the 10 s in which a finished draft read answers every editor request. */
const pastReuse = () => new Promise((resolve) => setTimeout(resolve, 10_100));

/** A leaked editor link: 50 loads at once with one proof, the live sitemap's links path, and reads past the proof's allowance. */
async function leakedLinkFigures(server: PreviewServer, proof: () => string): Promise<string[]> {
  const one = proof();
  await pastReuse();
  const loads = await burst(server, () => Array.from({ length: LEAKED }, () => `${server.url}/about?${one}`));
  const linksPaths = await burst(server, () => Array.from({ length: LEAKED }, () => `${server.url}${PREVIEW_FUNCTION_PATH}?${one}&page=1`));
  await pastReuse();
  const before = server.storyblok!.requests.length;
  let refused = 0;
  for (let read = 0; read < 20; read++) {
    const html = await (await fetch(`${server.url}/about?${one}&_preview_reload=1`)).text();
    if (html.includes("preview-notice")) refused++;
  }
  const spent = server.storyblok!.requests.length - before;
  return [
    `  ${LEAKED} concurrent editor page loads with one proof: ${loads}; its live sitemap's links path ×${LEAKED}: ${linksPaths}`,
    `  20 fresh reads (as after a save) with one proof: ${spent} Storyblok calls, ${refused} served from the loaded draft with a notice (allowance ${CALLS_PER_MINUTE} calls a minute)`,
  ];
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
  const storyOf = (file: string) => JSON.parse(readFileSync(`content-cache/stories/${file}.json`, "utf8")).story;
  const inEditor = (path: string, story: { id: number }) => `${server.url}${path}?${editorQuery(story.id, { spaceId: server.storyblok!.spaceId, previewToken: OFFLINE_TOKEN })}`;
  const home = storyOf("homepage");
  const caseStudy = storyOf("case-studies/aldridge-homes-show-home-tours");
  const typingCases: TypingCase[] = [
    { name: "home hero", url: inEditor("/", home), story: home, edit: (story, text) => Object.assign((story.content.body as object[])[0]!, { heading: text }) },
    {
      name: "case study banner",
      url: inEditor(`/${caseStudy.full_slug}`, caseStudy),
      story: caseStudy,
      edit: (story, text) => Object.assign((story.content.body as object[])[0]!, { title: text }),
    },
  ];
  // The preview's policy lets only Storyblok's editor frame it, so the editor page is answered at
  // its real address by request routing; framing a page on this machine from a public origin needs
  // Chromium's local-network permission, which an editor grants once (here: switched off).
  const launch = chromiumLaunchOptions();
  const browser = await chromium.launch({ ...launch, args: [...(launch.args ?? []), "--disable-features=LocalNetworkAccessChecks"] });
  try {
    const strangersCold = await burst(server, strangers);
    const strangersWarm = await burst(server, strangers);
    const editorsBurst = await burst(server, editors);
    const leaked = await leakedLinkFigures(server, proof);
    const cold = await timedFetch(`${server.url}/about?${proof()}&_preview_reload=1`);
    const warm: number[] = [];
    for (const path of ["/about", "/", "/contact", "/services/", "/about", "/"]) warm.push(await timedFetch(`${server.url}${path}`));
    const typing: string[] = [];
    for (const typingCase of typingCases) typing.push(await typingFigures(browser, typingCase));
    // last: the hanging request stays open until the server closes
    server.storyblok!.inject({ route: "spaces", kind: "hang" });
    const edit = { method: "POST", headers: { origin: server.url, "content-type": "application/json" }, body: JSON.stringify({ story: saved }) };
    const hungEdit = await timedFetch(`${server.url}/about?${proof()}`, edit);
    console.log(`\nPreview (npm run preview, offline fake Storyblok CDN):`);
    console.log(`  ${CONCURRENT} concurrent visitors (?_storyblok=x, no proof), first: ${strangersCold}; again: ${strangersWarm}`);
    console.log(`  ${CONCURRENT} concurrent editor page loads (valid _storyblok_tk): ${editorsBurst}`);
    for (const line of leaked) console.log(line);
    console.log(`  an edit (POST) while cdn/spaces/me hangs: answered in ${hungEdit.toFixed(0)} ms`);
    console.log(`  page in edit mode ${cold.toFixed(0)} ms (draft fetched fresh and modelled), visitors' pages warm median ${median(warm).toFixed(0)} ms`);
    for (const line of typing) console.log(`  Visual Editor, typing to page (bridge input → new text drawn), ${line}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await printPreviewFigures();
