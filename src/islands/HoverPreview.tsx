// A case-study card (or the next-case-study card) whose thumbnail crossfades to a muted, looping preview
// while the pointer rests on the card (see src/lib/hover-preview.ts for where
// and when). The video element exists only during a hover, so nothing loads
// on touch screens, narrow windows or under reduced motion.
import { type PointerEvent, useEffect, useRef, useState } from "react";
import { CaseStudyCard, type CaseStudyCardProps } from "../components/CaseStudyCard";
import { NextCaseStudyCard, type NextCaseStudyCardProps } from "../components/NextCaseStudyCard";
import { HOVER_PREVIEW_MAX_MS, HOVER_PREVIEW_MIN_MS } from "../lib/constants";
import { HOVER_PREVIEW_QUERY, type PreviewSource, previewShown } from "../lib/hover-preview";

/** Either a case-study card (`card`) or the next-case-study card (`next`). */
export type HoverPreviewProps = { preview: PreviewSource } & ({ card: CaseStudyCardProps; next?: never } | { next: NextCaseStudyCardProps; card?: never });

export default function HoverPreview({ card, next, preview }: HoverPreviewProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [hovering, setHovering] = useState(false);
  const [shown, setShown] = useState(false);
  const timing = useRef({ started: 0, loaded: false, timers: [] as ReturnType<typeof setTimeout>[] });

  const check = () => setShown(previewShown(Date.now() - timing.current.started, timing.current.loaded));
  const start = () => {
    if (hovering || !matchMedia(HOVER_PREVIEW_QUERY).matches) return;
    timing.current = { started: Date.now(), loaded: false, timers: [setTimeout(check, HOVER_PREVIEW_MIN_MS), setTimeout(check, HOVER_PREVIEW_MAX_MS)] };
    setHovering(true);
  };
  const stop = () => {
    timing.current.timers.forEach(clearTimeout);
    setHovering(false);
    setShown(false);
  };
  const onLoaded = () => {
    timing.current.loaded = true;
    check();
  };

  useEffect(() => {
    // the pointer that woke the island is already on the card
    if (wrapper.current?.firstElementChild?.matches(":hover")) start();
    return () => timing.current.timers.forEach(clearTimeout);
  }, []);

  const onOver = (event: PointerEvent) => event.pointerType !== "touch" && start();
  const onOut = (event: PointerEvent) => !wrapper.current?.contains(event.relatedTarget as Node | null) && stop();
  const layer = hovering ? <PreviewLayer preview={preview} shown={shown} onLoaded={onLoaded} /> : null;
  return (
    <div className="hover-preview" ref={wrapper} onPointerOver={onOver} onPointerOut={onOut}>
      {next ? <NextCaseStudyCard {...next} overlay={layer} /> : <CaseStudyCard {...card} overlay={layer} />}
    </div>
  );
}

function PreviewLayer({ preview, shown, onLoaded }: { preview: PreviewSource; shown: boolean; onLoaded: () => void }) {
  return (
    <span className="hover-preview__layer" data-shown={shown ? "" : undefined} aria-hidden="true">
      {preview.kind === "file" ? (
        <video className="hover-preview__video" src={preview.src} muted loop autoPlay playsInline preload="auto" tabIndex={-1} onLoadedData={onLoaded} />
      ) : (
        <iframe className="hover-preview__video" src={preview.src} title="Video preview" allow="autoplay" tabIndex={-1} onLoad={onLoaded} />
      )}
    </span>
  );
}
