// "How we work": packages, timings and tools, laid out with the general-purpose
// content blocks (grid, content area, feature, image, table, link and spacing).
import { callToAction, innerBanner, spacing, textBlock } from "../common-blocks";
import { richText } from "../markup";
import { still } from "../media";
import { jsonLd, pageRoot, seo } from "../page-kit";
import { AGENCY } from "../seed-constants";
import { linkItem, storyLink, urlLink } from "../seed-links";
import { addStory } from "../seed-space";
import type { StoryScope } from "../seed-story";

const cell = (value: string) => ({ value });
const table = (head: string[], rows: string[][]) => ({ thead: head.map(cell), tbody: rows.map((row) => ({ body: row.map(cell) })) });

const packages = table(
  ["", "Essentials", "Story", "Campaign"],
  [
    ["Typical budget", "£3,500 to £6,000", "£8,000 to £15,000", "£18,000+"],
    ["Shoot days", "1", "2", "3 to 5"],
    ["Finished films", "1 film + 2 cut-downs", "1 hero film + 6 cut-downs", "Series of films + monthly social"],
    ["Scripting", "Interview-led", "Full script", "Concepts, script and storyboard"],
    ["Motion graphics", "Titles and captions", "Animated explainers", "Bespoke animation system"],
    ["Revisions", "2 rounds", "2 rounds per stage", "Unlimited within scope"],
  ],
);

const timings = table(
  ["Stage", "Typical time", "What you do"],
  [
    ["Discovery", "1 week", "A 90-minute workshop and sign-off of the brief"],
    ["Pre-production", "1 to 2 weeks", "Approve script, storyboard and schedule"],
    ["Shoot", "1 to 3 days", "Host the crew and brief contributors"],
    ["Edit", "2 weeks", "Two rounds of feedback in our review tool"],
    ["Delivery", "2 days", "Download masters and cut-downs"],
  ],
);

function gridCard(scope: StoryScope, heading: string, text: string, target: string) {
  return scope.block("content_block", {
    eyebrow: "",
    heading,
    text: richText(text, { storySlug: scope.fullSlug }),
    image: null,
    links: [linkItem(scope, "Find out more", storyLink(target))],
  });
}

const image = (key: string, hue: number, alt: string) =>
  still(`how-we-work:${key}`, { scene: key === "crew" ? "interview" : "devices", hue }, "hero", { name: `how-we-work-${key}`, alt });

/** The story of a project: banner, process text, the three stages, review and greener shoots. */
function processBlocks(scope: StoryScope) {
  return [
    innerBanner(scope, "How we work", "Clear packages, honest timings and the tools behind them.", "center"),
    scope.block("content_area", {
      width: "narrow",
      background: "muted",
      body: [
        textBlock(
          scope,
          "## A process built around your calendar\n\nMost projects take **four to six weeks** from the first call to final delivery. Here is what happens when, and what we will need from you.",
        ),
        scope.block("image_block", {
          image: image("crew", 200, "Our crew lighting an interview set"),
          caption: "A typical interview set-up: two cameras, three lights, one very calm director.",
          proportions: "cover",
          align: "center",
          width: "100",
          height: "434",
          margin_top: "24",
        }),
      ],
    }),
    scope.block("grid", {
      columns: "3",
      rows: "1",
      items: [
        gridCard(
          scope,
          "Plan",
          "Workshops, research and scripts. AI tools summarise interviews and audience research so we reach the idea sooner.",
          "services/scripting-storyboarding",
        ),
        gridCard(scope, "Produce", "Small crews, cinema cameras and a plan for every minute of the shoot day.", "services/live-action-filming"),
        gridCard(scope, "Polish", "Editing, colour, sound and motion design, with automated logging to find the best takes fast.", "services/post-production-editing"),
      ],
    }),
    scope.block("feature_block", {
      heading: "Review every cut in your browser",
      description: richText("Leave time-stamped comments on any frame, from any device. No downloads, no email chains, no confusion about which version is final.", {
        storySlug: scope.fullSlug,
      }),
      image: image("review", 170, "A laptop and phone showing frame-accurate review comments"),
      graphic: null,
      video_url: "https://player.vimeo.com/video/22439234",
      buttons: [linkItem(scope, "Start a project", storyLink("contact/"), { type: "primary" })],
      direction: "right",
    }),
    scope.block("alternating_component", {
      heading: "Greener shoots",
      text: richText("We travel by train where we can, light with LEDs and offset what we can't avoid. Every quote shows the estimated carbon cost of the shoot.", {
        storySlug: scope.fullSlug,
      }),
      image: still("how-we-work:green", { scene: "horizon", hue: 120 }, "thumb", { name: "greener-shoots", alt: "Green hills at sunrise" }),
      video_url: "",
      links: [],
      direction: "left",
    }),
  ];
}

/** The details: packages, timeline, a time-lapse, downloads and the page's JSON-LD. */
function detailBlocks(scope: StoryScope) {
  return [
    spacing(scope, "medium", true),
    scope.block("table_block", { caption: "Our three packages compared", isCookieTable: false, table: packages, options: "stickyFirstColumn" }),
    spacing(scope, "small"),
    scope.block("table_block", { caption: "A typical six-week timeline", isCookieTable: false, table: timings, options: "collapsed" }),
    scope.block("image_video_block", {
      image: still("how-we-work:timelapse", { scene: "skyline", hue: 25 }, "hero", { name: "studio-timelapse", alt: "Manchester skyline at dusk from our studio roof" }),
      caption: "Two weeks of edit suite life, sped up.",
      proportions: "contain",
      align: "center",
      width: "80",
      height: "",
      margin_top: "",
      video_url: "https://vimeo.com/108018156?share=copy",
    }),
    scope.block("link_block", {
      align: "center",
      links: [linkItem(scope, "Download our capabilities deck", urlLink(`${AGENCY.siteUrl}/northlight-capabilities.pdf`)), linkItem(scope, "Read our terms", storyLink("terms"))],
    }),
    scope.block("json_ld_schema", {
      schema: `<p>${jsonLd({ "@type": "Service", serviceType: "Video production", provider: { "@type": "Organization", name: AGENCY.name }, areaServed: "GB" })}</p>`,
    }),
    callToAction(scope, "Ready when you are", "Book a free 30-minute discovery call and we'll recommend the right package.", "Book a call", "book-a-call"),
  ];
}

export function addHowWeWork(): void {
  addStory({
    fullSlug: "how-we-work",
    name: "How We Work",
    position: 15,
    content: (scope) =>
      pageRoot(scope, "page", {
        seo: seo("How We Work", "Packages, timings and tools: how a Northlight Films project runs from first call to delivery."),
        body: [...processBlocks(scope), ...detailBlocks(scope)],
      }),
  });
}
