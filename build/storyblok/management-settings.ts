// npm run storyblok's settings: the command, its flags and the STORYBLOK_* variables, read and
// checked once; a missing or bad one is a UserError naming the variable and what to do.
import path from "node:path";
import { REGIONS, type Region } from "../fetch/fetch-options";
import { parseCommandArgs, UserError } from "../shared/errors";

export const COMMANDS = ["push", "pull", "check", "import"] as const;
export type StoryblokCommand = (typeof COMMANDS)[number];

export interface StoryblokSettings {
  command: StoryblokCommand;
  /** A personal access token: the Management API takes no space token. */
  token: string;
  spaceId: number;
  /** The Management API's base URL (…/v1). */
  endpoint: string;
  /** push: write the changes instead of only showing them. */
  apply: boolean;
  /** push: also delete the components and fields the code does not have. */
  prune: boolean;
  /** pull: the file to write (stdout when unset). */
  out: string | undefined;
  /** import: publish the stories it writes. */
  publish?: boolean;
  /** import: go on in a space that has stories the import did not make. */
  intoNonEmpty?: boolean;
  /** import: the content cache to copy. */
  from?: string;
  /** import: the folder of the manifests (.storyblok/). */
  manifestDir?: string;
}

/** The Management API of each region Storyblok hosts spaces in (its docs' "region-specific base URLs"). */
export const MANAGEMENT_ENDPOINTS: Record<Region, string> = {
  eu: "https://mapi.storyblok.com/v1",
  us: "https://api-us.storyblok.com/v1",
  ca: "https://api-ca.storyblok.com/v1",
  ap: "https://api-ap.storyblok.com/v1",
  cn: "https://app.storyblokchina.cn/v1",
};

export const USAGE = `Usage: npm run storyblok -- <command> [options]
Keeps a Storyblok space's block library (components, their fields, component groups) in line with
the site's content model (storyblokComponents() in src/content/storyblok-schema.ts).
Commands:
  push               show what would change in the space: a dry run, nothing is written
  push --apply       write it: create missing groups and components, update changed ones
  push --prune       also show the components and fields the code does not have as deletions
  push --apply --prune   write that too: delete them
  check              list each difference between the space and the code with what to do;
                     exit 1 when there is any (for CI), 0 when none
  pull [--out FILE]  write the space's components and groups as JSON (to stdout without --out)
  import             show what importing the content cache (folders, stories, assets) into an
                     empty space would create: a dry run
  import --apply     do it; resumable: a re-run goes on from .storyblok/import-<space>.json
    --publish        publish the stories (drafts without it)
    --from DIR       the content cache to import (default content-cache)
    --into-non-empty import into a space that has stories the import did not make
Options:
  --space ID         the space's id (default STORYBLOK_SPACE_ID)
  --help             print this text
Environment: STORYBLOK_MANAGEMENT_TOKEN (required: a personal access token), STORYBLOK_SPACE_ID,
STORYBLOK_REGION (eu|us|ca|ap|cn, default eu), STORYBLOK_MANAGEMENT_ENDPOINT (Management API base URL
override, such as a local fake).`;

type Env = Record<string, string | undefined>;

function region(value: string | undefined): Region {
  if (value === undefined || value === "") return "eu";
  const lower = value.toLowerCase();
  if ((REGIONS as readonly string[]).includes(lower)) return lower as Region;
  throw new UserError(`STORYBLOK_REGION is "${value}", which is not one of ${REGIONS.join(", ")}.`, `set it to the region your space was created in, or leave it unset for "eu"`);
}

function endpoint(value: string | undefined, fallback: string): string {
  if (value === undefined || value === "") return fallback;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== "http:" && url?.protocol !== "https:") {
    throw new UserError(`STORYBLOK_MANAGEMENT_ENDPOINT is "${value}", which is not an http(s) URL.`, `set it to a base URL such as ${MANAGEMENT_ENDPOINTS.eu}, or unset it`);
  }
  return value.replace(/\/+$/, "");
}

function spaceId(raw: string | undefined, fromFlag: boolean): number {
  if (raw === undefined || raw === "") {
    throw new UserError(
      "STORYBLOK_SPACE_ID is not set, so there is no space to work on.",
      "set STORYBLOK_SPACE_ID (or pass --space ID) to the space's id, shown in Storyblok under Settings → Space",
    );
  }
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new UserError(`${fromFlag ? "--space" : "STORYBLOK_SPACE_ID"} is "${raw}", which is not a space id.`, "use the number Storyblok shows under Settings → Space");
  }
  return id;
}

/** `"help"` for --help; otherwise every setting the command needs, or a UserError. */
export function parseStoryblokSettings(argv: string[], env: Env, cwd = process.cwd()): StoryblokSettings | "help" {
  const { values, positionals } = parseCommandArgs("npm run storyblok", {
    args: argv,
    allowPositionals: true,
    options: {
      apply: { type: "boolean" },
      prune: { type: "boolean" },
      space: { type: "string" },
      out: { type: "string" },
      publish: { type: "boolean" },
      "into-non-empty": { type: "boolean" },
      from: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) return "help";
  const command = positionals[0] as StoryblokCommand | undefined;
  if (positionals.length !== 1 || !command || !COMMANDS.includes(command)) {
    const got = positionals.length === 0 ? "none" : `"${positionals.join(" ")}"`;
    throw new UserError(`npm run storyblok needs one command, push, pull, check or import; got ${got}.`, "run npm run storyblok -- --help for what each does");
  }
  if (values.apply && command !== "push" && command !== "import")
    throw new UserError(`--apply belongs to push and import, not ${command}.`, "run npm run storyblok -- push --apply");
  if (values.prune && command !== "push") throw new UserError(`--prune belongs to push, not ${command}.`, "run npm run storyblok -- push --apply --prune");
  for (const flag of ["publish", "into-non-empty", "from"] as const) {
    if (values[flag] !== undefined && command !== "import") throw new UserError(`--${flag} belongs to import, not ${command}.`, `run npm run storyblok -- import --${flag}`);
  }
  if (values.out !== undefined && command !== "pull") throw new UserError(`--out belongs to pull, not ${command}.`, "run npm run storyblok -- pull --out FILE");
  const token = env.STORYBLOK_MANAGEMENT_TOKEN?.trim();
  if (!token) {
    throw new UserError(
      "STORYBLOK_MANAGEMENT_TOKEN is not set, so Storyblok's Management API cannot be reached.",
      "in Storyblok open My account → Personal access tokens, generate one and set STORYBLOK_MANAGEMENT_TOKEN to it (a space's Public or Preview token cannot change components)",
    );
  }
  return {
    command,
    token,
    spaceId: spaceId(values.space ?? env.STORYBLOK_SPACE_ID, values.space !== undefined),
    endpoint: endpoint(env.STORYBLOK_MANAGEMENT_ENDPOINT, MANAGEMENT_ENDPOINTS[region(env.STORYBLOK_REGION)]),
    apply: values.apply ?? false,
    prune: values.prune ?? false,
    out: values.out === undefined ? undefined : path.resolve(cwd, values.out),
    publish: values.publish ?? false,
    intoNonEmpty: values["into-non-empty"] ?? false,
    from: path.resolve(cwd, values.from ?? "content-cache"),
    manifestDir: path.resolve(cwd, ".storyblok"),
  };
}
