// Every temporary folder a test run makes goes into one folder of the run's own, removed
// when the run ends: the tests' content caches and built sites, and those of the CLIs and
// browsers they start, which inherit TMPDIR. Before, each `npm test` left a thousand
// folders (about a gigabyte) behind in the system's temporary folder.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Points TMPDIR (and so os.tmpdir() here and in every process started later) at a new folder; returns what removes it. */
export async function claimRunTmpdir(name: string): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), `agency-site-${name}-`));
  process.env.TMPDIR = dir;
  return () => rm(dir, { recursive: true, force: true, maxRetries: 3 });
}
