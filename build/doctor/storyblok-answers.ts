// One request to Storyblok through the real storyblok-js-client, as an Outcome: the CDN API with
// the fetch's own client and transport (build/fetch/cdn-client.ts: same region, endpoint and
// time limit), the Management API with a personal access token (its regions' addresses are
// npm run storyblok's, build/storyblok/management-settings.ts).
import StoryblokClient from "storyblok-js-client";
import { createCdnClient } from "../fetch/cdn-client";
import type { FetchOptions } from "../fetch/fetch-options";
import { decodeTransportFailure, describeNetworkError } from "../fetch/transport";
import { CHECK_TIMEOUT_MS, type Outcome } from "./outcome";

type Answer = Record<string, unknown>;

/** Transport failures that mean Storyblok was not reached (or gave up), rather than that something else answered. */
const UNREACHED = new Set(["timeout", "network", "stalled", "deadline", "cut", "json-cut", "rate-limit", "stopped"]);

function outcomeOf(rejection: unknown): Outcome<never> {
  const { status, message } = (rejection ?? {}) as { status?: unknown; message?: unknown };
  const text = typeof message === "string" ? message : String(rejection);
  // busy or failing (a 429, a 5xx): not an answer about the setting
  if (typeof status === "number" && (status === 429 || status >= 500)) return { kind: "unreachable", detail: `it answered ${status}: ${text}` };
  if (typeof status === "number") return { kind: "refused", status, detail: text };
  const failure = decodeTransportFailure(text);
  if (!failure || UNREACHED.has(failure.kind)) return { kind: "unreachable", detail: failure?.detail || failure?.kind || text };
  return { kind: "refused", status: 0, detail: `its answer is not Storyblok's (${failure.kind}${failure.detail ? `: ${failure.detail}` : ""})` };
}

export async function askCdn(options: FetchOptions, path: string, params: Record<string, string | number> = {}): Promise<Outcome<Answer>> {
  try {
    const answer = await createCdnClient(options).get(path, { ...params });
    return { kind: "answer", value: answer.data as Answer };
  } catch (rejection) {
    return outcomeOf(rejection);
  }
}

export async function askManagement(token: string, endpoint: string, path: string): Promise<Outcome<Answer>> {
  const client = new StoryblokClient({
    oauthToken: token,
    endpoint,
    // -1: no retry of the client's own (0 would read as its default of 10)
    maxRetries: -1,
    // The time limit is the request's own: the client's timer outlives a failed request, holding the process.
    // The client keeps only a failure's message, and "fetch failed" alone does not say why.
    fetch: (input: Parameters<typeof fetch>[0], init?: RequestInit) =>
      fetch(input, { ...init, signal: AbortSignal.any([AbortSignal.timeout(CHECK_TIMEOUT_MS), ...(init?.signal ? [init.signal] : [])]) }).catch((error: unknown) => {
        throw new Error(describeNetworkError(error));
      }),
  });
  try {
    const answer = (await client.get(path, {})) as { data?: unknown };
    return { kind: "answer", value: (answer.data ?? {}) as Answer };
  } catch (rejection) {
    return outcomeOf(rejection);
  }
}
