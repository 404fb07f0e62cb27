/**
 * A fake of Storyblok's CDN API v2 (and its asset host) on 127.0.0.1, serving a content-cache folder
 * the way Storyblok serves a space. Tests point STORYBLOK_ENDPOINT at `apiBase` and
 * STORYBLOK_ASSET_BASE at `assetBase`, and can program faults per route and page.
 */
import { readdirSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { closeServer } from "../shared/close-server";

export type FakeRoute = "spaces" | "stories" | "story" | "links" | "assets";

export type FaultKind =
  | "rate-limit" // 429 with rate-limit headers
  | "server-error" // 500
  | "unauthorized" // 401 as Storyblok words it
  | "not-found" // 404
  | "hang" // never answers
  | "truncated" // 200 with JSON cut off half-way
  | "missing-page" // 200 with an empty page where content should be
  | "reset"; // connection destroyed without an answer

export interface Fault {
  route: FakeRoute;
  kind: FaultKind;
  /** Only this page of a paged route (default: every request on the route). */
  page?: number;
  /** How many matching requests get the fault (default: all). */
  times?: number;
}

export interface RecordedRequest {
  route: FakeRoute | "other";
  path: string;
  query: Record<string, string>;
}

export interface FakeStoryblok {
  apiBase: string;
  assetBase: string;
  token: string;
  /** the Preview token, when the fake was given one: then only it reads drafts (the Public token asking for them gets 401, as from Storyblok) */
  previewToken: string | undefined;
  /** the space's id, as cdn/spaces/me gives it */
  spaceId: number;
  readonly cv: number;
  requests: RecordedRequest[];
  inject(fault: Fault): void;
  /** An editor saving a draft: the story's content changes, the space's cv does not (only publishing moves it). */
  saveDraft(story: Record<string, unknown>): void;
  /** An editor publishing: the story's draft becomes its published version and the cv moves. */
  publish(story: Record<string, unknown>): void;
  /** An editor unpublishing a story: it leaves the stories, its links entry says `published: false` (as Storyblok's does), and the cv moves on. */
  unpublish(fullSlug: string): void;
  /** An editor deleting a story: it leaves the stories and the links, and the cv moves on. */
  remove(fullSlug: string): void;
  /** An editor moving a story to another slug: its full_slug and links entry change (not its publish date), and the cv moves on. */
  move(fullSlug: string, newFullSlug: string): void;
  close(): Promise<void>;
}

/** The space id of a cache whose space.json names none (the embedded cache names its own, 318794). */
export const FAKE_SPACE_ID = 287015;

export interface Space {
  /** the id space.json names, else FAKE_SPACE_ID */
  id: number;
  cv: number;
  /** the drafts (version=draft); until saveDraft, the same as the published stories */
  stories: Record<string, unknown>[];
  published: Record<string, unknown>[];
  links: [string, unknown][];
}

function findJsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? findJsonFiles(full) : entry.name.endsWith(".json") ? [full] : [];
  });
}

function readSpace(contentDir: string): Space {
  const read = (file: string) => JSON.parse(readFileSync(file, "utf8"));
  const stories = findJsonFiles(path.join(contentDir, "stories")).map((file) => read(file).story as Record<string, unknown>);
  stories.sort((a, b) => String(a.full_slug).localeCompare(String(b.full_slug)));
  const spaceFile = read(path.join(contentDir, "space.json"));
  return { id: spaceFile.id ?? FAKE_SPACE_ID, cv: spaceFile.cv, stories, published: stories, links: Object.entries(read(path.join(contentDir, "links.json")).links) };
}

type Reply = (status: number, body: unknown, headers?: Record<string, string | number>) => void;

/** As Storyblok's CDN answers every origin, so a page on another origin may read it (and its paging headers). */
const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, HEAD, OPTIONS",
  "access-control-expose-headers": "total, per-page, x-ratelimit, x-ratelimit-policy, retry-after",
};

function pageOf<T>(items: T[], query: Record<string, string>, maxPerPage: number) {
  const perPage = Math.min(Math.max(Number(query.per_page) || 25, 1), maxPerPage);
  const page = Math.max(Number(query.page) || 1, 1);
  return { items: items.slice((page - 1) * perPage, page * perPage), headers: { total: items.length, "per-page": perPage } };
}

function answerApi(space: Space, route: FakeRoute, apiPath: string, query: Record<string, string>, reply: Reply): void {
  if (route === "spaces") {
    reply(200, { space: { id: space.id, name: "Northlight Films (fake)", domain: "https://www.example.com/", version: space.cv, language_codes: [] } });
  } else if (route === "stories") {
    const uuids = query.by_uuids?.split(",");
    // published_at_gt takes "YYYY-mm-dd HH:MM" (UTC), as Storyblok's date filters do
    const since = query.published_at_gt ? Date.parse(`${query.published_at_gt.replace(" ", "T")}:00Z`) : undefined;
    const matching = (query.version === "draft" ? space.stories : space.published).filter(
      (story) =>
        (!query.starts_with || String(story.full_slug).startsWith(query.starts_with)) &&
        (!uuids || uuids.includes(String(story.uuid))) &&
        (since === undefined || Date.parse(String(story.published_at)) > since),
    );
    const { items, headers } = pageOf(matching, query, 100);
    reply(200, { stories: items, cv: space.cv, rels: [], links: [] }, headers);
  } else if (route === "story") {
    const slug = decodeURIComponent(apiPath.slice("/v2/cdn/stories/".length));
    const story = (query.version === "draft" ? space.stories : space.published).find((candidate) => candidate.full_slug === slug);
    if (story) reply(200, { story, cv: space.cv, rels: [], links: [] });
    else reply(404, ["This record could not be found"]);
  } else {
    const { items, headers } = pageOf(space.links, query, 1000);
    reply(200, { links: Object.fromEntries(items) }, headers);
  }
}

function routeOf(urlPath: string): FakeRoute | "other" {
  if (urlPath === "/v2/cdn/spaces/me" || urlPath === "/v2/cdn/spaces/me/") return "spaces";
  if (urlPath === "/v2/cdn/stories") return "stories";
  if (urlPath.startsWith("/v2/cdn/stories/")) return "story";
  if (urlPath === "/v2/cdn/links") return "links";
  if (urlPath.startsWith("/f/")) return "assets";
  return "other";
}

const CONTENT_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
  ".mp4": "video/mp4",
  ".gif": "image/gif",
};

/** `cut` sends half the file under the full content-length and drops the connection, like a broken download. */
async function serveAsset(readAsset: AssetReader, urlPath: string, response: http.ServerResponse, cut = false): Promise<void> {
  const file = decodeURIComponent(urlPath).slice(1);
  const bytes = await readAsset(file);
  if (!bytes) {
    response.writeHead(404, { "content-type": "text/plain" }).end("Not Found");
    return;
  }
  response.writeHead(200, { "content-type": CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream", "content-length": bytes.length });
  if (!cut) response.end(bytes);
  else response.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => response.socket?.destroy());
}

const RATE_LIMIT_HEADERS = { "retry-after": 1, "x-ratelimit": '"concurrent-requests";r=0', "x-ratelimit-policy": '"concurrent-requests";q=6' };

/** The fault's answer; faults on content routes reuse the real answer's headers so paging looks normal. */
function answerWithFault(kind: FaultKind, route: FakeRoute, real: (reply: Reply) => void, reply: Reply, response: http.ServerResponse): void {
  if (kind === "rate-limit") reply(429, { error: "Too Many Requests" }, RATE_LIMIT_HEADERS);
  else if (kind === "server-error") reply(500, { error: "Internal Server Error" });
  else if (kind === "unauthorized") reply(401, { error: "Unauthorized" });
  else if (kind === "not-found") reply(404, ["This record could not be found"]);
  else if (kind === "reset") response.socket?.destroy();
  else if (kind === "truncated") {
    real((status, body, headers) => {
      const text = JSON.stringify(body);
      response.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers }).end(text.slice(0, Math.floor(text.length / 2)));
    });
  } else if (kind === "missing-page") {
    real((status, body, headers) => reply(status, route === "links" ? { links: {} } : { ...(body as object), stories: [] }, headers));
  }
  // "hang": no answer at all; close() drops the connection.
}

/** The bytes of an asset by its path below the asset host (f/<space>/…), or undefined. */
export type AssetReader = (assetPath: string) => Promise<Buffer | undefined>;

function assetsIn(contentDir: string): AssetReader {
  const root = path.join(contentDir, "assets");
  return async (assetPath) => {
    const file = path.resolve(root, assetPath);
    return file.startsWith(root + path.sep) ? await fs.readFile(file).catch(() => undefined) : undefined;
  };
}

interface FakeState {
  readAsset: AssetReader;
  space: Space;
  token: string;
  previewToken: string | undefined;
  faults: (Fault & { times: number })[];
  requests: RecordedRequest[];
}

function handle(state: FakeState, request: http.IncomingMessage, response: http.ServerResponse): void {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  const route = routeOf(url.pathname);
  const query = Object.fromEntries(url.searchParams);
  state.requests.push({ route, path: url.pathname, query });
  for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value);
  if (request.method === "OPTIONS") {
    // a preflight: any header the page asks to send is allowed, for a day
    const asked = request.headers["access-control-request-headers"];
    return void response.writeHead(204, { ...(asked ? { "access-control-allow-headers": asked } : {}), "access-control-max-age": "86400" }).end();
  }
  const reply: Reply = (status, body, headers = {}) => {
    response.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers }).end(JSON.stringify(body));
  };
  if (route === "other") return reply(404, ["This record could not be found"]);
  const fault = state.faults.find((f) => f.route === route && f.times > 0 && (f.page === undefined || f.page === Number(query.page ?? 1)));
  const real = (to: Reply) => answerApi(state.space, route, url.pathname, query, to);
  if (fault) {
    fault.times--;
    if (route === "assets" && fault.kind === "truncated") return void serveAsset(state.readAsset, url.pathname, response, true);
    return answerWithFault(fault.kind, route, real, reply, response);
  }
  if (route === "assets") return void serveAsset(state.readAsset, url.pathname, response);
  if (query.token !== state.token && (state.previewToken === undefined || query.token !== state.previewToken)) return reply(401, { error: "Unauthorized" });
  if (state.previewToken !== undefined && query.version === "draft" && query.token !== state.previewToken) return reply(401, { error: "Unauthorized" });
  real(reply);
}

/** Storyblok's cv is the time (Unix seconds) of the space's last publish: it moves on, to now if that is later. */
const nextCv = (cv: number) => Math.max(cv + 1, Math.floor(Date.now() / 1000));

/** A story taken out of what the fake serves, its draft included (no test asks for a withdrawn story's draft); the cv moves on. */
function withdraw(space: Space, fullSlug: string): Record<string, unknown> | undefined {
  const gone = space.stories.find((story) => story.full_slug === fullSlug);
  space.stories = space.stories.filter((story) => story !== gone);
  space.published = space.published.filter((story) => story.full_slug !== fullSlug);
  space.cv = nextCv(space.cv);
  return gone;
}

export interface FakeStoryblokOptions {
  token?: string;
  /** where given, only this token reads drafts, as with Storyblok's Preview token */
  previewToken?: string;
  latencyMs?: number;
}

/** `latencyMs`: how long every answer takes, as a distant API's would (the publish benchmark uses 100 ms). */
export async function startFakeStoryblok(contentDir: string, options: FakeStoryblokOptions = {}): Promise<FakeStoryblok> {
  return startFakeStoryblokWith(readSpace(contentDir), assetsIn(contentDir), options);
}

/** The fake serving a given space, such as one the fake Management API holds (fake-cdn-from-management.ts). */
export async function startFakeStoryblokWith(space: Space, readAsset: AssetReader, options: FakeStoryblokOptions = {}): Promise<FakeStoryblok> {
  const state: FakeState = { readAsset, space, token: options.token ?? "fake-public-token", previewToken: options.previewToken, faults: [], requests: [] };
  const latency = options.latencyMs ?? 0;
  const server = http.createServer((request, response) => (latency > 0 ? setTimeout(() => handle(state, request, response), latency) : handle(state, request, response)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fake: FakeStoryblok = {
    apiBase: `${origin}/v2`,
    assetBase: origin,
    token: state.token,
    previewToken: state.previewToken,
    spaceId: state.space.id,
    get cv() {
      return state.space.cv;
    },
    requests: state.requests,
    inject: (fault) => state.faults.push({ ...fault, times: fault.times ?? Infinity }),
    saveDraft: (story) => {
      state.space.stories = state.space.stories.map((saved) => (saved.full_slug === story.full_slug ? story : saved));
    },
    publish: (story) => {
      state.space.stories = state.space.stories.map((saved) => (saved.full_slug === story.full_slug ? story : saved));
      state.space.published = state.space.published.map((saved) => (saved.full_slug === story.full_slug ? story : saved));
      state.space.cv = nextCv(state.space.cv);
    },
    unpublish: (fullSlug) => {
      const gone = withdraw(state.space, fullSlug);
      state.space.links = state.space.links.map(([uuid, link]) => (uuid === gone?.uuid ? [uuid, { ...(link as object), published: false }] : [uuid, link]));
    },
    remove: (fullSlug) => {
      const gone = withdraw(state.space, fullSlug);
      state.space.links = state.space.links.filter(([uuid]) => uuid !== gone?.uuid);
    },
    move: (fullSlug, newFullSlug) => {
      const story = state.space.stories.find((candidate) => candidate.full_slug === fullSlug);
      if (!story) throw new Error(`no story ${fullSlug} to move`);
      const moved = (candidate: Record<string, unknown>) =>
        candidate.full_slug === fullSlug ? { ...candidate, slug: newFullSlug.split("/").at(-1), full_slug: newFullSlug } : candidate;
      state.space.stories = state.space.stories.map(moved);
      state.space.published = state.space.published.map(moved);
      state.space.cv = nextCv(state.space.cv);
      state.space.links = state.space.links.map(([uuid, link]) =>
        uuid === story.uuid ? [uuid, { ...(link as object), slug: newFullSlug, real_path: `/${newFullSlug}` }] : [uuid, link],
      );
    },
    close: () => closeServer(server),
  };
  return fake;
}
