// Search and social metadata over the embedded site: every page has an og:image
// with its size; the generated JSON-LD carries the properties Google's rich
// results require (BreadcrumbList, Article, FAQPage, VideoObject) and the site-wide Organization's
// logo is a file the build ships; the insights feed and the manifest are sound.
import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { type BuildResult, runBuild } from "../../build/pipeline/run-build";
import { insightsFeed, webManifest } from "../../build/pipeline/write/feeds";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

// Google Search Central, structured data reference: required properties per type
const REQUIRED: Record<string, string[]> = {
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name", "item"],
  Article: ["headline", "image", "datePublished", "author"],
  Organization: ["name", "url", "logo"],
  WebSite: ["name", "url"],
  FAQPage: ["mainEntity"],
  Question: ["name", "acceptedAnswer"],
  Answer: ["text"],
  // required: name, thumbnailUrl, uploadDate; recommended, and always generated here: description, embedUrl
  VideoObject: ["name", "thumbnailUrl", "uploadDate", "description", "embedUrl"],
};

let result: BuildResult;
beforeAll(async () => {
  result = await runBuild({ contentDir: "content-cache", outDir: ".cache/unused", publicDir: "public", preview: false, minify: false, strict: false }, undefined, { write: false });
}, 60_000);

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap((m) => {
    const value = JSON.parse(m[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(value) ? value : [value];
  });

function missingRequired(schema: Record<string, unknown>): string[] {
  const type = String(schema["@type"]);
  const own = (REQUIRED[type] ?? []).filter((key) => schema[key] === undefined || schema[key] === "" || (Array.isArray(schema[key]) && (schema[key] as unknown[]).length === 0));
  const children = type === "BreadcrumbList" ? schema.itemListElement : type === "FAQPage" ? schema.mainEntity : type === "Question" ? [schema.acceptedAnswer] : [];
  const nested = (children as Record<string, unknown>[]).flatMap(missingRequired);
  return [...own.map((key) => `${type}.${key}`), ...nested];
}

describe("page metadata", () => {
  it("gives every page an og:image with width and height", () => {
    const without = result.pages.filter(
      (p) =>
        !/<meta property="og:image" content="https?:\/\/[^"]+"\/><meta property="og:image:width" content="1200"\/><meta property="og:image:height" content="630"\/>/.test(p.html),
    );
    expect(without.map((p) => p.route.url)).toEqual([]);
    expect(result.pages.length).toBeGreaterThan(200);
  });

  it("emits JSON-LD with every property Google requires, of each expected type", () => {
    const types = new Map<string, number>();
    for (const page of result.pages) {
      for (const schema of jsonLdOf(page.html)) {
        types.set(String(schema["@type"]), (types.get(String(schema["@type"])) ?? 0) + 1);
        expect(missingRequired(schema), `${page.route.url} ${String(schema["@type"])}`).toEqual([]);
      }
    }
    console.log(`JSON-LD emitted: ${[...types].map(([t, n]) => `${t} ×${n}`).join(", ")}`);
    const articles = result.routes.filter((r) => r.kind === "article").length;
    expect(types.get("Article")).toBe(articles);
    expect(types.get("FAQPage")).toBe(result.pages.filter((p) => p.html.includes('class="faqs')).length);
    expect(types.get("BreadcrumbList")).toBe(result.pages.filter((p) => p.route.url !== "/" && p.route.kind !== "not_found").length);
  });

  it("describes each distinct video of a case study once, as Google's video rich results read it", () => {
    const caseStudies = result.pages.filter((p) => p.route.kind === "case_study");
    expect(caseStudies.length).toBeGreaterThan(20);
    for (const page of caseStudies) {
      const videos = jsonLdOf(page.html).filter((s) => s["@type"] === "VideoObject");
      // every player the page renders links to its video page; each distinct video is described once
      const onPage = new Set([...page.html.matchAll(/href="https:\/\/vimeo\.com\/(\d+)/g)].map((m) => m[1]));
      expect(videos.length, page.route.url).toBe(onPage.size);
      expect(videos.length, page.route.url).toBeGreaterThan(0);
      expect(new Set(videos.map((v) => v.embedUrl)).size).toBe(videos.length);
      expect(videos[0]!.name, "the case study's own film takes its name").toBe(page.route.story.name);
      for (const video of videos) {
        expect(String(video.uploadDate)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
        expect(String(video.embedUrl)).toMatch(/^https:\/\/player\.vimeo\.com\/video\/\d+(\?h=[0-9a-f]+)?$/);
        for (const thumbnail of video.thumbnailUrl as string[]) expect(thumbnail).toMatch(/^https:\/\//);
      }
    }
    const others = result.pages.filter((p) => p.route.kind !== "case_study");
    expect(others.filter((p) => jsonLdOf(p.html).some((s) => s["@type"] === "VideoObject")).map((p) => p.route.url)).toEqual([]);
  });

  it("points the Organization logo at a file the build ships", () => {
    const home = result.pages.find((p) => p.route.url === "/")!;
    const organization = jsonLdOf(home.html).find((s) => s["@type"] === "Organization")!;
    const logo = new URL(String(organization.logo));
    expect(existsSync(`public${logo.pathname}`)).toBe(true);
  });

  it("links the insights feed, the manifest and the touch icon from every page", () => {
    for (const page of result.pages.slice(0, 5)) {
      expect(page.html).toContain('<link rel="alternate" type="application/atom+xml"');
      expect(page.html).toContain('<link rel="manifest" href="/site.webmanifest"/>');
      expect(page.html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
    }
    for (const icon of ["apple-touch-icon.png", "icon-192.png", "icon-512.png", "social-card.png"]) expect(existsSync(`public/${icon}`)).toBe(true);
  });
});

describe("VideoObject", () => {
  it("describes each valid, distinct video in page order, with the block's own texts and still", async () => {
    const still = (name: string) => ({ filename: `https://a.storyblok.com/f/1/1600x900/ab/${name}.jpg`, alt: "" });
    const caseStudy = story({
      full_slug: "case-studies/harbour",
      name: "Harbour film",
      content: {
        component: "case_study",
        date: "2024-05-13 16:00",
        description: "A film about the harbour.",
        video_url: "https://youtu.be/dQw4w9WgXcQ?t=30",
        image: still("harbour"),
        body: [
          {
            _uid: "g",
            component: "gallery_grid",
            items: [
              { _uid: "g1", component: "gallery_item", video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", image: still("again") },
              { _uid: "g2", component: "gallery_item", video_url: "https://vimeo.com/12", caption: "Not a video" },
              { _uid: "g3", component: "gallery_item", video_url: "https://vimeo.com/123456789/abcdef12", caption: "Behind the scenes", image: still("bts") },
            ],
          },
        ],
      },
    });
    const html = pageHtml(await buildInMemory(await makeContentDir([caseStudy])), "/case-studies/harbour");
    const videos = jsonLdOf(html).filter((s) => s["@type"] === "VideoObject");
    expect(videos).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "VideoObject",
        name: "Harbour film",
        description: "A film about the harbour.",
        thumbnailUrl: [expect.stringMatching(/^https:\/\/www\.example\.test\/img\/f\/1\/1600x900\/ab\/harbour\.jpg\/m\/1280x720\//)],
        uploadDate: "2024-05-13T16:00:00Z",
        embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      },
      {
        "@context": "https://schema.org",
        "@type": "VideoObject",
        name: "Harbour film: video 2",
        description: "Behind the scenes",
        thumbnailUrl: [expect.stringContaining("/bts.jpg/m/1280x720/")],
        uploadDate: "2024-05-13T16:00:00Z",
        embedUrl: "https://player.vimeo.com/video/123456789?h=abcdef12",
      },
    ]);
  });
});

describe("Organization and WebSite on the home page", () => {
  const settings = (extra: Record<string, unknown>) =>
    story({
      full_slug: "settings",
      content: {
        component: "settings",
        site_name: "Test Films",
        production_site_url: "https://www.example.test",
        instagram: "https://www.instagram.com/testfilms",
        linkedin: "https://www.linkedin.com/company/test-films",
        vimeo: "",
        ...extra,
      },
    });
  const stories = (settingsExtra: Record<string, unknown>, home: Record<string, unknown>) => [
    settings(settingsExtra),
    story({ full_slug: "header", content: { component: "header", links: [] } }),
    story({ full_slug: "footer", content: { component: "footer", text: "Hello", email: "hi@example.test", phone: "01234 567890" } }),
    story({ full_slug: "homepage", name: "Home", content: { component: "page", body: [], ...home } }),
    story({ full_slug: "about", name: "About", content: { component: "page", body: [] } }),
  ];
  const typesOn = (html: string, type: string) => jsonLdOf(html).filter((s) => s["@type"] === type);

  it("generates both from settings when no editor typed them, on the home page only", async () => {
    const built = await buildInMemory(await makeContentDir(stories({}, {}), { withBase: false }));
    const home = pageHtml(built, "/");
    const [organization] = typesOn(home, "Organization");
    expect(organization).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Test Films",
      url: "https://www.example.test/",
      logo: "https://www.example.test/logo.png",
      sameAs: ["https://www.instagram.com/testfilms", "https://www.linkedin.com/company/test-films"],
    });
    expect(existsSync(`public${new URL(String(organization!.logo)).pathname}`)).toBe(true);
    expect(typesOn(home, "WebSite")).toEqual([{ "@context": "https://schema.org", "@type": "WebSite", name: "Test Films", url: "https://www.example.test/" }]);
    for (const schema of jsonLdOf(home)) expect(missingRequired(schema)).toEqual([]);
    const about = pageHtml(built, "/about");
    expect([...typesOn(about, "Organization"), ...typesOn(about, "WebSite")]).toEqual([]);
  });

  it("generates no second copy of a type an editor typed in settings, the page's schemas or a JSON-LD block", async () => {
    const editorOrganization = { "@context": "https://schema.org", "@type": "LocalBusiness", name: "Test Films Ltd", telephone: "+44 1" };
    const editorWebSite = { "@context": "https://schema.org", "@graph": [{ "@type": "WebSite", name: "Typed", url: "https://www.example.test/" }] };
    const cases = [
      { settings: { schemas: JSON.stringify(editorOrganization) }, home: { schemas: JSON.stringify(editorWebSite) } },
      { settings: {}, home: { body: [{ _uid: "j1", component: "json_ld_schema", schema: JSON.stringify([editorOrganization, editorWebSite]) }] } },
    ];
    for (const { settings: settingsExtra, home: homeExtra } of cases) {
      const home = pageHtml(await buildInMemory(await makeContentDir(stories(settingsExtra, homeExtra), { withBase: false })), "/");
      expect(typesOn(home, "Organization")).toEqual([]);
      expect(typesOn(home, "LocalBusiness")).toHaveLength(1);
      expect(typesOn(home, "WebSite")).toEqual([]);
      expect(home.match(/"@type":"WebSite"/g)).toHaveLength(1);
    }
  });

  it("keeps the embedded site's own Organization and WebSite, once each", () => {
    const home = result.pages.find((p) => p.route.url === "/")!.html;
    const organizations = typesOn(home, "Organization");
    expect(organizations).toHaveLength(1);
    expect(organizations[0]!.telephone).toBeTruthy(); // the editor's copy, with what the build cannot know
    expect(typesOn(home, "WebSite")).toHaveLength(1);
  });
});

describe("insights feed and manifest", () => {
  const settings = { site_name: "Test & Films", production_site_url: "https://www.example.test", tab_color: "#123456" } as never;
  const articles = [
    { uuid: "a", name: "Older <b>", slug: "older", url: "/insights/older", date: "2025-01-02 10:00", category: "", excerpt: "One & two", image: null, related: [] },
    { uuid: "b", name: "Newer", slug: "newer", url: "/insights/newer", date: "2025-03-04", category: "", excerpt: "", image: null, related: [] },
  ];

  it("lists the newest insight first, escaped, with absolute links", () => {
    const feed = insightsFeed({ settings, listings: { articles } as never });
    expect(feed).toContain("<title>Test &amp; Films: Insights</title>");
    expect(feed.indexOf("/insights/newer")).toBeLessThan(feed.indexOf("/insights/older"));
    expect(feed).toContain("<title>Older &lt;b&gt;</title>");
    expect(feed).toContain("<updated>2025-03-04T00:00:00Z</updated>");
    expect(feed).toContain('<link href="https://www.example.test/insights/older"/>');
  });

  it("describes the site and its icons in the manifest", () => {
    expect(JSON.parse(webManifest({ settings } as never))).toMatchObject({
      name: "Test & Films",
      theme_color: "#123456",
      icons: expect.arrayContaining([expect.objectContaining({ sizes: "512x512" })]),
    });
  });
});
