import { constants } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * A new cache is written into `<out>.tmp-<pid>` beside the old one and only swapped in once complete,
 * so a failed or interrupted fetch can never leave a half-written cache where the build reads it.
 */
export interface Staging {
  readonly dir: string;
  writeJson(relativePath: string, value: unknown): Promise<void>;
  writeBytes(relativePath: string, bytes: Uint8Array): Promise<void>;
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
  return fs.access(file).then(() => true, () => false);
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

/** old → backup, new → out, then drop the backup; the old cache is put back if the second rename fails. */
export async function swapIn(staging: Staging, outDir: string): Promise<void> {
  await syncFolder(staging.dir);
  const backup = siblingName(outDir, "old", process.pid);
  const hadOld = await exists(outDir);
  if (hadOld) await fs.rename(outDir, backup);
  try {
    await fs.rename(staging.dir, outDir);
  } catch (error) {
    if (hadOld) await fs.rename(backup, outDir);
    throw error;
  }
  await syncFolder(path.dirname(outDir));
  if (hadOld) await fs.rm(backup, { recursive: true, force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Cleans up after a fetch that was killed: drops its staging folder and, if it died between the two
 * renames of a swap, puts the old cache back. Leftovers of a fetch still running are left alone.
 */
export async function recoverInterrupted(outDir: string): Promise<string[]> {
  const parent = path.dirname(outDir);
  const pattern = new RegExp(`^${path.basename(outDir).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.(tmp|old)-(\\d+)$`);
  const entries = await fs.readdir(parent).catch(() => [] as string[]);
  const notes: string[] = [];
  for (const entry of entries) {
    const match = pattern.exec(entry);
    if (!match || isRunning(Number(match[2]))) continue;
    const leftover = path.join(parent, entry);
    if (match[1] === "old" && !(await exists(outDir))) {
      await fs.rename(leftover, outDir);
      notes.push(`restored ${outDir} from ${entry}, left by an interrupted fetch`);
    } else {
      await fs.rm(leftover, { recursive: true, force: true });
      notes.push(`removed ${entry}, left by an interrupted fetch`);
    }
  }
  return notes;
}
