// The editor's session (signed by the preview function) lives in the page's address: the bridge's
// reload after a save or publish keeps the address, so the session survives it, where a cookie in
// Storyblok's frame is third-party and refused by Safari and by browsers that block those.
import { RELOAD_PARAM, SESSION_PARAM } from "../lib/preview-params";

/** Writes the renewed session into the address (and drops the one-off reload marker), without navigating. */
export function keepSession(session: string | null | undefined): void {
  const url = new URL(window.location.href);
  if (session) url.searchParams.set(SESSION_PARAM, session);
  url.searchParams.delete(RELOAD_PARAM);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url);
}

/** The reload after a save or publish: marked, so the function reads the draft as saved, not as it was a moment ago. */
export function reloadAfterSave(): void {
  const url = new URL(window.location.href);
  url.searchParams.set(RELOAD_PARAM, String(Date.now()));
  window.location.replace(url);
}
