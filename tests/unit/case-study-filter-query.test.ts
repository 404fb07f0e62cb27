import { describe, expect, it } from "vitest";
import { rowMatches, searchForService, serviceFromSearch } from "../../src/lib/case-study-filter-query";

const slugs = ["drone-aerial-video", "event-video"];

describe("serviceFromSearch", () => {
  it("reads a known service, whatever its case", () => {
    expect(serviceFromSearch("?service=event-video", slugs)).toBe("event-video");
    expect(serviceFromSearch("?service=Event-Video", slugs)).toBe("event-video");
    expect(serviceFromSearch("?page=2&service=DRONE-AERIAL-VIDEO", slugs)).toBe("drone-aerial-video");
  });

  it("is All (null) for no parameter, an empty one, All's own value or an unknown service", () => {
    expect(serviceFromSearch("", slugs)).toBeNull();
    expect(serviceFromSearch("?service=", slugs)).toBeNull();
    expect(serviceFromSearch("?service=all", slugs)).toBeNull();
    expect(serviceFromSearch("?service=weddings", slugs)).toBeNull();
  });
});

describe("searchForService", () => {
  it("sets the parameter for a service and keeps the others", () => {
    expect(searchForService("", "event-video")).toBe("?service=event-video");
    expect(searchForService("?utm=x&service=drone-aerial-video", "event-video")).toBe("?utm=x&service=event-video");
  });

  it("removes the parameter for All, leaving no bare ?", () => {
    expect(searchForService("?service=event-video", null)).toBe("");
    expect(searchForService("?service=event-video&utm=x", null)).toBe("?utm=x");
  });

  it("round-trips with serviceFromSearch", () => {
    for (const slug of [...slugs, null]) expect(serviceFromSearch(searchForService("", slug), slugs)).toBe(slug);
  });
});

describe("rowMatches", () => {
  it("shows every row for All and only tagged rows for a service", () => {
    expect(rowMatches([], null)).toBe(true);
    expect(rowMatches(["event-video"], "event-video")).toBe(true);
    expect(rowMatches(["drone-aerial-video"], "event-video")).toBe(false);
  });
});
