// A link that leaves the site: http(s) pages and mailto: addresses only (spec 5).
// A new tab is opened safely (no opener, no referrer) and announced to screen readers.
import type { ReactNode } from "react";

export class ExternalLinkError extends Error {
  constructor(href: string) {
    super(`ExternalLink needs an http(s) or mailto: href, but got "${href}". Use InternalLink for paths on this site.`);
    this.name = "ExternalLinkError";
  }
}

export function isExternalLinkHref(href: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(href.trim());
}

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  title?: string;
  newTab?: boolean;
  /** extra rel values from the editor (e.g. "sponsored"); noopener noreferrer are added for new tabs */
  rel?: string;
}

export function ExternalLink({ href, children, className, title, newTab = false, rel }: ExternalLinkProps) {
  if (!isExternalLinkHref(href)) throw new ExternalLinkError(href);
  const opensTab = newTab && !/^mailto:/i.test(href);
  const rels = new Set((rel ?? "").split(/\s+/).filter(Boolean));
  if (opensTab) for (const r of ["noopener", "noreferrer"]) rels.add(r);
  return (
    <a href={href} className={className} title={title} target={opensTab ? "_blank" : undefined} rel={rels.size > 0 ? [...rels].join(" ") : undefined}>
      {children}
      {opensTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
}
