// One page of each type, by the name its reference images carry (tests/visual, tests/engines).
export const PAGES: Record<string, string> = {
  home: "/",
  service: "/services/corporate-video",
  "case-studies": "/case-studies/",
  "case-study": "/case-studies/aldridge-homes-show-home-tours",
  insights: "/insights/",
  article: "/insights/ai-transcription-in-the-edit",
  about: "/about",
  contact: "/contact",
  sitemap: "/sitemap",
  sector: "/sector/agriculture",
  "video-type": "/video-types/brand",
  client: "/clients/aldridge-homes",
  "not-found": "/no-such-page",
};
