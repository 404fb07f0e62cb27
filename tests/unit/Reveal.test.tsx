import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Reveal } from "../../src/components/Reveal";
import { REVEAL_ARMED_CLASS, revealBodyScript, revealHeadScript } from "../../src/components/reveal-scripts";

describe("Reveal", () => {
  it("renders its children visible, marked with the direction they slide in from", () => {
    expect(renderToStaticMarkup(<Reveal>Hi</Reveal>)).toBe('<div data-reveal="below">Hi</div>');
    expect(
      renderToStaticMarkup(
        <Reveal as="li" from="right" className="card" delayMs={120}>
          Card
        </Reveal>,
      ),
    ).toBe('<li class="card" data-reveal="right" style="--reveal-delay:120ms">Card</li>');
  });
});

/** Runs an inline script against a small fake page: the root element's classes, the elements, an observer. */
function runScripts({ io = true, reducedMotion = false } = {}) {
  const classes = new Set<string>();
  const revealed: string[] = [];
  const elements = ["a", "b", "tall"].map((name) => ({ name, setAttribute: (attr: string) => attr === "data-revealed" && revealed.push(name) }));
  let callback: ((entries: unknown[]) => void) | null = null;
  const unobserved: string[] = [];
  const document = { documentElement: { classList: { add: (c: string) => classes.add(c), contains: (c: string) => classes.has(c) } }, querySelectorAll: () => elements };
  class FakeObserver {
    constructor(
      cb: (entries: unknown[]) => void,
      readonly options: { threshold: number[] },
    ) {
      callback = cb;
    }
    observe() {}
    unobserve(el: { name: string }) {
      unobserved.push(el.name);
    }
  }
  const window = io ? { IntersectionObserver: FakeObserver } : {};
  const matchMedia = () => ({ matches: reducedMotion });
  const run = (script: string) => new Function("window", "document", "matchMedia", "IntersectionObserver", script)(window, document, matchMedia, FakeObserver);
  run(revealHeadScript);
  run(revealBodyScript);
  const entry = (name: string, ratio: number, height: number) => ({
    target: elements.find((e) => e.name === name),
    intersectionRatio: ratio,
    isIntersecting: ratio > 0,
    boundingClientRect: { height },
    rootBounds: { height: 900 },
  });
  return {
    classes,
    revealed,
    unobserved,
    fire: (entries: ReturnType<typeof entry>[]) => callback?.(entries),
    entry,
    armed: () => classes.has(REVEAL_ARMED_CLASS),
    observing: () => callback !== null,
  };
}

describe("reveal scripts", () => {
  it("arm the hidden start state only with IntersectionObserver and without a reduced-motion preference", () => {
    expect(runScripts().armed()).toBe(true);
    expect(runScripts({ io: false }).armed()).toBe(false);
    const reduced = runScripts({ reducedMotion: true });
    expect(reduced.armed()).toBe(false);
    expect(reduced.observing()).toBe(false);
  });

  it("reveal an element once, when a tenth of it is on screen", () => {
    const page = runScripts();
    page.fire([page.entry("a", 0.05, 400), page.entry("b", 0.1, 400)]);
    expect(page.revealed).toEqual(["b"]);
    page.fire([page.entry("a", 0.1, 400)]);
    expect(page.revealed).toEqual(["b", "a"]);
    expect(page.unobserved).toEqual(["b", "a"]);
  });

  it("reveal an element too tall to ever show a tenth of itself as soon as it enters", () => {
    const page = runScripts();
    page.fire([page.entry("tall", 0.02, 12_000)]);
    expect(page.revealed).toEqual(["tall"]);
  });
});
