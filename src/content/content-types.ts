// Root component of a story → the schema of its content.
import type * as z from "zod";
import { articleSchema } from "./article";
import { caseStudySchema } from "./case-study";
import { clientSchema } from "./client-story";
import { footerSchema } from "./footer";
import { headerSchema } from "./header";
import { pageSchema } from "./page";
import { redirectStorySchema } from "./redirect-story";
import { serviceSchema } from "./service";
import { settingsSchema } from "./settings";
import { sectorSchema, videoTypeSchema } from "./taxonomy";

export const contentTypeSchemas = {
  page: pageSchema,
  service: serviceSchema,
  case_study: caseStudySchema,
  client: clientSchema,
  sector: sectorSchema,
  video_type: videoTypeSchema,
  article: articleSchema,
  settings: settingsSchema,
  header: headerSchema,
  footer: footerSchema,
  redirect: redirectStorySchema,
} as const;

export type ContentTypeName = keyof typeof contentTypeSchemas;
export type ContentOf<N extends ContentTypeName> = z.infer<(typeof contentTypeSchemas)[N]>;
export type AnyContent = { [N in ContentTypeName]: ContentOf<N> }[ContentTypeName];

export function isContentTypeName(name: string): name is ContentTypeName {
  return Object.hasOwn(contentTypeSchemas, name);
}
