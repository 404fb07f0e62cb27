// The site header: skip link (first in the tab order), logo home, the desktop
// navigation with the services mega menu, and the mobile slide-in menu. Both
// menus are islands that render complete, working HTML: the mega menu opens on
// hover and focus through CSS until it hydrates on first interaction, and the
// mobile menu is a native popover until it hydrates (only on narrow screens).

import { Logo } from "../components/Logo";
import { useRenderContext } from "../components/site-context";
import { Island } from "../islands/Island";
import { navItems } from "./nav-items";

export function Header() {
  const { site, route, warn } = useRenderContext();
  const items = navItems(site.header.links, site, route.url, warn);
  const name = site.settings.site_name;
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__bar container">
        <a className="site-header__logo" href="/" aria-current={route.url === "/" ? "page" : undefined}>
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
    </header>
  );
}
