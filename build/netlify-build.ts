// The build Netlify runs (netlify.toml): with STORYBLOK_TOKEN set, fetch the live
// space first (a publish webhook triggers this), then build. Without a token the
// embedded content cache is built as it is. A failed fetch fails the deploy, so
// the live site keeps its last good version.
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { routePagesToPreview } from "./preview-routing";

function run(script: string, args: string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ["--import", "tsx", resolve(import.meta.dirname, script), ...args], { stdio: "inherit" });
    child.on("exit", (code) => done(code ?? 1));
  });
}

const args = process.argv.slice(2);
if (process.env.STORYBLOK_TOKEN) {
  console.log("STORYBLOK_TOKEN is set: fetching the live space before building");
  const fetched = await run("fetch.ts", []);
  if (fetched !== 0) process.exit(fetched);
} else {
  console.log("No STORYBLOK_TOKEN: building the embedded content cache");
}
process.exitCode = await run("cli.ts", args);
if (process.exitCode === 0 && process.env.PREVIEW_RENDERER === "live") {
  await routePagesToPreview(resolve("dist"), resolve("public"));
  console.log("PREVIEW_RENDERER=live: pages are served by the preview function from draft content");
}
