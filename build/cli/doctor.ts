// npm run doctor [-- --env FILE] [--content DIR]: checks a deployment's settings, one line each,
// naming what is missing or wrong and what to do, then a summary; exit 1 when something a
// production deploy needs is missing or wrong. Checks that need a service it cannot reach are
// listed as not checked and do not fail it alone.
import { resolve } from "node:path";
import { findingLine, isProblem, summaryLine } from "../doctor/doctor-report";
import { runDoctor } from "../doctor/run-doctor";
import { readSettings } from "../doctor/settings-file";
import { parseCommandArgs, runCli } from "../shared/errors";

const USAGE = `Usage: npm run doctor -- [options]
Checks a deployment's settings (production's, and the previews' Preview token): each variable it
needs is set and well formed, the Storyblok tokens and the Resend key are accepted (a request or two
each; nothing is written or sent), and one Storyblok space is named everywhere (the tokens' space,
STORYBLOK_SPACE_ID, content-cache/space.json). Exit code 1 when something is missing or wrong.
  --env FILE      also read KEY=value lines from FILE (its values win over the environment's),
                  e.g. the site's variables of production and the previews, written by
                  netlify env:list --plain --context production > site.env
                  netlify env:list --plain --context deploy-preview >> site.env
  --content DIR   content cache whose space.json and settings story to compare (default content-cache)
  --help          show this help`;

await runCli(async () => {
  const { values } = parseCommandArgs("npm run doctor", {
    options: { env: { type: "string" }, content: { type: "string" }, help: { type: "boolean", default: false } },
  });
  if (values.help) return console.log(USAGE);
  const settings = await readSettings(process.env, values.env);
  console.log(`npm run doctor: the settings of a deployment, from the environment${values.env ? ` and ${values.env}` : ""}`);
  const findings = await runDoctor(settings, resolve(values.content ?? "content-cache"));
  for (const found of findings) console.log(findingLine(found));
  console.log(summaryLine(findings));
  if (findings.some(isProblem)) process.exitCode = 1;
});
