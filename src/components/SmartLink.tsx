// A CMS link. Internal links stay in the tab; external ones open safely in a new
// one when the editor asked for it. Missing or unsafe link data renders the
// label as plain text and is reported (spec 8).
import type { ReactNode } from "react";
import type { Multilink } from "../content/fields";
import { resolveLink, titleRelWarning } from "../content/links";
import { useRenderContext } from "./site-context";

interface SmartLinkProps {
  link: Multilink | null | undefined;
  children: ReactNode;
  className?: string;
  path: string;
  ariaCurrent?: boolean;
}

export function SmartLink({ link, children, className, path, ariaCurrent }: SmartLinkProps) {
  const { site, warn } = useRenderContext();
  const resolved = resolveLink(link, site);
  const titleRel = titleRelWarning(link);
  if (titleRel) warn(path, titleRel);
  if (!resolved.ok) {
    warn(path, `${resolved.reason}; the label is shown as plain text`);
    return <span className={className}>{children}</span>;
  }
  const newTab = resolved.target === "_blank";
  return (
    <a
      href={resolved.href}
      className={className}
      target={newTab ? "_blank" : undefined}
      rel={newTab || resolved.external ? "noopener noreferrer" : undefined}
      aria-current={ariaCurrent ? "page" : undefined}
    >
      {children}
      {newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
}
