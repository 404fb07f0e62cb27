// The branded 1200×630 sharing image of each case study and article is named here, never
// drawn: the build lists what each card the pages name is drawn from (social-card-manifest.ts),
// and the og-image function draws it on a crawler's first request, which Netlify's durable cache
// then keeps (functions/og-image.ts). Drawing every card in the build took 102 s of a cold
// 138 s build of 10,088 routes.
// A still that is missing from the content cache (so it has no digest: build/pipeline/load/
// still-digests.ts) gives the plain branded card and a warning; it never stops the build.
import { pageMeta } from "../../../src/content/page-meta";
import type { Route } from "../../../src/content/route";
import type { BuildWarning, Site } from "../../../src/content/site";
import { hasSocialCard, type SocialCardSubject, socialCardPath, socialCardSubject } from "../../../src/content/social-card";
import { assetCachePath } from "../../content-cache/asset-paths";
import type { SocialCardEntry, SocialCardManifest } from "./social-card-manifest";

/** One card per case study and article among the routes whose page names it, by file name. */
export function socialCards(routes: Route[], site: Site, warn: (w: BuildWarning) => void): SocialCardManifest {
  const cards = new Map<string, SocialCardEntry>();
  for (const route of routes) {
    if (!hasSocialCard(route.kind)) continue;
    const subject = socialCardSubject(route.story, site.settings.site_name, site.stillDigests);
    const path = socialCardPath(subject);
    const name = path.slice(path.lastIndexOf("/") + 1);
    // only the cards pages name: a page with an image the editor chose needs none
    if (cards.has(name) || !pageMeta(site, route).ogImage.endsWith(path)) continue;
    cards.set(name, { title: subject.title, siteName: subject.siteName, still: drawableStill(subject, warn) });
  }
  return cards;
}

/** The still the card is drawn over: only one the content cache holds (a digest was read), else null with a warning. */
function drawableStill(subject: SocialCardSubject, warn: (w: BuildWarning) => void): SocialCardEntry["still"] {
  if (!subject.stillFilename) return null;
  if (subject.stillDigest) return { url: subject.stillFilename, digest: subject.stillDigest };
  const asset = assetCachePath(subject.stillFilename);
  const problem = !asset || asset === "unsafe" ? "is not a Storyblok asset the content cache can hold" : `is not in the content cache (assets/${asset.cachePath})`;
  warn({
    where: subject.full_slug,
    path: "content.image.filename",
    message: `the still ${subject.stillFilename} ${problem}, so the social card has the plain branded background; run "npm run fetch" again or choose another image`,
  });
  return null;
}
