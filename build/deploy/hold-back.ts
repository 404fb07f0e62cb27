// A production deploy in which some stories have content faults puts every other story's change
// live and holds those back: each is built from the copy of its file the last production deploy
// had (kept under the gate's folder, which the build cache plugin keeps between builds), or, never
// live, left out as if unpublished. Only what no story can be held back for stops the deploy.
import { copyFile, mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { storyFilePath } from "../content-cache/cache-layout";
import type { HoldBack } from "../pipeline/load/held-back";
import { filesUnder } from "../shared/files-under.mjs";
import type { DeployRecord } from "./deploy-record";
import type { StoryFacts } from "./editor-words";
import type { GateProblem } from "./gate-problem";

const COPIES_AT_ONCE = 16;

/** Where the last deployed copy of each story file is kept, beside the record. */
export const liveCopiesDir = (recordFile: string) => join(dirname(recordFile), "live-stories");

/**
 * The stories to hold back next: those the problems name, a link's target first (a page that
 * links to a broken story is fine once that story is held back). Null when some problem is no
 * story's doing: the deploy stops.
 */
export function storiesToHoldBack(problems: GateProblem[]): string[] | null {
  if (problems.some((problem) => problem.stories.length === 0)) return null;
  const first = problems.filter((problem) => problem.kind !== "dangling");
  return [...new Set((first.length > 0 ? first : problems).flatMap((problem) => problem.stories))].sort();
}

/** How each story is held back, or the stories that cannot be: live at the last deploy with no copy of it kept. */
export async function holdBackPlan(slugs: string[], previous: DeployRecord | null, recordFile: string): Promise<{ plan: HoldBack; live: Set<string> } | { cannot: string[] }> {
  const plan: HoldBack = { replace: {}, leaveOut: {} };
  const live = new Set<string>();
  const cannot: string[] = [];
  const deployedStories = new Set(Object.values(previous?.pages ?? {}).map((page) => page.story));
  for (const slug of slugs) {
    const where = storyFilePath(slug);
    if (!where) {
      cannot.push(slug);
      continue;
    }
    const copy = join(liveCopiesDir(recordFile), where);
    if (previous?.liveStories?.[where] && (await exists(copy))) {
      plan.replace[where] = copy;
      live.add(slug);
    } else if (deployedStories.has(slug)) cannot.push(slug);
    else plan.leaveOut[where] = slug;
  }
  return cannot.length > 0 ? { cannot } : { plan, live };
}

/**
 * After a deploy goes live: a copy of every story file it built as it is (a held-back story keeps
 * the copy it had), each known by its file's size, modification time and inode so that an unchanged
 * file is not copied again; copies of stories no longer in the content are removed.
 */
export async function keepLiveCopies(contentDir: string, recordFile: string, previous: DeployRecord | null, held: Set<string>): Promise<Record<string, string>> {
  const dir = liveCopiesDir(recordFile);
  const before = previous?.liveStories ?? {};
  const kept: Record<string, string> = {};
  const keep = async (where: string) => {
    if (held.has(where)) {
      if (before[where]) kept[where] = before[where];
      return;
    }
    const file = join(contentDir, where);
    const info = await stat(file);
    const stamp = `${info.size}:${info.mtimeMs}:${info.ino}`;
    const copy = join(dir, where);
    // a fresh clone's files all have new stamps: a copy with the same bytes is kept rather than written again
    if (before[where] !== stamp && !(await sameBytes(file, copy, info.size))) {
      await mkdir(dirname(copy), { recursive: true });
      // copied beside and renamed in: the build cache plugin saves .cache/ by hard links, which a copy in place would write through
      const temp = `${copy}.tmp-${process.pid}`;
      await copyFile(file, temp);
      await rename(temp, copy);
    }
    kept[where] = stamp;
  };
  const files = (await filesUnder(join(contentDir, "stories"), (name: string) => name.endsWith(".json"))).map((path) => `stories/${path}`);
  // a few at a time: the file system's work overlaps, and open files stay few
  for (let i = 0; i < files.length; i += COPIES_AT_ONCE) await Promise.all(files.slice(i, i + COPIES_AT_ONCE).map(keep));
  for (const where of Object.keys(before)) if (!kept[where]) await rm(join(dir, where), { force: true });
  return Object.fromEntries(Object.entries(kept).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Each story named, as editors know it (name, id, its JSON), from its file or else its links.json entry. */
export async function storyFacts(contentDir: string, slugs: string[]): Promise<Map<string, StoryFacts>> {
  const links = await readFile(join(contentDir, "links.json"), "utf8")
    .then((text) => Object.values((JSON.parse(text) as { links: Record<string, { slug: string; name?: string; id?: number }> }).links))
    .catch(() => []);
  const facts = new Map<string, StoryFacts>();
  for (const slug of new Set(slugs)) {
    const where = storyFilePath(slug);
    const json = where
      ? await readFile(join(contentDir, where), "utf8")
          .then((text) => (JSON.parse(text) as { story?: Record<string, unknown> }).story)
          .catch(() => undefined)
      : undefined;
    const entry = links.find((link) => link.slug === slug);
    const name = typeof json?.name === "string" ? json.name : (entry?.name ?? slug);
    const id = typeof json?.id === "number" ? json.id : entry?.id;
    facts.set(slug, { slug, name, ...(id !== undefined ? { id } : {}), ...(json ? { json } : {}) });
  }
  return facts;
}

async function sameBytes(file: string, copy: string, size: number): Promise<boolean> {
  const copied = await stat(copy).catch(() => null);
  if (!copied || copied.size !== size) return false;
  const [a, b] = await Promise.all([readFile(file), readFile(copy)]);
  return a.equals(b);
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
