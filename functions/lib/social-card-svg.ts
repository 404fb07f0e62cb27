// The look of a social card: the shade over the still (or the plain branded background)
// and the text drawn over it, as SVG for sharp's librsvg. Any change here changes every card's
// bytes: bump SOCIAL_CARD_VERSION (src/content/social-card.ts) so each gets a new name.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** From src/styles/tokens.css (tests/unit/social-cards.test.ts checks they still match). */
export const CARD_COLOURS = { ink: "#0b0d12", ink3: "#1f2533", text: "#f6f7f9", muted: "#b9c0cd", accent: "#ff5a36" };

// librsvg finds fonts through fontconfig: Inter's faces that travel with the function (social-card-fontconfig.ts),
// then whatever the machine has for a character they lack
const FONT_FAMILY = "Inter, DejaVu Sans, Liberation Sans, sans-serif";
const MARGIN = 80;
const TITLE_SIZE = 60;
const TITLE_LEADING = 72;
const MAX_LINES = 3;
/** about the widest average bold glyph of the fallback fonts (DejaVu Sans Bold), so a line never runs off the card */
const CHARS_PER_LINE = Math.floor((CARD_WIDTH - 2 * MARGIN) / (TITLE_SIZE * 0.6));

/** The title in at most `maxLines` lines of at most `width` characters, the last ending in "…" when cut. */
export function wrapTitle(title: string, width = CHARS_PER_LINE, maxLines = MAX_LINES): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (let word of words) {
    while (word.length > width) {
      // a word longer than a line is broken where the line ends
      const room = line ? width - line.length - 1 : width;
      if (room < 4) {
        lines.push(line);
        line = "";
        continue;
      }
      lines.push(line ? `${line} ${word.slice(0, room)}` : word.slice(0, room));
      line = "";
      word = word.slice(room);
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= width) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${(last.length < width ? last : last.slice(0, width - 1)).replace(/[\s.,;:!?–—-]+$/, "")}…`;
  return kept;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[c]};`);
}

/**
 * The shade over the still, darker towards the bottom where the title sits: the ink colour's
 * opacity at each stop down the card (0 the top edge, 1 the bottom), linear between them. The
 * same on every card, so it is applied to the pixels row by row (social-card-draw.ts) rather
 * than drawn as a full-card SVG gradient for each card, which took librsvg and libvips'
 * compositing about as long as the rest of the card.
 */
export const SHADE_STOPS: readonly (readonly [offset: number, opacity: number])[] = [
  [0, 0.1],
  [0.4, 0.35],
  [1, 0.92],
];

/** The shade's opacity at `t` down the card (0–1). */
export function shadeOpacity(t: number): number {
  for (let i = 1; i < SHADE_STOPS.length; i++) {
    const [to, high] = SHADE_STOPS[i]!;
    const [from, low] = SHADE_STOPS[i - 1]!;
    if (t <= to) return low + ((high - low) * (Math.max(t, from) - from)) / (to - from);
  }
  return SHADE_STOPS[SHADE_STOPS.length - 1]![1];
}

/**
 * Title, site name and accent bars, drawn over the shaded still: an SVG of the band from `top`
 * to the bottom of the card (in the card's own coordinates), the only part with anything drawn.
 */
export function cardTextSvg(title: string, siteName: string): { svg: string; top: number } {
  const lines = wrapTitle(title);
  const siteNameBaseline = CARD_HEIGHT - 84;
  const lastBaseline = siteNameBaseline - 68;
  const firstBaseline = lastBaseline - (lines.length - 1) * TITLE_LEADING;
  // room above the first line for accents and the tallest glyphs of the fallback fonts
  const top = Math.max(0, firstBaseline - Math.ceil(TITLE_SIZE * 1.25));
  const height = CARD_HEIGHT - top;
  const text = lines
    .map((line, i) => {
      const y = firstBaseline + i * TITLE_LEADING;
      return `<text x="${MARGIN}" y="${y}" font-size="${TITLE_SIZE}" font-weight="700" fill="${CARD_COLOURS.text}">${escapeXml(line)}</text>`;
    })
    .join("");
  const { accent, muted } = CARD_COLOURS;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${height}" viewBox="0 ${top} ${CARD_WIDTH} ${height}">`,
    `<g font-family="${FONT_FAMILY}">${text}`,
    `<rect x="${MARGIN}" y="${siteNameBaseline - 22}" width="6" height="28" fill="${accent}"/>`,
    `<text x="${MARGIN + 22}" y="${siteNameBaseline}" font-size="28" font-weight="600" fill="${muted}">${escapeXml(siteName)}</text></g>`,
    `<rect y="${CARD_HEIGHT - 12}" width="${CARD_WIDTH}" height="12" fill="${accent}"/>`,
    "</svg>",
  ].join("");
  return { svg, top };
}

/** The background of a card without a still: the site's dark surfaces, lighter towards the top. */
export function plainBackgroundSvg(): string {
  const { ink, ink3 } = CARD_COLOURS;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ink3}"/><stop offset="1" stop-color="${ink}"/></linearGradient></defs>`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/></svg>`,
  ].join("");
}
