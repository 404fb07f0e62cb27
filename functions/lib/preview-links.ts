// The live sitemap's link pages, for a preview opened in Storyblok's Visual Editor: the page asks
// the preview function's own path (same origin, so no token and no Storyblok host in the page), and
// the function asks Storyblok's cdn/links with the Preview token it keeps. Edit mode only: anyone
// else could otherwise list every draft in the space. Each page is kept per cv (draft-content.ts).
import type { PreviewContent } from "./draft-content";
import { jsonAnswer } from "./http";
import type { Access } from "./preview-access";
import { OVER_ALLOWANCE_NOTICE, type UpstreamBudget } from "./preview-budget";

/** As src/content/live-links.ts stops: a guard against paging without end. */
const MAX_PAGE = 100;

export async function linksAnswer(req: Request, url: URL, live: { content: PreviewContent }, access: Access, budget: UpstreamBudget): Promise<Response> {
  const pageParam = url.searchParams.get("page");
  if (pageParam === null) return jsonAnswer(404, { error: "Not found." });
  if (req.method === "POST") return jsonAnswer(405, { error: "The links are read with GET." }, { allow: "GET, HEAD" });
  if (access.kind !== "editor") return jsonAnswer(403, { error: "The live links are shown only inside Storyblok's Visual Editor." });
  const page = Number(pageParam);
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) return jsonAnswer(400, { error: `page must be a whole number from 1 to ${MAX_PAGE}.` });
  if (!budget.take(access.payer, live.content.draftLinksPageCalls(page))) return jsonAnswer(429, { error: OVER_ALLOWANCE_NOTICE }, { "retry-after": "60" });
  const data = await live.content.draftLinksPage(page);
  return jsonAnswer(200, { links: (data as { links?: unknown } | null)?.links ?? {} });
}
