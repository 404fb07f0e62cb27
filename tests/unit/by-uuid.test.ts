import { describe, expect, it } from "vitest";
import { findByUuid, indexByUuid } from "../../src/lib/by-uuid";

const item = (uuid: string, name: string) => ({ uuid, name });

describe("findByUuid and indexByUuid", () => {
  const list = [item("a", "first a"), item("b", "b"), item("a", "second a")];

  it("give what find and findIndex give: the first item with the uuid", () => {
    expect(findByUuid(list, "a")).toBe(list[0]);
    expect(indexByUuid(list, "b")).toBe(1);
    expect(findByUuid(list, "b")).toBe(list[1]);
  });

  it("give nothing for an unknown, empty or missing uuid", () => {
    expect(findByUuid(list, "z")).toBeUndefined();
    expect(indexByUuid(list, "z")).toBe(-1);
    expect(indexByUuid(list, "")).toBe(-1);
    expect(indexByUuid(list, null)).toBe(-1);
    expect(findByUuid([], "a")).toBeUndefined();
  });

  it("keep one index per list, so another list with the same uuids answers from its own items", () => {
    const other = [item("b", "other b")];
    expect(findByUuid(list, "b")?.name).toBe("b");
    expect(findByUuid(other, "b")?.name).toBe("other b");
    expect(findByUuid(other, "a")).toBeUndefined();
  });
});
