// Storyblok multilink → a safe href. Story links resolve by uuid (the slug may
// have changed since the link was made), falling back to cached_url; a link to a
// story the editors unpublished or deleted has no href (withdrawn-story.ts).
import { safeUrl } from "../lib/safe-url";
import { storyPath } from "../lib/urls";
import type { Multilink } from "./fields";
import { type StoryLinkLookup, withdrawnStoryReason } from "./withdrawn-story";

export type LinkResolution = { ok: true; href: string; external: boolean; target?: "_blank" | "_self" } | { ok: false; reason: string };

type StoryLookup = StoryLinkLookup;

export function resolveLink(link: Multilink | null | undefined, site: StoryLookup): LinkResolution {
  if (!link) return { ok: false, reason: "the link is empty" };
  const withdrawn = link.linktype === "story" ? withdrawnStoryReason(link.id, link.story?.full_slug ?? link.cached_url, site) : null;
  if (withdrawn) return { ok: false, reason: withdrawn };
  const href = rawHref(link, site);
  if (!href) return { ok: false, reason: `the ${link.linktype} link has no usable target` };
  const safe = safeUrl(withTitleRelPair(href, link));
  if (!safe) return { ok: false, reason: `the link target "${href}" uses a scheme that is not allowed` };
  const external = /^https?:\/\//i.test(safe);
  return { ok: true, href: safe, external, target: link.target };
}

export function linkHref(link: Multilink | null | undefined, site: StoryLookup): string | null {
  const resolved = resolveLink(link, site);
  return resolved.ok ? resolved.href : null;
}

function rawHref(link: Multilink, site: StoryLookup): string | null {
  switch (link.linktype) {
    case "story": {
      const story = link.id ? site.storyByUuid.get(link.id) : undefined;
      const slug = story?.full_slug ?? link.story?.full_slug ?? link.cached_url;
      if (!slug && !link.anchor) return null;
      const path = slug ? storyPath(slug) : "";
      return link.anchor ? `${path}#${link.anchor}` : path;
    }
    case "email": {
      const email = (link.email || link.url || link.cached_url).replace(/^mailto:/i, "");
      return email && !/[\r\n]/.test(email) ? `mailto:${email}` : null;
    }
    default:
      return link.url || link.cached_url || null;
  }
}

/** Title and rel set together add the pair "title=rel" to the query (spec 5). */
function withTitleRelPair(href: string, link: Multilink): string {
  if (!link.title || !link.rel || href.startsWith("mailto:")) return href;
  const [beforeHash, hash] = href.split("#", 2);
  const separator = beforeHash!.includes("?") ? "&" : "?";
  const pair = `${encodeURIComponent(link.title)}=${encodeURIComponent(link.rel)}`;
  return `${beforeHash}${separator}${pair}${hash !== undefined ? `#${hash}` : ""}`;
}

/** Only one of title and rel set is a likely editing mistake worth a warning. */
export function titleRelWarning(link: Multilink | null | undefined): string | null {
  if (!link) return null;
  return Boolean(link.title) !== Boolean(link.rel) ? "only one of title and rel is set; both are needed to add the query pair" : null;
}
