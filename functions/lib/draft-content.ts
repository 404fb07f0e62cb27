// Content for preview pages: the real storyblok-js-client with the preview token. cdn/spaces/me
// gives the space's id and cache version (cv); the stories (per_page 100) and links (paged until
// empty) of a version are fetched as one load. Upstream calls are bounded: one cdn/spaces/me and
// one load per version and cv in flight at a time, however many requests arrive, each reused for
// ten seconds after it finished (draft-loads.ts); the live sitemap's links pages are kept per cv.
// Only the editor's requests (edit mode) ever start one after the first.
import { storyFilePath } from "../../build/content-cache/cache-layout";
import { cdnGet, createCdnClient } from "../../build/fetch/cdn-client";
import { FetchError } from "../../build/fetch/fetch-errors";
import { fetchAllLinks } from "../../build/fetch/fetch-links";
import { DEFAULT_TUNING, type FetchOptions, parseFetchOptions } from "../../build/fetch/fetch-options";
import { silentProgress } from "../../build/fetch/progress";
import { fetchAllStories, type StoryData } from "../../build/fetch/stories";
import type { RawContent } from "../../build/pipeline/load/read-content";
import { LINKS_PER_PAGE } from "../../src/content/live-links";
import { type LoadedContent, loadsByCv, mayReuse, type SharedRead, startRead } from "./draft-loads";

export type { LoadedContent } from "./draft-loads";

/** A preview page should fail fast rather than hang: one retry, a few seconds each. */
const PREVIEW_TUNING: Partial<FetchOptions> = { timeoutSeconds: 8, deadlineSeconds: 20, retries: 1, retryBaseMs: 500, retryBudgetMs: 2000 };

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

/** Links pages kept (per cv and page); a space changes cv with each publish. */
const MAX_LINKS_PAGES = 200;

export interface PreviewContent {
  /** The space's id: STORYBLOK_SPACE_ID, or read from cdn/spaces/me once and kept. */
  spaceId(): Promise<number>;
  /** Edit mode, a page opened or reloaded: the draft of the current cv, read after `startedAfter` (ms; after a save: the request's arrival), else shared (draft-loads.ts). */
  freshDraft(startedAfter?: number): Promise<LoadedContent>;
  /** Storyblok calls `freshDraft(startedAfter)` would make if called now, judged by the last load's (0: it joins one). */
  freshDraftCalls(startedAfter?: number): number;
  /** Storyblok calls the cv check behind an edit would make now (0 while the last answer is reused). */
  cvCheckCalls(): number;
  /** Edit mode, typing: the draft already loaded, at once (a slow Storyblok never stalls typing; with `checkCv`, the cv is checked behind), else a fresh one. */
  draftForEdit(checkCv?: boolean): Promise<LoadedContent>;
  /** The newest draft loaded, if any: what an editor over their allowance is shown. */
  latestDraft(): LoadedContent | null;
  /** Everyone else: the published version, loaded once; only an editor's request that sees the cv move refreshes it. */
  published(): Promise<LoadedContent>;
  /** Storyblok calls `draftLinksPage(page)` would make if called now. */
  draftLinksPageCalls(page: number): number;
  /** One page of the draft cdn/links, 1000 links a page, for the live sitemap; kept per cv. */
  draftLinksPage(page: number): Promise<unknown>;
}

export function createPreviewContent(options: FetchOptions, configuredId?: number, now: () => number = () => Date.now()): PreviewContent {
  let calls = 0;
  const client = createCdnClient({ ...DEFAULT_TUNING, ...options }, () => {
    calls++;
  });
  let knownSpaceId = configuredId;
  let lastCv: number | undefined;
  let spaceCall: SharedRead<{ id: number; cv: number }> | null = null;
  const space = (startedAfter?: number) => {
    if (!mayReuse(spaceCall, now(), startedAfter)) {
      const read = startRead(() => currentSpace(client, options), now);
      read.promise.catch(() => {
        if (spaceCall === read) spaceCall = null;
      });
      spaceCall = read;
    }
    return spaceCall!.promise.then((answer) => {
      knownSpaceId ??= answer.id;
      lastCv = answer.cv;
      return answer;
    });
  };
  let loadCalls = 4;
  const draft = loadsByCv(async (cv) => {
    const before = calls;
    const raw = await fetchVersion(client, cv, options);
    loadCalls = Math.max(1, calls - before);
    return raw;
  }, now);
  const published = loadsByCv((cv) => fetchVersion(client, cv, { ...options, version: "published" }), now);
  const linksPages = new Map<string, Promise<unknown>>();
  const behind = (work: Promise<unknown>) => work.catch((error: Error) => console.error(`[preview] Refreshing content behind the page failed: ${error.message}`));
  /** Publishing moves the cv: the published copy follows once an editor's request has seen it move. */
  const followCv = (cv: number) => {
    const kept = published.latest();
    if (kept && kept.cv !== cv) void behind(published.load(cv, Number.NEGATIVE_INFINITY));
  };

  /** The whole read (cv, then the draft of that cv), shared by every request that may use it. */
  let fresh: SharedRead<LoadedContent> | null = null;
  const freshDraft = (startedAfter?: number) => {
    if (mayReuse(fresh, now(), startedAfter)) return fresh!.promise;
    const read = startRead(async () => {
      const { cv } = await space(startedAfter);
      followCv(cv);
      return draft.load(cv, startedAfter);
    }, now);
    read.promise.catch(() => {
      if (fresh === read) fresh = null;
    });
    fresh = read;
    return read.promise;
  };
  return {
    spaceId: async () => knownSpaceId ?? (await space()).id,
    freshDraft,
    freshDraftCalls: (startedAfter) => (mayReuse(fresh, now(), startedAfter) ? 0 : 1 + loadCalls),
    async draftForEdit(checkCv = true) {
      const kept = draft.latest();
      if (!kept) return freshDraft();
      if (checkCv)
        void behind(
          space().then(({ cv }) => {
            followCv(cv);
            return cv === kept.cv ? kept : draft.load(cv);
          }),
        );
      return kept;
    },
    latestDraft: () => draft.latest(),
    async published() {
      const kept = published.latest();
      if (kept) return kept;
      const first = await (published.inFlight() ?? space().then(({ cv }) => published.load(cv, Number.NEGATIVE_INFINITY))).catch(() => null);
      // a publish during that first load fails it (its pages answer another cv): read the cv afresh and load once more
      return first ?? published.load((await space(now())).cv, Number.NEGATIVE_INFINITY);
    },
    cvCheckCalls: () => (mayReuse(spaceCall, now()) ? 0 : 1),
    draftLinksPageCalls: (page) => (mayReuse(spaceCall, now()) ? 0 : 1) + (linksPages.has(`${lastCv}:${page}`) ? 0 : 1),
    async draftLinksPage(page) {
      const { cv } = await space();
      const key = `${cv}:${page}`;
      let answer = linksPages.get(key);
      if (!answer) {
        const params = { version: "draft", per_page: LINKS_PER_PAGE, page, cv };
        answer = cdnGet(client, "cdn/links", params, { label: `cdn/links page ${page}`, midway: false }, options).then((result) => result.data);
        answer.catch(() => linksPages.delete(key));
        linksPages.set(key, answer);
        if (linksPages.size > MAX_LINKS_PAGES) linksPages.delete(linksPages.keys().next().value!);
      }
      return answer;
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
