/**
 * What a killed fetch can leave beside the cache: its staging folder `<cache>.tmp-<pid>` and, if it
 * died between the two renames of the swap, the previous cache as `<cache>.old-<pid>` with no cache
 * in place. Every command that reads the cache repairs the latter before reading.
 */
import fs from "node:fs/promises";
import path from "node:path";

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

interface Leftover {
  entry: string;
  kind: "tmp" | "old";
  pid: number;
}

/** Leftovers of fetches that no longer run; a running fetch's folders are not touched. */
async function deadLeftovers(outDir: string): Promise<Leftover[]> {
  const escaped = path.basename(outDir).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`^${escaped}\\.(tmp|old)-(\\d+)$`);
  const entries = await fs.readdir(path.dirname(outDir)).catch(() => [] as string[]);
  return entries.flatMap((entry) => {
    const match = pattern.exec(entry);
    return match && !isRunning(Number(match[2])) ? [{ entry, kind: match[1] as "tmp" | "old", pid: Number(match[2]) }] : [];
  });
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/**
 * Puts the cache back when a fetch died between the two renames of its swap (no cache, an
 * `.old-<pid>` folder of a dead fetch beside it). Does nothing in every other case.
 */
export async function repairInterruptedSwap(contentDir: string, report: (note: string) => void = (note) => process.stderr.write(`${note}\n`)): Promise<string[]> {
  const dir = path.resolve(contentDir);
  if (await exists(dir)) return [];
  const backup = (await deadLeftovers(dir)).find((leftover) => leftover.kind === "old");
  if (!backup) return [];
  const note = `restored ${dir} from ${backup.entry}, left by a fetch that was stopped while swapping the cache in`;
  try {
    await fs.rename(path.join(path.dirname(dir), backup.entry), dir);
  } catch (error) {
    // Another command repaired it at the same moment.
    if (await exists(dir)) return [];
    throw error;
  }
  report(note);
  return [note];
}

/** Repairs an interrupted swap, then removes every other leftover of dead fetches. */
export async function recoverInterrupted(outDir: string): Promise<string[]> {
  const notes = await repairInterruptedSwap(outDir, () => {});
  for (const leftover of await deadLeftovers(outDir)) {
    await fs.rm(path.join(path.dirname(outDir), leftover.entry), { recursive: true, force: true });
    notes.push(`removed ${leftover.entry}, left by an interrupted fetch`);
  }
  return notes;
}
