// The links or buttons under a block's text. An item's type picks its look:
// "primary" or "button" a filled button, "secondary" an outlined one, "link" a
// text link with an arrow. An item without a label reads "View All" (spec 9).
import { ArrowRight } from "lucide-react";
import type { LinkItem } from "../content/link-item";
import { DEFAULT_LINK_LABEL } from "../lib/constants";
import { SmartLink } from "./SmartLink";
import { useEditable } from "./use-editable";

interface LinkListProps {
  links: readonly LinkItem[];
  /** field path of the list, for warnings */
  path: string;
  align?: "left" | "center" | "right";
  className?: string;
}

const CLASS_BY_TYPE: Record<LinkItem["type"], string> = {
  primary: "button button--primary",
  button: "button button--primary",
  secondary: "button button--secondary",
  link: "link-list__text-link",
};

export function LinkList({ links, path, align = "left", className }: LinkListProps) {
  const editableItem = useEditable();
  if (links.length === 0) return null;
  return (
    <ul className={["link-list", `link-list--${align}`, className].filter(Boolean).join(" ")}>
      {links.map((item, i) => (
        <li key={item._uid} {...editableItem(item)} className="link-list__item">
          <SmartLink link={item.link} path={`${path}[${i}].link`} className={CLASS_BY_TYPE[item.type]}>
            <span>{item.label.trim() || DEFAULT_LINK_LABEL}</span>
            {item.type === "link" ? <ArrowRight className="link-list__arrow" size={18} aria-hidden="true" /> : null}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
