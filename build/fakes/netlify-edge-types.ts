// Netlify's edge bundler reads each edge function's config with a Deno script of its own
// (node_modules/@netlify/edge-bundler/deno/config.ts), which imports Netlify's types from
// edge.netlify.com. Offline that import fails, and the bundler tries again three times, 1, 2 and
// 4 s apart, before it goes on without a config (the image guard's is in netlify.toml): 7 s of
// every offline `netlify build` that a build machine with the network never waits. The offline
// builds (npm run bench, the build cache test) give Deno that module from its cache instead: a
// cache folder holding a stand-in that declares the one type the script uses, stored as Deno
// stores what it downloads (the body, then its metadata, under a hash of the path).
import { createHash } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";

const HOST = "edge.netlify.com";
const PATH = "/bootstrap/globals/types.ts";

const STAND_IN = `// A stand-in for ${HOST}${PATH}, which an offline build cannot fetch (build/fakes/netlify-edge-types.ts)
export interface NetlifyGlobal {
  readonly context: unknown;
  env: {
    delete(name: string): void;
    get(name: string): string | undefined;
    has(name: string): boolean;
    set(name: string, value: string): void;
    toObject(): Record<string, string>;
  };
}
`;

/** `denoDir` with Netlify's edge types module cached in it, for the DENO_DIR of an offline build. */
export async function denoDirWithNetlifyEdgeTypes(denoDir: string): Promise<string> {
  const folder = join(denoDir, "remote/https", HOST);
  const metadata = { headers: { "content-type": "application/typescript; charset=utf-8" }, url: `https://${HOST}${PATH}`, time: 0 };
  const file = join(folder, createHash("sha256").update(PATH).digest("hex"));
  await mkdir(folder, { recursive: true });
  // written whole, then moved in: a build already running (the bench beside a test) never reads half of it
  await writeFile(`${file}.${process.pid}`, `${STAND_IN}\n// denoCacheMetadata=${JSON.stringify(metadata)}`);
  await rename(`${file}.${process.pid}`, file);
  return denoDir;
}
