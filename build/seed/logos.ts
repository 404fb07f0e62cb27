// Client logos: a simple geometric mark beside the name, as an SVG wordmark.
import { type Asset, svgAsset } from "./assets";
import type { ClientCopy } from "./data/client-copy";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

function markShape(mark: ClientCopy["mark"], colour: string): string {
  switch (mark) {
    case "circle":
      return `<circle cx="40" cy="60" r="26" fill="${colour}"/><circle cx="40" cy="60" r="11" fill="#fff"/>`;
    case "square":
      return `<rect x="14" y="34" width="52" height="52" rx="10" fill="${colour}"/>`;
    case "triangle":
      return `<path d="M40 30 L68 86 H12 Z" fill="${colour}"/>`;
    case "diamond":
      return `<path d="M40 30 L68 60 L40 90 L12 60 Z" fill="${colour}"/>`;
    case "bars":
      return `<rect x="14" y="58" width="12" height="28" fill="${colour}"/><rect x="34" y="44" width="12" height="42" fill="${colour}"/><rect x="54" y="32" width="12" height="54" fill="${colour}"/>`;
  }
}

/** A long name goes on two lines, split at the space nearest its middle: on one line at a size that
 * fits the 264 px beside the mark, its letters would be too small to read where the logo is drawn. */
function nameLines(name: string): string[] {
  if (name.length <= 22) return [name];
  const spaces = [...name.matchAll(/ /g)].map((m) => m.index);
  const split = spaces.reduce((best, at) => (Math.abs(at - name.length / 2) < Math.abs(best - name.length / 2) ? at : best), spaces[0] ?? -1);
  return split < 0 ? [name] : [name.slice(0, split), name.slice(split + 1)];
}

function nameText(name: string): string {
  const font = `font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-weight="700" letter-spacing="-0.5" fill="#1f2430"`;
  const lines = nameLines(name);
  if (lines.length === 1) {
    const size = name.length > 14 ? 22 : 28;
    return `<text x="84" y="${60 + size * 0.35}" ${font.replace("font-weight", `font-size="${size}" font-weight`)}>${escapeXml(name)}</text>`;
  }
  const size = 20;
  const lineHeight = size * 1.15;
  const firstBaseline = 60 + size * 0.35 - lineHeight / 2;
  const spans = lines.map((line, i) => `<tspan x="84" y="${(firstBaseline + i * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`).join("");
  return `<text font-size="${size}" ${font}>${spans}</text>`;
}

export function clientLogo(client: ClientCopy): Asset {
  const colour = `hsl(${client.hue}, 65%, 42%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120" viewBox="0 0 360 120" role="img" aria-label="${escapeXml(client.name)}">
${markShape(client.mark, colour)}
${nameText(client.name)}
</svg>
`;
  return svgAsset(`logo:${client.slug}`, { name: `${client.slug}-logo`, width: 360, height: 120, alt: `${client.name} logo`, svg });
}
