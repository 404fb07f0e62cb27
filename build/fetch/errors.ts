/**
 * An expected failure of `npm run fetch`: bad options, a refusing or unreachable Storyblok,
 * content that fails validation. The CLI prints `what` and `fix` without a stack trace;
 * anything else that escapes is an internal error and is labelled as one.
 */
export class FetchError extends Error {
  override readonly name = "FetchError";

  constructor(
    /** What happened and where (request, story full_slug, field path). */
    readonly what: string,
    /** What the user can do about it. */
    readonly fix: string,
  ) {
    super(`${what} ${fix}`);
  }
}

export function isFetchError(error: unknown): error is FetchError {
  return error instanceof FetchError;
}
