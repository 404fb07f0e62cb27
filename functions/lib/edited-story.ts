// The Visual Editor's unsaved story, put in place of the saved one so the page renders as the
// editor sees it while typing. The POST that carries it is read only when it is the editor
// page's own same-origin fetch with a JSON body, and never past the size limit.
import type { RawContent } from "../../build/pipeline/load/read-content";
import { jsonAnswer, readCapped } from "./http";

/** Far above any real story; the body is not read beyond it. */
export const MAX_STORY_BYTES = 2_000_000;

export type EditedStory = { ok: true; story: Record<string, unknown> } | { ok: false; answer: Response };

const refuse = (status: number, error: string): EditedStory => ({ ok: false, answer: jsonAnswer(status, { error }) });

/** `origins`: the preview page's own origin as the browser sees it (preview-origin.ts), the request's by default. */
export async function readEditedStory(req: Request, origins: readonly string[] = [new URL(req.url).origin]): Promise<EditedStory> {
  const fetchSite = req.headers.get("sec-fetch-site");
  // a browser sends Origin with every POST; the editor's page posts to its own origin
  if (!origins.includes(req.headers.get("origin") ?? "") || (fetchSite !== null && fetchSite !== "same-origin"))
    return refuse(403, "Edits are accepted only from the preview page itself, inside Storyblok's Visual Editor.");
  const type = req.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) return refuse(415, `Send the edited story as application/json, not ${type || "no content type"}.`);
  const bytes = await readCapped(req, MAX_STORY_BYTES);
  if (!bytes) return refuse(413, "The edited story is larger than 2 MB.");
  let body: { story?: unknown };
  try {
    body = JSON.parse(new TextDecoder().decode(bytes)) as { story?: unknown };
  } catch {
    return refuse(400, 'The edited story is not JSON; send {"story": {…}} as the bridge gives it.');
  }
  const story = body?.story;
  if (typeof story === "object" && story !== null && typeof (story as { uuid?: unknown }).uuid === "string") return { ok: true, story: story as Record<string, unknown> };
  return refuse(400, 'The request holds no story with a uuid; send {"story": {…}} as the bridge gives it.');
}

export function withEditedStory(raw: RawContent, story: Record<string, unknown>): RawContent {
  const stories = raw.stories.map((file) => ((file.json as { story?: { uuid?: unknown } })?.story?.uuid === story.uuid ? { ...file, json: { story } } : file));
  return { ...raw, stories };
}
