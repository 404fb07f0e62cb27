// The inner SVG of each lucide icon the site names (src/components/named-icon.ts), kept under
// .cache/icons/ by a hash of the lock file, which pins lucide-react and React: a warm build
// renders its icons from it and loads none of lucide's modules (about 30 for this site's
// icons, some 40–60 ms of a one-second build; issue 40). Render threads, when there are
// several, load what they name themselves, as before: the markup is the same either way.
import { knowIcons, namedIcons } from "../../../src/components/named-icon";
import { hashOf, readCachedText, storeCachedText } from "../../shared/build-step-cache";

/** Runs `render` with the icons earlier builds named already known, and keeps any it named anew for the next. */
export async function withIconMemo<T>(render: () => Promise<T>): Promise<T> {
  const key = `${await hashOf(["icons"], ["package-lock.json"])}.json`;
  const stored = await readCachedText("icons", key);
  const known = stored === null ? [] : (JSON.parse(stored) as [string, string | null][]);
  knowIcons(known);
  const result = await render();
  const named = namedIcons();
  if (named.length > known.length) await storeCachedText("icons", key, JSON.stringify(named.sort(([a], [b]) => a.localeCompare(b))));
  return result;
}
