import { UserError } from "../shared/errors";

/**
 * An expected failure of `npm run fetch`: bad options, a refusing or unreachable Storyblok,
 * content that fails validation. It is a UserError, so it prints without a stack trace;
 * `what` and `fix` name its two halves for the fetch's own messages and tests.
 */
export class FetchError extends UserError {
  constructor(
    /** What happened and where (request, story full_slug, field path). */
    readonly what: string,
    /** What the user can do about it. */
    readonly fix: string,
  ) {
    super(what, fix);
    this.name = "FetchError";
  }
}

/**
 * Storyblok could not be reached or kept failing (server errors, rate limits, the network), also
 * after the fetch's retries: nothing is wrong with the content, and a later run may well succeed.
 */
export class StoryblokUnreachableError extends FetchError {
  constructor(what: string, fix: string) {
    super(what, fix);
    this.name = "StoryblokUnreachableError";
  }
}

/** npm run fetch's exit code for StoryblokUnreachableError (EX_TEMPFAIL), so the Netlify build can tell an outage from bad content. */
export const EXIT_STORYBLOK_UNREACHABLE = 75;
