import path from "node:path";
import { FetchError } from "./fetch-errors";

export const REGIONS = ["eu", "us", "ca", "ap", "cn"] as const;
export type Region = (typeof REGIONS)[number];
export const VERSIONS = ["published", "draft"] as const;
export type ContentVersion = (typeof VERSIONS)[number];

/** Waits `ms`, or rejects once `signal` aborts; tests inject one that does not wait. */
export type Pause = (ms: number, signal?: AbortSignal) => Promise<void>;

/** Hooks of a running fetch, not settings: how to stop it and how it waits. */
export interface RunHooks {
  /** Aborting it stops every request and wait (the CLI aborts on SIGINT/SIGTERM). */
  signal?: AbortSignal;
  pause?: Pause;
  /** Jitter source, 0 ≤ x < 1. */
  random?: () => number;
  /** Where retry notes go (stderr in the CLI). */
  notes?: (text: string) => void;
}

/** Everything `npm run fetch` needs, parsed and checked once; later stages trust these values. */
export interface FetchOptions extends RunHooks {
  token: string;
  region: Region;
  version: ContentVersion;
  /** CDN API base URL (…/v2); when unset the client derives it from the region. */
  endpoint: string | undefined;
  /** Origin that asset downloads go to instead of the asset's own host (tests point it at the fake). */
  assetBase: string | undefined;
  outDir: string;
  strict: boolean;
  /** Download every asset again instead of copying the ones already in the cache. */
  refreshAssets: boolean;
  /**
   * Where a previous fetch's content is (the cache itself, or the build cache's copy on Netlify):
   * Storyblok is asked only for what changed since. Unset: everything is fetched.
   */
  previousDir?: string;
  /** The build hook's body (INCOMING_HOOK_BODY on Netlify): the assets it names as replaced are downloaded again. */
  incomingHookBody?: string;
  /** How long a request may go without receiving a byte (before the answer starts or mid-answer). */
  timeoutSeconds: number;
  /** The longest one request may take, from asking to the last byte (an API answer, or one asset). */
  deadlineSeconds: number;
  /** An answer or download that brings fewer bytes than this a second over `rateWindowSeconds` fails; 0: no minimum. */
  minBytesPerSecond: number;
  rateWindowSeconds: number;
  /** Largest asset the fetch stores; a bigger one fails the fetch. */
  maxAssetBytes: number;
  /** Page sizes and retry pacing: Storyblok's limits by default, smaller in tests. */
  storiesPerPage: number;
  linksPerPage: number;
  /** Retries of one request after a 5xx, a 429 or a network failure. */
  retries: number;
  /** First back-off delay; each retry doubles it (with jitter). */
  retryBaseMs: number;
  /** All waiting between retries of one request together stays below this. */
  retryBudgetMs: number;
  assetConcurrency: number;
}

export const DEFAULT_TUNING = {
  storiesPerPage: 100,
  linksPerPage: 1000,
  timeoutSeconds: 30,
  // A 250 MB asset in 300 s needs under 1 MB/s; an asset dripping below 1 KB/s is given up in about 30 s.
  deadlineSeconds: 300,
  minBytesPerSecond: 1024,
  rateWindowSeconds: 30,
  // Background video loops run to tens of MB; 250 MB leaves room while stopping a runaway download.
  maxAssetBytes: 250 * 1024 * 1024,
  retries: 5,
  // Storyblok counts requests per one-second window, so the first retry lands in a fresh window.
  retryBaseMs: 1000,
  retryBudgetMs: 60_000,
  assetConcurrency: 6,
} as const;

export const USAGE = `Usage: npm run fetch -- [--out DIR] [--strict] [--refresh-assets] [--timeout SECONDS] [--retries N] [--max-asset-mb MB]
  --out DIR              cache folder to replace (default content-cache)
  --strict               turn warnings into failures
  --refresh-assets       download every asset again
  --previous DIR         a previous fetch's content to ask only for changes against (default: the --out folder)
  --full                 fetch every story, ignoring the previous fetch
  --timeout SECONDS      give up on a request after this long without a byte (default 30)
  --min-rate BYTES       give up on an answer or download that brings fewer bytes a second than this,
                         measured over --rate-window (default 1024; 0: no minimum)
  --rate-window SECONDS  how long the rate is measured over (default 30)
  --deadline SECONDS     give up on an answer or download not finished after this long (default 300)
  --retries N            retries of a request after a 5xx, 429 or network failure (default 5)
  --max-asset-mb MB      largest asset to store (default 250)
  --help                 print this text
Environment: STORYBLOK_TOKEN (required), STORYBLOK_REGION (eu|us|ca|ap|cn, default eu),
STORYBLOK_VERSION (published|draft, default published), STORYBLOK_ENDPOINT (API base URL override),
STORYBLOK_ASSET_BASE (asset download origin override), INCOMING_HOOK_BODY (set by Netlify for a
build hook call: the publish webhook's events; assets it names as replaced are downloaded again).`;

type Env = Record<string, string | undefined>;

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === "") return fallback;
  const lower = value.toLowerCase();
  if ((allowed as readonly string[]).includes(lower)) return lower as T;
  throw new FetchError(`${name} is "${value}", which is not one of ${allowed.join(", ")}.`, `Set ${name} to one of ${allowed.join(", ")} or leave it unset for "${fallback}".`);
}

function httpUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === "") return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new FetchError(`${name} is "${value}", which is not a URL.`, `Set ${name} to a full http(s) URL such as https://api.storyblok.com/v2, or unset it.`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FetchError(`${name} is "${value}", which is not an http(s) URL.`, `Set ${name} to a full http(s) URL, or unset it.`);
  }
  return value.replace(/\/+$/, "");
}

interface Flags {
  outDir: string;
  strict: boolean;
  refreshAssets: boolean;
  previousDir: string | undefined;
  full: boolean;
  timeoutSeconds: number;
  deadlineSeconds: number;
  minBytesPerSecond: number;
  rateWindowSeconds: number;
  retries: number;
  maxAssetBytes: number;
  help: boolean;
}

function flagValue(argv: string[], index: number, flag: string): string {
  const value = argv[index + 1];
  if (value === undefined || value.startsWith("--")) {
    throw new FetchError(`The flag ${flag} needs a value.`, USAGE);
  }
  return value;
}

function count(flag: string, raw: string, min: number, fix: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new FetchError(`${flag} is "${raw}", which is not a whole number of at least ${min}.`, fix);
  return value;
}

function seconds(flag: string, raw: string, fix: string): number {
  const value = Number(raw);
  if (!(value > 0) || !Number.isFinite(value)) throw new FetchError(`${flag} is "${raw}", which is not a positive number of seconds.`, fix);
  return value;
}

function parseFlags(argv: string[]): Flags {
  const flags: Flags = {
    outDir: "content-cache",
    strict: false,
    refreshAssets: false,
    previousDir: undefined,
    full: false,
    timeoutSeconds: DEFAULT_TUNING.timeoutSeconds,
    deadlineSeconds: DEFAULT_TUNING.deadlineSeconds,
    minBytesPerSecond: DEFAULT_TUNING.minBytesPerSecond,
    rateWindowSeconds: DEFAULT_TUNING.rateWindowSeconds,
    retries: DEFAULT_TUNING.retries,
    maxAssetBytes: DEFAULT_TUNING.maxAssetBytes,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] ?? "").split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => inline ?? flagValue(argv, i++, flag);
    if (flag === "--strict") flags.strict = true;
    else if (flag === "--help" || flag === "-h") flags.help = true;
    else if (flag === "--retries") flags.retries = count(flag, value(), 0, "Pass --retries 0 to fail at the first error, or leave it out for 5.");
    else if (flag === "--max-asset-mb") flags.maxAssetBytes = count(flag, value(), 1, "Pass --max-asset-mb 500, or leave it out for 250 MB.") * 1024 * 1024;
    else if (flag === "--refresh-assets") flags.refreshAssets = true;
    else if (flag === "--out") flags.outDir = value();
    else if (flag === "--previous") flags.previousDir = value();
    else if (flag === "--full") flags.full = true;
    else if (flag === "--timeout") flags.timeoutSeconds = seconds(flag, value(), "Pass --timeout 60 or leave it out for 30 seconds.");
    else if (flag === "--deadline") flags.deadlineSeconds = seconds(flag, value(), "Pass --deadline 900 or leave it out for 300 seconds.");
    else if (flag === "--rate-window") flags.rateWindowSeconds = seconds(flag, value(), "Pass --rate-window 60 or leave it out for 30 seconds.");
    else if (flag === "--min-rate")
      flags.minBytesPerSecond = count(flag, value(), 0, "Pass --min-rate 512 (bytes a second), --min-rate 0 for no minimum, or leave it out for 1024.");
    else throw new FetchError(`Unknown argument "${argv[i]}".`, USAGE);
  }
  return flags;
}

/** Reads STORYBLOK_* variables and the command-line flags; throws a FetchError naming the bad input. `"help"` for --help. */
export function parseFetchOptions(argv: string[], env: Env, cwd = process.cwd()): FetchOptions | "help" {
  const flags = parseFlags(argv);
  if (flags.help) return "help";
  const token = env.STORYBLOK_TOKEN?.trim();
  if (!token) {
    throw new FetchError(
      "STORYBLOK_TOKEN is not set, so there is no Storyblok space to fetch from.",
      "In Storyblok open Settings → Access Tokens, copy the Public token (or the Preview token for STORYBLOK_VERSION=draft) and run STORYBLOK_TOKEN=<token> npm run fetch. Without a token the site builds from the embedded content-cache/ as it is.",
    );
  }
  return {
    ...DEFAULT_TUNING,
    token,
    region: oneOf("STORYBLOK_REGION", env.STORYBLOK_REGION, REGIONS, "eu"),
    version: oneOf("STORYBLOK_VERSION", env.STORYBLOK_VERSION, VERSIONS, "published"),
    endpoint: httpUrl("STORYBLOK_ENDPOINT", env.STORYBLOK_ENDPOINT),
    assetBase: httpUrl("STORYBLOK_ASSET_BASE", env.STORYBLOK_ASSET_BASE),
    outDir: path.resolve(cwd, flags.outDir),
    strict: flags.strict,
    refreshAssets: flags.refreshAssets,
    previousDir: flags.full ? undefined : path.resolve(cwd, flags.previousDir ?? flags.outDir),
    incomingHookBody: env.INCOMING_HOOK_BODY,
    timeoutSeconds: flags.timeoutSeconds,
    deadlineSeconds: flags.deadlineSeconds,
    minBytesPerSecond: flags.minBytesPerSecond,
    rateWindowSeconds: flags.rateWindowSeconds,
    retries: flags.retries,
    maxAssetBytes: flags.maxAssetBytes,
  };
}
