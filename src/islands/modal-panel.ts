// While a modal panel is open: page scroll locked, focus moved into it (to the
// element marked data-close, else the first focusable one), Tab kept inside,
// Escape closes it, and so does growing past the breakpoint that hides it.
import { type RefObject, useEffect } from "react";
import { focusableIn, trapTab } from "./dom/focus-trap";
import { lockScroll } from "./dom/scroll-lock";

export function useModalPanel(open: boolean, panelRef: RefObject<HTMLElement | null>, close: () => void, closeAtQuery: string) {
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const unlock = lockScroll();
    (panel.querySelector<HTMLElement>("[data-close]") ?? focusableIn(panel)[0])?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
      } else trapTab(event, panel);
    };
    const wide = matchMedia(closeAtQuery);
    const onWide = () => wide.matches && close();
    document.addEventListener("keydown", onKeyDown);
    wide.addEventListener("change", onWide);
    return () => {
      unlock();
      document.removeEventListener("keydown", onKeyDown);
      wide.removeEventListener("change", onWide);
    };
  }, [open]);
}
