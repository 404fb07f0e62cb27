import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { PROCESS_MAX_STEPS } from "../../src/lib/constants";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const steps = (n: number) => Array.from({ length: n }, (_, i) => ({ _uid: `s${i}`, component: "process_step", heading: `Step ${i + 1}`, description: `Does ${i + 1}` }));

let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(
    await makeContentDir([
      story({
        full_slug: "process",
        content: { component: "page", body: [{ _uid: "p", component: "our_process", heading: "How we work", text: "Five stages.", steps: steps(7) }] },
      }),
    ]),
  );
});

describe("OurProcess", () => {
  it("numbers at most five steps and warns about the rest", () => {
    const html = pageHtml(result, "/process");
    expect(PROCESS_MAX_STEPS).toBe(5);
    const numbers = [...html.matchAll(/<span class="our-process__number" aria-hidden="true">(\d+)<\/span>/g)].map((m) => m[1]);
    expect(numbers).toEqual(["01", "02", "03", "04", "05"]);
    expect(html).toContain('<h3 class="our-process__step-heading">Step 5</h3>');
    expect(html).not.toContain("Step 6");
    expect(result.warnings).toContainEqual({
      where: "process",
      path: "content.body[0].steps",
      message: "the process has 7 steps but shows at most 5; the last 2 are left out",
    });
  });

  it("renders the heading and intro in an ordered list section", () => {
    const html = pageHtml(result, "/process");
    expect(html).toContain("<h2>How we work</h2>");
    expect(html).toContain('<p class="our-process__text">Five stages.</p>');
    expect(html).toContain('<ol class="our-process__steps" style="--process-steps:5">');
  });
});
