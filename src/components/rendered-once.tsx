// HTML of a part that repeats from page to page (the site header, a case-study listing
// row), rendered once and reused. Only for parts whose HTML is a function of their key
// and of the page's state the key is taken in here (the islands before the part number
// the part's own, and a page's priority image can be claimed once, for a part that asks).
// What the part does to the page besides its HTML is kept and done again on reuse: the
// islands it adds to the page's list, the blocks it renders, the priority image it
// claims, and whether it has elements that scroll in (the page then carries the reveal
// scripts). Reads and warnings are not replayed, so a part is given the data it needs,
// worked out (and warned about) on each page.
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { type RenderContext, SiteContext } from "./site-context";

interface RenderedPart {
  html: string;
  islands: string[];
  blocks: string[];
  claimsPriority: boolean;
  reveals: boolean;
}

/**
 * Rendered parts by the build's object they were rendered from (a case study, the header story),
 * then by key: a new build (the dev server's next one) starts afresh.
 */
export type PartMemos = WeakMap<object, Map<string, RenderedPart>>;

export function renderedOnce(memos: PartMemos, owner: object, page: RenderContext, key: string, part: ReactElement): string {
  const memo = memos.get(owner) ?? new Map<string, RenderedPart>();
  memos.set(owner, memo);
  const { used } = page.islands;
  // a part that never asked whether the page's priority image was claimed is the same either way (most are: only
  // an image above the fold that was not given the priority asks), and is kept for both
  const eitherKey = `${used.length}:either:${key}`;
  const pageKey = `${used.length}:${page.priorityImage.claimed}:${key}`;
  let rendered = memo.get(eitherKey) ?? memo.get(pageKey);
  if (rendered) {
    used.push(...rendered.islands);
    for (const block of rendered.blocks) page.blocks.used.add(block);
    if (rendered.claimsPriority) page.priorityImage.claimed = true;
    if (rendered.reveals) page.reveal.used = true;
    return rendered.html;
  }
  const before = used.length;
  const priority = { asked: false, claims: false };
  // the page's context, so the part numbers its islands and claims the priority as it would inline; its reveal
  // and blocks are noted apart, to be seen even on a page that already has them, and so is what it does with the priority
  const own: RenderContext = {
    ...page,
    priorityImage: {
      get claimed() {
        priority.asked = true;
        return page.priorityImage.claimed;
      },
      set claimed(claimed) {
        priority.claims ||= claimed;
        page.priorityImage.claimed = claimed;
      },
    },
    reveal: { used: false },
    blocks: { used: new Set<string>() },
  };
  const html = flat(renderToString(<SiteContext.Provider value={own}>{part}</SiteContext.Provider>));
  if (own.reveal.used) page.reveal.used = true;
  for (const block of own.blocks.used) page.blocks.used.add(block);
  rendered = {
    html,
    islands: used.slice(before),
    blocks: [...own.blocks.used],
    claimsPriority: priority.claims,
    reveals: own.reveal.used,
  };
  memo.set(priority.asked ? pageKey : eitherKey, rendered);
  return html;
}

/**
 * React returns its HTML as a rope: thousands of small strings joined by reference. Searching
 * a string makes V8 copy it into one piece, in place, so the memo keeps the part's characters
 * and not its rope (100 MB of rope nodes at 10,000 routes), and a page that reuses it copies
 * one piece instead of walking the rope again.
 */
function flat(html: string): string {
  html.includes("\0");
  return html;
}
