// The project copied as a fresh clone would have it (no build output, no caches, no .git), with
// node_modules linked in, plus the caches keyed by this code's inputs (stylesheets, islands, fonts),
// so a first build in the copy need not remake them: what the offline Netlify
// build tests start from.
import { cp, mkdtemp, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");
const NOT_IN_A_CLONE = new Set(["node_modules", ".git", ".cache", ".build-cache-entry", ".netlify", "dist", "dist.previous", "test-results", "playwright-report", "screenshots"]);
const CODE_KEYED_CACHES = ["css", "css-graph", "islands", "fonts"];

/** `dir`: a new temporary folder; `project`: the copy, in `dir/site`. */
export async function cloneProject(prefix: string): Promise<{ dir: string; project: string }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const project = join(dir, "site");
  await cp(ROOT, project, { recursive: true, filter: (src) => !NOT_IN_A_CLONE.has(relative(ROOT, src).split("/")[0]!) });
  await symlink(join(ROOT, "node_modules"), join(project, "node_modules"));
  for (const kind of CODE_KEYED_CACHES) await cp(join(ROOT, ".cache", kind), join(project, ".cache", kind), { recursive: true }).catch(() => undefined);
  return { dir, project };
}
