// Each page links a stylesheet of the parts it needs (build/pipeline/assets/page-stylesheet.ts). Over the
// embedded site: every class a page's HTML uses that some stylesheet styles comes with the
// page; pages leave out what they do not render; the same parts make one shared file; a
// preview links every stylesheet. And the choice itself: cascade order, base parts always.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildCss, listStylesheets, type Stylesheets } from "../../build/pipeline/assets/css";
import { type PageCss, pageStylesheetFiles, pageStylesheets, stylesheetFile } from "../../build/pipeline/assets/page-stylesheet";
import { type BuildResult, runBuild } from "../../build/pipeline/run-build";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const linkedHref = (html: string) => /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];

describe("the embedded site's pages", () => {
  let result: BuildResult;
  let stylesOf: Map<string, Set<string>>;
  let css: Stylesheets;
  beforeAll(async () => {
    result = await runBuild({ contentDir: "content-cache", outDir: ".cache/unused", publicDir: "public", preview: false, minify: true, strict: false }, undefined, {
      write: false,
    });
    css = await buildCss({ minify: true });
    // class → the stylesheets whose selectors name it
    stylesOf = new Map();
    for (const name of await listStylesheets()) {
      const source = await readFile(join("src", name), "utf8");
      for (const [, cls] of source.matchAll(/\.([a-zA-Z_][\w-]*)/g)) stylesOf.set(cls!, (stylesOf.get(cls!) ?? new Set()).add(name));
    }
  }, 60_000);

  it("link the stylesheets of every class they use", () => {
    const missing: string[] = [];
    for (const page of result.pages) {
      const linked = new Set(page.stylesheets);
      for (const [, list] of page.html.matchAll(/class="([^"]*)"/g)) {
        for (const cls of list!.split(/\s+/)) {
          const styledBy = stylesOf.get(cls);
          if (styledBy && ![...styledBy].some((name) => linked.has(name))) missing.push(`${page.route.url}: .${cls} (${[...styledBy].join(", ")})`);
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it("link the file made of exactly their parts, shared by pages with the same parts", () => {
    for (const page of result.pages) expect(linkedHref(page.html), page.route.url).toBe(stylesheetFile(css, page.stylesheets).href);
    const files = pageStylesheetFiles(result.pages, css);
    expect(files.length).toBeGreaterThan(1);
    expect(files.length).toBeLessThan(result.pages.length / 4);
  });

  it("leave out what they do not render", () => {
    const listing = result.pages.find((p) => p.route.url === "/case-studies/")!;
    expect(listing.stylesheets).toContain("blocks/CaseStudyListing.css");
    expect(listing.stylesheets).toContain("layouts/Header.css");
    expect(listing.stylesheets).not.toContain("blocks/NewsListing.css");
    expect(listing.stylesheets).not.toContain("pages/Article.css");
    // about half the site's CSS
    expect(stylesheetFile(css, listing.stylesheets).contents.length).toBeLessThan(css.full.contents.length * 0.6);
  });
});

describe("a preview", () => {
  it("links every stylesheet, since the editor may add any block", async () => {
    const dir = await makeContentDir([
      story({ full_slug: "about", content: { component: "page", body: [{ _uid: "t", component: "text_block", text: { type: "doc", content: [] } }] } }),
    ]);
    const result = await buildInMemory(dir, { preview: true });
    const css = await buildCss({ minify: false });
    expect(linkedHref(pageHtml(result, "/about"))).toBe(css.full.href);
    expect(result.pages.every((p) => p.stylesheets.length === 0)).toBe(true);
  });
});

describe("a page's parts", () => {
  const css: PageCss = {
    parts: [
      ["styles/tokens.css", "a{}"],
      ["styles/base.css", "b{}"],
      ["blocks/Grid.css", ".grid{}"],
      ["components/Card.css", ".card{}"],
      ["islands/Menu.css", ".menu{}"],
      ["layouts/Header.css", ".header{}"],
      ["pages/Article.css", ".article{}"],
    ],
    needs: {
      shell: ["layouts/Header.css"],
      pages: { article: ["pages/Article.css"], page: [] },
      blocks: { grid: ["blocks/Grid.css", "components/Card.css"] },
      islands: { Menu: ["islands/Menu.css"] },
    },
  };

  it("are the base, the shell's, the page kind's, and those of the blocks and islands it rendered, in cascade order", () => {
    expect(pageStylesheets(css, { kind: "page", blocks: ["grid"], islands: ["Menu"] })).toEqual([
      "styles/tokens.css",
      "styles/base.css",
      "blocks/Grid.css",
      "components/Card.css",
      "islands/Menu.css",
      "layouts/Header.css",
    ]);
    expect(pageStylesheets(css, { kind: "article", blocks: ["unknown_block"], islands: [] })).toEqual([
      "styles/tokens.css",
      "styles/base.css",
      "layouts/Header.css",
      "pages/Article.css",
    ]);
  });

  it("make one file per set of parts, named by its contents", () => {
    const names = pageStylesheets(css, { kind: "article", blocks: [], islands: [] });
    const file = stylesheetFile(css, names);
    expect(file.contents).toBe("a{}b{}.header{}.article{}");
    expect(file.href).toBe(`/${file.path}`);
    expect(file.path).toMatch(/^assets\/site-[0-9a-f]{10}\.css$/);
    expect(stylesheetFile(css, [...names])).toBe(file);
    expect(stylesheetFile(css, pageStylesheets(css, { kind: "page", blocks: [], islands: [] })).href).not.toBe(file.href);
  });
});

describe("the full stylesheet", () => {
  it("is every part in cascade order", async () => {
    const css = await buildCss({ minify: true });
    expect(css.full.contents).toBe(css.parts.map(([, text]) => text).join(""));
    expect(css.parts.map(([name]) => name)).toEqual(await listStylesheets());
    const onDisk = (await readdir("src", { recursive: true })).filter((f) => String(f).endsWith(".css"));
    expect(css.parts).toHaveLength(onDisk.length);
  });
});
