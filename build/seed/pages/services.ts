// The services folder: its start page and one story per service.
import { services } from "../catalogue";
import { callToAction, innerBanner } from "../common-blocks";
import type { ServiceCopy } from "../data/service-copy";
import { richText } from "../markup";
import { emptyAsset, loopVideo, still } from "../media";
import { pageRoot, seo } from "../page-kit";
import { storyLink } from "../seed-links";
import { addFolder, addStory } from "../seed-space";

function addServicesStart(): void {
  addStory({
    fullSlug: "services/",
    name: "Services",
    folder: "services",
    position: 0,
    content: (scope) =>
      pageRoot(scope, "page", {
        seo: seo(
          "Video Production Services",
          "Corporate films, animation, drone, social and training video from a Manchester studio that pairs human creativity with AI-assisted tools.",
        ),
        body: [
          innerBanner(scope, "Services", "Fourteen ways to tell your story on screen. Every one is led by people and sped up by the right tools.", "center"),
          scope.block("service_listing", { heading: "What we make" }),
          scope.block("why_choose_block", {
            heading: "Why clients stay with us",
            text: "Most of our work comes from clients who have worked with us before.",
            items: [
              scope.block("why_choose_item", {
                heading: "One team, start to finish",
                description: "The people who write your film are the people who shoot and edit it.",
                icon: "users",
              }),
              scope.block("why_choose_item", {
                heading: "Tools that save you money",
                description: "AI-assisted logging, transcription and captioning cut the hours you pay for, not the quality.",
                icon: "sparkles",
              }),
              scope.block("why_choose_item", {
                heading: "Fixed, honest quotes",
                description: "You know the full cost before the first shoot day, including revisions.",
                icon: "receipt",
              }),
            ],
          }),
          callToAction(scope, "Not sure which service you need?", "Tell us what you want people to think, feel or do, and we'll suggest the right format."),
        ],
      }),
  });
}

function addService(copy: ServiceCopy, index: number): void {
  const fullSlug = `services/${copy.slug}`;
  const image = still(`service:${copy.slug}`, copy, "hero", { name: copy.slug, alt: `${copy.name}: a still from a Northlight Films production`, focus: [0.5, 0.45] });
  const video = index % 3 === 0 ? loopVideo() : null;
  addStory({
    fullSlug,
    name: copy.name,
    folder: "services",
    position: (index + 1) * 10,
    tags: ["service"],
    content: (scope) =>
      pageRoot(
        scope,
        "service",
        {
          seo: seo(copy.name, copy.excerpt, image),
          body: [
            scope.block("service_video", { heading: `${copy.name} in motion`, video_url: copy.vimeo, image }),
            scope.block("checkmark_block", {
              heading: "What you get",
              columns: "2",
              items: copy.deliverables.map((text) => scope.block("checkmark_item", { text })),
            }),
            scope.block("recent_case_studies", {
              heading: `Recent ${copy.name.toLowerCase()} work`,
              count: "3",
              link_label: "View all case studies",
              link: storyLink("case-studies/"),
            }),
            callToAction(scope, `Let's talk about your ${copy.name.toLowerCase()}`, "Tell us about the project and we'll reply within one working day."),
          ],
        },
        {
          image,
          heading: richText(copy.heading, { storySlug: fullSlug }),
          description: richText(copy.description, { storySlug: fullSlug }),
          excerpt: copy.excerpt,
          icon: copy.icon,
          video: video ?? emptyAsset(),
          video_url: copy.vimeo,
        },
      ),
  });
}

export function addServices(): void {
  addFolder({ slug: "services", name: "Services", position: 20 });
  addServicesStart();
  services.forEach(addService);
}
