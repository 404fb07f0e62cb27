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

  it.each([
    ["a Map", { items: new Map([["a", 1]]) }, "props.items is a Map"],
    ["a Set", { tags: new Set(["a"]) }, "props.tags is a Set"],
    ["a Date", { video: { published: new Date(0) } }, "props.video.published is a Date"],
    ["a class instance", { point: new (class Point {})() }, "props.point is an instance of Point"],
    ["undefined in an array", { list: [1, undefined] }, "props.list[1] is undefined (or a hole) in an array"],
    // biome-ignore lint/suspicious/noSparseArray: the hole is what this case checks
    ["a hole in an array", { list: [1, , 3] }, "props.list[1] is undefined (or a hole) in an array"],
    ["a BigInt", { count: 10n }, "props.count is a bigint"],
    ["a symbol", { id: Symbol("x") }, "props.id is a symbol"],
    ["Infinity", { ratio: Number.POSITIVE_INFINITY }, "props.ratio is Infinity"],
    ["undefined props", undefined, "props is undefined"],
  ])("refuses %s, naming the island and the prop path", (_what, props, message) => {
    expect(() => serializeProps("Gallery", props)).toThrow(`island Gallery: ${message}, which JSON cannot carry to the browser`);
  });

  it("accepts plain data: objects (also without a prototype), arrays, strings, finite numbers, booleans, null; undefined fields are left out", () => {
    const bare = Object.assign(Object.create(null), { a: 1 });
    const props = { bare, list: [1, "two", true, null, { x: [] }], skipped: undefined };
    expect(JSON.parse(serializeProps("Gallery", props))).toEqual({ bare: { a: 1 }, list: [1, "two", true, null, { x: [] }] });
  });
});
