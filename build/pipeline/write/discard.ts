// Deletes a folder the build has finished with (the output its new one replaced) in a
// process of its own, which the build does not wait for: the old output of the embedded
// site takes 25 ms to delete, of a 1,000-page site 0.1 s, time in which nothing is
// written. A folder whose deletion never finished (the machine stopped) is found by the
// next build of the same output (see discardLeftovers) and deleted then.
import { readdir, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

const REMOVE = "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })";

/** Resolves once the deleting process has started (or, where none can start, once the folder is gone). */
export function discard(dir: string): Promise<void> {
  return new Promise((resolve) => {
    // child_process loaded at first use: a build that replaces no output does without it (5-8 ms to load)
    const { spawn } = process.getBuiltinModule("node:child_process");
    const child = spawn(process.execPath, ["-e", REMOVE, dir], { detached: true, stdio: "ignore" });
    child.once("spawn", () => {
      child.unref();
      resolve();
    });
    child.once("error", () => {
      rm(dir, { recursive: true, force: true }).then(resolve, resolve);
    });
  });
}

/** The name an output folder's replaced copy has while it is being deleted. */
export function discardedName(outDir: string, id: number): string {
  return `${outDir}.old-${id}`;
}

/** Deletes what earlier builds of outDir left to be discarded and was not. */
export async function discardLeftovers(outDir: string): Promise<void> {
  const prefix = `${basename(outDir)}.old-`;
  const names = await readdir(dirname(outDir)).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length))).map((name) => discard(join(dirname(outDir), name))));
}
