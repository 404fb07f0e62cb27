// One reason the deploy gate stops a production deploy, as the gate (deploy-gate.ts, deploy-record.ts)
// finds it: what kind, which stories cause it, and the developer's line; editor-words.ts says it to editors.
import type { BuildWarning } from "../../src/content/site";

/** What stops the deploy, and the stories (full_slug) whose content causes it: none when it is not a story's doing. */
export interface GateProblem {
  kind: "unreadable" | "skipped" | "redirect" | "block" | "route" | "lost-page" | "listing" | "unknown-link" | "dangling";
  stories: string[];
  /** the content warning behind it, when there is one */
  warning?: BuildWarning;
  /** lost-page, listing: the page; dangling: what the link points at */
  page?: string;
  /** the developer's line: story, field path, message and what to do */
  detail: string;
}

/** The full_slug a warning's `where` names: a story's own, or its file's (stories/<full_slug>.json) when it could not be read. */
export function slugOfWhere(where: string): string {
  const file = /^stories\/(.+)\.json$/.exec(where)?.[1];
  if (!file) return where;
  return file === "index" || file.endsWith("/index") ? file.slice(0, -"index".length) : file;
}

/** Warnings about a page or a story lost to a content fault (its file, a required field, a refused redirect). */
export const LOST = /the (file|story) is skipped|story could not be used|Netlify would refuse this redirect/;
/** Warnings about a block a page loses to a content fault. */
export const BLOCK_LOST = /(^|; )(the \S+ block|unknown block "[^"]*"|a block without a component name) is left out/;

/** The kind of gate problem a content warning is, when it is one. */
export function faultKind(w: BuildWarning): "unreadable" | "skipped" | "redirect" | "block" | null {
  if (BLOCK_LOST.test(w.message)) return "block";
  if (!LOST.test(w.message)) return null;
  return w.message.includes("the file is skipped") ? "unreadable" : w.message.includes("redirect") ? "redirect" : "skipped";
}
