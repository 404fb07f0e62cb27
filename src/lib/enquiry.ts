// The enquiry form's rules, shared by the browser form and functions/send-email so the two
// can never disagree. Written with zod/mini because the browser bundle carries it too. The
// names, paths, limits and texts live in ./enquiry-constants (no zod) and are re-exported here.
import * as z from "zod/mini";
import { ENQUIRY_FIELDS, ENQUIRY_LIMITS, ENQUIRY_SUBJECT, type EnquiryField, HONEYPOT_FIELD } from "./enquiry-constants";

export {
  ENQUIRY_ENDPOINT,
  ENQUIRY_ERROR_TEXT,
  ENQUIRY_FIELD_LABELS,
  ENQUIRY_FIELDS,
  ENQUIRY_FORM_ANCHOR,
  ENQUIRY_FORM_PATH,
  ENQUIRY_LIMITS,
  ENQUIRY_SUBJECT,
  ENQUIRY_TEXT,
  ENQUIRY_THANK_YOU_PATH,
  type EnquiryErrorCode,
  type EnquiryField,
  enquiryErrorPath,
  HONEYPOT_FIELD,
} from "./enquiry-constants";

/** How messages name each field, so they read as sentences ("Your full name is required."). */
const FIELD_NOUNS: Record<EnquiryField, string> = {
  fullName: "Your full name",
  email: "Your email address",
  company: "Your company name",
  message: "Your project description",
};

// Control characters (C0, DEL, C1), line and paragraph separators, and bidirectional
// overrides: none of these may reach a mail header, where CR/LF would let a visitor add headers.
const HEADER_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
// The message may keep line breaks and tabs, but no other control characters.
const BODY_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
// "<" directly followed by a letter, "/", "!" or "?" opens an HTML tag or comment;
// "I <3 video" and "a < b" stay allowed. Only names are held to this: the project
// description is free text ("a film for our <product> launch", code, emoji), and
// every place that shows it escapes it, which is the real defence.
const MARKUP = /<[\p{L}/!?]/u;
const LETTER = /\p{L}/u;

const wellFormed = (value: string) => value.isWellFormed();
const typeError = (label: string) => (issue: { input?: unknown }) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`);

function textField(field: EnquiryField, multiline: boolean) {
  const label = FIELD_NOUNS[field];
  const max = ENQUIRY_LIMITS[field];
  const unsafe = multiline ? BODY_UNSAFE : HEADER_UNSAFE;
  return z.string({ error: typeError(label) }).check(
    z.refine(wellFormed, `${label} contains a broken character (an unpaired surrogate); please retype it.`),
    z.overwrite((value) => normalise(value, multiline)),
    z.minLength(1, `${label} is required.`),
    z.maxLength(max, `${label} is too long: keep it to ${max} characters or fewer.`),
    z.refine(
      (value) => !unsafe.test(value),
      multiline
        ? `${label} contains invisible control characters; please retype it as plain text.`
        : `${label} must be a single line of plain text, without line breaks or control characters.`,
    ),
    z.refine((value) => multiline || !MARKUP.test(value), `${label} must not contain HTML tags; write plain text instead.`),
  );
}

function normalise(value: string, multiline: boolean): string {
  // isWellFormed runs first, so normalize never sees a lone surrogate it would mangle.
  const text = value.isWellFormed() ? value.normalize("NFC") : value;
  return (multiline ? text.replace(/\r\n?/g, "\n") : text).trim();
}

const fullName = textField("fullName", false).check(z.refine((value) => value === "" || LETTER.test(value), "Your full name must contain at least one letter."));

const email = z.pipe(
  z
    .string({ error: typeError(FIELD_NOUNS.email) })
    .check(z.trim(), z.minLength(1, "Your email address is required."), z.maxLength(ENQUIRY_LIMITS.email, "Your email address is too long: keep it to 254 characters or fewer.")),
  z.email({ error: "Your email address must be a real address, like name@example.com." }),
);

/** The four visitor fields plus the honeypot; unknown fields are rejected by name. */
export const enquiryFieldsSchema = z.strictObject(
  {
    fullName,
    email,
    company: textField("company", false),
    message: textField("message", true),
    [HONEYPOT_FIELD]: z.optional(z.string({ error: "The hidden website field must be text." })),
  },
  { error: (issue) => describeShapeIssue(issue, "payload") },
);

/** The JSON body of POST /api/send-email, as in the spec's call table. */
export const enquiryRequestSchema = z.strictObject(
  {
    payload: enquiryFieldsSchema,
    subject: z._default(z.literal(ENQUIRY_SUBJECT, { error: `subject must be "${ENQUIRY_SUBJECT}".` }), ENQUIRY_SUBJECT),
  },
  { error: (issue) => describeShapeIssue(issue, "the request body") },
);

export type EnquiryFields = z.output<typeof enquiryFieldsSchema>;
export type Enquiry = Pick<EnquiryFields, EnquiryField>;

function describeShapeIssue(issue: { code?: string; keys?: string[]; input?: unknown }, where: string) {
  if (issue.code === "unrecognized_keys") {
    const names = (issue.keys ?? []).map((key) => `"${key}"`).join(", ");
    return `Unknown field ${names} in ${where}; only ${describeAccepted(where)} are accepted.`;
  }
  if (issue.code === "invalid_type") {
    return where === "payload"
      ? `payload must be an object with ${ENQUIRY_FIELDS.join(", ")}.`
      : `The request body must be a JSON object like {"payload": {"fullName": …, "email": …, "company": …, "message": …}, "subject": "${ENQUIRY_SUBJECT}"}.`;
  }
  return undefined;
}

function describeAccepted(where: string): string {
  return where === "payload" ? [...ENQUIRY_FIELDS, HONEYPOT_FIELD].join(", ") : "payload and subject";
}

export type EnquiryCheck = { ok: true; enquiry: Enquiry; honeypot: string } | { ok: false; error: string; fieldErrors: Partial<Record<EnquiryField, string>> };

/** Validates the form's values; each field's first problem is reported against that field. */
export function checkEnquiryFields(values: unknown): EnquiryCheck {
  return toCheck(enquiryFieldsSchema.safeParse(values), []);
}

/** Validates a JSON request body ({ payload, subject }). */
export function checkEnquiryRequest(body: unknown): EnquiryCheck {
  const result = enquiryRequestSchema.safeParse(body);
  return toCheck(result.success ? { success: true, data: result.data.payload } : result, ["payload"]);
}

type ParseResult = { success: true; data: EnquiryFields } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };

function toCheck(result: ParseResult, prefix: string[]): EnquiryCheck {
  if (result.success) {
    const { [HONEYPOT_FIELD]: honeypot = "", ...enquiry } = result.data;
    return { ok: true, enquiry, honeypot };
  }
  const fieldErrors: Partial<Record<EnquiryField, string>> = {};
  const messages: string[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path[prefix.length];
    const samePrefix = prefix.every((part, index) => issue.path[index] === part);
    if (samePrefix && isEnquiryField(field) && issue.path.length === prefix.length + 1) {
      if (fieldErrors[field]) continue;
      fieldErrors[field] = issue.message;
    }
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return { ok: false, error: messages.join(" "), fieldErrors };
}

function isEnquiryField(value: unknown): value is EnquiryField {
  return typeof value === "string" && (ENQUIRY_FIELDS as readonly string[]).includes(value);
}
