import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(
    await makeContentDir([
      story({ full_slug: "statement", content: { component: "page", body: [{ _uid: "l", component: "large_text", text: "People make the work matter.", align: "center" }] } }),
    ]),
  );
});

describe("LargeText", () => {
  it("renders the statement in display type with its alignment", () => {
    const html = pageHtml(result, "/statement");
    expect(html).toContain('<section class="large-text large-text--center">');
    expect(html).toContain('<p class="large-text__body">People make the work matter.</p>');
  });
});
