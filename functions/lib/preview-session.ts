// An editor's working day in the Visual Editor. Storyblok's proof (`_storyblok_tk`) counts for an
// hour, and the bridge's reloads keep the address it was opened with, so a story kept open longer
// would fall back to the published page. Once a proof validates, the preview signs a session of its
// own, bound to the space and the story (`_storyblok`), and the editor script writes it into the
// page's address (`_preview_session`): reloads after save and publish keep it, where a third-party
// cookie in Storyblok's frame would be refused by Safari and by browsers blocking such cookies.
// Each page load and each edit renews it; it ends 2 hours after the last one, and 12 hours after
// the proof it came from at the latest.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export { RELOAD_PARAM, SESSION_HEADER, SESSION_PARAM } from "../../src/lib/preview-params";
/** The longest a session lasts after the proof that opened it: an editor's working day. */
export const SESSION_MAX_SECONDS = 12 * 3600;
/** A session nobody edits or reloads in this long ends (a link left in a browser's history). */
export const SESSION_IDLE_SECONDS = 2 * 3600;

export interface PreviewSession {
  spaceId: number;
  /** the story id Storyblok's editor opened (`_storyblok`) */
  storyId: string;
  /** the proof's timestamp (seconds): when Storyblok opened the story */
  started: number;
  /** the last page load or edit (seconds) */
  renewed: number;
}

export type SessionCheck = { ok: true; session: PreviewSession } | { ok: false; expired: boolean; reason: string };

/** PREVIEW_SESSION_SECRET when set, else a key derived from the Preview token (which never leaves the function). */
export function sessionSecret(previewToken: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.PREVIEW_SESSION_SECRET?.trim() || createHash("sha256").update(`preview-session\0${previewToken}`).digest("hex");
}

const signed = (fields: string, secret: string) => createHmac("sha256", secret).update(`v1.${fields}`).digest("base64url");

export function signSession(session: PreviewSession, secret: string): string {
  const fields = [session.spaceId, session.storyId, session.started, session.renewed].join(".");
  return `${fields}.${signed(fields, secret)}`;
}

/** Pure: a session value this preview signed, for this space and story, still within its limits. */
export function checkSession(value: string, expect: { spaceId: number; storyId: string | null; nowSeconds: number; secret: string }): SessionCheck {
  const match = /^(\d{1,12})\.(\d{1,15})\.(\d{1,12})\.(\d{1,12})\.([\w-]{43})$/.exec(value);
  if (!match) return { ok: false, expired: false, reason: "the session value is malformed" };
  const [, space, story, started, renewed, signature] = match as unknown as [string, string, string, string, string, string];
  const given = Buffer.from(signature);
  const wanted = Buffer.from(signed(`${space}.${story}.${started}.${renewed}`, expect.secret));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { ok: false, expired: false, reason: "the session's signature does not match" };
  if (Number(space) !== expect.spaceId || story !== expect.storyId) return { ok: false, expired: false, reason: "the session is for another space or story" };
  const session = { spaceId: Number(space), storyId: story, started: Number(started), renewed: Number(renewed) };
  if (expect.nowSeconds - session.started > SESSION_MAX_SECONDS) return { ok: false, expired: true, reason: "the session is more than 12 hours old" };
  if (expect.nowSeconds - session.renewed > SESSION_IDLE_SECONDS) return { ok: false, expired: true, reason: "the session was not used for 2 hours" };
  return { ok: true, session };
}

/** The same session, used now. */
export const renewSession = (session: PreviewSession, nowSeconds: number): PreviewSession => ({ ...session, renewed: Math.max(session.renewed, nowSeconds) });
