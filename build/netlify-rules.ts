// Netlify's redirect and header rules, read from netlify.toml and the generated
// _redirects and _headers files (beside each other in the output folder), and matched the way Netlify matches them: first rule wins,
// ":name" binds a segment, "*" binds the rest as :splat, query conditions bind
// too, and a rule is shadowed by an existing file unless it is forced.
import { readFile, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { parse } from "smol-toml";

export interface RedirectRuleConfig {
  from: string;
  to: string;
  status: number;
  force: boolean;
  query: Record<string, string>;
}

export interface HeaderRuleConfig {
  for: string;
  values: Record<string, string>;
}

export interface NetlifyRules {
  redirects: RedirectRuleConfig[];
  headers: HeaderRuleConfig[];
}

export async function readNetlifyRules(tomlFile: string, redirectsFile: string): Promise<NetlifyRules> {
  const toml = parse(await readFile(tomlFile, "utf8")) as {
    redirects?: { from: string; to: string; status?: number; force?: boolean; query?: Record<string, string> }[];
    headers?: { for: string; values: Record<string, string> }[];
  };
  const fromFile = await readFile(redirectsFile, "utf8").then(parseRedirectsFile, () => []);
  const fromToml = (toml.redirects ?? []).map((r) => ({ from: r.from, to: r.to, status: r.status ?? 301, force: r.force ?? false, query: r.query ?? {} }));
  const headersFromFile = await readFile(headersFileBeside(redirectsFile), "utf8").then(parseHeadersFile, () => []);
  return { redirects: [...fromFile, ...fromToml], headers: [...(toml.headers ?? []), ...headersFromFile] };
}

const headersFileBeside = (redirectsFile: string) => join(dirname(redirectsFile), "_headers");

/** The _headers format: a path line, then indented "Name: value" lines. */
export function parseHeadersFile(text: string): HeaderRuleConfig[] {
  const rules: HeaderRuleConfig[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ for: line.trim(), values: {} });
      continue;
    }
    const colon = line.indexOf(":");
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.values[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/**
 * The rules as they are on disk, parsed again only when either file changes
 * (npm run dev rewrites _redirects on every rebuild), not on every request.
 */
export function watchedNetlifyRules(tomlFile: string, redirectsFile: string): () => Promise<NetlifyRules> {
  let cached: { version: string; rules: NetlifyRules } | null = null;
  const mtime = (file: string) => stat(file).then((s) => s.mtimeMs, () => 0);
  return async () => {
    const version = `${await mtime(tomlFile)}:${await mtime(redirectsFile)}:${await mtime(headersFileBeside(redirectsFile))}`;
    if (cached?.version !== version) cached = { version, rules: await readNetlifyRules(tomlFile, redirectsFile) };
    return cached.rules;
  };
}

/** The _redirects format: "from [key=value …] to [status][!]" per line. */
export function parseRedirectsFile(text: string): RedirectRuleConfig[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const parts = line.split(/\s+/);
      const from = parts.shift()!;
      const query: Record<string, string> = {};
      while (parts[0]?.includes("=")) {
        const [key, value] = parts.shift()!.split("=", 2);
        query[key!] = value ?? "";
      }
      const to = parts.shift() ?? "/";
      const statusText = parts.shift() ?? "301";
      return { from, to, status: Number.parseInt(statusText, 10), force: statusText.endsWith("!"), query };
    });
}

/** Binds ":name" segments and a trailing "*" (as splat); null when the path does not match. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);
  const patternParts = trim(pattern).split("/");
  const pathParts = trim(path).split("/");
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i++) {
    const part = patternParts[i]!;
    if (part === "*") {
      params.splat = pathParts.slice(i).join("/");
      return params;
    }
    const value = pathParts[i];
    if (value === undefined) return null;
    if (part.startsWith(":")) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return patternParts.length === pathParts.length ? params : null;
}

export interface RedirectMatch {
  rule: RedirectRuleConfig;
  target: string;
}

export function findRedirect(rules: RedirectRuleConfig[], url: URL, fileExists: boolean): RedirectMatch | null {
  for (const rule of rules) {
    if (fileExists && !rule.force) continue;
    const params = matchPattern(rule.from, url.pathname);
    if (!params) continue;
    const queryParams = matchQuery(rule.query, url.searchParams);
    if (!queryParams) continue;
    const bound = { ...params, ...queryParams };
    const target = rule.to.replace(/:([a-zA-Z]+)/g, (whole, name: string) => (name in bound ? encodeURIComponent(bound[name]!).replace(/%2F/g, "/") : whole));
    return { rule, target };
  }
  return null;
}

function matchQuery(conditions: Record<string, string>, search: URLSearchParams): Record<string, string> | null {
  const bound: Record<string, string> = {};
  for (const [key, value] of Object.entries(conditions)) {
    const actual = search.get(key);
    if (actual === null) return null;
    if (value.startsWith(":")) bound[value.slice(1)] = actual;
    else if (value !== actual) return null;
  }
  return bound;
}

export function headersFor(rules: HeaderRuleConfig[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (matchPattern(rule.for, path)) Object.assign(headers, rule.values);
  }
  return headers;
}
