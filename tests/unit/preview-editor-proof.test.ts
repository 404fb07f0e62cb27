// Edit mode's gate: Storyblok's `_storyblok_tk` proof, sha1(space_id:preview token:timestamp),
// valid for an hour, for this space only.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkEditorProof, type EditorProof, PROOF_MAX_AGE_SECONDS, readEditorProof } from "../../functions/lib/preview-editor-proof";

const SPACE = { spaceId: 287015, previewToken: "preview-token", nowSeconds: 1_800_000_000 };
/** The proof as Storyblok computes it (written out here, not through the code under test). */
const proofAt = (timestamp: number, spaceId = SPACE.spaceId, token = SPACE.previewToken): EditorProof => ({
  spaceId: String(spaceId),
  timestamp: String(timestamp),
  token: createHash("sha1").update(`${spaceId}:${token}:${timestamp}`).digest("hex"),
});

describe("checkEditorProof", () => {
  it("accepts Storyblok's proof for this space and token, up to an hour old", () => {
    expect(checkEditorProof(proofAt(SPACE.nowSeconds), SPACE)).toEqual({ ok: true });
    expect(checkEditorProof(proofAt(SPACE.nowSeconds - PROOF_MAX_AGE_SECONDS), SPACE)).toEqual({ ok: true });
  });

  it("refuses a forged token", () => {
    expect(checkEditorProof({ ...proofAt(SPACE.nowSeconds), token: "0".repeat(40) }, SPACE)).toMatchObject({ ok: false, reason: /does not match/ });
    expect(checkEditorProof({ ...proofAt(SPACE.nowSeconds), token: "x" }, SPACE)).toMatchObject({ ok: false });
    // made with another token (a Public token, say)
    expect(checkEditorProof(proofAt(SPACE.nowSeconds, SPACE.spaceId, "public-token"), SPACE)).toMatchObject({ ok: false, reason: /does not match/ });
    // a valid token with another timestamp put in its place
    expect(checkEditorProof({ ...proofAt(SPACE.nowSeconds - 7200), timestamp: String(SPACE.nowSeconds) }, SPACE)).toMatchObject({ ok: false });
  });

  it("refuses a stale proof (older than an hour) and one dated in the future", () => {
    expect(checkEditorProof(proofAt(SPACE.nowSeconds - PROOF_MAX_AGE_SECONDS - 1), SPACE)).toMatchObject({ ok: false, reason: /more than an hour old/, expired: true });
    // a stale forgery is a forgery: only Storyblok's own proof is told it expired
    expect(checkEditorProof({ ...proofAt(SPACE.nowSeconds - 7200), token: "0".repeat(40) }, SPACE)).toEqual({ ok: false, reason: "the proof's token does not match" });
    expect(checkEditorProof(proofAt(SPACE.nowSeconds + 3600), SPACE)).toMatchObject({ ok: false, reason: /future/ });
  });

  it("refuses another space's proof, even one made with the same token", () => {
    expect(checkEditorProof(proofAt(SPACE.nowSeconds, 1), SPACE)).toMatchObject({ ok: false, reason: /space 1, not 287015/ });
  });

  it("refuses a proof without a timestamp", () => {
    expect(checkEditorProof({ ...proofAt(SPACE.nowSeconds), timestamp: "" }, SPACE)).toMatchObject({ ok: false, reason: /no timestamp/ });
  });
});

describe("readEditorProof", () => {
  it("reads the three _storyblok_tk parameters, and gives null when there are none", () => {
    const query = new URLSearchParams("_storyblok=1&_storyblok_tk[space_id]=5&_storyblok_tk[timestamp]=9&_storyblok_tk[token]=abc");
    expect(readEditorProof(query)).toEqual({ spaceId: "5", timestamp: "9", token: "abc" });
    expect(readEditorProof(new URLSearchParams("_storyblok=1"))).toBeNull();
    expect(readEditorProof(new URLSearchParams("_storyblok_tk[token]=abc"))).toEqual({ spaceId: "", timestamp: "", token: "abc" });
  });
});
