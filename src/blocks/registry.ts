// Technical block name (as in Storyblok and src/content/blocks/index.ts) → component.
import type { ComponentType } from "react";
import type { BlockName } from "../content/blocks";
import { InnerBanner } from "./InnerBanner";
import { LargeText } from "./LargeText";
import type { BlockData, BlockProps } from "./types";

type BlockComponents = { [N in BlockName]?: ComponentType<BlockProps<BlockData<N>>> };

export const blockComponents: BlockComponents = {
  inner_banner: InnerBanner,
  large_text: LargeText,
};
