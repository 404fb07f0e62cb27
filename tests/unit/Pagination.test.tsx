import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Pagination } from "../../src/components/Pagination";

const render = (page: number, pageCount: number) => renderToStaticMarkup(<Pagination page={page} pageCount={pageCount} baseUrl="/insights/" />);
const pageLinks = (html: string) => [...html.matchAll(/class="pagination__page" href="[^"]+"[^>]*>.*?(\d+)<\/a>/g)].map((m) => Number(m[1]));
const disabled = (html: string) => [...html.matchAll(/<a class="pagination__step" role="link" aria-disabled="true">(?:<svg.*?<\/svg>)?(\w+)/g)].map((m) => m[1]);

describe("Pagination", () => {
  it("renders nothing for a single page", () => {
    expect(render(1, 1)).toBe("");
  });

  it("disables Previous on the first page and Next on the last, as links with no destination", () => {
    expect(disabled(render(1, 3))).toEqual(["Previous"]);
    expect(disabled(render(3, 3))).toEqual(["Next"]);
    expect(disabled(render(2, 3))).toEqual([]);
    expect(render(2, 3)).toContain('href="/insights/?page=1" rel="prev"');
    expect(render(2, 3)).toContain('href="/insights/?page=3" rel="next"');
  });

  it("marks the current page and hides the gap marker from assistive technology", () => {
    const html = render(5, 10);
    expect(pageLinks(html)).toEqual([1, 4, 5, 6, 10]);
    expect(html).toContain('href="/insights/?page=5" aria-current="page"');
    expect(html.split('<span class="pagination__gap" aria-hidden="true">…</span>')).toHaveLength(3);
    expect(html).toContain('<nav class="pagination" aria-label="Pagination">');
  });
});
