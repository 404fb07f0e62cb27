import { describe, expect, it } from "vitest";
import { nextSlide, slideCounter, slideVideoShown } from "../../src/lib/slider";

describe("slider arithmetic", () => {
  it("counts as 01 - 05", () => {
    expect(slideCounter(0, 5)).toBe("01 - 05");
    expect(slideCounter(4, 5)).toBe("05 - 05");
  });

  it("advances and wraps from the last slide to the first", () => {
    expect(nextSlide(0, 5)).toBe(1);
    expect(nextSlide(4, 5)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
  });

  it("holds the still at least 5 s, and for as long as the player has not started", () => {
    expect(slideVideoShown(4_999, true)).toBe(false);
    expect(slideVideoShown(5_000, true)).toBe(true);
    expect(slideVideoShown(7_000, false)).toBe(false);
    expect(slideVideoShown(600_000, false)).toBe(false);
  });
});
