// Preview pages on request (deploy previews, branch deploys, npm run preview): live draft
// content through the build's own stages, with the assets the build wrote. GET renders a page;
// POST renders it from an unsaved story the Visual Editor sends (see src/preview/). HEAD is
// answered as GET without the body; any other method gets a 405 here, in the function.
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { Context } from "@netlify/functions";
import { type ManifestAssets, readAssetsManifest } from "../build/assets-manifest";
import type { RawContent } from "../build/read-content";
import { withSecurityHeaders } from "../src/lib/security-headers";
import { apiBaseOf, createDraftSource, type DraftSource, draftOptions } from "./lib/draft-content";
import { readEditedStory, withEditedStory } from "./lib/edited-story";
import { failurePage, htmlAnswer, previewPagePolicy, withEditorScript, withWarnings } from "./lib/preview-answers";
import { modelPreview, type PreviewModel, renderPreviewPage } from "./lib/preview-render";

// No config: the function has no path of its own (deploy previews rewrite every page to
// /.netlify/functions/preview, see build/preview-routing.ts), and Netlify ignores a `method` list
// on a function without a path, so it checks the method itself.
const ALLOWED_METHODS = "GET, HEAD, POST";

const DEFAULT_MANIFEST = "dist/assets/manifest.json";

let assets: Promise<ManifestAssets> | null = null;
let source: { draft: DraftSource; apiBase: string; token: string } | null = null;
let model: { raw: RawContent; value: PreviewModel } | null = null;

export default async (req: Request, _context: Context): Promise<Response> => withSecurityHeaders(await previewAnswer(req));

async function previewAnswer(req: Request): Promise<Response> {
  if (!["GET", "HEAD", "POST"].includes(req.method)) {
    return htmlAnswer(405, `<!DOCTYPE html><title>Method not allowed</title><p>Preview pages answer ${ALLOWED_METHODS}; ${req.method} is not accepted.</p>`, {
      allow: ALLOWED_METHODS,
    });
  }
  try {
    const response = await answer(req);
    return req.method === "HEAD" ? new Response(null, { status: response.status, headers: response.headers }) : response;
  } catch (error) {
    return failurePage(error);
  }
}

async function answer(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const live = draftSource();
  // a page opened or reloaded inside the Visual Editor (after a save, say) shows the draft as saved now
  const fresh = req.method === "GET" && url.searchParams.has("_storyblok");
  const [pageAssets, current] = await Promise.all([pageAssetsOnce(), live.draft.current({ fresh })]);
  let view: PreviewModel;
  if (req.method === "POST") {
    const edited = readEditedStory(await req.text());
    if (!edited.ok) return htmlAnswer(400, edited.error);
    view = modelPreview(withEditedStory(current.raw, edited.story));
  } else {
    if (model?.raw !== current.raw) model = { raw: current.raw, value: modelPreview(current.raw) };
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
