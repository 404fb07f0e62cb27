import { describe, expect, it } from "vitest";
import type { ArticleItem } from "../../src/content/listings";
import { relatedInsights } from "../../src/content/related-insights-choice";

const article = (uuid: string, category: ArticleItem["category"]): ArticleItem => ({
  uuid,
  name: uuid,
  slug: uuid,
  url: `/insights/${uuid}`,
  date: "2025-01-01",
  category,
  excerpt: "",
  image: null,
  related: [],
});

// newest first, as the listing loader sorts them
const articles = [
  article("m1", "Marketing Advice"),
  article("t1", "Technical Advice"),
  article("m2", "Marketing Advice"),
  article("m3", "Marketing Advice"),
  article("g1", "General"),
  article("m4", "Marketing Advice"),
  article("m5", "Marketing Advice"),
];
const uuids = (items: ArticleItem[]) => items.map((item) => item.uuid);

describe("relatedInsights", () => {
  it("takes up to 3 of the same category, newest first, never the current article", () => {
    expect(uuids(relatedInsights({ articles, current: articles[2]!, picks: [] }))).toEqual(["m1", "m3", "m4"]);
  });

  it("shows nothing when no other article shares the category", () => {
    expect(relatedInsights({ articles, current: articles[1]!, picks: [] })).toEqual([]);
  });

  it("prefers the editor's picks in their order, up to 3, skipping the current article and unknown ones", () => {
    const current = articles[0]!;
    expect(uuids(relatedInsights({ articles, current, picks: ["g1", "m1", "missing", "t1"] }))).toEqual(["g1", "t1"]);
    expect(uuids(relatedInsights({ articles, current, picks: ["m5", "m4", "m3", "m2"] }))).toEqual(["m5", "m4", "m3"]);
  });

  it("shows the newest articles away from an article page", () => {
    expect(uuids(relatedInsights({ articles, current: null, picks: [] }))).toEqual(["m1", "t1", "m2"]);
  });
});
