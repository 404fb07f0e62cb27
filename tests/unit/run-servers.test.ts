// The local servers as developers start them, through build/run.mjs (the bundled CLI):
// npm start and npm run preview each build, listen, say where, and answer pages and
// their functions; the preview from the embedded cache through the fake Storyblok CDN.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { OFFLINE_TOKEN } from "../../build/cli/preview-server";
import { editorQuery } from "../../build/fakes/storyblok-editor-query";

/** npm run preview offline serves the embedded cache, whose space the fake Storyblok answers as (space.json). */
const EMBEDDED_SPACE_ID = (JSON.parse(readFileSync("content-cache/space.json", "utf8")) as { id: number }).id;

let child: ChildProcess | null = null;
afterEach(() => {
  child?.kill();
  child = null;
});

/** Starts the entry and resolves with the URL it prints, or rejects with what it printed when it exits first. */
function start(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  child = spawn(process.execPath, ["build/run.mjs", ...args], { env: { ...process.env, CONTEXT: "", STORYBLOK_TOKEN: "", STORYBLOK_PREVIEW_TOKEN: "", ...env } });
  let output = "";
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /at (http:\/\/localhost:\d+)/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child!.stdout!.on("data", read);
    child!.stderr!.on("data", read);
    child!.on("exit", (code) => reject(new Error(`exited with ${code} before listening:\n${output}`)));
  });
}

describe("servers started through build/run.mjs", () => {
  it("npm start serves the pages and routes the enquiry function", async () => {
    const dir = await mkdtemp(join(tmpdir(), "run-start-"));
    const url = await start(["build/cli/build.ts", "--serve", "--port", "0", "--out", join(dir, "site"), "--blobs-dir", join(dir, "blobs")], {});
    expect((await fetch(`${url}/about`)).status).toBe(200);
    const answer = await fetch(`${url}/api/send-email`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: expect.stringMatching(/payload/) });
  }, 120_000);

  it("npm run preview serves draft pages with the Visual Editor's hooks to the editor, offline", async () => {
    const url = await start(["build/cli/preview-server.ts"], { PORT: "0" });
    const page = await fetch(`${url}/about?${editorQuery(1, { spaceId: EMBEDDED_SPACE_ID, previewToken: OFFLINE_TOKEN })}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toMatch(/noindex/);
    expect(await page.text()).toContain("data-blok-uid=");
    // without the editor's proof: the published page, no hooks
    const visitor = await fetch(`${url}/about`);
    expect(visitor.status).toBe(200);
    expect(await visitor.text()).not.toContain("data-blok-uid=");
  }, 120_000);
});
