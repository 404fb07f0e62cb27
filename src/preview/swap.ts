// Putting a freshly rendered page into the one on screen without a reload: the main content
// is replaced (block by block where the blocks are the same, so untouched blocks keep their
// state), and the header and footer where they changed; scroll stays where the editor left it,
// and islands in the new content start.
type Hydrate = (element: HTMLElement, props: unknown) => void;

/** The parts drawn from global stories (header, footer): an edit to one shows on every page. */
const SITE_PARTS = ["body > header", "body > footer"];
const lastShown = new Map<string, string>();

/** Notes the header and footer as the server sent them, before any island changes them. */
export function noteSiteParts(current: Document): void {
  for (const selector of SITE_PARTS) {
    const part = current.querySelector(selector);
    if (part && !lastShown.has(selector)) lastShown.set(selector, part.outerHTML);
  }
}

/** Replaces the page's main content, header and footer with the rendered page's; false when either has no main content. */
export function swapPage(current: Document, renderedHtml: string): boolean {
  const rendered = new DOMParser().parseFromString(renderedHtml, "text/html");
  const next = rendered.querySelector("main");
  const main = current.querySelector("main");
  if (!next || !main) return false;
  const { scrollX, scrollY } = window;
  const changed = changedRoots(main, next);
  for (const selector of SITE_PARTS) {
    const [old, fresh] = [current.querySelector(selector), rendered.querySelector(selector)];
    if (!old || !fresh) continue;
    // compared with what was last put there, not with the live part, which its islands have changed since
    const shown = lastShown.get(selector) ?? old.outerHTML;
    lastShown.set(selector, fresh.outerHTML);
    if (shown !== fresh.outerHTML) changed.push([old, fresh]);
  }
  for (const [old, fresh] of changed) {
    const adopted = current.importNode(fresh, true) as Element;
    old.replaceWith(adopted);
    showAndWake(adopted);
  }
  window.scrollTo(scrollX, scrollY);
  return true;
}

/** Pairs of (on screen, rendered) elements that differ: each changed block, or the whole main. */
function changedRoots(main: Element, next: Element): Array<[Element, Element]> {
  const uids = (root: Element) => Array.from(root.querySelectorAll(":scope > [data-blok-uid], :scope > * > [data-blok-uid]"), (el) => el.getAttribute("data-blok-uid"));
  const sameBlocks = uids(main).join("\n") === uids(next).join("\n") && uids(main).length > 0 && main.children.length === next.children.length;
  if (!sameBlocks) return main.innerHTML === next.innerHTML ? [] : [[main, next]];
  const pairs: Array<[Element, Element]> = [];
  Array.from(next.children).forEach((fresh, index) => {
    const old = main.children[index]!;
    if (old.outerHTML !== fresh.outerHTML) pairs.push([old, fresh]);
  });
  return pairs;
}

/** Swapped-in content is shown at once (no scroll-in reveal); its islands wake by their triggers. */
function showAndWake(root: Element): void {
  const reveal = root.matches("[data-reveal]") ? [root] : [];
  for (const el of [...reveal, ...Array.from(root.querySelectorAll("[data-reveal]"))]) el.setAttribute("data-revealed", "");
  const loader = (window as unknown as { __islands?: { wake(root: ParentNode): void } }).__islands;
  // the page's own loader (its triggers, retry and held-click replay); from the parent, so a swapped-in island root is found too
  if (loader) return loader.wake(root.parentElement ?? root);
  // a page that had no island has no loader: hydrate what the edit brought at once
  const islands = root.matches("site-island") ? [root] : Array.from(root.querySelectorAll("site-island"));
  for (const island of islands as HTMLElement[]) {
    import(island.dataset.src!)
      .then((mod: { default: Hydrate }) => mod.default(island, JSON.parse(island.dataset.props ?? "{}")))
      .catch((error: unknown) => console.error(`[preview] island ${island.dataset.island} could not load:`, error));
  }
}
