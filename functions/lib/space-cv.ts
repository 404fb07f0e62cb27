// Whether anything was published in the Storyblok space since a moment: its cache version (cv,
// from cdn/spaces/me) is the time of its last publish in Unix seconds. The webhook asks this for
// a signed delivery it has seen before (outside the coalescing window): Storyblok's payloads carry
// no time, so an editor publishing the same story again sends the very body of the first publish,
// and only a publish since tells that apart from a captured delivery replayed.
import { cdnGet, createCdnClient } from "../../build/fetch/cdn-client";
import { DEFAULT_TUNING, type FetchOptions, parseFetchOptions } from "../../build/fetch/fetch-options";

/** Storyblok has a few seconds before its sender retries: one quick attempt, no retries. */
const WEBHOOK_TUNING: Partial<FetchOptions> = { timeoutSeconds: 4, deadlineSeconds: 10, retries: 0 };

export type PublishCheck = { published: boolean; cv: number } | { published: "unknown"; reason: string };

export async function publishedSince(sinceMs: number, env: NodeJS.ProcessEnv = process.env): Promise<PublishCheck> {
  const token = env.STORYBLOK_TOKEN?.trim() || env.STORYBLOK_PREVIEW_TOKEN?.trim();
  if (!token) return { published: "unknown", reason: "STORYBLOK_TOKEN is not set for functions" };
  try {
    const parsed = parseFetchOptions([], { ...env, STORYBLOK_TOKEN: token, STORYBLOK_VERSION: "published" });
    if (parsed === "help") throw new Error("unreachable: no arguments were given, so no --help");
    const options = { ...DEFAULT_TUNING, ...parsed, ...WEBHOOK_TUNING };
    const answer = await cdnGet(createCdnClient(options), "cdn/spaces/me", {}, { label: "cdn/spaces/me", midway: false }, options);
    const cv = (answer.data as { space?: { version?: unknown } } | null)?.space?.version;
    if (typeof cv !== "number") return { published: "unknown", reason: "the answer to cdn/spaces/me has no version (cv)" };
    return { published: cv * 1000 > sinceMs, cv };
  } catch (error) {
    return { published: "unknown", reason: (error as Error).message };
  }
}
