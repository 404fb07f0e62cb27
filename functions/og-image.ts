// GET /og/<name>.jpg: a case study's or an article's social card, drawn on its first request
// (a crawler's, as a link is shared) and kept by Netlify's durable cache from then on, across
// its CDN, so each card is drawn about once a deploy that changes it. The build only names the
// cards and lists what each is drawn from (build/pipeline/assets/social-cards.ts); a name not in
// that list, or not shaped like one, is a 404, so no request can make the site draw words of
// its own. A request with a query is sent to the bare name (a query names nothing a card is drawn
// from, and would otherwise be a cache key of its own and a fresh draw), and the function is rate
// limited per visitor address. A card whose still cannot be had is drawn plain, and one whose still
// is not the file the build read (a CDN still serving a replaced asset's old bytes) is drawn over
// it; either is kept only briefly, so a later request draws it again. HEAD is answered as GET
// without the body.
import type { Config, Context } from "@netlify/functions";
import type { SocialCardEntry } from "../build/pipeline/assets/social-card-manifest";
import { SOCIAL_CARD_DIR, SOCIAL_CARD_NAME } from "../src/content/social-card";
import { withSecurityHeaders } from "../src/lib/security-headers";
import { jsonAnswer, NO_STORE } from "./lib/http";
import { drawSocialCard } from "./lib/social-card-draw";
import { configuredSiteUrl, fetchStill, loadCardManifest } from "./lib/social-card-source";

// Netlify's bundler reads this object from the source without running it: literals only. The
// path is SOCIAL_CARD_DIR's (tests/unit/og-image.test.ts checks both).
export const config: Config = {
  path: "/og/*",
  // a crawler fetches one card per shared link; Netlify counts per visitor address, as the local server does
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip"] },
};

/**
 * A card never changes under its name (the name hashes all it shows), so browsers keep it and
 * Netlify's CDN keeps it in its durable cache, shared by every edge node, rather than drawing it again at each.
 */
const KEPT = { browser: "public, max-age=31536000, immutable", cdn: "public, durable, max-age=31536000, immutable" };
/** A card not drawn over the still its name hashes: drawn again soon. */
const BRIEFLY = { browser: "public, max-age=300", cdn: "public, max-age=300" };
/**
 * Netlify's cache key: Netlify-Vary's `query=` names the only query parameters that key a cached
 * answer, and every other query shares the bare name's entry. A card reads none, so it names one
 * no link carries, and `/og/<name>.jpg?anything` is served the cached card.
 */
const CARD_VARY = "query=none";

export default async (req: Request, context: Context): Promise<Response> => {
  if (req.method !== "GET" && req.method !== "HEAD") {
    return jsonAnswer(405, { error: `Social cards answer GET and HEAD; ${req.method} is not accepted.` }, { allow: "GET, HEAD" });
  }
  const response = await cardAnswer(req.url, context);
  return req.method === "HEAD" ? new Response(null, { status: response.status, headers: response.headers }) : response;
};

async function cardAnswer(href: string, context: Context): Promise<Response> {
  const { pathname } = new URL(href);
  const name = pathname.startsWith(SOCIAL_CARD_DIR) ? pathname.slice(SOCIAL_CARD_DIR.length) : "";
  if (!SOCIAL_CARD_NAME.test(name)) return notFound();
  // before the manifest or the still is fetched: a query (even a bare "?") is never drawn
  if (href.includes("?")) return toBareName(pathname);
  const siteUrl = configuredSiteUrl(context?.site?.url);
  if (!siteUrl) {
    console.error("[og-image] No site address is configured (SITE_URL, or Netlify's URL), so the card manifest could not be found.");
    return unavailable();
  }
  let entry: SocialCardEntry | undefined;
  try {
    entry = (await loadCardManifest(siteUrl)).get(name);
  } catch (error) {
    console.error("[og-image]", error instanceof Error ? error.message : error);
    return unavailable();
  }
  if (!entry) return notFound();
  const still = entry.still ? await fetchStill(entry.still, siteUrl) : null;
  const drawn = await drawOrPlain(entry, still?.bytes ?? null);
  const cache = !entry.still || (drawn.withStill && still?.asBuilt) ? KEPT : BRIEFLY;
  return withSecurityHeaders(
    new Response(new Uint8Array(drawn.jpeg), {
      status: 200,
      headers: {
        "content-type": "image/jpeg",
        "content-length": String(drawn.jpeg.byteLength),
        "cache-control": cache.browser,
        "netlify-cdn-cache-control": cache.cdn,
        "netlify-vary": CARD_VARY,
      },
    }),
  );
}

/** The card over its still; over the plain background when the still's bytes are not an image. */
async function drawOrPlain(entry: SocialCardEntry, still: Uint8Array | null): Promise<{ jpeg: Uint8Array; withStill: boolean }> {
  if (still) {
    try {
      return { jpeg: await drawSocialCard(entry, still), withStill: true };
    } catch (error) {
      console.error(`[og-image] The still for "${entry.title}" could not be read as an image (${(error as Error).message}); the card was drawn without it.`);
    }
  }
  return { jpeg: await drawSocialCard(entry, null), withStill: false };
}

/** The card's own address, which names it whole; kept by no cache, so it never stands in for the card. */
function toBareName(pathname: string): Response {
  return withSecurityHeaders(new Response(null, { status: 301, headers: { location: pathname, ...NO_STORE } }));
}

function notFound(): Response {
  return jsonAnswer(404, { error: "There is no social card at this address." });
}

/** Never kept by a cache: the next request tries again. */
function unavailable(): Response {
  return jsonAnswer(503, { error: "The social card cannot be drawn right now; please try again later." });
}
