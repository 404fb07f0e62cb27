// Desktop navigation with the services mega menu, as a disclosure (a link plus a
// toggle button with aria-expanded; not role=menu). Before it hydrates, CSS opens
// the panel on :hover and :focus-within; once live, useMegaDisclosure drives it.
import { ArrowRight, ChevronDown } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { NavAnchor } from "../components/NavAnchor";
import { SvgIcon } from "../components/SvgIcon";
import type { NavItem } from "../lib/nav-types";
import { useMegaDisclosure } from "./mega-disclosure";

export interface MegaMenuProps {
  items: NavItem[];
}

export default function MegaMenu({ items }: MegaMenuProps) {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <ul className="site-nav__list" data-enhanced={enhanced ? "" : undefined}>
      {items.map((item, i) =>
        item.kind === "mega" ? (
          <MegaItem key={i} item={item} enhanced={enhanced} />
        ) : (
          <li key={i} className={`site-nav__item site-nav__item--${item.kind}`}>
            <NavAnchor link={item} className={item.kind === "button" ? "button button--primary button--small site-nav__cta" : "site-nav__link"} />
          </li>
        ),
      )}
    </ul>
  );
}

function MegaItem({ item, enhanced }: { item: NavItem; enhanced: boolean }) {
  const { open, hide, itemRef, toggleRef, itemHandlers, onToggle } = useMegaDisclosure();
  const panelId = useId();
  return (
    <li ref={itemRef} className="site-nav__item site-nav__item--mega" data-open={open ? "" : undefined} {...itemHandlers}>
      <NavAnchor link={item} className="site-nav__link" />
      {/* without JavaScript the panel follows hover and focus alone, so no state is claimed */}
      <button ref={toggleRef} type="button" className="site-nav__toggle" aria-expanded={enhanced ? open : undefined} aria-controls={panelId} onClick={onToggle}>
        <ChevronDown size={16} strokeWidth={2.25} aria-hidden="true" />
        <span className="visually-hidden">{item.label} menu</span>
      </button>
      {/* inert as soon as it closes: the fade-out must not leave its links in the Tab order */}
      <div id={panelId} className="mega" inert={enhanced && !open}>
        <MegaPanel item={item} onFollow={hide} />
      </div>
    </li>
  );
}

function MegaPanel({ item, onFollow }: { item: NavItem; onFollow: () => void }) {
  const children = item.children ?? [];
  return (
    <div className="mega__inner container">
      <div className="mega__intro">
        <p className="mega__title">{item.label}</p>
        <p className="mega__count">
          {children.length} {item.label.toLowerCase()}
        </p>
        {item.href ? (
          <NavAnchor link={item} className="mega__all" onClick={onFollow}>
            All {item.label.toLowerCase()}
            <ArrowRight size={18} aria-hidden="true" />
          </NavAnchor>
        ) : null}
      </div>
      <ul className="mega__grid">
        {children.map((child, i) => (
          <li key={i}>
            <NavAnchor link={child} className="mega__link" onClick={onFollow}>
              <span className="mega__icon">{child.icon ? <SvgIcon body={child.icon} size={20} /> : null}</span>
              <span className="mega__label">{child.label}</span>
            </NavAnchor>
          </li>
        ))}
      </ul>
    </div>
  );
}
