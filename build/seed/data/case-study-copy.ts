// The shape of one case study's copy, shared by the case study data files.
import type { Look } from "../media";

export interface CaseStudyCopy {
  slug: string;
  title: string;
  /** a client slug, or (as older entries store it) an object with the client's name */
  client: string | { name: string };
  sectors: string[];
  /** one service slug (single-option field) or several */
  services: string | string[];
  videoTypes: string[];
  /** "YYYY-MM-DD HH:mm" */
  date: string;
  vimeo: string;
  /** banner heading; null where the editor left it empty */
  heading: string | null;
  description: string;
  challenge: string;
  approach: string;
  result: string;
  quote?: { text: string; who: string };
  look: Look;
  /** carries the uploaded loop clip as well as the Vimeo link */
  upload?: boolean;
}
