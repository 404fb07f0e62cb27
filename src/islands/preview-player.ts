// A hover preview's player: the host's oEmbed endpoint is asked first (a refused
// video is never embedded), then the frame is started by the same code as every
// embed. Only a player that is playing reports back, so the thumbnail stays for
// one that is blocked, fails or never becomes ready.
import { useEffect, useRef, useState } from "react";
import type { Video } from "../lib/video";
import { checkEmbeddable } from "./video-oembed";
import { startPlayer } from "./video-player";

export function usePreviewPlayer(video: Video, onStarted: () => void) {
  const [allowed, setAllowed] = useState(false);
  const iframeRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    let live = true;
    checkEmbeddable(video).then((verdict) => live && setAllowed(verdict.allowed));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const iframe = iframeRef.current;
    if (!allowed || !iframe) return;
    let live = true;
    startPlayer(iframe, video).then((start) => {
      if (!live) return;
      if (start.outcome === "playing") onStarted();
      else if (start.outcome === "failed") console.warn(`[video ${video.id}] preview did not start: ${start.reason}`);
    });
    return () => {
      live = false;
    };
  }, [allowed]);

  return { allowed, iframeRef };
}
