// Preview pages on request (deploy previews, branch deploys, npm run preview): live draft
// content through the build's own stages, with the assets the build wrote. GET renders a page;
// POST renders it from an unsaved story the Visual Editor sends (see src/preview/).
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { Context } from "@netlify/functions";
import { type ManifestAssets, readAssetsManifest } from "../build/assets-manifest";
import { apiBaseOf, createDraftSource, type DraftSource, draftOptions } from "./lib/draft-content";
import { readEditedStory, withEditedStory } from "./lib/edited-story";
import { failurePage, htmlAnswer, previewPagePolicy, withEditorScript, withWarnings } from "./lib/preview-answers";
import { modelPreview, type PreviewModel, renderPreviewPage } from "./lib/preview-render";

export const config = { method: ["GET", "POST"] };

const DEFAULT_MANIFEST = "dist/assets/manifest.json";

let assets: Promise<ManifestAssets> | null = null;
let source: { draft: DraftSource; apiBase: string; token: string } | null = null;
let model: { cv: number; value: PreviewModel } | null = null;

export default async (req: Request, _context: Context): Promise<Response> => {
  try {
    return await answer(req);
  } catch (error) {
    return failurePage(error);
  }
};

async function answer(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const live = draftSource();
  const [pageAssets, current] = await Promise.all([pageAssetsOnce(), live.draft.current()]);
  let view: PreviewModel;
  if (req.method === "POST") {
    const edited = readEditedStory(await req.text());
    if (!edited.ok) return htmlAnswer(400, edited.error);
    view = modelPreview(withEditedStory(current.raw, edited.story));
  } else {
    if (model?.cv !== current.cv) model = { cv: current.cv, value: modelPreview(current.raw) };
    view = model.value;
  }
  const page = renderPreviewPage(view, url, pageAssets, { token: live.token, apiBase: live.apiBase });
  const html = withWarnings(page.html, page.warnings, page.story);
  const policy = previewPagePolicy(pageAssets, live.apiBase);
  return htmlAnswer(page.status, url.searchParams.has("_storyblok") ? withEditorScript(html, pageAssets.editorScript) : html, { "content-security-policy": policy });
}

/** One draft source per token and endpoint: a process that changes them (a restarted local preview) gets a fresh one. */
function draftSource() {
  const options = draftOptions();
  const apiBase = apiBaseOf(options);
  if (source?.apiBase !== apiBase || source.token !== options.token) {
    source = { draft: createDraftSource(options), apiBase, token: options.token };
    model = null;
  }
  return source;
}

function pageAssetsOnce(): Promise<ManifestAssets> {
  const file = resolve(process.env.PREVIEW_ASSETS_MANIFEST ?? DEFAULT_MANIFEST);
  assets ??= readFile(file, "utf8").then(readAssetsManifest, (error: Error) => {
    assets = null;
    throw new Error(`The build's assets manifest ${file} could not be read (${error.message}); build the site first (npm run build).`);
  });
  return assets;
}
