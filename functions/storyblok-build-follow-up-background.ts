// Started by the webhook when a publish joins a window that just had a build: waits until the
// window closes, then starts the follow-up build. A background function (the -background name):
// Netlify answers the caller 202 at once and runs this for up to 15 minutes.
import { openBurstStore } from "./lib/burst-store";
import { MAX_FOLLOW_UP_WAIT_MS, waitAndBuild } from "./lib/follow-up";
import { jsonAnswer, readCapped } from "./lib/http";
import { webhookSettings } from "./lib/webhook-build";
import { checkWebhookSignature } from "./lib/webhook-signature";

export default async (req: Request): Promise<Response> => {
  const settings = webhookSettings();
  if ("problem" in settings) {
    console.error(`[storyblok-build-follow-up-background] Not configured: ${settings.problem}`);
    return jsonAnswer(500, { error: "The webhook is not configured on this site." });
  }
  const body = await readCapped(req, 1024);
  if (!body) return jsonAnswer(413, { error: "The follow-up request is larger than 1024 bytes." });
  const signature = checkWebhookSignature(body, req.headers.get("webhook-signature"), settings.secret);
  if (signature !== "valid") return jsonAnswer(401, { error: `The webhook-signature header is ${signature}; only the webhook starts a follow-up.` });
  const buildDueAt = readDueAt(new TextDecoder().decode(body));
  if (buildDueAt === null || buildDueAt - Date.now() > MAX_FOLLOW_UP_WAIT_MS) {
    return jsonAnswer(400, { error: 'The body must be {"buildDueAt": <ms since 1970>} within 15 minutes from now.' });
  }
  await waitAndBuild(openBurstStore(), settings.hookUrl, buildDueAt);
  return jsonAnswer(202, { done: true });
};

function readDueAt(text: string): number | null {
  try {
    const { buildDueAt } = JSON.parse(text) as { buildDueAt?: unknown };
    return typeof buildDueAt === "number" && Number.isFinite(buildDueAt) ? buildDueAt : null;
  } catch {
    return null;
  }
}
