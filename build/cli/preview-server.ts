// npm run preview: the preview mode of deploy previews, on this machine. Pages are rendered on
// request by functions/preview.ts from draft content: the Storyblok space of STORYBLOK_TOKEN
// (or STORYBLOK_PREVIEW_TOKEN), or, with no token, the embedded content cache served by a
// local fake of Storyblok's CDN, so the Visual Editor flow works offline.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type FakeStoryblok, startFakeStoryblok } from "../fakes/fake-storyblok";
import { ASSETS_MANIFEST_PATH } from "../pipeline/assets/assets-manifest";
import { runBuild } from "../pipeline/run-build";
import { createLocalContext } from "../serve/functions-context";
import { toWebRequest, writeJson, writeWebResponse } from "../serve/functions-http";
import { startServer } from "../serve/serve";
import { runCli } from "../shared/errors";

const ROOT = resolve(import.meta.dirname, "../..");
const OUT_DIR = join(ROOT, ".cache/preview-site");
/** The offline fake's Preview token: tests and the bench make the editor's proof with it. */
export const OFFLINE_TOKEN = "offline-preview-token";

export interface PreviewServer {
  url: string;
  /** offline only: the local fake of Storyblok's CDN the function reads (and what it was asked) */
  storyblok: FakeStoryblok | null;
  close(): Promise<void>;
}

/** The preview function reads its settings from process.env, so this sets them there. */
/** `blobsDir`: where enquiries sent from the preview are kept (default: the local store npm start uses). */
export async function startPreviewServer(port: number, { blobsDir }: { blobsDir?: string } = {}): Promise<PreviewServer> {
  const env = process.env;
  const offline = !env.STORYBLOK_PREVIEW_TOKEN && !env.STORYBLOK_TOKEN;
  const fake = offline ? await startFakeStoryblok(join(ROOT, "content-cache"), { token: OFFLINE_TOKEN }) : null;
  if (fake) Object.assign(env, { STORYBLOK_PREVIEW_TOKEN: fake.token, STORYBLOK_ENDPOINT: fake.apiBase });
  // The build's assets (CSS, fonts, islands, the editor script) and the manifest naming them.
  await runBuild({ contentDir: join(ROOT, "content-cache"), outDir: OUT_DIR, publicDir: join(ROOT, "public"), preview: true, minify: true, strict: false });
  env.PREVIEW_ASSETS_MANIFEST = join(OUT_DIR, ASSETS_MANIFEST_PATH);
  const { default: preview } = await import("../../functions/preview");
  let siteUrl = "";
  const renderPage = async (req: IncomingMessage, res: ServerResponse) => {
    const incoming = await toWebRequest(req, randomUUID(), siteUrl);
    // a client that left is owed nothing; a body past Netlify's limit never reaches the function
    if (incoming.kind === "left") return;
    if (incoming.kind === "too-large") return writeJson(res, 413, { error: "The request body is larger than a function accepts." });
    const { request, ip } = incoming;
    const { context } = createLocalContext({ request, ip, requestId: randomUUID(), siteUrl, deployContext: "deploy-preview", params: {}, functionName: "preview" });
    await writeWebResponse(res, await preview(request, context), request.method);
  };
  const server = await startServer({ dir: OUT_DIR, port, renderPage, blobsDir, deployContext: "deploy-preview" });
  siteUrl = server.url;
  return {
    url: server.url,
    storyblok: fake,
    close: async () => {
      await server.close();
      await fake?.close();
    },
  };
}

const USAGE = `Usage: npm run preview
  Serves preview mode at http://localhost:$PORT (default 8888): every page rendered on request
  from draft content, with the Visual Editor's hooks and live editing.
  With STORYBLOK_PREVIEW_TOKEN (or STORYBLOK_TOKEN): your Storyblok space's drafts.
  With no token: the embedded content-cache/ through a local fake Storyblok CDN.`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await runCli(async () => {
    if (process.argv.includes("--help")) return console.log(USAGE);
    const offline = !process.env.STORYBLOK_PREVIEW_TOKEN && !process.env.STORYBLOK_TOKEN;
    const server = await startPreviewServer(Number(process.env.PORT ?? 8888));
    const source = offline ? "the embedded content cache through a local fake Storyblok CDN (no token set)" : "draft content of your Storyblok space";
    console.log(`Preview of ${source} at ${server.url} (Ctrl+C to stop)`);
    console.log(`In Storyblok's Visual Editor, set the preview URL to ${server.url}/ (the editor adds ?_storyblok=…)`);
  });
}
