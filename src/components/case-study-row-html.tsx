// A case-study listing row's HTML, rendered once per build and reused. The listing and
// each of its filtered variants (one per service) show every case study as a row, so
// each row would render sixteen times over; only the row's `hidden` and the first
// row's priority differ, and those stay outside (the <li>) or in the key.
import type { CaseStudyItem } from "../content/listings";
import { CaseStudyCardPreview } from "./CaseStudyCardPreview";
import { type PartMemos, renderedOnce } from "./rendered-once";
import { AboveTheFold, type RenderContext } from "./site-context";

// by the build's own item objects
const rendered: PartMemos = new WeakMap();

export function caseStudyRowHtml(page: RenderContext, item: CaseStudyItem, priority: boolean): string {
  return renderedOnce(
    rendered,
    item,
    page,
    String(priority),
    <AboveTheFold.Provider value={false}>
      <CaseStudyCardPreview item={item} layout="row" priority={priority} />
    </AboveTheFold.Provider>,
  );
}
