// Coalescing publish bursts into few builds. The first story event after a quiet window starts
// a build at once; events inside the window wait as pending and go out together as one build
// when the window has passed (on the next event, or from the scheduled flush). The whole state is
// one small record, so each decision is a pure function of (state, event, time).
import type { StoryEvent } from "./storyblok-event";

export interface BurstState {
  lastBuildAt: number | null;
  pending: StoryEvent[];
  /** Digest of each delivery body → when it arrived; kept one window long to spot retries of pending events. */
  recent: Record<string, number>;
}

export const EMPTY_BURST: BurstState = { lastBuildAt: null, pending: [], recent: {} };

export type EventDecision =
  | { kind: "duplicate"; state: BurstState }
  | { kind: "build"; events: StoryEvent[]; state: BurstState }
  | { kind: "coalesced"; buildDueAt: number; state: BurstState };

export function decideOnEvent(state: BurstState, event: StoryEvent, digest: string, now: number, windowMs: number): EventDecision {
  const recent = withinWindow(state.recent, now, windowMs);
  if (recent[digest] !== undefined && isStillPending(state, event)) return { kind: "duplicate", state: { ...state, recent } };
  recent[digest] = now;
  const pending = [...state.pending, event];
  if (isWindowOver(state, now, windowMs)) {
    return { kind: "build", events: pending, state: { lastBuildAt: now, pending: [], recent } };
  }
  return { kind: "coalesced", buildDueAt: state.lastBuildAt! + windowMs, state: { ...state, pending, recent } };
}

export type FlushDecision = { kind: "idle" } | { kind: "build"; events: StoryEvent[]; state: BurstState };

/** Pending events whose window has passed become one build. */
export function decideOnFlush(state: BurstState, now: number, windowMs: number): FlushDecision {
  if (state.pending.length === 0 || !isWindowOver(state, now, windowMs)) return { kind: "idle" };
  return { kind: "build", events: state.pending, state: { ...state, lastBuildAt: now, pending: [] } };
}

/** A build that could not start gives its events back, so the next event or flush retries them. */
export function restoreAfterFailedBuild(state: BurstState, events: StoryEvent[], previousBuildAt: number | null): BurstState {
  return { ...state, lastBuildAt: previousBuildAt, pending: [...events, ...state.pending] };
}

/**
 * Storyblok's payload has no delivery id or time, so a retried delivery and the same story
 * published again look alike. While the first one's event still waits for its build, a repeat
 * adds nothing; once that build has started, the repeat may be a re-publish the build missed,
 * so it joins the next build (a true retry then costs one extra build, never a lost publish).
 */
function isStillPending(state: BurstState, event: StoryEvent): boolean {
  return state.pending.some((waiting) => waiting.action === event.action && waiting.storyId === event.storyId);
}

function isWindowOver(state: BurstState, now: number, windowMs: number): boolean {
  return state.lastBuildAt === null || now - state.lastBuildAt >= windowMs;
}

function withinWindow(recent: Record<string, number>, now: number, windowMs: number): Record<string, number> {
  return Object.fromEntries(Object.entries(recent).filter(([, seenAt]) => now - seenAt < windowMs));
}

export const DEFAULT_BUILD_WINDOW_SECONDS = 30;

/** STORYBLOK_BUILD_WINDOW_SECONDS sets the window; anything unreadable falls back to the default. */
export function buildWindowMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.STORYBLOK_BUILD_WINDOW_SECONDS);
  return (Number.isFinite(seconds) && seconds >= 0 && env.STORYBLOK_BUILD_WINDOW_SECONDS?.trim() ? seconds : DEFAULT_BUILD_WINDOW_SECONDS) * 1000;
}
