// Pause and play for a muted, looping background video (WCAG 2.2.2: motion that
// lasts more than five seconds can be stopped). The video itself is plain HTML
// that autoplays without JavaScript; only this button is an island, hydrated when
// a visitor reaches for it, so nobody downloads a script just to watch the loop.
// Its stylesheet hides it where it cannot act: without scripting, and when
// reduced motion means the video has no source to play.
import { Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";

export interface VideoPauseButtonProps {
  /** id of the <video> element it controls */
  videoId: string;
}

export default function VideoPauseButton({ videoId }: VideoPauseButtonProps) {
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const video = document.getElementById(videoId);
    if (!(video instanceof HTMLVideoElement)) return;
    // autoplay can be refused (data saver, power saving): show the state the video is really in
    const sync = () => setPaused(video.paused);
    sync();
    video.addEventListener("play", sync);
    video.addEventListener("pause", sync);
    return () => {
      video.removeEventListener("play", sync);
      video.removeEventListener("pause", sync);
    };
  }, [videoId]);

  const toggle = () => {
    const video = document.getElementById(videoId);
    if (!(video instanceof HTMLVideoElement)) return;
    if (video.paused) video.play().catch(() => setPaused(true));
    else video.pause();
  };

  return (
    <button type="button" className="video-pause-button" aria-controls={videoId} aria-label={paused ? "Play background video" : "Pause background video"} onClick={toggle}>
      {paused ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
    </button>
  );
}
