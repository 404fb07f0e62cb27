// What a Storyblok webhook body says, reduced to what a rebuild needs: what changed and how.
// Storyblok's documented payloads (Settings › Webhooks) all carry `text` and `space_id`; the
// rest depends on the trigger:
//   story:   {"action":"published"|"unpublished"|"deleted"|"moved", "story_id", "full_slug"?}
//   release: {"action":"release_merged", "release_id"}, or the older shape with no action:
//            {"text":"The release summer has been merged.", "release_id", "space_id"}
//   asset:   {"action":"created"|"replaced"|"deleted"|"restored", "asset_id"}
// Events that change what the published site shows rebuild it; the rest are acknowledged and ignored.
export const STORY_ACTIONS = ["published", "unpublished", "deleted", "moved"] as const;
const ASSET_ACTIONS = ["created", "replaced", "deleted", "restored"] as const;

export interface BuildEvent {
  kind: "story" | "release" | "asset";
  /** Storyblok's action (release merges without one read as "release_merged"). */
  action: string;
  /** The story, release or asset id, as a string. */
  id: string;
  /** What happened, for the build title, e.g. "published about-us", "merged release 313". */
  summary: string;
}

export type EventReading = { kind: "build"; event: BuildEvent } | { kind: "ignored"; reason: string } | { kind: "malformed"; error: string };

/** Why asset events other than a replacement start no build. */
const ASSET_IGNORED: Record<string, string> = {
  created: "a new upload is on no published page until a story that uses it is published, and that publish rebuilds",
  deleted: "published stories keep referring to the file and the built site keeps its copy; the page changes only when its story is published without it",
  restored: "published stories never stopped referring to the file, and the built site kept its copy",
};

export function readStoryblokEvent(text: string): EventReading {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { kind: "malformed", error: 'The webhook body is not JSON; Storyblok sends a JSON object with an "action".' };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { kind: "malformed", error: 'The webhook body must be a JSON object with an "action".' };
  }
  const fields = body as Record<string, unknown>;
  const { action } = fields;
  if (action === undefined && fields.release_id !== undefined) return releaseMerged(fields);
  if (typeof action !== "string" || action === "") {
    return { kind: "malformed", error: 'The webhook body has no "action" string (and no "release_id", as the older release-merged payload has).' };
  }
  if (action === "release_merged") return releaseMerged(fields);
  if (isId(fields.story_id) && (STORY_ACTIONS as readonly string[]).includes(action)) return storyEvent(action, fields);
  if (isId(fields.asset_id) && (ASSET_ACTIONS as readonly string[]).includes(action)) return assetEvent(action, String(fields.asset_id));
  if ((STORY_ACTIONS as readonly string[]).includes(action)) {
    return { kind: "ignored", reason: `The "${action}" event names no story_id, so it is not a story event.` };
  }
  return {
    kind: "ignored",
    reason: `"${action}" events do not change the published site; only story ${STORY_ACTIONS.join("/")}, release merges and asset replacements start a build.`,
  };
}

function storyEvent(action: string, fields: Record<string, unknown>): EventReading {
  const id = String(fields.story_id);
  const slug = typeof fields.full_slug === "string" && fields.full_slug !== "" ? fields.full_slug : `story ${id}`;
  return { kind: "build", event: { kind: "story", action, id, summary: `${action} ${slug}` } };
}

/** A merged release publishes every story in it at once; the payload names only the release. */
function releaseMerged(fields: Record<string, unknown>): EventReading {
  const id = isId(fields.release_id) ? String(fields.release_id) : "";
  return { kind: "build", event: { kind: "release", action: "release_merged", id, summary: id ? `merged release ${id}` : "merged a release" } };
}

/** A replaced asset keeps its URL, so what shows it (pages, the social cards drawn from it) changes with no story published. */
function assetEvent(action: string, id: string): EventReading {
  if (action === "replaced") return { kind: "build", event: { kind: "asset", action, id, summary: `replaced asset ${id}` } };
  return { kind: "ignored", reason: `An asset was ${action}: ${ASSET_IGNORED[action]}.` };
}

function isId(value: unknown): value is number | string {
  return (typeof value === "number" && Number.isFinite(value)) || (typeof value === "string" && value !== "");
}

/** The Netlify deploy list shows this title, so it says what changed and how. */
export function buildTitle(events: readonly BuildEvent[]): string {
  const named = events.slice(0, 3).map((event) => event.summary);
  const more = events.length > 3 ? ` and ${events.length - 3} more` : "";
  return `Storyblok: ${named.join(", ")}${more}`.slice(0, 200);
}
