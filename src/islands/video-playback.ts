// The embedded video's life as a hook: check with oEmbed once awake, load the
// player when asked (or at once for a background loop), retry failed loads,
// and tell the host page (slider, lightbox) through callbacks and DOM events.
import { type RefObject, useEffect, useReducer, useRef } from "react";
import type { Video } from "../lib/video";
import { checkEmbeddable } from "./video-oembed";
import { startPlayer } from "./video-player";
import { frameInTapState, initialVideoState, type VideoState, videoReducer } from "./video-state";

export interface PlaybackOptions {
  /** start without waiting for a click (background loops, the lightbox) */
  autoplay: boolean;
  /** the first render shows the player frame, made inside a tap (video-state.ts: frameInTapState) */
  frameInTap?: boolean;
  onReady?: () => void;
  onError?: (message: string) => void;
}

export interface Playback {
  state: VideoState;
  iframeRef: RefObject<HTMLIFrameElement | null>;
  rootRef: RefObject<HTMLDivElement | null>;
  /** tap: the visitor's click, which may create the player frame before the check has finished */
  play: (tap?: boolean) => void;
  retry: () => void;
}

/** Events the frame fires (they bubble), for hosts that are not React parents. */
export const VIDEO_READY_EVENT = "video-embed:ready";
export const VIDEO_ERROR_EVENT = "video-embed:error";

export function useVideoPlayback(video: Video, { autoplay, frameInTap = false, onReady, onError }: PlaybackOptions): Playback {
  const [state, dispatch] = useReducer(videoReducer, frameInTap ? frameInTapState : initialVideoState);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const resume = useRef<(() => Promise<void>) | null>(null);

  useEffect(() => {
    let live = true;
    dispatch({ type: "check" });
    if (autoplay) dispatch({ type: "play" });
    checkEmbeddable(video).then((verdict) => {
      if (live) dispatch(verdict.allowed ? { type: "check-passed" } : { type: "check-blocked", message: verdict.message });
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const iframe = iframeRef.current;
    if (state.status !== "loading" || !iframe) return;
    let live = true;
    startPlayer(iframe, video).then((start) => {
      if (!live) return;
      if (start.outcome === "failed") {
        console.warn(`[video ${video.id}] load failed: ${start.reason}`);
        return dispatch({ type: "load-failed" });
      }
      resume.current = start.play;
      dispatch({ type: start.outcome === "playing" ? "ready" : "autoplay-refused" });
    });
    return () => {
      live = false;
    };
    // a frame made in a tap during the check starts once the check passes, with the same loadId
  }, [state.loadId, state.status === "loading"]);

  useEffect(() => {
    const root = rootRef.current;
    if (state.status === "playing") {
      onReady?.();
      root?.dispatchEvent(new CustomEvent(VIDEO_READY_EVENT, { bubbles: true }));
    } else if (state.status === "error") {
      const message = state.error?.message ?? state.error?.kind ?? "error";
      onError?.(message);
      root?.dispatchEvent(new CustomEvent(VIDEO_ERROR_EVENT, { bubbles: true, detail: { message } }));
    }
  }, [state.status]);

  const play = (tap = false) => {
    if (state.status === "autoplay-refused" && resume.current) {
      resume.current().then(
        () => dispatch({ type: "ready" }),
        () => undefined,
      );
    } else dispatch({ type: "play", tap });
  };
  return { state, iframeRef, rootRef, play, retry: () => dispatch({ type: "retry" }) };
}
