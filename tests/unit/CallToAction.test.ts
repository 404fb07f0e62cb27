import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

let result: BuildResult;

beforeAll(async () => {
  const cta = {
    _uid: "c",
    component: "call_to_action",
    heading: "Got a story worth telling?",
    text: "We reply within a day.",
    links: [{ _uid: "l", component: "link", label: "Start a project", type: "primary", link: { linktype: "story", cached_url: "contact/" } }],
  };
  result = await buildInMemory(await makeContentDir([story({ full_slug: "cta", content: { component: "page", body: [cta] } })]));
});

describe("CallToAction", () => {
  it("renders a dark band with heading, text and a button", () => {
    const html = pageHtml(result, "/cta");
    expect(html).toContain('<section class="call-to-action section section--dark">');
    expect(html).toContain('<h2 class="call-to-action__heading">Got a story worth telling?</h2>');
    expect(html).toContain('<p class="call-to-action__text">We reply within a day.</p>');
    expect(html).toContain('<a href="/contact/" class="button button--primary"><span>Start a project</span></a>');
  });
});
