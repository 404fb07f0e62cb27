// npm run screenshots: builds the site, serves it on a free port and saves every
// page type (see page-types.ts) at 390 px and 1440 px wide into screenshots/ for
// review. Give paths to take only those: npm run screenshots -- / /about
import { mkdir, readdir, rm } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { type Browser, chromium } from "@playwright/test";
import type { Route } from "../../src/content/route";
import { runBuild } from "../pipeline/run-build";
import { startServer } from "../serve/serve";
import { chromiumLaunchOptions } from "../shared/chromium";
import { parseCommandArgs, runCli, UserError } from "../shared/errors";
import { pageTypes } from "../shared/page-types";

const ROOT = resolve(import.meta.dirname, "../..");
const WIDTHS = [390, 1440];
const PARALLEL = 4;
const SHOT_NAME = new RegExp(`-(${WIDTHS.join("|")})\\.png$`);

const USAGE = `Usage: npm run screenshots -- [options] [path…]
  Builds the site, serves it on a free port and saves one page of every type (or the paths
  given, e.g. / /about) at ${WIDTHS.join(" px and ")} px wide, in the full Chromium visitors run.
  --dir DIR   folder for the screenshots (default: screenshots); the last run's are replaced
  --help      show this help`;

await runCli(async () => {
  const { values, positionals } = parseCommandArgs("npm run screenshots", {
    options: { dir: { type: "string", default: "screenshots" }, help: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  if (values.help) return console.log(USAGE);
  const outDir = resolve(values.dir);
  const siteDir = join(ROOT, ".cache", "screenshots-site");
  console.log("Building the site…");
  const result = await runBuild({ contentDir: join(ROOT, "content-cache"), outDir: siteDir, publicDir: join(ROOT, "public"), preview: false, minify: true, strict: false });
  const routes = positionals.length > 0 ? pick(result.routes, positionals) : pageTypes(result.routes);
  const server = await startServer({ dir: siteDir, port: 0 });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    await mkdir(outDir, { recursive: true });
    // clear the previous run's shots (and only those: the folder may be one the user named)
    const stale = (await readdir(outDir)).filter((f) => SHOT_NAME.test(f));
    await Promise.all(stale.map((f) => rm(join(outDir, f))));
    const queue = routes.flatMap((route) => WIDTHS.map((width) => ({ route, width })));
    const saved: string[] = [];
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) {
          const file = join(outDir, `${fileName(job.route)}-${job.width}.png`);
          await capture(browser, `${server.url}${job.route.url}`, job.width, file);
          saved.push(relative(process.cwd(), file));
        }
      }),
    );
    console.log(
      `Saved ${saved.length} screenshots of ${routes.length} pages:\n${saved
        .sort()
        .map((f) => `  ${f}`)
        .join("\n")}`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
});

function pick(routes: Route[], urls: string[]): Route[] {
  return urls.map((url) => {
    const route = routes.find((r) => r.url === url);
    if (!route) throw new UserError(`no page at ${url}`, "give paths as the site shows them, e.g. / or /about or /services/");
    return route;
  });
}

function fileName(route: Route): string {
  if (route.kind === "not_found") return "404";
  const slug = route.url.replace(/^\/+|\/+$/g, "").replace(/[^a-z0-9]+/gi, "-");
  return slug || "home";
}

/** Full-page capture once every lazy image has loaded and the fonts are in. */
async function capture(browser: Browser, url: string, width: number, file: string) {
  // reduced motion shows scroll-in content at rest, without waiting for each animation
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: "load" });
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((next) => requestAnimationFrame(() => setTimeout(next, 30)));
      }
      // no named functions in here: tsx would wrap them in a helper the page does not have
      const images = Promise.all(
        Array.from(document.images, (img) =>
          img.complete
            ? null
            : new Promise((done) => {
                img.addEventListener("load", done, { once: true });
                img.addEventListener("error", done, { once: true });
              }),
        ),
      );
      await Promise.race([images, new Promise((done) => setTimeout(done, 5000))]);
      await document.fonts.ready;
      window.scrollTo(0, 0);
    });
    await page.screenshot({ path: file, fullPage: true });
  } finally {
    await context.close();
  }
}
