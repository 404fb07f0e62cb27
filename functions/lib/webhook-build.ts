// Turns a burst decision into a build: calls the build hook for a recorded call and records what
// came of it. Shared by the webhook, the follow-up waiter and the scheduled flush.
import { randomUUID } from "node:crypto";
import type { Store } from "@netlify/blobs";
import { buildWindowMs, decideOnFlush, type HookCall, recordHookOutcome } from "./build-burst";
import { type BuildTrigger, triggerBuild } from "./build-hook";
import { updateBurst } from "./burst-store";
import { buildTitle } from "./storyblok-event";

export type CallResult = BuildTrigger & { title: string };

export async function callBuildHook(store: Store, hookUrl: string, call: HookCall): Promise<CallResult> {
  const title = buildTitle(call.events);
  const trigger = await triggerBuild(hookUrl, title, call.events);
  await updateBurst(store, (state) => ({ state: recordHookOutcome(state, call, trigger) }));
  return { ...trigger, title };
}

export type FlushResult = { kind: "idle" } | { kind: "wait"; buildDueAt: number } | { kind: "build"; result: CallResult };

/** Starts the follow-up build if its window has closed; `who` names the caller in the log. */
export async function flushDueBuild(store: Store, hookUrl: string, who: string): Promise<FlushResult> {
  const decision = await updateBurst(store, (state) => decideOnFlush(state, Date.now(), buildWindowMs(), randomUUID()));
  for (const call of decision.presumedStarted) {
    console.warn(
      `[${who}] The build hook call "${buildTitle(call.events)}" recorded no outcome within ${(call.landsBy - call.calledAt) / 1000} s; presumed started, not sent again.`,
    );
  }
  if (decision.kind !== "build") return decision.kind === "wait" ? { kind: "wait", buildDueAt: decision.buildDueAt } : { kind: "idle" };
  const result = await callBuildHook(store, hookUrl, decision.call);
  logCall(who, result);
  return { kind: "build", result };
}

export function logCall(who: string, result: CallResult): void {
  if (result.outcome === "started") console.log(`[${who}] Build started: ${result.title}`);
  else if (result.outcome === "unanswered") console.warn(`[${who}] Build "${result.title}" presumed started (${result.detail}); it is not sent again.`);
  else console.error(`[${who}] Could not start the build "${result.title}": ${result.detail}. The changes stay pending for the next flush.`);
}

/** What each function needs from the environment, or the sentence saying what to set. */
export function webhookSettings(env: NodeJS.ProcessEnv = process.env): { secret: string; hookUrl: string } | { problem: string } {
  const secret = env.STORYBLOK_WEBHOOK_SECRET?.trim() ?? "";
  const hookUrl = env.NETLIFY_BUILD_HOOK_URL?.trim() ?? "";
  if (!secret) return { problem: "STORYBLOK_WEBHOOK_SECRET is not set: set it to the secret in Storyblok's Settings › Webhooks (the same value in both places)." };
  if (!URL.canParse(hookUrl)) return { problem: "NETLIFY_BUILD_HOOK_URL is not set to a URL: create a build hook in Netlify (Site configuration › Build hooks) and set its URL." };
  return { secret, hookUrl };
}
