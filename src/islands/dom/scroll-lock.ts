// Locks page scrolling while an overlay is open. The scrollbar's width is given
// back as padding so the page behind does not jump sideways.
export function lockScroll(): () => void {
  const root = document.documentElement;
  const scrollbar = window.innerWidth - root.clientWidth;
  const previous = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
  root.style.overflow = "hidden";
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  return () => {
    root.style.overflow = previous.overflow;
    root.style.paddingRight = previous.paddingRight;
  };
}
