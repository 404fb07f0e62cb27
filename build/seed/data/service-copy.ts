// The shape of one service's copy, shared by the two service data files.
import type { SceneName } from "../art-scenes";

export interface ServiceCopy {
  slug: string;
  name: string;
  /** lucide icon name shown in the mega menu and on cards */
  icon: string;
  scene: SceneName;
  hue: number;
  vimeo: string;
  excerpt: string;
  /** rich-text markup (one line) */
  heading: string;
  /** rich-text markup, paragraphs separated by blank lines */
  description: string;
  deliverables: string[];
}
