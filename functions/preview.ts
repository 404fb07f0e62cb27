// Preview pages on request (deploy previews, branch deploys, npm run preview), rendered through
// the build's own stages with the assets the build wrote. Storyblok's Visual Editor proves itself
// with `_storyblok_tk` (functions/lib/preview-editor-proof.ts), and a valid proof starts a session
// of the preview's own that lasts the editor's working day (functions/lib/preview-session.ts): only
// then is a request in edit mode, with draft content fetched fresh (within what one editor link may
// cost Storyblok: functions/lib/preview-budget.ts), the editor script and the block hooks; POST renders an
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
import { type Access, accessOf, EXPIRED_NOTICE } from "./lib/preview-access";
import { failurePage, htmlAnswer, overAllowancePage, previewPagePolicy, withEditorScript, withNotice, withWarnings } from "./lib/preview-answers";
import { createUpstreamBudget, OVER_ALLOWANCE_NOTICE } from "./lib/preview-budget";
import { linksAnswer } from "./lib/preview-links";
import { acceptedOrigins } from "./lib/preview-origin";
import { modelPreview, type PreviewModel, renderPreviewPage } from "./lib/preview-render";
import { RELOAD_PARAM, SESSION_HEADER, SESSION_PARAM, sessionSecret } from "./lib/preview-session";
import { withPublishFailureBanner } from "./lib/publish-failure-banner";

// No config: the function has no path of its own (deploy previews rewrite every page to
// /.netlify/functions/preview, see build/deploy/preview-routing.ts), and Netlify ignores a `method` list
// on a function without a path, so it checks the method itself.
const ALLOWED_METHODS = "GET, HEAD, POST";

const DEFAULT_MANIFEST = "dist/assets-manifest.json";

let assets: Promise<ManifestAssets> | null = null;
let source: { content: PreviewContent; endpoint: string; token: string; spaceId: number | undefined } | null = null;
const models = new WeakMap<RawContent, PreviewModel>();
/** What each editor link has cost Storyblok this minute. */
const budget = createUpstreamBudget();

const NOT_AN_EDITOR = "Edits are accepted only inside Storyblok's Visual Editor; reopen the story there.";

export default async (req: Request, context: Context): Promise<Response> => {
  // production is fully static: no drafts, no editor, nothing here to reach
  if (context?.deploy?.context === "production")
    return withSecurityHeaders(new Response("Not Found", { status: 404, headers: { "content-type": "text/plain", "cache-control": "no-store" } }));
  return withSecurityHeaders(await previewAnswer(req, context));
};

async function previewAnswer(req: Request, context: Context | undefined): Promise<Response> {
  if (!["GET", "HEAD", "POST"].includes(req.method)) {
    return htmlAnswer(405, `<!DOCTYPE html><title>Method not allowed</title><p>Preview pages answer ${ALLOWED_METHODS}; ${req.method} is not accepted.</p>`, {
      allow: ALLOWED_METHODS,
    });
  }
  const arrived = Date.now();
  const url = new URL(req.url);
  const api = url.pathname === PREVIEW_FUNCTION_PATH;
  try {
    const access = await accessFor(url);
    const response = api
      ? await linksAnswer(req, url, contentSource(), access, budget)
      : await withPublishFailureBanner(await answer(req, url, access, { arrived, peerIp: context?.ip }));
    return req.method === "HEAD" ? new Response(null, { status: response.status, headers: response.headers }) : response;
  } catch (error) {
    if (!api) return failurePage(error);
    console.error("[preview] The live links could not be read:", error);
    return jsonAnswer(502, { error: "Storyblok did not deliver the links; try again in a few seconds." });
  }
}

async function answer(req: Request, url: URL, access: Access, request: { arrived: number; peerIp: string | undefined }): Promise<Response> {
  const live = contentSource();
  if (req.method === "POST") {
    if (access.kind !== "editor") return jsonAnswer(403, { error: access.kind === "expired" ? EXPIRED_NOTICE : NOT_AN_EDITOR });
    const edited = await readEditedStory(req, acceptedOrigins(req, request.peerIp));
    if (!edited.ok) return edited.answer;
    // typing never waits on Storyblok, and costs it nothing while the cv answer is reused; past the allowance, the cv is not even checked behind
    const kept = live.content.latestDraft();
    const checkCv = budget.take(access.payer, kept ? live.content.cvCheckCalls() : live.content.freshDraftCalls());
    if (!kept && !checkCv) return jsonAnswer(429, { error: OVER_ALLOWANCE_NOTICE }, { "retry-after": "60" });
    const [current, pageAssets] = await Promise.all([live.content.draftForEdit(checkCv), pageAssetsOnce()]);
    return page(modelPreview(withEditedStory(current.raw, edited.story), pageAssets.stillDigests), url, pageAssets, access);
  }
  if (access.kind !== "editor") {
    const [current, pageAssets] = await Promise.all([live.content.published(), pageAssetsOnce()]);
    return page(modelOf(current.raw, pageAssets.stillDigests), url, pageAssets, access, access.kind === "expired" ? EXPIRED_NOTICE : undefined);
  }
  // the bridge's reload after a save or publish asks for the draft as it is now, not as it was a moment ago
  const startedAfter = url.searchParams.has(RELOAD_PARAM) ? request.arrived : undefined;
  const pageAssets = await pageAssetsOnce();
  if (budget.take(access.payer, live.content.freshDraftCalls(startedAfter))) {
    const current = await live.content.freshDraft(startedAfter);
    return page(modelOf(current.raw, pageAssets.stillDigests), url, pageAssets, access);
  }
  const kept = live.content.latestDraft();
  if (!kept) return overAllowancePage();
  return page(modelOf(kept.raw, pageAssets.stillDigests), url, pageAssets, access, OVER_ALLOWANCE_NOTICE);
}

function page(view: PreviewModel, url: URL, pageAssets: ManifestAssets, access: Access, notice?: string): Response {
  const editor = access.kind === "editor";
  const rendered = renderPreviewPage(view, url, pageAssets, { editable: editor, storyblokPreview: editor ? { linksEndpoint: PREVIEW_FUNCTION_PATH } : undefined });
  const html = withNotice(withWarnings(rendered.html, rendered.warnings, rendered.story), notice);
  const session = editor ? access.session : null;
  const headers: Record<string, string> = { "content-security-policy": previewPagePolicy(pageAssets), ...(session ? { [SESSION_HEADER]: session } : {}) };
  return htmlAnswer(rendered.status, editor ? withEditorScript(html, pageAssets.editorScript, session) : html, headers);
}

/** The site model of each content load, kept as long as the load is. */
function modelOf(raw: RawContent, stillDigests: ReadonlyMap<string, string>): PreviewModel {
  const view = models.get(raw) ?? modelPreview(raw, stillDigests);
  models.set(raw, view);
  return view;
}

async function accessFor(url: URL): Promise<Access> {
  const params = url.searchParams;
  if (!params.has(SESSION_PARAM) && !params.has("_storyblok_tk[token]")) return { kind: "visitor" };
  const live = contentSource();
  const spaceId = live.spaceId ?? (await live.content.spaceId());
  return accessOf(params, { spaceId, previewToken: live.token, secret: sessionSecret(live.token), nowSeconds: Math.floor(Date.now() / 1000) });
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
