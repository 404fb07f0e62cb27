// Still images as SVG compositions: cinematic gradients, light leaks and simple
// silhouettes that read as frames from a film shoot. No text is drawn, so the
// rendered JPEGs do not depend on the fonts installed on the machine.
import { type SceneName, scenes } from "./art-scenes";
import { between, type Rng, rngFor } from "./prng";

export interface ArtSpec {
  scene: SceneName;
  /** base hue in degrees; related stories share a palette */
  hue: number;
  /** varies the composition between images of the same scene and hue */
  seed: string;
}

export function artSvg(spec: ArtSpec, width: number, height: number): string {
  const rng = rngFor(`art:${spec.seed}`);
  const body = scenes[spec.scene]({ w: width, h: height, hue: spec.hue, rng });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    defs(spec.hue, rng),
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    body,
    lightLeak(width, height, spec.hue, rng),
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`,
    "</svg>",
  ].join("\n");
}

function defs(hue: number, rng: Rng): string {
  const top = `hsl(${hue},${Math.round(between(rng, 45, 70))}%,${Math.round(between(rng, 8, 16))}%)`;
  const bottom = `hsl(${(hue + 35) % 360},${Math.round(between(rng, 50, 80))}%,${Math.round(between(rng, 38, 55))}%)`;
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="${between(rng, 0.2, 0.8).toFixed(2)}" y2="1">
<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
<stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>
<radialGradient id="leak"><stop offset="0" stop-color="hsl(${(hue + 180) % 360},95%,65%)" stop-opacity="0.55"/>
<stop offset="1" stop-color="hsl(${(hue + 200) % 360},95%,55%)" stop-opacity="0"/></radialGradient>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
<filter id="haze" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="60"/></filter>
</defs>`;
}

/** A warm flare bleeding in from one edge, as on film stock. */
function lightLeak(w: number, h: number, _hue: number, rng: Rng): string {
  const fromLeft = rng() < 0.5;
  const cx = fromLeft ? between(rng, -0.1, 0.15) * w : between(rng, 0.85, 1.1) * w;
  const cy = between(rng, 0.1, 0.9) * h;
  const r = between(rng, 0.35, 0.6) * w;
  return `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${r.toFixed(0)}" ry="${(r * 0.7).toFixed(0)}" fill="url(#leak)"/>`;
}
