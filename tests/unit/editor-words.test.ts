// The deploy gate's problems as editors read them: the story by its name with the link that opens
// it in Storyblok, the block by its name and position counted from 1, the field as Storyblok shows
// it, and no source path or field path (those stay in the developer's line).
import { describe, expect, it } from "vitest";
import { inEditorWords, ordinal, placeInStory, warningInWords } from "../../build/deploy/editor-words";
import { fieldLabel } from "../../src/content/editor-labels";

const story = {
  name: "Event video",
  id: 4242,
  content: {
    component: "page",
    body: [
      { _uid: "a", component: "text_block", text: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Hi" }] }] } },
      { _uid: "b", component: "grid", items: [{ _uid: "c", component: "grid_item", video_url: 42 }] },
      { _uid: "d", component: "inner_banner", heading: "Event video" },
      { _uid: "e", component: "event_video_embed" },
    ],
  },
};
const facts = { slug: "services/event-video", name: "Event video", id: 4242, json: story };
const unknown = {
  where: "services/event-video",
  path: "content.body[3]",
  message: 'unknown block "event_video_embed" is left out (register it in src/content/blocks/block-schemas.ts and src/blocks/block-registry.ts, or remove it in Storyblok)',
};

describe("editor words", () => {
  it("counts from 1", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 103].map(ordinal)).toEqual(["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "103rd"]);
  });

  it("names the block by its name and position, and the field as Storyblok shows it", () => {
    expect(placeInStory(story, "content.body[3]")).toEqual({ blocks: "the 4th block, Event video embed", field: null });
    expect(placeInStory(story, "content.body[1].items[0].video_url")).toEqual({ blocks: "the 2nd block, Grid, in it the 1st block, Grid item", field: "Video url" });
    expect(placeInStory(story, "content.body[0].text.content[0].content[0]")).toEqual({ blocks: "the 1st block, Text block", field: "Text" });
    // the preview has the warning only: the position from the path, the block's name from the message
    expect(placeInStory(undefined, "content.body[2].heading", "inner_banner")).toEqual({ blocks: "the 3rd block, Inner banner", field: "Heading" });
    expect(fieldLabel("grid_item", "video_url")).toBe("Video url");
  });

  it("names the story with its Storyblok link and says what to do, with no source or field path", () => {
    const problem = inEditorWords({ kind: "block", stories: ["services/event-video"], warning: unknown, detail: "services/event-video › content.body[3]: …" }, () => facts, 318794);
    expect(problem.story).toEqual({ name: "Event video", slug: "services/event-video", editUrl: "https://app.storyblok.com/#/me/spaces/318794/stories/0/0/4242" });
    expect(problem.text).toMatch(/^The 4th block, Event video embed, is a kind of block this website cannot show\. Remove it/);
    expect(problem.text).not.toMatch(/src\/|\.ts|content\.body|\[3\]|cache file/);
    expect(problem.detail).toContain("content.body[3]");
  });

  it("says a field's fault in the block that holds it", () => {
    const w = {
      where: "services/event-video",
      path: "content.body[1].items[0].video_url",
      message: "Invalid input: expected string, received number; the grid_item block is left out",
    };
    expect(warningInWords(w, facts)).toBe(
      'In the 2nd block, Grid, in it the 1st block, Grid item, the field "Video url" is not valid (Invalid input: expected string, received number). Correct it and publish the story again.',
    );
    expect(warningInWords({ ...w, path: "content.body[2].heading", message: "Invalid input: expected string, received undefined; the inner_banner block is left out" })).toBe(
      'In the 3rd block, Inner banner, the field "Heading" is empty. Correct it and publish the story again.',
    );
    expect(warningInWords({ ...w, message: "the text is shown without a link" })).toBeNull();
  });
});
