// What a visitor's browser downloads in JavaScript when it only opens a page: every
// route of the built site loaded in Chromium at a phone's and a desktop's size, with
// no pointer, key, tap or scroll, until the network is idle; the script bytes fetched,
// as sent (gzip). Unlike the report's figure, which reads the islands' triggers, this
// counts what the first screen itself wakes (a slider or a video in view).
import { join } from "node:path";
import { chromium, type Response } from "@playwright/test";
import { startServer } from "../serve/serve";
import { chromiumLaunchOptions } from "../shared/chromium";

export const SCREENS = [
  { name: "390", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "1440", viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
] as const;

const TABS = 4;

export type ScreenName = (typeof SCREENS)[number]["name"];

export interface JsOnLoad {
  url: string;
  /** script bytes (gzip) fetched by the time the network was idle, per screen */
  bytes: Record<ScreenName, number>;
  /** the scripts' paths, per screen */
  scripts: Record<ScreenName, string[]>;
}

export async function measureJsOnLoad(siteDir: string, workDir: string, urls: string[]): Promise<JsOnLoad[]> {
  const server = await startServer({ dir: siteDir, port: 0, blobsDir: join(workDir, "blobs-js") });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const results = new Map<string, JsOnLoad>(urls.map((url) => [url, { url, bytes: { "390": 0, "1440": 0 }, scripts: { "390": [], "1440": [] } }]));
  try {
    for (const { name, ...screen } of SCREENS) {
      const context = await browser.newContext(screen);
      // video hosts are out of reach here; what a page asks of them is not the site's own script
      await context.route(
        (url) => url.origin !== server.url,
        (route) => route.abort(),
      );
      // a few tabs at once: most of a load is the wait for the network to stay idle
      const queue = [...urls];
      const tab = async () => {
        const page = await context.newPage();
        for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
          const result = results.get(url)!;
          const sizes: Promise<void>[] = [];
          const onResponse = (response: Response) => {
            if (response.request().resourceType() !== "script") return;
            result.scripts[name].push(new URL(response.url()).pathname);
            sizes.push(
              response
                .request()
                .sizes()
                .then((s) => {
                  result.bytes[name] += s.responseBodySize;
                }),
            );
          };
          page.on("response", onResponse);
          await page.goto(`${server.url}${url}`, { waitUntil: "networkidle" });
          await Promise.all(sizes);
          page.off("response", onResponse);
        }
      };
      await Promise.all(Array.from({ length: TABS }, tab));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return [...results.values()];
}
