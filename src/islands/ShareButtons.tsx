// The share area of articles and case studies. Works as plain links before
// hydration (the server renders real share URLs for the canonical address); the
// two copy buttons need script, so they are marked to be hidden where none runs
// (ShareRow.css).
import { Link2, Mail, Share2 } from "lucide-react";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { type Brand, BrandIcon } from "../components/BrandIcon";
import { copyText } from "../lib/clipboard";
import { BREAKPOINTS, COPY_FEEDBACK_MS, SHARE_BUTTON_SIZE } from "../lib/constants";
import { COPIED_MESSAGE, COPY_FAILED_MESSAGE, INSTAGRAM_MESSAGE, type ShareTarget, shareHref, withCacheBuster } from "../lib/share";
import { takeHeldGesture } from "./held-gesture";

export interface ShareButtonsProps {
  url: string;
  title: string;
  targets: ShareTarget[];
}

const LABELS: Record<ShareTarget, string> = {
  twitter: "Share on X",
  facebook: "Share on Facebook",
  whatsapp: "Share on WhatsApp",
  linkedin: "Share on LinkedIn",
  email: "Share by email",
  "share-icon": "Share or copy link",
  instagram: "Copy link for Instagram",
};

function TargetIcon({ target }: { target: ShareTarget }) {
  const size = SHARE_BUTTON_SIZE / 2;
  if (target === "email") return <Mail size={size} aria-hidden="true" />;
  if (target === "share-icon") return <Share2 size={size} aria-hidden="true" />;
  return <BrandIcon brand={target as Brand} size={size} />;
}

export default function ShareButtons({ url, title, targets }: ShareButtonsProps) {
  const [message, setMessage] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const say = (text: string) => {
    setMessage(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(""), COPY_FEEDBACK_MS);
  };
  const copy = async (confirmation: string) => say((await copyText(window.location.href)) ? confirmation : COPY_FAILED_MESSAGE);
  /** The copy or share sheet the loader already opened inside a first tap that came before hydration. */
  const heldOutcome = async (held: unknown, confirmation: string, target: ShareTarget) => {
    try {
      await held;
      if (target === "instagram" || !navigator.share) say(confirmation);
    } catch (error) {
      if ((error as Error).name !== "AbortError") say(COPY_FAILED_MESSAGE);
    }
  };

  const onShare = async (event: MouseEvent<HTMLAnchorElement | HTMLButtonElement>, target: ShareTarget) => {
    const held = takeHeldGesture(event.currentTarget);
    if (held) return heldOutcome(held, target === "instagram" ? INSTAGRAM_MESSAGE : COPIED_MESSAGE, target);
    const pageUrl = withCacheBuster(window.location.href, Date.now());
    if (target === "instagram") return copy(INSTAGRAM_MESSAGE);
    if (target === "share-icon") {
      if (navigator.share) {
        try {
          return await navigator.share({ title, url: pageUrl });
        } catch (error) {
          if ((error as Error).name === "AbortError") return;
        }
      }
      return copy(COPIED_MESSAGE);
    }
    const isMobile = window.innerWidth < BREAKPOINTS.md;
    const href = shareHref(target, pageUrl, title, isMobile);
    if (!href) return console.warn(`Unsupported share target: ${target}`);
    event.preventDefault();
    if (href.startsWith("mailto:") || href.startsWith("whatsapp:")) window.location.href = href;
    else window.open(href, "_blank", "noopener,noreferrer");
  };

  return (
    <div className="share">
      <ul className="share__list" aria-label="Share this page">
        {targets.map((target) => {
          const href = shareHref(target, url, title, false);
          return (
            <li key={target} className={href ? undefined : "share__item--needs-script"}>
              {href ? (
                <a className="share__button" href={href} target="_blank" rel="noopener noreferrer" aria-label={LABELS[target]} onClick={(e) => onShare(e, target)}>
                  <TargetIcon target={target} />
                </a>
              ) : (
                <button
                  type="button"
                  className="share__button"
                  aria-label={LABELS[target]}
                  data-gesture={target === "instagram" ? "copy-url" : "share"}
                  data-share-title={target === "instagram" ? undefined : title}
                  onClick={(e) => onShare(e, target)}
                >
                  {target === "instagram" ? <BrandIcon brand="instagram" size={SHARE_BUTTON_SIZE / 2} /> : <Link2 size={SHARE_BUTTON_SIZE / 2} aria-hidden="true" />}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p className="share__status" role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
