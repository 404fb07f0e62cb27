// The mobile menu (under 1024 px): a toggle and a slide-in panel. Without
// JavaScript the panel is a native popover listing every link, submenus nested.
// Once live it is a modal panel (see modal-panel.ts): Escape or Close shuts it
// and focus returns to the toggle; a submenu (Services) drills down into its own
// view with a Back control.
import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Logo } from "../components/Logo";
import { BREAKPOINTS } from "../lib/constants";
import type { NavItem } from "../lib/nav-types";
import { MobileMenuViews } from "./mobile-menu-views";
import { useModalPanel } from "./modal-panel";

export interface MobileMenuProps {
  items: NavItem[];
  siteName: string;
}

export default function MobileMenu({ items, siteName }: MobileMenuProps) {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const [submenu, setSubmenu] = useState<number | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = `${useId()}panel`;

  const close = () => {
    setOpen(false);
    setSubmenu(null);
    toggleRef.current?.focus({ preventScroll: true });
  };
  useModalPanel(open, panelRef, close, `(min-width: ${BREAKPOINTS.lg}px)`);

  useEffect(() => {
    // a visitor who opened the native popover before the script arrived keeps the menu open
    const panel = panelRef.current;
    const popoverOpen = Boolean(panel && "hidePopover" in panel && panel.matches(":popover-open"));
    if (popoverOpen) panel!.hidePopover();
    setEnhanced(true);
    if (popoverOpen) setOpen(true);
    // back to this page from the back/forward cache: a route change, so the menu starts closed
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setOpen(false);
      setSubmenu(null);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  // before hydration the popover attributes make both buttons work; after it, state does
  const popover = (action?: "hide") => (enhanced ? {} : { popoverTarget: panelId, popoverTargetAction: action });
  return (
    <div className="mobile-menu">
      <button
        ref={toggleRef}
        type="button"
        className="mobile-menu__toggle"
        {...popover()}
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
          <button type="button" className="mobile-menu__close" data-close="" {...popover("hide")} onClick={enhanced ? close : undefined}>
            <X size={22} aria-hidden="true" />
            <span className="visually-hidden">Close menu</span>
          </button>
        </div>
        <nav className="mobile-menu__nav" aria-label="Main menu">
          <MobileMenuViews items={items} enhanced={enhanced} open={open} submenu={submenu} onSubmenu={setSubmenu} panelRef={panelRef} />
        </nav>
      </div>
    </div>
  );
}
