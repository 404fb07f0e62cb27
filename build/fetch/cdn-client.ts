import StoryblokClient from "storyblok-js-client";
import { FetchError } from "./fetch-errors";
import type { FetchOptions } from "./fetch-options";
import { type RequestPlace, requestError } from "./request-errors";
import { withRetries } from "./retry";
import { createTransport } from "./transport";

export type CdnClient = InstanceType<typeof StoryblokClient>;

/** `onRequest`: called once per HTTP request the client makes (the preview measures what a load costs Storyblok). */
export function createCdnClient(options: FetchOptions, onRequest?: () => void): CdnClient {
  const transport = createTransport(options);
  return new StoryblokClient({
    accessToken: options.token,
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    version: options.version,
    // No client timeout: the transport limits each request and clears its own timers.
    // Every answer must come from Storyblok itself: a memory cache could hand back a page from before the cv pin.
    cache: { clear: "manual", type: "none" },
    fetch: onRequest
      ? (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
          onRequest();
          return transport(input, init);
        }
      : transport,
  });
}

export interface CdnAnswer {
  data: unknown;
  /** Response headers by lower-case name (total, per-page…). */
  headers: Record<string, string>;
}

/** One GET against the CDN API, retried after transient failures; any failure becomes a FetchError that names `place`. */
export async function cdnGet(client: CdnClient, apiPath: string, params: Record<string, string | number>, place: RequestPlace, options: FetchOptions): Promise<CdnAnswer> {
  return withRetries(place.label, options, async () => {
    try {
      // The client adds token and cv to the object it is given, so it gets its own copy.
      const result = await client.get(apiPath, { ...params });
      return { data: result.data, headers: { ...(result.headers as unknown as Record<string, string>) } };
    } catch (rejection) {
      throw requestError(rejection, place, options);
    }
  });
}

export function numberHeader(answer: CdnAnswer, name: string): number | undefined {
  const raw = answer.headers[name];
  const value = raw === undefined ? NaN : Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** Someone published during the fetch: an answer carries another cv than the one the fetch is pinned to. */
export class ContentChanged extends FetchError {
  constructor(
    readonly pinned: number,
    readonly seen: number,
    readonly label: string,
  ) {
    super(
      `The space's content changed during the fetch: ${label} came from cv ${seen}, not the pinned cv ${pinned}.`,
      "Someone published in Storyblok during the fetch; run npm run fetch again.",
    );
  }
}

/** Every answer that states its cv must state the pinned one, so the cache holds one version of the content. */
export function checkCv(answer: CdnAnswer, pinned: number, label: string): void {
  const cv = (answer.data as { cv?: unknown }).cv;
  if (typeof cv === "number" && cv !== pinned) throw new ContentChanged(pinned, cv, label);
}
