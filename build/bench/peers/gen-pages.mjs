#!/usr/bin/env node
// node gen-pages.mjs N OUT_DIR      (env PEERS_SECTIONS: sections per page, default 6)
//
// Writes OUT_DIR/pages.json (an array of N page entries) and OUT_DIR/site.json
// (the header's 20 links and the footer's links), the page data a peer generator
// builds (hugo/). Deterministic: the same N gives the same bytes,
// and entry i is the same whatever N is.
//
// Each page has roughly the shape of one of the project's content pages: a
// title and description, a hero (heading, text, image, call to action), six
// sections (heading, two paragraphs, a five-item list, an image) and the props
// of one interactive island. Rendered by Astro that is about 12.8 KB of HTML
// (by Hugo here, without the island's script, about 8 KB)
// (Next: about 27 KB, as it inlines the RSC payload).
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const [nArg, outArg] = process.argv.slice(2);
const n = Number(nArg);
if (!Number.isInteger(n) || n < 1 || !outArg) {
  console.error("usage: node gen-pages.mjs N OUT_DIR   (N: a whole number >= 1)");
  process.exit(2);
}
const outDir = resolve(outArg);
// 6 sections give about 12.8 KB of HTML per Astro page; about 60 give the ~54 KB
// median of the project's own pages (each section adds about 0.7 KB)
const SECTION_COUNT = Number(process.env.PEERS_SECTIONS ?? 6);
if (!Number.isInteger(SECTION_COUNT) || SECTION_COUNT < 1) {
  console.error(`gen-pages: PEERS_SECTIONS="${process.env.PEERS_SECTIONS}" is not a whole number >= 1`);
  process.exit(2);
}

const WORDS = (
  "video production brand story film shoot edit animation interview drone aerial client audience campaign launch " +
  "event training recruitment explainer motion graphics colour grade sound design script storyboard location crew " +
  "camera lighting studio schedule budget deliverable social media website conversion engagement message team " +
  "product service customer journey case study result growth insight strategy planning review feedback approval " +
  "subtitles captions accessibility format aspect ratio platform distribution analytics retention thumbnail headline"
).split(" ");
const SECTORS = ["Construction", "Healthcare", "Education", "Manufacturing", "Retail", "Charity", "Technology", "Hospitality", "Finance", "Energy"];
const KINDS = ["case-study", "insight", "client", "sector", "video-type"];

// mulberry32: a small seeded PRNG, so every page's text is stable
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function page(i) {
  const rand = prng(0x9e3779b9 ^ (i * 2654435761));
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const words = (count) => Array.from({ length: count }, () => pick(WORDS)).join(" ");
  const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
  const sentence = () => `${cap(words(5 + Math.floor(rand() * 6)))}.`;
  const paragraph = (sentences) => Array.from({ length: sentences }, sentence).join(" ");
  const num = String(i + 1).padStart(5, "0");
  const kind = KINDS[i % KINDS.length];
  const slug = `${kind}-${num}`;
  const title = `${cap(words(3))}: ${cap(words(2))} ${num}`;
  const image = (k, alt) => ({ src: `/img/${kind}-${(i * 7 + k) % 40}.jpg`, alt, width: 1600, height: 900 });
  return {
    slug,
    kind,
    title,
    description: paragraph(1).slice(0, 155),
    date: `2025-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`,
    sector: SECTORS[i % SECTORS.length],
    hero: {
      heading: cap(words(5)),
      text: paragraph(2),
      image: image(0, `${title}, hero image`),
      cta: { label: "Book a discovery call", href: "/contact/" },
    },
    sections: Array.from({ length: SECTION_COUNT }, (_, s) => ({
      id: `section-${s + 1}`,
      heading: cap(words(4)),
      paragraphs: [paragraph(2), paragraph(1)],
      items: Array.from({ length: 5 }, () => cap(words(3))),
      image: image(s + 1, cap(words(4))),
    })),
    island: { label: "Was this helpful?", initial: i % 17 },
  };
}

const NAV = [
  ["Home", "/"],
  ["Services", "/services/"],
  ["Corporate video", "/services/corporate-video/"],
  ["Animation", "/services/animation/"],
  ["Drone filming", "/services/drone/"],
  ["Event video", "/services/event-video/"],
  ["Training video", "/services/training/"],
  ["Case studies", "/case-studies/"],
  ["Clients", "/clients/"],
  ["Sectors", "/sector/"],
  ["Video types", "/video-types/"],
  ["Insights", "/insights/"],
  ["About", "/about/"],
  ["How we work", "/how-we-work/"],
  ["Showreel", "/showreel/"],
  ["Pricing", "/pricing/"],
  ["Careers", "/careers/"],
  ["FAQ", "/faq/"],
  ["Sitemap", "/sitemap/"],
  ["Contact", "/contact/"],
].map(([label, href]) => ({ label, href }));
const FOOTER = [
  ["Privacy", "/privacy/"],
  ["Terms", "/terms/"],
  ["Cookie policy", "/cookie-policy/"],
  ["Accessibility", "/accessibility/"],
  ["LinkedIn", "https://www.linkedin.com/"],
  ["YouTube", "https://www.youtube.com/"],
  ["Vimeo", "https://vimeo.com/"],
  ["Instagram", "https://www.instagram.com/"],
].map(([label, href]) => ({ label, href }));

mkdirSync(outDir, { recursive: true });
const pages = Array.from({ length: n }, (_, i) => page(i));
writeFileSync(join(outDir, "pages.json"), JSON.stringify(pages));
writeFileSync(join(outDir, "site.json"), `${JSON.stringify({ name: "Northlight Films", nav: NAV, footer: FOOTER }, null, 2)}\n`);
