// The email the agency receives. Rendered only from the stored record, so a re-send produces
// the identical body, which Resend requires when the same idempotency key is used again.
import { ENQUIRY_FIELD_LABELS } from "../../src/lib/enquiry-constants";
import type { EnquiryRecord } from "./enquiry-record";

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export function renderEnquiryEmail(record: EnquiryRecord): RenderedEmail {
  return { subject: record.subject, text: renderText(record), html: renderHtml(record) };
}

function renderText({ enquiry, receivedAt, id }: EnquiryRecord): string {
  return [
    "New enquiry from the website's contact form.",
    "",
    `${ENQUIRY_FIELD_LABELS.fullName}: ${enquiry.fullName}`,
    `${ENQUIRY_FIELD_LABELS.email}: ${enquiry.email}`,
    `${ENQUIRY_FIELD_LABELS.company}: ${enquiry.company}`,
    "",
    `${ENQUIRY_FIELD_LABELS.message}:`,
    enquiry.message,
    "",
    "--",
    `Received ${receivedAt} (enquiry ${id}). Reply to this email to answer ${enquiry.fullName}.`,
  ].join("\n");
}

function renderHtml({ enquiry, receivedAt, id }: EnquiryRecord): string {
  const row = (label: string, value: string) =>
    `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${value}</td></tr>`;
  const email = escapeHtml(enquiry.email);
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><title>New enquiry</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111">',
    "<p>New enquiry from the website's contact form.</p>",
    '<table role="presentation" cellspacing="0" cellpadding="0">',
    row(ENQUIRY_FIELD_LABELS.fullName, escapeHtml(enquiry.fullName)),
    row(ENQUIRY_FIELD_LABELS.email, `<a href="mailto:${email}">${email}</a>`),
    row(ENQUIRY_FIELD_LABELS.company, escapeHtml(enquiry.company)),
    "</table>",
    `<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(ENQUIRY_FIELD_LABELS.message)}</h2>`,
    `<p style="white-space:pre-wrap;margin:0">${escapeHtml(enquiry.message)}</p>`,
    `<p style="color:#555;font-size:13px">Received ${escapeHtml(receivedAt)} (enquiry ${escapeHtml(id)}).</p>`,
    "</body></html>",
  ].join("\n");
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Every visitor value passes through here; validation already refuses tags, this makes sure. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}
