// What a changed file asks of the dev server: rebuild with new code, rebuild
// the content, swap only the stylesheet, or restart the functions. Paths are
// relative to the project root (the content folder's own prefix is passed in).
export type ChangeKind = "code" | "content" | "css" | "functions";

const PRIORITY: ChangeKind[] = ["css", "content", "code"];

export function classifyChange(path: string, contentPrefix: string): ChangeKind {
  if (path.startsWith(`${contentPrefix}/`)) return "content";
  if (path.startsWith("functions/")) return "functions";
  if (path.startsWith("public/")) return "content";
  if (path.startsWith("src/") && path.endsWith(".css")) return "css";
  return "code";
}

/** Several files saved together: the rebuild that does the most wins (functions restart beside it). */
export function strongest(kinds: Iterable<Exclude<ChangeKind, "functions">>): Exclude<ChangeKind, "functions"> | null {
  let best: Exclude<ChangeKind, "functions"> | null = null;
  for (const kind of kinds) if (!best || PRIORITY.indexOf(kind) > PRIORITY.indexOf(best)) best = kind;
  return best;
}
