// Storyblok's Visual Editor opens a preview with `_storyblok_tk[space_id]`, `[timestamp]` and
// `[token]` in the query, where token = sha1(space_id:preview token:timestamp). Only someone who
// holds the Preview token (Storyblok) can make it, so a valid, recent one marks an editor's request.
import { createHash, timingSafeEqual } from "node:crypto";

/** Storyblok's own limit: a proof older than an hour no longer opens edit mode. */
export const PROOF_MAX_AGE_SECONDS = 3600;
/** A clock a little ahead of ours is not a forgery. */
const CLOCK_SKEW_SECONDS = 60;

export interface EditorProof {
  spaceId: string;
  timestamp: string;
  token: string;
}

/** `expired`: Storyblok made it, but too long ago (the editor has to reopen the story). */
export type ProofCheck = { ok: true } | { ok: false; reason: string; expired?: true };

/** The proof's three parameters, or null when the request carries none of them (any visitor). */
export function readEditorProof(params: URLSearchParams): EditorProof | null {
  const spaceId = params.get("_storyblok_tk[space_id]");
  const timestamp = params.get("_storyblok_tk[timestamp]");
  const token = params.get("_storyblok_tk[token]");
  if (spaceId === null && timestamp === null && token === null) return null;
  return { spaceId: spaceId ?? "", timestamp: timestamp ?? "", token: token ?? "" };
}

export function editorProofToken(spaceId: string | number, previewToken: string, timestamp: string | number): string {
  return createHash("sha1").update(`${spaceId}:${previewToken}:${timestamp}`).digest("hex");
}

/** Pure: whether `proof` was made by Storyblok for this space with this token, within the hour. */
export function checkEditorProof(proof: EditorProof, space: { spaceId: number; previewToken: string; nowSeconds: number }): ProofCheck {
  if (proof.spaceId !== String(space.spaceId)) return { ok: false, reason: `the proof is for space ${proof.spaceId || "(none)"}, not ${space.spaceId}` };
  if (!/^\d{1,12}$/.test(proof.timestamp)) return { ok: false, reason: "the proof has no timestamp" };
  const expected = Buffer.from(editorProofToken(space.spaceId, space.previewToken, proof.timestamp));
  const given = Buffer.from(proof.token.toLowerCase());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "the proof's token does not match" };
  const age = space.nowSeconds - Number(proof.timestamp);
  if (age > PROOF_MAX_AGE_SECONDS) return { ok: false, reason: "the proof is more than an hour old", expired: true };
  if (age < -CLOCK_SKEW_SECONDS) return { ok: false, reason: "the proof's timestamp is in the future" };
  return { ok: true };
}
