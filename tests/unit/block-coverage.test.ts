// Every declared block has a registered component and is used on at least one page of the
// embedded content.
import { describe, expect, it } from "vitest";
import { loadSite } from "../../build/pipeline/load/load";
import { hasBlock } from "../../build/pipeline/routes/routes";
import { blockComponents } from "../../src/blocks/block-registry";
import { blockSchemas } from "../../src/content/blocks/block-schemas";

const DECLARED_BLOCKS = Object.keys(blockSchemas).sort();

describe("block coverage", () => {
  it("has a registered component for every declared block, and none else", () => {
    expect(DECLARED_BLOCKS).toHaveLength(40);
    expect(Object.keys(blockComponents).sort()).toEqual(DECLARED_BLOCKS);
  });

  it("uses every declared block on at least one page of the embedded content", async () => {
    const { site, warnings } = await loadSite("content-cache");
    expect(warnings).toEqual([]);
    const unused = DECLARED_BLOCKS.filter((name) => !site.stories.some((story) => hasBlock(story.content, name)));
    expect(unused).toEqual([]);
  });
});
