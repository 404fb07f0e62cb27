// POST /api/netlify-deploy-notification: Netlify's outgoing webhook for "Deploy failed" and
// "Deploy succeeded" (Site configuration › Notifications › Deploy notifications, with this URL
// and a JWS secret). The newest production deploy told of is the publish state
// (functions/lib/publish-state.ts): a failed one shows a banner on every preview page
// (functions/lib/publish-failure-banner.ts) and is emailed to DEPLOY_ALERT_EMAILS through Resend with
// the build's own account of why (build/deploy/deploy-status.ts) or Netlify's; one that failed
// because Storyblok could not be reached is built again once it answers (storyblok-build-flush.ts);
// a succeeded one clears them, unless it held stories back (then the banner and email name them).
// A notification about a deploy older than the newest changes nothing. Deploy previews and branch
// deploys are not publishes: they are acknowledged.
import type { Context } from "@netlify/functions";
import { type CurrentFailure, type DeployAccount, failureCauseKey, failureDetailKey, openDeployStatusStore, readAccount } from "../build/deploy/deploy-status";
import { type DeployNotice, deployAccountEmail, deployAlertMailConfig, deployLogUrl, readDeployNotice } from "./lib/deploy-notice";
import { jsonAnswer, readCapped } from "./lib/http";
import { checkNetlifySignature } from "./lib/netlify-jws";
import { type NoticeDecision, onFailed, onSucceeded, updatePublishState } from "./lib/publish-state";
import { sendWithRetries } from "./lib/resend-send";

export const config = { path: "/api/netlify-deploy-notification", method: "POST" };

/** A deploy notification is a few kilobytes; a megabyte is far beyond any real one. */
const MAX_NOTIFICATION_BYTES = 1024 * 1024;

export default async (req: Request, context: Context): Promise<Response> => {
  const secret = process.env.NETLIFY_DEPLOY_NOTIFICATION_SECRET?.trim();
  if (!secret) {
    // to a stranger, an address that is not there; the developer reads what to set in the log
    console.error("[netlify-deploy-notification] Not configured: set NETLIFY_DEPLOY_NOTIFICATION_SECRET to the JWS secret of the deploy notifications.");
    return jsonAnswer(404, { error: "There is nothing at this address." });
  }
  const body = await readCapped(req, MAX_NOTIFICATION_BYTES).catch(() => undefined);
  if (body === undefined) return jsonAnswer(400, { error: "The body could not be read to its end." });
  if (!body) return jsonAnswer(413, { error: `The body is larger than ${MAX_NOTIFICATION_BYTES} bytes.` });
  const signature = checkNetlifySignature(body, req.headers.get("x-webhook-signature"), secret);
  if (signature !== "valid")
    return jsonAnswer(401, { error: `The X-Webhook-Signature header is ${signature}; set the notification's JWS secret to NETLIFY_DEPLOY_NOTIFICATION_SECRET.` });
  // only Netlify, signed, gets this far: a 500 tells it to retry
  try {
    return await answer(body);
  } catch (error) {
    console.error(`[netlify-deploy-notification] Internal error in request ${context.requestId}:`, error);
    return jsonAnswer(500, { error: "The notification could not be handled; Netlify will retry it." });
  }
};

async function answer(body: Uint8Array): Promise<Response> {
  const notice = readDeployNotice(new TextDecoder().decode(body));
  if ("problem" in notice) return jsonAnswer(400, { error: notice.problem });
  if (notice.context !== "production") return jsonAnswer(202, { ignored: true, reason: `a ${notice.context || "non-production"} deploy publishes nothing` });
  if (notice.state === "ready") {
    // a deploy that held stories back went live: the banner and the editors' email name them
    const account = readAccount(await openDeployStatusStore().get(failureDetailKey(notice.id), { type: "json" }));
    const held = account?.outcome === "held-back" ? account : null;
    const decision = await updatePublishState(openDeployStatusStore(), (state) => onSucceeded(state, notice, held && shownFailure(notice, held)));
    if (decision.kind === "superseded") return superseded(decision);
    return held ? tell(notice, held) : jsonAnswer(200, { cleared: true });
  }
  if (notice.state !== "error") return jsonAnswer(202, { ignored: true, reason: `state "${notice.state}" is neither a failure nor a success` });
  return failed(notice);
}

async function failed(notice: DeployNotice): Promise<Response> {
  const store = openDeployStatusStore();
  const [detail, cause] = await Promise.all([store.get(failureDetailKey(notice.id), { type: "json" }), store.get(failureCauseKey(notice.id), { type: "text" })]);
  const account: DeployAccount = readAccount(detail) ?? {
    outcome: "stopped",
    siteName: null,
    problems: [
      {
        story: null,
        text: "The site could not be built, for a reason that is in no story. Tell the site's developer.",
        detail: `Netlify says: ${notice.errorMessage ?? "the deploy failed"}.`,
      },
    ],
  };
  const unreachable = cause === "storyblok-unreachable";
  const decision = await updatePublishState(store, (state) => onFailed(state, notice, shownFailure(notice, account), unreachable, Date.now()));
  if (decision.kind === "superseded") return superseded(decision);
  if (unreachable && !decision.state.retry)
    console.error(
      `[netlify-deploy-notification] Deploy ${notice.id} failed: Storyblok could not be reached, and the retries after this outage are spent; an editor has to publish again.`,
    );
  if (decision.quiet) return jsonAnswer(200, { recorded: true, emailed: false, reason: "a build started again after an outage the editors were told of" });
  return tell(notice, { ...account, problems: decision.state.failure?.problems ?? account.problems });
}

/** What the preview banner shows for this deploy. */
function shownFailure(notice: DeployNotice, account: DeployAccount): CurrentFailure {
  return { deployId: notice.id, failedAt: new Date().toISOString(), outcome: account.outcome, problems: account.problems, adminUrl: deployLogUrl(notice) };
}

/** The editors' email about the newest deploy, which failed or held stories back. */
async function tell(notice: DeployNotice, account: DeployAccount): Promise<Response> {
  const what = account.outcome === "held-back" ? "held stories back" : "failed";
  const mail = deployAlertMailConfig();
  if (!mail.ok) {
    console.error(`[netlify-deploy-notification] Deploy ${notice.id} ${what} and no email was sent: ${mail.problem}. The preview banner shows it.`);
    return jsonAnswer(200, { recorded: true, emailed: false });
  }
  // one email per deploy, however often Netlify retries the notification
  const sent = await sendWithRetries(mail.config, { email: deployAccountEmail(notice, account), replyTo: mail.config.from, idempotencyKey: `deploy-failed-${notice.id}` });
  if (!sent.ok) console.error(`[netlify-deploy-notification] The email about deploy ${notice.id} was not sent: ${sent.detail}`);
  return jsonAnswer(sent.ok || !sent.busy ? 200 : 503, { recorded: true, emailed: sent.ok });
}

/** Told after a newer deploy's notification: what it says is past, so nobody is told again. */
function superseded(decision: Extract<NoticeDecision, { kind: "superseded" }>): Response {
  return jsonAnswer(202, { ignored: true, reason: `deploy ${decision.newest.id}, created later, was already told of` });
}
