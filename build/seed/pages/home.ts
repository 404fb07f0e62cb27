// The homepage (full_slug "homepage", served at /).
import { caseStudies, services } from "../catalogue";
import { callToAction } from "../common-blocks";
import { loopVideo, still } from "../media";
import { jsonLd, pageRoot, seo } from "../page-kit";
import { AGENCY } from "../seed-constants";
import { linkItem, storyLink } from "../seed-links";
import { addStory } from "../seed-space";
import { type StoryScope, storyUuid } from "../seed-story";

const steps = [
  ["Discover", "A workshop to pin down your audience, the one message that matters and how you'll measure success."],
  ["Write", "Concepts, scripts and storyboards. AI-assisted research speeds up the groundwork; our writers craft every line."],
  ["Shoot", "A small, experienced crew with cinema cameras and lighting, on location or in our Manchester studio."],
  ["Edit", "Editing, colour, sound and motion graphics, with transcript search and auto-logging to find the best moments fast."],
  ["Launch", "Masters and cut-downs for every platform, captions included, plus a plan for where each version goes."],
] as const;

const reasons = [
  ["Human creativity first", "Ideas come from people who have spent years listening to audiences. Tools never decide what your story is.", "heart"],
  ["AI where it saves you money", "Automated logging, transcription, captioning and resizing mean fewer billable hours for the same polish.", "sparkles"],
  ["Results you can measure", "Every project starts with a goal and ends with a short report on how the film performed.", "chart-line"],
  ["Northern roots, national reach", "Based in Manchester, filming from Cornwall to the Cairngorms.", "map-pin"],
] as const;

function homeBody(scope: StoryScope) {
  const hero = still("home:hero", { scene: "horizon", hue: 220 }, "wide", {
    name: "northlight-hero-dawn",
    alt: "Dawn over the Pennines, filmed for a Northlight Films brand piece",
    focus: [0.55, 0.45],
  });
  const featured = caseStudies.slice(0, 5).map((c) => storyUuid(`case-studies/${c.slug}`));
  return [
    scope.block("hero_banner", {
      heading: "Films that make people stop, feel and act",
      text: "We're a Manchester video production studio blending human creativity with AI-assisted tools to make business films that work harder.",
      image: hero,
      video_url: "https://vimeo.com/76979871",
      video: loopVideo(),
      links: [
        linkItem(scope, "See our work", storyLink("case-studies/"), { type: "primary" }),
        linkItem(scope, "Watch the showreel", storyLink("showreel"), { type: "secondary" }),
      ],
    }),
    scope.block("case_study_slider", { heading: "Featured work", case_studies: featured }),
    scope.block("service_block", {
      heading: "What we do",
      text: "From a single testimonial to a year of content, every project gets the same care.",
      services: services.slice(0, 6).map((s) => storyUuid(`services/${s.slug}`)),
      link_label: "View all services",
      link: storyLink("services/"),
    }),
    scope.block("large_text", { text: "Technology helps us work faster. People make the work matter.", align: "center" }),
    scope.block("clients", { heading: "Brands that trust us", clients: [] }),
    scope.block("our_process", {
      heading: "How we work",
      text: "Five stages, one team, no surprises.",
      steps: steps.map(([heading, description]) => scope.block("process_step", { heading, description })),
    }),
    scope.block("why_choose_block", {
      heading: `Why choose ${AGENCY.name}`,
      text: "",
      items: reasons.map(([heading, description, icon]) => scope.block("why_choose_item", { heading, description, icon })),
    }),
    scope.block("recent_case_studies", { heading: "Recent projects", count: 3, link_label: "View all", link: storyLink("case-studies/") }),
    scope.block("news_banner", { heading: "From the blog", article: "" }),
    scope.block("video_cta", {
      heading: "See what we could make for you",
      text: "Two minutes of our favourite moments from the last year.",
      video_url: "https://vimeo.com/76979871#t=12s",
      image: still("home:showreel", { scene: "filmstrip", hue: 265 }, "hero", { name: "showreel-poster", alt: "Film frames from the 2025 showreel" }),
      links: [linkItem(scope, "Book a discovery call", storyLink("book-a-call"), { type: "primary" })],
    }),
    callToAction(scope, "Got a story worth telling?", "Tell us about it. We reply to every enquiry within one working day."),
  ];
}

export function addHomepage(): void {
  addStory({
    fullSlug: "homepage",
    name: "Home",
    position: 0,
    content: (scope) =>
      pageRoot(scope, "page", {
        seo: seo(
          `${AGENCY.name}: Video Production Agency in Manchester`,
          "Corporate films, animation, drone and social video that blend human creativity with AI-assisted tools. Based in Manchester, filming across the UK.",
        ),
        body: homeBody(scope),
        schemas: jsonLd({ "@type": "WebSite", name: AGENCY.name, url: AGENCY.siteUrl }),
      }),
  });
}
