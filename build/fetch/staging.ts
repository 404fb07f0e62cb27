import { constants } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { FetchError } from "./fetch-errors";

/**
 * A new cache is written into `<out>.tmp-<pid>` beside the old one and only swapped in once complete,
 * so a failed or interrupted fetch can never leave a half-written cache where the build reads it.
 */
export interface Staging {
  readonly dir: string;
  writeJson(relativePath: string, value: unknown): Promise<void>;
  writeBytes(relativePath: string, bytes: Uint8Array): Promise<void>;
  /**
   * Streams a file in: `fill` writes its chunks; the file is synced when `fill` ends, and removed if
   * `fill` fails, so a broken download leaves no partial file.
   */
  writeStream<T>(relativePath: string, fill: (write: (chunk: Uint8Array) => Promise<unknown>) => Promise<T>): Promise<T>;
  /** Copies a file from the current cache without downloading it again. */
  copyFrom(source: string, relativePath: string): Promise<void>;
}

/** The cache format's JSON layout: 2-space indent, trailing newline, keys in the order given. */
export function formatJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

function inside(root: string, relativePath: string): string {
  const target = path.resolve(root, relativePath);
  if (!target.startsWith(root + path.sep)) throw new Error(`Refusing to write outside the staging folder: ${relativePath}`);
  return target;
}

async function writeDurably(file: string, bytes: Uint8Array | string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const handle = await fs.open(file, "w");
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function streamDurably<T>(file: string, fill: (write: (chunk: Uint8Array) => Promise<unknown>) => Promise<T>): Promise<T> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const handle = await fs.open(file, "w");
  try {
    const result = await fill((chunk) => handle.write(chunk));
    await handle.sync();
    return result;
  } catch (error) {
    await handle.close();
    await fs.rm(file, { force: true });
    throw error;
  } finally {
    await handle.close().catch(() => {});
  }
}

function siblingName(outDir: string, kind: "tmp" | "old", pid: number): string {
  return `${outDir}.${kind}-${pid}`;
}

export async function createStaging(outDir: string): Promise<Staging> {
  const dir = siblingName(outDir, "tmp", process.pid);
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  return {
    dir,
    writeJson: async (relativePath, value) => writeDurably(inside(dir, relativePath), formatJson(value)),
    writeBytes: async (relativePath, bytes) => writeDurably(inside(dir, relativePath), bytes),
    writeStream: async (relativePath, fill) => streamDurably(inside(dir, relativePath), fill),
    async copyFrom(source, relativePath) {
      const target = inside(dir, relativePath);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.copyFile(source, target, constants.COPYFILE_FICLONE);
    },
  };
}

export async function discardStaging(staging: Staging): Promise<void> {
  await fs.rm(staging.dir, { recursive: true, force: true });
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Renames are durable only once the folder holding the entries is synced. */
async function syncFolder(dir: string): Promise<void> {
  const handle = await fs.open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A swap that failed half-way: `cacheState` says where the cache is, since it is no longer "as it was". */
export class SwapError extends FetchError {
  constructor(
    what: string,
    fix: string,
    readonly cacheState: string,
  ) {
    super(what, fix);
  }
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? String(error);

/** old → backup, new → out, then drop the backup; the old cache is put back if the second rename fails. */
export async function swapIn(staging: Staging, outDir: string): Promise<void> {
  await syncFolder(staging.dir);
  const backup = siblingName(outDir, "old", process.pid);
  const hadOld = await exists(outDir);
  const fix = "Check that nothing else (an editor, a second fetch, a sync tool) holds the folder, then run npm run fetch again.";
  if (hadOld)
    await fs.rename(outDir, backup).catch((error) => {
      throw new FetchError(`Could not move ${outDir} aside for the new cache (${codeOf(error)}).`, fix);
    });
  try {
    await fs.rename(staging.dir, outDir);
  } catch (error) {
    const what = `Could not move the new cache into ${outDir} (${codeOf(error)}).`;
    if (hadOld) {
      await fs.rename(backup, outDir).catch((restore) => {
        throw new SwapError(
          what,
          fix,
          `The previous cache could not be put back (${codeOf(restore)}): it is in ${backup}; the next npm run build, start, dev, content:check or fetch restores it.`,
        );
      });
    }
    throw new FetchError(what, fix);
  }
  await syncFolder(path.dirname(outDir));
  if (hadOld) await fs.rm(backup, { recursive: true, force: true });
}
