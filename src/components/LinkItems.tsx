// A block's row of call-to-action links (CMS link items): "primary" and
// "button" as the accent button, "secondary" outlined, "link" as an arrowed
// text link. An empty label falls back to the spec's default, "View All".
import { ArrowRight } from "lucide-react";
import type { LinkItem } from "../content/link-item";
import { DEFAULT_LINK_LABEL } from "../lib/constants";
import { SmartLink } from "./SmartLink";

interface LinkItemsProps {
  items: readonly LinkItem[];
  /** field path of the list, for warnings */
  path: string;
  className?: string;
}

const CLASS_BY_TYPE: Record<LinkItem["type"], string> = {
  primary: "button button--primary",
  button: "button button--primary",
  secondary: "button button--secondary",
  link: "link-items__text-link",
};

export function LinkItems({ items, path, className }: LinkItemsProps) {
  if (items.length === 0) return null;
  return (
    <ul className={className ? `link-items ${className}` : "link-items"}>
      {items.map((item, i) => (
        <li key={item._uid}>
          <SmartLink link={item.link} path={`${path}[${i}].link`} className={CLASS_BY_TYPE[item.type]}>
            {item.label || DEFAULT_LINK_LABEL}
            {item.type === "link" ? <ArrowRight size={18} aria-hidden="true" /> : null}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
