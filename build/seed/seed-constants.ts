// Fixed facts of the fictional agency and its Storyblok space. Every value that
// would otherwise change between runs (clock, cache version) is pinned here so
// that re-running the generator reproduces the cache byte for byte.
export const SPACE_ID = 318794;
export const AGENCY = {
  name: "Northlight Films",
  siteUrl: "https://www.northlightfilms.co.uk",
  email: "hello@northlightfilms.co.uk",
  phone: "0161 496 0735",
  address: "Studio 3, Canal Wharf, 18 Ducie Street, Manchester M1 2JN",
  tabColor: "#0f1b2d",
  instagram: "https://www.instagram.com/northlightfilms",
  linkedin: "https://www.linkedin.com/company/northlight-films",
  vimeo: "https://vimeo.com/northlightfilms",
} as const;

/** The pretend moment of the last fetch: cv is its unix time in seconds. */
export const FETCHED_AT = "2025-06-02T08:30:00.000Z";
export const CACHE_VERSION = Date.parse(FETCHED_AT) / 1000;

/** Where the generated cache goes, relative to the project root. */
export const CACHE_DIR = "content-cache";
export const ASSET_HOST = "https://a.storyblok.com";
