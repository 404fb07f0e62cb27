// The one video component. Its server HTML is the still with a play control and
// a plain link to the video's page, so it works without JavaScript. Awake, it
// checks the video with the host's oEmbed endpoint; a click (or, for a muted
// background loop, nothing at all) loads the player into the same box, so the
// page does not shift. Lightbox mode opens the player over the page instead.
import { ArrowUpRight, Play } from "lucide-react";
import { type CSSProperties, type MouseEvent, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import type { ImageAsset } from "../components/Image";
import { VideoStillMedia } from "../components/VideoStillMedia";
import { parseVideoUrl, providerName, type Video, watchUrl } from "../lib/video";
import { useHeldGesture } from "./held-gesture";
import { Lightbox } from "./Lightbox";
import { heldFrameData, playerFrameAttributes } from "./player-frame";
import { VideoError, VideoLoading } from "./video-overlays";
import { useVideoPlayback } from "./video-playback";

export type VideoEmbedMode = "inline" | "background" | "lightbox";

export interface VideoEmbedProps {
  /** a URL that parseVideoUrl accepts (VideoEmbedOrStill shows the still with the reason instead for one it refuses) */
  videoUrl: string;
  image: ImageAsset | null;
  /** what the video shows, for accessible names */
  title: string;
  sizes: string;
  /** width / height of the frame */
  aspect: number;
  /** crop the still to the frame's shape */
  cropStill?: boolean;
  priority?: boolean;
  className?: string;
  /** inline: plays in place on a click; background: muted, looping, no controls, starts by itself; lightbox: opens over the page */
  mode?: VideoEmbedMode;
  /** inline: start loading without a click (the lightbox's player) */
  autoplay?: boolean;
  /** background: keep the still over the playing video (the host fades it itself) */
  keepStill?: boolean;
  onReady?: () => void;
  onError?: (message: string) => void;
}

export default function VideoEmbed(props: VideoEmbedProps) {
  const parsed = parseVideoUrl(props.videoUrl);
  if (!parsed.ok) return <p className="video-still__message">{parsed.error}</p>;
  return props.mode === "lightbox" ? <LightboxVideo {...props} video={parsed.video} /> : <PlayableFrame {...props} video={parsed.video} />;
}

type WithVideo = VideoEmbedProps & { video: Video };

/** openedByTap: rendered first inside the visitor's click (the lightbox's player), so its first render makes the frame */
function PlayableFrame(props: WithVideo & { openedByTap?: boolean }) {
  const { video, title, mode = "inline" } = props;
  const background = mode === "background";
  const autoplay = background || Boolean(props.autoplay);
  // the frame was made in the visitor's tap before this first render: by the loader, in a tap it held
  // while the chunk loaded (adopted here, where this render puts it), or by this render, for the
  // lightbox a click opened
  const frameInTap = useHeldGesture("video-frame") || Boolean(props.openedByTap);
  const { state, iframeRef, rootRef, play, retry } = useVideoPlayback(video, { autoplay, frameInTap, onReady: props.onReady, onError: props.onError });
  const { status } = state;
  const playerShown = status === "loading" || status === "playing" || status === "autoplay-refused" || state.frameInTap;
  const stillShown = status !== "playing" || (background && props.keepStill);
  useEffect(() => {
    // the link the visitor activated has gone; keep keyboard focus on the video instead of the page
    if (status === "loading" && !background && document.activeElement === document.body) iframeRef.current?.focus({ preventScroll: true });
  }, [status]);
  const onStillClick = (event: MouseEvent) => {
    event.preventDefault();
    // rendered before the click returns, so the player frame is made within the visitor's gesture
    flushSync(() => play(true));
  };
  return (
    <div ref={rootRef} className={frameClasses(props, status)} style={frameStyle(props.aspect)} data-video-status={status} aria-busy={status === "loading" ? true : undefined}>
      {playerShown ? (
        <iframe
          key={state.loadId}
          ref={iframeRef}
          {...playerFrameAttributes(video, title, background ? "background" : "inline", window.innerWidth)}
          tabIndex={background ? -1 : undefined}
          aria-hidden={background ? true : undefined}
        />
      ) : null}
      {stillShown ? <VideoStillMedia image={props.image} video={video} sizes={props.sizes} aspect={props.cropStill ? props.aspect : undefined} priority={props.priority} /> : null}
      {background ? null : <StillControls {...props} status={status} onClick={onStillClick} resume={() => play()} frame={heldFrameData(video, title)} />}
      {status === "loading" || (status === "checking" && state.playRequested) ? <VideoLoading /> : null}
      {status === "error" && !background ? <VideoError video={video} error={state.error!} onRetry={retry} /> : null}
    </div>
  );
}

interface StillControlsProps {
  status: string;
  onClick: (e: MouseEvent) => void;
  resume: () => void;
  /** the player frame the loader makes inside a tap it holds while the chunk loads (inline mode only) */
  frame?: string;
}

function StillControls({ video, title, status, onClick, resume, frame }: WithVideo & StillControlsProps) {
  const provider = providerName(video);
  if (status === "autoplay-refused") {
    return (
      <button type="button" className="video-still__link" onClick={resume} aria-label={`Play video: ${title || provider}`}>
        <PlayBadge />
      </button>
    );
  }
  if (status !== "idle" && status !== "checking") return null;
  return (
    <a
      className="video-still__link"
      href={watchUrl(video)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Watch on ${provider}: ${title || "video"} (opens in a new tab)`}
      data-gesture={frame ? "video-frame" : undefined}
      data-frame={frame}
      onClick={onClick}
    >
      <PlayBadge />
      <span className="video-still__label" aria-hidden="true">
        Watch on {provider}
        <ArrowUpRight size={16} strokeWidth={2} />
      </span>
    </a>
  );
}

function PlayBadge() {
  return (
    <span className="video-still__play" aria-hidden="true">
      <Play size={28} fill="currentColor" strokeWidth={1.5} />
    </span>
  );
}

/**
 * The still opens the player in the lightbox; closing it stops the video (the player leaves the page).
 * The lightbox and its player frame are rendered before the click returns, so the frame is made
 * within the visitor's gesture, as an inline tap's is.
 */
function LightboxVideo(props: WithVideo) {
  const [open, setOpen] = useState(false);
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    flushSync(() => setOpen(true));
  };
  return (
    <div className={frameClasses(props, "idle")} style={frameStyle(props.aspect)}>
      <VideoStillMedia image={props.image} video={props.video} sizes={props.sizes} aspect={props.cropStill ? props.aspect : undefined} priority={props.priority} />
      <StillControls {...props} status="idle" onClick={onClick} resume={() => setOpen(true)} />
      <Lightbox open={open} onClose={() => setOpen(false)} kind="video" label={props.title || `${providerName(props.video)} video`}>
        <PlayableFrame {...props} mode="inline" autoplay openedByTap className="lightbox__video" priority={false} />
      </Lightbox>
    </div>
  );
}

function frameClasses({ className, mode = "inline" }: VideoEmbedProps, status: string): string {
  return ["video-still", "video-still--playable", `video-still--${mode}`, status === "playing" ? "video-still--playing" : null, className].filter(Boolean).join(" ");
}

// a custom property rather than aspect-ratio itself, so a parent's stylesheet can size the frame instead
const frameStyle = (aspect: number) => ({ "--video-still-aspect": String(aspect) }) as CSSProperties;
