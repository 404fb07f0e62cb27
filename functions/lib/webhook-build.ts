// Turns a burst decision into a build: calls the build hook and, when it fails, puts the
// events back as pending so a later event or the scheduled flush starts them.
import type { Store } from "@netlify/blobs";
import { restoreAfterFailedBuild } from "./build-burst";
import { type BuildTrigger, triggerBuild } from "./build-hook";
import { updateBurst } from "./burst-store";
import { buildTitle, type StoryEvent } from "./storyblok-event";

export async function startCoalescedBuild(store: Store, hookUrl: string, events: StoryEvent[], previousBuildAt: number | null): Promise<BuildTrigger & { title: string }> {
  const title = buildTitle(events);
  const trigger = await triggerBuild(hookUrl, title);
  if (!trigger.ok) {
    await updateBurst(store, (state) => ({ state: restoreAfterFailedBuild(state, events, previousBuildAt) }));
  }
  return { ...trigger, title };
}

/** What each function needs from the environment, or the sentence saying what to set. */
export function webhookSettings(env: NodeJS.ProcessEnv = process.env): { secret: string; hookUrl: string } | { problem: string } {
  const secret = env.STORYBLOK_WEBHOOK_SECRET?.trim() ?? "";
  const hookUrl = env.NETLIFY_BUILD_HOOK_URL?.trim() ?? "";
  if (!secret) return { problem: "STORYBLOK_WEBHOOK_SECRET is not set: set it to the secret in Storyblok's Settings › Webhooks (the same value in both places)." };
  if (!URL.canParse(hookUrl)) return { problem: "NETLIFY_BUILD_HOOK_URL is not set to a URL: create a build hook in Netlify (Site configuration › Build hooks) and set its URL." };
  return { secret, hookUrl };
}
