// Choosing case studies for cards and listings. Input lists are newest first,
// as the shared listing loader sorts them.
import { indexByUuid } from "../lib/by-uuid";
import type { CaseStudyItem, ServiceItem } from "./listings";

/**
 * The case study that follows the current one in time (the next later date),
 * wrapping from the newest to the oldest. Away from a case study it is the newest.
 */
export function nextCaseStudy(caseStudies: readonly CaseStudyItem[], currentUuid: string | null): CaseStudyItem | null {
  const index = indexByUuid(caseStudies, currentUuid);
  if (index === -1) return caseStudies[0] ?? null;
  if (caseStudies.length < 2) return null;
  return caseStudies[index === 0 ? caseStudies.length - 1 : index - 1] ?? null;
}

/**
 * The newest case studies; on a service page those made with that service come
 * first, and the newest of the rest fill any places left.
 */
export function recentCaseStudies(caseStudies: readonly CaseStudyItem[], count: number, serviceUuid: string | null): CaseStudyItem[] {
  const matches = (item: CaseStudyItem) => item.services.some((service) => service.uuid === serviceUuid);
  const first = serviceUuid ? caseStudies.filter(matches) : [];
  const placed = new Set(first);
  const rest = caseStudies.filter((item) => !placed.has(item));
  return [...first, ...rest].slice(0, Math.max(0, count));
}

export type Taxonomy = "client" | "sector" | "video_type";

/** Case studies tagged with a client, sector or video type page. */
export function caseStudiesTagged(caseStudies: readonly CaseStudyItem[], taxonomy: Taxonomy, story: { uuid: string; url: string }): CaseStudyItem[] {
  return caseStudies.filter((item) => {
    if (taxonomy === "client") return item.client?.url === story.url;
    const tags = taxonomy === "sector" ? item.sectors : item.videoTypes;
    return tags.some((tag) => tag.uuid === story.uuid);
  });
}

export interface ServiceOption {
  slug: string;
  name: string;
}

/** The filter's choices: services by name, alphabetically (spec 9); the slug is the ?service= value. */
export function serviceFilterOptions(services: readonly ServiceItem[]): ServiceOption[] {
  return services.map(({ slug, name }) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** Case studies made with the service of this slug. */
export function caseStudiesForService(caseStudies: readonly CaseStudyItem[], serviceSlug: string): CaseStudyItem[] {
  return caseStudies.filter((item) => item.services.some((service) => service.slug === serviceSlug));
}

/** The label a case study is filed under: its first video type, else its first service. */
export function caseStudyCategory(item: CaseStudyItem): { name: string; url: string } | null {
  return item.videoTypes[0] ?? item.services[0] ?? null;
}
