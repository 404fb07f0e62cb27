// npm run dev: build, serve, and rebuild whenever src/, content-cache/ or
// public/ changes. Each rebuild runs in a fresh process (so edited components
// are re-imported) and swaps the output in atomically, so the server never
// serves a half-written site; a failed rebuild keeps the last good one.
import { spawn } from "node:child_process";
import { watch } from "node:fs";
import { resolve } from "node:path";
import { runCli, UserError } from "./errors";
import { parseBuildOptions, USAGE } from "./options";
import { ensurePortFree } from "./port";
import { startServer } from "./serve";

const WATCHED = ["src", "content-cache", "public"];
const DEBOUNCE_MS = 150;

function rebuild(args: string[]): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ["--import", "tsx", resolve(import.meta.dirname, "cli.ts"), ...args], { stdio: "inherit" });
    child.on("exit", (code) => done(code === 0));
  });
}

await runCli(async () => {
  const args = process.argv.slice(2);
  const options = parseBuildOptions(args);
  if (options === "help") return console.log(`Builds, serves, and rebuilds when ${WATCHED.join(", ")} change.\n${USAGE.replace("npm run build", "npm run dev")}`);
  await ensurePortFree(options.port);
  if (!(await rebuild(args))) throw new UserError("the first build failed (see above)", "fix the error above and run npm run dev again");
  const server = await startServer({ dir: options.outDir, port: options.port, contentDir: options.contentDir, blobsDir: options.blobsDir ?? undefined });
  console.log(`Serving at ${server.url}; watching ${WATCHED.join(", ")} for changes (Ctrl+C to stop)`);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const schedule = (file: string) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(async () => {
        console.log(`\nChanged: ${file}; rebuilding…`);
        if (!(await rebuild(args))) console.error("Rebuild failed; still serving the last good build.");
      });
    }, DEBOUNCE_MS);
  };
  for (const dir of WATCHED) {
    watch(resolve(dir), { recursive: true }, (_event, file) => schedule(`${dir}/${file ?? ""}`));
  }
});
