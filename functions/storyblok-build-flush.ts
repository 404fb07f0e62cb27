// Every minute: story events that arrived while a build had just started (and that no later
// event has carried along) become one build once their window has passed.
import { buildWindowMs, decideOnFlush, type FlushDecision } from "./lib/build-burst";
import { openBurstStore, updateBurst } from "./lib/burst-store";
import { startCoalescedBuild, webhookSettings } from "./lib/webhook-build";

export const config = { schedule: "* * * * *" };

export default async (): Promise<Response> => {
  const settings = webhookSettings();
  if ("problem" in settings) {
    console.error(`[storyblok-build-flush] Not configured: ${settings.problem}`);
    return new Response(null, { status: 204 });
  }
  const store = openBurstStore();
  let previousBuildAt: number | null = null;
  const decision = (await updateBurst(store, (state) => {
    previousBuildAt = state.lastBuildAt;
    const flush: FlushDecision = decideOnFlush(state, Date.now(), buildWindowMs());
    return flush.kind === "build" ? flush : null;
  })) as Extract<FlushDecision, { kind: "build" }> | null;
  if (decision) {
    const build = await startCoalescedBuild(store, settings.hookUrl, decision.events, previousBuildAt);
    if (build.ok) console.log(`[storyblok-build-flush] Build started: ${build.title}`);
    else console.error(`[storyblok-build-flush] Could not start the build "${build.title}": ${build.detail}. Retrying next minute.`);
  }
  return new Response(null, { status: 204 });
};
