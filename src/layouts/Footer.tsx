import { useRenderContext } from "../components/site-context";
import { SmartLink } from "../components/SmartLink";
import { FOOTER_YEAR } from "../lib/constants";

export function Footer() {
  const { site } = useRenderContext();
  const { footer, settings } = site;
  return (
    <footer className="site-footer">
      <p>{footer.text}</p>
      <p>
        {footer.email ? <a href={`mailto:${footer.email}`}>{footer.email}</a> : null}{" "}
        {footer.phone ? <a href={`tel:${footer.phone.replace(/\s+/g, "")}`}>{footer.phone}</a> : null}
      </p>
      <nav aria-label="Legal">
        <ul>
          {footer.site_links.map((item, i) => (
            <li key={item._uid}>
              <SmartLink link={item.link} path={`footer.site_links[${i}]`}>{item.label}</SmartLink>
            </li>
          ))}
        </ul>
      </nav>
      <p>© {FOOTER_YEAR} {settings.site_name}. All rights reserved.</p>
    </footer>
  );
}
