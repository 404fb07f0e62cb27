// The about page: the team, how we use AI, who we work with, common questions.
import { clients } from "../catalogue";
import { callToAction, innerBanner } from "../common-blocks";
import { clientLogo } from "../logos";
import { richText } from "../markup";
import { still } from "../media";
import { pageRoot, seo } from "../page-kit";
import { linkItem, storyLink } from "../seed-links";
import { addStory } from "../seed-space";
import type { StoryScope } from "../seed-story";

const team = [
  ["Maya Brennan", "Founder & Creative Director", "Twenty years in documentary and branded content. Still gets nervous before every first shoot day.", 20],
  ["Tom Achebe", "Head of Production", "Keeps budgets honest and crews fed. Former BBC production manager.", 200],
  ["Sofia Lindqvist", "Lead Editor & Colourist", "Finds the story in forty hours of rushes. Builds our AI-assisted logging workflow.", 280],
  ["Rhys Morgan", "Director of Photography", "Shoots everything from interviews to aerials. Holds our CAA drone authorisation.", 140],
  ["Aisha Rahman", "Motion Designer", "Turns spreadsheets into stories. Illustrator, animator and keen potter.", 320],
  ["Callum Reid", "Producer", "Your first call and your last. Has never missed a delivery date.", 40],
] as const;

const faqs = [
  [
    "How much does a video cost?",
    "Most of our projects fall between £4,000 and £25,000. A testimonial film starts at around £3,500; a multi-day brand film is more. We always give a fixed quote after a free discovery call.",
  ],
  [
    "How do you use AI?",
    "We use AI-assisted tools for research, transcription, logging footage, captioning and resizing. They save time you would otherwise pay for. Creative decisions, scripts, direction and editing are always made by people, and we never use generated faces or voices without your explicit agreement.",
  ],
  ["How long does a project take?", "Four to six weeks from first call to final delivery is typical. We can turn around event highlights the same day."],
  ["Do you work outside Manchester?", "Yes. About half of our shoots are elsewhere in the UK, and we travel abroad for clients when the story needs it."],
  ["Who owns the finished film?", "You do. We grant full usage rights on delivery, including music licensed for your channels."],
] as const;

const textOf = (scope: StoryScope, text: string) => richText(text, { storySlug: scope.fullSlug });

/** Who we are: banner, our story and the team. */
function introBlocks(scope: StoryScope) {
  const at = (text: string) => textOf(scope, text);
  return [
    innerBanner(
      scope,
      "About Northlight Films",
      "A small team of filmmakers, writers and designers in Manchester, making films for organisations that have something worth saying.",
      "left",
      still("about:banner", { scene: "studio", hue: 30 }, "wide", { name: "northlight-studio", alt: "The Northlight studio with lights set for an interview", focus: [0.5, 0.5] }),
    ),
    scope.block("content_block", {
      eyebrow: "Our story",
      heading: "Started in a spare room, grown by referral",
      text: at(
        "Northlight began in 2014 with one camera and a client who needed a film in a week. Ten years on we are a team of twelve, but the way we work hasn't changed: **listen first**, write second, shoot third.\n\nWe were early adopters of AI-assisted tools in the edit suite because they give us back time for the work that matters: the idea, the performance, the cut.",
      ),
      image: still("about:story", { scene: "filmstrip", hue: 35 }, "thumb", { name: "early-days", alt: "Film frames from one of our first projects" }),
      links: [linkItem(scope, "See our work", storyLink("case-studies/"))],
    }),
    scope.block("meet_the_team", {
      heading: "Meet the team",
      text: "The people you'll actually work with.",
      members: team.map(([name, role, bio, hue]) =>
        scope.block("team_member", {
          name,
          role,
          bio,
          image: still(`team:${name}`, { scene: "portrait", hue }, "square", { name: name.toLowerCase().replace(/ /g, "-"), alt: `Portrait of ${name}`, focus: [0.5, 0.4] }),
        }),
      ),
    }),
  ];
}

/** How we work and who with: people and tools, logos, studio life, promises, questions. */
function practiceBlocks(scope: StoryScope) {
  const at = (text: string) => textOf(scope, text);
  return [
    scope.block("alternating_block", {
      heading: "People and tools, each doing what they do best",
      items: [
        scope.block("alternating_component", {
          heading: "Humans write the story",
          text: at("Every concept and script is written by our team after talking to your customers, staff and stakeholders. AI helps us research; it never holds the pen."),
          image: still("about:alt-1", { scene: "studio", hue: 210 }, "thumb", { name: "writers-room", alt: "Storyboards pinned to a wall" }),
          video_url: "",
          links: [],
          direction: "left",
        }),
        scope.block("alternating_component", {
          heading: "Machines do the heavy lifting",
          text: at("Automatic transcription, logging and captioning turn days of admin into minutes. You pay for craft, not for someone typing up interviews."),
          image: null,
          video_url: "https://vimeo.com/148751763",
          links: [linkItem(scope, "Read how we use AI", storyLink("insights/"))],
          direction: "right",
        }),
      ],
    }),
    scope.block("logo_grid", { heading: "Some of the people we work with", logos: clients.slice(0, 12).map(clientLogo) }),
    scope.block("gallery_grid", {
      heading: "Life at Northlight",
      items: ["Studio day", "On location in the Peak District", "Grading suite"].map((caption, n) =>
        scope.block("gallery_item", {
          image: still(`about:gallery-${n}`, { scene: n === 1 ? "horizon" : "studio", hue: 20 + n * 90 }, n === 0 ? "hero" : "thumb", {
            name: `life-at-northlight-${n + 1}`,
            alt: caption,
          }),
          video_url: "",
          caption,
        }),
      ),
    }),
    scope.block("checkmark_block", {
      heading: "What every client gets",
      columns: "2",
      items: [
        "A named producer from day one",
        "A fixed quote with no hidden extras",
        "Two rounds of revisions as standard",
        "Captions and subtitles included",
        "Full usage rights on delivery",
        "A performance check-in after launch",
        "Carbon-conscious shoots and travel",
        "Secure storage of your footage for three years",
      ].map((text) => scope.block("checkmark_item", { text })),
    }),
    scope.block("faqs", { heading: "Frequently asked questions", items: faqs.map(([question, answer]) => scope.block("faq_item", { question, answer: at(answer) })) }),
    callToAction(scope, "Let's make something together", "Tell us what you're working on. Coffee's on us."),
  ];
}

export function addAbout(): void {
  addStory({
    fullSlug: "about",
    name: "About",
    position: 10,
    content: (scope) =>
      pageRoot(scope, "page", {
        seo: seo("About Us", "Meet the Manchester filmmakers behind Northlight Films, and how we combine human creativity with AI-assisted tools."),
        body: [...introBlocks(scope), ...practiceBlocks(scope)],
      }),
  });
}
