import fs from "node:fs/promises";
import path from "node:path";
import { ASSET_HOST } from "../content-cache/asset-paths";
import type { AssetRef } from "./asset-urls";
import { FetchError } from "./fetch-errors";
import type { FetchOptions } from "./fetch-options";
import type { Progress } from "./progress";
import { minRateText } from "./request-errors";
import { parseRetryAfter, TransientError, withRetries } from "./retry";
import type { Staging } from "./staging";
import { describeNetworkError } from "./transport";
import { BodyFailure, limitsOf, readBody, startWatchdog, type Watchdog } from "./watchdog";

export interface AssetTally {
  total: number;
  downloaded: number;
  reused: number;
  bytesDownloaded: number;
  /** Assets Storyblok no longer has (404): a content problem, reported as warnings. */
  missing: string[];
}

type Outcome = { kind: "reused" } | { kind: "downloaded"; bytes: number } | { kind: "missing"; warning: string };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;
const RUN_AGAIN = "Run npm run fetch again; assets already in the cache are not downloaded again.";

/** Where an asset URL is downloaded from: its own host, or the configured asset base in its place. */
function downloadUrl(url: string, options: FetchOptions): string {
  if (!options.assetBase) return url;
  const parsed = new URL(url);
  return `${options.assetBase}${parsed.pathname}${parsed.search}`;
}

/** A redirect is followed only to a Storyblok asset host or the configured asset base. */
function allowedTarget(target: URL, options: FetchOptions): string | undefined {
  if (ASSET_HOST.test(target.href)) return downloadUrl(target.href, options);
  if (options.assetBase && target.origin === new URL(options.assetBase).origin) return target.href;
  return undefined;
}

async function reusable(file: string): Promise<boolean> {
  const stat = await fs.stat(file).catch(() => undefined);
  return (stat?.isFile() ?? false) && (stat?.size ?? 0) > 0;
}

function describe(asset: AssetRef): string {
  return `asset ${asset.url} (first used by ${asset.firstUse})`;
}

async function request(url: string, asset: AssetRef, watchdog: Watchdog, options: FetchOptions): Promise<Response> {
  try {
    return await fetch(url, { redirect: "manual", signal: watchdog.signal });
  } catch (error) {
    const why = watchdog.reason();
    if (why === "stopped") throw new FetchError(`The fetch was stopped while downloading ${describe(asset)}.`, RUN_AGAIN);
    if (why === "deadline") throw bodyError(asset, new BodyFailure("deadline", 0, undefined), options);
    throw new TransientError(
      why ? `Downloading ${describe(asset)} got no answer within ${options.timeoutSeconds} s.` : `Downloading ${describe(asset)} failed: ${describeNetworkError(error)}.`,
      "Check the network connection (and STORYBLOK_ASSET_BASE, if set), then run npm run fetch again; assets already in the cache are not downloaded again.",
    );
  }
}

/** The asset's answer after following allowed redirects; any other redirect is refused before it is requested. */
async function openAsset(asset: AssetRef, options: FetchOptions, watchdog: Watchdog): Promise<Response> {
  let url = downloadUrl(asset.url, options);
  for (let hop = 0; ; hop++) {
    const response = await request(url, asset, watchdog, options);
    watchdog.touch();
    if (!REDIRECT_STATUSES.has(response.status)) {
      watchdog.answered();
      return response;
    }
    await response.body?.cancel();
    const location = response.headers.get("location") ?? "";
    const target = URL.canParse(location, url) ? allowedTarget(new URL(location, url), options) : undefined;
    if (!target) {
      throw new FetchError(
        `The ${describe(asset)} redirected to ${location || "nowhere"}, which is not a Storyblok asset host; it was not followed and nothing from it was stored.`,
        "Check the asset in Storyblok (re-upload it if needed) and STORYBLOK_ASSET_BASE, if set; then run npm run fetch again.",
      );
    }
    if (hop >= MAX_REDIRECTS) throw new FetchError(`The ${describe(asset)} redirected more than ${MAX_REDIRECTS} times.`, RUN_AGAIN);
    url = target;
  }
}

function statusError(asset: AssetRef, response: Response): FetchError {
  const what = `Downloading ${describe(asset)} failed with ${response.status} ${response.statusText}.`;
  if (response.status >= 500 || response.status === 429) return new TransientError(what, RUN_AGAIN, parseRetryAfter(response.headers.get("retry-after")));
  return new FetchError(what, RUN_AGAIN);
}

function bodyError(asset: AssetRef, failure: BodyFailure, options: FetchOptions): FetchError {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (failure.kind === "too-large") {
    return new FetchError(
      `The ${describe(asset)} is larger than the ${mb(options.maxAssetBytes)} limit (${failure.received > 0 ? `more than ${mb(failure.received - 1)} arrived` : `${mb(failure.announced ?? 0)} announced`}); nothing from it was stored.`,
      "Make the file smaller in Storyblok, or raise the limit with --max-asset-mb MB.",
    );
  }
  if (failure.kind === "stopped") return new FetchError(`The fetch was stopped while downloading ${describe(asset)}.`, RUN_AGAIN);
  const of = failure.announced === undefined ? `${failure.received} bytes` : `${failure.received} of ${failure.announced} bytes`;
  const [why, fix] = {
    cut: ["the connection closed", "allow more time with --timeout SECONDS"],
    stalled: [`nothing more came for ${options.timeoutSeconds} s`, "allow more time with --timeout SECONDS"],
    slow: [`it came in slower than ${minRateText(options)}`, "lower the minimum with --min-rate BYTES (0 turns it off)"],
    deadline: [`it had not finished after ${options.deadlineSeconds} s`, "allow more time with --deadline SECONDS"],
  }[failure.kind];
  return new TransientError(`Downloading ${describe(asset)} stopped after ${of}: ${why}.`, `${RUN_AGAIN} On a slow connection ${fix}.`);
}

/** Streams one asset into the staging folder, within the idle limit, the minimum rate and the deadline. */
async function downloadOnce(asset: AssetRef, options: FetchOptions, staging: Staging): Promise<Outcome> {
  const watchdog = startWatchdog(limitsOf(options), options.signal);
  try {
    const response = await openAsset(asset, options, watchdog);
    if (!response.ok) await response.body?.cancel();
    if (response.status === 404) {
      return { kind: "missing", warning: `${asset.firstUse}: asset ${asset.url} is missing at Storyblok (404); pick another asset in Storyblok or remove the reference.` };
    }
    if (!response.ok) throw statusError(asset, response);
    const bytes = await staging.writeStream(path.posix.join("assets", asset.cachePath), (write) => readBody(response, watchdog, options.maxAssetBytes, write));
    return { kind: "downloaded", bytes };
  } catch (error) {
    throw error instanceof BodyFailure ? bodyError(asset, error, options) : error;
  } finally {
    watchdog.stop();
  }
}

function download(asset: AssetRef, options: FetchOptions, staging: Staging): Promise<Outcome> {
  return withRetries(`asset ${asset.url}`, options, () => downloadOnce(asset, options, staging));
}

async function bring(asset: AssetRef, options: FetchOptions, staging: Staging, replaced: ReadonlySet<string>): Promise<Outcome> {
  // A new upload gets a new URL, so a cached copy is current; only "replace asset" swaps the file
  // behind a URL: the build hook names those (replaced-assets.ts), and --refresh-assets covers the rest.
  const cached = path.join(options.outDir, "assets", asset.cachePath);
  if (!options.refreshAssets && !replaced.has(asset.cachePath) && (await reusable(cached))) {
    await staging.copyFrom(cached, path.posix.join("assets", asset.cachePath));
    return { kind: "reused" };
  }
  return download(asset, options, staging);
}

/**
 * Puts every asset into the staging folder: copied from the current cache when present, else
 * downloaded; `replaced` (cache paths) are downloaded even when present.
 */
export async function bringAssets(
  assets: readonly AssetRef[],
  options: FetchOptions,
  staging: Staging,
  progress: Progress,
  replaced: ReadonlySet<string> = new Set(),
): Promise<AssetTally> {
  const tally: AssetTally = { total: assets.length, downloaded: 0, reused: 0, bytesDownloaded: 0, missing: [] };
  const queue = [...assets];
  const step = Math.max(1, Math.ceil(assets.length / 10));
  let done = 0;
  const count = (outcome: Outcome) => {
    if (outcome.kind === "reused") tally.reused++;
    else if (outcome.kind === "missing") tally.missing.push(outcome.warning);
    else {
      tally.downloaded++;
      tally.bytesDownloaded += outcome.bytes;
    }
    done++;
    if (done % step === 0 || done === assets.length) {
      progress.line(`assets: ${done} of ${assets.length} (${tally.downloaded} downloaded, ${tally.reused} already cached)`);
    }
  };
  // The first failure stops the downloads still running, so it is reported at once.
  const stopOthers = new AbortController();
  const shared = { ...options, signal: options.signal ? AbortSignal.any([options.signal, stopOthers.signal]) : stopOthers.signal };
  let firstFailure: { reason: unknown } | undefined;
  const worker = async () => {
    for (let asset = queue.shift(); asset; asset = queue.shift()) count(await bring(asset, shared, staging, replaced));
  };
  await Promise.allSettled(
    Array.from({ length: Math.min(options.assetConcurrency, assets.length) }, async () => {
      try {
        await worker();
      } catch (error) {
        // Stop the other workers before the caller removes the staging folder they write into.
        queue.length = 0;
        firstFailure ??= { reason: error };
        stopOthers.abort();
      }
    }),
  );
  if (firstFailure) throw firstFailure.reason;
  return tally;
}
