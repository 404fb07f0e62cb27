// The contact panel: the agency's email, phone and address beside the enquiry form.
// The email and phone become fixed mailto: and tel: targets; the optional success
// redirect is resolved here, at build time, so the form island only gets a URL.
import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useRenderContext } from "../components/site-context";
import type { Multilink } from "../content/fields";
import { resolveLink } from "../content/links";
import type { Site } from "../content/site";
import { Island } from "../islands/Island";
import type { BlockData, BlockProps } from "./types";

const FORM_HEADING_ID = "contact-form-heading";
const DETAILS_HEADING_ID = "contact-details-heading";
// Deliberately loose: one @, no spaces or characters that would break out of a mailto: URL.
const EMAIL_SHAPE = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+$/;

export function ContactPanel({ block, path, editable }: BlockProps<BlockData<"contact_panel">>) {
  const { site, warn } = useRenderContext();
  const successRedirect = redirectHref(block.success_redirect, site, (message) => warn(`${path}.success_redirect`, message));
  const email = block.email.trim();
  const phone = block.phone.trim();
  const mailto = email && EMAIL_SHAPE.test(email) ? `mailto:${email}` : null;
  const tel = /\d/.test(phone) ? `tel:${phone.replace(/[^\d+]/g, "")}` : null;
  if (!mailto) warn(`${path}.email`, email ? `"${email}" is not an email address; it is shown as plain text` : "the contact panel has no email address");
  if (!tel) warn(`${path}.phone`, phone ? `"${phone}" has no digits to call; it is shown as plain text` : "the contact panel has no phone number");
  const formHeading = block.form_heading.trim();

  return (
    <section {...editable} className="contact-panel section">
      <div className="container contact-panel__layout">
        {email || phone || block.address ? (
          <div className="contact-panel__details">
            <h2 id={DETAILS_HEADING_ID} className="contact-panel__details-heading">
              Contact details
            </h2>
            <ul className="contact-panel__list" aria-labelledby={DETAILS_HEADING_ID}>
              {email ? <DetailItem icon={<Mail size={22} />} label="Email" value={email} href={mailto} /> : null}
              {phone ? <DetailItem icon={<Phone size={22} />} label="Phone" value={phone} href={tel} /> : null}
              {block.address ? <DetailItem icon={<MapPin size={22} />} label="Address" value={block.address} href={null} /> : null}
            </ul>
          </div>
        ) : null}
        <div className="contact-panel__form">
          {formHeading ? (
            <h2 id={FORM_HEADING_ID} className="contact-panel__form-heading">
              {formHeading}
            </h2>
          ) : null}
          {block.form_text ? <p className="contact-panel__form-text">{block.form_text}</p> : null}
          <Island name="ContactForm" props={{ successRedirect, labelledBy: formHeading ? FORM_HEADING_ID : undefined }} />
        </div>
      </div>
    </section>
  );
}

function DetailItem({ icon, label, value, href }: { icon: ReactNode; label: string; value: string; href: string | null }) {
  return (
    <li className="contact-panel__item">
      <span className="contact-panel__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="contact-panel__text">
        <span className="contact-panel__label">{label}</span>
        {href ? (
          <a className="contact-panel__link" href={href}>
            {value}
          </a>
        ) : (
          <span className="contact-panel__value">{lines(value)}</span>
        )}
      </span>
    </li>
  );
}

/** An address typed on several lines keeps its line breaks. */
function lines(value: string): ReactNode[] {
  return value.split(/\r?\n/).flatMap((line, i) => (i === 0 ? [line] : [<br key={i} />, line]));
}

/** Storyblok sends an empty link object for an unset link field; only a link with data is checked. */
function redirectHref(link: Multilink | undefined, site: Site, warn: (message: string) => void): string | null {
  if (!link || !(link.id || link.url || link.cached_url || link.email)) return null;
  const resolved = resolveLink(link, site);
  if (resolved.ok) return resolved.href;
  warn(`${resolved.reason}; after sending, the form shows its thank-you message instead`);
  return null;
}
