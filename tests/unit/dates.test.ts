import { describe, expect, it } from "vitest";
import { formatDate, isoDate, isoDateTime } from "../../src/lib/dates";

describe("formatDate", () => {
  it("writes a date as day, full month name, year", () => {
    expect(formatDate("2024-03-12 09:00")).toBe("12 March 2024");
    expect(formatDate("2025-01-01")).toBe("1 January 2025");
    expect(formatDate("2023-12-31 23:59")).toBe("31 December 2023");
  });

  it("returns text that is not a date unchanged", () => {
    expect(formatDate("")).toBe("");
    expect(formatDate("soon")).toBe("soon");
    expect(formatDate("2024-13-01")).toBe("2024-13-01");
  });
});

describe("isoDate", () => {
  it("keeps the date part for a datetime attribute", () => {
    expect(isoDate("2024-03-12 09:00")).toBe("2024-03-12");
  });
});

describe("isoDateTime", () => {
  it("gives structured data a full ISO 8601 time in UTC, midnight for a bare date", () => {
    expect(isoDateTime("2024-03-12 09:30")).toBe("2024-03-12T09:30:00Z");
    expect(isoDateTime("2024-03-12")).toBe("2024-03-12T00:00:00Z");
  });
});
