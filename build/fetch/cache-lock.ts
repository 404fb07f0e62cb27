/**
 * One fetch per cache: `<cache>.lock` names the PID of the fetch that holds it and, where the system
 * tells (Linux's /proc), when that process started. A lock whose process has ended is stale and taken
 * over, and so is one whose PID now belongs to a process that started later (containers hand the same
 * PIDs out run after run). The lock is created whole (written aside, then hard-linked into place), so
 * a reader never sees it empty.
 */
import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { isRunning } from "../content-cache/swap-repair";
import { FetchError } from "./fetch-errors";

export interface CacheLock {
  readonly file: string;
  release(): Promise<void>;
}

interface Holder {
  pid: number;
  /** the process's start time as /proc gives it, or undefined where the system does not tell */
  started: string | undefined;
}

/** Field 22 of /proc/<pid>/stat: the process's start, in clock ticks after boot (Linux only). */
export function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

async function holderOf(file: string): Promise<Holder | undefined> {
  const [pidText, started] = (await fs.readFile(file, "utf8").catch(() => "")).trim().split(" ");
  const pid = Number.parseInt(pidText ?? "", 10);
  return Number.isInteger(pid) && pid > 0 ? { pid, started } : undefined;
}

/** Whether the lock's process still runs: its PID is alive and, where both are known, started when the lock says. */
function holds(holder: Holder): boolean {
  if (!isRunning(holder.pid)) return false;
  const now = processStart(holder.pid);
  return holder.started === undefined || now === undefined || now === holder.started;
}

const isMine = (holder: Holder | undefined) => holder?.pid === process.pid && holder.started === processStart(process.pid);

async function create(file: string): Promise<boolean> {
  const draft = `${file}.${process.pid}`;
  const started = processStart(process.pid);
  await fs.writeFile(draft, started === undefined ? `${process.pid}\n` : `${process.pid} ${started}\n`);
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
async function removeStale(file: string, stale: Holder | undefined): Promise<void> {
  const aside = `${file}.stale-${process.pid}`;
  if (
    !(await fs.rename(file, aside).then(
      () => true,
      () => false,
    ))
  )
    return;
  const moved = await holderOf(aside);
  if (moved?.pid !== stale?.pid || moved?.started !== stale?.started) await fs.link(aside, file).catch(() => {});
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
          if (isMine(await holderOf(file))) await fs.rm(file, { force: true });
        },
      };
    }
    const holder = await holderOf(file);
    if (holder !== undefined && holds(holder)) {
      throw new FetchError(
        `Another fetch (PID ${holder.pid}) is updating ${outDir} right now (lock file ${file}).`,
        "Wait for it to finish, or stop it; a lock left by a fetch that no longer runs is taken over by the next fetch.",
      );
    }
    await removeStale(file, holder);
    note(`took over ${file}, left by a fetch that no longer runs (PID ${holder?.pid ?? "unknown"})`);
  }
  throw new FetchError(`Could not take the lock ${file}: other fetches kept taking it.`, "Run one npm run fetch at a time for each cache.");
}
