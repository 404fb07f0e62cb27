// The "see more" link beside a listing section's heading: an outlined button
// with an arrow, labelled "View All" when the editor left the label empty.
import { ArrowRight } from "lucide-react";
import type { Multilink } from "../content/fields";
import { DEFAULT_LINK_LABEL } from "../lib/constants";
import { SmartLink } from "./SmartLink";

export function SectionAction({ link, label, path }: { link: Multilink | undefined; label: string | null; path: string }) {
  if (!link) return null;
  return (
    <SmartLink link={link} path={path} className="button button--secondary">
      {label || DEFAULT_LINK_LABEL}
      <ArrowRight size={18} aria-hidden="true" />
    </SmartLink>
  );
}
