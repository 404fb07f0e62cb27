// Two kinds of failure: a UserError is expected (bad input, missing cache, bad
// flag, a taken port, a component that throws, code that does not compile)
// and prints as one clear message with a hint; anything else is a bug in the
// build and is labelled as an internal error.
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { type ParseArgsConfig, parseArgs } from "node:util";

export class UserError extends Error {
  constructor(
    message: string,
    readonly hint?: string,
  ) {
    super(message);
    this.name = "UserError";
  }
}

/** node's parseArgs for a command's arguments: a mistyped option is a UserError pointing at `<command> -- --help`. */
export function parseCommandArgs<T extends ParseArgsConfig>(command: string, config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UserError((error as Error).message, `run ${command} -- --help for the list of options`);
  }
}

interface EsbuildMessage {
  text: string;
  location: { file: string; line: number; column: number; lineText: string } | null;
}

const COMPILE_HINT = "fix the code at the place named above, then run the command again";

/** esbuild (bundling islands, or tsx loading a component) reports located messages: show them, not its stack. */
function compileFailure(error: unknown): UserError | null {
  const messages = (error as { errors?: unknown } | null)?.errors;
  if (Array.isArray(messages) && messages.length > 0 && messages.every((m: Partial<EsbuildMessage>) => typeof m?.text === "string" && "location" in m)) {
    const lines = (messages as EsbuildMessage[]).map(({ text, location }) =>
      location ? `${shortPath(location.file)}:${location.line}:${location.column}: ${text}\n      ${location.lineText.trim()}` : text,
    );
    return new UserError(`the code does not compile:\n    ${lines.join("\n    ")}`, COMPILE_HINT);
  }
  // tsx's loader only keeps esbuild's text: "Transform failed with 1 error:\n/abs/file.ts:1:17: ERROR: Unexpected ..."
  const text = error instanceof Error ? error.message : "";
  if (!/^(Transform|Build) failed with \d+ error/.test(text)) return null;
  const lines = text
    .split("\n")
    .slice(1)
    .map((line) => line.replace(/^(\/[^:]+)/, (file) => shortPath(file)));
  return new UserError(`the code does not compile:\n    ${lines.join("\n    ")}`, COMPILE_HINT);
}

function shortPath(file: string): string {
  const shown = relative(process.cwd(), file);
  return shown.startsWith("..") ? file : shown;
}

/** The first stack frame in the project's own code (not node_modules, not the build that called it), as path:line:column. */
export function projectFrame(error: unknown): string | null {
  const stack = error instanceof Error ? (error.stack ?? "") : "";
  for (const match of stack.matchAll(/\(?((?:file:\/\/)?\/[^\s()]+):(\d+):(\d+)\)?$/gm)) {
    const file = match[1]!.startsWith("file:") ? fileURLToPath(match[1]!) : match[1]!;
    const shown = relative(process.cwd(), file);
    if (shown.startsWith("..") || shown.startsWith("node_modules/") || shown.startsWith("build/")) continue;
    return `${shown}:${match[2]}:${match[3]}`;
  }
  return null;
}

/** A component that throws while a story renders: name the story and the component's file and line. */
export function componentFailure(error: unknown, story: string): UserError {
  const message = error instanceof Error ? error.message : String(error);
  const where = projectFrame(error);
  return new UserError(
    `a component threw while rendering the story "${story}": ${message}${where ? `\n  at ${where}` : ""}`,
    "fix the component at the place named above (or the content it was given), then build again",
  );
}

export function formatFailure(error: unknown): string {
  const expected = error instanceof UserError ? error : compileFailure(error);
  if (expected) {
    return `error: ${expected.message}${expected.hint ? `\n  → ${expected.hint}` : ""}`;
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
