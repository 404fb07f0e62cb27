// Where a rich text link goes on this site. Story links resolve by uuid (the
// slug may have changed since the link was made), falling back to the href the
// editor saw (a story the editors unpublished or deleted: no link, withdrawn-story.ts); email
// links become mailto:; every result passes through safeUrl.
import { safeUrl } from "../lib/safe-url";
import { storyPath } from "../lib/urls";
import { type StoryLinkLookup, withdrawnStoryReason } from "./withdrawn-story";

export interface RichTextLinkAttrs {
  href?: string | null;
  uuid?: string | null;
  anchor?: string | null;
  linktype?: string | null;
  target?: string | null;
}

export type RichTextLinkResolution = { ok: true; href: string; external: boolean; newTab: boolean } | { ok: false; reason: string };

type StoryLookup = StoryLinkLookup;

export function resolveRichTextLink(attrs: RichTextLinkAttrs, site: StoryLookup): RichTextLinkResolution {
  const withdrawn = attrs.linktype === "story" ? withdrawnStoryReason(attrs.uuid, attrs.href, site) : null;
  if (withdrawn) return { ok: false, reason: withdrawn };
  const raw = rawHref(attrs, site);
  if (!raw) return { ok: false, reason: `the ${attrs.linktype ?? "url"} link has no target` };
  const href = safeUrl(raw);
  if (!href) return { ok: false, reason: `the link target "${raw}" uses a scheme that is not allowed` };
  return { ok: true, href, external: isExternalHref(href), newTab: attrs.target === "_blank" };
}

/** http(s), mailto: and tel: leave the site; anything else is a path on it. */
export function isExternalHref(href: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(href);
}

function rawHref(attrs: RichTextLinkAttrs, site: StoryLookup): string | null {
  const href = (attrs.href ?? "").trim();
  switch (attrs.linktype) {
    case "story":
      return storyHref(href, attrs, site);
    case "email": {
      const email = href.replace(/^mailto:/i, "");
      return email && !/[\r\n]/.test(email) ? `mailto:${email}` : null;
    }
    default:
      return href || null;
  }
}

function storyHref(href: string, attrs: RichTextLinkAttrs, site: StoryLookup): string | null {
  const story = attrs.uuid ? site.storyByUuid.get(attrs.uuid) : undefined;
  const path = story ? storyPath(story.full_slug) : href && !/^[a-z][a-z0-9+.-]*:/i.test(href) ? storyPath(href) : href;
  const anchor = attrs.anchor ? `#${attrs.anchor}` : "";
  return path || anchor ? `${path}${anchor}` : null;
}
