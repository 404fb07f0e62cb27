// Which brand each rendered brand mark looks like, for the visual test. Each mark's box is
// captured twice, as shown and with the mark hidden (its background), and read as how much
// of the mark's colour each pixel holds; each brand's own drawing (simple-icons' path, in
// the same browser at the same size) is read the same way; the mark looks like the brand
// whose drawing overlaps it best, when that overlap is close. The brand a mark must show
// comes from its link's accessible name, never from the file it points at, so a mark that
// draws another brand, the wrong part of a file, or nothing fails.
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { siFacebook, siInstagram, siVimeo, siWhatsapp, siX } from "simple-icons";
import { LINKEDIN_PATH } from "../../build/cli/icons-brands";

/**
 * Each brand's reference drawing: simple-icons' own (nonzero fill), the LinkedIn mark the site draws itself (evenodd).
 * Taken from simple-icons here, not from the generator's table, so a mark swapped there is not swapped here too.
 */
const REFERENCES: Record<string, { path: string; fillRule: "nonzero" | "evenodd" }> = {
  twitter: { path: siX.path, fillRule: "nonzero" },
  facebook: { path: siFacebook.path, fillRule: "nonzero" },
  whatsapp: { path: siWhatsapp.path, fillRule: "nonzero" },
  instagram: { path: siInstagram.path, fillRule: "nonzero" },
  vimeo: { path: siVimeo.path, fillRule: "nonzero" },
  linkedin: { path: LINKEDIN_PATH, fillRule: "evenodd" },
};

/** The brand a share button or social link names, by its accessible name ("Share on X", "… on LinkedIn"). */
const NAMED: [RegExp, string][] = [
  [/\bon X$/, "twitter"],
  [/Facebook/, "facebook"],
  [/WhatsApp/, "whatsapp"],
  [/Instagram/, "instagram"],
  [/Vimeo/, "vimeo"],
  [/LinkedIn/, "linkedin"],
];

/** Overlap (shared coverage over combined coverage) a mark needs with its best-matching drawing to count as drawn. */
const MIN_OVERLAP = 0.8;

type Coverage = Float64Array;

async function pixels(png: Buffer): Promise<{ data: Buffer; channels: number }> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, channels: info.channels };
}

/** How much of `fg` over `bg` each pixel of `shown` holds, 0 to 1. */
async function coverage(shown: Buffer, background: Buffer, fg: number[]): Promise<Coverage> {
  const [a, b] = [await pixels(shown), await pixels(background)];
  const out = new Float64Array(a.data.length / a.channels);
  for (let i = 0; i < out.length; i++) {
    let dot = 0;
    let norm = 0;
    for (let c = 0; c < 3; c++) {
      const bg = b.data[i * b.channels + c]!;
      dot += (a.data[i * a.channels + c]! - bg) * (fg[c]! - bg);
      norm += (fg[c]! - bg) ** 2;
    }
    out[i] = norm === 0 ? 0 : Math.min(1, Math.max(0, dot / norm));
  }
  return out;
}

function overlap(a: Coverage, b: Coverage): number {
  if (a.length !== b.length) throw new Error(`a mark of ${a.length} pixels compared with a drawing of ${b.length}`);
  let shared = 0;
  let combined = 0;
  for (let i = 0; i < a.length; i++) {
    shared += Math.min(a[i]!, b[i]!);
    combined += Math.max(a[i]!, b[i]!);
  }
  return combined === 0 ? 0 : shared / combined;
}

/** Each brand drawn black on white at `size` css px, in a page of the same browser and context. */
async function referenceCoverages(page: Page, size: number): Promise<Map<string, Coverage>> {
  const sheet = await page.context().newPage();
  try {
    const svgs = Object.entries(REFERENCES).map(
      ([brand, { path, fillRule }]) => `<svg id="${brand}" width="${size}" height="${size}" viewBox="0 0 24 24"><path fill-rule="${fillRule}" d="${path}"/></svg>`,
    );
    await sheet.setContent(`<body style="margin:0;background:#fff;display:flex;gap:8px">${svgs.join("")}</body>`);
    const refs = new Map<string, Coverage>();
    for (const brand of Object.keys(REFERENCES)) {
      const { data, channels } = await pixels(await sheet.locator(`#${brand}`).screenshot());
      refs.set(
        brand,
        Float64Array.from({ length: data.length / channels }, (_, i) => 1 - data[i * channels]! / 255),
      );
    }
    return refs;
  } finally {
    await sheet.close();
  }
}

/** The reference drawings by size in css px: the same in every page of this browser, so drawn once per worker. */
const refsBySize = new Map<number, Map<string, Coverage>>();

/** "<named brand> looks like <brand>" for each brand mark in the links and buttons under `scope` ("… like nothing" below MIN_OVERLAP). */
export async function marksSeen(scope: Locator): Promise<string[]> {
  const page = scope.page();
  const seen: string[] = [];
  for (const control of await scope
    .locator("a, button")
    .filter({ has: page.locator(".brand-mark") })
    .all()) {
    const name = (await control.getAttribute("aria-label")) ?? (await control.textContent()) ?? "";
    const named = NAMED.find(([pattern]) => pattern.test(name.trim()))?.[1] ?? `unnamed "${name}"`;
    const mark = control.locator(".brand-mark");
    await mark.scrollIntoViewIfNeeded();
    const box = (await mark.boundingBox())!;
    const size = Math.round(box.width);
    // whole pixels, the reference's size: a mark's box sits on whole pixels in these layouts
    const clip = { x: Math.round(box.x), y: Math.round(box.y), width: size, height: size };
    if (!refsBySize.has(size)) refsBySize.set(size, await referenceCoverages(page, size));
    const shown = await page.screenshot({ clip, animations: "disabled" });
    const fg = await mark.evaluate((el) => getComputedStyle(el).backgroundColor.match(/\d+/g)!.slice(0, 3).map(Number));
    await mark.evaluate((el) => el.style.setProperty("visibility", "hidden"));
    const background = await page.screenshot({ clip, animations: "disabled" });
    await mark.evaluate((el) => el.style.removeProperty("visibility"));
    const drawn = await coverage(shown, background, fg);
    let best = { brand: "nothing", score: MIN_OVERLAP };
    for (const [brand, ref] of refsBySize.get(size)!) {
      const score = overlap(drawn, ref);
      if (score >= best.score) best = { brand, score };
    }
    seen.push(`${named} looks like ${best.brand}`);
  }
  return seen;
}
