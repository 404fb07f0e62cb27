// The case-studies folder: its start page (the filterable listing) and one
// story per case study, with references to clients, sectors, services and
// video types stored as story uuids the way Storyblok's option fields store them.
import type { Asset } from "../assets";
import { caseStudies, clients, sectors, serviceBySlug, videoTypes } from "../catalogue";
import { callToAction, innerBanner, textBlock } from "../common-blocks";
import type { CaseStudyCopy } from "../data/case-study-copy";
import { emptyAsset, loopVideo, still } from "../media";
import { pageRoot, seo } from "../page-kit";
import { addFolder, addStory } from "../seed-space";
import { type Fields, type StoryScope, storyUuid } from "../seed-story";

function refs(slugs: string[], folder: string, known: { slug: string }[], where: string): string[] {
  return slugs.map((slug) => {
    if (!known.some((k) => k.slug === slug)) throw new Error(`Case study ${where}: unknown ${folder} "${slug}"`);
    return storyUuid(`${folder}/${slug}`);
  });
}

function clientField(copy: CaseStudyCopy): string | { name: string } {
  if (typeof copy.client !== "string") return copy.client;
  return refs([copy.client], "clients", clients, copy.slug)[0]!;
}

function serviceField(copy: CaseStudyCopy): string | string[] {
  const list = typeof copy.services === "string" ? [copy.services] : copy.services;
  list.forEach(serviceBySlug);
  const uuids = list.map((slug) => storyUuid(`services/${slug}`));
  return typeof copy.services === "string" ? uuids[0]! : uuids;
}

function storyText(copy: CaseStudyCopy): string {
  const quote = copy.quote ? `\n\n> ${copy.quote.text}\n> ${copy.quote.who}` : "";
  return `## The challenge\n\n${copy.challenge}\n\n## Our approach\n\n${copy.approach}\n\n## The result\n\n${copy.result}${quote}`;
}

function body(scope: StoryScope, copy: CaseStudyCopy, index: number, image: Asset): Fields[] {
  const shots = [1, 2].map((n) =>
    still(`case-study:${copy.slug}:shot-${n}`, { scene: copy.look.scene, hue: (copy.look.hue + n * 25) % 360 }, "thumb", {
      name: `${copy.slug}-still-${n}`,
      alt: `Behind the scenes on ${copy.title}, still ${n}`,
    }),
  );
  const next = index % 4 === 0 && caseStudies[index + 2] ? storyUuid(`case-studies/${caseStudies[index + 2]!.slug}`) : "";
  return [
    scope.block("case_study_banner", { title: copy.heading ?? "", video_url: copy.vimeo, image }),
    textBlock(scope, storyText(copy)),
    scope.block("gallery_grid", {
      heading: "From the shoot",
      items: [
        scope.block("gallery_item", { image, video_url: index % 2 === 0 ? copy.vimeo : "", caption: copy.description }),
        ...shots.map((shot, n) => scope.block("gallery_item", { image: shot, video_url: "", caption: n === 0 ? "On set" : "" })),
      ],
    }),
    scope.block("next_case_study", { label: "Next case study", case_study: next }),
  ];
}

function addCaseStudy(copy: CaseStudyCopy, index: number): void {
  addStory({
    fullSlug: `case-studies/${copy.slug}`,
    name: copy.title,
    folder: "case-studies",
    position: (index + 1) * 10,
    around: copy.date,
    tags: ["case-study"],
    content: (scope) => {
      const image = still(`case-study:${copy.slug}`, copy.look, "hero", { name: copy.slug, alt: copy.description, focus: [0.5, 0.4] });
      return pageRoot(
        scope,
        "case_study",
        { seo: seo(copy.title, copy.description, image), body: body(scope, copy, index, image) },
        {
          date: copy.date,
          image,
          description: copy.description,
          heading: copy.heading ?? "",
          sector: refs(copy.sectors, "sector", sectors, copy.slug),
          client: clientField(copy),
          service: serviceField(copy),
          video_type: refs(copy.videoTypes, "video-types", videoTypes, copy.slug),
          video_url: copy.vimeo,
          video: copy.upload ? loopVideo() : emptyAsset(),
        },
      );
    },
  });
}

export function addCaseStudies(): void {
  addFolder({ slug: "case-studies", name: "Case Studies", position: 30 });
  addStory({
    fullSlug: "case-studies/",
    name: "Case Studies",
    folder: "case-studies",
    position: 0,
    content: (scope) =>
      pageRoot(scope, "page", {
        seo: seo("Case Studies", "Films we have made for software companies, farms, charities, builders and banks, with the results they delivered."),
        body: [
          innerBanner(scope, "Case studies", "Real projects, real clients, measurable results. Filter by service to find work like yours."),
          scope.block("case_study_listing", { heading: "Our work", show_filter: true }),
          scope.block("clients", { heading: "Trusted by", clients: [] }),
          callToAction(scope, "Want results like these?", "Tell us about your audience and what you need them to do next."),
        ],
      }),
  });
  caseStudies.forEach(addCaseStudy);
}
