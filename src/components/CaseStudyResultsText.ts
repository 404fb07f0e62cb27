// The case-study listing's words, shared by the static listing and the live
// filter island (kept apart from the row components so the island's chunk
// carries no server-side rendering code).
import { NO_RESULTS_MESSAGE, noCaseStudiesMessage } from "./EmptyState";

export function emptyMessage(serviceName: string | null): string {
  return serviceName ? noCaseStudiesMessage(serviceName) : NO_RESULTS_MESSAGE;
}

export function caseStudyCount(count: number): string {
  return `${count} ${count === 1 ? "case study" : "case studies"}`;
}
