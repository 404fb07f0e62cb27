// Content for preview pages: the real storyblok-js-client with the preview token. cdn/spaces/me
// gives the space's id and cache version (cv); the stories (per_page 100) and links (paged until
// empty) of a version are fetched as one load. Upstream calls are bounded: one cdn/spaces/me and
// one load per version and cv in flight at a time, however many requests arrive; every request
// meanwhile joins it. Only the editor's requests (edit mode) ever start one after the first.
import { storyFilePath } from "../../build/content-cache/cache-layout";
import { cdnGet, createCdnClient } from "../../build/fetch/cdn-client";
import { FetchError } from "../../build/fetch/fetch-errors";
import { fetchAllLinks } from "../../build/fetch/fetch-links";
import { DEFAULT_TUNING, type FetchOptions, parseFetchOptions } from "../../build/fetch/fetch-options";
import { silentProgress } from "../../build/fetch/progress";
import { fetchAllStories, type StoryData } from "../../build/fetch/stories";
import type { RawContent } from "../../build/pipeline/load/read-content";
import { LINKS_PER_PAGE } from "../../src/content/live-links";

/** A preview page should fail fast rather than hang: one retry, a few seconds each. */
const PREVIEW_TUNING: Partial<FetchOptions> = { timeoutSeconds: 8, retries: 1, retryBaseMs: 500, retryBudgetMs: 2000 };

/** STORYBLOK_PREVIEW_TOKEN (or STORYBLOK_TOKEN), region and endpoint as `npm run fetch` reads them. */
export function draftOptions(env: NodeJS.ProcessEnv = process.env): FetchOptions {
  const token = env.STORYBLOK_PREVIEW_TOKEN?.trim() || env.STORYBLOK_TOKEN?.trim();
  if (!token) {
    throw new FetchError(
      "STORYBLOK_PREVIEW_TOKEN is not set, so preview pages have no draft content to show.",
      "In Storyblok open Settings › Access Tokens, copy the Preview token and set it as STORYBLOK_PREVIEW_TOKEN for deploy previews and branch deploys.",
    );
  }
  const options = parseFetchOptions([], { ...env, STORYBLOK_TOKEN: token, STORYBLOK_VERSION: "draft" });
  if (options === "help") throw new Error("unreachable: no arguments were given, so no --help");
  return { ...options, ...PREVIEW_TUNING };
}

/** STORYBLOK_SPACE_ID when set (then cdn/spaces/me is never asked for it), else undefined. */
export function configuredSpaceId(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const text = env.STORYBLOK_SPACE_ID?.trim();
  if (!text) return undefined;
  if (!/^\d+$/.test(text))
    throw new FetchError(`STORYBLOK_SPACE_ID is "${text}", not a number.`, "Set it to the space's numeric id (Storyblok: Settings › Space), or leave it unset.");
  return Number(text);
}

export interface LoadedContent {
  cv: number;
  raw: RawContent;
}

export interface PreviewContent {
  /** The space's id: STORYBLOK_SPACE_ID, or read from cdn/spaces/me once and kept. */
  spaceId(): Promise<number>;
  /** Edit mode, a page opened or reloaded (after a save, say): the draft as saved now. */
  freshDraft(): Promise<LoadedContent>;
  /** Edit mode, typing: the draft already loaded, at once (a slow Storyblok never stalls typing; the cv is checked behind), else a fresh one. */
  draftForEdit(): Promise<LoadedContent>;
  /** Everyone else: the published version, loaded once; only an editor's request that sees the cv move refreshes it. */
  published(): Promise<LoadedContent>;
  /** One page of the draft cdn/links, 1000 links a page, for the live sitemap. */
  draftLinksPage(page: number): Promise<unknown>;
}

export function createPreviewContent(options: FetchOptions, configuredId?: number): PreviewContent {
  const client = createCdnClient({ ...DEFAULT_TUNING, ...options });
  let knownSpaceId = configuredId;
  let spaceCall: Promise<{ id: number; cv: number }> | null = null;
  const space = () => {
    spaceCall ??= currentSpace(client, options).finally(() => {
      spaceCall = null;
    });
    return spaceCall.then((answer) => {
      knownSpaceId ??= answer.id;
      return answer;
    });
  };
  const draft = loadsByCv((cv) => fetchVersion(client, cv, options));
  const published = loadsByCv((cv) => fetchVersion(client, cv, { ...options, version: "published" }));
  const behind = (work: Promise<unknown>) => work.catch((error: Error) => console.error(`[preview] Refreshing content behind the page failed: ${error.message}`));
  /** Publishing moves the cv: the published copy follows once an editor's request has seen it move. */
  const followCv = (cv: number) => {
    const kept = published.latest();
    if (kept && kept.cv !== cv) void behind(published.load(cv));
  };

  const freshDraft = async () => {
    const { cv } = await space();
    followCv(cv);
    return draft.load(cv);
  };
  return {
    spaceId: async () => knownSpaceId ?? (await space()).id,
    freshDraft,
    async draftForEdit() {
      const kept = draft.latest();
      if (!kept) return freshDraft();
      void behind(
        space().then(({ cv }) => {
          followCv(cv);
          return cv === kept.cv ? kept : draft.load(cv);
        }),
      );
      return kept;
    },
    async published() {
      return published.latest() ?? published.inFlight() ?? published.load((await space()).cv);
    },
    async draftLinksPage(page) {
      const params = { version: "draft", per_page: LINKS_PER_PAGE, page };
      return (await cdnGet(client, "cdn/links", params, { label: `cdn/links page ${page}`, midway: false }, options)).data;
    },
  };
}

/** The loads of one version: the newest loaded, and at most one in flight per cv (later callers join it). */
function loadsByCv(fetch: (cv: number) => Promise<RawContent>) {
  let latest: LoadedContent | null = null;
  let running: { cv: number; promise: Promise<LoadedContent> } | null = null;
  return {
    latest: () => latest,
    inFlight: () => running?.promise ?? null,
    load(cv: number): Promise<LoadedContent> {
      if (running?.cv === cv) return running.promise;
      const promise = fetch(cv)
        .then((raw) => {
          if (!latest || cv >= latest.cv) latest = { cv, raw };
          return { cv, raw };
        })
        .finally(() => {
          if (running?.promise === promise) running = null;
        });
      running = { cv, promise };
      return promise;
    },
  };
}

async function currentSpace(client: ReturnType<typeof createCdnClient>, options: FetchOptions): Promise<{ id: number; cv: number }> {
  const answer = await cdnGet(client, "cdn/spaces/me", {}, { label: "cdn/spaces/me", midway: false }, options);
  const space = (answer.data as { space?: { id?: unknown; version?: unknown } } | null)?.space;
  if (typeof space?.version !== "number" || typeof space.id !== "number")
    throw new FetchError("The answer to cdn/spaces/me has no space id or version (cv).", "Check that STORYBLOK_ENDPOINT, if set, points at the Storyblok CDN API (…/v2).");
  return { id: space.id, cv: space.version };
}

async function fetchVersion(client: ReturnType<typeof createCdnClient>, cv: number, options: FetchOptions): Promise<RawContent> {
  const [stories, links] = await Promise.all([fetchAllStories(client, { cv }, options, silentProgress), fetchAllLinks(client, { cv }, options, silentProgress)]);
  return rawFromApi(stories, links, { cv, version: options.version }, `Storyblok ${options.version} content (cv ${cv})`);
}

/** The API's stories in the shape and order a content cache gives them, so both model the same. */
export function rawFromApi(stories: readonly StoryData[], links: unknown, space: { cv: number; version: FetchOptions["version"] }, source: string): RawContent {
  const files = stories.flatMap((story) => {
    const where = storyFilePath(String(story.full_slug));
    return where ? [{ where, json: { story } }] : [];
  });
  files.sort((a, b) => (a.where < b.where ? -1 : a.where > b.where ? 1 : 0));
  return { source, space: { ...space, fetched_at: new Date().toISOString() }, links: { links }, stories: files, warnings: [] };
}
