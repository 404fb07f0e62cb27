// A case-study listing row's HTML, rendered once per build and reused. The listing and
// each of its filtered variants (one per service) show every case study as a row, so
// each row would render sixteen times over; only the row's `hidden` and the first
// row's priority differ, and those stay outside (the <li>) or in the key.
import type { ReactElement } from "react";
import type { CaseStudyItem } from "../content/listings";
import { buildObject } from "../lib/build-object";
import { type PartMemos, renderedOnce } from "./rendered-once";
import { AboveTheFold, type RenderContext } from "./site-context";

// by the build's own item objects (a page's view of an item hands its object out, noting that the row shows all of it)
const rendered: PartMemos = new WeakMap();

/** A row's card, a function of the case study and the priority alone (the memo's key). */
export type CaseStudyRowCard = (item: CaseStudyItem, priority: boolean) => ReactElement;

export function caseStudyRowHtml(page: RenderContext, item: CaseStudyItem, priority: boolean, card: CaseStudyRowCard): string {
  return renderedOnce(rendered, buildObject(item), page, String(priority), <AboveTheFold.Provider value={false}>{card(item, priority)}</AboveTheFold.Provider>);
}
