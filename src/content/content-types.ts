// Root component of a story → the schema of its content, made from every content type's declaration.
import type * as z from "zod";
import { articleSchema } from "./article";
import { caseStudySchema } from "./case-study";
import { clientSchema } from "./client-story";
import { footerSchema } from "./footer";
import { headerSchema } from "./header";
import { byComponentName } from "./model/by-name";
import { pageSchema } from "./page";
import { redirectStorySchema } from "./redirect-story";
import { serviceSchema } from "./service";
import { settingsSchema } from "./settings";
import { sectorSchema, videoTypeSchema } from "./taxonomy";

export const contentTypeSchemas = byComponentName([
  pageSchema,
  serviceSchema,
  caseStudySchema,
  clientSchema,
  sectorSchema,
  videoTypeSchema,
  articleSchema,
  settingsSchema,
  headerSchema,
  footerSchema,
  redirectStorySchema,
]);

export type ContentTypeName = keyof typeof contentTypeSchemas;
export type ContentOf<N extends ContentTypeName> = z.infer<(typeof contentTypeSchemas)[N]>;
export type AnyContent = { [N in ContentTypeName]: ContentOf<N> }[ContentTypeName];

export function isContentTypeName(name: string): name is ContentTypeName {
  return Object.hasOwn(contentTypeSchemas, name);
}
