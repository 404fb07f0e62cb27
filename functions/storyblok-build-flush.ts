// Every minute, the safety net: pending events whose window has closed become one build when the
// follow-up waiter the webhook started did not run (it could not be reached, or a failed build
// hook call gave its events back), and hook calls that recorded no outcome within their horizon
// are let go as presumed started. A production build lost to a Storyblok outage is started again
// once Storyblok answers (functions/lib/outage-retry.ts).
import { openDeployStatusStore } from "../build/deploy/deploy-status";
import { openBurstStore } from "./lib/burst-store";
import { retryAfterOutage } from "./lib/outage-retry";
import { flushDueBuild, webhookSettings } from "./lib/webhook-build";

export const config = { schedule: "* * * * *" };

export default async (): Promise<Response> => {
  const settings = webhookSettings();
  if ("problem" in settings) {
    console.error(`[storyblok-build-flush] Not configured: ${settings.problem}`);
    return new Response(null, { status: 204 });
  }
  await flushDueBuild(openBurstStore(), settings.hookUrl, "storyblok-build-flush");
  await retryAfterOutage(openDeployStatusStore(), settings.hookUrl, "storyblok-build-flush");
  return new Response(null, { status: 204 });
};
