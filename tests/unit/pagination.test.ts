import { describe, expect, it } from "vitest";
import { pageHref, pageItems } from "../../src/lib/pagination";

describe("pageItems", () => {
  it("shows every page when there are 5 or fewer", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows first, current with neighbours and last, with gaps, when there are more", () => {
    expect(pageItems(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(pageItems(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageItems(10, 10)).toEqual([1, "gap", 9, 10]);
  });

  it("leaves no gap where the neighbours reach the ends", () => {
    expect(pageItems(2, 10)).toEqual([1, 2, 3, "gap", 10]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, "gap", 6]);
    expect(pageItems(9, 10)).toEqual([1, "gap", 8, 9, 10]);
  });
});

describe("pageHref", () => {
  it("addresses a page as ?page=N on the listing's URL", () => {
    expect(pageHref("/insights/", 3)).toBe("/insights/?page=3");
  });
});
