import { describe, expect, it } from "vitest";
import { HOVER_PREVIEW_QUERY, previewShown } from "../../src/lib/hover-preview";

describe("previewShown", () => {
  it("waits at least 2 s, and for the video to play, however long that takes", () => {
    expect(previewShown(1_999, true)).toBe(false);
    expect(previewShown(2_000, true)).toBe(true);
    expect(previewShown(3_000, false)).toBe(false);
    expect(previewShown(600_000, false)).toBe(false);
  });

  it("applies only above 1300 px with a fine, hovering pointer and motion allowed", () => {
    expect(HOVER_PREVIEW_QUERY).toBe("(min-width: 1301px) and (hover: hover) and (pointer: fine) and (prefers-reduced-motion: no-preference)");
  });
});
