// Indoor and graphic scenes: the studio, the edit suite and screens.
import type { SceneInput } from "./art-scene-input";
import { between } from "./prng";

const f = (n: number) => n.toFixed(0);

/** Softboxes and a camera on a tripod: filming, live action, interviews. */
function studio({ w, h, hue, rng }: SceneInput): string {
  const parts: string[] = [];
  for (const side of [0.18, 0.82]) {
    const x = side * w + between(rng, -w * 0.05, w * 0.05);
    parts.push(
      `<rect x="${f(x - w * 0.07)}" y="${f(h * 0.18)}" width="${f(w * 0.14)}" height="${f(h * 0.3)}" rx="8" fill="hsl(${(hue + 40) % 360},40%,92%)" opacity="0.8" filter="url(#soft)"/>`,
    );
    parts.push(`<line x1="${f(x)}" y1="${f(h * 0.48)}" x2="${f(x)}" y2="${f(h)}" stroke="#0b0b0e" stroke-width="${f(w * 0.006)}"/>`);
  }
  const cx = between(rng, 0.35, 0.65) * w;
  const cy = h * between(rng, 0.5, 0.6);
  const s = h * between(rng, 0.09, 0.16);
  // Mirroring turns the lens left or right without a second drawing.
  const mirror = rng() < 0.5 ? `transform="translate(${f(cx * 2)} 0) scale(-1 1)"` : "";
  parts.push(
    `<g fill="#0b0b0e" ${mirror}><rect x="${f(cx - s)}" y="${f(cy - s * 0.6)}" width="${f(s * 1.7)}" height="${f(s * 1.1)}" rx="${f(s * 0.12)}"/>`,
    `<rect x="${f(cx + s * 0.7)}" y="${f(cy - s * 0.35)}" width="${f(s * 0.7)}" height="${f(s * 0.6)}" rx="${f(s * 0.1)}"/>`,
    `<path d="M${f(cx)} ${f(cy + s * 0.5)} L${f(cx - s * 1.3)} ${f(h)} M${f(cx)} ${f(cy + s * 0.5)} L${f(cx + s * 1.3)} ${f(h)} M${f(cx)} ${f(cy + s * 0.5)} L${f(cx)} ${f(h)}" stroke="#0b0b0e" stroke-width="${f(s * 0.08)}"/></g>`,
  );
  return parts.join("\n");
}

/** A strip of film frames crossing the picture: editing, post-production, reels. */
function filmstrip({ w, h, hue, rng }: SceneInput): string {
  const band = h * 0.42;
  const angle = between(rng, -14, 14).toFixed(1);
  const frames: string[] = [];
  const frameW = band * 1.2;
  for (let i = -2; i * frameW < w * 1.4; i++) {
    const x = i * (frameW + band * 0.12);
    frames.push(
      `<rect x="${f(x)}" y="${f(h / 2 - band * 0.36)}" width="${f(frameW)}" height="${f(band * 0.72)}" fill="hsl(${(hue + i * 25 + 360) % 360},70%,${f(between(rng, 35, 65))}%)"/>`,
    );
    for (let k = 0; k < 6; k++) {
      const hx = x + (k + 0.3) * (frameW / 6);
      frames.push(`<rect x="${f(hx)}" y="${f(h / 2 - band * 0.47)}" width="${f(frameW / 14)}" height="${f(band * 0.06)}" rx="3" fill="#e9e4da"/>`);
      frames.push(`<rect x="${f(hx)}" y="${f(h / 2 + band * 0.41)}" width="${f(frameW / 14)}" height="${f(band * 0.06)}" rx="3" fill="#e9e4da"/>`);
    }
  }
  return `<g transform="rotate(${angle} ${f(w / 2)} ${f(h / 2)})"><rect x="${f(-w * 0.3)}" y="${f(h / 2 - band / 2)}" width="${f(w * 1.6)}" height="${f(band)}" fill="#111114"/>${frames.join("")}</g>`;
}

/** A bright app screen: header bar, sidebar and a few chart bars. */
function screenUi(x: number, y: number, w: number, h: number, hue: number): string {
  const bars = [0.45, 0.7, 0.55, 0.85].map(
    (v, i) =>
      `<rect x="${f(x + w * (0.3 + i * 0.15))}" y="${f(y + h * (0.9 - v * 0.6))}" width="${f(w * 0.09)}" height="${f(h * v * 0.6)}" rx="3" fill="hsl(${(hue + 200) % 360},70%,35%)" opacity="0.8"/>`,
  );
  return [
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="6" fill="hsl(${(hue + 160) % 360},75%,62%)"/>`,
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h * 0.1)}" rx="6" fill="#fff" opacity="0.55"/>`,
    `<rect x="${f(x + w * 0.03)}" y="${f(y + h * 0.16)}" width="${f(w * 0.18)}" height="${f(h * 0.78)}" rx="4" fill="#fff" opacity="0.3"/>`,
    ...bars,
  ].join("");
}

/** Phones and a laptop showing bright app screens: social, product demos, SaaS. */
function devices({ w, h, hue, rng }: SceneInput): string {
  const parts: string[] = [];
  const lw = w * between(rng, 0.4, 0.52);
  const laptopLeft = rng() < 0.6;
  const lx = laptopLeft ? w * between(rng, 0.08, 0.2) : w * between(rng, 0.42, 0.5);
  const ly = h * between(rng, 0.22, 0.32);
  parts.push(`<rect x="${f(lx)}" y="${f(ly)}" width="${f(lw)}" height="${f(lw * 0.62)}" rx="14" fill="#0c0d12"/>`);
  parts.push(screenUi(lx + 14, ly + 14, lw - 28, lw * 0.62 - 28, hue));
  parts.push(`<path d="M${f(lx - lw * 0.08)} ${f(ly + lw * 0.64)} h${f(lw * 1.16)} l-${f(lw * 0.05)} ${f(h * 0.035)} h-${f(lw * 1.06)} Z" fill="#0c0d12"/>`);
  const phones = 1 + Math.floor(rng() * 2);
  for (let i = 0; i < phones; i++) {
    const pw = w * between(rng, 0.1, 0.13);
    const px = laptopLeft ? w * (0.66 + i * 0.14) : w * (0.1 + i * 0.14);
    const py = h * (0.2 + i * 0.12) + between(rng, -10, 10);
    const tilt = `rotate(${between(rng, -8, 8).toFixed(1)} ${f(px + pw / 2)} ${f(py + pw)})`;
    const screen = `hsl(${(hue + 60 + i * 70) % 360},80%,${f(between(rng, 55, 70))}%)`;
    parts.push(
      `<g transform="${tilt}"><rect x="${f(px)}" y="${f(py)}" width="${f(pw)}" height="${f(pw * 2)}" rx="${f(pw * 0.16)}" fill="#0c0d12"/><rect x="${f(px + 8)}" y="${f(py + 10)}" width="${f(pw - 16)}" height="${f(pw * 2 - 20)}" rx="${f(pw * 0.1)}" fill="${screen}"/></g>`,
    );
  }
  return parts.join("\n");
}

/** Overlapping translucent shapes: motion graphics, animation, brand reveals. */
function shapes({ w, h, hue, rng }: SceneInput): string {
  const parts: string[] = [];
  for (let i = 0; i < 9; i++) {
    const tint = (hue + i * 40) % 360;
    const x = between(rng, 0.05, 0.95) * w;
    const y = between(rng, 0.1, 0.9) * h;
    const s = between(rng, 0.08, 0.22) * h;
    const fill = `hsl(${tint},85%,${f(between(rng, 50, 70))}%)`;
    const opacity = between(rng, 0.45, 0.85).toFixed(2);
    const kind = i % 3;
    if (kind === 0) parts.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(s)}" fill="${fill}" opacity="${opacity}"/>`);
    if (kind === 1)
      parts.push(
        `<polygon points="${f(x)},${f(y - s)} ${f(x + s)},${f(y + s)} ${f(x - s)},${f(y + s)}" fill="${fill}" opacity="${opacity}" transform="rotate(${f(between(rng, 0, 90))} ${f(x)} ${f(y)})"/>`,
      );
    if (kind === 2)
      parts.push(
        `<rect x="${f(x - s)}" y="${f(y - s / 2)}" width="${f(s * 2)}" height="${f(s)}" rx="${f(s / 2)}" fill="${fill}" opacity="${opacity}" transform="rotate(${f(between(rng, -45, 45))} ${f(x)} ${f(y)})"/>`,
      );
  }
  return parts.join("\n");
}

export const studioScenes = { studio, filmstrip, devices, shapes };
