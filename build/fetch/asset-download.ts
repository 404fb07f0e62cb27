import fs from "node:fs/promises";
import path from "node:path";
import type { AssetRef } from "./asset-urls";
import { FetchError } from "./errors";
import type { FetchOptions } from "./options";
import type { Progress } from "./progress";
import type { Staging } from "./staging";
import { describeNetworkError } from "./transport";

export interface AssetTally {
  total: number;
  downloaded: number;
  reused: number;
  bytesDownloaded: number;
  /** Assets Storyblok no longer has (404): a content problem, reported as warnings. */
  missing: string[];
}

type Outcome = { kind: "reused" } | { kind: "downloaded"; bytes: number } | { kind: "missing"; warning: string };

function downloadUrl(asset: AssetRef, options: FetchOptions): string {
  if (!options.assetBase) return asset.url;
  return `${options.assetBase}${new URL(asset.url).pathname}`;
}

async function reusable(file: string): Promise<boolean> {
  const stat = await fs.stat(file).catch(() => undefined);
  return stat !== undefined && stat.isFile() && stat.size > 0;
}

async function download(asset: AssetRef, options: FetchOptions, staging: Staging): Promise<Outcome> {
  const url = downloadUrl(asset, options);
  const where = `asset ${url} (first used by ${asset.firstUse})`;
  let bytes: Uint8Array;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutSeconds * 1000) });
    if (!response.ok) await response.body?.cancel();
    if (response.status === 404) {
      return { kind: "missing", warning: `${asset.firstUse}: asset ${asset.url} is missing at Storyblok (404); pick another asset in Storyblok or remove the reference.` };
    }
    if (!response.ok) {
      throw new FetchError(`Downloading ${where} failed with ${response.status} ${response.statusText}.`, "Run npm run fetch again; assets already in the cache are not downloaded again.");
    }
    bytes = new Uint8Array(await response.arrayBuffer());
    const announced = Number(response.headers.get("content-length") ?? NaN);
    if (Number.isFinite(announced) && announced !== bytes.length) {
      throw new FetchError(`Downloading ${where} stopped after ${bytes.length} of ${announced} bytes.`, "The connection dropped; run npm run fetch again.");
    }
  } catch (error) {
    if (error instanceof FetchError) throw error;
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw new FetchError(
      timedOut ? `Downloading ${where} took longer than ${options.timeoutSeconds} s.` : `Downloading ${where} failed: ${describeNetworkError(error)}.`,
      "Check the network connection (and STORYBLOK_ASSET_BASE, if set), then run npm run fetch again; assets already in the cache are not downloaded again.",
    );
  }
  await staging.writeBytes(path.posix.join("assets", asset.cachePath), bytes);
  return { kind: "downloaded", bytes: bytes.length };
}

async function bring(asset: AssetRef, options: FetchOptions, staging: Staging): Promise<Outcome> {
  // A new upload gets a new URL, so a cached copy is current; only Storyblok's Replace Asset app
  // swaps the file behind a URL, and --refresh-assets covers that.
  const cached = path.join(options.outDir, "assets", asset.cachePath);
  if (!options.refreshAssets && (await reusable(cached))) {
    await staging.copyFrom(cached, path.posix.join("assets", asset.cachePath));
    return { kind: "reused" };
  }
  return download(asset, options, staging);
}

/** Puts every asset into the staging folder: copied from the current cache when present, else downloaded. */
export async function bringAssets(assets: readonly AssetRef[], options: FetchOptions, staging: Staging, progress: Progress): Promise<AssetTally> {
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
  const worker = async () => {
    for (let asset = queue.shift(); asset; asset = queue.shift()) count(await bring(asset, options, staging));
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(options.assetConcurrency, assets.length) }, async () => {
    try {
      await worker();
    } catch (error) {
      // Stop the other workers before the caller removes the staging folder they write into.
      queue.length = 0;
      throw error;
    }
  }));
  const failure = results.find((result) => result.status === "rejected");
  if (failure) throw failure.reason;
  return tally;
}
