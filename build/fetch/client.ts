import StoryblokClient from "storyblok-js-client";
import type { FetchOptions } from "./options";
import { requestError, type RequestPlace } from "./request-errors";
import { storyblokTransport } from "./transport";

export type CdnClient = InstanceType<typeof StoryblokClient>;

export function createCdnClient(options: FetchOptions): CdnClient {
  return new StoryblokClient({
    accessToken: options.token,
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    version: options.version,
    timeout: options.timeoutSeconds,
    maxRetries: options.maxRetries,
    retriesDelay: options.retriesDelayMs,
    // Every answer must come from Storyblok itself: a memory cache could hand back a page from before the cv pin.
    cache: { clear: "manual", type: "none" },
    fetch: storyblokTransport,
  });
}

export interface CdnAnswer {
  data: unknown;
  /** Response headers by lower-case name (total, per-page…). */
  headers: Record<string, string>;
}

/** One GET against the CDN API; any failure becomes a FetchError that names `place`. */
export async function cdnGet(
  client: CdnClient,
  apiPath: string,
  params: Record<string, string | number>,
  place: RequestPlace,
  options: FetchOptions,
): Promise<CdnAnswer> {
  try {
    // The client adds token and cv to the object it is given, so it gets its own copy.
    const result = await client.get(apiPath, { ...params });
    return { data: result.data, headers: { ...(result.headers as unknown as Record<string, string>) } };
  } catch (rejection) {
    throw requestError(rejection, place, options);
  }
}

export function numberHeader(answer: CdnAnswer, name: string): number | undefined {
  const raw = answer.headers[name];
  const value = raw === undefined ? NaN : Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}
