// Share links for the share area (spec 7). No backend call: each target opens an
// external share page with the page address plus a cache-busting time parameter.
export const SHARE_TARGETS = ["twitter", "facebook", "whatsapp", "linkedin", "email", "share-icon", "instagram"] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

export const EMAIL_SUBJECT_FALLBACK = "Check out this page";
export const EMAIL_BODY_INTRO = "I thought you might find this interesting";
export const COPIED_MESSAGE = "Copied to clipboard";
export const COPY_FAILED_MESSAGE = "Copy failed";
export const INSTAGRAM_MESSAGE = "Instagram: Copy URL and share manually";

export function withCacheBuster(pageUrl: string, now: number): string {
  const url = new URL(pageUrl);
  url.searchParams.set("t", String(now));
  return url.toString();
}

/** The external page a target opens, or null for targets handled in the page (copy, share sheet). */
export function shareHref(target: ShareTarget, pageUrl: string, title: string, isMobile: boolean): string | null {
  const url = encodeURIComponent(pageUrl);
  switch (target) {
    case "twitter":
      return `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(title)}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case "whatsapp":
      return isMobile ? `whatsapp://send?text=${url}` : `https://web.whatsapp.com/send?text=${url}`;
    case "email": {
      const subject = encodeURIComponent(title || EMAIL_SUBJECT_FALLBACK);
      const body = encodeURIComponent(`${EMAIL_BODY_INTRO}\n\n${pageUrl}`);
      return `mailto:?subject=${subject}&body=${body}`;
    }
    default:
      return null;
  }
}
