// The site header: skip link (first in the tab order), logo home, the desktop
// navigation with the services mega menu, and the mobile slide-in menu. Both
// menus are islands that render complete, working HTML: the mega menu opens on
// hover and focus through CSS until it hydrates on first interaction, and the
// mobile menu is a native popover until it hydrates (only on narrow screens).
// In the Visual Editor the header and each of its links carry the header story's hooks.

import { Logo } from "../components/Logo";
import { type PartMemos, renderedOnce } from "../components/rendered-once";
import { useRenderContext } from "../components/site-context";
import { useEditable } from "../components/use-editable";
import { Island } from "../islands/Island";
import type { NavItem } from "../lib/nav-types";
import { navItems } from "./nav-items";

interface HeaderBarProps {
  items: NavItem[];
  name: string;
  /** the page is the home page (the logo's link is the current page) */
  home: boolean;
}

// The header is the same on page after page but for which link is current: its HTML is kept by
// all it shows (for as long as the build's header story), and only the links are worked out,
// and their problems reported, on each page.
const rendered: PartMemos = new WeakMap();

export function Header() {
  const page = useRenderContext();
  const edit = useEditable();
  const { site, route, warn } = page;
  const bar: HeaderBarProps = { items: navItems(site.header.links, site, route.url, warn, edit), name: site.settings.site_name, home: route.url === "/" };
  const chunks = bar.items.length > 0 ? ["MegaMenu", "MobileMenu"].map((name) => page.islands.chunkUrl(name)) : [];
  const html = renderedOnce(rendered, site.header, page, JSON.stringify([bar, chunks]), <HeaderBar {...bar} />);
  return <header className="site-header" {...edit(site.header)} dangerouslySetInnerHTML={{ __html: html }} />;
}

function HeaderBar({ items, name, home }: HeaderBarProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__bar container">
        <a className="site-header__logo" href="/" aria-current={home ? "page" : undefined}>
          <Logo name={name} />
          <span className="visually-hidden">, home</span>
        </a>
        {items.length > 0 ? (
          <>
            <nav className="site-nav" aria-label="Main">
              <Island name="MegaMenu" props={{ items }} />
            </nav>
            <Island name="MobileMenu" props={{ items, siteName: name }} />
          </>
        ) : null}
      </div>
    </>
  );
}
