// A part rendered once (src/components/rendered-once.tsx) is reused on pages whose priority image
// is claimed or not alike when it never asked whether it was, and only then: each page's HTML and
// claim are what rendering the part in place would have given.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Image, type ImageAsset } from "../../src/components/Image";
import { type PartMemos, renderedOnce } from "../../src/components/rendered-once";
import { AboveTheFold, type RenderContext, SiteContext } from "../../src/components/site-context";

const asset: ImageAsset = { filename: "https://a.storyblok.com/f/1/1600x900/abc/still.jpg", alt: "A still", focus: "" };

/** An image in the page's opening blocks (above the fold) or further down */
const imageIn = (aboveTheFold: boolean) => (
  <AboveTheFold.Provider value={aboveTheFold}>
    <Image asset={asset} sizes="100vw" />
  </AboveTheFold.Provider>
);

const page = (claimed: boolean) =>
  ({ editable: false, islands: { used: [], chunkUrl: () => "" }, priorityImage: { claimed }, reveal: { used: false }, blocks: { used: new Set() } }) as unknown as RenderContext;

/** The part rendered in place on a page like `context`: its HTML, and whether the page's priority is claimed after it. */
function inPlace(context: RenderContext, part: ReactElement) {
  const html = renderToStaticMarkup(<SiteContext.Provider value={context}>{part}</SiteContext.Provider>);
  return { html, claimed: context.priorityImage.claimed };
}

/** The part rendered once and reused on pages whose priority image is claimed or not (`claims`, in order): each page's HTML, the pages, and how often the part rendered. */
function onPages(element: ReactElement, claims: boolean[]) {
  const renders = { count: 0 };
  const Counted = () => {
    renders.count++;
    return element;
  };
  const memos: PartMemos = new WeakMap();
  const owner = {};
  const pages = claims.map(page);
  const html = pages.map((p) => renderedOnce(memos, owner, p, "part", <Counted />));
  return { html, pages, renders: renders.count };
}

describe("a part rendered once", () => {
  it("that never asks about the priority is reused on pages that have claimed it and pages that have not", () => {
    const below = imageIn(false);
    const { html, pages, renders } = onPages(below, [false, true]);
    expect(renders).toBe(1);
    expect(html[1]).toBe(html[0]);
    expect(html[0]).toBe(inPlace(page(true), below).html);
    expect(html[0]).toContain('loading="lazy"');
    expect(pages.map((p) => p.priorityImage.claimed)).toEqual([false, true]);
  });

  it("that takes the priority it was given claims it again on every page that reuses it", () => {
    const { html, pages, renders } = onPages(<Image asset={asset} sizes="100vw" priority />, [true, false]);
    expect(renders).toBe(1);
    expect(html[1]).toBe(html[0]);
    expect(html[0]).toContain('fetchPriority="high"');
    expect(pages[1]!.priorityImage.claimed).toBe(true);
  });

  it("that asks (an image above the fold) is rendered for each answer, and each page gets what it would in place", () => {
    const above = imageIn(true);
    const { html, pages, renders } = onPages(above, [false, true, false, true]);
    expect(renders).toBe(2);
    expect(html[0]).toBe(inPlace(page(false), above).html);
    expect(html[0]).toContain('fetchPriority="high"');
    expect(html[1]).toBe(inPlace(page(true), above).html);
    expect(html[1]).toContain('loading="lazy"');
    expect([html[2], html[3]]).toEqual([html[0], html[1]]);
    expect(pages.map((p) => p.priorityImage.claimed)).toEqual([true, true, true, true]);
  });
});
