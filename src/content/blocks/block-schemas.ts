// Technical block name (as in Storyblok) → its schema. The loader validates every
// block against this table; src/blocks/block-registry.ts maps the same names to components.
import { alternatingBlockSchema } from "./alternating-block";
import { alternatingComponentSchema } from "./alternating-component";
import { callToActionSchema } from "./call-to-action";
import { caseStudyBannerSchema } from "./case-study-banner";
import { caseStudyListingSchema } from "./case-study-listing";
import { caseStudySliderSchema } from "./case-study-slider";
import { checkmarkBlockSchema } from "./checkmark-block";
import { clientsSchema } from "./clients";
import { contactPanelSchema } from "./contact-panel";
import { contentAreaSchema } from "./content-area";
import { contentBlockSchema } from "./content-block";
import { faqsSchema } from "./faqs";
import { featureBlockSchema } from "./feature-block";
import { galleryGridSchema } from "./gallery-grid";
import { gridSchema } from "./grid";
import { heroBannerSchema } from "./hero-banner";
import { imageBlockSchema } from "./image-block";
import { imageVideoBlockSchema } from "./image-video-block";
import { innerBannerSchema } from "./inner-banner";
import { jsonLdSchemaSchema } from "./json-ld-schema";
import { largeTextSchema } from "./large-text";
import { linkBlockSchema } from "./link-block";
import { logoGridSchema } from "./logo-grid";
import { meetTheTeamSchema } from "./meet-the-team";
import { newsBannerSchema } from "./news-banner";
import { newsListingSchema } from "./news-listing";
import { nextCaseStudySchema } from "./next-case-study";
import { ourProcessSchema } from "./our-process";
import { recentCaseStudiesSchema } from "./recent-case-studies";
import { redirectSchema } from "./redirect";
import { relatedInsightsSchema } from "./related-insights";
import { serviceBlockSchema } from "./service-block";
import { serviceListingSchema } from "./service-listing";
import { serviceVideoSchema } from "./service-video";
import { sitemapSchema } from "./sitemap";
import { spacingBlockSchema } from "./spacing-block";
import { tableBlockSchema } from "./table-block";
import { textBlockSchema } from "./text-block";
import { videoCtaSchema } from "./video-cta";
import { whyChooseBlockSchema } from "./why-choose-block";

export const blockSchemas = {
  alternating_block: alternatingBlockSchema,
  alternating_component: alternatingComponentSchema,
  call_to_action: callToActionSchema,
  case_study_banner: caseStudyBannerSchema,
  case_study_listing: caseStudyListingSchema,
  case_study_slider: caseStudySliderSchema,
  checkmark_block: checkmarkBlockSchema,
  clients: clientsSchema,
  contact_panel: contactPanelSchema,
  content_area: contentAreaSchema,
  content_block: contentBlockSchema,
  faqs: faqsSchema,
  feature_block: featureBlockSchema,
  gallery_grid: galleryGridSchema,
  grid: gridSchema,
  hero_banner: heroBannerSchema,
  image_block: imageBlockSchema,
  image_video_block: imageVideoBlockSchema,
  inner_banner: innerBannerSchema,
  json_ld_schema: jsonLdSchemaSchema,
  large_text: largeTextSchema,
  link_block: linkBlockSchema,
  logo_grid: logoGridSchema,
  meet_the_team: meetTheTeamSchema,
  news_banner: newsBannerSchema,
  news_listing: newsListingSchema,
  next_case_study: nextCaseStudySchema,
  our_process: ourProcessSchema,
  recent_case_studies: recentCaseStudiesSchema,
  redirect: redirectSchema,
  related_insights: relatedInsightsSchema,
  service_block: serviceBlockSchema,
  service_listing: serviceListingSchema,
  service_video: serviceVideoSchema,
  sitemap: sitemapSchema,
  spacing_block: spacingBlockSchema,
  table_block: tableBlockSchema,
  text_block: textBlockSchema,
  video_cta: videoCtaSchema,
  why_choose_block: whyChooseBlockSchema,
} as const;

export type BlockName = keyof typeof blockSchemas;

export function isBlockName(name: string): name is BlockName {
  return Object.hasOwn(blockSchemas, name);
}
