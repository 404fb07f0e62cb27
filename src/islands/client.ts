// The island loader, inlined into pages that have islands (so it costs no
// request). It waits for each island's trigger, then imports that island's chunk,
// which brings React with it the first time.
type Hydrate = (element: HTMLElement, props: unknown) => void;

const triggers: Record<string, (el: HTMLElement, go: () => void) => void> = {
  load: (_el, go) => go(),
  idle: (_el, go) => ("requestIdleCallback" in window ? requestIdleCallback(() => go(), { timeout: 2000 }) : setTimeout(go, 200)),
  visible: (el, go) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          go();
        }
      },
      { rootMargin: "200px" },
    );
    // the marker is display:contents, so observe what it renders
    for (const child of Array.from(el.children)) observer.observe(child);
  },
  interaction: (el, go) => {
    const events = ["pointerover", "pointerdown", "focusin", "touchstart", "keydown"];
    const start = () => {
      for (const type of events) el.removeEventListener(type, start);
      go();
    };
    for (const type of events) el.addEventListener(type, start, { passive: true });
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

/** A click that arrives before hydration finishes is replayed once the island is live. */
function hydrateWithReplay(el: HTMLElement) {
  let pending: HTMLElement | null = null;
  const hold = (event: Event) => {
    pending = event.target as HTMLElement;
    event.preventDefault();
    event.stopPropagation();
  };
  el.addEventListener("click", hold, true);
  import(el.dataset.src!)
    .then((mod: { default: Hydrate }) => {
      mod.default(el, JSON.parse(el.dataset.props ?? "{}"));
      el.removeEventListener("click", hold, true);
      if (pending) queueMicrotask(() => pending?.click());
    })
    .catch((error: unknown) => {
      el.removeEventListener("click", hold, true);
      console.error(`[island ${el.dataset.island}] could not load:`, error);
    });
}

for (const el of Array.from(document.querySelectorAll<HTMLElement>("site-island"))) {
  const trigger = el.dataset.trigger ?? "load";
  const go = () => hydrateWithReplay(el);
  const mediaQuery = /^media\((.*)\)$/.exec(trigger)?.[1];
  if (mediaQuery) media(mediaQuery, go);
  else (triggers[trigger] ?? triggers.load!)(el, go);
}
