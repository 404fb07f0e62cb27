// Deploy previews and branch deploys (PREVIEW_RENDERER=live, set by netlify.toml's contexts):
// every page address goes to the preview function, which renders it from draft content; the
// build's assets and public files stay static. Production never gets these rules.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

export const PREVIEW_FUNCTION_PATH = "/.netlify/functions/preview";

export function previewRoutingRules(staticEntries: readonly string[]): string {
  const keep = staticEntries.map((entry) => (entry.endsWith("/") ? `/${entry}*  /${entry}:splat  200!` : `/${entry}  /${entry}  200!`));
  return [
    "# Live preview: pages come from the preview function; assets and public files stay static",
    ...keep,
    "/img/*  https://a.storyblok.com/:splat  200!",
    `/*  ${PREVIEW_FUNCTION_PATH}  200!`,
    "",
  ].join("\n");
}

/** Puts the preview rules ahead of the build's own, which only the function's routes then apply. */
export async function routePagesToPreview(outDir: string, publicDir: string): Promise<void> {
  const entries = await readdir(publicDir, { withFileTypes: true }).catch(() => []);
  const statics = ["assets/", "robots.txt", "sitemap.xml", ...entries.map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name))];
  const file = join(outDir, "_redirects");
  const existing = await readFile(file, "utf8").catch(() => "");
  await writeFile(file, `${previewRoutingRules([...new Set(statics)])}${existing}`);
}
