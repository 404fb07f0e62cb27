import { describe, expect, it } from "vitest";
import { caseStudiesTagged, caseStudyCategory, nextCaseStudy, recentCaseStudies, serviceFilterOptions } from "../../src/content/case-studies";
import type { CaseStudyItem, ServiceItem, StoryRef } from "../../src/content/listings";

const ref = (uuid: string, name = uuid): StoryRef => ({ uuid, name, slug: uuid, url: `/x/${uuid}` });
const caseStudy = (uuid: string, date: string, tags: Partial<CaseStudyItem> = {}): CaseStudyItem => ({
  ...ref(uuid),
  date,
  year: date.slice(0, 4),
  heading: uuid,
  description: "",
  image: null,
  videoUrl: null,
  video: null,
  client: null,
  sectors: [],
  services: [],
  videoTypes: [],
  ...tags,
});

// newest first, as the listing loader sorts them
const newest = caseStudy("c", "2025-03-01", { services: [ref("drone")], client: { name: "Acme", url: "/clients/acme" } });
const middle = caseStudy("b", "2024-06-01", { services: [ref("edit")], sectors: [ref("saas")], videoTypes: [ref("explainer")] });
const oldest = caseStudy("a", "2023-01-01", { services: [ref("drone")], sectors: [ref("saas")], client: { name: "Acme", url: "/clients/acme" } });
const all = [newest, middle, oldest];
const uuids = (items: CaseStudyItem[]) => items.map((item) => item.uuid);

describe("nextCaseStudy", () => {
  it("is the one that follows by date, wrapping from the newest to the oldest", () => {
    expect(nextCaseStudy(all, "a")?.uuid).toBe("b");
    expect(nextCaseStudy(all, "b")?.uuid).toBe("c");
    expect(nextCaseStudy(all, "c")?.uuid).toBe("a");
  });

  it("is the newest away from a case study, and none when the current one is the only one", () => {
    expect(nextCaseStudy(all, null)?.uuid).toBe("c");
    expect(nextCaseStudy([oldest], "a")).toBeNull();
    expect(nextCaseStudy([], null)).toBeNull();
  });
});

describe("recentCaseStudies", () => {
  it("takes the newest up to the count", () => {
    expect(uuids(recentCaseStudies(all, 2, null))).toEqual(["c", "b"]);
  });

  it("puts a service's own work first, then fills with the newest of the rest", () => {
    expect(uuids(recentCaseStudies(all, 3, "edit"))).toEqual(["b", "c", "a"]);
    expect(uuids(recentCaseStudies(all, 2, "drone"))).toEqual(["c", "a"]);
  });
});

describe("caseStudiesTagged", () => {
  it("finds the case studies of a client, a sector and a video type", () => {
    expect(uuids(caseStudiesTagged(all, "client", { uuid: "acme", url: "/clients/acme" }))).toEqual(["c", "a"]);
    expect(uuids(caseStudiesTagged(all, "sector", { uuid: "saas", url: "/sector/saas" }))).toEqual(["b", "a"]);
    expect(uuids(caseStudiesTagged(all, "video_type", { uuid: "explainer", url: "/video-types/explainer" }))).toEqual(["b"]);
    expect(caseStudiesTagged(all, "sector", { uuid: "nothing", url: "/sector/nothing" })).toEqual([]);
  });
});

describe("caseStudyCategory", () => {
  it("is the first video type, else the first service, else none", () => {
    expect(caseStudyCategory(middle)?.name).toBe("explainer");
    expect(caseStudyCategory(newest)?.name).toBe("drone");
    expect(caseStudyCategory(caseStudy("z", "2020-01-01"))).toBeNull();
  });
});

describe("serviceFilterOptions", () => {
  it("lists service names alphabetically", () => {
    const services = ["Video Production", "Animation", "drone Filming"].map((name) => ({ ...ref(name, name), excerpt: "", icon: null, image: null }) as unknown as ServiceItem);
    expect(serviceFilterOptions(services).map((o) => o.name)).toEqual(["Animation", "drone Filming", "Video Production"]);
  });
});
