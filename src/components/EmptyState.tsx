// What a listing shows when it has nothing to list. A status region, so a
// filter that empties the list is announced.
import { SearchX } from "lucide-react";
import type { ReactNode } from "react";

export const NO_RESULTS_MESSAGE = "No results found. Try adjusting your filters.";
export const NO_SERVICES_MESSAGE = "No services found.";

/** The case-study filter's empty message (spec 2), with typographic quotes. */
export function noCaseStudiesMessage(service: string): string {
  return `No case studies found for “${service}” service.`;
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <SearchX className="empty-state__icon" size={32} aria-hidden="true" />
      <p className="empty-state__message">{message}</p>
      {children}
    </div>
  );
}
