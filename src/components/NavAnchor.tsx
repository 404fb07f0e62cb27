// One header link as the menu islands render it: a real link with its current
// state, opening safely in a new tab when the editor asked, or the plain label
// when the link data was unusable (already reported at build time).
import type { ReactNode } from "react";
import type { NavLink } from "../lib/nav-types";

interface NavAnchorProps {
  link: NavLink;
  className?: string;
  children?: ReactNode;
  onClick?: () => void;
}

export function NavAnchor({ link, className, children, onClick }: NavAnchorProps) {
  const content = children ?? link.label;
  if (!link.href) return <span className={className}>{content}</span>;
  return (
    <a
      href={link.href}
      className={className}
      aria-current={link.current}
      target={link.newTab ? "_blank" : undefined}
      rel={link.newTab ? "noopener noreferrer" : undefined}
      onClick={onClick}
    >
      {content}
      {link.newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
}
