// Each function's config as Netlify's bundler reads it: statically, from the source, with
// @netlify/zip-it-and-ship-it's own parser (the one `netlify build` runs), never by importing the
// module. Netlify keeps only literal values and silently drops the rest (an imported constant as
// `path` leaves the function without its route), so a value it cannot read is an error here.
import { readFile } from "node:fs/promises";
import { relative } from "node:path";
import { listFunctions } from "@netlify/zip-it-and-ship-it";
import { parseSource } from "@netlify/zip-it-and-ship-it/dist/runtimes/node/in_source_config/index.js";
import { createBindingsMethod } from "@netlify/zip-it-and-ship-it/dist/runtimes/node/parser/bindings.js";
import { traverseNodes } from "@netlify/zip-it-and-ship-it/dist/runtimes/node/parser/exports.js";
import { safelyParseSource } from "@netlify/zip-it-and-ship-it/dist/runtimes/node/parser/index.js";
import type { RateLimitConfig } from "./functions-rate-limit";

export interface StaticFunctionConfig {
  name: string;
  mainFile: string;
  /** the URL patterns Netlify routes to the function; /.netlify/functions/<name> when none is declared */
  paths: string[];
  excludedPaths: string[];
  /** upper-case HTTP methods, or null for all */
  methods: string[] | null;
  rateLimit: RateLimitConfig | null;
  /** the cron expression of a scheduled function: Netlify runs it on that schedule and gives it no URL */
  schedule: string | null;
}

/** Every function in the folder, found and read as Netlify finds and reads them. */
export async function readFunctionConfigs(functionsDir: string): Promise<StaticFunctionConfig[]> {
  const listed = await listFunctions([functionsDir], { parseISC: true });
  const configs: StaticFunctionConfig[] = [];
  for (const fn of listed) {
    if (fn.runtime !== "js") continue;
    configs.push(await readFunctionConfig(fn.name, fn.mainFile));
  }
  return configs;
}

export async function readFunctionConfig(name: string, mainFile: string): Promise<StaticFunctionConfig> {
  const source = await readFile(mainFile, "utf8");
  const where = relative(process.cwd(), mainFile) || mainFile;
  if (rawConfig(source) === undefined && /\bexport\s+const\s+config\b/.test(source)) {
    throw new Error(
      `Function "${name}" (${where}): Netlify cannot read config: it must be a plain object literal ("export const config: Config = { … }"), not a call, a variable, or an expression with "as" or "satisfies"; Netlify would ignore all of it.`,
    );
  }
  const unreadable = unreadableFields(source);
  if (unreadable.length > 0) {
    const fields = unreadable.map((field) => `config.${field}`).join(", ");
    throw new Error(
      `Function "${name}" (${where}): Netlify cannot read ${fields}. Netlify's bundler reads a function's config from the source without running it and keeps only literal values (strings, numbers, booleans, arrays and objects of them), so it would silently drop ${unreadable.length > 1 ? "these fields" : "this field"}; write the value out as a literal instead of a constant, call or spread.`,
    );
  }
  let parsed: ReturnType<typeof parseSource>;
  try {
    parsed = parseSource(source, { functionName: name });
  } catch (error) {
    throw new Error(`Function "${name}" (${where}): ${(error as Error).message}`);
  }
  const config = parsed.config as { path?: string[]; excludedPath?: string[]; method?: string[]; rateLimit?: RateLimitConfig; schedule?: string };
  const raw = rawConfig(source) ?? {};
  if (config.method?.length && !config.path?.length) {
    throw new Error(
      `Function "${name}" (${where}): config.method needs a config.path. Netlify gives a function without a path no route and ignores its method list, so at /.netlify/functions/${name} it runs for every method (PUT and DELETE included) while this server would refuse them; remove config.method and answer other methods with a 405 in the function, or give it a config.path.`,
    );
  }
  if ("rateLimit" in raw && !config.rateLimit) {
    throw new Error(
      `Function "${name}" (${where}): config.rateLimit is not one Netlify accepts (it needs windowLimit and windowSize as numbers, aggregateBy "ip" and/or "domain"), and Netlify would ignore it without a word.`,
    );
  }
  return {
    name,
    mainFile,
    paths: config.path ?? [`/.netlify/functions/${name}`],
    excludedPaths: config.excludedPath ?? [],
    methods: config.method?.length ? config.method : null,
    rateLimit: config.rateLimit ?? null,
    schedule: config.schedule ?? null,
  };
}

/** The exported config as Netlify's parser sees it: literal values, and undefined where it saw none. */
function rawConfig(source: string): Record<string, unknown> | undefined {
  const ast = safelyParseSource(source);
  if (!ast) return undefined;
  return traverseNodes(ast.body, createBindingsMethod(ast.body)).configExport as Record<string, unknown> | undefined;
}

/** Dotted names of config fields whose value is not a literal, so Netlify's parser drops them. */
export function unreadableFields(source: string): string[] {
  const raw = rawConfig(source);
  if (raw === undefined) return [];
  const found: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (value === undefined) found.push(path);
    else if (Array.isArray(value)) for (const [index, item] of value.entries()) walk(item, `${path}[${index}]`);
    else if (value && typeof value === "object") for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
  };
  walk(raw, "");
  return found;
}
