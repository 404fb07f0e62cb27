// What editors are told about a production deploy that did not put everything live, kept in Netlify
// Blobs (one store for the whole site, so a deploy preview's function reads what production wrote):
// the build's own account (the deploy gate's problems in editor words, with the developer's lines,
// and whether Storyblok could not be reached), keyed by the deploy's id, and the publish state: the
// newest production deploy the notifications told of, what the preview pages show in a banner while
// that deploy failed or held a story back, and the build to start again after a Storyblok outage
// (functions/netlify-deploy-notification.ts writes it, functions/storyblok-build-flush.ts retries).
import { getStore, type Store } from "@netlify/blobs";

export const DEPLOY_STATUS_STORE = "deploy-status";
/** The PublishState record. */
export const PUBLISH_STATE_KEY = "publish-state";
export const failureDetailKey = (deployId: string) => `failure-detail/${deployId}`;
/** Why the deploy failed, when the build knows a cause the notification acts on. */
export const failureCauseKey = (deployId: string) => `failure-cause/${deployId}`;

/** The fetch could not reach Storyblok (it was down or kept failing): the content is not at fault. */
export type FailureCause = "storyblok-unreachable";

export const UNREACHABLE_PROBLEM =
  "Storyblok could not be reached (it was down or kept failing), so nothing was built; your content is not at fault. The site is built again by itself once Storyblok answers (checked every minute): you need not publish again. If this notice is still here in an hour, publish again, and if that fails too forward this to the site's developer.";

/** A deploy as Netlify's notifications name it: ordered by creation time, then by id. */
export interface DeployStamp {
  id: string;
  /** Netlify's created_at, ISO 8601 */
  createdAt: string;
}

/** One problem as an editor reads it, and the developer's line about it. */
export interface EditorProblem {
  /** the story it is in, by the name editors know, with the link that opens it in Storyblok; null: in no story */
  story: { name: string; slug: string; editUrl: string | null } | null;
  /** what is wrong and what to do, in plain words */
  text: string;
  /** for the site's developer: full_slug, field path and the build's message */
  detail: string;
  /** a held-back story: what the live site shows of it instead */
  heldBack?: "last-version" | "unpublished";
}

/** The build's account of a production deploy: stopped (nothing went live) or with stories held back. */
export interface DeployAccount {
  outcome: "stopped" | "held-back";
  /** the settings story's site name, when the build could read it */
  siteName: string | null;
  problems: EditorProblem[];
}

export interface CurrentFailure {
  deployId: string;
  failedAt: string;
  outcome?: DeployAccount["outcome"];
  problems: EditorProblem[];
  /** where a developer sees the deploy's log */
  adminUrl: string | null;
}

/** A production build lost to a Storyblok outage, to be started again once Storyblok answers. */
export interface OutageRetry {
  /** the failed deploy this retry stands in for */
  deployId: string;
  /** the outage's first failed deploy: the editors were emailed about it, and are not again while it is retried */
  firstDeployId: string;
  /** retry builds started so far for this outage */
  retries: number;
  /** not checked before this (ms since 1970): the backoff after a retry that failed again */
  notBefore: number;
  /** when the retry build was asked for (ms), until its own deploy is told of; null while waiting */
  triggeredAt: number | null;
}

export interface PublishState {
  /** the newest production deploy told of; an older one's notification changes nothing */
  newest: (DeployStamp & { state: "ready" | "error" }) | null;
  /** shown on preview pages: the newest deploy's failure or held-back stories, null once a newer deploy put everything live */
  failure: CurrentFailure | null;
  retry: OutageRetry | null;
}

export const EMPTY_PUBLISH_STATE: PublishState = { newest: null, failure: null, retry: null };

export function openDeployStatusStore(): Store {
  return getStore({ name: DEPLOY_STATUS_STORE, consistency: "strong" });
}

/** An account as stored, also one a build of older code kept (its problems then were lines of text). */
export function readAccount(stored: unknown): DeployAccount | null {
  if (Array.isArray(stored)) return stored.length > 0 ? { outcome: "stopped", siteName: null, problems: stored.map(problemFrom) } : null;
  if (!stored || typeof stored !== "object" || !Array.isArray((stored as DeployAccount).problems)) return null;
  const account = stored as DeployAccount;
  return { outcome: account.outcome === "held-back" ? "held-back" : "stopped", siteName: account.siteName ?? null, problems: account.problems.map(problemFrom) };
}

function problemFrom(problem: unknown): EditorProblem {
  if (typeof problem === "string") return { story: null, text: problem, detail: problem };
  return problem as EditorProblem;
}

/**
 * The build's account (and cause) for the notification about this deploy to quote. Netlify runs
 * builds with Blobs configured and DEPLOY_ID set; elsewhere (a build on a laptop) there is no one
 * to tell, and the line it answers says so.
 */
export async function recordFailureDetail(account: DeployAccount, cause?: FailureCause, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const deployId = env.DEPLOY_ID?.trim();
  if (!deployId) return "No DEPLOY_ID (not a Netlify build): the editors' notification is not given these problems.";
  try {
    const store = openDeployStatusStore();
    await store.setJSON(failureDetailKey(deployId), account);
    if (cause) await store.set(failureCauseKey(deployId), cause);
    return `These problems are kept for the editors' email and preview banner (deploy ${deployId}).`;
  } catch (error) {
    return `The problems could not be kept for the editors' notification (${(error as Error).message}); it will quote Netlify's own message.`;
  }
}
