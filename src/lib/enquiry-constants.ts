// The enquiry form's names, paths, limits and texts: everything about an enquiry that needs no
// validation library. The functions' answers, the email and the honeypot import these from here,
// so a function that never validates an enquiry (the Storyblok webhook) loads no zod; the rules
// themselves stay in src/lib/enquiry.ts, which re-exports all of this for the form.
export const ENQUIRY_ENDPOINT = "/api/send-email";
export const ENQUIRY_SUBJECT = "New Contact Enquiry from Website";
/** Hidden field a person never fills in; a bot that fills it gets a 200 and no email. */
export const HONEYPOT_FIELD = "website";

/** Where the no-JavaScript form post lands (pages created by the site's content). */
export const ENQUIRY_THANK_YOU_PATH = "/contact/thank-you/";
export const ENQUIRY_FORM_PATH = "/contact/";
export const ENQUIRY_FORM_ANCHOR = "contact-form";

export const ENQUIRY_FIELDS = ["fullName", "email", "company", "message"] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

export const ENQUIRY_FIELD_LABELS: Record<EnquiryField, string> = {
  fullName: "Full Name",
  email: "Email Address",
  company: "Company Name",
  message: "Tell us about your project",
};

/** Maximum length of each field, in UTF-16 code units (what the browser's maxlength counts). */
export const ENQUIRY_LIMITS: Record<EnquiryField, number> = {
  fullName: 100,
  email: 254,
  company: 150,
  message: 5000,
};

export const ENQUIRY_TEXT = {
  placeholder: "Type here...",
  sending: "Sending...",
  success: "Thank you! Your enquiry has been sent successfully.",
  sendFailed: "Failed to send email",
  unexpected: "An unexpected error occurred",
} as const;

/** Error codes of the no-JavaScript path: `/contact/?error=<code>#contact-form`. */
export const ENQUIRY_ERROR_TEXT = {
  fullName: "Please enter your full name (letters, up to 100 characters, plain text).",
  email: "Please enter a real email address, like name@example.com.",
  company: "Please enter your company name (up to 150 characters, plain text).",
  message: "Please tell us about your project (up to 5000 characters).",
  request: "Your enquiry could not be read. Please fill in the form again and send it.",
  forbidden: "Enquiries can only be sent from the contact form on this website.",
  "not-sent": "Your enquiry was saved, but our mail service did not accept it just now. Please try again in a few minutes or email us directly.",
  unexpected: "An unexpected error occurred. Please try again, or email us directly.",
} as const;
export type EnquiryErrorCode = keyof typeof ENQUIRY_ERROR_TEXT;

export function enquiryErrorPath(code: EnquiryErrorCode): string {
  return `${ENQUIRY_FORM_PATH}?error=${encodeURIComponent(code)}#${ENQUIRY_FORM_ANCHOR}`;
}
