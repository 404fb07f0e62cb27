// Command-line flags → typed, validated build options, once, at the edge.

import { resolve } from "node:path";
import { parseCommandArgs, UserError } from "../shared/errors";

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  publicDir: string;
  strict: boolean;
  /** a preview build: draft content, noindex everywhere, redirect stories shown as notices */
  preview: boolean;
  reportFile: string | null;
  serve: boolean;
  port: number;
  /** where the served site's local Netlify Blobs store keeps enquiries (null: the default, .netlify/blobs) */
  blobsDir: string | null;
  minify: boolean;
  /** render threads (--threads); null: one per core when the site is large enough (build/pipeline/render/render-pool.ts) */
  threads: number | null;
  /** re-render only the pages whose inputs changed since the last build of the output folder (build/pipeline/render/incremental/) */
  incremental: boolean;
  /** old addresses of pages that may have moved, and their stories (--known-addresses; build/pipeline/routes/moved-pages.ts) */
  knownAddresses: string | null;
  /** stories a production deploy holds back (--hold-back; build/pipeline/load/held-back.ts) */
  holdBack: string | null;
}

export const USAGE = `Usage: npm run build -- [options]
  --content DIR   content cache to build from (default: content-cache)
  --out DIR       output folder (default: dist)
  --strict        treat every content warning as an error (exit code 1)
  --draft         preview build: noindex on every page, redirect stories shown as notices
  --report FILE   write a JSON report: routes, phase times, warnings, bytes per route
  --serve         serve the output after building (what npm start does)
  --port N        port for --serve (default: $PORT or 8888)
  --blobs-dir DIR enquiry store of the served site (default: .netlify/blobs)
  --threads N     render on N threads (default: one per core, when the site has
                  enough pages for more threads to pay; 1 renders in the build's own)
  --incremental   re-render only the pages whose inputs changed since the last
                  build of the output folder (a full build when that cannot be known)
  --known-addresses FILE  old address → story uuid (JSON): each whose story's page
                  is now elsewhere answers 301 there (npm run build:netlify passes it)
  --hold-back FILE  story files to build from their last deployed copy, or to
                  leave out as unpublished (JSON; npm run build:netlify passes it)
  --help          show this help`;

export function parseBuildOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): BuildOptions | "help" {
  const { values } = parseCommandArgs("npm run build", {
    args: argv,
    options: {
      content: { type: "string" },
      out: { type: "string" },
      strict: { type: "boolean", default: false },
      draft: { type: "boolean", default: false },
      report: { type: "string" },
      serve: { type: "boolean", default: false },
      port: { type: "string" },
      "blobs-dir": { type: "string" },
      threads: { type: "string" },
      incremental: { type: "boolean", default: false },
      "known-addresses": { type: "string" },
      "hold-back": { type: "string" },
      help: { type: "boolean", default: false },
    },
    allowPositionals: false,
  });
  if (values.help) return "help";
  const port = Number(values.port ?? env.PORT ?? 8888);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new UserError(`port "${values.port ?? env.PORT}" is not a valid port number`, "use a whole number from 0 to 65535");
  }
  const threads = values.threads === undefined ? null : Number(values.threads);
  if (threads !== null && !(Number.isInteger(threads) && threads >= 1 && threads <= 64)) {
    throw new UserError(`--threads "${values.threads}" is not a number of threads`, "use a whole number from 1 to 64, or leave it out to use one per core");
  }
  // Netlify sets CONTEXT; anything but a production deploy is a preview.
  const preview = values.draft || (Boolean(env.CONTEXT) && env.CONTEXT !== "production");
  return {
    contentDir: resolve(values.content ?? "content-cache"),
    outDir: resolve(values.out ?? "dist"),
    publicDir: resolve("public"),
    strict: values.strict,
    preview,
    reportFile: values.report ? resolve(values.report) : null,
    serve: values.serve,
    port,
    blobsDir: values["blobs-dir"] ? resolve(values["blobs-dir"]) : null,
    minify: true,
    threads,
    incremental: values.incremental,
    knownAddresses: values["known-addresses"] ? resolve(values["known-addresses"]) : null,
    holdBack: values["hold-back"] ? resolve(values["hold-back"]) : null,
  };
}
