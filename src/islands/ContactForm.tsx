// The enquiry form. The server renders a plain HTML form that posts to the function, which
// answers with a redirect when sent, or this page again with the values and the reason when
// not (functions/lib/form-again.ts), so it works without JavaScript. Once hydrated it checks the
// fields with the function's own rules, sends JSON and shows each state in place; the
// fields are never cleared, so nothing typed is lost when sending fails.
import { CircleAlert, CircleCheck, LoaderCircle, Send } from "lucide-react";
import { type Ref, useId } from "react";
import { TextArea } from "../components/form/TextArea";
import { TextInput } from "../components/form/TextInput";
import { ENQUIRY_ENDPOINT, ENQUIRY_FIELD_LABELS, ENQUIRY_FORM_ANCHOR, ENQUIRY_LIMITS, ENQUIRY_TEXT, type EnquiryField, HONEYPOT_FIELD } from "../lib/enquiry";
import { useEnquiryForm } from "./use-enquiry-form";

export interface ContactFormProps {
  /** Where to go after sending, instead of showing the thank-you text (resolved at build time). */
  successRedirect?: string | null;
  /** The id of the heading that names the form. */
  labelledBy?: string;
}

export const SUBMIT_LABEL = "Send enquiry";
/**
 * Shown without JavaScript on the page the function's error redirect lands on (see ContactForm.css),
 * which it uses only when it cannot answer with this form filled in and the reason (functions/lib/form-again.ts).
 */
export const NOT_SENT_NOTICE =
  "Your enquiry has not been sent yet. Please fill in the form and send it again; if it still does not go through, email or call us using the details on this page.";

export default function ContactForm({ successRedirect, labelledBy }: ContactFormProps) {
  const id = useId();
  const { formRef, successRef, hydrated, status, fieldErrors, onSubmit, onChange } = useEnquiryForm(successRedirect);
  const sending = status.kind === "sending";
  const field = (name: EnquiryField) => ({
    id: `${id}-${name}`,
    name,
    label: ENQUIRY_FIELD_LABELS[name],
    required: true,
    maxLength: ENQUIRY_LIMITS[name],
    placeholder: ENQUIRY_TEXT.placeholder,
    error: fieldErrors[name],
  });

  return (
    <div className="enquiry">
      {status.kind === "sent" ? (
        <SuccessMessage ref={successRef} />
      ) : (
        <form
          ref={formRef}
          id={ENQUIRY_FORM_ANCHOR}
          className="enquiry-form"
          method="post"
          action={ENQUIRY_ENDPOINT}
          noValidate={hydrated}
          // the inline loader turns the browser's checks off for this form as soon as script runs (src/islands/client.ts)
          data-checked-by-script=""
          aria-labelledby={labelledBy}
          aria-busy={sending || undefined}
          onSubmit={onSubmit}
          onChange={onChange}
        >
          {hydrated ? null : <Notice className="enquiry-form__not-sent" text={NOT_SENT_NOTICE} />}
          <TextInput {...field("fullName")} autoComplete="name" />
          <TextInput {...field("email")} type="email" autoComplete="email" spellCheck={false} autoCapitalize="off" />
          <TextInput {...field("company")} autoComplete="organization" />
          <TextArea {...field("message")} />
          <Honeypot id={`${id}-${HONEYPOT_FIELD}`} />
          <SubmitButton sending={sending} />
        </form>
      )}
      <div className="enquiry__alert" role="alert">
        {status.kind === "failed" ? <Notice className="enquiry__error" text={status.message} /> : null}
      </div>
    </div>
  );
}

function SuccessMessage({ ref }: { ref: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className="enquiry__success" role="status" tabIndex={-1}>
      <CircleCheck className="enquiry__success-icon" size={28} aria-hidden="true" />
      <p>{ENQUIRY_TEXT.success}</p>
    </div>
  );
}

/** A bot fills every field it finds; a person never sees, reaches or hears this one. */
function Honeypot({ id }: { id: string }) {
  return (
    <div className="enquiry-form__trap" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" autoComplete="off" tabIndex={-1} defaultValue="" />
    </div>
  );
}

function SubmitButton({ sending }: { sending: boolean }) {
  return (
    <button type="submit" className="button button--primary enquiry-form__submit" disabled={sending}>
      {sending ? <LoaderCircle className="enquiry-form__spinner" size={20} aria-hidden="true" /> : null}
      {sending ? ENQUIRY_TEXT.sending : SUBMIT_LABEL}
      {sending ? null : <Send size={18} aria-hidden="true" />}
    </button>
  );
}

function Notice({ className, text }: { className: string; text: string }) {
  return (
    <p className={className}>
      <CircleAlert className="enquiry__notice-icon" size={20} aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
