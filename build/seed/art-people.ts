// Scenes with people in them: portraits, interviews and a keynote stage.
import type { SceneInput } from "./art-scene-input";
import { between, type Rng } from "./prng";

const f = (n: number) => n.toFixed(0);

/** A head-and-shoulders silhouette with a coloured rim light. */
function figure(cx: number, cy: number, head: number, hue: number, rim: string, floor: number): string {
  const body = `hsl(${(hue + 220) % 360},25%,12%)`;
  return [
    `<path d="M${f(cx - head * 2.3)} ${f(floor)} C ${f(cx - head * 2.2)} ${f(cy + head * 0.3)}, ${f(cx + head * 2.2)} ${f(cy + head * 0.3)}, ${f(cx + head * 2.3)} ${f(floor)} Z" fill="${body}" stroke="${rim}" stroke-width="3" stroke-opacity="0.6"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(head)}" fill="${body}" stroke="${rim}" stroke-width="4" stroke-opacity="0.7"/>`,
  ].join("\n");
}

/** Window light or bokeh behind the sitter, so portraits don't all look alike. */
function backdrop(w: number, h: number, hue: number, rng: Rng): string {
  if (rng() < 0.5) {
    const x = between(rng, 0.05, 0.6) * w;
    const panes = [0, 1].flatMap((c) =>
      [0, 1].map(
        (r) =>
          `<rect x="${f(x + c * w * 0.13)}" y="${f(h * 0.12 + r * h * 0.25)}" width="${f(w * 0.12)}" height="${f(h * 0.23)}" fill="hsl(${(hue + 40) % 360},60%,80%)" opacity="0.35"/>`,
      ),
    );
    return `<g filter="url(#soft)">${panes.join("")}</g>`;
  }
  const dots: string[] = [];
  for (let i = 0; i < 14; i++) {
    dots.push(
      `<circle cx="${f(between(rng, 0, w))}" cy="${f(between(rng, 0, h * 0.6))}" r="${f(between(rng, h * 0.02, h * 0.06))}" fill="hsl(${(hue + 50) % 360},90%,75%)" opacity="${between(rng, 0.2, 0.5).toFixed(2)}" filter="url(#soft)"/>`,
    );
  }
  return dots.join("");
}

/** Head and shoulders against a rim light: team portraits, testimonials. */
function portrait({ w, h, hue, rng }: SceneInput): string {
  const cx = w * between(rng, 0.35, 0.65);
  const head = Math.min(w, h) * between(rng, 0.13, 0.19);
  const cy = h * between(rng, 0.36, 0.46);
  const rim = `hsl(${(hue + 25) % 360},90%,75%)`;
  return [
    backdrop(w, h, hue, rng),
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(head * 2.2)}" fill="${rim}" opacity="0.35" filter="url(#haze)"/>`,
    figure(cx, cy, head, hue, rim, h),
  ].join("\n");
}

/** A keynote: glowing screen, a speaker at a lectern and the audience's heads. */
function stage({ w, h, hue, rng }: SceneInput): string {
  const screenW = w * between(rng, 0.38, 0.5);
  const sx = w * between(rng, 0.25, 0.45);
  const parts = [
    `<rect x="${f(sx)}" y="${f(h * 0.12)}" width="${f(screenW)}" height="${f(screenW * 0.5)}" rx="6" fill="hsl(${(hue + 150) % 360},80%,62%)" opacity="0.9"/>`,
    `<polygon points="${f(w * 0.15)},0 ${f(w * 0.22)},0 ${f(w * 0.32)},${f(h * 0.78)} ${f(w * 0.05)},${f(h * 0.78)}" fill="#fff" opacity="0.08"/>`,
    `<rect x="0" y="${f(h * 0.72)}" width="${f(w)}" height="${f(h * 0.06)}" fill="#0b0b10"/>`,
  ];
  const px = sx + screenW + w * 0.08 < w * 0.92 ? sx + screenW + w * 0.08 : sx - w * 0.1;
  parts.push(figure(px, h * 0.5, h * 0.045, hue, `hsl(${(hue + 30) % 360},90%,75%)`, h * 0.72));
  parts.push(`<rect x="${f(px - h * 0.05)}" y="${f(h * 0.58)}" width="${f(h * 0.1)}" height="${f(h * 0.14)}" fill="#15151c"/>`);
  for (let row = 0; row < 2; row++) {
    for (let x = -20; x < w + 40; x += between(rng, w * 0.05, w * 0.08)) {
      const r = h * (row === 0 ? 0.05 : 0.07);
      const y = h * (row === 0 ? 0.86 : 0.97);
      parts.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#08080b"/><rect x="${f(x - r * 1.6)}" y="${f(y + r * 0.6)}" width="${f(r * 3.2)}" height="${f(h * 0.2)}" rx="${f(r)}" fill="#08080b"/>`,
      );
    }
  }
  return parts.join("\n");
}

/** A sitter on a stool between two softboxes, seen from behind the camera. */
function interview({ w, h, hue, rng }: SceneInput): string {
  const cx = w * between(rng, 0.45, 0.6);
  const rim = `hsl(${(hue + 30) % 360},85%,72%)`;
  const box = (x: number) =>
    `<rect x="${f(x - w * 0.06)}" y="${f(h * 0.15)}" width="${f(w * 0.12)}" height="${f(h * 0.28)}" rx="10" fill="hsl(${(hue + 40) % 360},30%,94%)" opacity="0.85" filter="url(#soft)"/><line x1="${f(x)}" y1="${f(h * 0.43)}" x2="${f(x)}" y2="${f(h)}" stroke="#0b0b0e" stroke-width="${f(w * 0.005)}"/>`;
  return [
    backdrop(w, h, hue, rng),
    box(w * between(rng, 0.12, 0.22)),
    box(w * between(rng, 0.8, 0.9)),
    figure(cx, h * 0.42, h * 0.08, hue, rim, h * 0.8),
    `<rect x="${f(cx - h * 0.11)}" y="${f(h * 0.79)}" width="${f(h * 0.22)}" height="${f(h * 0.025)}" rx="4" fill="#0b0b0e"/>`,
    `<path d="M${f(cx - h * 0.08)} ${f(h * 0.81)} L${f(cx - h * 0.11)} ${f(h)} M${f(cx + h * 0.08)} ${f(h * 0.81)} L${f(cx + h * 0.11)} ${f(h)}" stroke="#0b0b0e" stroke-width="${f(h * 0.012)}"/>`,
    `<rect x="${f(w * 0.02)}" y="${f(h * 0.62)}" width="${f(w * 0.16)}" height="${f(h * 0.2)}" rx="12" fill="#070709" opacity="0.95"/>`,
  ].join("\n");
}

export const peopleScenes = { portrait, stage, interview };
