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
