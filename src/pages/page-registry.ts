// Page kind → the component that renders it.
import type { ComponentType } from "react";
import type { PageKind } from "../content/route";
import { ArticlePage } from "./Article";
import { CaseStudyPage } from "./CaseStudy";
import { NotFoundPage } from "./NotFound";
import { RedirectNoticePage } from "./RedirectNotice";
import { ServicePage } from "./Service";
import { StoryPage } from "./StoryPage";
import { TaxonomyPage } from "./Taxonomy";

export const pageComponents: Record<PageKind, ComponentType> = {
  page: StoryPage,
  service: ServicePage,
  case_study: CaseStudyPage,
  client: TaxonomyPage,
  sector: TaxonomyPage,
  video_type: TaxonomyPage,
  article: ArticlePage,
  not_found: NotFoundPage,
  redirect_notice: RedirectNoticePage,
};
