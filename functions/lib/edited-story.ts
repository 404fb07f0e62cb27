// The Visual Editor's unsaved story, put in place of the saved one so the page renders as the
// editor sees it while typing.
import type { RawContent } from "../../build/read-content";

/** Far above any real story; the request is refused beyond it. */
const MAX_STORY_CHARS = 2_000_000;

export type EditedStory = { ok: true; story: Record<string, unknown> } | { ok: false; error: string };

export function readEditedStory(text: string): EditedStory {
  if (text.length > MAX_STORY_CHARS) return { ok: false, error: "The edited story is larger than 2 MB." };
  try {
    const body = JSON.parse(text) as { story?: unknown };
    const story = body?.story;
    if (typeof story === "object" && story !== null && typeof (story as { uuid?: unknown }).uuid === "string") {
      return { ok: true, story: story as Record<string, unknown> };
    }
  } catch {
    return { ok: false, error: 'The edited story is not JSON; send {"story": {…}} as the bridge gives it.' };
  }
  return { ok: false, error: 'The request holds no story with a uuid; send {"story": {…}} as the bridge gives it.' };
}

export function withEditedStory(raw: RawContent, story: Record<string, unknown>): RawContent {
  const stories = raw.stories.map((file) => ((file.json as { story?: { uuid?: unknown } })?.story?.uuid === story.uuid ? { ...file, json: { story } } : file));
  return { ...raw, stories };
}
