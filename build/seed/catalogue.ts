// Every piece of copy the stories are built from, gathered in one place so the
// page modules can cross-reference services, clients and case studies.

import { caseStudies } from "./data/all-case-studies";
import { articles } from "./data/articles";
import { clients } from "./data/client-copy";
import { servicesA } from "./data/services-a";
import { servicesB } from "./data/services-b";

export { sectors, videoTypes } from "./data/taxonomy-tags";
export { articles, caseStudies, clients };
export const services = [...servicesA, ...servicesB];

export const serviceBySlug = (slug: string) => {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`Unknown service slug "${slug}" in the seed data`);
  return service;
};
