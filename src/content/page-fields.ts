// Fields every routable content type shares: the blocks of its body and its SEO.
import * as z from "zod";
import { blockList } from "./block";
import { boolean, optionalAsset, seoSchema, text } from "./fields";

export const pageFields = {
  _uid: z.string().optional(),
  _editable: z.string().optional(),
  body: blockList(),
  seo: seoSchema,
  /** the page's image for previews when seo.og_image is empty */
  page_image: optionalAsset,
  prevent_indexing: boolean,
  /** JSON-LD added to the page as it is (validated like the JSON-LD block) */
  schemas: text,
};
