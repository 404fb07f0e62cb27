// Every page kind, rendered by the real pipeline over a small site.
import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";
import { asset, listingStories } from "../helpers/listing-content";

const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ""));
const relatedTitles = (html: string, from: string) => [...html.slice(html.indexOf(from)).matchAll(/class="article-card__link" href="[^"]+">([^<]+)</g)].map((m) => m[1]);

const stories = () => [
  ...listingStories(),
  story({
    full_slug: "case-studies/with-banner",
    uuid: "cs-banner",
    name: "With Banner",
    content: {
      component: "case_study",
      date: "2022-03-12 10:00",
      service: ["service-b"],
      image: asset("with-banner"),
      body: [{ _uid: "b", component: "case_study_banner", title: "" }],
    },
  }),
  story({ full_slug: "about", name: "About us", content: { component: "page", body: [] } }),
  story({ full_slug: "contact/", is_startpage: true, name: "Contact", content: { component: "page", body: [] } }),
  story({ full_slug: "404", name: "Not Found", content: { component: "page", body: [] } }),
  story({
    full_slug: "showreel",
    name: "Showreel",
    content: { component: "redirect", destination: { linktype: "url", url: "https://vimeo.com/76979871", cached_url: "https://vimeo.com/76979871" } },
  }),
];

let result: BuildResult;
let preview: BuildResult;

beforeAll(async () => {
  const dir = await makeContentDir(stories());
  [result, preview] = await Promise.all([buildInMemory(dir), buildInMemory(dir, { preview: true })]);
});

describe("CaseStudyPage", () => {
  it("shows the category label, the title as h1, the date in words, the share row and the eager still", () => {
    const html = pageHtml(result, "/case-studies/old-film");
    expect(html).toMatch(/<a class="eyebrow case-study-header__category" href="\/video-types\/animated-explainer">Animated Explainer<\/a>/);
    expect(h1s(html)).toEqual(["Old Film"]);
    expect(html).toContain('<time class="case-study-header__date" dateTime="2023-01-10">10 January 2023</time>');
    expect(html).toContain('data-island="ShareButtons"');
    expect(html).toContain("https%3A%2F%2Fwww.example.test%2Fcase-studies%2Fold-film");
    expect(html).toMatch(/<div class="case-study-header__still"><picture>[\s\S]*?loading="eager"/);
  });

  it("falls back to the first service as the label, and leaves the h1 to a case study banner", () => {
    const html = pageHtml(result, "/case-studies/with-banner");
    expect(html).toContain('href="/services/animation">Animation</a>');
    expect(h1s(html)).toEqual(["With Banner"]);
    expect(html).toContain('<h1 class="case-study-banner__title">');
    expect(html).toContain("12 March 2022");
  });
});

describe("ArticlePage", () => {
  it("shows category, date, h1, excerpt, share area and eager image, then same-category related insights", () => {
    const html = pageHtml(result, "/insights/article-02");
    expect(h1s(html)).toEqual(["Article 2"]);
    expect(html).toContain('<span class="eyebrow article-header__category">Technical Advice</span>');
    expect(html).toContain('<time dateTime="2025-01-27">27 January 2025</time>');
    expect(html).toContain("Share this article");
    expect(html).toMatch(/<div class="container article-header__image"><picture>[\s\S]*?fetchPriority="high"/);
    expect(relatedTitles(html, "Related insights")).toEqual(["Article 5", "Article 8", "Article 11"]);
  });

  it("uses the editor's picks, leaving out the article itself", () => {
    expect(relatedTitles(pageHtml(result, "/insights/article-03"), "Related insights")).toEqual(["Article 12", "Article 1"]);
  });

  it("adds no second related section when the body places one", () => {
    const html = pageHtml(result, "/insights/article-01");
    expect(html).toContain("Keep reading");
    expect(html).not.toContain(">Related insights<");
  });
});

describe("ServicePage", () => {
  it("shows the rich-text heading as the h1, bold words kept, over the eager still, then the body blocks", () => {
    const html = pageHtml(result, "/services/corporate-video");
    expect(html).toContain('<h1 class="service-hero__title"><span class="service-hero__title-line">Corporate Video with a <strong>human</strong> heart</span></h1>');
    expect(html).toMatch(/class="service-hero__image"/);
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('<a class="eyebrow service-hero__eyebrow" href="/services/">Services</a>');
    expect(html).toContain("Recent work");
  });
});

describe("TaxonomyPage", () => {
  it("shows a client's name, description, logo, website and tagged case studies", () => {
    const html = pageHtml(result, "/clients/ledgerline");
    expect(h1s(html)).toEqual(["Ledgerline"]);
    expect(html).toContain("Tax software.");
    expect(html).toContain('alt="Ledgerline logo"');
    expect(html).toMatch(/<a href="https:\/\/ledgerline.example"[^>]* target="_blank" rel="noopener noreferrer">Visit Ledgerline/);
    expect(relatedCaseStudies(html)).toEqual(["New Film", "Old Film"]);
  });

  it("lists the case studies of a sector and of a video type", () => {
    expect(relatedCaseStudies(pageHtml(result, "/sector/saas"))).toEqual(["New Film", "Old Film"]);
    expect(relatedCaseStudies(pageHtml(result, "/video-types/animated-explainer"))).toEqual(["Old Film"]);
  });

  it("says there are no results when nothing is tagged", () => {
    const html = pageHtml(result, "/clients/quiet-co");
    expect(html).toContain("No results found. Try adjusting your filters.");
    expect(relatedCaseStudies(html)).toEqual([]);
  });
});

function relatedCaseStudies(html: string) {
  return [...html.matchAll(/class="case-study-card__link" href="[^"]+">([^<]+)</g)].map((m) => m[1]);
}

describe("NotFoundPage", () => {
  it("has an h1 and signposts to the pages that exist", () => {
    const html = pageHtml(result, "/404");
    expect(h1s(html)).toEqual(["Page not found"]);
    const signposts = [...html.matchAll(/<a class="not-found__link" href="([^"]+)"/g)].map((m) => m[1]);
    expect(signposts).toEqual(["/", "/contact/"]);
  });
});

describe("StoryPage and RedirectNoticePage", () => {
  it("gives a plain page its name as the h1", () => {
    expect(h1s(pageHtml(result, "/about"))).toEqual(["About us"]);
  });

  it("shows a redirect as a notice with its destination in a preview build", () => {
    const html = pageHtml(preview, "/showreel");
    expect(h1s(html)).toEqual(["Showreel"]);
    expect(html).toContain("This page is a 307 redirect");
    expect(html).toContain('href="https://vimeo.com/76979871"');
    expect(result.pages.some((p) => p.route.url === "/showreel")).toBe(false);
  });
});
