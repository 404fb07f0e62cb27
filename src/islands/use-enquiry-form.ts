// The enquiry form's states (idle, sending, sent, failed) and where focus goes in each,
// kept apart from the markup in ContactForm.tsx.
import { type FormEvent, useEffect, useRef, useState } from "react";
import { checkEnquiryFields, ENQUIRY_ERROR_TEXT, ENQUIRY_FIELDS, type EnquiryErrorCode, type EnquiryField } from "../lib/enquiry";
import { type EnquiryValues, type FieldErrors, readEnquiryValues, sendEnquiry } from "./contact-form-request";

export type EnquiryStatus = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "failed"; message: string };

type FocusTarget = () => HTMLElement | null;

export function useEnquiryForm(successRedirect: string | null | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const sending = useRef(false);
  const focusAfterRender = useRef<FocusTarget | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [status, setStatus] = useState<EnquiryStatus>({ kind: "idle" });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  useEffect(() => {
    const target = focusAfterRender.current?.();
    focusAfterRender.current = null;
    const field = target?.closest(".field");
    if (!field) return target?.focus();
    // a marked field with its label in full below the sticky header (the page's scroll-padding-top):
    // a browser scrolling a focused input into view on its own may leave the label under the header
    target!.focus({ preventScroll: true });
    field.scrollIntoView({ block: "start" });
  });

  /** A null message marks the fields only; focus goes to the first marked field, else to the fallback. */
  const showProblems = (message: string | null, errors: FieldErrors, fallback: FocusTarget) => {
    setFieldErrors(errors);
    setStatus(message === null ? { kind: "idle" } : { kind: "failed", message });
    const first = ENQUIRY_FIELDS.find((field) => errors[field]);
    focusAfterRender.current = first ? () => fieldElement(formRef.current, first) : fallback;
  };

  useEffect(() => {
    setHydrated(true);
    const code = redirectedErrorCode(window.location.search);
    if (!code) return;
    showProblems(ENQUIRY_ERROR_TEXT[code], isEnquiryField(code) ? { [code]: ENQUIRY_ERROR_TEXT[code] } : {}, () => null);
    // The message is on screen now; a reload should show the form as it is, not the old error.
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.hash}`);
  }, []);

  useEffect(() => {
    // Back from the success redirect, the browser restores this page as it was left: sending.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sending.current = false;
      setStatus({ kind: "idle" });
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const values = readEnquiryValues(event.currentTarget);
    const problems = fieldProblems(values);
    if (problems) return showProblems(null, problems, () => null);
    sending.current = true;
    setFieldErrors({});
    setStatus({ kind: "sending" });
    const outcome = await sendEnquiry(values);
    if (outcome.ok && successRedirect) return window.location.assign(successRedirect);
    sending.current = false;
    if (!outcome.ok) return showProblems(outcome.message, outcome.fieldErrors, () => (returnFocus?.isConnected ? returnFocus : null));
    setStatus({ kind: "sent" });
    focusAfterRender.current = () => successRef.current;
  };

  // Once a field is marked, its message follows what is typed and goes when the value is fine.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (!isEnquiryField(name) || !fieldErrors[name]) return;
    const message = fieldProblems(readEnquiryValues(event.currentTarget))?.[name];
    setFieldErrors((current) => ({ ...current, [name]: message }));
  };

  return { formRef, successRef, hydrated, status, fieldErrors, onSubmit, onChange };
}

/** The first problem of each field, or null when the browser finds none (the function checks again). */
function fieldProblems(values: EnquiryValues): FieldErrors | null {
  let check: ReturnType<typeof checkEnquiryFields>;
  try {
    check = checkEnquiryFields(values);
  } catch {
    // A browser too old for the rules' string methods: leave the checking to the function.
    return null;
  }
  return !check.ok && Object.keys(check.fieldErrors).length > 0 ? check.fieldErrors : null;
}

function fieldElement(form: HTMLFormElement | null, name: EnquiryField): HTMLElement | null {
  const element = form?.elements.namedItem(name);
  return element instanceof HTMLElement ? element : null;
}

/** The code in `?error=` after the function redirected a form that was sent without JavaScript. */
export function redirectedErrorCode(search: string): EnquiryErrorCode | null {
  const code = new URLSearchParams(search).get("error");
  return code !== null && Object.hasOwn(ENQUIRY_ERROR_TEXT, code) ? (code as EnquiryErrorCode) : null;
}

function isEnquiryField(name: string): name is EnquiryField {
  return (ENQUIRY_FIELDS as readonly string[]).includes(name);
}
