// The query Storyblok's Visual Editor adds to a preview address: the story, and the proof that
// only the holder of the Preview token can make (sha1 of space id, token and timestamp).
import { createHash } from "node:crypto";

export function editorQuery(storyId: number | string, space: { spaceId: number; previewToken: string }, timestampSeconds = Math.floor(Date.now() / 1000)): string {
  const token = createHash("sha1").update(`${space.spaceId}:${space.previewToken}:${timestampSeconds}`).digest("hex");
  return new URLSearchParams({
    _storyblok: String(storyId),
    "_storyblok_tk[space_id]": String(space.spaceId),
    "_storyblok_tk[timestamp]": String(timestampSeconds),
    "_storyblok_tk[token]": token,
  }).toString();
}
