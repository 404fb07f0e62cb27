// Every interactive component, by the name of its file in src/islands, with the
// trigger that hydrates it. Only components registered here ship JavaScript.

import CaseStudyFilter from "./CaseStudyFilter";
import ContactForm from "./ContactForm";
import { defineIsland } from "./definition";
import HeroSlider from "./HeroSlider";
import HoverPreview from "./HoverPreview";
import LightboxImage from "./LightboxImage";
import LiveSitemap from "./LiveSitemap";
import MegaMenu from "./MegaMenu";
import MobileMenu from "./MobileMenu";
import ShareButtons from "./ShareButtons";
import VideoEmbed from "./VideoEmbed";
import VideoPauseButton from "./VideoPauseButton";

export const islandRegistry = {
  // the form works without JavaScript; touching it loads the in-place filter
  CaseStudyFilter: defineIsland(CaseStudyFilter, "interaction"),
  // the plain form posts without JavaScript; reaching for a field (or landing on the form
  // from the function's error redirect, #contact-form) loads the in-place states
  ContactForm: defineIsland(ContactForm, "interaction", { usesId: true }),
  // the slider only needs to move once it can be seen
  HeroSlider: defineIsland(HeroSlider, "visible"),
  // a card's preview needs a pointer on it; the island itself checks width, pointer and motion
  HoverPreview: defineIsland(HoverPreview, "interaction"),
  // desktop visitors who never touch the menu download nothing: CSS opens it until then
  MegaMenu: defineIsland(MegaMenu, "interaction", { usesId: true }),
  // preview builds only: the live list when the sitemap comes into view
  LiveSitemap: defineIsland(LiveSitemap, "visible"),
  // the menu works as a native popover until then; the first tap or keyboard focus
  // loads it (the tap is held and replayed once live), and wide screens never show it
  MobileMenu: defineIsland(MobileMenu, "interaction", { usesId: true }),
  // the share links work as plain links; pointing at, focusing or tapping the row loads the copy
  // buttons and the native share sheet (a click that came first is held and replayed), so an
  // article or case study costs no script for the visitor who only reads it
  ShareButtons: defineIsland(ShareButtons, "interaction"),
  // the loop plays from plain HTML; only reaching for its pause button costs a download
  VideoPauseButton: defineIsland(VideoPauseButton, "interaction"),
  // nothing reaches a video host before the still is within 100 px of the viewport, hovered or focused
  VideoEmbed: defineIsland(VideoEmbed, "near"),
  // a gallery image opens larger only when a visitor reaches for it
  LightboxImage: defineIsland(LightboxImage, "interaction"),
};

export type IslandName = keyof typeof islandRegistry;
