// The burst decisions on their own, for the cases the webhook tests cannot reach through a real
// function: a caller stopped mid-call (its outcome never recorded), and outcomes arriving after
// another build has started.
import { describe, expect, it } from "vitest";
import {
  type BurstState,
  decideOnEvent,
  decideOnFlush,
  EMPTY_BURST,
  HOOK_CALL_HORIZON_MS,
  type HookCall,
  MAX_REMEMBERED,
  REPLAY_MEMORY_MS,
  recordHookOutcome,
} from "../../functions/lib/build-burst";
import type { BuildEvent } from "../../functions/lib/storyblok-event";

const WINDOW = 30_000;
const event = (id: string): BuildEvent => ({ kind: "story", action: "published", id, summary: `published story-${id}` });

/** The state right after a first event started a build at `at`, and that build's hook call. */
function started(at: number): { state: BurstState; call: HookCall } {
  const decision = decideOnEvent(EMPTY_BURST, event("1"), "key-1", at, WINDOW, "call-1");
  if (decision.kind !== "build") throw new Error("the first event should build");
  return { state: decision.state, call: decision.call };
}

describe("build burst decisions", () => {
  it("leaves a call whose caller was stopped alone within its horizon, then lets it go as presumed started, never sending it again", () => {
    const { state } = started(0);
    const within = decideOnFlush(state, HOOK_CALL_HORIZON_MS - 1, WINDOW, "call-2");
    expect(within).toMatchObject({ kind: "idle", presumedStarted: [], state: null });
    const after = decideOnFlush(state, HOOK_CALL_HORIZON_MS, WINDOW, "call-2");
    expect(after.kind).toBe("idle");
    expect(after.presumedStarted.map((call) => call.id)).toEqual(["call-1"]);
    expect(after.state).toMatchObject({ inFlight: [], pending: [] });
  });

  it("gives a refused call's events back and reopens its window, unless a build started since", () => {
    const { state, call } = started(1_000);
    const refused = recordHookOutcome(state, call, { outcome: "not-started", detail: "the build hook answered 500" });
    expect(refused).toMatchObject({ lastBuildAt: null, pending: [event("1")], inFlight: [] });
    const movedOn = { ...state, lastBuildAt: 40_000 };
    expect(recordHookOutcome(movedOn, call, { outcome: "not-started", detail: "x" })).toMatchObject({ lastBuildAt: 40_000, pending: [event("1")] });
  });

  it("treats an unanswered call like a started one: nothing is given back", () => {
    const { state, call } = started(0);
    expect(recordHookOutcome(state, call, { outcome: "unanswered", detail: "no answer" })).toMatchObject({ lastBuildAt: 0, pending: [], inFlight: [] });
  });

  it("starts a waiter only for the event that opens a window's pending list, and tells the flush to wait until the window closes", () => {
    const { state } = started(0);
    const second = decideOnEvent(state, event("2"), "key-2", 1_000, WINDOW, "x");
    const third = decideOnEvent(second.state!, event("3"), "key-3", 2_000, WINDOW, "x");
    expect([second, third].map((decision) => decision.kind === "coalesced" && decision.startsWaiter)).toEqual([true, false]);
    expect(decideOnFlush(third.state!, WINDOW - 1, WINDOW, "x")).toMatchObject({ kind: "wait", buildDueAt: WINDOW });
    const flushed = decideOnFlush(third.state!, WINDOW, WINDOW, "call-2");
    expect(flushed.kind === "build" && flushed.call.events).toEqual([event("2"), event("3")]);
  });

  it("takes a delivery key again within one window as a retry, and after it as seen before, for 7 days", () => {
    const { state } = started(0);
    expect(decideOnEvent(state, event("1"), "key-1", WINDOW - 1, WINDOW, "x").kind).toBe("duplicate");
    expect(decideOnEvent(state, event("1"), "key-1", WINDOW, WINDOW, "x")).toEqual({ kind: "seen-before", seenAt: 0, state: null });
    expect(decideOnEvent(state, event("1"), "key-1", WINDOW, WINDOW, "x", true).kind).toBe("build");
    expect(decideOnEvent(state, event("1"), "key-1", REPLAY_MEMORY_MS, WINDOW, "x").kind).toBe("build");
  });

  it("keeps the newest delivery keys only, so the record stays small", () => {
    const recent = Object.fromEntries(Array.from({ length: MAX_REMEMBERED + 5 }, (_, i) => [`key-${i}`, i]));
    const decision = decideOnEvent({ ...EMPTY_BURST, recent }, event("new"), "key-new", WINDOW * 10_000, WINDOW, "x");
    const kept = Object.keys(decision.state!.recent);
    expect(kept).toHaveLength(MAX_REMEMBERED);
    expect(kept).toContain("key-new");
    expect(kept).not.toContain("key-0");
  });
});
