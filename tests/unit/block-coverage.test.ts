// Every block type in the spec's list has a schema, a registered component, and
// is used on at least one page of the embedded content.
import { describe, expect, it } from "vitest";
import { loadSite } from "../../build/pipeline/load/load";
import { hasBlock } from "../../build/pipeline/routes/routes";
import { blockComponents } from "../../src/blocks/block-registry";
import { blockSchemas } from "../../src/content/blocks/block-schemas";

const SPEC_BLOCKS = [
  "alternating_block",
  "alternating_component",
  "case_study_banner",
  "case_study_listing",
  "case_study_slider",
  "recent_case_studies",
  "next_case_study",
  "checkmark_block",
  "clients",
  "contact_panel",
  "content_area",
  "content_block",
  "call_to_action",
  "faqs",
  "gallery_grid",
  "hero_banner",
  "inner_banner",
  "json_ld_schema",
  "large_text",
  "logo_grid",
  "meet_the_team",
  "news_banner",
  "news_listing",
  "our_process",
  "related_insights",
  "service_block",
  "service_listing",
  "service_video",
  "sitemap",
  "video_cta",
  "why_choose_block",
  "redirect",
  "feature_block",
  "text_block",
  "link_block",
  "image_block",
  "image_video_block",
  "spacing_block",
  "table_block",
  "grid",
];

describe("block coverage", () => {
  it("has a schema and a registered component for every block in the spec", () => {
    expect(Object.keys(blockSchemas).sort()).toEqual([...SPEC_BLOCKS].sort());
    expect(Object.keys(blockComponents).sort()).toEqual([...SPEC_BLOCKS].sort());
  });

  it("uses every registered block on at least one page of the embedded content", async () => {
    const { site, warnings } = await loadSite("content-cache");
    expect(warnings).toEqual([]);
    const unused = Object.keys(blockComponents).filter((name) => !site.stories.some((story) => hasBlock(story.content, name)));
    expect(unused).toEqual([]);
  });
});
