// Checked on the raw body, before validation: a bot that fills the hidden field must get the
// same 200 as a person, whatever else it typed, so it learns nothing about the rules.
import { HONEYPOT_FIELD } from "../../src/lib/enquiry-constants";

export function isHoneypotFilled(body: unknown): boolean {
  const fields = isRecord(body) && isRecord(body.payload) ? body.payload : body;
  if (!isRecord(fields)) return false;
  const value = fields[HONEYPOT_FIELD];
  return value !== undefined && value !== null && String(value).trim() !== "";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
