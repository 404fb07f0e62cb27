// Two kinds of failure: a UserError is expected (bad input, missing cache, bad
// flag) and prints as one clear message with a hint; anything else is a bug in
// the build and is labelled as an internal error.
export class UserError extends Error {
  constructor(
    message: string,
    readonly hint?: string,
  ) {
    super(message);
    this.name = "UserError";
  }
}

export function formatFailure(error: unknown): string {
  if (error instanceof UserError) {
    return `error: ${error.message}${error.hint ? `\n  → ${error.hint}` : ""}`;
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return `internal error (a bug in the build, please report it):\n${detail}`;
}

/** Runs a CLI's main function: prints failures without stack traces for expected errors. */
export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(formatFailure(error));
    process.exitCode = 1;
  }
}
