// The redirects a build publishes, read by Netlify's own parser before they are written: a
// rule Netlify would refuse (a redirect story whose destination is not a path or an
// http(s) URL, such as "javascript&colon;…") is left out with a warning naming its story,
// which the production deploy gate turns into an error (build/deploy/deploy-gate.ts), instead of
// reaching _redirects, where Netlify drops it silently and the address answers 404.
// The parser's verdict on a file is kept under .cache/redirect-check/ by a hash of the file
// and the lock file (which pins the parser), so a build whose redirects did not change
// neither loads the parser (about 25 modules) nor writes the file for it (issue 40).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RedirectRule } from "../../../src/content/route";
import type { BuildWarning, Site } from "../../../src/content/site";
import { storyPath } from "../../../src/lib/urls";
import { cachedText, hashOf } from "../../shared/build-step-cache";
import { redirectsFile } from "./redirects-file";
import { redirectOf } from "./routes";

export const REFUSED_REDIRECT = "Netlify would refuse this redirect, so it is left out";

export async function checkedRedirects(rules: RedirectRule[], site: Site, warn: (w: BuildWarning) => void): Promise<RedirectRule[]> {
  if (rules.length === 0) return rules;
  const text = redirectsFile(rules);
  const key = `${await hashOf(["redirect-check", text], ["package-lock.json"])}.json`;
  const refused = new Map<number, string>(JSON.parse(await cachedText("redirect-check", key, async () => JSON.stringify([...(await refusedRules(text))]))));
  return rules.filter((rule, i) => {
    const reason = refused.get(i);
    if (reason !== undefined) warn(refusal(rule, reason, site));
    return reason === undefined;
  });
}

/** Netlify's parser on the file: the index of each rule it refuses, with its reason. */
async function refusedRules(text: string): Promise<Map<number, string>> {
  const [{ parseAllRedirects }, dir] = await Promise.all([import("@netlify/redirect-parser"), mkdtemp(join(tmpdir(), "redirect-check-"))]);
  try {
    const file = join(dir, "_redirects");
    await writeFile(file, text);
    const { errors } = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: true });
    // the file's first line is its comment, so rule i is on line i + 2
    const refused = new Map<number, string>();
    for (const error of errors as Error[]) {
      const line = Number(/redirect line (\d+)/.exec(error.message)?.[1]);
      if (line >= 2) refused.set(line - 2, error.message.split("\n").at(-1) ?? error.message);
    }
    return refused;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function refusal(rule: RedirectRule, reason: string, site: Site): BuildWarning {
  const story = site.stories.find((candidate) => storyPath(candidate.full_slug) === rule.from);
  const redirect = story ? redirectOf(story) : null;
  const message = `${REFUSED_REDIRECT} (${reason}): ${rule.from} → ${JSON.stringify(rule.to)}`;
  return story ? { where: story.full_slug, path: `${redirect?.path ?? "content"}.destination`, message } : { where: "_redirects", path: "", message };
}
