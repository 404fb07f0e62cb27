// The webhook's share of the editor's wait, with the real functions behind the local functions
// server (which runs the follow-up waiter as Netlify runs a background function), a local Netlify
// Blobs store and a fake build hook: how long a signed publish takes to answer, and when a publish
// that arrives inside the 30 s coalescing window gets its build. Real time, not a stepped clock:
// the waiter sleeps on a timer, so the figure includes the rest of the window.
import { setTimeout as delay } from "node:timers/promises";
import { signWebhookBody } from "../../functions/lib/webhook-signature";
import { startFakeBuildHook } from "../fakes/fake-build-hook";
import { startBenchFunctions } from "./bench-functions-server";

export interface WebhookWait {
  /** a quiet window's first publish: answered, and its build asked for, in this many ms */
  answerMs: number;
  /** a publish `laterS` seconds after that one: how long until its follow-up build starts */
  laterS: number;
  followUpS: number;
  windowS: number;
}

const SECRET = "bench-secret";
const WINDOW_SECONDS = 30;

export async function webhookWait(laterS = 5): Promise<WebhookWait> {
  const hook = await startFakeBuildHook();
  const local = await startBenchFunctions("bench-publish-webhook");
  const { siteUrl, functions } = local;
  Object.assign(process.env, { STORYBLOK_WEBHOOK_SECRET: SECRET, NETLIFY_BUILD_HOOK_URL: hook.url, STORYBLOK_BUILD_WINDOW_SECONDS: String(WINDOW_SECONDS) });
  const publish = (storyId: number) => {
    const body = JSON.stringify({ text: "The user published a story", action: "published", space_id: 1, story_id: storyId, full_slug: `case-studies/story-${storyId}` });
    return fetch(`${siteUrl}/api/storyblok-webhook`, { method: "POST", headers: { "webhook-signature": signWebhookBody(body, SECRET) }, body });
  };
  try {
    const started = performance.now();
    await (await publish(1)).body?.cancel();
    const answerMs = performance.now() - started;
    if (hook.titles.length !== 1) throw new Error("the first publish of a quiet window started no build");
    await delay(laterS * 1000);
    const laterAt = performance.now();
    await (await publish(2)).body?.cancel();
    await functions.idle();
    if (hook.calls.length !== 2) throw new Error("the publish inside the window got no follow-up build");
    return { answerMs, laterS, followUpS: (performance.now() - laterAt) / 1000, windowS: WINDOW_SECONDS };
  } finally {
    await local.close();
    await hook.close();
  }
}
