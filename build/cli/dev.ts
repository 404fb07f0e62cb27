// npm run dev: one persistent process. Builds, serves the site through a proxy
// that adds a live-reload script, and on each change rebuilds in this process:
// a story reloads the open tab, a stylesheet is swapped in place, a component or
// build file is rebundled and re-imported, a function restarts the site server.
// A failed build shows one message naming the file and line, in the terminal
// and over the page; the last good output keeps being served.
import "../shared/production-mode";
import { type ChildProcess, spawn } from "node:child_process";
import { watch } from "node:fs";
import { relative, resolve } from "node:path";
import { createInterface } from "node:readline";
import { createDevBuilder, type DevBuilder } from "../dev/builder";
import { type ChangeKind, classifyChange, strongest } from "../dev/change-kind";
import { describeBuildError } from "../dev/describe-error";
import { type DevProxy, startDevProxy } from "../dev/proxy";
import { parseBuildOptions, USAGE } from "../pipeline/build-options";
import { silentReporter } from "../pipeline/run-build";
import { runCli } from "../shared/errors";
import { ensurePortFree } from "../shared/port";

const ROOT = resolve(import.meta.dirname, "../..");
const DEBOUNCE_MS = 40;

function startSiteServer(dir: string, contentDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", resolve(ROOT, "build/dev/site-server.ts"), "--dir", dir, "--content", contentDir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((ready, fail) => {
    child.once("exit", (code) => fail(new Error(`the site server stopped (exit code ${code})`)));
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (line.startsWith("ready ")) ready({ child, url: line.slice(6) });
      else console.log(line);
    });
  });
}

async function rebuild(builder: DevBuilder, proxy: DevProxy | null, kind: ChangeKind, why: string): Promise<void> {
  const started = performance.now();
  try {
    if (kind === "code") await builder.reloadCode();
    const result = await builder.build();
    console.log(`${why}: rebuilt ${result.pages.length} pages in ${(performance.now() - started).toFixed(0)} ms`);
    proxy?.broadcast(kind === "css" ? { type: "css" } : { type: "reload" });
  } catch (error) {
    const message = describeBuildError(error);
    console.error(`${why}: build failed, still serving the last good build\n  ${message.split("\n").join("\n  ")}`);
    proxy?.broadcast({ type: "error", message });
  }
}

await runCli(async () => {
  const options = parseBuildOptions(process.argv.slice(2));
  if (options === "help") return console.log(`One persistent process: builds, serves, and rebuilds in place on every change.\n${USAGE.replace("npm run build", "npm run dev")}`);
  await ensurePortFree(options.port);
  const builder = await createDevBuilder(options, silentReporter);
  await rebuild(builder, null, "code", "First build");
  let site = await startSiteServer(options.outDir, options.contentDir);
  const proxy = await startDevProxy(options.port, site.url).catch((error: unknown) => {
    site.child.kill();
    throw error;
  });
  // the site server goes with this process, however it is stopped (Ctrl+C signals both; a kill, only this one)
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      site.child.kill();
      process.exit(130);
    });
  }
  const contentPrefix = relative(ROOT, options.contentDir);
  const watched = ["src", "build", "functions", "public", contentPrefix];
  console.log(`Serving at ${proxy.url}; watching ${watched.join(", ")} (Ctrl+C to stop)`);

  const pending = new Map<string, ChangeKind>();
  let timer: NodeJS.Timeout | undefined;
  let queue: Promise<void> = Promise.resolve();
  const restartFunctions = async (why: string) => {
    site.child.kill();
    site = await startSiteServer(options.outDir, options.contentDir);
    proxy.setTarget(site.url);
    console.log(`${why}: functions reloaded`);
  };
  const flush = () => {
    const kinds = new Set(pending.values());
    const files = [...pending.keys()];
    pending.clear();
    const rebuildKind = strongest([...kinds].filter((k) => k !== "functions"));
    const why = `Changed ${files.slice(0, 3).join(", ")}${files.length > 3 ? ` and ${files.length - 3} more` : ""}`;
    queue = queue
      .then(async () => {
        if (kinds.has("functions")) await restartFunctions(why);
        if (rebuildKind) await rebuild(builder, proxy, rebuildKind, why);
        else proxy.broadcast({ type: "reload" });
      })
      .catch((error: unknown) => console.error(`${why}: ${describeBuildError(error)}`));
  };
  for (const dir of watched) {
    // directories are watched, not files, so a save by rename (write a temp file, rename it over) is seen too
    watch(resolve(ROOT, dir), { recursive: true }, (_event, file) => {
      if (!file || file.includes(".tmp-")) return;
      const path = `${dir}/${file}`;
      pending.set(path, classifyChange(path, contentPrefix));
      clearTimeout(timer);
      timer = setTimeout(flush, DEBOUNCE_MS);
    });
  }
});
