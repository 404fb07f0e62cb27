/**
 * One fetch per cache: `<cache>.lock` names the PID of the fetch that holds it. A lock whose process
 * has ended is stale and taken over. The lock is created whole (written aside, then hard-linked into
 * place), so a reader never sees it empty.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { FetchError } from "./errors";
import { isRunning } from "./swap-repair";

export interface CacheLock {
  readonly file: string;
  release(): Promise<void>;
}

async function holderOf(file: string): Promise<number | undefined> {
  const pid = Number.parseInt(await fs.readFile(file, "utf8").catch(() => ""), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

async function create(file: string): Promise<boolean> {
  const draft = `${file}.${process.pid}`;
  await fs.writeFile(draft, `${process.pid}\n`);
  try {
    await fs.link(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
}

/** Moves a stale lock aside; puts it back if, in between, it became another fetch's fresh lock. */
async function removeStale(file: string, stalePid: number | undefined): Promise<void> {
  const aside = `${file}.stale-${process.pid}`;
  if (
    !(await fs.rename(file, aside).then(
      () => true,
      () => false,
    ))
  )
    return;
  if ((await holderOf(aside)) !== stalePid) await fs.link(aside, file).catch(() => {});
  await fs.rm(aside, { force: true });
}

export async function lockCache(outDir: string, note: (text: string) => void): Promise<CacheLock> {
  const file = `${outDir}.lock`;
  await fs.mkdir(path.dirname(outDir), { recursive: true });
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await create(file)) {
      return {
        file,
        release: async () => {
          if ((await holderOf(file)) === process.pid) await fs.rm(file, { force: true });
        },
      };
    }
    const holder = await holderOf(file);
    if (holder !== undefined && isRunning(holder)) {
      throw new FetchError(
        `Another fetch (PID ${holder}) is updating ${outDir} right now (lock file ${file}).`,
        "Wait for it to finish, or stop it; a lock left by a fetch that no longer runs is taken over by the next fetch.",
      );
    }
    await removeStale(file, holder);
    note(`took over ${file}, left by a fetch that no longer runs (PID ${holder ?? "unknown"})`);
  }
  throw new FetchError(`Could not take the lock ${file}: other fetches kept taking it.`, "Run one npm run fetch at a time for each cache.");
}
