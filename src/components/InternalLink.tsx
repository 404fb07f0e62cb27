// A link to a page of this site. An absolute http(s) or mailto: href here is a
// mistake (it would skip the external-link treatment), so it is rejected (spec 5).
import type { ReactNode } from "react";

export class InternalLinkError extends Error {
  constructor(href: string) {
    super(`InternalLink only takes paths on this site ("/about", "#team"), but got "${href}". Use ExternalLink for http(s) and mailto: links.`);
    this.name = "InternalLinkError";
  }
}

export function isInternalHref(href: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(href.trim()) && !href.trim().startsWith("//");
}

interface InternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  title?: string;
  ariaCurrent?: boolean;
}

export function InternalLink({ href, children, className, title, ariaCurrent }: InternalLinkProps) {
  if (!isInternalHref(href)) throw new InternalLinkError(href);
  return (
    <a href={href} className={className} title={title} aria-current={ariaCurrent ? "page" : undefined}>
      {children}
    </a>
  );
}
