// The developer loop as a developer meets it: npm run dev running, a tab listening to
// its events, and the time from saving a file to the tab being told to reload (file
// watching, the debounce, the rebuild and the event included).
import { type ChildProcess, spawn } from "node:child_process";
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { DEV_EVENTS_PATH } from "../dev/reload-client";
import { scriptNodeFlags } from "./bench-build";

const ROOT = resolve(import.meta.dirname, "../..");
/** the component edited (a comment appended, then taken out again) to time a code change */
const EDITED_COMPONENT = join(ROOT, "src/blocks/TextBlock.tsx");

const EDITED_STORY = "case-studies/aldridge-homes-show-home-tours.json";

/** The first text node of a story's rich text, or null. */
function firstText(value: unknown): { text: string } | null {
  if (typeof value !== "object" || value === null) return null;
  const node = value as { type?: unknown; text?: unknown };
  if (node.type === "text" && typeof node.text === "string") return node as { text: string };
  for (const child of Object.values(value)) {
    const found = firstText(child);
    if (found) return found;
  }
  return null;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  const { port } = server.address() as { port: number };
  await new Promise((closed) => server.close(closed));
  return port;
}

/** The dev server's events as they arrive, one promise per awaited event. */
async function listen(url: string): Promise<{ next(type: string): Promise<void>; close(): void }> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const waiting: { type: string; done: () => void }[] = [];
  void (async () => {
    for (let buffered = ""; ; ) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffered += value;
      for (let end = buffered.indexOf("\n\n"); end >= 0; end = buffered.indexOf("\n\n")) {
        const type = /^event: (\w+)/m.exec(buffered.slice(0, end))?.[1];
        buffered = buffered.slice(end + 2);
        const i = waiting.findIndex((w) => w.type === type);
        if (i >= 0) waiting.splice(i, 1)[0]!.done();
      }
    }
  })();
  return {
    next: (type) => new Promise((done) => waiting.push({ type, done })),
    close: () => controller.abort(),
  };
}

function startDev(args: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...scriptNodeFlags("dev"), join(ROOT, "build/run.mjs"), "build/cli/dev.ts", ...args], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((ready, fail) => {
    child.once("exit", (code) => fail(new Error(`npm run dev stopped (exit code ${code})`)));
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (line.startsWith("Serving at ")) ready(child);
    });
  });
}

/** Milliseconds from each save to the reload event: `runs` story edits, then `runs` component edits. */
export async function devLoopTimes(work: string, runs: number): Promise<{ story: number[]; code: number[] }> {
  const content = join(work, "content-dev");
  await cp(join(ROOT, "content-cache"), content, { recursive: true, filter: (src) => !src.includes("/assets/") });
  const port = await freePort();
  const dev = await startDev(["--content", content, "--out", join(work, "site-dev"), "--port", String(port)]);
  const events = await listen(`http://127.0.0.1:${port}${DEV_EVENTS_PATH}`);
  const original = await readFile(EDITED_COMPONENT, "utf8");
  const timeSave = async (save: () => Promise<void>) => {
    const reloaded = events.next("reload");
    const started = performance.now();
    await save();
    await reloaded;
    return performance.now() - started;
  };
  try {
    // an editor's everyday change: a sentence in a case study's text
    const storyFile = join(content, "stories", EDITED_STORY);
    const story: number[] = [];
    for (let i = 0; i < runs; i++) {
      const file = JSON.parse(await readFile(storyFile, "utf8")) as unknown;
      const text = firstText(file);
      if (!text) throw new Error(`${EDITED_STORY} has no rich text to edit`);
      text.text += ` (edit ${i})`;
      story.push(await timeSave(() => writeFile(storyFile, JSON.stringify(file))));
    }
    const code: number[] = [];
    // the edits are a few seconds apart in a developer's hands; a rebuild still under way would delay the next
    await new Promise((settled) => setTimeout(settled, 200));
    for (let i = 0; i < runs; i++) code.push(await timeSave(() => writeFile(EDITED_COMPONENT, `${original}// bench edit ${i}\n`)));
    return { story, code };
  } finally {
    await writeFile(EDITED_COMPONENT, original);
    events.close();
    dev.kill();
    await rm(content, { recursive: true, force: true });
  }
}
