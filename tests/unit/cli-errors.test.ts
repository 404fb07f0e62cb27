// Expected failures keep the error-message promise: one message with a hint,
// no stack trace; only a real bug is called an internal error.
import { mkdtemp, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { componentFailure, formatFailure } from "../../build/shared/errors";
import { runCommand, runNpmScript } from "../helpers/npm-script";

const STACK_LINE = /\n\s+at /;

// a module of the test's own, run as the CLIs' TypeScript is
const runTsx = (args: string[]) => runCommand("node_modules/.bin/tsx", args, { ...process.env, CONTEXT: "" });

let taken: Server;
let port: number;

beforeAll(async () => {
  taken = createServer();
  await new Promise<void>((ready) => taken.listen(0, "127.0.0.1", () => ready()));
  port = (taken.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((done) => taken.close(() => done())));

describe("CLI failures", () => {
  it.each(["start", "dev"])("%s on a port already in use says so before building, with a hint", async (name) => {
    const result = await runNpmScript(name, ["--port", String(port)], { ...process.env, CONTEXT: "" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`error: port ${port} is already in use`);
    expect(result.stderr).toContain("pick another port: --port N or PORT=N");
    expect(result.stderr).not.toMatch(STACK_LINE);
    expect(result.stdout).not.toContain("Building");
  });

  it("content:check refuses an unknown flag and a missing cache with one message each", async () => {
    const [badFlag, missing] = await Promise.all([runNpmScript("content:check", ["--colour"]), runNpmScript("content:check", ["--content", "/nonexistent"])]);
    expect(badFlag.code).toBe(1);
    expect(badFlag.stderr).toMatch(/^error: Unknown option '--colour'.*\n {2}→ run npm run content:check -- --help/m);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^error: .*space\.json is missing/m);
    for (const result of [badFlag, missing]) expect(result.stderr).not.toMatch(STACK_LINE);
  });

  it("code that does not compile when a CLI loads it names the file and line, without esbuild's stack", async () => {
    const dir = await mkdtemp(join(tmpdir(), "cli-compile-"));
    await writeFile(join(dir, "Broken.tsx"), "export const Broken = () => <p>;\n");
    await writeFile(
      join(dir, "main.mts"),
      `import { runCli } from ${JSON.stringify(resolve("build/shared/errors.ts"))};\nawait runCli(async () => { await import("./Broken.tsx"); });\n`,
    );
    const result = await runTsx([join(dir, "main.mts")]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: the code does not compile:\n {4}\S*Broken\.tsx:\d+:\d+: ERROR: /m);
    expect(result.stderr).not.toMatch(STACK_LINE);
    expect(result.stderr).not.toContain("internal error");
  });
});

describe("formatFailure", () => {
  it("shows an esbuild bundling error at its file, line and source line", async () => {
    const error = await build({ stdin: { contents: "export const x = ;", sourcefile: "src/islands/Broken.tsx", loader: "tsx" }, write: false, logLevel: "silent" }).catch(
      (e: unknown) => e,
    );
    const message = formatFailure(error);
    expect(message).toMatch(/^error: the code does not compile:\n {4}src\/islands\/Broken\.tsx:1:17: Unexpected ";"\n {6}export const x = ;\n {2}→ fix the code/);
  });

  it("names the story and the throwing component's file and line", () => {
    function Broken(): never {
      throw new TypeError("Cannot read properties of undefined (reading 'heading')");
    }
    let thrown: unknown;
    try {
      renderToString(createElement(Broken));
    } catch (error) {
      thrown = error;
    }
    const message = formatFailure(componentFailure(thrown, "services/drone-video"));
    expect(message).toMatch(
      /^error: a component threw while rendering the story "services\/drone-video": Cannot read properties of undefined \(reading 'heading'\)\n {2}at tests\/unit\/cli-errors\.test\.ts:\d+:\d+\n {2}→ fix the component/,
    );
  });

  it("labels anything else as an internal error, with its stack", () => {
    expect(formatFailure(new RangeError("index out of range"))).toMatch(/^internal error \(a bug in the build, please report it\):\nRangeError: index out of range\n\s+at /);
  });
});
