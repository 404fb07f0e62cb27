// A case-study card (or the next-case-study card) whose thumbnail crossfades to a muted, looping preview
// while the pointer rests on the card (see src/lib/hover-preview.ts for where
// and when), once it has started playing. The video element exists only during
// a hover, so nothing loads on touch screens, narrow windows or under reduced motion.
import { type PointerEvent, useEffect, useRef, useState } from "react";
import { CaseStudyCard, type CaseStudyCardProps } from "../components/CaseStudyCard";
import { NextCaseStudyCard, type NextCaseStudyCardProps } from "../components/NextCaseStudyCard";
import { HOVER_PREVIEW_MIN_MS } from "../lib/constants";
import { HOVER_PREVIEW_QUERY, type PreviewSource, previewShown } from "../lib/hover-preview";
import type { Video } from "../lib/video";
import { usePreviewPlayer } from "./preview-player";

/** Either a case-study card (`card`) or the next-case-study card (`next`). */
export type HoverPreviewProps = { preview: PreviewSource } & ({ card: CaseStudyCardProps; next?: never } | { next: NextCaseStudyCardProps; card?: never });

export default function HoverPreview({ card, next, preview }: HoverPreviewProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [hovering, setHovering] = useState(false);
  const [shown, setShown] = useState(false);
  const timing = useRef({ hoverAt: 0, playing: false, timer: undefined as ReturnType<typeof setTimeout> | undefined });

  const check = () => setShown(previewShown(Date.now() - timing.current.hoverAt, timing.current.playing));
  const start = () => {
    if (hovering || !matchMedia(HOVER_PREVIEW_QUERY).matches) return;
    timing.current = { hoverAt: Date.now(), playing: false, timer: setTimeout(check, HOVER_PREVIEW_MIN_MS) };
    setHovering(true);
  };
  const stop = () => {
    clearTimeout(timing.current.timer);
    setHovering(false);
    setShown(false);
  };
  const onStarted = () => {
    timing.current.playing = true;
    check();
  };

  useEffect(() => {
    // the pointer that woke the island is already on the card
    if (wrapper.current?.firstElementChild?.matches(":hover")) start();
    return () => clearTimeout(timing.current.timer);
  }, []);

  const onOver = (event: PointerEvent) => event.pointerType !== "touch" && start();
  const onOut = (event: PointerEvent) => !wrapper.current?.contains(event.relatedTarget as Node | null) && stop();
  const layer = hovering ? <PreviewLayer preview={preview} shown={shown} onStarted={onStarted} /> : null;
  return (
    <div className="hover-preview" ref={wrapper} onPointerOver={onOver} onPointerOut={onOut}>
      {next ? <NextCaseStudyCard {...next} overlay={layer} /> : <CaseStudyCard {...card} overlay={layer} />}
    </div>
  );
}

function PreviewLayer({ preview, shown, onStarted }: { preview: PreviewSource; shown: boolean; onStarted: () => void }) {
  return (
    <span className="hover-preview__layer" data-shown={shown ? "" : undefined} aria-hidden="true">
      {preview.kind === "file" ? (
        <video className="hover-preview__video" src={preview.src} muted loop autoPlay playsInline preload="auto" tabIndex={-1} onPlaying={onStarted} />
      ) : (
        <PlayerPreview src={preview.src} video={preview.video} onStarted={onStarted} />
      )}
    </span>
  );
}

function PlayerPreview({ src, video, onStarted }: { src: string; video: Video; onStarted: () => void }) {
  const { allowed, iframeRef } = usePreviewPlayer(video, onStarted);
  return allowed ? <iframe ref={iframeRef} className="hover-preview__video" src={src} title="Video preview" allow="autoplay" tabIndex={-1} /> : null;
}
