// The mega menu's open state. It opens on hover (mouse) and when focus enters
// the item, and closes when the pointer or focus leaves, on Escape (focus back
// to the toggle), on a click outside, when a link in it is followed, and when
// the page comes back from the back/forward cache (a route change).
import { type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useRef, useState } from "react";

/** grace period for the pointer to travel from the link to the panel */
const CLOSE_DELAY_MS = 200;

export function useMegaDisclosure() {
  const [open, setOpen] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);

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
    const onPageShow = (event: PageTransitionEvent) => event.persisted && hide();
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.removeEventListener("pageshow", onPageShow);
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

  /** focus arrives from, or leaves for, somewhere outside the item */
  const crossesEdge = (event: FocusEvent<HTMLLIElement>) => !event.currentTarget.contains(event.relatedTarget as Node | null);
  const itemHandlers = {
    onPointerEnter: (event: PointerEvent) => event.pointerType === "mouse" && show(true),
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(hide, CLOSE_DELAY_MS);
    },
    onFocus: (event: FocusEvent<HTMLLIElement>) => crossesEdge(event) && show(false),
    onBlur: (event: FocusEvent<HTMLLIElement>) => crossesEdge(event) && hide(),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !open) return;
      event.preventDefault();
      hide();
      toggleRef.current?.focus({ preventScroll: true });
    },
  };
  const onToggle = (event: MouseEvent) => {
    // a mouse click on a panel the pointer already opened keeps it open; keyboard clicks (detail 0) toggle
    if (open && event.detail > 0 && openedByHover.current) return void (openedByHover.current = false);
    if (open) hide();
    else show(false);
  };

  return { open, hide, itemRef, toggleRef, itemHandlers, onToggle };
}
