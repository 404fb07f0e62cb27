// What editors are told when a production deploy does not go live, kept in Netlify Blobs (one
// store for the whole site, so a deploy preview's function reads what production wrote): the
// build's own account of why it stopped (the deploy gate's problems), keyed by the deploy's id,
// and the failure the preview pages show in a banner until a production deploy succeeds
// (functions/netlify-deploy-notification.ts writes and clears it).
import { getStore, type Store } from "@netlify/blobs";

export const DEPLOY_STATUS_STORE = "deploy-status";
/** The last failed production deploy, until one succeeds. */
export const CURRENT_FAILURE_KEY = "current-failure";
export const failureDetailKey = (deployId: string) => `failure-detail/${deployId}`;

export interface CurrentFailure {
  deployId: string;
  failedAt: string;
  /** what went wrong, in the build log's words: one problem a line */
  problems: string[];
  /** where a developer sees the deploy's log */
  adminUrl: string | null;
}

export function openDeployStatusStore(): Store {
  return getStore({ name: DEPLOY_STATUS_STORE, consistency: "strong" });
}

/**
 * The build's problems for the notification about this deploy to quote. Netlify runs builds with
 * Blobs configured and DEPLOY_ID set; elsewhere (a build on a laptop) there is no one to tell, and
 * the line it answers says so.
 */
export async function recordFailureDetail(problems: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const deployId = env.DEPLOY_ID?.trim();
  if (!deployId) return "No DEPLOY_ID (not a Netlify build): the editors' notification is not given these problems.";
  try {
    await openDeployStatusStore().setJSON(failureDetailKey(deployId), problems);
    return `These problems are kept for the editors' deploy-failed email and preview banner (deploy ${deployId}).`;
  } catch (error) {
    return `The problems could not be kept for the editors' notification (${(error as Error).message}); it will quote Netlify's own message.`;
  }
}
