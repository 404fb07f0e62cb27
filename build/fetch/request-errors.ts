import { FetchError } from "./errors";
import type { FetchOptions } from "./options";
import { decodeTransportFailure } from "./transport";

/** Where a failed request was going, so its message can name it. */
export interface RequestPlace {
  /** e.g. "cdn/stories page 2 of 3". */
  label: string;
  /** True once earlier requests of the same run succeeded: a 404 then means the space changed underneath. */
  midway: boolean;
}

type ClientRejection = { message?: unknown; status?: unknown; response?: { statusText?: unknown } };

const RUN_AGAIN = "run npm run fetch again";

export function apiBaseOf(options: FetchOptions): string {
  return options.endpoint ?? `the Storyblok ${options.region.toUpperCase()} API`;
}

function httpError(status: number, statusText: string, message: string, place: RequestPlace, options: FetchOptions): FetchError {
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
      ? new FetchError(`Storyblok answered ${answer} for ${where}, after the earlier pages had loaded.`, `The space probably changed during the fetch (a story was published, moved or deleted); ${RUN_AGAIN}.`)
      : new FetchError(
          `Storyblok answered ${answer} for ${where}.`,
          `Check that STORYBLOK_REGION ("${options.region}") is the region the space was created in, and that STORYBLOK_ENDPOINT, if set, is a CDN API base URL such as https://api.storyblok.com/v2.`,
        );
  }
  if (status === 429) {
    return new FetchError(
      `Storyblok kept answering ${answer} (rate limit) for ${where}, also after ${options.maxRetries} retries.`,
      `Something else is probably using this token heavily; wait a minute and ${RUN_AGAIN}.`,
    );
  }
  if (status >= 500) {
    return new FetchError(`Storyblok had a server error (${answer}) for ${where}.`, `The fault is on Storyblok's side: see https://status.storyblok.com and ${RUN_AGAIN} in a few minutes.`);
  }
  return new FetchError(
    `Storyblok answered ${answer} for ${where}: ${message}.`,
    "Check STORYBLOK_VERSION (draft needs a Preview token) and STORYBLOK_ENDPOINT, then run npm run fetch again.",
  );
}

/** Turns whatever storyblok-js-client rejected with into one message that says what, where and what to do. */
export function requestError(rejection: unknown, place: RequestPlace, options: FetchOptions): FetchError {
  const { message, status, response } = (rejection ?? {}) as ClientRejection;
  const text = typeof message === "string" ? message : String(message ?? rejection);
  if (typeof status === "number") {
    return httpError(status, typeof response?.statusText === "string" ? response.statusText : "", text, place, options);
  }
  const where = `${place.label} at ${apiBaseOf(options)}`;
  const transport = decodeTransportFailure(text);
  if (transport?.kind === "timeout") {
    return new FetchError(`Storyblok did not answer ${where} within ${options.timeoutSeconds} s.`, `Check the network connection and ${RUN_AGAIN}; on a slow connection allow more time with --timeout SECONDS.`);
  }
  if (transport?.kind === "unreadable") {
    return new FetchError(`Storyblok's answer to ${where} was cut off or is not JSON (${transport.detail}).`, `The connection probably dropped mid-answer; ${RUN_AGAIN}.`);
  }
  return new FetchError(
    `Could not reach Storyblok for ${where}: ${transport?.detail ?? text}.`,
    `Check the network connection, STORYBLOK_REGION and STORYBLOK_ENDPOINT, then ${RUN_AGAIN}.`,
  );
}
