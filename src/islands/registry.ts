// Every interactive component, by the name of its file in src/islands, with the
// trigger that hydrates it. Only components registered here ship JavaScript.
import { defineIsland } from "./definition";
import MegaMenu from "./MegaMenu";
import MobileMenu from "./MobileMenu";
import ShareButtons from "./ShareButtons";
import VideoPauseButton from "./VideoPauseButton";
import ContactForm from "./ContactForm";

export const islandRegistry = {
  ContactForm: defineIsland(ContactForm, "idle"),
  // desktop visitors who never touch the menu download nothing: CSS opens it until then
  MegaMenu: defineIsland(MegaMenu, "interaction"),
  // the menu works as a native popover until then; the first tap or keyboard focus
  // loads it (the tap is held and replayed once live), and wide screens never show it
  MobileMenu: defineIsland(MobileMenu, "interaction"),
  ShareButtons: defineIsland(ShareButtons, "visible"),
  // the loop plays from plain HTML; only reaching for its pause button costs a download
  VideoPauseButton: defineIsland(VideoPauseButton, "interaction"),
};

export type IslandName = keyof typeof islandRegistry;
