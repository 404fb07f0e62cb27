// One Storyblok space for the whole site: the one content-cache/space.json names (npm run fetch
// writes it from STORYBLOK_TOKEN's space). What stops a production deploy when something else names
// another: a STORYBLOK_SPACE_ID setting (the preview's editor check, npm run storyblok) of another
// space, or an /img/ proxy rule of another space (left in netlify.toml, or in the publish folder's
// _redirects), and no proxy rule for the space at all, where every image would be a 404.
import { parseAllRedirects } from "@netlify/redirect-parser";
import { imageProxyRule } from "../pipeline/routes/image-proxy";

/** Why STORYBLOK_SPACE_ID (where set) is not the content's space, or null when it is or is unset. */
export function spaceSettingProblem(setting: string | undefined, spaceId: number | undefined): string | null {
  const text = setting?.trim();
  if (!text) return null;
  if (!/^\d+$/.test(text)) return `STORYBLOK_SPACE_ID is "${text}", which is not a space id: set it to the number Storyblok shows under Settings → Space, or unset it.`;
  if (spaceId === undefined)
    return `STORYBLOK_SPACE_ID is ${text}, but content-cache/space.json names no space to compare it with: run npm run fetch, which writes the token's space there.`;
  if (Number(text) === spaceId) return null;
  return `STORYBLOK_SPACE_ID is ${text}, but the content (content-cache/space.json, fetched with STORYBLOK_TOKEN) is of Storyblok space ${spaceId}: set STORYBLOK_SPACE_ID to ${spaceId}, or STORYBLOK_TOKEN to a token of space ${text}.`;
}

interface ProxyRule {
  from: string;
  to: string;
}

/** The /img/ rules that proxy to another host, as Netlify's parser reads the file. */
async function imageProxies(source: { toml: string } | { redirects: string }): Promise<ProxyRule[]> {
  const { redirects } = await parseAllRedirects({
    redirectsFiles: "redirects" in source ? [source.redirects] : [],
    ...("toml" in source ? { netlifyConfigPath: source.toml } : {}),
    configRedirects: [],
    minimal: true,
  });
  return (redirects as ProxyRule[]).filter((rule) => rule.from.startsWith("/img/") && /^https?:\/\//.test(rule.to));
}

/** The /img/ proxy of a production deploy: the build's rule for the content's space, and none for another. */
export async function imageRuleBlockers(files: { toml: string; redirects: string }, spaceId: number | undefined): Promise<string[]> {
  const expected = imageProxyRule(spaceId);
  const space = spaceId === undefined ? "any Storyblok space (content-cache/space.json names none)" : `Storyblok space ${spaceId} (content-cache/space.json)`;
  const same = (rule: ProxyRule) => rule.from === expected.from && rule.to === expected.to;
  const [fromToml, built] = await Promise.all([imageProxies({ toml: files.toml }), imageProxies({ redirects: files.redirects })]);
  const blockers = [...fromToml.map((rule) => ({ rule, file: files.toml })), ...built.map((rule) => ({ rule, file: files.redirects }))]
    .filter(({ rule }) => !same(rule))
    .map(
      ({ rule, file }) =>
        `${file} proxies ${rule.from} to ${rule.to}, but the site's images are of ${space}: remove that rule; the build writes the one /img/ rule from space.json.`,
    );
  if (!built.some(same))
    blockers.push(`${files.redirects} has no /img/ proxy rule for ${space}: every image would be a 404 (the build writes it; see build/pipeline/routes/image-proxy.ts).`);
  return blockers;
}
