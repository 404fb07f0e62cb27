// Fields every routable content type shares: the blocks of its body and its SEO.
import { blockList } from "./block";
import { asset, boolean, seo, textarea } from "./fields";

export const pageFields = {
  body: blockList({ description: "The page's blocks, top to bottom" }),
  seo: seo({ display: "SEO", description: "Title and description for search results and sharing; empty parts fall back to the story's own" }),
  /** the page's image for previews when seo.og_image is empty */
  page_image: asset({ description: "The image shown when the page is shared, if the SEO fields name none" }),
  prevent_indexing: boolean({ description: "Ask search engines not to list this page" }),
  /** JSON-LD added to the page as it is (validated like the JSON-LD block) */
  schemas: textarea({ display: "JSON-LD", description: "Structured data added to the page as it is; must be JSON with @context or @type" }),
};
