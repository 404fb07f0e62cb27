// Technical block name (as in Storyblok and src/content/blocks/index.ts) → component.
import type { ComponentType } from "react";
import type { BlockName } from "../content/blocks";
import { InnerBanner } from "./InnerBanner";
import { LargeText } from "./LargeText";
import { ImageBlock } from "./ImageBlock";
import { ImageVideoBlock } from "./ImageVideoBlock";
import { FeatureBlock } from "./FeatureBlock";
import { AlternatingComponent } from "./AlternatingComponent";
import { AlternatingBlock } from "./AlternatingBlock";
import { GalleryGrid } from "./GalleryGrid";
import { MeetTheTeam } from "./MeetTheTeam";
import { LogoGrid } from "./LogoGrid";
import { VideoCta } from "./VideoCta";
import { ServiceVideo } from "./ServiceVideo";
import { CaseStudyBanner } from "./CaseStudyBanner";
import { CaseStudyListing } from "./CaseStudyListing";
import { CaseStudySlider } from "./CaseStudySlider";
import { Clients } from "./Clients";
import { NewsBanner } from "./NewsBanner";
import { NewsListing } from "./NewsListing";
import { NextCaseStudy } from "./NextCaseStudy";
import { RecentCaseStudies } from "./RecentCaseStudies";
import { RelatedInsights } from "./RelatedInsights";
import { ServiceBlock } from "./ServiceBlock";
import { ServiceListing } from "./ServiceListing";
import { Sitemap } from "./Sitemap";
import { CallToAction } from "./CallToAction";
import { CheckmarkBlock } from "./CheckmarkBlock";
import { ContentArea } from "./ContentArea";
import { ContentBlock } from "./ContentBlock";
import { Faqs } from "./Faqs";
import { Grid } from "./Grid";
import { HeroBanner } from "./HeroBanner";
import { JsonLdSchema } from "./JsonLdSchema";
import { LinkBlock } from "./LinkBlock";
import { OurProcess } from "./OurProcess";
import { Redirect } from "./Redirect";
import { SpacingBlock } from "./SpacingBlock";
import { TableBlock } from "./TableBlock";
import { TextBlock } from "./TextBlock";
import { WhyChooseBlock } from "./WhyChooseBlock";
import type { BlockData, BlockProps } from "./types";
import { ContactPanel } from "./ContactPanel";

type BlockComponents = { [N in BlockName]?: ComponentType<BlockProps<BlockData<N>>> };

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
