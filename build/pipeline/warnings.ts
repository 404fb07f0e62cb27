import type { BuildWarning } from "../../src/content/site";

export function formatWarning(w: BuildWarning): string {
  return w.path ? `${w.where} › ${w.path}: ${w.message}` : `${w.where}: ${w.message}`;
}

/** Warnings grouped by story, as the CLI and content:check print them. */
export function formatWarningsByStory(warnings: BuildWarning[]): string {
  const groups = new Map<string, BuildWarning[]>();
  for (const w of warnings) groups.set(w.where, [...(groups.get(w.where) ?? []), w]);
  return [...groups].map(([where, list]) => `  ${where}\n${list.map((w) => `    ${w.path || "(story)"}: ${w.message}`).join("\n")}`).join("\n");
}
