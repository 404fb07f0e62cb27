// A Netlify deploy notification (the body of its outgoing webhook) read for what editors need:
// which deploy and when it was created (notifications may arrive out of order), whether it failed
// or went live, and the email that tells them a publish did not
// go live, in the build log's words (the deploy gate names story, field and what to do).
import { escapeHtml, type RenderedEmail } from "./enquiry-email";
import type { MailConfigResult } from "./mail-config";

export interface DeployNotice {
  id: string;
  /** Netlify's created_at (ISO 8601): which of two deploys is the newer */
  createdAt: string;
  state: string;
  context: string;
  siteName: string;
  errorMessage: string | null;
  adminUrl: string | null;
  branch: string | null;
}

export function readDeployNotice(text: string): DeployNotice | { problem: string } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { problem: "The body is not JSON; Netlify's deploy notifications are." };
  }
  const data = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const field = (key: string) => (typeof data[key] === "string" && data[key] !== "" ? (data[key] as string) : null);
  const id = field("id");
  const state = field("state");
  if (!id || !state) return { problem: "The notification has no deploy id or state; is this URL set as a Netlify deploy notification?" };
  const createdAt = field("created_at");
  if (!createdAt || Number.isNaN(Date.parse(createdAt))) return { problem: "The notification has no created_at time, so it cannot be put in order with the others." };
  return {
    id,
    createdAt,
    state,
    context: field("context") ?? "",
    siteName: field("name") ?? "the site",
    errorMessage: field("error_message"),
    adminUrl: field("admin_url"),
    branch: field("branch"),
  };
}

/** Where the deploy-failed email goes: DEPLOY_ALERT_EMAILS, sent with the contact form's Resend key and sender. */
export function deployAlertMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfigResult {
  const to = (env.DEPLOY_ALERT_EMAILS ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  const apiKey = env.RESEND_API_KEY?.trim() ?? "";
  const from = env.CONTACT_FROM_EMAIL?.trim() ?? "";
  const missing = [!apiKey && "RESEND_API_KEY", to.length === 0 && "DEPLOY_ALERT_EMAILS", !from && "CONTACT_FROM_EMAIL"].filter((name): name is string => typeof name === "string");
  if (missing.length > 0) return { ok: false, problem: `set ${missing.join(", ")} in Netlify (Site configuration → Environment variables)` };
  return { ok: true, config: { apiKey, to, from, timeoutMs: Number(env.RESEND_TIMEOUT_MS) || 4000 } };
}

export const deployLogUrl = (notice: DeployNotice) => (notice.adminUrl ? `${notice.adminUrl}/deploys/${notice.id}` : null);

export function deployFailedEmail(notice: DeployNotice, problems: string[]): RenderedEmail {
  const log = deployLogUrl(notice);
  const lead = `Your latest publish did not go live on ${notice.siteName}: the live site still shows its last good version.`;
  const advice =
    "What to do: each line names the story (before ›) and its field (after ›) in Storyblok. Fix that field, or publish the story it asks for, and publish again; the site is rebuilt and goes live if nothing else stops it. A line that names no story is for the site's developer: forward this email.";
  const footer = `Deploy ${notice.id}${notice.branch ? ` of ${notice.branch}` : ""}.${log ? ` Build log: ${log}` : ""}`;
  const text = [lead, "", "What stopped it:", ...problems.map((p) => `- ${p}`), "", advice, "", "--", footer].join("\n");
  const html = [
    `<p>${escapeHtml(lead)}</p>`,
    "<p><strong>What stopped it:</strong></p>",
    `<ul>${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join("")}</ul>`,
    `<p>${escapeHtml(advice)}</p>`,
    `<p>${escapeHtml(footer)}</p>`,
  ].join("\n");
  return { subject: `Publish did not go live: ${problems.length} problem(s) to fix`, text, html };
}
