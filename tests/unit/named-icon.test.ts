import { describe, expect, it } from "vitest";
import { iconBody } from "../../src/components/named-icon";

describe("iconBody", () => {
  it("renders a lucide icon named in kebab case to its inner SVG markup", () => {
    const body = iconBody("message-square-quote");
    expect(body).toMatch(/^<path d="[^"]+"><\/path>/);
    expect(body).not.toContain("<svg");
    expect(iconBody(" Clapperboard ")).toBe(iconBody("clapperboard"));
    expect(iconBody("message_square_quote")).toBe(body);
  });

  it("gives null for a name lucide does not have", () => {
    expect(iconBody("no-such-icon-anywhere")).toBeNull();
    expect(iconBody("")).toBeNull();
    // a name is an icon's module name and nothing else: no way out of lucide's icons
    expect(iconBody("../../package")).toBeNull();
    expect(iconBody("createLucideIcon")).toBeNull();
  });
});
