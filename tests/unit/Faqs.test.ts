import { beforeAll, describe, expect, it } from "vitest";
import type { BuildResult } from "../../build/pipeline/run-build";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const answer = (text: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });
const item = (i: number) => ({ _uid: `q${i}`, component: "faq_item", question: `Question ${i}?`, answer: answer(`Answer ${i}.`) });

let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(
    await makeContentDir([
      story({
        full_slug: "faq",
        content: { component: "page", body: [{ _uid: "f", component: "faqs", heading: "Good questions", items: Array.from({ length: 11 }, (_, i) => item(i + 1)) }] },
      }),
      story({ full_slug: "untitled", content: { component: "page", body: [{ _uid: "f", component: "faqs", items: [item(1)] }] } }),
    ]),
  );
});

describe("Faqs", () => {
  it("numbers the questions 01, 02, … 10, 11", () => {
    const numbers = [...pageHtml(result, "/faq").matchAll(/<span class="faqs__number" aria-hidden="true">(\d+)<\/span>/g)].map((m) => m[1]);
    expect(numbers).toEqual(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11"]);
  });

  it("makes each question a native disclosure in an ordered list, with its rich-text answer", () => {
    const html = pageHtml(result, "/faq");
    expect(html).toContain('<h2 class="faqs__heading">Good questions</h2>');
    expect(html).toContain('<ol class="faqs__list">');
    expect(html).toContain('<details class="faqs__details"><summary class="faqs__question">');
    expect(html).toContain('<span class="faqs__question-text">Question 3?</span>');
    expect(html).toContain('<div class="rich-text faqs__answer"><p>Answer 3.</p></div>');
  });

  it("falls back to a plain heading", () => {
    expect(pageHtml(result, "/untitled")).toContain('<h2 class="faqs__heading">Frequently asked questions</h2>');
  });
});
