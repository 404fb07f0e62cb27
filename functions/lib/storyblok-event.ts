// What a Storyblok webhook body says, reduced to what a rebuild needs: which story and what
// happened to it. Story events rebuild the site; anything else is acknowledged and ignored.
export const REBUILD_ACTIONS = ["published", "unpublished", "deleted", "moved"] as const;
export type RebuildAction = (typeof REBUILD_ACTIONS)[number];

export interface StoryEvent {
  action: RebuildAction;
  storyId: string;
  /** The story's full slug when Storyblok sent it, else its id, for the build title. */
  storyName: string;
}

export type EventReading = { kind: "story"; event: StoryEvent } | { kind: "ignored"; reason: string } | { kind: "malformed"; error: string };

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
  const { action, story_id: storyId, full_slug: slug } = body as Record<string, unknown>;
  if (typeof action !== "string" || action === "") {
    return { kind: "malformed", error: 'The webhook body has no "action" string.' };
  }
  if (!(REBUILD_ACTIONS as readonly string[]).includes(action)) {
    return { kind: "ignored", reason: `"${action}" events do not change the published site; only ${REBUILD_ACTIONS.join(", ")} story events start a build.` };
  }
  if (typeof storyId !== "number" && typeof storyId !== "string") {
    return { kind: "ignored", reason: `The "${action}" event names no story_id, so it is not a story event.` };
  }
  const id = String(storyId);
  const name = typeof slug === "string" && slug !== "" ? slug : `story ${id}`;
  return { kind: "story", event: { action: action as RebuildAction, storyId: id, storyName: name } };
}

/** The Netlify deploy list shows this title, so it says which stories changed and how. */
export function buildTitle(events: readonly StoryEvent[]): string {
  const named = events.slice(0, 3).map((event) => `${event.action} ${event.storyName}`);
  const more = events.length > 3 ? ` and ${events.length - 3} more` : "";
  return `Storyblok: ${named.join(", ")}${more}`.slice(0, 200);
}
