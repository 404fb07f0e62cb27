import { FetchError } from "./fetch-errors";
import type { FetchOptions } from "./fetch-options";
import { parseRetryAfter, TransientError } from "./retry";
import { decodeTransportFailure, MAX_ANSWER_BYTES } from "./transport";

/** Where a failed request was going, so its message can name it. */
export interface RequestPlace {
  /** e.g. "cdn/stories page 2 of 3". */
  label: string;
  /** True once earlier requests of the same run succeeded: a 404 then means the space changed underneath. */
  midway: boolean;
}

type ClientRejection = { message?: unknown; status?: unknown; response?: { statusText?: unknown; headers?: Record<string, string> } };

const RUN_AGAIN = "run npm run fetch again";

/** The minimum rate as the messages state it. */
export function minRateText(options: Pick<FetchOptions, "minBytesPerSecond" | "rateWindowSeconds">): string {
  return `${options.minBytesPerSecond} bytes a second over ${options.rateWindowSeconds} s`;
}

export function apiBaseOf(options: FetchOptions): string {
  return options.endpoint ?? `the Storyblok ${options.region.toUpperCase()} API`;
}

function httpError(status: number, response: ClientRejection["response"], message: string, place: RequestPlace, options: FetchOptions): FetchError {
  const statusText = typeof response?.statusText === "string" ? response.statusText : "";
  const where = `${place.label} at ${apiBaseOf(options)}`;
  const answer = `${status}${statusText ? ` ${statusText}` : ""}`;
  if (status === 401) {
    return new FetchError(
      `Storyblok refused the access token (${answer}) for ${where}.`,
      `Set STORYBLOK_TOKEN to a token of this space: in Storyblok open Settings → Access Tokens and copy the Public token, or the Preview token when STORYBLOK_VERSION=draft. A space outside the EU also needs STORYBLOK_REGION (us, ca, ap or cn); it is "${options.region}" now.`,
    );
  }
  if (status === 404) {
    return place.midway
      ? new FetchError(
          `Storyblok answered ${answer} for ${where}, after the earlier pages had loaded.`,
          `The space probably changed during the fetch (a story was published, moved or deleted); ${RUN_AGAIN}.`,
        )
      : new FetchError(
          `Storyblok answered ${answer} for ${where}.`,
          `Check that STORYBLOK_REGION ("${options.region}") is the region the space was created in, and that STORYBLOK_ENDPOINT, if set, is a CDN API base URL such as https://api.storyblok.com/v2.`,
        );
  }
  if (status >= 500) {
    return new TransientError(
      `Storyblok had a server error (${answer}) for ${where}.`,
      `The fault is on Storyblok's side: see https://status.storyblok.com and ${RUN_AGAIN} in a few minutes.`,
      parseRetryAfter(response?.headers?.["retry-after"]),
    );
  }
  return new FetchError(
    `Storyblok answered ${answer} for ${where}: ${message}.`,
    "Check STORYBLOK_VERSION (draft needs a Preview token) and STORYBLOK_ENDPOINT, then run npm run fetch again.",
  );
}

/** What each transport failure means for the user; transient ones are retried first. */
function transportError(kind: string, detail: string, where: string, options: FetchOptions): FetchError {
  const seconds = options.timeoutSeconds;
  const endpointHint = `Check that STORYBLOK_ENDPOINT, if set, is the Storyblok CDN API (…/v2) and that no proxy answers in its place, then ${RUN_AGAIN}.`;
  const dropped = `The connection dropped mid-answer; ${RUN_AGAIN}.`;
  switch (kind) {
    case "timeout":
      return new TransientError(
        `Storyblok did not answer ${where} within ${seconds} s.`,
        `Check the network connection and ${RUN_AGAIN}; on a slow connection allow more time with --timeout SECONDS.`,
      );
    case "stalled":
      return new TransientError(
        `Storyblok's answer to ${where} stopped after ${detail} bytes: nothing more came for ${seconds} s.`,
        `Storyblok stopped sending mid-answer; ${RUN_AGAIN}. On a slow connection allow more time with --timeout SECONDS.`,
      );
    case "slow":
      return new TransientError(
        `Storyblok's answer to ${where} came in slower than ${minRateText(options)} (${detail} bytes had arrived), so it was given up.`,
        `Storyblok sent too slowly; ${RUN_AGAIN}. On a slow connection lower the minimum with --min-rate BYTES (0 turns it off).`,
      );
    case "deadline":
      return new TransientError(
        `Storyblok's answer to ${where} had not finished after ${options.deadlineSeconds} s (${detail} bytes had arrived), so it was given up.`,
        `Storyblok sent too slowly; ${RUN_AGAIN}. On a slow connection allow more time with --deadline SECONDS.`,
      );
    case "cut":
      return new TransientError(`Storyblok's answer to ${where} was cut off after ${detail} bytes: the connection closed.`, dropped);
    case "json-cut":
      return new TransientError(`Storyblok's answer to ${where} ends after ${detail} bytes in the middle of its JSON: it was cut off.`, dropped);
    case "rate-limit":
      return new TransientError(
        `Storyblok answered 429 Too Many Requests (rate limit) for ${where}.`,
        `Something else is probably using this token heavily; wait a minute and ${RUN_AGAIN}.`,
        parseRetryAfter(detail),
      );
    case "too-large":
      return new FetchError(`Storyblok's answer to ${where} went past ${MAX_ANSWER_BYTES / 1024 / 1024} MB without ending; a CDN API page is never that large.`, endpointHint);
    case "html":
      return new FetchError(`Storyblok's answer to ${where} is an HTML page ("${detail}"), not JSON.`, endpointHint);
    case "empty":
      return new FetchError(`Storyblok's answer to ${where} was empty: status 200 with no body.`, endpointHint);
    case "not-json":
      return new FetchError(`Storyblok's answer to ${where} is not JSON (${detail}).`, endpointHint);
    case "not-object":
      return new FetchError(`Storyblok's answer to ${where} is ${detail} instead of a JSON object.`, endpointHint);
    case "stopped":
      return new FetchError(`The fetch was stopped during ${where}.`, `Run npm run fetch again when you are ready.`);
    default:
      return new TransientError(`Could not reach Storyblok for ${where}: ${detail}.`, `Check the network connection, STORYBLOK_REGION and STORYBLOK_ENDPOINT, then ${RUN_AGAIN}.`);
  }
}

/** Turns whatever storyblok-js-client rejected with into one message that says what, where and what to do. */
export function requestError(rejection: unknown, place: RequestPlace, options: FetchOptions): FetchError {
  const { message, status, response } = (rejection ?? {}) as ClientRejection;
  const text = typeof message === "string" ? message : String(message ?? rejection);
  if (typeof status === "number") return httpError(status, response, text, place, options);
  const where = `${place.label} at ${apiBaseOf(options)}`;
  const transport = decodeTransportFailure(text);
  if (transport) return transportError(transport.kind, transport.detail, where, options);
  // Not from the transport: the client itself failed on the answer, which is a bug rather than the network.
  throw rejection instanceof Error ? rejection : new Error(`storyblok-js-client rejected ${place.label} with ${text}`);
}
