// One Storyblok space everywhere: the space each CDN token reads, STORYBLOK_SPACE_ID (the preview's
// editor check, npm run storyblok, the production build's own check: build/deploy/space-checks.ts)
// and content-cache/space.json (npm run fetch writes it from the token's space; the build proxies
// /img/ for it alone).
import { type Finding, finding, type Settings, setting } from "./finding";

export interface SpaceSources {
  /** each token's space, where Storyblok answered: by the token's variable */
  tokens: Record<string, number | undefined>;
  /** content-cache/space.json's id, undefined when it names none */
  content: number | undefined;
}

const NAME = "Storyblok space";

/** STORYBLOK_SPACE_ID as a number; a finding when it is set to something else. */
export function spaceIdSetting(settings: Settings): number | undefined | Finding {
  const value = setting(settings, "STORYBLOK_SPACE_ID");
  if (value === undefined) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  return finding("wrong", "STORYBLOK_SPACE_ID", `is "${value}", not a space id: set it to the number Storyblok shows under Settings → Space, or unset it.`);
}

export function spaceIdFinding(sources: SpaceSources, spaceIdSet: number | undefined): Finding {
  const named: [string, number | undefined][] = [
    ...Object.entries(sources.tokens).map(([token, id]): [string, number | undefined] => [`${token}'s space`, id]),
    ["STORYBLOK_SPACE_ID", spaceIdSet],
    ["content-cache/space.json", sources.content],
  ];
  const known = named.filter((source): source is [string, number] => source[1] !== undefined);
  const ids = new Set(known.map(([, id]) => id));
  if (ids.size > 1) {
    return finding(
      "wrong",
      NAME,
      `not the same everywhere: ${known.map(([where, id]) => `${where} ${id}`).join(", ")}. Use the tokens of the site's space, set STORYBLOK_SPACE_ID to its id (Settings → Space), and run npm run fetch (which writes its id into content-cache/space.json), then commit content-cache/.`,
    );
  }
  const unknownTokens = Object.entries(sources.tokens).filter(([, id]) => id === undefined);
  const [id] = ids;
  if (id === undefined)
    return finding("unchecked", NAME, "could not compare: no token's space is known (see above), STORYBLOK_SPACE_ID is unset and content-cache/space.json names none.");
  const agreeing = known.map(([where]) => where).join(", ");
  if (unknownTokens.length > 0)
    return finding("unchecked", NAME, `${id} in ${agreeing}; not compared with ${unknownTokens.map(([token]) => `${token}'s space`).join(" or ")} (see above).`);
  return finding("ok", NAME, `${id} everywhere: ${agreeing}.`);
}
