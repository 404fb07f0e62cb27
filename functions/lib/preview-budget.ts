// What one editor link may cost Storyblok. A valid proof (and the session made from it) works for
// anyone who has the address, so a leaked link must not be able to drive the Preview token's rate
// limit: before a request reads from Storyblok on a proof's behalf, the calls that read will make
// (known from the last load; 0 when it joins one already made) are taken from the proof's minute,
// at once, so concurrent requests cannot all slip under the limit. A proof that has used its minute
// is served what is already loaded, with a notice, until the minute has passed.

/** Storyblok calls one proof may cause in a minute: a fresh draft read of the embedded site is 5 (cdn/spaces/me, 2 pages of stories, 2 of links), so 12 of them. */
export const CALLS_PER_MINUTE = 60;
const WINDOW_MS = 60_000;
/** Proofs remembered at once; the least recently used is forgotten first (its calls are long past on any real preview). */
const MAX_PAYERS = 1000;

export const OVER_ALLOWANCE_NOTICE =
  "This editor link has made as many Storyblok requests as it may in a minute (60), so this is the draft as last loaded. Wait a minute and reload (or save again) to see the newest draft.";

export interface UpstreamBudget {
  /** Takes `calls` from `payer`'s minute when they fit (true), else takes nothing (false). */
  take(payer: string, calls: number): boolean;
}

export function createUpstreamBudget(limit = CALLS_PER_MINUTE, now: () => number = () => Date.now()): UpstreamBudget {
  const taken = new Map<string, number[]>();
  return {
    take(payer, calls) {
      if (calls === 0) return true;
      const since = now() - WINDOW_MS;
      const recent = (taken.get(payer) ?? []).filter((at) => at > since);
      const fits = recent.length + calls <= limit;
      if (fits) recent.push(...Array.from({ length: calls }, now));
      taken.delete(payer); // re-inserted last: the map's order is least recently used first
      taken.set(payer, recent);
      if (taken.size > MAX_PAYERS) taken.delete(taken.keys().next().value!);
      return fits;
    },
  };
}
