// The space's two CDN tokens, each asked of Storyblok with the real client: STORYBLOK_TOKEN (the
// production build fetches the published content with it) must be accepted, and
// STORYBLOK_PREVIEW_TOKEN (the preview function renders drafts with it) must read drafts. Each
// says its space, which the space check compares. The region, version and endpoint are read as
// npm run fetch reads them.

import { FetchError } from "../fetch/fetch-errors";
import { type FetchOptions, parseFetchOptions } from "../fetch/fetch-options";
import { apiBaseOf } from "../fetch/request-errors";
import { type Finding, finding, IN_NETLIFY, type Settings, setting } from "./finding";
import { CHECK_TIMEOUT_MS, type Outcome } from "./outcome";
import { askCdn } from "./storyblok-answers";

export interface TokenCheck {
  findings: Finding[];
  /** the token's space, when Storyblok answered */
  spaceId?: number;
}

const ACCESS_TOKENS = "Storyblok's Settings → Access Tokens";

/** The fetch's options for the settings' region, version and endpoint; each check gives its own token. A bad one is a finding. */
export function cdnOptions(settings: Settings): FetchOptions | Finding {
  try {
    // a stand-in token: parseFetchOptions requires one, and every check below sets its own
    const options = parseFetchOptions([], { ...settings, STORYBLOK_TOKEN: "token" });
    if (options === "help") throw new Error("parseFetchOptions answered help without --help");
    return { ...options, retries: 0, timeoutSeconds: CHECK_TIMEOUT_MS / 1000 };
  } catch (error) {
    if (!(error instanceof FetchError)) throw error;
    return finding("wrong", /^([A-Z_]+) is/.exec(error.what)?.[1] ?? "Storyblok settings", `${error.what.replace(/^[A-Z_]+ /, "")} ${error.fix}`);
  }
}

function refusal(outcome: Exclude<Outcome<unknown>, { kind: "answer" }>, name: string, options: FetchOptions, fix: string): Finding {
  if (outcome.kind === "unreachable") return finding("unchecked", name, `could not check with Storyblok at ${apiBaseOf(options)}: ${outcome.detail}.`);
  if (outcome.status === 401) return finding("wrong", name, `Storyblok refused it (401) at ${apiBaseOf(options)}: ${fix}`);
  const answer = outcome.status ? `answered ${outcome.status} (${outcome.detail})` : `was asked, but ${outcome.detail}`;
  return finding("wrong", name, `Storyblok ${answer} at ${apiBaseOf(options)}: check STORYBLOK_REGION (the region the space was created in) and STORYBLOK_ENDPOINT, if set.`);
}

/** cdn/spaces/me: the token's space, or the finding that says why there is none. */
async function spaceOf(name: string, token: string, options: FetchOptions, fix: string): Promise<{ id: number; name: string } | Finding> {
  const outcome = await askCdn({ ...options, token }, "cdn/spaces/me");
  if (outcome.kind !== "answer") return refusal(outcome, name, options, fix);
  const space = outcome.value.space as { id?: unknown; name?: unknown } | undefined;
  if (typeof space?.id !== "number")
    return finding("wrong", name, `Storyblok's answer to cdn/spaces/me at ${apiBaseOf(options)} names no space: check STORYBLOK_ENDPOINT, if set.`);
  return { id: space.id, name: String(space.name ?? "") };
}

/** Production fetches the published content; STORYBLOK_VERSION=draft would put drafts live. */
export function versionWarning(options: FetchOptions): Finding | null {
  if (options.version !== "draft") return null;
  return finding(
    "warning",
    "STORYBLOK_VERSION",
    "is draft: a production build would put unpublished drafts live. Unset it for production (previews read drafts with STORYBLOK_PREVIEW_TOKEN).",
  );
}

const described = (space: { id: number; name: string }) => `space ${space.id}${space.name ? ` (${space.name})` : ""}`;

/** The token to ask Storyblok about, or the finding that says why it is not asked: unset, or the region, version or endpoint is wrong. */
function tokenToCheck(settings: Settings, name: string, options: FetchOptions | Finding, missing: string): string | Finding {
  const token = setting(settings, name);
  if (!token) return finding("missing", name, missing);
  if ("status" in options) return finding("unchecked", name, `not checked: ${options.name} is wrong (see above).`);
  return token;
}

export async function publicTokenCheck(settings: Settings, options: FetchOptions | Finding): Promise<TokenCheck> {
  const name = "STORYBLOK_TOKEN";
  const token = tokenToCheck(
    settings,
    name,
    options,
    `not set: a production build shows the repository's embedded content instead of your space. Copy the Public token from ${ACCESS_TOKENS} and set it ${IN_NETLIFY}.`,
  );
  if (typeof token !== "string" || "status" in options) return { findings: typeof token === "string" ? [] : [token] };
  const space = await spaceOf(name, token, options, `copy the space's Public token from ${ACCESS_TOKENS}.`);
  if ("status" in space) return { findings: [space] };
  return { findings: [finding("ok", name, `accepted by Storyblok at ${apiBaseOf(options)}: ${described(space)}.`)], spaceId: space.id };
}

export async function previewTokenCheck(settings: Settings, options: FetchOptions | Finding): Promise<TokenCheck> {
  const name = "STORYBLOK_PREVIEW_TOKEN";
  const copy = `copy the Preview token (not the Public one) from ${ACCESS_TOKENS}`;
  const token = tokenToCheck(
    settings,
    name,
    options,
    `not set: the Visual Editor's previews (deploy previews, branch deploys) cannot read drafts. C${copy.slice(1)} and set it ${IN_NETLIFY}, for the Deploy Previews and Branch deploys contexts.`,
  );
  if (typeof token !== "string" || "status" in options) return { findings: typeof token === "string" ? [] : [token] };
  const space = await spaceOf(name, token, options, `${copy}.`);
  if ("status" in space) return { findings: [space] };
  const drafts = await askCdn({ ...options, token, version: "draft" }, "cdn/stories", { version: "draft", per_page: 1 });
  if (drafts.kind === "answer") return { findings: [finding("ok", name, `reads drafts of ${described(space)}.`)], spaceId: space.id };
  const publicOnly = drafts.kind === "refused" && drafts.status === 401;
  const refused = publicOnly
    ? finding("wrong", name, `reads ${described(space)}, but Storyblok refuses it drafts (401): it is a Public token; ${copy}.`)
    : refusal(drafts, name, options, `${copy}.`);
  return { findings: [refused], spaceId: space.id };
}
