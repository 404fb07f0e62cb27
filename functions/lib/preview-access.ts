// Who is asking: an editor (a valid proof from Storyblok's editor, or a session this preview signed
// from one), an editor whose proof or session has run out (shown the published page with a notice
// saying how to get back), or anyone else (the published page, nothing more).
import { checkEditorProof, readEditorProof } from "./preview-editor-proof";
import { checkSession, type PreviewSession, renewSession, SESSION_PARAM, signSession } from "./preview-session";

export type Access =
  | {
      kind: "editor";
      /**
       * whose Storyblok calls these are (preview-budget.ts): one proof, and every session made from
       * it, whatever story a request names (`_storyblok` is the caller's, the proof does not cover it)
       */
      payer: string;
      /** the renewed session to carry on with, when the address names a story */
      session: string | null;
    }
  | { kind: "expired"; reason: string }
  | { kind: "visitor" };

export interface AccessKeys {
  spaceId: number;
  previewToken: string;
  secret: string;
  nowSeconds: number;
}

export const EXPIRED_NOTICE =
  "Your editing session for this story has ended (a session lasts 12 hours from opening the story, or 2 hours without an edit), so this is the published page. To keep editing, reopen the story from Storyblok's content list.";

/** Pure: what a request with these query parameters may do. */
export function accessOf(params: URLSearchParams, keys: AccessKeys): Access {
  const storyParam = params.get("_storyblok");
  const storyId = storyParam !== null && /^\d{1,15}$/.test(storyParam) ? storyParam : null;
  const sessionValue = params.get(SESSION_PARAM);
  let expired: string | null = null;
  if (sessionValue !== null) {
    const check = checkSession(sessionValue, { spaceId: keys.spaceId, storyId, nowSeconds: keys.nowSeconds, secret: keys.secret });
    if (check.ok) return editorWith(renewSession(check.session, keys.nowSeconds), keys.secret);
    if (check.expired) expired = check.reason;
  }
  const proof = readEditorProof(params);
  if (proof) {
    const check = checkEditorProof(proof, keys);
    if (check.ok) {
      const started = Number(proof.timestamp);
      if (storyId === null) return { kind: "editor", payer: payerOf(keys.spaceId, started), session: null };
      return editorWith({ spaceId: keys.spaceId, storyId, started, renewed: keys.nowSeconds }, keys.secret);
    }
    if (check.expired) expired ??= check.reason;
  }
  return expired ? { kind: "expired", reason: expired } : { kind: "visitor" };
}

function editorWith(session: PreviewSession, secret: string): Access {
  return { kind: "editor", payer: payerOf(session.spaceId, session.started), session: signSession(session, secret) };
}

/** A proof is its space and timestamp: only Storyblok can make another, so a leaked link has one allowance. */
const payerOf = (spaceId: number, proofTimestamp: number) => `${spaceId}:${proofTimestamp}`;
