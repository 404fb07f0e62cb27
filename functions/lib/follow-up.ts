// The follow-up build of a publish window, started seconds after the window closes. The webhook
// asks Netlify to run the background function storyblok-build-follow-up-background (Netlify answers
// 202 at once and lets it run up to 15 minutes); that function sleeps until the window closes and
// then starts the build, taking the pending events out in the same conditional write the scheduled
// flush uses, so whichever runs first builds and the other finds nothing to do.
import type { Store } from "@netlify/blobs";
import { flushDueBuild } from "./webhook-build";
import { signWebhookBody } from "./webhook-signature";

export const FOLLOW_UP_FUNCTION = "storyblok-build-follow-up-background";
export const FOLLOW_UP_PATH = `/.netlify/functions/${FOLLOW_UP_FUNCTION}`;

/** A window closing later than this is not a real one: the webhook never schedules so far ahead. */
export const MAX_FOLLOW_UP_WAIT_MS = 15 * 60_000;
/** A build hook answer moving the window (a failed call gives its events back) is waited for again, a few times at most. */
const MAX_WAITS = 3;

/** Signed with the webhook secret, so only the webhook can keep a waiter running. */
export async function requestFollowUp(siteUrl: string, buildDueAt: number, secret: string): Promise<{ ok: true } | { ok: false; detail: string }> {
  const body = JSON.stringify({ buildDueAt });
  try {
    const response = await fetch(new URL(FOLLOW_UP_PATH, siteUrl), {
      method: "POST",
      headers: { "content-type": "application/json", "webhook-signature": signWebhookBody(body, secret) },
      body,
      signal: AbortSignal.timeout(3_000),
    });
    await response.body?.cancel();
    return response.status === 202 ? { ok: true } : { ok: false, detail: `it answered ${response.status}` };
  } catch (error) {
    return { ok: false, detail: (error as Error).message };
  }
}

export async function waitAndBuild(store: Store, hookUrl: string, buildDueAt: number): Promise<void> {
  let dueAt = buildDueAt;
  for (let wait = 0; wait < MAX_WAITS; wait++) {
    await sleep(dueAt - Date.now());
    const flushed = await flushDueBuild(store, hookUrl, FOLLOW_UP_FUNCTION);
    if (flushed.kind !== "wait") return;
    dueAt = flushed.buildDueAt;
  }
}

/** The global timer, so tests move through the window with fake timers. */
function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
