import { describe, expect, it } from "vitest";
import { findRedirect, headersFor, matchPattern, parseRedirectsFile, type HeaderRuleConfig } from "../../build/netlify-rules";

describe("netlify rules", () => {
  it("parses the _redirects format with query conditions and force", () => {
    expect(parseRedirectsFile("# comment\n/a  /b  301\n/insights/ page=:page  /insights/page/:page/  200!\n")).toEqual([
      { from: "/a", to: "/b", status: 301, force: false, query: {} },
      { from: "/insights/", to: "/insights/page/:page/", status: 200, force: true, query: { page: ":page" } },
    ]);
  });

  it("binds placeholders and splats, ignoring a trailing slash", () => {
    expect(matchPattern("/img/*", "/img/f/1/a.jpg")).toEqual({ splat: "f/1/a.jpg" });
    expect(matchPattern("/news/:slug", "/news/hello/")).toEqual({ slug: "hello" });
    expect(matchPattern("/news/:slug", "/news/a/b")).toBeNull();
  });

  it("applies the first matching rule; existing files shadow unforced rules", () => {
    const rules = parseRedirectsFile("/insights/ page=:page  /insights/page/:page/  200!\n/old  /new  301\n");
    const url = (path: string) => new URL(path, "http://x");
    expect(findRedirect(rules, url("/insights?page=3"), true)?.target).toBe("/insights/page/3/");
    expect(findRedirect(rules, url("/insights"), true)).toBeNull();
    expect(findRedirect(rules, url("/old"), false)?.rule.status).toBe(301);
    expect(findRedirect(rules, url("/old"), true)).toBeNull();
  });

  it("merges the headers of every matching rule", () => {
    const rules: HeaderRuleConfig[] = [
      { for: "/*", values: { "X-A": "1" } },
      { for: "/assets/*", values: { "Cache-Control": "immutable" } },
    ];
    expect(headersFor(rules, "/assets/x.css")).toEqual({ "X-A": "1", "Cache-Control": "immutable" });
    expect(headersFor(rules, "/about")).toEqual({ "X-A": "1" });
  });
});
