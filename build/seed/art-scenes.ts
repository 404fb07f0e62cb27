// Every scene by name, the names the seed data picks from: the outdoor and abstract
// ones, the studio and screens, and the people.

import { outdoorScenes } from "./art-outdoor";
import { peopleScenes } from "./art-people";
import type { Scene } from "./art-scene-input";
import { studioScenes } from "./art-studio";

export const scenes = { ...outdoorScenes, ...studioScenes, ...peopleScenes } satisfies Record<string, Scene>;
export type SceneName = keyof typeof scenes;
