// The stories a production deploy holds back (build/deploy/hold-back.ts decides which): each built
// from the copy of its file the last production deploy had, or, never live, left out as if
// unpublished (links.json marks it so, and links to it are taken out as for an unpublished story).
import { readFile } from "node:fs/promises";
import { UserError } from "../../shared/errors";

export interface HoldBack {
  /** story file (stories/<full_slug>.json) → the file to read in its place */
  replace: Record<string, string>;
  /** story file → its full_slug, for a story left out */
  leaveOut: Record<string, string>;
}

export async function readHoldBack(file: string | null): Promise<HoldBack | null> {
  if (!file) return null;
  try {
    const held = JSON.parse(await readFile(file, "utf8")) as Partial<HoldBack>;
    return { replace: held.replace ?? {}, leaveOut: held.leaveOut ?? {} };
  } catch (error) {
    throw new UserError(`--hold-back ${file} could not be read (${(error as Error).message})`, "npm run build:netlify writes it; pass a JSON file of { replace, leaveOut }");
  }
}

/** links.json with each left-out story marked unpublished. */
export function linksWithoutLeftOut(links: unknown, held: HoldBack | null): unknown {
  const slugs = new Set(Object.values(held?.leaveOut ?? {}));
  const entries = (links as { links?: Record<string, { slug?: string }> } | null)?.links;
  if (slugs.size === 0 || !entries || typeof entries !== "object") return links;
  const marked = Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, entry && slugs.has(entry.slug ?? "") ? { ...entry, published: false } : entry]));
  return { ...(links as object), links: marked };
}
