// The case-study filter's state ⇄ the address's ?service= parameter. The state
// is a service slug, or null for All; the parameter is absent for All.
export const SERVICE_PARAM = "service";

/** The service a search string names, matched without regard to case; null for none, All, empty or unknown values. */
export function serviceFromSearch(search: string, slugs: readonly string[]): string | null {
  const value = new URLSearchParams(search).get(SERVICE_PARAM)?.trim().toLowerCase();
  if (!value) return null;
  return slugs.find((slug) => slug.toLowerCase() === value) ?? null;
}

/** The search string for a choice: ?service=<slug>, or without the parameter for All; other parameters are kept. */
export function searchForService(search: string, service: string | null): string {
  const params = new URLSearchParams(search);
  if (service) params.set(SERVICE_PARAM, service);
  else params.delete(SERVICE_PARAM);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Whether a row tagged with these services shows under the choice. */
export function rowMatches(rowServices: readonly string[], service: string | null): boolean {
  return service === null || rowServices.includes(service);
}
