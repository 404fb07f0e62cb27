// Whether a folder the build writes into (the output an incremental build updates in place, the
// kept previous output a full build writes over) is what a build leaves there: a real folder of
// folders and files, with no folder where a file goes and no file where a folder goes. A restored
// cache or a hand can leave anything in its place; a write would then fail, or follow a symbolic
// link out of the folder, so the caller sets such a folder aside and writes a new one.
import type { Dirent, Stats } from "node:fs";
import { lstat } from "node:fs/promises";
import { relative } from "node:path";
import { entriesUnder } from "../../shared/files-under.mjs";

/** What is in a folder's place: nothing, a usable folder (with its files, relative to it), or why it cannot be used. */
export type OutputPlace = { absent: true } | { files: string[] } | { fault: string };

/** The files the build will write there, relative to the folder: `pages` named as pages in the fault, `others` as files. */
export interface PlannedPaths {
  pages: readonly string[];
  others: readonly string[];
}

/** Without `planned`, only what is in the folder's own place is judged (and no files are listed). */
export async function inspectOutputPlace(dir: string, planned?: PlannedPaths): Promise<OutputPlace> {
  const name = relative(process.cwd(), dir) || ".";
  const own = await lstat(dir).catch((error: NodeJS.ErrnoException) => error);
  if (own instanceof Error) return own.code === "ENOENT" ? { absent: true } : { fault: `${name} cannot be read (${own.code ?? own.message})` };
  if (!own.isDirectory()) return { fault: `${name} is ${kindOf(own)}, not a folder` };
  if (!planned) return { files: [] };
  const folders = new Set<string>();
  const files: string[] = [];
  for (const { path, entry } of await entriesUnder(dir)) {
    if (entry.isFile()) files.push(path);
    else if (entry.isDirectory()) folders.add(path);
    else return { fault: `${name}/${path} is ${kindOf(entry)}` };
  }
  const fileSet = new Set(files);
  const needed = new Set<string>();
  for (const [kind, paths] of [
    ["a page", planned.pages],
    ["a file", planned.others],
  ] as const) {
    for (const path of paths) {
      if (folders.has(path)) return { fault: `${name}/${path} is a folder where ${kind} goes` };
      for (let cut = path.indexOf("/"); cut > 0; cut = path.indexOf("/", cut + 1)) needed.add(path.slice(0, cut));
    }
  }
  for (const folder of needed) if (fileSet.has(folder)) return { fault: `${name}/${folder} is a file where a folder goes` };
  return { files };
}

function kindOf(found: Stats | Dirent): string {
  if (found.isFile()) return "a file";
  if (found.isSymbolicLink()) return "a symbolic link";
  return "neither a file nor a folder";
}
