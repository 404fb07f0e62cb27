// POST /api/storyblok-webhook: Storyblok calls this when a story is published, unpublished,
// deleted or moved, a release is merged or an asset replaced. Only signed deliveries count; the
// first after a quiet window starts a production build, the rest of the window one follow-up.
// A delivery seen in the last 7 days (outside its window) is a replay and starts nothing, unless
// something was published in the space since (the same story published again sends the same body).
import { createHash, randomUUID } from "node:crypto";
import type { Context } from "@netlify/functions";
import { buildWindowMs, decideOnEvent, type EventDecision } from "./lib/build-burst";
import { openBurstStore, updateBurst } from "./lib/burst-store";
import { requestFollowUp } from "./lib/follow-up";
import { jsonAnswer, readCapped } from "./lib/http";
import { publishedSince } from "./lib/space-cv";
import { type BuildEvent, readStoryblokEvent } from "./lib/storyblok-event";
import { callBuildHook, logCall, webhookSettings } from "./lib/webhook-build";
import { checkWebhookSignature } from "./lib/webhook-signature";

export const config = { path: "/api/storyblok-webhook", method: "POST" };

/** Storyblok's story events are a few hundred bytes; a megabyte is far beyond any real one. */
export const MAX_WEBHOOK_BYTES = 1024 * 1024;

export default async (req: Request, context: Context): Promise<Response> => {
  try {
    return await answer(req, context);
  } catch (error) {
    console.error(`[storyblok-webhook] Internal error in request ${context.requestId}:`, error);
    return jsonAnswer(500, { error: "The webhook could not be handled; Storyblok will retry the delivery." });
  }
};

async function answer(req: Request, context: Context): Promise<Response> {
  const settings = webhookSettings();
  if ("problem" in settings) {
    console.error(`[storyblok-webhook] Not configured: ${settings.problem}`);
    return jsonAnswer(500, { error: "The webhook is not configured on this site." });
  }
  if (Number(req.headers.get("content-length") ?? "0") > MAX_WEBHOOK_BYTES) return tooLarge();
  const body = await readCapped(req, MAX_WEBHOOK_BYTES);
  if (!body) return tooLarge();
  const signature = checkWebhookSignature(body, req.headers.get("webhook-signature"), settings.secret);
  if (signature !== "valid") {
    console.warn(`[storyblok-webhook] Refused a delivery: its webhook-signature is ${signature}.`);
    return jsonAnswer(401, { error: `The webhook-signature header is ${signature}; sign the body with the webhook secret (HMAC-SHA1, hex).` });
  }
  const reading = readStoryblokEvent(new TextDecoder().decode(body));
  if (reading.kind === "malformed") return jsonAnswer(400, { error: reading.error });
  if (reading.kind === "ignored") return jsonAnswer(202, { ignored: true, reason: reading.reason });
  const deliveryKey = createHash("sha256").update(body).digest("hex");
  return act(reading.event, deliveryKey, settings, context.site.url ?? new URL(req.url).origin);
}

async function act(event: BuildEvent, deliveryKey: string, settings: { secret: string; hookUrl: string }, siteUrl: string): Promise<Response> {
  const store = openBurstStore();
  const decide = (republished: boolean) => updateBurst(store, (state) => decideOnEvent(state, event, deliveryKey, Date.now(), buildWindowMs(), randomUUID(), republished));
  let decision: EventDecision = await decide(false);
  if (decision.kind === "seen-before") {
    if (!(await republishedSince(decision.seenAt))) return jsonAnswer(200, { duplicate: true, replay: true, message: REPLAY_MESSAGE });
    decision = await decide(true);
  }
  if (decision.kind === "duplicate") return jsonAnswer(200, { duplicate: true, message: "This delivery was already received; nothing more is started." });
  if (decision.kind === "seen-before") return jsonAnswer(200, { duplicate: true, replay: true, message: REPLAY_MESSAGE });
  if (decision.kind === "coalesced") {
    if (decision.startsWaiter) {
      const followUp = await requestFollowUp(siteUrl, decision.buildDueAt, settings.secret);
      if (!followUp.ok) console.error(`[storyblok-webhook] Could not start the follow-up waiter (${followUp.detail}); the every-minute flush will start the build.`);
    }
    const due = new Date(decision.buildDueAt).toISOString();
    return jsonAnswer(202, { coalesced: true, buildDueAt: due, message: `A build started moments ago; this change joins the next one, due at ${due}.` });
  }
  const build = await callBuildHook(store, settings.hookUrl, decision.call);
  logCall("storyblok-webhook", build);
  if (build.outcome === "not-started") return jsonAnswer(502, { error: `The build could not be started: ${build.detail}. It will be retried.` });
  if (build.outcome === "unanswered")
    return jsonAnswer(202, { build: build.title, confirmed: false, message: `${build.detail}; the build is presumed started and is not asked for again.` });
  return jsonAnswer(200, { build: build.title });
}

const REPLAY_MESSAGE = "This delivery was received before and nothing was published since; no build is started.";

/** A body seen before is a new publish of the same story only if the space's cv moved since; if Storyblok cannot say, a build is started rather than a publish lost. */
async function republishedSince(seenAt: number): Promise<boolean> {
  const check = await publishedSince(seenAt);
  if (check.published !== "unknown") {
    if (!check.published)
      console.warn(
        `[storyblok-webhook] A signed delivery first seen ${new Date(seenAt).toISOString()} came again with nothing published since (cv ${check.cv}): a replay, no build started.`,
      );
    return check.published;
  }
  const noToken = /STORYBLOK_TOKEN is not set/.test(check.reason);
  console.warn(
    `[storyblok-webhook] A signed delivery seen ${new Date(seenAt).toISOString()} came again and Storyblok could not say whether anything was published since (${check.reason}); ${noToken ? "builds read no Storyblok content without a token, so none is started" : "a build is started rather than a publish lost"}.`,
  );
  return !noToken;
}

function tooLarge(): Response {
  return jsonAnswer(413, { error: `The webhook body is larger than ${MAX_WEBHOOK_BYTES} bytes; Storyblok's story events are far smaller.` });
}
