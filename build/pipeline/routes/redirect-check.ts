// The redirects a build publishes, read by Netlify's own parser before they are written: a
// rule Netlify would refuse (a redirect story whose destination is not a path or an
// http(s) URL, such as "javascript&colon;…") is left out with a warning naming its story,
// which the production deploy gate turns into an error (build/deploy/deploy-gate.ts), instead of
// reaching _redirects, where Netlify drops it silently and the address answers 404.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseAllRedirects } from "@netlify/redirect-parser";
import type { RedirectRule } from "../../../src/content/route";
import type { BuildWarning, Site } from "../../../src/content/site";
import { storyPath } from "../../../src/lib/urls";
import { redirectsFile } from "./redirects-file";
import { redirectOf } from "./routes";

export const REFUSED_REDIRECT = "Netlify would refuse this redirect, so it is left out";

export async function checkedRedirects(rules: RedirectRule[], site: Site, warn: (w: BuildWarning) => void): Promise<RedirectRule[]> {
  if (rules.length === 0) return rules;
  const dir = await mkdtemp(join(tmpdir(), "redirect-check-"));
  try {
    const file = join(dir, "_redirects");
    const text = redirectsFile(rules);
    await writeFile(file, text);
    const { errors } = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: true });
    // the file's first line is its comment, so rule i is on line i + 2
    const refused = new Map<number, string>();
    for (const error of errors as Error[]) {
      const line = Number(/redirect line (\d+)/.exec(error.message)?.[1]);
      if (line >= 2) refused.set(line - 2, error.message.split("\n").at(-1) ?? error.message);
    }
    return rules.filter((rule, i) => {
      const reason = refused.get(i);
      if (reason !== undefined) warn(refusal(rule, reason, site));
      return reason === undefined;
    });
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
