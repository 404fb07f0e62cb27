// What every scene generator draws from: the frame's size, the palette's hue and
// the random stream of that image. Kept apart from the scenes so that each family
// of scenes depends on it and the catalogue (art-scenes.ts) depends on them.
import type { Rng } from "./prng";

export interface SceneInput {
  w: number;
  h: number;
  hue: number;
  rng: Rng;
}

export type Scene = (input: SceneInput) => string;
