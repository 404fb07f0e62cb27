// What the renderer needs to know about one output page.
import type { LoadedStory } from "./site";

export type PageKind = "page" | "service" | "case_study" | "client" | "sector" | "video_type" | "article" | "not_found" | "redirect_notice";

export interface Route {
  /** the path visitors use, e.g. "/services/" or "/about" */
  url: string;
  /** file inside the output folder, e.g. "about.html", "services/index.html" (src/lib/urls.ts) */
  outputPath: string;
  kind: PageKind;
  story: LoadedStory;
  /** set on paginated listings: this page's number and the number of pages */
  pagination?: { page: number; pageCount: number; baseUrl: string };
  /** set on a listing filtered by service (?service=<slug>): the chosen service's slug */
  filter?: { service: string; baseUrl: string };
  /** false when the page must carry noindex and stay out of sitemap.xml */
  indexable: boolean;
}

export interface RedirectRule {
  from: string;
  to: string;
  status: 200 | 301 | 302 | 307 | 404;
  /** query parameters the rule matches, e.g. { page: ":page" } */
  query?: Record<string, string>;
  /** applies even where a file exists at `from` (Netlify's "!" / force) */
  force?: boolean;
  /** a moved page's old address: the uuid of the story it leads to (the deploy record keeps it) */
  story?: string;
}
