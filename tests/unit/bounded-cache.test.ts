import { describe, expect, it } from "vitest";
import { BoundedCache } from "../../build/serve/bounded-cache";

describe("BoundedCache", () => {
  it("drops the least recently used entry when full", () => {
    const cache = new BoundedCache<number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c"), cache.size]).toEqual([1, 3, 2]);
  });
});
