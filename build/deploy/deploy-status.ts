// What editors are told when a production deploy does not go live, kept in Netlify Blobs (one
// store for the whole site, so a deploy preview's function reads what production wrote): the
// build's own account of why it stopped (the deploy gate's problems, and whether Storyblok could
// not be reached), keyed by the deploy's id, and the publish state: the newest production deploy
// the notifications told of, the failure the preview pages show in a banner while that deploy is a
// failed one, and the build to start again after a Storyblok outage
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

export interface CurrentFailure {
  deployId: string;
  failedAt: string;
  /** what went wrong, in the build log's words: one problem a line */
  problems: string[];
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
  /** shown on preview pages: the newest deploy's failure, null once a newer deploy succeeded */
  failure: CurrentFailure | null;
  retry: OutageRetry | null;
}

export const EMPTY_PUBLISH_STATE: PublishState = { newest: null, failure: null, retry: null };

export function openDeployStatusStore(): Store {
  return getStore({ name: DEPLOY_STATUS_STORE, consistency: "strong" });
}

/**
 * The build's problems (and cause) for the notification about this deploy to quote. Netlify runs
 * builds with Blobs configured and DEPLOY_ID set; elsewhere (a build on a laptop) there is no one
 * to tell, and the line it answers says so.
 */
export async function recordFailureDetail(problems: string[], cause?: FailureCause, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const deployId = env.DEPLOY_ID?.trim();
  if (!deployId) return "No DEPLOY_ID (not a Netlify build): the editors' notification is not given these problems.";
  try {
    const store = openDeployStatusStore();
    await store.setJSON(failureDetailKey(deployId), problems);
    if (cause) await store.set(failureCauseKey(deployId), cause);
    return `These problems are kept for the editors' deploy-failed email and preview banner (deploy ${deployId}).`;
  } catch (error) {
    return `The problems could not be kept for the editors' notification (${(error as Error).message}); it will quote Netlify's own message.`;
  }
}
