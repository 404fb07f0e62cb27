// Webhook figures for npm run bench, against the real functions behind the local functions server
// (which runs the follow-up waiter as Netlify runs a background function), a local Netlify Blobs
// store and a fake build hook: a burst of signed publishes with retried and unsigned deliveries, how
// long after its window closes the follow-up build starts, and how often a slow hook is called.
import { setTimeout as delay } from "node:timers/promises";
import { BUILD_HOOK_WAIT_MS } from "../../functions/lib/build-hook";
import { signWebhookBody } from "../../functions/lib/webhook-signature";
import flush from "../../functions/storyblok-build-flush";
import { startFakeBuildHook } from "../fakes/fake-build-hook";
import { median } from "./bench-build";
import { startBenchFunctions } from "./bench-functions-server";

const SECRET = "bench-secret";
/** Short, so the bench waits for real windows in seconds; the follow-up's delay does not depend on the window's length. */
const WINDOW_SECONDS = 2;
const FOLLOW_UP_ROUNDS = 5;

export async function printWebhookFigures(): Promise<void> {
  const hook = await startFakeBuildHook();
  const local = await startBenchFunctions("bench-webhook");
  const { siteUrl, functions } = local;
  Object.assign(process.env, { STORYBLOK_WEBHOOK_SECRET: SECRET, NETLIFY_BUILD_HOOK_URL: hook.url, STORYBLOK_BUILD_WINDOW_SECONDS: String(WINDOW_SECONDS) });
  const deliver = async (body: string, signature: string | null = signWebhookBody(body, SECRET)) => {
    const headers: Record<string, string> = signature ? { "webhook-signature": signature } : {};
    const response = await fetch(`${siteUrl}/api/storyblok-webhook`, { method: "POST", headers, body });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const quiet = async () => {
    await functions.idle();
    await delay(WINDOW_SECONDS * 1000);
  };
  let story = 0;
  const publish = () => JSON.stringify({ text: "The user published a story", action: "published", space_id: 1, story_id: ++story, full_slug: `news/story-${story}` });
  try {
    const statuses: number[] = [];
    const bodies = Array.from({ length: 20 }, publish);
    for (const body of bodies) statuses.push((await deliver(body)).status);
    for (const body of bodies.slice(0, 5)) statuses.push((await deliver(body)).status);
    for (const body of bodies.slice(0, 5)) statuses.push((await deliver(body, null)).status);
    for (const body of bodies.slice(0, 5)) statuses.push((await deliver(body, signWebhookBody(body, "wrong-secret"))).status);
    await quiet();
    const count = (status: number) => statuses.filter((s) => s === status).length;
    console.log(
      `\nPublish webhook: ${statuses.length} deliveries (20 signed publishes in one burst, 5 retried (the first after its build started), 5 unsigned, 5 wrongly signed):`,
    );
    console.log(`  builds triggered ${hook.titles.length} (one at once, one follow-up for the rest), coalesced ${count(202)}, duplicates ${count(200) - 1}, 401s ${count(401)}`);

    const delays: number[] = [];
    for (let round = 0; round < FOLLOW_UP_ROUNDS; round++) {
      await deliver(publish());
      const joined = await deliver(publish());
      await functions.idle();
      delays.push(hook.calls.at(-1)!.at - Date.parse(String(joined.json.buildDueAt)));
      await delay(WINDOW_SECONDS * 1000);
    }
    console.log(
      `  follow-up build after its window closed: median ${median(delays).toFixed(0)} ms (min ${Math.min(...delays).toFixed(0)}, max ${Math.max(...delays).toFixed(0)}; ${FOLLOW_UP_ROUNDS} windows, started by the webhook's background waiter; before: at the next every-minute flush, 0–60 s)`,
    );

    hook.reset();
    hook.hold();
    const slow = await deliver(publish());
    hook.release();
    await quiet();
    await flush();
    console.log(
      `  a build hook slower than the webhook's ${BUILD_HOOK_WAIT_MS / 1000} s wait: answered ${slow.status}, hook called ${hook.titles.length} time(s) after the flush ran (before: 2, the flush sent it again)`,
    );
  } finally {
    await local.close();
    await hook.close();
  }
}
