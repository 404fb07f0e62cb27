// Coalescing publish bursts into few builds, and calling the build hook at most once per build.
// The first event after a quiet window starts a build at once; events inside the window wait as
// pending and go out together as one follow-up build when the window closes (from the follow-up
// waiter the webhook starts, or the scheduled flush as a safety net, whichever comes first: both
// take the pending events out in one conditional write, so only one of them calls the hook).
// The whole state is one small record, so each decision is a pure function of (state, input, time).
import type { BuildTrigger } from "./build-hook";
import type { BuildEvent } from "./storyblok-event";

/** A build hook call whose outcome is not recorded yet. */
export interface HookCall {
  id: string;
  events: BuildEvent[];
  calledAt: number;
  /** Until then the call may still land, so nobody else sends these events (see HOOK_CALL_HORIZON_MS). */
  landsBy: number;
  /** The window start before this call, given back if the hook surely did not start a build. */
  previousBuildAt: number | null;
}

export interface BurstState {
  /** When the last build was asked for; the window runs from here. */
  lastBuildAt: number | null;
  pending: BuildEvent[];
  /** Delivery key (the body's SHA-256) → when it was last taken in, kept REPLAY_MEMORY_MS (at most MAX_REMEMBERED keys). */
  recent: Record<string, number>;
  inFlight: HookCall[];
}

export const EMPTY_BURST: BurstState = { lastBuildAt: null, pending: [], recent: {}, inFlight: [] };

/**
 * How long a hook call may still land after it was made: the caller waits 8 s for an answer, and a
 * function Netlify stops at its time limit (10 s, or 26 s if raised) records no outcome at all.
 * Past this, a call with no recorded outcome is presumed to have started its build.
 */
export const HOOK_CALL_HORIZON_MS = 60_000;

/** A delivery seen this long ago is a replay unless Storyblok shows a publish since (functions/lib/space-cv.ts). */
export const REPLAY_MEMORY_MS = 7 * 24 * 3600_000;
/** The newest this many keys are kept (about 90 bytes each in the record): weeks of a busy team's publishes. */
export const MAX_REMEMBERED = 2000;

export type EventDecision =
  | { kind: "duplicate"; state: BurstState }
  | { kind: "seen-before"; seenAt: number; state: null }
  | { kind: "build"; call: HookCall; state: BurstState }
  | { kind: "coalesced"; buildDueAt: number; startsWaiter: boolean; state: BurstState };

/**
 * Storyblok's payloads carry no delivery id or time, so the body itself is the delivery key: a
 * body seen within the last window is a retry, whether its event still waits, is being sent, or
 * already went out in a build. A re-publish of the same story inside one window has the same body
 * and is folded in too: the build started for the first usually reads Storyblok after it (Netlify
 * clones, installs and restores caches first); the README says what that trades. A body seen
 * before the window (within REPLAY_MEMORY_MS) is "seen-before": a replay, unless the caller found
 * a publish since then and asks again with `republished`.
 */
export function decideOnEvent(state: BurstState, event: BuildEvent, deliveryKey: string, now: number, windowMs: number, callId: string, republished = false): EventDecision {
  const recent = remembered(state.recent, now);
  const seenAt = recent[deliveryKey];
  if (seenAt !== undefined && now - seenAt < windowMs) return { kind: "duplicate", state: { ...state, recent } };
  if (seenAt !== undefined && !republished) return { kind: "seen-before", seenAt, state: null };
  recent[deliveryKey] = now;
  const pending = [...state.pending, event];
  if (isWindowOver(state, now, windowMs)) return startCall({ ...state, recent }, pending, now, callId);
  // The event that opens the pending list starts the one waiter for this window.
  return { kind: "coalesced", buildDueAt: state.lastBuildAt! + windowMs, startsWaiter: state.pending.length === 0, state: { ...state, pending, recent } };
}

export type FlushDecision =
  | { kind: "idle"; presumedStarted: HookCall[]; state: BurstState | null }
  | { kind: "wait"; buildDueAt: number; presumedStarted: HookCall[]; state: BurstState | null }
  | { kind: "build"; call: HookCall; presumedStarted: HookCall[]; state: BurstState };

/** Pending events whose window has closed become one build; calls past their horizon are let go. */
export function decideOnFlush(state: BurstState, now: number, windowMs: number, callId: string): FlushDecision {
  const presumedStarted = state.inFlight.filter((call) => call.landsBy <= now);
  const tidied = presumedStarted.length > 0 ? { ...state, inFlight: state.inFlight.filter((call) => call.landsBy > now) } : null;
  const current = tidied ?? state;
  if (current.pending.length === 0) return { kind: "idle", presumedStarted, state: tidied };
  if (!isWindowOver(current, now, windowMs)) return { kind: "wait", buildDueAt: current.lastBuildAt! + windowMs, presumedStarted, state: tidied };
  return { ...startCall(current, current.pending, now, callId), presumedStarted };
}

/**
 * What the hook said about a call. Started or unanswered (probably started): the events are done.
 * Surely not started: they go back to pending, and the window reopens if no build came since.
 */
export function recordHookOutcome(state: BurstState, call: HookCall, trigger: BuildTrigger): BurstState {
  const inFlight = state.inFlight.filter((other) => other.id !== call.id);
  if (trigger.outcome !== "not-started") return { ...state, inFlight };
  const lastBuildAt = state.lastBuildAt === call.calledAt ? call.previousBuildAt : state.lastBuildAt;
  return { ...state, inFlight, lastBuildAt, pending: [...call.events, ...state.pending] };
}

function startCall(state: BurstState, events: BuildEvent[], now: number, callId: string): { kind: "build"; call: HookCall; state: BurstState } {
  const call: HookCall = { id: callId, events, calledAt: now, landsBy: now + HOOK_CALL_HORIZON_MS, previousBuildAt: state.lastBuildAt };
  return { kind: "build", call, state: { ...state, lastBuildAt: now, pending: [], inFlight: [...state.inFlight, call] } };
}

function isWindowOver(state: BurstState, now: number, windowMs: number): boolean {
  return state.lastBuildAt === null || now - state.lastBuildAt >= windowMs;
}

/** The keys seen within REPLAY_MEMORY_MS, the newest of them: room is left for the one being taken in. */
function remembered(recent: Record<string, number>, now: number): Record<string, number> {
  const kept = Object.entries(recent).filter(([, seenAt]) => now - seenAt < REPLAY_MEMORY_MS);
  return Object.fromEntries(kept.sort(([, a], [, b]) => b - a).slice(0, MAX_REMEMBERED - 1));
}

export const DEFAULT_BUILD_WINDOW_SECONDS = 30;

/** STORYBLOK_BUILD_WINDOW_SECONDS sets the window; anything unreadable falls back to the default. */
export function buildWindowMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.STORYBLOK_BUILD_WINDOW_SECONDS);
  return (Number.isFinite(seconds) && seconds >= 0 && env.STORYBLOK_BUILD_WINDOW_SECONDS?.trim() ? seconds : DEFAULT_BUILD_WINDOW_SECONDS) * 1000;
}
