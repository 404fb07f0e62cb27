// A page carries the reveal scripts when something on it scrolls in, and only then; the
// render records it as Reveal renders, also where a part's HTML is rendered once and reused.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Reveal } from "../../src/components/Reveal";
import { type PartMemos, renderedOnce } from "../../src/components/rendered-once";
import { revealBodyScript, revealHeadScript } from "../../src/components/reveal-scripts";
import type { RenderContext } from "../../src/components/site-context";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

describe("the reveal scripts on a page", () => {
  it("are there on a page with an element that scrolls in, and not on one without", async () => {
    const result = await buildInMemory(
      await makeContentDir([
        story({ full_slug: "statement", content: { component: "page", body: [{ _uid: "l", component: "large_text", text: "People make the work matter." }] } }),
        story({ full_slug: "plain", content: { component: "page", body: [] } }),
      ]),
    );
    const statement = pageHtml(result, "/statement");
    expect(statement).toContain('data-reveal="below"');
    expect(statement).toContain(`<script>${revealHeadScript}</script>`);
    expect(statement).toContain(`<script>${revealBodyScript}</script>`);
    const plain = pageHtml(result, "/plain");
    expect(plain).not.toContain("data-reveal");
    expect(plain).not.toContain(revealBodyScript);
  });

  it("come with a part rendered once, on every page that reuses it", () => {
    const page = () => ({ editable: false, islands: { used: [], chunkUrl: () => "" }, priorityImage: { claimed: false }, reveal: { used: false } }) as unknown as RenderContext;
    const memos: PartMemos = new WeakMap();
    const owner = {};
    const [first, second, plain] = [page(), page(), page()];
    const html = renderedOnce(memos, owner, first, "k", <Reveal>Hi</Reveal>);
    expect(html).toBe(renderToStaticMarkup(<Reveal>Hi</Reveal>));
    expect(renderedOnce(memos, owner, second, "k", <Reveal>Hi</Reveal>)).toBe(html);
    expect([first.reveal.used, second.reveal.used]).toEqual([true, true]);
    renderedOnce(memos, owner, plain, "other", <p>Hi</p>);
    expect(plain.reveal.used).toBe(false);
  });
});
