// One render thread of build/pipeline/render/render-pool.ts: takes the next page's number from the
// counter it shares with the other threads, renders that page from its copy of the
// site, writes it into the new output folder, and at the end sends back what each
// page used and warned of (never its HTML).
import { deserialize } from "node:v8";
import { parentPort, workerData } from "node:worker_threads";
import type { Route } from "../../../src/content/route";
import type { BuildWarning, Site } from "../../../src/content/site";
import { UserError } from "../../shared/errors";
import { pageWriter } from "../write/page-writer";
import { htmlSize } from "./html-size";
import { renderRoute } from "./render";
import type { PageOutcome, WorkerData, WorkerReply } from "./render-pool";

const { snapshot, counter, assets, options, stagingDir, weigh } = workerData as WorkerData;
const { site, routes } = deserialize(snapshot) as { site: Site; routes: Route[] };
const writer = pageWriter(stagingDir);
const outcomes: PageOutcome[] = [];

const reply = (message: WorkerReply) => parentPort!.postMessage(message);

try {
  for (let index = Atomics.add(counter, 0, 1); index < routes.length; index = Atomics.add(counter, 0, 1)) {
    const warnings: BuildWarning[] = [];
    const page = renderRoute(routes[index]!, site, assets, options, (w) => warnings.push(w));
    await writer.write(page.route.outputPath, page.html);
    outcomes.push({
      index,
      islands: page.islands,
      stylesheets: page.stylesheets,
      reads: page.reads,
      warnings,
      ...(weigh ? { htmlSize: htmlSize(page.html) } : {}),
    });
  }
  await writer.drain();
  // each page's bytes and digest, as the writer took them of what it wrote
  for (const outcome of outcomes) outcome.file = writer.written.get(routes[outcome.index]!.outputPath)!;
  reply({ outcomes });
} catch (error) {
  Atomics.store(counter, 0, routes.length); // the other threads stop after their current page
  reply({
    failure: {
      message: error instanceof Error ? error.message : String(error),
      hint: error instanceof UserError ? error.hint : undefined,
      stack: error instanceof UserError ? undefined : error instanceof Error ? error.stack : undefined,
    },
  });
}
