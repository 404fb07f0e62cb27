// The mobile menu's contents: the main list and, once live, one drill-down view
// per submenu. Entering a submenu focuses its Back control; leaving it focuses
// the item that opened it. Without JavaScript submenus are nested in the list.
import { ArrowRight, ChevronLeft, ChevronRight } from "lucide-react";
import { type RefObject, useEffect, useId, useRef } from "react";
import { NavAnchor } from "../components/NavAnchor";
import { SvgIcon } from "../components/SvgIcon";
import type { NavItem } from "../lib/nav-types";

interface ViewsProps {
  items: NavItem[];
  enhanced: boolean;
  open: boolean;
  submenu: number | null;
  onSubmenu: (index: number | null) => void;
  panelRef: RefObject<HTMLDivElement | null>;
}

export function MobileMenuViews({ items, enhanced, open, submenu, onSubmenu, panelRef }: ViewsProps) {
  const id = useId();
  const subId = (i: number) => `${id}sub-${i}`;
  const lastDrill = useRef<number | null>(null);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return void (lastDrill.current = null);
    if (submenu !== null) panel.querySelector<HTMLElement>(`#${CSS.escape(subId(submenu))} [data-back]`)?.focus({ preventScroll: true });
    else if (lastDrill.current !== null) panel.querySelector<HTMLElement>(`[data-drill="${lastDrill.current}"]`)?.focus({ preventScroll: true });
  }, [submenu, open]);

  const drill = (i: number) => {
    lastDrill.current = i;
    onSubmenu(i);
  };
  return (
    <div className="mobile-menu__views" data-view={submenu === null ? "main" : "sub"}>
      <ul className="mobile-menu__list" inert={enhanced && submenu !== null}>
        {items.map((item, i) => (
          <li key={i} className={`mobile-menu__item mobile-menu__item--${item.kind}`}>
            {item.kind === "mega" && enhanced ? (
              <button
                type="button"
                className={item.current ? "mobile-menu__link mobile-menu__link--current" : "mobile-menu__link"}
                data-drill={i}
                aria-expanded={submenu === i}
                aria-controls={subId(i)}
                onClick={() => drill(i)}
              >
                {item.label}
                <ChevronRight size={22} aria-hidden="true" />
              </button>
            ) : (
              <NavAnchor link={item} className={item.kind === "button" ? "button button--primary mobile-menu__cta" : "mobile-menu__link"} />
            )}
            {item.kind === "mega" && !enhanced ? <NestedLinks item={item} /> : null}
          </li>
        ))}
      </ul>
      {enhanced
        ? items.map((item, i) => (item.kind === "mega" ? <Submenu key={i} id={subId(i)} item={item} active={submenu === i} onBack={() => onSubmenu(null)} /> : null))
        : null}
    </div>
  );
}

function NestedLinks({ item }: { item: NavItem }) {
  return (
    <ul className="mobile-menu__nested">
      {(item.children ?? []).map((child, j) => (
        <li key={j}>
          <NavAnchor link={child} className="mobile-menu__sublink" />
        </li>
      ))}
    </ul>
  );
}

function Submenu({ id, item, active, onBack }: { id: string; item: NavItem; active: boolean; onBack: () => void }) {
  return (
    <div id={id} className="mobile-menu__sub" data-active={active ? "" : undefined} inert={!active}>
      <button type="button" className="mobile-menu__back" data-back="" onClick={onBack}>
        <ChevronLeft size={20} aria-hidden="true" />
        Back
      </button>
      <p className="mobile-menu__sub-title">{item.label}</p>
      <ul className="mobile-menu__sublist">
        {item.href ? (
          <li>
            <NavAnchor link={item} className="mobile-menu__sublink mobile-menu__sublink--all">
              All {item.label.toLowerCase()}
              <ArrowRight size={18} aria-hidden="true" />
            </NavAnchor>
          </li>
        ) : null}
        {(item.children ?? []).map((child, j) => (
          <li key={j}>
            <NavAnchor link={child} className="mobile-menu__sublink">
              {child.icon ? <SvgIcon body={child.icon} size={20} className="mobile-menu__icon" /> : null}
              {child.label}
            </NavAnchor>
          </li>
        ))}
      </ul>
    </div>
  );
}
