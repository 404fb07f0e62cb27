// Technical block name (as in Storyblok and src/content/blocks/block-schemas.ts) → component.
import type { ComponentType } from "react";
import type { BlockName } from "../content/blocks/block-schemas";
import { AlternatingBlock } from "./AlternatingBlock";
import { AlternatingComponent } from "./AlternatingComponent";
import { CallToAction } from "./CallToAction";
import { CaseStudyBanner } from "./CaseStudyBanner";
import { CaseStudyListing } from "./CaseStudyListing";
import { CaseStudySlider } from "./CaseStudySlider";
import { CheckmarkBlock } from "./CheckmarkBlock";
import { Clients } from "./Clients";
import { ContactPanel } from "./ContactPanel";
import { ContentArea } from "./ContentArea";
import { ContentBlock } from "./ContentBlock";
import { Faqs } from "./Faqs";
import { FeatureBlock } from "./FeatureBlock";
import { GalleryGrid } from "./GalleryGrid";
import { Grid } from "./Grid";
import { HeroBanner } from "./HeroBanner";
import { ImageBlock } from "./ImageBlock";
import { ImageVideoBlock } from "./ImageVideoBlock";
import { InnerBanner } from "./InnerBanner";
import { JsonLdSchema } from "./JsonLdSchema";
import { LargeText } from "./LargeText";
import { LinkBlock } from "./LinkBlock";
import { LogoGrid } from "./LogoGrid";
import { MeetTheTeam } from "./MeetTheTeam";
import { NewsBanner } from "./NewsBanner";
import { NewsListing } from "./NewsListing";
import { NextCaseStudy } from "./NextCaseStudy";
import { OurProcess } from "./OurProcess";
import { RecentCaseStudies } from "./RecentCaseStudies";
import { Redirect } from "./Redirect";
import { RelatedInsights } from "./RelatedInsights";
import { ServiceBlock } from "./ServiceBlock";
import { ServiceListing } from "./ServiceListing";
import { ServiceVideo } from "./ServiceVideo";
import { Sitemap } from "./Sitemap";
import { SpacingBlock } from "./SpacingBlock";
import { TableBlock } from "./TableBlock";
import { TextBlock } from "./TextBlock";
import type { BlockData, BlockProps } from "./types";
import { VideoCta } from "./VideoCta";
import { WhyChooseBlock } from "./WhyChooseBlock";

/** Every declared block, and only those, has its component (the type holds it). */
type BlockComponents = { [N in BlockName]: ComponentType<BlockProps<BlockData<N>>> };

export const blockComponents: BlockComponents = {
  alternating_block: AlternatingBlock,
  alternating_component: AlternatingComponent,
  call_to_action: CallToAction,
  case_study_banner: CaseStudyBanner,
  case_study_listing: CaseStudyListing,
  case_study_slider: CaseStudySlider,
  checkmark_block: CheckmarkBlock,
  clients: Clients,
  contact_panel: ContactPanel,
  content_area: ContentArea,
  content_block: ContentBlock,
  faqs: Faqs,
  feature_block: FeatureBlock,
  gallery_grid: GalleryGrid,
  grid: Grid,
  hero_banner: HeroBanner,
  image_block: ImageBlock,
  image_video_block: ImageVideoBlock,
  inner_banner: InnerBanner,
  json_ld_schema: JsonLdSchema,
  large_text: LargeText,
  link_block: LinkBlock,
  logo_grid: LogoGrid,
  meet_the_team: MeetTheTeam,
  news_banner: NewsBanner,
  news_listing: NewsListing,
  next_case_study: NextCaseStudy,
  our_process: OurProcess,
  recent_case_studies: RecentCaseStudies,
  redirect: Redirect,
  related_insights: RelatedInsights,
  service_block: ServiceBlock,
  service_listing: ServiceListing,
  service_video: ServiceVideo,
  sitemap: Sitemap,
  spacing_block: SpacingBlock,
  table_block: TableBlock,
  text_block: TextBlock,
  video_cta: VideoCta,
  why_choose_block: WhyChooseBlock,
};
