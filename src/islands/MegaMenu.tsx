// Desktop navigation with the services mega menu, as a disclosure (a link plus a
// toggle button with aria-expanded; not role=menu). Before it hydrates, CSS opens
// the panel on :hover and :focus-within; once live it opens on hover (mouse) and
// when focus enters, and closes when the pointer or focus leaves, on Escape (focus
// back to the toggle), on a click outside, when a link in it is followed, and when
// the page comes back from the back/forward cache (a route change).
import { ArrowRight, ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";
import { NavAnchor } from "../components/NavAnchor";
import { SvgIcon } from "../components/SvgIcon";
import type { NavItem } from "../layouts/nav-items";

/** grace period for the pointer to travel from the link to the panel */
const CLOSE_DELAY_MS = 200;

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
  const [open, setOpen] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);
  const panelId = useId();

  const show = (byHover: boolean) => {
    clearTimeout(closeTimer.current);
    openedByHover.current = byHover;
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(closeTimer.current);
    openedByHover.current = false;
    setOpen(false);
  };

  useEffect(() => {
    // CSS had the panel open while the script loaded; keep it open for the visitor already there
    const el = itemRef.current;
    if (el && (el.matches(":hover") || el.contains(document.activeElement))) show(el.matches(":hover"));
    window.addEventListener("pageshow", hide);
    return () => {
      window.removeEventListener("pageshow", hide);
      clearTimeout(closeTimer.current);
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) hide();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const inside = (event: FocusEvent<HTMLLIElement>) => event.currentTarget.contains(event.relatedTarget as Node | null);
  const onPointerEnter = (event: PointerEvent) => event.pointerType === "mouse" && show(true);
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(hide, CLOSE_DELAY_MS);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    hide();
    toggleRef.current?.focus();
  };
  const onToggle = (event: MouseEvent) => {
    // a mouse click on a panel the pointer already opened keeps it open; keyboard clicks (detail 0) toggle
    if (open && event.detail > 0 && openedByHover.current) return void (openedByHover.current = false);
    if (open) hide();
    else show(false);
  };

  return (
    <li
      ref={itemRef}
      className="site-nav__item site-nav__item--mega"
      data-open={open ? "" : undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={(event) => !inside(event) && show(false)}
      onBlur={(event) => !inside(event) && hide()}
      onKeyDown={onKeyDown}
    >
      <NavAnchor link={item} className="site-nav__link" />
      {/* without JavaScript the panel follows hover and focus alone, so no state is claimed */}
      <button
        ref={toggleRef}
        type="button"
        className="site-nav__toggle"
        aria-expanded={enhanced ? open : undefined}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <ChevronDown size={16} strokeWidth={2.25} aria-hidden="true" />
        <span className="visually-hidden">{item.label} menu</span>
      </button>
      {/* inert as soon as it closes: the fade-out must not leave its links in the Tab order */}
      <div id={panelId} className="mega" inert={enhanced && !open}>
        <div className="mega__inner container">
          <div className="mega__intro">
            <p className="mega__title">{item.label}</p>
            <p className="mega__count">
              {item.children?.length ?? 0} {item.label.toLowerCase()}
            </p>
            {item.href ? (
              <NavAnchor link={item} className="mega__all" onClick={hide}>
                All {item.label.toLowerCase()}
                <ArrowRight size={18} aria-hidden="true" />
              </NavAnchor>
            ) : null}
          </div>
          <ul className="mega__grid">
            {(item.children ?? []).map((child, i) => (
              <li key={i}>
                <NavAnchor link={child} className="mega__link" onClick={hide}>
                  <span className="mega__icon">{child.icon ? <SvgIcon body={child.icon} size={20} /> : null}</span>
                  <span className="mega__label">{child.label}</span>
                </NavAnchor>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}
