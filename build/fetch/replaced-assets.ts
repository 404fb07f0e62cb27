/**
 * Assets replaced in Storyblok since the last build. "Replace asset" keeps the file's URL, so the
 * cached copy at that path looks current and would be kept: the publish webhook passes the events
 * to the build hook's body (functions/lib/build-hook.ts), Netlify hands it to the build as
 * INCOMING_HOOK_BODY, and the fetch downloads the replaced files again.
 */
import { assetCachePath } from "../content-cache/asset-paths";

/** The ids of the assets the build hook's body says were replaced, and a note when the body cannot be read. */
export function replacedAssetIds(hookBody: string | undefined): { ids: string[]; note?: string } {
  if (!hookBody?.trim()) return { ids: [] };
  let body: unknown;
  try {
    body = JSON.parse(hookBody);
  } catch {
    return { ids: [], note: "INCOMING_HOOK_BODY is not JSON, so no asset is known to be replaced (run with --refresh-assets to download every asset again)" };
  }
  const events = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(events)) return { ids: [] };
  const ids = events
    .filter((event): event is { id: unknown } => event?.kind === "asset" && event.action === "replaced")
    .map((event) => String(event.id))
    .filter((id) => id !== "");
  return { ids: [...new Set(ids)] };
}

/**
 * The cache paths of the assets with these ids, found where stories refer to them: asset fields
 * ({id, filename}) and rich-text images ({id, src}).
 */
export function assetPathsWithIds(stories: readonly unknown[], ids: readonly string[]): Map<string, string> {
  const wanted = new Set(ids);
  const found = new Map<string, string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value === null || typeof value !== "object") return;
    const fields = value as Record<string, unknown>;
    const url = typeof fields.filename === "string" ? fields.filename : fields.src;
    if ((typeof fields.id === "number" || typeof fields.id === "string") && wanted.has(String(fields.id)) && typeof url === "string") {
      const ref = assetCachePath(url);
      if (ref && ref !== "unsafe") found.set(ref.cachePath, String(fields.id));
    }
    for (const item of Object.values(fields)) visit(item);
  };
  visit(stories);
  return found;
}
