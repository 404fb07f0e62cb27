// The publish state's changes, each a pure function of (state, input, time), applied atomically
// (blob-record.ts). Netlify's notifications may come in any order, and again: one about a deploy
// older than the newest told of changes nothing, so the banner always shows the newest deploy.
import type { Store } from "@netlify/blobs";
import {
  type CurrentFailure,
  type DeployStamp,
  type EditorProblem,
  EMPTY_PUBLISH_STATE,
  type OutageRetry,
  PUBLISH_STATE_KEY,
  type PublishState,
  readAccount,
} from "../../build/deploy/deploy-status";
import { type BlobRecord, updateRecord } from "./blob-record";

const PUBLISH_STATE: BlobRecord<PublishState> = {
  key: PUBLISH_STATE_KEY,
  what: "The publish state",
  read: (stored) => withEditorProblems({ ...EMPTY_PUBLISH_STATE, ...(stored as Partial<PublishState> | undefined) }),
};

/** A failure kept by older code listed its problems as lines of text. */
function withEditorProblems(state: PublishState): PublishState {
  const failure = state.failure;
  return failure ? { ...state, failure: { ...failure, problems: readAccount(failure.problems)?.problems ?? [] } } : state;
}

/** Retry builds after one outage, at most: past them an editor publishes again (the banner says so). */
export const MAX_OUTAGE_RETRIES = 5;
/** The wait before checking again after a retry build failed again: 2, 4, 8 then 16 minutes. */
export const retryBackoffMs = (retries: number) => (retries === 0 ? 0 : 60_000 * 2 ** retries);

export function updatePublishState<T extends { state: PublishState | null }>(store: Store, change: (state: PublishState) => T): Promise<T> {
  return updateRecord(store, PUBLISH_STATE, change);
}

export async function readPublishState(store: Store): Promise<PublishState> {
  return PUBLISH_STATE.read(await store.get(PUBLISH_STATE_KEY, { type: "json" }));
}

/** Whether `a` was created after `b` (Netlify's created_at, then the id for the same instant). */
export function isNewer(a: DeployStamp, b: DeployStamp): boolean {
  const [at, bt] = [Date.parse(a.createdAt), Date.parse(b.createdAt)];
  return at !== bt ? at > bt : a.id > b.id;
}

/** `quiet`: a retry build that met the outage too, while retries remain; the editors heard of the outage already. */
export type NoticeDecision = { kind: "superseded"; newest: DeployStamp; state: null } | { kind: "recorded"; quiet: boolean; state: PublishState };

export const RETRIES_SPENT_PROBLEM = `Storyblok could not be reached by ${MAX_OUTAGE_RETRIES} builds started again after this outage either, so none is started again: publish again once Storyblok answers (https://status.storyblok.com).`;

const RETRIES_SPENT: EditorProblem = {
  story: null,
  text: RETRIES_SPENT_PROBLEM,
  detail: `The fetch could not reach Storyblok in this deploy and in the ${MAX_OUTAGE_RETRIES} builds started again after the outage; no more are started.`,
};

/** The same deploy told of again (Netlify retries) is not older than itself. */
function supersededBy(state: PublishState, deploy: DeployStamp): DeployStamp | null {
  const newest = state.newest;
  return newest && newest.id !== deploy.id && isNewer(newest, deploy) ? newest : null;
}

/**
 * A production deploy went live: every older deploy's failure is past, and so is any outage retry.
 * `heldBack`: the stories it held back, which the banner shows instead until a newer deploy holds none.
 */
export function onSucceeded(state: PublishState, deploy: DeployStamp, heldBack: CurrentFailure | null = null): NoticeDecision {
  const newer = supersededBy(state, deploy);
  if (newer) return { kind: "superseded", newest: newer, state: null };
  return { kind: "recorded", quiet: false, state: { newest: { ...deploy, state: "ready" }, failure: heldBack, retry: null } };
}

/** A production deploy failed: it is the banner now; one Storyblok could not serve is retried once it answers. */
export function onFailed(state: PublishState, deploy: DeployStamp, failure: CurrentFailure, unreachable: boolean, now: number): NoticeDecision {
  const newer = supersededBy(state, deploy);
  if (newer) return { kind: "superseded", newest: newer, state: null };
  // Netlify telling of the same failure again changes no retry, also not one given up
  const repeat = state.newest?.id === deploy.id && state.newest.state === "error";
  const retry = !unreachable ? null : repeat ? state.retry : nextRetry(state.retry, deploy.id, now);
  const spent = unreachable && retry === null;
  const shown = spent ? { ...failure, problems: [...failure.problems, RETRIES_SPENT] } : failure;
  return { kind: "recorded", quiet: retry !== null && retry.firstDeployId !== deploy.id, state: { newest: { ...deploy, state: "error" }, failure: shown, retry } };
}

/** The retries of one outage carry on through the failures of its retry builds; bounded, with backoff. */
function nextRetry(previous: OutageRetry | null, deployId: string, now: number): OutageRetry | null {
  const retries = previous?.retries ?? 0;
  if (retries >= MAX_OUTAGE_RETRIES) return null;
  return { deployId, firstDeployId: previous?.firstDeployId ?? deployId, retries, notBefore: now + retryBackoffMs(retries), triggeredAt: null };
}

/** Whether the flush should check Storyblok now for a retry build. */
export const retryDue = (state: PublishState, now: number) => state.retry !== null && state.retry.triggeredAt === null && state.retry.notBefore <= now;

export type RetryTake = { kind: "none"; state: null } | { kind: "take"; retry: OutageRetry; state: PublishState };

/** Marks the retry build as asked for before the hook is called, so no other flush calls it too. */
export function takeRetry(state: PublishState, now: number): RetryTake {
  if (!retryDue(state, now)) return { kind: "none", state: null };
  const retry = { ...state.retry!, retries: state.retry!.retries + 1, triggeredAt: now };
  return { kind: "take", retry, state: { ...state, retry } };
}

/** The hook surely did not start the build: the next flush asks again. */
export function giveBackRetry(state: PublishState, taken: OutageRetry): { state: PublishState | null } {
  const current = state.retry;
  if (current?.deployId !== taken.deployId || current.triggeredAt !== taken.triggeredAt) return { state: null };
  return { state: { ...state, retry: { ...taken, retries: taken.retries - 1, triggeredAt: null } } };
}
