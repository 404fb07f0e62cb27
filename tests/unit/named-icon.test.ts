import { describe, expect, it } from "vitest";
import { iconBody } from "../../src/components/named-icon";

describe("iconBody", () => {
  it("renders a lucide icon named in kebab case to its inner SVG markup", () => {
    const body = iconBody("message-square-quote");
    expect(body).toMatch(/^<path d="[^"]+"><\/path>/);
    expect(body).not.toContain("<svg");
    expect(iconBody(" Clapperboard ")).toBe(iconBody("clapperboard"));
  });

  it("gives null for a name lucide does not have", () => {
    expect(iconBody("no-such-icon-anywhere")).toBeNull();
    expect(iconBody("")).toBeNull();
  });
});
