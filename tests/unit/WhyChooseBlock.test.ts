import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const items = [
  { _uid: "a", component: "why_choose_item", heading: "Human creativity first", description: "People decide.", icon: "heart" },
  { _uid: "b", component: "why_choose_item", heading: "Results", description: "Measured.", icon: "no-such-icon" },
];

let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(
    await makeContentDir([story({ full_slug: "why", content: { component: "page", body: [{ _uid: "w", component: "why_choose_block", heading: "Why us", items }] } })]),
  );
});

describe("WhyChooseBlock", () => {
  it("renders each reason with its icon, heading and description", () => {
    const html = pageHtml(result, "/why");
    expect(html).toContain("<h2>Why us</h2>");
    expect(html).toContain('<h3 class="why-choose__heading">Human creativity first</h3>');
    expect(html).toContain('<p class="why-choose__description">People decide.</p>');
    expect(html.match(/<span class="why-choose__icon"><svg/g)).toHaveLength(2);
    expect(html).toContain("--why-choose-columns:2");
  });
});
