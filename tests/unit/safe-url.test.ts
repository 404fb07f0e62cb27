import { describe, expect, it } from "vitest";
import { safeUrl } from "../../src/lib/safe-url";

describe("safeUrl", () => {
  it.each([
    ["javascript:alert(1)"],
    ["JaVaScRiPt:alert(1)"],
    [" java\tscript:alert(1)"],
    ["java\nscript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["vbscript:msgbox(1)"],
    ["//evil.example/x"],
  ])("neutralises %j", (url) => {
    expect(safeUrl(url)).toBeNull();
  });

  it.each([["https://vimeo.com/1"], ["/about"], ["#faq"], ["mailto:hi@example.com"], ["tel:+441234"], ["?page=2"]])("keeps %j", (url) => {
    expect(safeUrl(url)).toBe(url);
  });
});
