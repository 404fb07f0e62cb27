// Blocks that several pages share, so their copy stays consistent.
import type { Asset } from "./assets";
import { richText } from "./markup";
import { linkItem, storyLink } from "./seed-links";
import type { Block, StoryScope } from "./seed-story";

export function callToAction(scope: StoryScope, heading: string, text: string, label = "Start a project", target = "contact/", image?: Asset): Block {
  return scope.block("call_to_action", {
    heading,
    text,
    image: image ?? null,
    links: [linkItem(scope, label, storyLink(target), { type: "primary" })],
  });
}

export function innerBanner(scope: StoryScope, heading: string, text: string, align: "left" | "center" = "left", image?: Asset): Block {
  return scope.block("inner_banner", { heading, text, image: image ?? null, align });
}

export function textBlock(scope: StoryScope, markup: string, extra: Parameters<typeof richText>[1] = { storySlug: scope.fullSlug }): Block {
  return scope.block("text_block", { text: richText(markup, { ...extra, storySlug: scope.fullSlug }) });
}

export function spacing(scope: StoryScope, size: "small" | "medium" | "large", line = false): Block {
  return scope.block("spacing_block", { spacing_size: size, line });
}
