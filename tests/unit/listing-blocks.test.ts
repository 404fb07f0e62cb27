// The listing blocks, rendered by the real pipeline over a small site.
import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";
import { listingStories } from "../helpers/listing-content";

const block = (component: string, fields: Record<string, unknown> = {}) => ({ _uid: `${component}-uid`, component, ...fields });
const page = (full_slug: string, body: Record<string, unknown>[], extra: { is_startpage?: boolean } = {}) => story({ full_slug, ...extra, content: { component: "page", body } });
const storyLink = (cached_url: string) => ({ id: "", url: "", linktype: "story", fieldtype: "multilink", cached_url });

let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(
    await makeContentDir([
      ...listingStories(),
      page("showcase", [
        block("case_study_slider", { heading: "Featured work", case_studies: ["cs-mid", "cs-new", "cs-old", "missing-uuid"] }),
        block("service_block", { heading: "What we do", text: "Every kind of film.", services: ["service-a", "service-c"], link_label: "", link: storyLink("services/") }),
        block("clients", { heading: "Trusted by", clients: [] }),
        block("recent_case_studies", { heading: "Recent projects", count: 2, link_label: "See all work", link: storyLink("case-studies/") }),
        block("news_banner", { heading: "From the blog", article: "" }),
        block("next_case_study", { label: "", case_study: "" }),
      ]),
      page("picked", [block("clients", { heading: "Two clients", clients: ["client-2", "client-1"] }), block("news_banner", { article: "article-5" })]),
      page("no-services", [block("service_block", { heading: "Nothing here", services: [] })]),
      page("case-studies/", [block("case_study_listing", { heading: "Our work", show_filter: true })], { is_startpage: true }),
      page("services/", [block("service_listing", { heading: "What we make" })], { is_startpage: true }),
      page("insights/", [block("news_listing", { heading: "Latest articles" })], { is_startpage: true }),
      page("sitemap", [block("sitemap", { heading: "All pages" })]),
    ]),
  );
});

const count = (html: string, text: string) => html.split(text).length - 1;

describe("CaseStudySlider", () => {
  it("shows the first chosen case study large with a 01 - 03 counter and the first 3 thumbnails", () => {
    const html = pageHtml(result, "/showcase");
    const slider = html.slice(html.indexOf("case-study-slider"), html.indexOf("service-block"));
    expect(slider).toContain('<h3 class="case-study-slider__title">Mid Film</h3>');
    expect(slider).toContain("01 - 03");
    expect(slider).toContain("Case study 1 of 3");
    expect(count(slider, 'class="case-study-slider__thumb"')).toBe(3);
    expect(slider).toContain('href="/case-studies/mid-film" aria-current="true"');
    expect(slider).toContain("/m/280x200/filters:quality(90)");
    expect(result.warnings.some((w) => w.path.endsWith("case_studies[3]"))).toBe(true);
  });
});

describe("ServiceBlock", () => {
  it("shows the chosen services as cards with their icons, and a default link label", () => {
    const html = pageHtml(result, "/showcase");
    expect(html).toContain('<a class="service-card__link" href="/services/corporate-video">Corporate Video</a>');
    expect(html).toContain('<a class="service-card__link" href="/services/drone-video">Drone Video</a>');
    expect(html).not.toContain('href="/services/animation">Animation</a>');
    expect(html).toContain("Every kind of film.");
    expect(html).toMatch(/href="\/services\/"[^>]*>View All/);
  });

  it("says so when no services are chosen", () => {
    expect(pageHtml(result, "/no-services")).toContain("No services found.");
  });
});

describe("Clients", () => {
  it("shows every client when none are chosen, as name wordmarks (with or without a logo) linking to their pages", () => {
    const html = pageHtml(result, "/showcase");
    expect(html).toContain('<a class="clients__item" href="/clients/ledgerline"><span class="clients__wordmark">Ledgerline</span></a>');
    expect(html).toContain('<a class="clients__item" href="/clients/fieldwise"><span class="clients__wordmark">Fieldwise</span></a>');
    expect(html).toContain('href="/clients/quiet-co"');
  });

  it("shows only the chosen clients, in the editor's order", () => {
    const html = pageHtml(result, "/picked");
    expect(html.indexOf("/clients/fieldwise")).toBeLessThan(html.indexOf("/clients/ledgerline"));
    expect(html).not.toContain("/clients/quiet-co");
  });
});

describe("RecentCaseStudies", () => {
  it("shows the newest case studies up to the count, with the editor's link", () => {
    const html = pageHtml(result, "/showcase");
    const recent = html.slice(html.indexOf("recent-case-studies"));
    expect(count(recent.slice(0, recent.indexOf("news-banner")), 'class="case-study-card case-study-card--tile"')).toBe(2);
    expect(recent.indexOf("New Film")).toBeLessThan(recent.indexOf("Mid Film"));
    expect(recent).toMatch(/href="\/case-studies\/"[^>]*>See all work/);
  });

  it("puts the work made with the page's own service first on a service page", () => {
    const html = pageHtml(result, "/services/animation");
    expect(html.indexOf("Mid Film")).toBeLessThan(html.indexOf("New Film"));
  });
});

describe("NewsBanner", () => {
  it("features the newest article by default, and the chosen one when set", () => {
    expect(pageHtml(result, "/showcase")).toContain('<a class="news-banner__link" href="/insights/article-01">Article 1</a>');
    expect(pageHtml(result, "/picked")).toContain('<a class="news-banner__link" href="/insights/article-05">Article 5</a>');
  });
});

describe("NextCaseStudy", () => {
  it("leads to the case study that follows by date, wrapping from the newest to the oldest", () => {
    const next = (url: string) => /<h2 class="next-case-study__title"[^>]*>([^<]+)<\/h2>/.exec(pageHtml(result, url))?.[1];
    expect(next("/case-studies/old-film")).toBe("Mid Film");
    expect(next("/case-studies/mid-film")).toBe("New Film");
    expect(next("/case-studies/new-film")).toBe("Old Film");
    expect(pageHtml(result, "/case-studies/mid-film")).toContain("Next case study");
  });
});

describe("CaseStudyListing", () => {
  it("lists every case study as a row with a no-JS filter form of services by name (slug values), Any (every service) first", () => {
    const html = pageHtml(result, "/case-studies/");
    expect(count(html, 'class="case-study-card case-study-card--row"')).toBe(3);
    expect(html).toMatch(/<form class="case-study-filter"[^>]* action="\/case-studies\/" method="get">/);
    expect(html).toContain('name="service"');
    const options = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)</g)].map((m) => m[2]);
    expect(options).toEqual(["Any", "Animation", "Corporate Video", "Drone Video"]);
    expect(html).toContain('<button class="button button--primary case-study-filter__submit" type="submit">');
    expect(html).toContain("3 case studies");
  });

  it("loads the first row's thumbnail first and the others lazily", () => {
    const loading = [...pageHtml(result, "/case-studies/").matchAll(/<img[^>]*loading="(\w+)"[^>]*class="case-study-card__image"/g)].map((m) => m[1]);
    expect(loading).toEqual(["eager", "lazy", "lazy"]);
  });
});

describe("ServiceListing", () => {
  it("shows every service as a card with its icon, and a fallback icon for an unknown name", () => {
    const html = pageHtml(result, "/services/");
    expect(count(html, 'class="service-card"')).toBe(3);
    const icons = [...html.matchAll(/<span class="service-card__icon"><svg[^>]*>(.*?)<\/svg>/g)].map((m) => m[1]);
    expect(icons).toHaveLength(3);
    const [animation, corporate, drone] = icons;
    expect(animation).not.toEqual(corporate);
    expect(drone).toEqual(corporate);
  });
});

describe("NewsListing", () => {
  it("shows 9 articles on page 1 with Previous disabled, and the rest on page 2 with Next disabled", () => {
    const first = pageHtml(result, "/insights/");
    expect(count(first, 'class="article-card"')).toBe(9);
    expect(first).toContain("Page 1 of 2");
    expect(first).toMatch(/<a class="pagination__step" role="link" aria-disabled="true">[\s\S]*?Previous/);
    expect(first).toContain('href="/insights/?page=2" rel="next"');
    const second = pageHtml(result, "/insights/page/2/");
    expect(count(second, 'class="article-card"')).toBe(3);
    expect(second).toContain('href="/insights/?page=2" aria-current="page"');
    expect(second).toContain('href="/insights/?page=1" rel="prev"');
    expect(second).toMatch(/<a class="pagination__step" role="link" aria-disabled="true">Next/);
    const loading = [...second.matchAll(/<img[^>]*loading="(\w+)"[^>]*class="article-card__image"/g)].map((m) => m[1]);
    expect(loading).toEqual(["eager", "lazy", "lazy"]);
  });
});

describe("RelatedInsights", () => {
  it("shows up to 3 articles of the current article's category, never the article itself", () => {
    const html = pageHtml(result, "/insights/article-01");
    const related = html.slice(html.indexOf("Keep reading"));
    const titles = [...related.matchAll(/class="article-card__link" href="[^"]+">([^<]+)</g)].map((m) => m[1]);
    expect(titles).toEqual(["Article 4", "Article 7", "Article 10"]);
  });
});

describe("Sitemap", () => {
  it("lists the homepage first, then pages, with folders' children nested", () => {
    const html = pageHtml(result, "/sitemap");
    const sitemap = html.slice(html.indexOf('<nav aria-label="Sitemap">'));
    expect(sitemap).toMatch(/^<nav aria-label="Sitemap"><ul class="sitemap__list sitemap__list--root"><li class="sitemap__item"><a class="sitemap__link" href="\/">Home<\/a>/);
    expect(sitemap).toContain('<a class="sitemap__link" href="/sitemap" aria-current="page">sitemap</a>');
    expect(sitemap).toContain('href="/case-studies/old-film"');
    expect(sitemap).not.toContain('href="/settings"');
  });
});
