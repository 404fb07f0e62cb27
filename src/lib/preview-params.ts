// The names the preview function and the Visual Editor script share for the editor's session
// (functions/lib/preview-session.ts): both sides read them from here.

/** The session the preview signs, kept in the page's address so the bridge's reloads carry it. */
export const SESSION_PARAM = "_preview_session";
/** The renewed session, on each edit-mode answer (the editor script writes it into the address). */
export const SESSION_HEADER = "x-preview-session";
/** Set by the editor script on the reload after a save or publish: the draft must be read after the request arrived. */
export const RELOAD_PARAM = "_preview_reload";
