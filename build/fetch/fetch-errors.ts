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
