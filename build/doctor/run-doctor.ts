// Every check of npm run doctor over one set of settings, in the order they print: Storyblok
// (tokens, region, one space id, the management token), publishing (build hook, webhook and
// notification secrets), email (Resend key, sender, recipients) and the site's address. The
// service checks run side by side; the space check waits for the tokens' answers.
import { imageSpace } from "../serve/serve-images";
import { emailFindings } from "./email-checks";
import type { Finding, Settings } from "./finding";
import { managementTokenCheck } from "./management-check";
import { siteUrlFinding } from "./site-url-check";
import { spaceIdFinding, spaceIdSetting } from "./space-ids";
import { cdnOptions, previewTokenCheck, publicTokenCheck, versionWarning } from "./storyblok-tokens";
import { publishingFindings } from "./variable-checks";

async function storyblokFindings(settings: Settings, contentDir: string): Promise<Finding[]> {
  // a bad region, version or endpoint is one finding, and no token is asked about under it
  const options = cdnOptions(settings);
  const [publicToken, previewToken, content] = await Promise.all([publicTokenCheck(settings, options), previewTokenCheck(settings, options), imageSpace(contentDir)]);
  const spaceSetting = spaceIdSetting(settings);
  const spaceIdSet = typeof spaceSetting === "number" ? spaceSetting : undefined;
  const tokens = { STORYBLOK_TOKEN: publicToken.spaceId, STORYBLOK_PREVIEW_TOKEN: previewToken.spaceId };
  const management = await managementTokenCheck(settings, options, spaceIdSet ?? publicToken.spaceId ?? content);
  return [
    "status" in options ? options : versionWarning(options),
    ...publicToken.findings,
    ...previewToken.findings,
    typeof spaceSetting === "object" ? spaceSetting : null,
    spaceIdFinding({ tokens, content }, spaceIdSet),
    management,
  ].filter((found): found is Finding => found !== null);
}

export async function runDoctor(settings: Settings, contentDir: string): Promise<Finding[]> {
  const [storyblok, email, site] = await Promise.all([storyblokFindings(settings, contentDir), emailFindings(settings), siteUrlFinding(settings, contentDir)]);
  return [...storyblok, ...publishingFindings(settings), ...email, ...(site ? [site] : [])];
}
