// The one overlay: a native <dialog> opened with showModal(), which puts it in
// the top layer and makes the rest of the page inert. It fades and scales in
// just after opening and fades out over 300 ms when closed by Escape, a click
// outside the content, the backdrop or the close button (unless closing is
// disabled: then it has no close button and stays open until its host allows
// closing). While open the page cannot scroll and Tab stays inside; on close,
// focus goes back to whatever opened it, without scrolling the page.
import { X } from "lucide-react";
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { LIGHTBOX_ENTER_DELAY_MS, LIGHTBOX_EXIT_MS } from "../lib/constants";
import { trapTab } from "./dom/focus-trap";
import { lockScroll } from "./dom/scroll-lock";

export interface LightboxProps {
  open: boolean;
  onClose: () => void;
  /** image: at most 600 px wide; video: at most 125vh wide */
  kind: "image" | "video";
  /** the dialog's accessible name */
  label: string;
  closeDisabled?: boolean;
  children: ReactNode;
}

const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

export function Lightbox({ open, onClose, kind, label, closeDisabled = false, children }: LightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState(false);
  const [mounted, setMounted] = useState(open);
  const closing = useRef(false);

  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!mounted || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closing.current = false;
    dialog.showModal();
    focusStart(dialog);
    const unlock = lockScroll();
    const enter = setTimeout(() => setShown(true), LIGHTBOX_ENTER_DELAY_MS);
    return () => {
      clearTimeout(enter);
      unlock();
      if (dialog.open) dialog.close();
      opener?.focus({ preventScroll: true });
    };
  }, [mounted]);

  const requestClose = () => {
    if (closeDisabled || closing.current) return;
    closing.current = true;
    setShown(false);
    setTimeout(
      () => {
        setMounted(false);
        onClose();
      },
      reducedMotion() ? 0 : LIGHTBOX_EXIT_MS,
    );
  };

  // Chromium closes a modal dialog on a repeated Escape even when its cancel event was prevented (the
  // second cancel is not cancelable), so the dialog's own close event keeps it and React in step: a
  // dialog that may not close opens again; otherwise the close goes on as if Escape had asked for it.
  const onNativeClose = () => {
    const dialog = dialogRef.current;
    if (closing.current || !dialog?.isConnected) return;
    if (closeDisabled) {
      dialog.showModal();
      focusStart(dialog);
    } else requestClose();
  };

  // a click on the dialog itself, not its content, is a click on the backdrop or outside the content
  const onClick = (event: MouseEvent) => event.target === event.currentTarget && requestClose();

  // open renders the content at once (within the click that opened it: a video's player frame is
  // made inside the visitor's gesture); mounted keeps it through the closing fade
  if (!mounted && !open) return null;
  return (
    <dialog
      ref={dialogRef}
      className={`lightbox lightbox--${kind}${shown ? " lightbox--shown" : ""}`}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onClose={onNativeClose}
      onKeyDown={(event) => trapTab(event.nativeEvent, event.currentTarget)}
      onClick={onClick}
    >
      <div className="lightbox__content">
        {children}
        {closeDisabled ? null : (
          <button type="button" className="lightbox__close" onClick={requestClose} aria-label="Close">
            <X size={22} aria-hidden="true" />
          </button>
        )}
      </div>
    </dialog>
  );
}

/** showModal focuses the first focusable element, which may be the player's; start on Close (when there is one) instead. */
function focusStart(dialog: HTMLDialogElement) {
  dialog.querySelector<HTMLElement>(".lightbox__close")?.focus();
}
