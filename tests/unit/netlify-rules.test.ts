// Rule files read by Netlify's own parsers, matched with Netlify's semantics: first match wins,
// files shadow unforced rules, query conditions and splats bind, query strings pass on.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findRedirect, headersFor, matchPattern, readNetlifyRules } from "../../build/serve/netlify-rules";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Rule files in a temporary folder; a file given as null is absent. */
async function rules(files: { toml?: string; redirects?: string | null; headers?: string | null }) {
  const dir = await mkdtemp(join(tmpdir(), "netlify-rules-"));
  dirs.push(dir);
  const paths = { toml: join(dir, "netlify.toml"), redirects: join(dir, "_redirects"), headers: join(dir, "_headers") };
  await writeFile(paths.toml, files.toml ?? "");
  if (files.redirects) await writeFile(paths.redirects, files.redirects);
  if (files.headers) await writeFile(paths.headers, files.headers);
  return readNetlifyRules(paths);
}

const url = (path: string) => new URL(path, "http://x");

describe("netlify rules", () => {
  it("reads _redirects (query conditions, force, default 301) before netlify.toml, as Netlify orders them", async () => {
    const parsed = await rules({
      redirects: "# comment\n/a  /b\n/insights/ page=:page  /insights/page/:page/  200!\n",
      toml: '[[redirects]]\n  from = "/img/*"\n  to = "https://a.storyblok.com/:splat"\n  status = 200\n',
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.redirects).toEqual([
      { from: "/a", to: "/b", status: 301, force: false, query: {} },
      { from: "/insights/", to: "/insights/page/:page/", status: 200, force: true, query: { page: ":page" } },
      { from: "/img/*", to: "https://a.storyblok.com/:splat", status: 200, force: false, query: {} },
    ]);
  });

  it("reports a rule Netlify's parser refuses instead of guessing", async () => {
    const parsed = await rules({ redirects: "/only-a-source\n/ok /fine 302\n" });
    expect(parsed.errors).toEqual([expect.stringMatching(/only-a-source/)]);
    expect(parsed.redirects).toEqual([{ from: "/ok", to: "/fine", status: 302, force: false, query: {} }]);
  });

  it("binds placeholders and splats, ignoring a trailing slash", () => {
    expect(matchPattern("/img/*", "/img/f/1/a.jpg")).toEqual({ splat: "f/1/a.jpg" });
    expect(matchPattern("/news/:slug", "/news/hello/")).toEqual({ slug: "hello" });
    expect(matchPattern("/news/:slug", "/news/a/b")).toBeNull();
  });

  it("applies the first matching rule; existing files shadow unforced rules", async () => {
    const { redirects } = await rules({ redirects: "/insights/ page=:page  /insights/page/:page/  200!\n/old  /new  301\n/old  /newer  302\n" });
    expect(findRedirect(redirects, url("/insights?page=3"), true)?.target).toBe("/insights/page/3/");
    expect(findRedirect(redirects, url("/insights"), true)).toBeNull();
    expect(findRedirect(redirects, url("/old"), false)).toMatchObject({ target: "/new", rule: { status: 301 } });
    expect(findRedirect(redirects, url("/old"), true)).toBeNull();
  });

  it("passes the query string on to a redirect's destination unless the rule matches on query parameters", async () => {
    const { redirects } = await rules({
      redirects: "/insights/ page=:page  /insights/page/:page/  200!\n/book  https://cal.example/agency?src=site  307\n/showreel  https://vimeo.com/1  307\n",
    });
    expect(findRedirect(redirects, url("/showreel?utm_source=mail&x=1"), false)?.location).toBe("https://vimeo.com/1?utm_source=mail&x=1");
    expect(findRedirect(redirects, url("/book?utm_source=mail&src=ad"), false)?.location).toBe("https://cal.example/agency?src=site&utm_source=mail");
    expect(findRedirect(redirects, url("/showreel"), false)?.location).toBe("https://vimeo.com/1");
    expect(findRedirect(redirects, url("/insights?page=3&utm_source=mail"), true)?.location).toBe("/insights/page/3/");
  });

  it("merges the headers of every matching rule from dist/_headers and netlify.toml; netlify.toml's value wins", async () => {
    const { headers, errors } = await rules({
      headers: "/*\n  Content-Security-Policy: default-src 'self'\n  X-From-File: yes\n",
      toml: '[[headers]]\n  for = "/assets/*"\n  [headers.values]\n    Cache-Control = "immutable"\n[[headers]]\n  for = "/*"\n  [headers.values]\n    X-A = "1"\n',
    });
    expect(errors).toEqual([]);
    expect(headersFor(headers, "/assets/x.css")).toEqual({ "Content-Security-Policy": "default-src 'self'", "X-From-File": "yes", "Cache-Control": "immutable", "X-A": "1" });
    expect(headersFor(headers, "/about")).toEqual({ "Content-Security-Policy": "default-src 'self'", "X-From-File": "yes", "X-A": "1" });
    const overridden = await rules({
      headers: "/*\n  Content-Security-Policy: default-src 'self'\n",
      toml: '[[headers]]\n  for = "/*"\n  [headers.values]\n    Content-Security-Policy = "frame-ancestors \'self\'"\n',
    });
    expect(headersFor(overridden.headers, "/about")).toEqual({ "Content-Security-Policy": "frame-ancestors 'self'" });
  });

  it("reads the rules without a _redirects or _headers file", async () => {
    const parsed = await rules({ redirects: null, headers: null });
    expect(parsed).toEqual({ redirects: [], headers: [], errors: [] });
  });
});
