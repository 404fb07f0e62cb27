// The island loader, inlined into pages that have islands (so it costs no
// request). It waits for each island's trigger, then imports that island's chunk,
// which brings React with it the first time. `window.__islands.wake(root)` scans
// HTML swapped in later (the editor's live preview) the same way.
type Hydrate = (element: HTMLElement, props: unknown) => Promise<void>;
type Trigger = (el: HTMLElement, go: () => void) => void;

// input and change too: a value set with no pointer or focus first (assistive technology,
// autofill) must wake a form's island, which then applies what the control holds
const INTERACTION_EVENTS = ["pointerover", "pointerdown", "focusin", "touchstart", "keydown", "input", "change"];
const RETRY_DELAY_MS = 1000;

/**
 * Runs go once the page has loaded and painted. Islands that wake on sight or when the browser
 * is idle wait for it, so the scripts they fetch never compete with the page's own first paint
 * and largest image for a slow connection (a click or a key still wakes an island at once).
 * The load event can come before the first paint (the images were quick, the fonts were not),
 * so it waits for the browser's record of a paint as well (a tab loaded in the background
 * wakes its islands once shown).
 */
function afterLoadAndPaint(go: () => void) {
  const afterPaint = () => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return go();
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      go();
    });
    observer.observe({ type: "paint", buffered: true });
  };
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
}

/** Calls go once, when any of the marker's children comes within margin of the viewport. */
function whenVisible(el: HTMLElement, go: () => void, margin: string) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        go();
      }
    },
    { rootMargin: margin },
  );
  // the marker is display:contents, so observe what it renders
  for (const child of Array.from(el.children)) observer.observe(child);
}

/** Whether the address's #fragment names an element inside the island (the visitor was sent straight to it). */
function holdsTarget(el: HTMLElement): boolean {
  try {
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    return target !== null && el.contains(target);
  } catch {
    return false; // a malformed %-escape in the fragment names nothing
  }
}

/** The first pointer, touch, key or focus inside the island; at once where the address points into it. */
function onInteraction(el: HTMLElement, go: () => void) {
  if (holdsTarget(el)) return go();
  const start = () => {
    for (const type of INTERACTION_EVENTS) el.removeEventListener(type, start);
    go();
  };
  for (const type of INTERACTION_EVENTS) el.addEventListener(type, start, { passive: true });
}

/** Runs go at most once, however many callers race to run it. */
function once(go: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    go();
  };
}

const triggers: Record<string, Trigger> = {
  load: (_el, go) => go(),
  idle: (_el, go) => afterLoadAndPaint(() => ("requestIdleCallback" in window ? requestIdleCallback(() => go(), { timeout: 2000 }) : setTimeout(go, 200))),
  visible: (el, go) => afterLoadAndPaint(() => whenVisible(el, go, "200px")),
  interaction: onInteraction,
  // within 100 px of the viewport, or hovered or focused, whichever comes first
  near: (el, go) => {
    const first = once(go);
    afterLoadAndPaint(() => whenVisible(el, first, "100px"));
    onInteraction(el, first);
  },
};

function media(query: string, go: () => void) {
  const list = matchMedia(query);
  if (list.matches) return go();
  const onChange = () => {
    if (!list.matches) return;
    list.removeEventListener("change", onChange);
    go();
  };
  list.addEventListener("change", onChange);
}

/** A failed chunk is asked for once more after a second, past any cached failure. */
function importChunk(src: string): Promise<{ default: Hydrate }> {
  return import(src).catch(() => new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS)).then(() => import(`${src}${src.includes("?") ? "&" : "?"}retry=${Date.now()}`)));
}

/** What a held click's gesture-bound call started (a promise) or made (a player frame), by the control it was made for (src/islands/held-gesture.ts takes it). */
const heldGestures = new WeakMap<Element, unknown>();

/**
 * A video's player frame, made inside the tap so that it may play with sound: data-frame gives its
 * DOM properties and, as narrow, the widest window that gets the small rendition with its address
 * (src/islands/player-frame.ts). It goes first in the still's box, where the island's first render
 * puts it, so hydration adopts this very element (a frame made again would load outside the tap).
 */
function playerFrame(control: HTMLElement): HTMLIFrameElement {
  const { narrow, ...properties } = JSON.parse(control.dataset.frame!);
  if (innerWidth <= narrow[0]) properties.src = narrow[1];
  const frame = Object.assign(document.createElement("iframe"), properties);
  control.parentElement!.prepend(frame);
  return frame;
}

/**
 * A call that only the visitor's own gesture may make (WebKit refuses it from a click replayed
 * after the chunk arrives), made here, inside the click, for a control that names it with
 * data-gesture: "video-frame" (with data-frame) makes a video's player frame, "copy-url" writes
 * the page's address to the clipboard, "share" opens the share sheet (data-share-title) where
 * there is one and copies the address where there is not.
 */
function gestureBoundCall(control: HTMLElement): unknown {
  const copy = () => navigator.clipboard?.writeText(location.href) ?? Promise.reject(new Error("no clipboard"));
  if (control.dataset.frame) return playerFrame(control);
  if (control.dataset.gesture === "copy-url") return copy();
  if (control.dataset.gesture !== "share") return null;
  return navigator.share ? navigator.share({ title: control.dataset.shareTitle ?? document.title, url: location.href }) : copy();
}

/**
 * A click that arrives before hydration finishes is replayed once the island is
 * live; if the island cannot load at all, it is replayed on the plain HTML, so
 * a link (such as "Watch on Vimeo") still does what it says, and what the held
 * click made on the page (a player frame) goes.
 */
function hydrateWithReplay(el: HTMLElement) {
  let pending: HTMLElement | null = null;
  let made: unknown = null;
  const hold = (event: Event) => {
    // an icon's <path> has no click(); its nearest HTML ancestor replays the same click
    pending = (event.target as Element).closest<HTMLElement>(":not(svg, svg *)");
    event.preventDefault();
    event.stopPropagation();
    const control = pending?.closest<HTMLElement>("[data-gesture]");
    const call = control && !heldGestures.has(control) ? gestureBoundCall(control) : null;
    if (control && call) heldGestures.set(control, (made = call));
  };
  el.addEventListener("click", hold, true);
  const replay = () => {
    el.removeEventListener("click", hold, true);
    if (pending) queueMicrotask(() => pending?.click());
  };
  importChunk(el.dataset.src!)
    .then((mod) => mod.default(el, JSON.parse(el.dataset.props ?? "{}")))
    .then(replay)
    .catch((error: unknown) => {
      console.error(`[island ${el.dataset.island}] could not load:`, error);
      el.dataset.failed = "";
      if (made instanceof Element) made.remove();
      replay();
    });
}

function wake(root: ParentNode) {
  for (const el of Array.from(root.querySelectorAll<HTMLElement>("site-island:not([data-woken])"))) {
    el.dataset.woken = "";
    // a form its island checks shows the island's messages, never the browser's bubble, even on a
    // submit held while the chunk loads; without script the browser's own checks stay on
    for (const form of Array.from(el.querySelectorAll<HTMLFormElement>("form[data-checked-by-script]"))) form.noValidate = true;
    const trigger = el.dataset.trigger ?? "load";
    const go = () => hydrateWithReplay(el);
    const mediaQuery = /^media\((.*)\)$/.exec(trigger)?.[1];
    if (mediaQuery) media(mediaQuery, go);
    else (triggers[trigger] ?? triggers.load!)(el, go);
  }
}

(window as unknown as { __islands: { wake: typeof wake; heldGestures: typeof heldGestures } }).__islands = { wake, heldGestures };
wake(document);
