// Netlify's redirect and header rules, read from netlify.toml and the publish
// folder's _redirects and _headers by Netlify's own parsers, and matched the way
// Netlify matches them: first rule wins, ":name" binds a segment, "*" binds the
// rest as :splat, query conditions bind too, a rule is shadowed by an existing
// file unless it is forced, and the query string is passed on.
import { stat } from "node:fs/promises";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";

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
  /** Netlify's own translation of the "for" pattern (from @netlify/headers-parser) */
  forRegExp: RegExp;
}

export interface NetlifyRules {
  redirects: RedirectRuleConfig[];
  headers: HeaderRuleConfig[];
  /** what Netlify's parsers refused, one message each (Netlify reports and skips these rules too) */
  errors: string[];
}

/** The files Netlify reads rules from: netlify.toml, and _redirects and _headers in the publish folder. */
export interface RuleFiles {
  toml: string;
  redirects: string;
  headers: string;
}

/** The rules in Netlify's order (the publish folder's files first, then netlify.toml), parsed by Netlify's parsers. */
export async function readNetlifyRules(files: RuleFiles): Promise<NetlifyRules> {
  const redirects = await parseAllRedirects({ redirectsFiles: [files.redirects], netlifyConfigPath: files.toml, configRedirects: [], minimal: true });
  const headers = await parseAllHeaders({ headersFiles: [files.headers], netlifyConfigPath: files.toml, configHeaders: [], minimal: false });
  const parsed = redirects.redirects as Array<{ from: string; to: string; status?: number; force?: boolean; query?: Record<string, string> }>;
  return {
    redirects: parsed.map((rule) => ({ from: rule.from, to: rule.to, status: rule.status ?? 301, force: rule.force ?? false, query: rule.query ?? {} })),
    headers: headers.headers as HeaderRuleConfig[],
    errors: [...redirects.errors, ...headers.errors].map((error: { message?: string }) => String(error.message ?? error)),
  };
}

/**
 * The rules as they are on disk, parsed again only when a file changes (npm run dev
 * rewrites _redirects on every rebuild), not on every request. Rules Netlify's parsers
 * refuse are reported once per version and skipped, as Netlify does.
 */
export function watchedNetlifyRules(files: RuleFiles): () => Promise<NetlifyRules> {
  let cached: { version: string; rules: NetlifyRules } | null = null;
  const mtime = (file: string) =>
    stat(file).then(
      (s) => s.mtimeMs,
      () => 0,
    );
  return async () => {
    const version = (await Promise.all([files.toml, files.redirects, files.headers].map(mtime))).join(":");
    if (cached?.version !== version) {
      cached = { version, rules: await readNetlifyRules(files) };
      for (const error of cached.rules.errors) console.error(`serve: a redirect or header rule Netlify would skip: ${error}`);
    }
    return cached.rules;
  };
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
  /** the rule's destination with its parameters bound */
  target: string;
  /** where the visitor is sent: the target with the request's query string passed on, as Netlify does */
  location: string;
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
    return { rule, target, location: passQueryOn(target, rule, url.searchParams) };
  }
  return null;
}

/**
 * Netlify passes the request's query string on to the destination, unless the rule matches on
 * query parameters (it then places the ones it wants in "to"); parameters "to" sets itself win.
 */
function passQueryOn(target: string, rule: RedirectRuleConfig, search: URLSearchParams): string {
  if (Object.keys(rule.query).length > 0 || search.size === 0) return target;
  const [withoutHash, hash] = target.split(/(?=#)/, 2) as [string, string | undefined];
  const [path, ownQuery = ""] = withoutHash.split("?", 2) as [string, string | undefined];
  const merged = new URLSearchParams(ownQuery);
  for (const [key, value] of search) if (!merged.has(key)) merged.append(key, value);
  return `${path}?${merged.toString()}${hash ?? ""}`;
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

/** Every matching rule's headers; a later rule's value for the same name wins, as in Netlify's CLI. */
export function headersFor(rules: HeaderRuleConfig[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (rule.forRegExp.test(path)) Object.assign(headers, rule.values);
  }
  return headers;
}
