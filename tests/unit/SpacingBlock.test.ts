import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(
    await makeContentDir([
      story({
        full_slug: "spaced",
        content: {
          component: "page",
          body: [
            { _uid: "s1", component: "spacing_block", spacing_size: "large" },
            { _uid: "s2", component: "spacing_block", spacing_size: "small", line: true },
            { _uid: "s3", component: "spacing_block" },
          ],
        },
      }),
    ]),
  );
});

describe("SpacingBlock", () => {
  it("adds the chosen space, with a rule when asked, medium by default", () => {
    const html = pageHtml(result, "/spaced");
    expect(html).toContain('<div class="spacing-block spacing-block--large" aria-hidden="true"></div>');
    expect(html).toContain('<div class="spacing-block spacing-block--small"><div class="container"><hr class="spacing-block__line"/></div></div>');
    expect(html).toContain('<div class="spacing-block spacing-block--medium" aria-hidden="true"></div>');
  });
});
