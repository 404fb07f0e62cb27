// Preview pages on request (deploy previews, branch deploys, npm run preview), rendered through
// the build's own stages with the assets the build wrote. Storyblok's Visual Editor proves itself
// with `_storyblok_tk` (functions/lib/preview-editor-proof.ts): only then is a request in edit
// mode, with draft content fetched fresh, the editor script and the block hooks; POST renders an
// unsaved story the editor sends (see src/preview/), and the function's own path serves the live
// sitemap's link pages. Everyone else gets the published version from this function's cache, which
// their requests never refresh. HEAD is answered as GET without the body; any other method gets a
// 405 here, in the function. On a production deploy the function answers 404 to everything.
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { Context } from "@netlify/functions";
import { PREVIEW_FUNCTION_PATH } from "../build/deploy/preview-routing";
import { type ManifestAssets, readAssetsManifest } from "../build/pipeline/assets/assets-manifest";
import type { RawContent } from "../build/pipeline/load/read-content";
import { withSecurityHeaders } from "../src/lib/security-headers";
import { configuredSpaceId, createPreviewContent, draftOptions, type PreviewContent } from "./lib/draft-content";
import { readEditedStory, withEditedStory } from "./lib/edited-story";
import { jsonAnswer } from "./lib/http";
import { failurePage, htmlAnswer, previewPagePolicy, withEditorScript, withWarnings } from "./lib/preview-answers";
import { checkEditorProof, readEditorProof } from "./lib/preview-editor-proof";
import { linksAnswer } from "./lib/preview-links";
import { modelPreview, type PreviewModel, renderPreviewPage } from "./lib/preview-render";
import { withPublishFailureBanner } from "./lib/publish-failure-banner";

// No config: the function has no path of its own (deploy previews rewrite every page to
// /.netlify/functions/preview, see build/deploy/preview-routing.ts), and Netlify ignores a `method` list
// on a function without a path, so it checks the method itself.
const ALLOWED_METHODS = "GET, HEAD, POST";

const DEFAULT_MANIFEST = "dist/assets-manifest.json";

let assets: Promise<ManifestAssets> | null = null;
let source: { content: PreviewContent; endpoint: string; token: string; spaceId: number | undefined } | null = null;
/** The site model of each content load, kept as long as the load is. */
const models = new WeakMap<RawContent, PreviewModel>();

export default async (req: Request, context: Context): Promise<Response> => {
  // production is fully static: no drafts, no editor, nothing here to reach
  if (context?.deploy?.context === "production")
    return withSecurityHeaders(new Response("Not Found", { status: 404, headers: { "content-type": "text/plain", "cache-control": "no-store" } }));
  return withSecurityHeaders(await previewAnswer(req));
};

async function previewAnswer(req: Request): Promise<Response> {
  if (!["GET", "HEAD", "POST"].includes(req.method)) {
    return htmlAnswer(405, `<!DOCTYPE html><title>Method not allowed</title><p>Preview pages answer ${ALLOWED_METHODS}; ${req.method} is not accepted.</p>`, {
      allow: ALLOWED_METHODS,
    });
  }
  const url = new URL(req.url);
  const api = url.pathname === PREVIEW_FUNCTION_PATH;
  try {
    const response = api ? await linksAnswer(req, url, contentSource(), () => isEditor(url)) : await withPublishFailureBanner(await answer(req, url));
    return req.method === "HEAD" ? new Response(null, { status: response.status, headers: response.headers }) : response;
  } catch (error) {
    if (!api) return failurePage(error);
    console.error("[preview] The live links could not be read:", error);
    return jsonAnswer(502, { error: "Storyblok did not deliver the links; try again in a few seconds." });
  }
}

async function answer(req: Request, url: URL): Promise<Response> {
  const live = contentSource();
  const editor = await isEditor(url);
  let view: PreviewModel;
  if (req.method === "POST") {
    if (!editor) return jsonAnswer(403, { error: "Edits are accepted only inside Storyblok's Visual Editor; reopen the story there." });
    const edited = await readEditedStory(req);
    if (!edited.ok) return edited.answer;
    const [current, pageAssets] = await Promise.all([live.content.draftForEdit(), pageAssetsOnce()]);
    view = modelPreview(withEditedStory(current.raw, edited.story), pageAssets.stillDigests);
    return page(view, url, pageAssets, true);
  }
  const [current, pageAssets] = await Promise.all([editor ? live.content.freshDraft() : live.content.published(), pageAssetsOnce()]);
  view = models.get(current.raw) ?? modelPreview(current.raw, pageAssets.stillDigests);
  models.set(current.raw, view);
  return page(view, url, pageAssets, editor);
}

function page(view: PreviewModel, url: URL, pageAssets: ManifestAssets, editor: boolean): Response {
  const rendered = renderPreviewPage(view, url, pageAssets, { editable: editor, storyblokPreview: editor ? { linksEndpoint: PREVIEW_FUNCTION_PATH } : undefined });
  const html = withWarnings(rendered.html, rendered.warnings, rendered.story);
  return htmlAnswer(rendered.status, editor ? withEditorScript(html, pageAssets.editorScript) : html, { "content-security-policy": previewPagePolicy(pageAssets) });
}

/** Edit mode: the request carries a valid proof from Storyblok's editor, made within the hour for this space. */
async function isEditor(url: URL): Promise<boolean> {
  const proof = readEditorProof(url.searchParams);
  if (!proof) return false;
  const live = contentSource();
  const spaceId = live.spaceId ?? (await live.content.spaceId());
  return checkEditorProof(proof, { spaceId, previewToken: live.token, nowSeconds: Math.floor(Date.now() / 1000) }).ok;
}

/** One content source per token, endpoint and space: a process that changes them (a restarted local preview) gets a fresh one. */
function contentSource() {
  const options = draftOptions();
  const endpoint = options.endpoint ?? options.region;
  const spaceId = configuredSpaceId();
  if (source?.endpoint !== endpoint || source.token !== options.token || source.spaceId !== spaceId) {
    source = { content: createPreviewContent(options, spaceId), endpoint, token: options.token, spaceId };
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
