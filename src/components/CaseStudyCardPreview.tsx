// A case-study card (or the next-case-study card) that plays a muted preview on
// hover where its case study has a video: its uploaded file when there is one,
// else the Vimeo (or YouTube) background player. Without a video it is the plain
// card; either way the static HTML is the same card, and no script loads before
// a pointer arrives.

import { assetFileUrl } from "../blocks/HeroBanner";
import type { CaseStudyItem } from "../content/listings";
import { Island } from "../islands/Island";
import { caseStudyCategory } from "../lib/case-studies";
import type { PreviewSource } from "../lib/hover-preview";
import { parseVideoUrl } from "../lib/video";
import { playerUrl } from "../lib/video-embed";
import { CaseStudyCard, type CaseStudyCardProps } from "./CaseStudyCard";
import { usePriority } from "./Image";
import { NextCaseStudyCard, type NextCaseStudyCardProps } from "./NextCaseStudyCard";

export function CaseStudyCardPreview(props: CaseStudyCardProps) {
  const preview = previewSource(props.item);
  if (!preview) return <CaseStudyCard {...props} />;
  return <CaseStudyCardIsland card={props} preview={preview} />;
}

function CaseStudyCardIsland({ card, preview }: { card: CaseStudyCardProps; preview: PreviewSource }) {
  // decided here, where the page is known, as the plain card's image decides it: inside the island
  // the thumbnail could not claim the page's priority image, and a later one (a logo far down) took it too
  const priority = usePriority(card.priority ?? false, card.item.image !== null) || card.priority;
  return <Island name="HoverPreview" props={{ card: { ...card, priority, item: cardFields(card.item) }, preview }} />;
}

export function NextCaseStudyCardPreview(props: NextCaseStudyCardProps) {
  const preview = previewSource(props.item);
  if (!preview) return <NextCaseStudyCard {...props} />;
  return <Island name="HoverPreview" props={{ next: { ...props, item: cardFields(props.item) }, preview }} />;
}

export function previewSource(item: CaseStudyItem): PreviewSource | null {
  if (item.video?.filename) return { kind: "file", src: assetFileUrl(item.video.filename) };
  const parsed = item.videoUrl ? parseVideoUrl(item.videoUrl) : null;
  // hover previews only play on windows wider than 1300 px, so the 720p rendition
  return parsed?.ok ? { kind: "player", src: playerUrl(parsed.video, "background", "720p") } : null;
}

/** Only what the card shows, so the island's props stay small. */
function cardFields(item: CaseStudyItem): CaseStudyItem {
  const category = caseStudyCategory(item);
  return { ...item, video: null, videoUrl: null, sectors: [], services: [], videoTypes: category ? [{ uuid: "", slug: "", ...category }] : [] };
}
