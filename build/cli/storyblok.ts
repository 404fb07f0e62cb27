// npm run storyblok -- push | check | pull: keeps a Storyblok space's block library in line with the
// site's component definitions through the Management API. Results go to stdout, notes to stderr;
// an expected failure prints one message with what to do and exits 1, as does check on any drift.
import { storyblokComponents } from "../../src/content/storyblok-schema";
import { runCli } from "../shared/errors";
import { parseStoryblokSettings, USAGE } from "../storyblok/management-settings";
import { runStoryblok } from "../storyblok/run-storyblok";

await runCli(async () => {
  const settings = parseStoryblokSettings(process.argv.slice(2), process.env);
  if (settings === "help") return void process.stdout.write(`${USAGE}\n`);
  const io = { out: (line: string) => process.stdout.write(`${line}\n`), err: (line: string) => process.stderr.write(`${line}\n`) };
  process.exitCode = await runStoryblok(settings, storyblokComponents(), io);
});
