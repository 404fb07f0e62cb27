// A case-study card (or the next-case-study card) that plays a muted preview on
// hover where its case study has a video: its uploaded file when there is one,
// else the Vimeo (or YouTube) background player. Without a video it is the plain
// card; either way the static HTML is the same card, and no script loads before
// a pointer arrives.

import { CaseStudyCard, type CaseStudyCardProps, caseStudyCardItem } from "../components/CaseStudyCard";
import { usePriority } from "../components/Image";
import { NextCaseStudyCard, type NextCaseStudyCardProps } from "../components/NextCaseStudyCard";
import type { CaseStudyItem } from "../content/listings";
import type { PreviewSource } from "../lib/hover-preview";
import { assetFileUrl } from "../lib/images";
import { parseVideoUrl } from "../lib/video";
import { playerUrl } from "../lib/video-embed";
import { Island } from "./Island";

/** The card's props, with the whole case study (its video decides the preview). */
type WithCaseStudy<P> = Omit<P, "item"> & { item: CaseStudyItem };

export function CaseStudyCardPreview({ item, ...props }: WithCaseStudy<CaseStudyCardProps>) {
  // only what the card shows goes on, so an island's props stay small
  const card = { ...props, item: caseStudyCardItem(item) };
  const preview = previewSource(item);
  if (!preview) return <CaseStudyCard {...card} />;
  return <CaseStudyCardIsland card={card} preview={preview} />;
}

function CaseStudyCardIsland({ card, preview }: { card: CaseStudyCardProps; preview: PreviewSource }) {
  // decided here, where the page is known, as the plain card's image decides it: inside the island
  // the thumbnail could not claim the page's priority image, and a later one (a logo far down) took it too
  // (a card that was not asked and claims nothing keeps its prop unset, out of the island's props)
  const priority = usePriority(card.priority ?? false, card.item.image !== null) || card.priority;
  return <Island name="HoverPreview" props={{ card: { ...card, priority }, preview }} />;
}

export function NextCaseStudyCardPreview({ item, ...props }: WithCaseStudy<NextCaseStudyCardProps>) {
  const next = { ...props, item: caseStudyCardItem(item) };
  const preview = previewSource(item);
  if (!preview) return <NextCaseStudyCard {...next} />;
  return <Island name="HoverPreview" props={{ next, preview }} />;
}

export function previewSource(item: CaseStudyItem): PreviewSource | null {
  if (item.video?.filename) return { kind: "file", src: assetFileUrl(item.video.filename) };
  const parsed = item.videoUrl ? parseVideoUrl(item.videoUrl) : null;
  // hover previews only play on windows wider than 1300 px, so the 720p rendition
  return parsed?.ok ? { kind: "player", src: playerUrl(parsed.video, "background", "720p"), video: parsed.video } : null;
}
