// A content key that is no field of its component (a field renamed in Storyblok, a key typed by
// hand) is a warning naming the story, the field path and the closest field, at every depth:
// the story's own fields, its blocks, their nested items and the blocks inside rich text.
import { describe, expect, it } from "vitest";
import { closestName } from "../../build/pipeline/load/closest-name";
import { loadSite } from "../../build/pipeline/load/load";
import { formatWarning } from "../../build/pipeline/warnings";
import { makeContentDir, story } from "../helpers/content";

const link = (fields: Record<string, unknown>) => ({ _uid: `l-${JSON.stringify(fields).length}`, component: "link", label: "Go", ...fields });

async function warningsOf(content: Record<string, unknown>) {
  const { site, warnings } = await loadSite(await makeContentDir([story({ full_slug: "misnamed", content: { component: "page", ...content } })]));
  return { content: site.storyBySlug.get("misnamed")?.content, warnings: warnings.filter((w) => w.where === "misnamed") };
}

describe("fields no component has", () => {
  it("are each a warning naming story, field path and the field meant; the block is still shown", async () => {
    const { content, warnings } = await warningsOf({ body: [{ _uid: "h", component: "hero_banner", Heading: "Films that make people stop" }] });
    expect(warnings.map(formatWarning)).toEqual(['misnamed › content.body[0].Heading: not a field of hero_banner, so its value is ignored; did you mean "heading"?']);
    expect(content && "body" in content && content.body[0]).toMatchObject({ component: "hero_banner", heading: "" });
  });

  it("are found in the story's own fields, nested items, sublinks and blocks inside rich text", async () => {
    const { warnings } = await warningsOf({
      prevent_indexng: true,
      body: [
        { _uid: "h", component: "hero_banner", heading: "Hi", links: [link({ lable: "Start" }), link({ sublinks: [link({ ikon: "mic", sublinks: [] })] })] },
        {
          _uid: "t",
          component: "text_block",
          text: { type: "doc", content: [{ type: "blok", attrs: { id: "b", body: [{ _uid: "c", component: "call_to_action", headng: "Talk to us" }] } }] },
        },
        { _uid: "f", component: "faqs", items: [{ _uid: "q", component: "faq_item", Question: "How much?" }] },
      ],
    });
    expect(warnings.map((w) => [w.path, w.message.replace(/^not a field of (\w+), so its value is ignored/, "$1")])).toEqual([
      ["content.prevent_indexng", 'page; did you mean "prevent_indexing"?'],
      ["content.body[0].links[0].lable", 'link; did you mean "label"?'],
      ["content.body[0].links[1].sublinks[0].ikon", 'link; did you mean "icon"?'],
      ["content.body[1].text.content[0].attrs.body[0].headng", 'call_to_action; did you mean "heading"?'],
      ["content.body[2].items[0].Question", 'faq_item; did you mean "question"?'],
    ]);
  });

  it("offer no guess when no field is close, and name the key in a block left out for another fault", async () => {
    const { warnings } = await warningsOf({
      body: [
        { _uid: "h", component: "hero_banner", heading: "Hi", colour: "red" },
        { _uid: "r", component: "redirect", Destination: { linktype: "url", url: "https://example.com" } },
      ],
    });
    expect(warnings.map((w) => `${w.path}: ${w.message}`)).toEqual([
      "content.body[0].colour: not a field of hero_banner, so its value is ignored",
      expect.stringMatching(/^content\.body\[1\]\.destination: .*the redirect block is left out$/),
      'content.body[1].Destination: not a field of redirect, so its value is ignored; did you mean "destination"?',
    ]);
  });

  it("leave Storyblok's own keys and field-level translations alone", async () => {
    const { warnings } = await warningsOf({
      _editable: '<!--#storyblok#{"name": "page"}-->',
      body: [{ _uid: "h", component: "hero_banner", _editable: "<!--#storyblok#{}-->", heading: "Hi", heading__i18n__de: "Hallo" }],
    });
    expect(warnings).toEqual([]);
  });
});

describe("closestName", () => {
  it("matches regardless of case, _ and -, or a letter or two off or swapped, never a name far away", () => {
    const known = ["heading", "video_url", "prevent_indexing", "text"];
    expect(closestName("Heading", known)).toBe("heading");
    expect(closestName("videoUrl", known)).toBe("video_url");
    expect(closestName("video-url", known)).toBe("video_url");
    expect(closestName("headnig", known)).toBe("heading");
    expect(closestName("hedaing", known)).toBe("heading");
    expect(closestName("txt", known)).toBe("text");
    expect(closestName("image", known)).toBeNull();
    expect(closestName("ab", known)).toBeNull();
  });
});
