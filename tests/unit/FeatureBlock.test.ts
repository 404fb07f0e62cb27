import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const doc = (text: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });
const page = (slug: string, block: Record<string, unknown>) =>
  story({ full_slug: slug, content: { component: "page", body: [{ _uid: `${slug}-block`, component: "feature_block", ...block }] } });

let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(
    await makeContentDir([
      story({ full_slug: "contact", uuid: "contact-uuid", content: { component: "page" } }),
      page("review", {
        heading: "Review every cut in your browser",
        description: doc("Time-stamped comments on any frame."),
        image: { filename: "https://a.storyblok.com/f/1/1600x900/abc/review.jpg", alt: "A laptop showing comments" },
        graphic: { filename: "https://a.storyblok.com/f/1/360x360/def/spark.svg", alt: "" },
        video_url: "https://player.vimeo.com/video/22439234",
        buttons: [{ _uid: "btn", component: "link", label: "Start a project", type: "primary", link: { id: "contact-uuid", linktype: "story", cached_url: "contact" } }],
        direction: "right",
      }),
      page("blank", { heading: "", image: null }),
    ]),
  );
});

describe("FeatureBlock", () => {
  it("renders heading, rich text, buttons and the media on the editor's side, the media opening the video", () => {
    const html = pageHtml(result, "/review");
    expect(html).toContain('class="feature-block feature-block--media-right"');
    expect(html).toContain('<h2 class="feature-block__heading">Review every cut in your browser</h2>');
    expect(html).toContain("<p>Time-stamped comments on any frame.</p>");
    expect(html).toContain('<a href="/contact" class="button button--primary"><span>Start a project</span></a>');
    expect(html).toContain('href="https://vimeo.com/22439234"');
    expect(html).toContain('aria-label="Watch on Vimeo: Review every cut in your browser (opens in a new tab)"');
    expect(html).toMatch(/<img src="\/img\/f\/1\/360x360\/def\/spark\.svg"[^>]*alt=""[^>]*class="feature-block__graphic"/);
  });

  it("shows a skeleton when there is neither image nor heading, and reports it", () => {
    const html = pageHtml(result, "/blank");
    expect(html).toContain('<section class="feature-block feature-block--media-left" aria-hidden="true">');
    expect(html).toContain("skeleton feature-block__skeleton-media");
    expect(result.warnings.find((w) => w.where === "blank")?.message).toMatch(/neither an image nor a heading/);
  });
});
