// A muted, looping background video with a pause control (WCAG 2.2.2: motion
// that lasts more than five seconds can be stopped). The video has a source only
// when the visitor has not asked for reduced motion, so then nothing downloads
// and the still underneath stays. The control appears once it can work: after
// hydration, and only when the video plays or could.
import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";

export interface BackgroundVideoProps {
  /** the mp4 file on the site's asset path */
  src: string;
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

export default function BackgroundVideo({ src }: BackgroundVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [controllable, setControllable] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element || window.matchMedia(REDUCED_MOTION).matches) return;
    setControllable(true);
    // autoplay can be refused (data saver, power saving); then the control offers Play
    element.play().catch(() => setPaused(true));
  }, []);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      element.play().then(() => setPaused(false), () => setPaused(true));
    } else {
      element.pause();
      setPaused(true);
    }
  };

  return (
    <div className="background-video">
      <video ref={video} className="background-video__video" autoPlay muted loop playsInline preload="metadata" aria-hidden="true" tabIndex={-1}>
        <source src={src} type="video/mp4" media="(prefers-reduced-motion: no-preference)" />
      </video>
      <button
        type="button"
        className="background-video__toggle"
        hidden={!controllable}
        aria-label={paused ? "Play background video" : "Pause background video"}
        onClick={toggle}
      >
        {paused ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
      </button>
    </div>
  );
}
