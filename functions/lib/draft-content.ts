// Live draft content for preview pages: the real storyblok-js-client with the preview token,
// version draft. cdn/spaces/me gives the space's cache version (cv); the stories (per_page 100)
// and links (paged until empty) are fetched once per cv and reused until an edit changes it.
import { storyFilePath } from "../../build/fetch/cache-layout";
import { cdnGet, createCdnClient } from "../../build/fetch/client";
import { FetchError } from "../../build/fetch/errors";
import { fetchAllLinks } from "../../build/fetch/links";
import { DEFAULT_TUNING, type FetchOptions, parseFetchOptions } from "../../build/fetch/options";
import { silentProgress } from "../../build/fetch/progress";
import { fetchAllStories, type StoryData } from "../../build/fetch/stories";
import type { RawContent } from "../../build/read-content";

/** A preview page should fail fast rather than hang: one retry, a few seconds each. */
const PREVIEW_TUNING: Partial<FetchOptions> = { timeoutSeconds: 8, retries: 1, retryBaseMs: 500, retryBudgetMs: 2000 };

const REGION_HOSTS: Record<FetchOptions["region"], string> = {
  eu: "https://api.storyblok.com/v2",
  us: "https://api-us.storyblok.com/v2",
  ca: "https://api-ca.storyblok.com/v2",
  ap: "https://api-ap.storyblok.com/v2",
  cn: "https://app.storyblokchina.cn/v2",
};

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

export function apiBaseOf(options: FetchOptions): string {
  return options.endpoint ?? REGION_HOSTS[options.region];
}

export interface DraftSource {
  /**
   * The space's draft content; concurrent calls share one fetch. Publishing moves the cv, but
   * saving a draft does not, so content is reused for one cv only DRAFT_REUSE_MS long, and
   * `fresh` (a page opened or reloaded in the Visual Editor) always fetches it again.
   */
  current(options?: { fresh?: boolean }): Promise<{ cv: number; raw: RawContent }>;
}

/** How long a deploy preview's visitors may see draft content from before a save. */
export const DRAFT_REUSE_MS = 10_000;

export function createDraftSource(options: FetchOptions, now: () => number = Date.now): DraftSource {
  const client = createCdnClient({ ...DEFAULT_TUNING, ...options });
  let cached: { cv: number; at: number; raw: Promise<RawContent> } | null = null;
  return {
    async current({ fresh = false } = {}) {
      const cv = await currentCv(client, options);
      if (fresh || cached?.cv !== cv || now() - cached.at >= DRAFT_REUSE_MS) {
        const raw = fetchDraft(client, cv, options);
        cached = { cv, at: now(), raw };
        raw.catch(() => {
          if (cached?.raw === raw) cached = null;
        });
      }
      return { cv, raw: await cached.raw };
    },
  };
}

async function currentCv(client: ReturnType<typeof createCdnClient>, options: FetchOptions): Promise<number> {
  const answer = await cdnGet(client, "cdn/spaces/me", {}, { label: "cdn/spaces/me", midway: false }, options);
  const cv = (answer.data as { space?: { version?: unknown } } | null)?.space?.version;
  if (typeof cv !== "number")
    throw new FetchError("The answer to cdn/spaces/me has no space version (cv).", "Check that STORYBLOK_ENDPOINT, if set, points at the Storyblok CDN API (…/v2).");
  return cv;
}

async function fetchDraft(client: ReturnType<typeof createCdnClient>, cv: number, options: FetchOptions): Promise<RawContent> {
  const [stories, links] = await Promise.all([fetchAllStories(client, { cv }, options, silentProgress), fetchAllLinks(client, { cv }, options, silentProgress)]);
  return rawFromApi(stories, links, cv, `Storyblok draft content (cv ${cv})`);
}

/** The API's stories in the shape and order a content cache gives them, so both model the same. */
export function rawFromApi(stories: readonly StoryData[], links: unknown, cv: number, source: string): RawContent {
  const files = stories.flatMap((story) => {
    const where = storyFilePath(String(story.full_slug));
    return where ? [{ where, json: { story } }] : [];
  });
  files.sort((a, b) => (a.where < b.where ? -1 : a.where > b.where ? 1 : 0));
  return { source, space: { cv, version: "draft", fetched_at: new Date().toISOString() }, links: { links }, stories: files, warnings: [] };
}
