// The site footer: the greeting, email and phone, social links (each only when
// set in settings), the legal links and the copyright line (spec 2). The greeting
// yields to a page that ends with its own call to action, so a visitor is not
// asked the same thing twice in a row. In the Visual Editor the footer, each legal link, and the
// lines drawn from the settings story (copyright, social links) carry their story's hooks.
import { ArrowUpRight } from "lucide-react";
import { BrandIcon } from "../components/BrandIcon";
import { Image } from "../components/Image";
import { Logo } from "../components/Logo";
import { SmartLink } from "../components/SmartLink";
import { useRenderContext } from "../components/site-context";
import { useEditable } from "../components/use-editable";
import { FOOTER_YEAR } from "../lib/constants";
import { socialLinks } from "./social-links";

/** Blocks that close a page by inviting the visitor to get in touch, as the footer's greeting does. */
const CLOSING_CALLS = new Set(["call_to_action", "video_cta"]);

function endsWithCallToAction(content: unknown): boolean {
  const body = (content as { body?: { component: string }[] }).body;
  const last = body?.at(-1);
  return last !== undefined && CLOSING_CALLS.has(last.component);
}

export function Footer() {
  const { site, route, warn } = useRenderContext();
  const edit = useEditable();
  const { footer, settings } = site;
  const socials = socialLinks(settings, warn);
  const email = footer.email.trim();
  const phone = footer.phone.trim();
  return (
    <footer className="site-footer" {...edit(footer)}>
      <div className="container">
        <div className="site-footer__top">
          <div className="site-footer__intro">
            {footer.text && !endsWithCallToAction(route.story.content) ? <p className="site-footer__greeting">{footer.text}</p> : null}
            {footer.graphic ? <Image asset={footer.graphic} sizes="480px" className="site-footer__graphic" alt="" /> : null}
          </div>
          <div className="site-footer__contact">
            {email ? (
              <a className="site-footer__email" href={`mailto:${email}`}>
                {email}
                <ArrowUpRight size={28} strokeWidth={1.75} aria-hidden="true" />
              </a>
            ) : null}
            {phone ? (
              <a className="site-footer__phone" href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
                {phone}
              </a>
            ) : null}
            {socials.length > 0 ? (
              <ul className="site-footer__social" aria-label="Social media" {...edit(settings)}>
                {socials.map((social) => (
                  <li key={social.brand}>
                    <a className="site-footer__social-link" href={social.href}>
                      <BrandIcon brand={social.brand} size={20} />
                      <span className="visually-hidden">
                        {settings.site_name} on {social.label}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        <div className="site-footer__bottom">
          <a className="site-footer__logo" href="/">
            <Logo name={settings.site_name} />
            <span className="visually-hidden">, home</span>
          </a>
          <nav aria-label="Legal">
            <ul className="site-footer__legal">
              {footer.site_links.map((item, i) => (
                <li key={item._uid} {...edit(item)}>
                  <SmartLink link={item.link} path={`footer.site_links[${i}]`}>
                    {item.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className="site-footer__copyright" {...edit(settings)}>
            © {FOOTER_YEAR} {settings.site_name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
