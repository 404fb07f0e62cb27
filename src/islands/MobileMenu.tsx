// The mobile menu (under 1024 px): a toggle and a slide-in panel. Without
// JavaScript the panel is a native popover listing every link, submenus nested.
// Once live it is a modal panel: page scroll locked, Tab kept inside, Escape or
// Close shuts it and focus returns to the toggle; a submenu (Services) drills
// down into its own view with a Back control.
import { ArrowRight, ChevronLeft, ChevronRight, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Logo } from "../components/Logo";
import { NavAnchor } from "../components/NavAnchor";
import { SvgIcon } from "../components/SvgIcon";
import type { NavItem } from "../layouts/nav-items";
import { BREAKPOINTS } from "../lib/constants";
import { focusableIn, trapTab } from "./dom/focus-trap";
import { lockScroll } from "./dom/scroll-lock";

export interface MobileMenuProps {
  items: NavItem[];
  siteName: string;
}

export default function MobileMenu({ items, siteName }: MobileMenuProps) {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const [submenu, setSubmenu] = useState<number | null>(null);
  const lastDrill = useRef<number | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const panelId = `${id}panel`;
  const subId = (i: number) => `${id}sub-${i}`;

  const close = () => {
    setOpen(false);
    setSubmenu(null);
    lastDrill.current = null;
    toggleRef.current?.focus();
  };

  useEffect(() => {
    // a visitor who opened the native popover before the script arrived keeps the menu open
    const panel = panelRef.current;
    const popoverOpen = Boolean(panel && "hidePopover" in panel && panel.matches(":popover-open"));
    if (popoverOpen) panel!.hidePopover();
    setEnhanced(true);
    if (popoverOpen) setOpen(true);
    const onPageShow = () => setOpen(false);
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const unlock = lockScroll();
    (panel.querySelector<HTMLElement>("[data-close]") ?? focusableIn(panel)[0])?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
      } else trapTab(event, panel);
    };
    const wide = matchMedia(`(min-width: ${BREAKPOINTS.lg}px)`);
    const onWide = () => wide.matches && close();
    document.addEventListener("keydown", onKeyDown);
    wide.addEventListener("change", onWide);
    return () => {
      unlock();
      document.removeEventListener("keydown", onKeyDown);
      wide.removeEventListener("change", onWide);
    };
  }, [open]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    // entering a submenu focuses Back; leaving it focuses the item that opened it
    const target = submenu !== null ? `#${CSS.escape(subId(submenu))} [data-back]` : lastDrill.current !== null ? `[data-drill="${lastDrill.current}"]` : null;
    if (target) panel.querySelector<HTMLElement>(target)?.focus();
  }, [submenu]);

  const drill = (i: number) => {
    lastDrill.current = i;
    setSubmenu(i);
  };

  return (
    <div className="mobile-menu">
      <button
        ref={toggleRef}
        type="button"
        className="mobile-menu__toggle"
        popoverTarget={enhanced ? undefined : panelId}
        aria-controls={enhanced ? panelId : undefined}
        aria-expanded={enhanced ? open : undefined}
        onClick={(event) => {
          event.preventDefault();
          setEnhanced(true);
          setOpen(true);
        }}
      >
        <Menu size={22} aria-hidden="true" />
        <span>Menu</span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className="mobile-menu__panel"
        popover={enhanced ? undefined : "auto"}
        role={enhanced ? "dialog" : undefined}
        aria-modal={enhanced ? true : undefined}
        aria-label={enhanced ? "Menu" : undefined}
        data-open={open ? "" : undefined}
      >
        <div className="mobile-menu__head">
          <a className="mobile-menu__logo" href="/">
            <Logo name={siteName} />
            <span className="visually-hidden">, home</span>
          </a>
          <button
            type="button"
            className="mobile-menu__close"
            data-close=""
            popoverTarget={enhanced ? undefined : panelId}
            popoverTargetAction={enhanced ? undefined : "hide"}
            onClick={enhanced ? close : undefined}
          >
            <X size={22} aria-hidden="true" />
            <span className="visually-hidden">Close menu</span>
          </button>
        </div>
        <nav className="mobile-menu__nav" aria-label="Main menu">
          <div className="mobile-menu__views" data-view={submenu === null ? "main" : "sub"}>
            <ul className="mobile-menu__list" inert={enhanced && submenu !== null}>
              {items.map((item, i) => (
                <li key={i} className={`mobile-menu__item mobile-menu__item--${item.kind}`}>
                  {item.kind === "mega" && enhanced ? (
                    <button type="button" className="mobile-menu__link" data-drill={i} aria-expanded={submenu === i} aria-controls={subId(i)} onClick={() => drill(i)}>
                      {item.label}
                      <ChevronRight size={22} aria-hidden="true" />
                    </button>
                  ) : (
                    <NavAnchor link={item} className={item.kind === "button" ? "button button--primary mobile-menu__cta" : "mobile-menu__link"} />
                  )}
                  {item.kind === "mega" && !enhanced ? (
                    <ul className="mobile-menu__nested">
                      {(item.children ?? []).map((child, j) => (
                        <li key={j}>
                          <NavAnchor link={child} className="mobile-menu__sublink" />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
            {enhanced ? items.map((item, i) => (item.kind === "mega" ? <Submenu key={i} id={subId(i)} item={item} active={submenu === i} onBack={() => setSubmenu(null)} /> : null)) : null}
          </div>
        </nav>
      </div>
    </div>
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
