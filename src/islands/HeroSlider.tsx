// The hero slider: one case study at a time with a "01 - 05" counter. It
// advances every 10 s and wraps; the first 3 thumbnails (links until it is
// live, then buttons) switch slides in place and restart the wait. Auto-advance
// is pausable (a visible control), pauses while hovered or focused, never runs
// under reduced motion, and each change is announced politely. Each slide shows
// its still first, then fades to its muted background video once that plays (see
// slideVideoShown); a video that is refused or never plays leaves the still.
import { ArrowRight, Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Image, type ImageAsset } from "../components/Image";
import { SLIDE_IMAGE_HOLD_MIN_MS, SLIDER_INTERVAL_MS, THUMBNAIL } from "../lib/constants";
import { nextSlide, slideCounter, slideVideoShown } from "../lib/slider";
import VideoEmbed from "./VideoEmbed";

export interface SlideData {
  heading: string;
  videoUrl: string | null;
  url: string;
  client: string | null;
  description: string;
  image: ImageAsset | null;
}

export interface HeroSliderProps {
  slides: SlideData[];
  /** how many slides get a thumbnail */
  thumbnails: number;
}

export default function HeroSlider({ slides, thumbnails }: HeroSliderProps) {
  const [index, setIndex] = useState(0);
  const [live, setLive] = useState(false);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const [reducedMotion, setReducedMotion] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const running = live && !paused && !held.hover && !held.focus && !reducedMotion && slides.length > 1;

  useEffect(() => {
    setLive(true);
    const motion = matchMedia("(prefers-reduced-motion: reduce)");
    setReducedMotion(motion.matches);
    setHeld({ hover: Boolean(root.current?.matches(":hover")), focus: Boolean(root.current?.contains(document.activeElement)) });
    const onMotion = () => setReducedMotion(motion.matches);
    motion.addEventListener("change", onMotion);
    return () => motion.removeEventListener("change", onMotion);
  }, []);

  // a new slide, a resume or a thumbnail choice starts a fresh 10 s wait; anything else cancels it
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex((i) => nextSlide(i, slides.length)), SLIDER_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [running, index]);

  const slide = slides[index]!;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only hold the auto-advance (WCAG 2.2.2); the pause button is the control
    <div
      ref={root}
      className="case-study-slider__body"
      onPointerEnter={(e) => e.pointerType === "mouse" && setHeld((h) => ({ ...h, hover: true }))}
      onPointerLeave={(e) => e.pointerType === "mouse" && setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setHeld((h) => ({ ...h, focus: false }))}
    >
      <div className="case-study-slider__bar">
        <p className="case-study-slider__counter">
          <span aria-hidden="true">{slideCounter(index, slides.length)}</span>
          <span className="visually-hidden" aria-live={live ? "polite" : undefined} aria-atomic="true">
            {`Case study ${index + 1} of ${slides.length}${live ? `: ${slide.heading}` : ""}`}
          </span>
        </p>
        {live && slides.length > 1 && !reducedMotion ? (
          <button type="button" className="case-study-slider__toggle" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
            {paused ? <Play size={16} aria-hidden="true" /> : <Pause size={16} aria-hidden="true" />}
            {paused ? "Play slideshow" : "Pause slideshow"}
          </button>
        ) : null}
      </div>
      <article className="case-study-slider__slide">
        <SlideMedia key={index} item={slide} playVideo={live && !reducedMotion} next={running ? slides[nextSlide(index, slides.length)] : undefined} />
        <Captions slides={slides} current={index} />
      </article>
      {slides.length > 1 ? <Thumbnails items={slides.slice(0, thumbnails)} current={index} live={live} onChoose={setIndex} /> : null}
    </div>
  );
}

/** The slide's still (or its background video), and the next slide's still, hidden, so it is there before it shows. */
function SlideMedia({ item, playVideo, next }: { item: SlideData; playVideo: boolean; next: SlideData | undefined }) {
  const video = playVideo && item.videoUrl ? item.videoUrl : null;
  const videoShown = useVideoFade(video !== null);
  return (
    <div className="case-study-slider__media" data-video-shown={videoShown.shown ? "" : undefined}>
      {next?.image && next !== item ? (
        <div className="case-study-slider__next" aria-hidden="true">
          <SlideImage image={next.image} className="case-study-slider__next-image" eager />
        </div>
      ) : null}
      {video ? (
        <VideoEmbed
          videoUrl={video}
          mode="background"
          image={null}
          title={item.heading}
          sizes="100vw"
          aspect={16 / 9}
          className="case-study-slider__video"
          onReady={videoShown.onStarted}
        />
      ) : null}
      {item.image ? <SlideImage image={item.image} className="case-study-slider__image" /> : null}
    </div>
  );
}

/** eager for the hidden next still: a lazy image that is not shown is never fetched in WebKit */
function SlideImage({ image, className, eager }: { image: ImageAsset; className: string; eager?: boolean }) {
  return <Image asset={image} sizes="(min-width: 1300px) 1280px, 100vw" aspect={16 / 9} widths={[480, 768, 1024, 1440, 1920]} className={className} eager={eager} />;
}

/**
 * Every slide's caption in one grid cell, only the current one shown: the cell is as tall as the
 * tallest, so a slide change moves nothing below the slider (WebKit has no scroll anchoring).
 */
function Captions({ slides, current }: { slides: SlideData[]; current: number }) {
  return (
    <div className="case-study-slider__captions">
      {slides.map((item, i) => {
        const idle = i !== current;
        return (
          <div key={item.url} className="case-study-slider__caption" aria-hidden={idle || undefined} inert={idle || undefined}>
            {item.client ? <p className="case-study-slider__client">{item.client}</p> : null}
            <h3 className="case-study-slider__title">{item.heading}</h3>
            {item.description ? <p className="case-study-slider__description">{item.description}</p> : null}
            <a className="button button--primary" href={item.url}>
              View case study<span className="visually-hidden">{`: ${item.heading}`}</span>
              <ArrowRight size={18} aria-hidden="true" />
            </a>
          </div>
        );
      })}
    </div>
  );
}

/** Three to a row: at most 30% of a phone's or tablet's width, then the thumbnail's own size (src/blocks/CaseStudySlider.css). */
const THUMBNAIL_SIZES = `(min-width: 1024px) ${THUMBNAIL.width}px, 30vw`;

function Thumbnails({ items, current, live, onChoose }: { items: SlideData[]; current: number; live: boolean; onChoose: (i: number) => void }) {
  return (
    <ul className="case-study-slider__thumbs" aria-label="Featured case studies">
      {items.map((item, i) => {
        const inner = (
          <>
            <span className="case-study-slider__thumb-media">
              {item.image ? (
                <Image
                  asset={item.image}
                  sizes={THUMBNAIL_SIZES}
                  aspect={THUMBNAIL.width / THUMBNAIL.height}
                  widths={[THUMBNAIL.width, THUMBNAIL.width * 2]}
                  quality={THUMBNAIL.quality}
                  alt=""
                />
              ) : null}
            </span>
            <span className="case-study-slider__thumb-title">{item.heading}</span>
          </>
        );
        return (
          <li key={item.url}>
            {live ? (
              <button type="button" className="case-study-slider__thumb" aria-pressed={i === current} onClick={() => onChoose(i)}>
                {inner}
              </button>
            ) : (
              <a className="case-study-slider__thumb" href={item.url} aria-current={i === 0 ? "true" : undefined}>
                {inner}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The still's hold over a slide's video: see slideVideoShown. */
function useVideoFade(hasVideo: boolean) {
  const [shown, setShown] = useState(false);
  const timing = useRef({ slideAt: 0, playing: false });
  const check = () => setShown(slideVideoShown(Date.now() - timing.current.slideAt, timing.current.playing));
  useEffect(() => {
    if (!hasVideo) return;
    timing.current = { slideAt: Date.now(), playing: false };
    const timer = setTimeout(check, SLIDE_IMAGE_HOLD_MIN_MS);
    return () => clearTimeout(timer);
  }, [hasVideo]);
  const onStarted = () => {
    timing.current.playing = true;
    check();
  };
  return { shown: hasVideo && shown, onStarted };
}
