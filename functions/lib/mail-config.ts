// The mail settings come from the environment (Netlify: Site configuration → Environment
// variables). They are read per request so a changed variable applies without a redeploy.
export interface MailConfig {
  apiKey: string;
  to: string[];
  from: string;
  /** Per-attempt time limit for the Resend call, in milliseconds. */
  timeoutMs: number;
}

export type MailConfigResult = { ok: true; config: MailConfig } | { ok: false; problem: string };

const DEFAULT_TIMEOUT_MS = 4000;

export function readMailConfig(env: Record<string, string | undefined> = process.env): MailConfigResult {
  const apiKey = env.RESEND_API_KEY?.trim() ?? "";
  const to = (env.CONTACT_TO_EMAIL ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  const from = env.CONTACT_FROM_EMAIL?.trim() ?? "";
  const missing = [!apiKey && "RESEND_API_KEY", to.length === 0 && "CONTACT_TO_EMAIL", !from && "CONTACT_FROM_EMAIL"].filter((name): name is string => typeof name === "string");
  if (missing.length > 0) {
    return {
      ok: false,
      problem: `missing environment variable${missing.length > 1 ? "s" : ""} ${missing.join(", ")}; set ${missing.length > 1 ? "them" : "it"} in Netlify (Site configuration → Environment variables) or in the shell that runs npm start`,
    };
  }
  const timeoutMs = env.RESEND_TIMEOUT_MS ? Number(env.RESEND_TIMEOUT_MS) : DEFAULT_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    return { ok: false, problem: `RESEND_TIMEOUT_MS must be a positive whole number of milliseconds; got "${env.RESEND_TIMEOUT_MS}"` };
  }
  return { ok: true, config: { apiKey, to, from, timeoutMs } };
}
