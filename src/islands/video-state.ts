// The embedded video's states as a pure reducer: idle (the still) → checking
// (oEmbed) → loading (player iframe) → playing, or error. A load that fails is
// retried automatically up to VIDEO_RETRIES times before the visitor sees the
// "unavailable" message and a Retry Loading button. Autoplay refused by the
// browser shows the still again, playable by a click.
import { VIDEO_RETRIES } from "../lib/constants";

export type VideoErrorKind = "not-embeddable" | "unavailable";

export type VideoStatus = "idle" | "checking" | "loading" | "autoplay-refused" | "playing" | "error";

export interface VideoState {
  status: VideoStatus;
  /** the oEmbed check has allowed embedding */
  checked: boolean;
  /** the visitor (or background mode) asked to play before the check finished */
  playRequested: boolean;
  /** automatic retries used for the current load */
  retries: number;
  /** bumped on every new load, so the player iframe is created afresh */
  loadId: number;
  /** a tap came while the check ran: its player frame exists already (made in the tap, so
   * WebKit lets it play with sound) and waits, hidden, for the check's verdict */
  frameInTap: boolean;
  error: { kind: VideoErrorKind; message?: string } | null;
}

export type VideoAction =
  | { type: "check" }
  | { type: "check-passed" }
  | { type: "check-blocked"; message: string }
  | { type: "play"; tap?: boolean }
  | { type: "ready" }
  | { type: "autoplay-refused" }
  | { type: "load-failed" }
  | { type: "retry" };

export const initialVideoState: VideoState = { status: "idle", checked: false, playRequested: false, retries: 0, loadId: 0, frameInTap: false, error: null };

/** The first render shows the player frame, made inside the visitor's tap: by the inline loader
 * (src/islands/client.ts) for a tap it held while the island's chunk loaded, which this render adopts,
 * or by this render itself, for the lightbox a click opened. The check has not begun. */
export const frameInTapState: VideoState = { ...initialVideoState, playRequested: true, frameInTap: true, loadId: 1 };

const load = (state: VideoState, retries: number): VideoState => ({ ...state, status: "loading", retries, loadId: state.loadId + 1, error: null });

export function videoReducer(state: VideoState, action: VideoAction): VideoState {
  switch (action.type) {
    case "check":
      return state.status === "idle" && !state.checked ? { ...state, status: "checking" } : state;
    case "check-passed":
      if (state.status !== "checking") return state;
      if (state.frameInTap) return { ...state, status: "loading", checked: true, frameInTap: false };
      return state.playRequested ? load({ ...state, checked: true }, 0) : { ...state, status: "idle", checked: true };
    case "check-blocked":
      return state.status === "checking" ? { ...state, status: "error", frameInTap: false, error: { kind: "not-embeddable", message: action.message } } : state;
    case "play":
      if (state.status === "idle" && state.checked) return load(state, 0);
      if (state.status === "checking" && action.tap && !state.frameInTap) return { ...state, playRequested: true, frameInTap: true, loadId: state.loadId + 1 };
      if (state.status === "idle" || state.status === "checking") return { ...state, playRequested: true };
      return state;
    case "ready":
      return state.status === "loading" || state.status === "autoplay-refused" ? { ...state, status: "playing" } : state;
    case "autoplay-refused":
      return state.status === "loading" || state.status === "playing" ? { ...state, status: "autoplay-refused" } : state;
    case "load-failed":
      if (state.status !== "loading") return state;
      return state.retries < VIDEO_RETRIES ? load(state, state.retries + 1) : { ...state, status: "error", error: { kind: "unavailable" } };
    case "retry":
      return state.status === "error" && state.error?.kind === "unavailable" ? load(state, 0) : state;
  }
}
