// STORYBLOK_MANAGEMENT_TOKEN, where set (npm run storyblok uses it to push the content model and
// import content; a deployment needs none): a personal access token the Management API accepts
// for the site's space.
import type { FetchOptions } from "../fetch/fetch-options";
import { MANAGEMENT_ENDPOINTS } from "../storyblok/management-settings";
import { type Finding, finding, type Settings, setting } from "./finding";
import { askManagement } from "./storyblok-answers";

const NAME = "STORYBLOK_MANAGEMENT_TOKEN";

export async function managementTokenCheck(settings: Settings, options: FetchOptions | Finding, spaceId: number | undefined): Promise<Finding | null> {
  const token = setting(settings, NAME);
  if (!token) return null;
  if ("status" in options) return finding("unchecked", NAME, `not checked: ${options.name} is wrong (see above).`);
  if (spaceId === undefined) return finding("unchecked", NAME, "could not check: no space id to ask for (set STORYBLOK_SPACE_ID, or a working STORYBLOK_TOKEN).");
  const override = setting(settings, "STORYBLOK_MANAGEMENT_ENDPOINT");
  if (override !== undefined && !(URL.canParse(override) && /^https?:\/\//.test(override))) {
    return finding("wrong", "STORYBLOK_MANAGEMENT_ENDPOINT", `is "${override}", not an http(s) URL: set it to a base URL such as ${MANAGEMENT_ENDPOINTS.eu}, or unset it.`);
  }
  const endpoint = override?.replace(/\/+$/, "") ?? MANAGEMENT_ENDPOINTS[options.region];
  const outcome = await askManagement(token, endpoint, `spaces/${spaceId}`);
  if (outcome.kind === "unreachable") return finding("unchecked", NAME, `could not check with Storyblok's Management API at ${endpoint}: ${outcome.detail}.`);
  if (outcome.kind === "answer") {
    const space = outcome.value.space as { name?: unknown } | undefined;
    return finding("ok", NAME, `accepted by the Management API at ${endpoint} for space ${spaceId}${typeof space?.name === "string" ? ` (${space.name})` : ""}.`);
  }
  if (outcome.status === 401) {
    return finding(
      "wrong",
      NAME,
      `the Management API refused it (401) at ${endpoint}: generate a personal access token in Storyblok (My account → Personal access tokens); a space's Public or Preview token is not one.`,
    );
  }
  return finding(
    "wrong",
    NAME,
    `the Management API answered ${outcome.status || "something else"} (${outcome.detail}) for space ${spaceId} at ${endpoint}: the token's account must be a member of that space; check STORYBLOK_SPACE_ID and STORYBLOK_REGION.`,
  );
}
