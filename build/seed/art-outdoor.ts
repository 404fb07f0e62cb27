// Outdoor and abstract scenes. Each scene draws over the gradient sky that
// art.ts lays down, in a palette derived from the hue it is given.
import type { SceneInput } from "./art-scene-input";
import { between } from "./prng";

const f = (n: number) => n.toFixed(0);

/** Sun behind layered hills: corporate films, heritage, agriculture. */
function horizon({ w, h, hue, rng }: SceneInput): string {
  const sunX = between(rng, 0.2, 0.8) * w;
  const sunY = between(rng, 0.35, 0.55) * h;
  const parts = [
    `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(h * 0.28)}" fill="hsl(${(hue + 40) % 360},90%,70%)" opacity="0.45" filter="url(#haze)"/>`,
    `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(h * 0.07)}" fill="hsl(${(hue + 45) % 360},100%,88%)" opacity="0.9" filter="url(#soft)"/>`,
  ];
  for (let layer = 0; layer < 4; layer++) {
    const base = h * (0.58 + layer * 0.1);
    const points = [`0,${f(h)}`];
    for (let x = 0; x <= w; x += w / 8) points.push(`${f(x)},${f(base - between(rng, 0, h * 0.12))}`);
    points.push(`${f(w)},${f(h)}`);
    parts.push(`<polygon points="${points.join(" ")}" fill="hsl(${(hue + 200) % 360},35%,${f(30 - layer * 7)}%)" opacity="0.92"/>`);
  }
  return parts.join("\n");
}

/** Towers against a dusk sky: corporate, financial services, construction. */
function skyline({ w, h, hue, rng }: SceneInput): string {
  const parts = [`<ellipse cx="${f(w / 2)}" cy="${f(h * 0.7)}" rx="${f(w * 0.6)}" ry="${f(h * 0.3)}" fill="hsl(${(hue + 30) % 360},80%,60%)" opacity="0.35" filter="url(#haze)"/>`];
  for (let x = -20; x < w; ) {
    const width = between(rng, w * 0.03, w * 0.08);
    const top = between(rng, h * 0.3, h * 0.75);
    parts.push(`<rect x="${f(x)}" y="${f(top)}" width="${f(width)}" height="${f(h - top)}" fill="hsl(${(hue + 210) % 360},30%,${f(between(rng, 8, 16))}%)"/>`);
    for (let i = 0; i < 5; i++) {
      const wx = x + between(rng, 0.15, 0.75) * width;
      const wy = top + between(rng, 0.05, 0.8) * (h - top);
      parts.push(`<rect x="${f(wx)}" y="${f(wy)}" width="${f(w * 0.006)}" height="${f(h * 0.012)}" fill="hsl(45,100%,75%)" opacity="${between(rng, 0.4, 0.9).toFixed(2)}"/>`);
    }
    x += width + between(rng, 0, w * 0.015);
  }
  return parts.join("\n");
}

/** Fields seen from above, cut by a river: drone work, agriculture. */
function aerial({ w, h, hue, rng }: SceneInput): string {
  const parts: string[] = [];
  const cols = 6;
  const rows = 4;
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const x = (c / cols) * w + between(rng, -20, 20);
      const y = (r / rows) * h + between(rng, -20, 20);
      const light = f(between(rng, 22, 48));
      const tint = (hue + Math.round(between(rng, -40, 60)) + 360) % 360;
      parts.push(
        `<rect x="${f(x)}" y="${f(y)}" width="${f(w / cols + 6)}" height="${f(h / rows + 6)}" fill="hsl(${tint},45%,${light}%)" stroke="hsl(${tint},35%,15%)" stroke-width="5" transform="rotate(${between(rng, -6, 6).toFixed(1)} ${f(w / 2)} ${f(h / 2)})"/>`,
      );
    }
  }
  const y0 = between(rng, 0.2, 0.8) * h;
  parts.push(
    `<path d="M0 ${f(y0)} C ${f(w * 0.3)} ${f(y0 - h * 0.4)}, ${f(w * 0.6)} ${f(y0 + h * 0.4)}, ${f(w)} ${f(between(rng, 0.2, 0.8) * h)}" stroke="hsl(200,70%,70%)" stroke-width="${f(h * 0.035)}" fill="none" opacity="0.85"/>`,
  );
  return parts.join("\n");
}

/** Audio bars across the frame: voiceover, podcasts, sound design. */
function waveform({ w, h, hue, rng }: SceneInput): string {
  const bars = 64;
  const mid = h * between(rng, 0.45, 0.55);
  const parts: string[] = [];
  for (let i = 0; i < bars; i++) {
    const x = (i + 0.5) * (w / bars);
    const envelope = Math.sin((i / bars) * Math.PI) * (0.5 + 0.5 * Math.sin(i * between(rng, 0.2, 0.6)));
    const amp = Math.max(0.03, envelope * between(rng, 0.5, 1)) * h * 0.38;
    parts.push(
      `<rect x="${f(x - w / bars / 3)}" y="${f(mid - amp)}" width="${f((w / bars) * 0.6)}" height="${f(amp * 2)}" rx="${f(w / bars / 4)}" fill="hsl(${(hue + i * 2) % 360},85%,${f(60 + envelope * 20)}%)" opacity="0.85"/>`,
    );
  }
  return parts.join("\n");
}

/** Out-of-focus lights: events, evenings, celebrations. */
function bokeh({ w, h, hue, rng }: SceneInput): string {
  const parts: string[] = [];
  for (let i = 0; i < 28; i++) {
    const r = between(rng, h * 0.03, h * 0.14);
    const tint = (hue + Math.round(between(rng, -30, 90))) % 360;
    parts.push(
      `<circle cx="${f(between(rng, 0, w))}" cy="${f(between(rng, 0, h))}" r="${f(r)}" fill="hsl(${tint},90%,${f(between(rng, 55, 80))}%)" opacity="${between(rng, 0.15, 0.55).toFixed(2)}"${rng() < 0.6 ? ' filter="url(#soft)"' : ""}/>`,
    );
  }
  return parts.join("\n");
}

export const outdoorScenes = { horizon, skyline, aerial, waveform, bokeh };
