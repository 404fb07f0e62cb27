import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const banner = (fields: Record<string, unknown> = {}) => ({ _uid: "banner", component: "case_study_banner", title: "", video_url: "", ...fields });

const caseStudy = (slug: string, fields: Record<string, unknown>, bannerFields: Record<string, unknown> = {}) =>
  story({
    full_slug: `case-studies/${slug}`,
    name: `${slug} name`,
    content: { component: "case_study", date: "2025-01-14 10:30", body: [banner(bannerFields)], ...fields },
  });

let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(
    await makeContentDir([
      story({ full_slug: "clients/ledgerline", uuid: "client-1", name: "Ledgerline", content: { component: "client" } }),
      story({ full_slug: "sector/saas", uuid: "sector-1", name: "SaaS", content: { component: "sector" } }),
      story({ full_slug: "sector/explainer", uuid: "sector-2", name: "Explainer", content: { component: "sector" } }),
      story({ full_slug: "services/explainer-video", uuid: "service-1", name: "Explainer Video", content: { component: "service" } }),
      story({ full_slug: "video-types/animated-explainer", uuid: "type-1", name: "Animated Explainer", content: { component: "video_type" } }),
      caseStudy(
        "tax-season",
        {
          heading: "Tax season, minus the dread",
          client: "client-1",
          sector: ["sector-1", "sector-2"],
          service: "service-1",
          video_type: ["type-1"],
          video_url: "https://vimeo.com/912345670",
          image: { filename: "https://a.storyblok.com/f/1/1600x900/abc/tax.jpg", alt: "An animated explainer" },
        },
        { title: "" },
      ),
      caseStudy("old-entry", { client: { name: "Harbour & Hale" }, sector: ["missing-uuid"] }, { title: "Banner title wins", video_url: "https://vimeo.com/148751763" }),
      story({ full_slug: "about", content: { component: "page", body: [banner({ title: "Not a case study" })] } }),
    ]),
  );
});

const facts = (html: string) =>
  [...html.matchAll(/<div class="case-study-banner__fact"><dt>([^<]+)<\/dt><dd>(.*?)<\/dd><\/div>/g)].map(([, label, value]) => [label, value!.replace(/<[^>]+>/g, "")]);

describe("CaseStudyBanner", () => {
  it("shows the title as h1, the eager still linking to the film, and every fact from the case study", () => {
    const html = pageHtml(result, "/case-studies/tax-season");
    expect(html).toContain('<h1 class="case-study-banner__title">Tax season, minus the dread</h1>');
    expect(html).toContain('href="https://vimeo.com/912345670"');
    expect(html).toContain('alt="An animated explainer"');
    expect(html).toContain('fetchPriority="high"');
    expect(facts(html)).toEqual([
      ["Year", "2025"],
      ["Client", "Ledgerline"],
      ["Sector", "SaaS, Explainer"],
      ["Service Type", "Explainer Video"],
      ["Video Type", "Animated Explainer"],
    ]);
    expect(html).toContain('<a href="/clients/ledgerline">Ledgerline</a>');
    expect(html).toContain('<a href="/sector/saas">SaaS</a>');
  });

  it("names a client without a page as plain text and leaves empty lookups blank", () => {
    const html = pageHtml(result, "/case-studies/old-entry");
    expect(html).toContain('<h1 class="case-study-banner__title">Banner title wins</h1>');
    expect(html).toContain('<span class="video-still__placeholder"></span>');
    expect(facts(html)).toEqual([
      ["Year", "2025"],
      ["Client", "Harbour &amp; Hale"],
      ["Sector", ""],
      ["Service Type", ""],
      ["Video Type", ""],
    ]);
  });

  it("has no facts bar away from a case study, and says so", () => {
    const html = pageHtml(result, "/about");
    expect(html).toContain('<h1 class="case-study-banner__title">Not a case study</h1>');
    expect(html).not.toContain("case-study-banner__facts");
    expect(result.warnings.find((w) => w.where === "about")?.message).toMatch(/not a case study/);
  });
});
