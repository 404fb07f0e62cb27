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
import type { BlockData, BlockProps } from "./types";
import { ContactPanel } from "./ContactPanel";

type BlockComponents = { [N in BlockName]?: ComponentType<BlockProps<BlockData<N>>> };

export const blockComponents: BlockComponents = {
  contact_panel: ContactPanel,
  alternating_block: AlternatingBlock,
  alternating_component: AlternatingComponent,
  case_study_banner: CaseStudyBanner,
  case_study_listing: CaseStudyListing,
  case_study_slider: CaseStudySlider,
  clients: Clients,
  feature_block: FeatureBlock,
  gallery_grid: GalleryGrid,
  image_block: ImageBlock,
  image_video_block: ImageVideoBlock,
  inner_banner: InnerBanner,
  large_text: LargeText,
  logo_grid: LogoGrid,
  meet_the_team: MeetTheTeam,
  news_banner: NewsBanner,
  news_listing: NewsListing,
  next_case_study: NextCaseStudy,
  recent_case_studies: RecentCaseStudies,
  related_insights: RelatedInsights,
  service_block: ServiceBlock,
  service_listing: ServiceListing,
  service_video: ServiceVideo,
  sitemap: Sitemap,
  video_cta: VideoCta,
};
