import path from "node:path";
import { FetchError } from "./errors";

export const REGIONS = ["eu", "us", "ca", "ap", "cn"] as const;
export type Region = (typeof REGIONS)[number];
export const VERSIONS = ["published", "draft"] as const;
export type ContentVersion = (typeof VERSIONS)[number];

/** Everything `npm run fetch` needs, parsed and checked once; later stages trust these values. */
export interface FetchOptions {
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
  timeoutSeconds: number;
  /** Page sizes and retry pacing: Storyblok's limits by default, smaller in tests. */
  storiesPerPage: number;
  linksPerPage: number;
  maxRetries: number;
  retriesDelayMs: number;
  assetConcurrency: number;
}

export const DEFAULT_TUNING = {
  storiesPerPage: 100,
  linksPerPage: 1000,
  timeoutSeconds: 30,
  maxRetries: 5,
  // Storyblok counts requests per one-second window, so a retry one second later lands in a fresh window.
  retriesDelayMs: 1000,
  assetConcurrency: 6,
} as const;

export const USAGE = `Usage: npm run fetch -- [--out DIR] [--strict] [--refresh-assets] [--timeout SECONDS]
Environment: STORYBLOK_TOKEN (required), STORYBLOK_REGION (eu|us|ca|ap|cn, default eu),
STORYBLOK_VERSION (published|draft, default published), STORYBLOK_ENDPOINT (API base URL override),
STORYBLOK_ASSET_BASE (asset download origin override).`;

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
  timeoutSeconds: number;
}

function flagValue(argv: string[], index: number, flag: string): string {
  const value = argv[index + 1];
  if (value === undefined || value.startsWith("--")) {
    throw new FetchError(`The flag ${flag} needs a value.`, USAGE);
  }
  return value;
}

function parseFlags(argv: string[]): Flags {
  const flags: Flags = { outDir: "content-cache", strict: false, refreshAssets: false, timeoutSeconds: DEFAULT_TUNING.timeoutSeconds };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] ?? "").split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => inline ?? flagValue(argv, i++, flag);
    if (flag === "--strict") flags.strict = true;
    else if (flag === "--refresh-assets") flags.refreshAssets = true;
    else if (flag === "--out") flags.outDir = value();
    else if (flag === "--timeout") {
      const raw = value();
      flags.timeoutSeconds = Number(raw);
      if (!(flags.timeoutSeconds > 0)) throw new FetchError(`--timeout is "${raw}", which is not a positive number of seconds.`, "Pass --timeout 60 or leave it out for 30 seconds.");
    } else throw new FetchError(`Unknown argument "${argv[i]}".`, USAGE);
  }
  return flags;
}

/** Reads STORYBLOK_* variables and the command-line flags; throws a FetchError naming the bad input. */
export function parseFetchOptions(argv: string[], env: Env, cwd = process.cwd()): FetchOptions {
  const flags = parseFlags(argv);
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
    timeoutSeconds: flags.timeoutSeconds,
  };
}
