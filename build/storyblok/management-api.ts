// Storyblok's Management API through storyblok-js-client, the client the fetch uses: it sends the
// token in Authorization and throttles every request to the rate limit. It retries a 429 on a GET
// only, after a fixed 300 ms, so the client's own retries are off and a 429 on any request is
// retried here after the server's Retry-After.
import { setTimeout as wait } from "node:timers/promises";
import StoryblokClient from "storyblok-js-client";
import { parseRetryAfter } from "../fetch/retry";
import { UserError } from "../shared/errors";
import type { StoryblokSettings } from "./management-settings";

/** Storyblok's smallest plan allows 3 Management API requests a second; larger plans 6. */
export const MANAGEMENT_RATE_LIMIT = 3;
const RATE_LIMIT_RETRIES = 5;

export interface ManagementHooks {
  /** Waits `ms` (tests record the waits). */
  pause?: (ms: number) => Promise<void>;
  /** Where retry notes go (stderr in the CLI). */
  notes?: (text: string) => void;
  /** Requests a second (MANAGEMENT_RATE_LIMIT unless a test's fake allows more). */
  rateLimit?: number;
}

export interface ManagementAnswer {
  data: Record<string, unknown>;
  /** Response headers by lower-case name. */
  headers: Record<string, string>;
}

type Method = "get" | "post" | "put" | "delete";

/** What storyblok-js-client resolves or rejects with: status and response for an HTTP answer, a message alone for a network failure. */
interface ClientOutcome {
  message?: string;
  status?: number;
  data?: unknown;
  headers?: unknown;
  response?: { data?: unknown; headers?: unknown };
}

export class ManagementApi {
  /** HTTP requests sent so far, retries included. */
  requests = 0;
  private readonly client: InstanceType<typeof StoryblokClient>;
  private readonly pause: (ms: number) => Promise<void>;
  private readonly notes: (text: string) => void;

  constructor(
    readonly settings: Pick<StoryblokSettings, "token" | "endpoint" | "spaceId">,
    hooks: ManagementHooks = {},
  ) {
    this.pause = hooks.pause ?? ((ms) => wait(ms));
    this.notes = hooks.notes ?? (() => {});
    this.client = new StoryblokClient({
      oauthToken: settings.token,
      endpoint: settings.endpoint,
      rateLimit: hooks.rateLimit ?? MANAGEMENT_RATE_LIMIT,
      // 0 would read as the default of 10 (`maxRetries || 10`); -1 leaves the client no retry of its own.
      maxRetries: -1,
      fetch: (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
        this.requests++;
        return fetch(input, init);
      },
    });
  }

  /** `label` names the request in messages ("reading the components"); `path` is below the base URL. */
  async request(method: Method, path: string, label: string, params: Record<string, unknown> = {}): Promise<ManagementAnswer> {
    for (let retry = 1; ; retry++) {
      let outcome: ClientOutcome;
      let failed = false;
      try {
        // the client adds to the object it is given, so each attempt gets its own copy
        outcome = (await this.client[method](path, structuredClone(params))) as ClientOutcome;
      } catch (rejection) {
        outcome = rejection as ClientOutcome;
        failed = true;
      }
      // a GET resolves only on success; a write resolves with the network failure's message too
      if (!failed && (method === "get" || outcome.status !== undefined)) {
        return { data: (outcome.data ?? {}) as Record<string, unknown>, headers: { ...(outcome.headers as Record<string, string>) } };
      }
      const headers = { ...(outcome.response?.headers as Record<string, string> | undefined) };
      if (outcome.status === 429 && retry <= RATE_LIMIT_RETRIES) {
        const ms = parseRetryAfter(headers["retry-after"]) ?? 1000;
        this.notes(`Storyblok answered 429 (too many requests) to ${label}; retrying in ${(ms / 1000).toFixed(1)} s (retry ${retry} of ${RATE_LIMIT_RETRIES}).`);
        await this.pause(ms);
        continue;
      }
      throw this.failure(outcome, label);
    }
  }

  private failure(outcome: ClientOutcome, label: string): UserError {
    const { endpoint, spaceId } = this.settings;
    const status = outcome.status;
    if (status === undefined) {
      return new UserError(
        `Storyblok's Management API at ${endpoint} could not be reached while ${label}: ${outcome.message ?? "no answer"}.`,
        "check the network connection, STORYBLOK_REGION and STORYBLOK_MANAGEMENT_ENDPOINT",
      );
    }
    if (status === 401) {
      return new UserError(
        `Storyblok refused the token in STORYBLOK_MANAGEMENT_TOKEN (401 Unauthorized) while ${label}.`,
        "set STORYBLOK_MANAGEMENT_TOKEN to a personal access token (Storyblok → My account → Personal access tokens); a space's Public or Preview token does not work here",
      );
    }
    if (status === 403) {
      return new UserError(
        `Storyblok does not let this token's user change space ${spaceId} (403 Forbidden) while ${label}.`,
        "use the personal access token of a user allowed to edit the space's block library",
      );
    }
    if (status === 404) {
      return new UserError(
        `Storyblok found nothing (404) while ${label}: no space ${spaceId} at ${endpoint}, or it changed meanwhile.`,
        "check STORYBLOK_SPACE_ID or --space (Storyblok → Settings → Space) and STORYBLOK_REGION (where the space was created), then run the command again",
      );
    }
    if (status === 422) {
      return new UserError(
        `Storyblok refused ${label} (422): ${validationText(outcome.response?.data)}.`,
        "fix the definition named above, or the space, and run the command again",
      );
    }
    if (status === 429) {
      return new UserError(
        `Storyblok still answered 429 (too many requests) to ${label} after ${RATE_LIMIT_RETRIES} retries.`,
        "another tool may be using the space's Management API; wait a minute and run the command again",
      );
    }
    return new UserError(`Storyblok answered ${status} while ${label}: ${outcome.message ?? ""}.`, "run the command again later; if it goes on, see https://status.storyblok.com");
  }
}

/** Storyblok's 422 body: `{"name": ["has already been taken"]}`. */
function validationText(body: unknown): string {
  if (!body || typeof body !== "object") return "the definition is invalid";
  return Object.entries(body)
    .map(([key, messages]) => `${key} ${Array.isArray(messages) ? messages.join(", ") : String(messages)}`)
    .join("; ");
}
