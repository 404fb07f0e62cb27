// The Visual Editor script (src/preview/editor-client.ts with Storyblok's preview bridge),
// bundled for preview builds only; production output never contains it.

import { createHash } from "node:crypto";
import { resolve } from "node:path";
import type { OutputFile } from "../write/output-files";

const ENTRY = resolve(import.meta.dirname, "../../../src/preview/editor-client.ts");

export interface PreviewClient {
  href: string;
  file: OutputFile;
}

export async function buildPreviewClient(options: { minify: boolean }): Promise<PreviewClient> {
  const { build } = await import("esbuild"); // preview builds only
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: ["es2022"],
    minify: options.minify,
    write: false,
    logLevel: "silent",
  });
  const contents = result.outputFiles[0]!.contents;
  const hash = createHash("sha256").update(contents).digest("hex").slice(0, 10);
  const path = `assets/preview/editor-${hash}.js`;
  return { href: `/${path}`, file: { path, contents } };
}
