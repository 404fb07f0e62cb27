// A seeded corpus of damaged content caches, made from the embedded content: each case
// takes one story of content-cache/, damages its content in one to three places (keys
// deleted, nulls, wrong value types, arrays for objects and back, wrong rich-text node
// and mark types, marks without attrs, deep nesting, references that point back at the
// story or at each other) and runs the real load, routes and render over the damaged
// cache in memory. Only the damaged story is validated again (the others are taken as
// the clean load made them), and only the pages that read it are rendered.
import type { RenderAssets } from "../../build/pipeline/assets/render-assets";
import { modelSite } from "../../build/pipeline/load/load";
import * as modeller from "../../build/pipeline/load/model-story";
import { type RawContent, type RawStoryFile, readContent } from "../../build/pipeline/load/read-content";
import type { ModelledStory, StoryMemo } from "../../build/pipeline/load/story-memo";
import { renderRoute } from "../../build/pipeline/render/render";
import { planRoutes } from "../../build/pipeline/routes/routes";
import { pick, type Rng, rngFor } from "../../build/seed/prng";
import type { Route } from "../../src/content/route";
import type { BuildWarning, Site } from "../../src/content/site";

type Json = Record<string, unknown>;
type Path = (string | number)[];

const isObject = (v: unknown): v is Json => Boolean(v) && typeof v === "object" && !Array.isArray(v);

/** Every place in a value, depth first, down to a depth (deeply nested damage is not damaged further). */
function* walk(value: unknown, path: Path = []): Generator<[Path, unknown]> {
  yield [path, value];
  if (path.length > 40) return;
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* walk(item, [...path, i]);
  else if (isObject(value)) for (const [k, v] of Object.entries(value)) yield* walk(v, [...path, k]);
}

const parentOf = (root: unknown, path: Path) => path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string | number, unknown>)[key] as Json, root as Json);

const NODE_TYPES = [
  "doc",
  "paragraph",
  "text",
  "heading",
  "bullet_list",
  "ordered_list",
  "list_item",
  "blockquote",
  "code_block",
  "image",
  "table",
  "tableRow",
  "tableCell",
  "blok",
  "emoji",
  "hard_break",
  "horizontal_rule",
  "link",
  "no_such_node",
];
const MARK_TYPES = ["link", "bold", "italic", "anchor", "textStyle", "highlight", "code", "styled", "no_such_mark"];
const NASTY_STRINGS = [
  "",
  " ",
  "javascript:alert(1)",
  "<script>alert(1)</script>",
  "%E0%A4%A",
  "../../etc/passwd",
  "x".repeat(5000),
  "\u0000",
  "https://a.storyblok.com/f/999/evil.html",
  "#",
  "mailto:",
];

/** Any JSON value that is not what was there: the wrong type, null, an empty shell. */
function wrongValue(rng: Rng, was: unknown): unknown {
  const options: unknown[] = [null, 0, -1, 3.5, true, "", pick(rng, NASTY_STRINGS), [], {}, [was], { value: was }, [null], { type: pick(rng, NODE_TYPES) }];
  return pick(rng, options);
}

function nested(rng: Rng, depth: number): unknown {
  let value: unknown = pick(rng, [{ type: "text", text: "deep" }, "deep", null]);
  for (let i = 0; i < depth; i++) value = rng() < 0.5 ? { type: pick(rng, NODE_TYPES), content: [value] } : [value];
  return value;
}

export interface Mutation {
  kind: string;
  path: string;
}

/** The other stories' uuids, for references that form cycles or point at the wrong kind of story. */
export interface Universe {
  uuids: string[];
}

const formatPath = (path: Path) => path.reduce<string>((acc, key) => (typeof key === "number" ? `${acc}[${key}]` : `${acc}.${key}`), "content");

/** Damages one story's content in place; says what it did. */
export function mutateStory(story: Json, rng: Rng, universe: Universe): Mutation[] {
  const done: Mutation[] = [];
  const count = 1 + Math.floor(rng() * 3);
  for (let n = 0; n < count; n++) {
    const content = story.content as Json;
    const places = [...walk(content)].filter(([path]) => path.length > 0);
    if (places.length === 0) break;
    done.push(mutateOnce(story, content, places, rng, universe));
  }
  return done;
}

function mutateOnce(story: Json, content: Json, places: [Path, unknown][], rng: Rng, universe: Universe): Mutation {
  const nodes = places.filter(([, v]) => isObject(v) && typeof v.type === "string");
  const marks = places.filter(([p, v]) => p.at(-2) === "marks" && isObject(v));
  const uuids = places.filter(([, v]) => typeof v === "string" && /^[0-9a-f-]{36}$/.test(v));
  const kinds: [string, [Path, unknown][], (path: Path, value: unknown) => unknown][] = [
    ["delete key", places, () => undefined],
    ["wrong value", places, (_p, v) => wrongValue(rng, v)],
    ["array for object", places.filter(([, v]) => isObject(v)), (_p, v) => [v]],
    ["object for array", places.filter(([, v]) => Array.isArray(v)), (_p, v) => ({ ...(v as unknown[]) })],
    ["wrong node type", nodes, (_p, v) => ({ ...(v as Json), type: pick(rng, NODE_TYPES) })],
    ["node without attrs", nodes, (_p, v) => ({ ...(v as Json), attrs: pick(rng, [undefined, null, "x", [], {}]) })],
    ["wrong mark type", marks, (_p, v) => ({ ...(v as Json), type: pick(rng, MARK_TYPES) })],
    ["mark without attrs", marks, (_p, v) => ({ ...(v as Json), attrs: pick(rng, [undefined, null, 7, [], {}]) })],
    ["deep nesting", places, () => nested(rng, pick(rng, [50, 500, 5000]))],
    ["reference to itself", uuids, () => story.uuid],
    ["reference to another story", uuids, () => pick(rng, universe.uuids)],
    ["self in a reference list", places.filter(([, v]) => Array.isArray(v) && v.every((x) => typeof x === "string")), (_p, v) => [...(v as string[]), story.uuid, story.uuid]],
    ["duplicate block", places.filter(([, v]) => isObject(v) && typeof v._uid === "string"), (_p, v) => v],
  ];
  // rich text is where the renderer reads deepest, so its nodes and marks are damaged three times as often
  const usable = kinds.filter(([, list]) => list.length > 0).flatMap((entry) => (/node|mark/.test(entry[0]) ? [entry, entry, entry] : [entry]));
  const [kind, list, replace] = pick(rng, usable);
  const [path, value] = pick(rng, list);
  const parent = parentOf(content, path);
  const key = path.at(-1)!;
  const next = replace(path, value);
  if (kind === "duplicate block" && Array.isArray(parent)) parent.splice(Number(key), 0, structuredClone(value));
  else if (next === undefined && !Array.isArray(parent)) delete (parent as Json)[key];
  else (parent as Record<string | number, unknown>)[key] = next;
  return { kind, path: formatPath(path) };
}

/** The embedded content, read and modelled once; each case re-models only its damaged story. */
export interface Corpus {
  raw: RawContent;
  modelled: Map<string, ModelledStory>;
  baselineReads: Map<string, string[]>;
  universe: Universe;
}

/** Stand-ins for the built CSS, fonts and island chunks: the render reads only their names. */
export const placeholderAssets: RenderAssets = {
  cssHref: "/assets/site.css",
  fontPreloads: [],
  fontFaceCss: "",
  islandLoader: "",
  islandChunks: new Proxy(new Map<string, string>(), { get: (target, name) => (name === "get" ? (island: string) => `/assets/${island}.js` : Reflect.get(target, name, target)) }),
};

/** A memo that keeps what modelSite made of every story, so later cases skip the unchanged ones. */
function recordingMemo(into: Map<string, ModelledStory>): StoryMemo {
  return {
    stories: { get: () => undefined, set: (key, value) => void into.set(key, value.modelled) },
    stills: { get: () => undefined, set: () => {} },
    save: async () => {},
  };
}

export async function openCorpus(contentDir: string): Promise<Corpus> {
  const raw = await readContent(contentDir);
  const modelled = new Map<string, ModelledStory>();
  const withKeys = { ...raw, stories: raw.stories.map((file) => ({ ...file, memo: { key: file.where, digest: file.where } })) };
  const { site } = modelSite(withKeys, recordingMemo(modelled), {}, modeller);
  const baselineReads = new Map<string, string[]>();
  for (const route of planRoutes(site, { preview: false }, () => {}).routes) {
    baselineReads.set(route.url, renderRoute(route, site, placeholderAssets, { preview: false }, () => {}).reads);
  }
  return { raw, modelled, baselineReads, universe: { uuids: site.stories.map((s) => s.uuid) } };
}

export interface CaseOutcome {
  seed: number;
  where: string;
  mutations: Mutation[];
  pagesRendered: number;
  warnings: BuildWarning[];
  /** the error that escaped load, routes or render; null when the build went through */
  crash: Error | null;
}

const SHARED = new Set(["settings.json", "header.json", "footer.json"]);

/** One damaged cache: a story chosen by the seed, damaged, loaded, routed and its pages rendered. */
export function runCase(corpus: Corpus, seed: number): CaseOutcome {
  const rng = rngFor(`mutation:${seed}`); // a failing seed replays exactly
  const target = pick(rng, corpus.raw.stories);
  const json = structuredClone(target.json) as { story: Json };
  const mutations = isObject(json?.story) && isObject(json.story.content) ? mutateStory(json.story, rng, corpus.universe) : [];
  const stories: RawStoryFile[] = corpus.raw.stories.map((file) =>
    file === target ? { where: file.where, json } : { where: file.where, json: null, memo: { key: file.where, digest: file.where, modelled: corpus.modelled.get(file.where)! } },
  );
  const warnings: BuildWarning[] = [];
  let pagesRendered = 0;
  try {
    const loaded = modelSite({ ...corpus.raw, stories }, null, {}, modeller);
    warnings.push(...loaded.warnings);
    const warn = (w: BuildWarning) => warnings.push(w);
    const routes = planRoutes(loaded.site, { preview: rng() < 0.2 }, warn).routes;
    for (const route of pagesReading(routes, corpus, json.story, SHARED.has(target.where))) {
      renderRoute(route, loaded.site, placeholderAssets, { preview: false }, warn);
      pagesRendered++;
    }
    return { seed, where: target.where, mutations, pagesRendered, warnings, crash: null };
  } catch (error) {
    return { seed, where: target.where, mutations, pagesRendered, warnings, crash: error as Error };
  }
}

/**
 * The damaged story's own pages, every page that read it by uuid or address in the clean
 * build, and the first page that read each listing (or the whole story list): a listing's
 * further pages render the same blocks over other stories.
 */
function pagesReading(routes: Route[], corpus: Corpus, story: Json, shared: boolean): Route[] {
  if (shared) return routes.filter((_route, i) => i % 10 === 0); // settings, header and footer are on every page
  const direct = new Set([`story:${story.uuid}`, `slug:${story.full_slug}`]);
  const listingsSeen = new Set<string>();
  return routes.filter((route) => {
    if (route.story.uuid === story.uuid) return true;
    const reads = corpus.baselineReads.get(route.url) ?? [];
    if (reads.some((key) => direct.has(key))) return true;
    const firstOf = reads.filter((key) => (key === "stories" || key.startsWith("listing:")) && !listingsSeen.has(key));
    for (const key of firstOf) listingsSeen.add(key);
    return firstOf.length > 0;
  });
}

export type { Site };
