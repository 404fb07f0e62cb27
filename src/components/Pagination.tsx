// Page links for a paginated listing (spec 9): all pages when there are 5 or
// fewer, otherwise first, current with neighbours and last with gaps. Previous
// and Next are disabled (not links) at the ends; the current page carries
// aria-current. Links use ?page=N on the listing's URL.
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { pageHref, pageItems } from "../lib/pagination";

export interface PaginationProps {
  page: number;
  pageCount: number;
  baseUrl: string;
  /** names the navigation landmark, e.g. "Insights pages" */
  label?: string;
}

export function Pagination({ page, pageCount, baseUrl, label = "Pagination" }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        <li>
          <Step href={page > 1 ? pageHref(baseUrl, page - 1) : null} rel="prev">
            <ChevronLeft size={18} aria-hidden="true" />
            Previous<span className="visually-hidden"> page</span>
          </Step>
        </li>
        {pageItems(page, pageCount).map((item, i) => (
          <li key={item === "gap" ? `gap-${i}` : item}>
            {item === "gap" ? (
              <span className="pagination__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <a className="pagination__page" href={pageHref(baseUrl, item)} aria-current={item === page ? "page" : undefined}>
                <span className="visually-hidden">Page </span>
                {item}
              </a>
            )}
          </li>
        ))}
        <li>
          <Step href={page < pageCount ? pageHref(baseUrl, page + 1) : null} rel="next">
            Next<span className="visually-hidden"> page</span>
            <ChevronRight size={18} aria-hidden="true" />
          </Step>
        </li>
      </ul>
    </nav>
  );
}

/** Previous or Next: a link, or at the ends a disabled link with no destination. */
function Step({ href, rel, children }: { href: string | null; rel: "prev" | "next"; children: ReactNode }) {
  if (!href) {
    return (
      <a className="pagination__step" role="link" aria-disabled="true">
        {children}
      </a>
    );
  }
  return (
    <a className="pagination__step" href={href} rel={rel}>
      {children}
    </a>
  );
}
