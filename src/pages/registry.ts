// Page kind → the component that renders it.
import type { ComponentType } from "react";
import type { PageKind } from "./route";
import { StoryPage } from "./StoryPage";

export const pageComponents: Record<PageKind, ComponentType> = {
  page: StoryPage,
  service: StoryPage,
  case_study: StoryPage,
  client: StoryPage,
  sector: StoryPage,
  video_type: StoryPage,
  article: StoryPage,
  not_found: StoryPage,
  redirect_notice: StoryPage,
};
