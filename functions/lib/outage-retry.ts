// A production build lost to a Storyblok outage is started again once Storyblok answers: the
// notification function records the retry (publish-state.ts), and the every-minute flush checks
// the space (one cdn/spaces/me) only while a retry is due, then calls the build hook once,
// marking the retry taken first so no other flush calls it too. The retry build's own
// notification ends it (a success) or schedules the next, later (another outage), a few at most.
import type { Store } from "@netlify/blobs";
import { triggerBuild } from "./build-hook";
import { giveBackRetry, readPublishState, retryDue, takeRetry, updatePublishState } from "./publish-state";
import { NO_TOKEN_REASON, spaceCv } from "./space-cv";

export type OutageRetryResult = "none" | "storyblok-down" | "started" | "not-started";

export async function retryAfterOutage(store: Store, hookUrl: string, who: string): Promise<OutageRetryResult> {
  if (!retryDue(await readPublishState(store), Date.now())) return "none";
  const space = await spaceCv();
  if (space.cv === "unknown" && space.reason !== NO_TOKEN_REASON) {
    console.warn(`[${who}] Storyblok still does not answer (${space.reason.replace(/\.$/, "")}); the build lost to the outage starts once it does.`);
    return "storyblok-down";
  }
  const taken = await updatePublishState(store, (state) => takeRetry(state, Date.now()));
  if (taken.kind === "none") return "none";
  const title = `Rebuild after a Storyblok outage (deploy ${taken.retry.deployId} could not fetch the content)`;
  const trigger = await triggerBuild(hookUrl, title, []);
  if (trigger.outcome === "not-started") {
    await updatePublishState(store, (state) => giveBackRetry(state, taken.retry));
    console.error(`[${who}] Could not start the build "${title}": ${trigger.detail}. The next flush asks again.`);
    return "not-started";
  }
  console.log(`[${who}] Build ${trigger.outcome === "started" ? "started" : `presumed started (${trigger.detail})`}: ${title}`);
  return "started";
}
