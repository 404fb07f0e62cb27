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
import type { BlockData, BlockProps } from "./types";

type BlockComponents = { [N in BlockName]?: ComponentType<BlockProps<BlockData<N>>> };

export const blockComponents: BlockComponents = {
  alternating_block: AlternatingBlock,
  alternating_component: AlternatingComponent,
  case_study_banner: CaseStudyBanner,
  feature_block: FeatureBlock,
  gallery_grid: GalleryGrid,
  image_block: ImageBlock,
  image_video_block: ImageVideoBlock,
  inner_banner: InnerBanner,
  large_text: LargeText,
  logo_grid: LogoGrid,
  meet_the_team: MeetTheTeam,
  service_video: ServiceVideo,
  video_cta: VideoCta,
};
