// Ready-made asset shapes used across the pages: widescreen stills, thumbnails,
// square portraits and the one short looping clip.
import { fileURLToPath } from "node:url";
import type { SceneName } from "./art-scenes";
import { type Asset, fileAsset, imageAsset } from "./assets";

export interface Look {
  scene: SceneName;
  hue: number;
}

interface StillOptions {
  name: string;
  alt: string;
  title?: string;
  focus?: [number, number];
}

const sizes = {
  hero: [1600, 900],
  thumb: [1200, 800],
  square: [800, 800],
  wide: [1920, 820],
} as const;

/** A still image; the same key always yields the same asset (shared images). */
export function still(key: string, look: Look, size: keyof typeof sizes, options: StillOptions): Asset {
  const [width, height] = sizes[size];
  return imageAsset(key, {
    ...options,
    width,
    height,
    art: { scene: look.scene, hue: look.hue, seed: key },
  });
}

/**
 * A six-second abstract gradient loop, 640×360 H.264 (37 KB), committed beside
 * the generator. Made once with ffmpeg's lavfi "gradients" source, crf 30,
 * bitexact flags; stories with an uploaded video all reuse it.
 */
export function loopVideo(): Asset {
  return fileAsset("video:showreel-loop", {
    name: "northlight-showreel-loop",
    width: 640,
    height: 360,
    alt: "Abstract colour gradients drifting slowly",
    title: "Showreel loop",
    ext: "mp4",
    source: fileURLToPath(new URL("./media/showreel-loop.mp4", import.meta.url)),
  });
}

/** What an asset field left empty in the Storyblok editor holds. */
export function emptyAsset(): Record<string, unknown> {
  return { id: null, alt: null, name: "", focus: null, title: null, filename: "", copyright: null, fieldtype: "asset", meta_data: {} };
}
