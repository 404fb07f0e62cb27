// A failed dev rebuild → one message naming the file and line: esbuild's own
// location for a syntax error, the first frame in the project's sources for a
// component that throws (the bundle carries source maps), the message of an
// expected error (bad JSON names its file already).
import { relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");

interface EsbuildMessage {
  text: string;
  location?: { file: string; line: number; column: number; lineText: string } | null;
}

export function describeBuildError(error: unknown): string {
  const esbuildErrors = (error as { errors?: EsbuildMessage[] } | null)?.errors;
  if (Array.isArray(esbuildErrors) && esbuildErrors.length > 0) {
    return esbuildErrors.map(({ text, location }) => (location ? `${location.file}:${location.line}:${location.column + 1}: ${text}\n    ${location.lineText}` : text)).join("\n");
  }
  if (!(error instanceof Error)) return String(error);
  // the rebuilt pipeline has its own UserError class, so match it by name
  if (error.name === "UserError") {
    const hint = (error as Error & { hint?: string }).hint;
    return `${error.message}${hint ? `\n  → ${hint}` : ""}`;
  }
  const frame = projectFrame(error.stack ?? "");
  return `${frame ? `${frame}: ` : ""}${error.message}`;
}

/** The first stack frame in src/, build/ or functions/, as a path relative to the project with its line. */
function projectFrame(stack: string): string | null {
  for (const match of stack.matchAll(/\(?((?:file:\/\/)?\/[^\s()]+):(\d+):(\d+)\)?/g)) {
    const file = match[1]!.replace(/^file:\/\//, "");
    const path = relative(ROOT, file);
    if (/^(src|build|functions)\//.test(path)) return `${path}:${match[2]}`;
  }
  return null;
}
