// The Storyblok space's cache version (cv, from cdn/spaces/me): the time of its last publish in
// Unix seconds, and a cheap sign that Storyblok answers. The webhook asks whether anything was
// published since a moment, for a signed delivery it has seen before (outside the coalescing
// window): Storyblok's payloads carry no time, so an editor publishing the same story again sends
// the very body of the first publish, and only a publish since tells that apart from a captured
// delivery replayed. The every-minute flush asks whether Storyblok answers again after an outage.
import { cdnGet, createCdnClient } from "../../build/fetch/cdn-client";
import { DEFAULT_TUNING, type FetchOptions, parseFetchOptions } from "../../build/fetch/fetch-options";

/** A function has a few seconds: one quick attempt, no retries. */
const FUNCTION_TUNING: Partial<FetchOptions> = { timeoutSeconds: 4, deadlineSeconds: 10, retries: 0 };

export const NO_TOKEN_REASON = "STORYBLOK_TOKEN is not set for functions";

export type SpaceCv = { cv: number } | { cv: "unknown"; reason: string };

export async function spaceCv(env: NodeJS.ProcessEnv = process.env): Promise<SpaceCv> {
  const token = env.STORYBLOK_TOKEN?.trim() || env.STORYBLOK_PREVIEW_TOKEN?.trim();
  if (!token) return { cv: "unknown", reason: NO_TOKEN_REASON };
  try {
    const parsed = parseFetchOptions([], { ...env, STORYBLOK_TOKEN: token, STORYBLOK_VERSION: "published" });
    if (parsed === "help") throw new Error("unreachable: no arguments were given, so no --help");
    const options = { ...DEFAULT_TUNING, ...parsed, ...FUNCTION_TUNING };
    const answer = await cdnGet(createCdnClient(options), "cdn/spaces/me", {}, { label: "cdn/spaces/me", midway: false }, options);
    const cv = (answer.data as { space?: { version?: unknown } } | null)?.space?.version;
    return typeof cv === "number" ? { cv } : { cv: "unknown", reason: "the answer to cdn/spaces/me has no version (cv)" };
  } catch (error) {
    return { cv: "unknown", reason: (error as Error).message };
  }
}

export type PublishCheck = { published: boolean; cv: number } | { published: "unknown"; reason: string };

export async function publishedSince(sinceMs: number, env: NodeJS.ProcessEnv = process.env): Promise<PublishCheck> {
  const space = await spaceCv(env);
  return space.cv === "unknown" ? { published: "unknown", reason: space.reason } : { published: space.cv * 1000 > sinceMs, cv: space.cv };
}
