import { useRenderContext } from "../components/site-context";
import { SmartLink } from "../components/SmartLink";

export function Header() {
  const { site } = useRenderContext();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">Skip to content</a>
      <div className="site-header__inner">
        <a className="site-header__logo" href="/">{site.settings.site_name}</a>
        <nav aria-label="Main">
          <ul className="site-nav">
            {site.header.links.map((item, i) => (
              <li key={item._uid}>
                <SmartLink link={item.link} path={`header.links[${i}]`} className={item.type === "button" ? "button" : undefined}>
                  {item.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
