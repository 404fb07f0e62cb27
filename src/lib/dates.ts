// Content dates ("YYYY-MM-DD" or Storyblok's "YYYY-MM-DD HH:mm") for visitors.
// Formatted by hand rather than with Intl so the build and the browser print the
// same words whatever locale data the runtime carries.
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;

/** "2024-03-12 09:00" → "12 March 2024"; text that is not a date is returned unchanged. */
export function formatDate(date: string): string {
  const match = DATE_PREFIX.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return date;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** The machine-readable form for a <time datetime> attribute: "2024-03-12". */
export function isoDate(date: string): string {
  return DATE_PREFIX.exec(date)?.[0] ?? date;
}

/** ISO 8601 with a time zone, as structured data asks: "2024-03-12 09:00" → "2024-03-12T09:00:00Z" (content times are UTC). */
export function isoDateTime(date: string): string {
  return `${date.slice(0, 10)}T${date.slice(11, 16) || "00:00"}:00Z`;
}
