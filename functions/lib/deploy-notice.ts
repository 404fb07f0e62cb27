// A Netlify deploy notification (the body of its outgoing webhook) read for what editors need:
// which deploy and when it was created (notifications may arrive out of order), whether it failed
// or went live, and the email that tells them a publish did not go live or held a story back, in
// the build's account (the deploy gate's problems in editor words).
import type { DeployAccount, EditorProblem } from "../../build/deploy/deploy-status";
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

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The email about a production deploy that did not put everything live: what editors can do first, the developer's lines last. */
export function deployAccountEmail(notice: DeployNotice, account: DeployAccount): RenderedEmail {
  const site = account.siteName ?? notice.siteName;
  const held = account.outcome === "held-back";
  const stories = new Set(account.problems.flatMap((problem) => (problem.story ? [problem.story.slug] : [])));
  const subject = held
    ? `${site}: your changes are live, ${count(stories.size, "story", "stories")} held back`
    : `${site}: the latest publish did not go live (${count(account.problems.length, "problem")})`;
  const lead = held
    ? `The latest publish is live on ${site}: every change you published went live, except in the ${stories.size === 1 ? "story" : "stories"} held back below.`
    : `Nothing from the latest publish went live on ${site}: the live site still shows its last good version.`;
  const todo = [
    stories.size > 0 &&
      `What to do: open each story with its link, fix what is named, and publish it again; ${held ? "its next good publish goes live." : "the site is rebuilt and goes live if nothing else stops it."}`,
    account.problems.some((problem) => !problem.story) && "Forwarding this email gives the site's developer what they need (the section at its end).",
  ]
    .filter(Boolean)
    .join(" ");
  const heading = held ? "Held back:" : "What stopped it:";
  const log = deployLogUrl(notice);
  const footer = `Deploy ${notice.id}${notice.branch ? ` of ${notice.branch}` : ""}.${log ? ` Build log: ${log}` : ""}`;
  const details = [...new Set(account.problems.map((problem) => problem.detail))];
  const text = [
    lead,
    "",
    heading,
    ...account.problems.flatMap((problem) => [`- ${storyLine(problem)}${problem.text}`, ...(problem.story?.editUrl ? [`  Open it in Storyblok: ${problem.story.editUrl}`] : [])]),
    ...(todo ? ["", todo] : []),
    "",
    "--",
    "For the site's developer:",
    ...details.map((detail) => `- ${detail}`),
    footer,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(lead)}</p>`,
    `<p><strong>${heading}</strong></p>`,
    `<ul>${account.problems.map((problem) => `<li>${problemHtml(problem)}</li>`).join("")}</ul>`,
    ...(todo ? [`<p>${escapeHtml(todo)}</p>`] : []),
    "<hr>",
    "<p>For the site's developer:</p>",
    `<ul>${details.map((detail) => `<li>${escapeHtml(detail)}</li>`).join("")}</ul>`,
    `<p>${escapeHtml(footer)}</p>`,
  ].join("\n");
  return { subject, text, html };
}

/** "Event video (services/event-video), its pages as last published: " before what is wrong there. */
export function storyLine(problem: EditorProblem): string {
  if (!problem.story) return "";
  const shown = problem.heldBack === "last-version" ? ", shown as last published" : problem.heldBack === "unpublished" ? ", not yet live, stays unpublished" : "";
  return `${problem.story.name} (${problem.story.slug})${shown}: `;
}

/** One problem as an HTML list item's content, the story's name linking to it in Storyblok. */
export function problemHtml(problem: EditorProblem): string {
  const line = storyLine(problem);
  const name = problem.story ? escapeHtml(problem.story.name) : "";
  const linked = problem.story?.editUrl ? `<a href="${escapeHtml(problem.story.editUrl)}">${name}</a>` : name;
  return `${problem.story ? `${linked}${escapeHtml(line.slice(problem.story.name.length))}` : ""}${escapeHtml(problem.text)}`;
}
