// A case-study listing row's HTML, rendered once per build and reused. The listing and
// each of its filtered variants (one per service) show every case study as a row, so
// each row would render sixteen times over; only the row's `hidden` and the first
// row's priority differ, and those stay outside (the <li>) or in the key. What a row
// does to the page besides its HTML is kept and done again on reuse: the islands it
// adds to the page's list, and the priority image it claims.
import { renderToString } from "react-dom/server";
import type { CaseStudyItem } from "../content/listings";
import { CaseStudyCardPreview } from "./CaseStudyCardPreview";
import { AboveTheFold, type RenderContext, SiteContext } from "./site-context";

interface RenderedRow {
  html: string;
  islands: string[];
  claimsPriority: boolean;
}

// by the build's own item objects: a new build (the dev server's next one) starts afresh
const rendered = new WeakMap<CaseStudyItem, Map<string, RenderedRow>>();

export function caseStudyRowHtml(page: RenderContext, item: CaseStudyItem, priority: boolean): string {
  const { used } = page.islands;
  // the island ids number from the islands before the row, and a claimed priority changes what a row may claim
  const key = `${priority}:${used.length}:${page.priorityImage.claimed}`;
  const rows = rendered.get(item) ?? new Map<string, RenderedRow>();
  rendered.set(item, rows);
  let row = rows.get(key);
  if (row) {
    used.push(...row.islands);
    if (row.claimsPriority) page.priorityImage.claimed = true;
    return row.html;
  }
  const before = { islands: used.length, claimed: page.priorityImage.claimed };
  // the page's own context, so the row numbers its islands and claims the priority as it would inline
  const html = renderToString(
    <SiteContext.Provider value={page}>
      <AboveTheFold.Provider value={false}>
        <CaseStudyCardPreview item={item} layout="row" priority={priority} />
      </AboveTheFold.Provider>
    </SiteContext.Provider>,
  );
  row = { html, islands: used.slice(before.islands), claimsPriority: !before.claimed && page.priorityImage.claimed };
  rows.set(key, row);
  return html;
}
