// Every page block's declaration; the table of technical name (as in Storyblok) → schema is made
// from them. The loader validates every block against it; src/blocks/block-registry.ts maps the
// same names to components.
import { byComponentName } from "../model/by-name";
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

export const blockSchemas = byComponentName([
  alternatingBlockSchema,
  alternatingComponentSchema,
  callToActionSchema,
  caseStudyBannerSchema,
  caseStudyListingSchema,
  caseStudySliderSchema,
  checkmarkBlockSchema,
  clientsSchema,
  contactPanelSchema,
  contentAreaSchema,
  contentBlockSchema,
  faqsSchema,
  featureBlockSchema,
  galleryGridSchema,
  gridSchema,
  heroBannerSchema,
  imageBlockSchema,
  imageVideoBlockSchema,
  innerBannerSchema,
  jsonLdSchemaSchema,
  largeTextSchema,
  linkBlockSchema,
  logoGridSchema,
  meetTheTeamSchema,
  newsBannerSchema,
  newsListingSchema,
  nextCaseStudySchema,
  ourProcessSchema,
  recentCaseStudiesSchema,
  redirectSchema,
  relatedInsightsSchema,
  serviceBlockSchema,
  serviceListingSchema,
  serviceVideoSchema,
  sitemapSchema,
  spacingBlockSchema,
  tableBlockSchema,
  textBlockSchema,
  videoCtaSchema,
  whyChooseBlockSchema,
]);

export type BlockName = keyof typeof blockSchemas;

export function isBlockName(name: string): name is BlockName {
  return Object.hasOwn(blockSchemas, name);
}
