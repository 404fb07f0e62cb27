// On every preview page (never production: its pages are static and this function answers 404
// there), while the newest production deploy told of has failed or held stories back: a banner
// saying what is not live and why, in the editors' words, until a newer deploy puts everything live.
import { type CurrentFailure, openDeployStatusStore } from "../../build/deploy/deploy-status";
import { problemHtml } from "./deploy-notice";
import { escapeHtml } from "./enquiry-email";
import { readPublishState } from "./publish-state";

/** The page with the banner at the top of its main content, or as it was (no failure, not HTML, Blobs unreachable). */
export async function withPublishFailureBanner(response: Response): Promise<Response> {
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  const failure = await currentFailure();
  if (!failure) return response;
  const html = (await response.text()).replace(/<main\b[^>]*>/, (open) => `${open}${banner(failure)}`);
  return new Response(html, { status: response.status, headers: response.headers });
}

async function currentFailure(): Promise<CurrentFailure | null> {
  try {
    return (await readPublishState(openDeployStatusStore())).failure;
  } catch (error) {
    // a preview server without Netlify Blobs (some tests) has no deploys to report on
    if ((error as Error).name !== "MissingBlobsEnvironmentError") console.error(`[preview] The last deploy's status could not be read: ${(error as Error).message}`);
    return null;
  }
}

function banner(failure: CurrentFailure): string {
  const items = failure.problems.map((problem) => `<li>${problemHtml(problem)}</li>`).join("");
  const when = escapeHtml(new Date(failure.failedAt).toUTCString());
  const lead =
    failure.outcome === "held-back"
      ? `<strong>Held back from the live site: the last production deploy (${when}) put every other change live, but not the stories below</strong>, whose live pages stay as last published (a story never published stays unpublished). Fix what is named in each and publish it again; this notice goes once a newer deploy holds nothing back.`
      : `<strong>Publishing is stopped: the last production deploy (${when}) failed, so the live site still shows an older version.</strong> Do what the lines below say (most name a story to fix in Storyblok, then publish again); this notice goes once a newer deploy succeeds.`;
  return `<aside class="preview-warnings container" role="alert" aria-label="${failure.outcome === "held-back" ? "Stories held back" : "Publishing stopped"}" data-publish-failure><p>${lead}</p><ul>${items}</ul></aside>`;
}
