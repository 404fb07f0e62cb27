// The no-JavaScript service filter of the case-study listing: a pre-built page
// per service, reached from ?service=<slug> through a query rewrite.
import { describe, expect, it } from "vitest";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const content = () =>
  makeContentDir([
    story({ full_slug: "case-studies/", is_startpage: true, content: { component: "page", body: [{ _uid: "l", component: "case_study_listing", heading: "Our work" }] } }),
    story({ full_slug: "services/drone-aerial-video", uuid: "svc-drone", name: "Drone & Aerial Video", content: { component: "service" } }),
    story({ full_slug: "services/event-video", uuid: "svc-event", name: "Event Video", content: { component: "service" } }),
    story({ full_slug: "case-studies/coastline", name: "Coastline from above", content: { component: "case_study", date: "2024-05-01", service: "svc-drone" } }),
    story({ full_slug: "case-studies/summit", name: "Leadership summit", content: { component: "case_study", date: "2024-06-01", service: ["svc-event"] } }),
  ]);

describe("case-study service filter", () => {
  it("builds a noindex page per service and rewrites ?service=<slug> to it", async () => {
    const result = await buildInMemory(await content());
    const variants = result.routes.filter((r) => r.filter);
    expect(variants.map((r) => [r.url, r.indexable])).toEqual([
      ["/case-studies/service/drone-aerial-video/", false],
      ["/case-studies/service/event-video/", false],
    ]);
    // each service by its slug, then any other value (Any's empty one, unknown, other casing) to the unfiltered list
    expect(result.redirects.filter((r) => r.query?.service)).toEqual([
      { from: "/case-studies/", to: "/case-studies/service/drone-aerial-video/", status: 200, query: { service: "drone-aerial-video" }, force: true },
      { from: "/case-studies/", to: "/case-studies/service/event-video/", status: 200, query: { service: "event-video" }, force: true },
      { from: "/case-studies/", to: "/case-studies/index.html", status: 200, query: { service: ":service" }, force: true },
    ]);
  });

  it("lists only that service's case studies, with the service preselected and a canonical ?service= URL", async () => {
    const html = pageHtml(await buildInMemory(await content()), "/case-studies/service/drone-aerial-video/");
    expect(html).toContain("Coastline from above");
    expect(html).toMatch(/<li class="case-study-results__row" data-services="event-video" hidden="">.*Leadership summit/);
    expect(html).toMatch(/<option value="drone-aerial-video" selected="">Drone &amp; Aerial Video<\/option>/);
    expect(html).toMatch(/<form class="case-study-filter"[^>]* action="\/case-studies\/" method="get">/);
    expect(html).toContain('<link rel="canonical" href="https://www.example.test/case-studies/?service=drone-aerial-video"/>');
  });

  it("shows the spec's empty state for a service with no case studies", async () => {
    const dir = await makeContentDir([
      story({ full_slug: "case-studies/", is_startpage: true, content: { component: "page", body: [{ _uid: "l", component: "case_study_listing" }] } }),
      story({ full_slug: "services/voiceover-audio", name: "Voiceover & Audio", content: { component: "service" } }),
    ]);
    const html = pageHtml(await buildInMemory(dir), "/case-studies/service/voiceover-audio/");
    expect(html).toContain("No case studies found for “Voiceover &amp; Audio” service.");
  });

  it("keeps the unfiltered listing with Any selected", async () => {
    const html = pageHtml(await buildInMemory(await content()), "/case-studies/");
    expect(html).toContain("Coastline from above");
    expect(html).toContain("Leadership summit");
    // one option, "Any", stands while nothing is chosen and chooses every service: no "All" beside it doing the same
    expect(html).toMatch(/<option value="" selected="">Any<\/option><option value="[a-z-]+">(?!All)/);
    expect(html).not.toMatch(/>All<\/option>/);
  });
});
