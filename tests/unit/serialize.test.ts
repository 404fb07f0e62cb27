import { describe, expect, it } from "vitest";
import { serializeProps } from "../../src/islands/serialize";

describe("serializeProps", () => {
  it("cannot break out of the HTML it sits in", () => {
    const json = serializeProps("X", { title: "</script><script>alert(1)</script> & \u2028" });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ title: "</script><script>alert(1)</script> & \u2028" });
  });

  it("names the island and prop path of a cycle or a value JSON cannot carry", () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(() => serializeProps("Menu", { data: cyclic })).toThrow("island Menu: props.data.self refers back to itself");
    expect(() => serializeProps("Menu", { onClick: () => {} })).toThrow("island Menu: props.onClick is a function");
    expect(() => serializeProps("Menu", { n: Number.NaN })).toThrow("props.n is NaN");
  });
});
