// A small site for the listing blocks and page kinds: services, clients,
// taxonomy, case studies on three dates and enough articles for two listing pages.
import { story } from "./content";

export const asset = (name: string, size = "1600x900", alt = `${name} still`, extension = "jpg") => ({
  filename: `https://a.storyblok.com/f/1/${size}/abc/${name}.${extension}`,
  alt,
  focus: "",
});

export const SERVICES = [
  { uuid: "service-a", slug: "corporate-video", name: "Corporate Video", icon: "clapperboard" },
  { uuid: "service-b", slug: "animation", name: "Animation", icon: "sparkles" },
  { uuid: "service-c", slug: "drone-video", name: "Drone Video", icon: "not-a-lucide-icon" },
];

export const CASE_STUDIES = [
  { uuid: "cs-old", slug: "old-film", name: "Old Film", date: "2023-01-10 09:00", client: "client-1", service: ["service-a"], video_type: ["type-1"], sector: ["sector-1"] },
  { uuid: "cs-mid", slug: "mid-film", name: "Mid Film", date: "2024-05-02 09:00", client: "client-2", service: ["service-b"], video_type: [], sector: [] },
  { uuid: "cs-new", slug: "new-film", name: "New Film", date: "2025-02-01 09:00", client: "client-1", service: ["service-a"], video_type: [], sector: ["sector-1"] },
];

export const ARTICLE_COUNT = 12;
const CATEGORIES = ["Marketing Advice", "Technical Advice", "General"] as const;

/** A service heading as editors write it: one paragraph, one word in bold. */
const richHeading = (name: string) => ({
  type: "doc",
  content: [
    {
      type: "paragraph",
      content: [
        { type: "text", text: `${name} with a ` },
        { type: "text", text: "human", marks: [{ type: "bold" }] },
        { type: "text", text: " heart" },
      ],
    },
  ],
});

/**
 * Article 1 places a related-insights block, article 2 relies on the page adding
 * one, article 3 has editor picks (one of them itself, which is never shown).
 */
const ARTICLE_EXTRAS: Record<number, Record<string, unknown>> = {
  1: { body: [{ _uid: "a1-related", component: "related_insights", heading: "Keep reading", articles: [] }] },
  3: { related: ["article-12", "article-3", "article-1"] },
};

/** Article n (1-based) is dated so that article 1 is the newest. */
export const articleSlug = (n: number) => `article-${String(n).padStart(2, "0")}`;

export function listingStories(): Record<string, unknown>[] {
  return [
    ...SERVICES.map((s) =>
      story({
        full_slug: `services/${s.slug}`,
        uuid: s.uuid,
        name: s.name,
        content: {
          component: "service",
          icon: s.icon,
          excerpt: `${s.name} excerpt`,
          image: asset(s.slug),
          heading: richHeading(s.name),
          body: [{ _uid: `${s.uuid}-recent`, component: "recent_case_studies", heading: "Recent work", count: 2 }],
        },
      }),
    ),
    story({
      full_slug: "clients/ledgerline",
      uuid: "client-1",
      name: "Ledgerline",
      content: { component: "client", logo: asset("ledgerline-logo", "360x120", "Ledgerline logo", "svg"), description: "Tax software.", website: "https://ledgerline.example" },
    }),
    story({ full_slug: "clients/fieldwise", uuid: "client-2", name: "Fieldwise", content: { component: "client" } }),
    story({ full_slug: "clients/quiet-co", uuid: "client-3", name: "Quiet Co", content: { component: "client" } }),
    story({ full_slug: "sector/saas", uuid: "sector-1", name: "SaaS", content: { component: "sector", description: "Software firms." } }),
    story({ full_slug: "video-types/animated-explainer", uuid: "type-1", name: "Animated Explainer", content: { component: "video_type" } }),
    ...CASE_STUDIES.map((c) =>
      story({
        full_slug: `case-studies/${c.slug}`,
        uuid: c.uuid,
        name: c.name,
        content: {
          component: "case_study",
          date: c.date,
          client: c.client,
          service: c.service,
          video_type: c.video_type,
          sector: c.sector,
          description: `${c.name} description`,
          image: asset(c.slug),
          body: [{ _uid: `${c.uuid}-next`, component: "next_case_study", label: "", case_study: "" }],
        },
      }),
    ),
    ...Array.from({ length: ARTICLE_COUNT }, (_, i) =>
      story({
        full_slug: `insights/${articleSlug(i + 1)}`,
        uuid: `article-${i + 1}`,
        name: `Article ${i + 1}`,
        content: {
          component: "article",
          date: `2025-01-${String(28 - i).padStart(2, "0")} 09:00`,
          category: CATEGORIES[i % CATEGORIES.length],
          excerpt: `Excerpt ${i + 1}`,
          image: asset(articleSlug(i + 1)),
          ...ARTICLE_EXTRAS[i + 1],
        },
      }),
    ),
  ];
}
