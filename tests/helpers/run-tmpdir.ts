// Every temporary folder a test run makes goes into one folder of the run's own, removed
// when the run ends: the tests' content caches and built sites, and those of the CLIs and
// browsers they start, which inherit TMPDIR. Before, each `npm test` left a thousand
// folders (about a gigabyte) behind in the system's temporary folder.
import { mkdir, mkdtemp, rm, statfs, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

const MEMORY_FS = "/dev/shm";
/** a unit run holds up to about half a gigabyte until it ends; room for a few at once */
const MEMORY_FS_ROOM = 4 * 1024 ** 3;

/**
 * Where the run's folder goes: a memory file system where the machine has one with room to spare,
 * unless TMPDIR names a place. The unit tests write and delete tens of thousands of small files;
 * on this project's machine (ext4, mounted with discard) the kernel's share of that was about
 * 5 s of the unit run's CPU, and the run took 60-61 s on /dev/shm against 64-66 s.
 */
async function scratchRoot(): Promise<string> {
  if (process.env.TMPDIR) return tmpdir();
  const memory = await statfs(MEMORY_FS).catch(() => null);
  return memory && memory.bavail * memory.bsize >= MEMORY_FS_ROOM ? MEMORY_FS : tmpdir();
}

/**
 * tsx keeps the files it compiles in os.tmpdir()/tsx-<uid> and reuses them from run to run: the
 * run's folder links that name to the system's, so the CLIs the unit tests start through tsx (npm
 * run fetch, the Netlify build…) do not compile the pipeline again into a folder that goes when the
 * run ends (about 2 s of the unit run's CPU).
 */
async function shareTsxCache(dir: string): Promise<void> {
  if (!process.geteuid) return; // tsx names it differently on Windows
  const name = `tsx-${process.geteuid()}`;
  await mkdir(join(tmpdir(), name), { recursive: true });
  await symlink(join(tmpdir(), name), join(dir, name));
}

/** Points TMPDIR (and so os.tmpdir() here and in every process started later) at a new folder; returns what removes it. */
export async function claimRunTmpdir(name: string): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(await scratchRoot(), `agency-site-${name}-`));
  await shareTsxCache(dir);
  process.env.TMPDIR = dir;
  return () => rm(dir, { recursive: true, force: true, maxRetries: 3 });
}
