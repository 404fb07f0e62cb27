// A fault corpus generated from the embedded content: each fault is planted in its
// own story of a copy of content-cache/, the copy is loaded once, and every fault
// must come back as a warning naming its story and field path (never dropped in
// silence). Kinds: wrong type (text, asset, seo, link, rich-text attribute),
// missing required key, unknown component, dangling uuid, null in a list,
// unreadable file.
import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type * as z from "zod";
import { formatPath } from "../../build/pipeline/load/field-path";
import { loadSite } from "../../build/pipeline/load/load";
import { contentTypeSchemas, isContentTypeName } from "../../src/content/content-types";
import type { BuildWarning } from "../../src/content/site";

type Json = Record<string, unknown>;
interface Fault {
  kind: string;
  /** the story's full_slug, or the file for an unreadable one */
  where: string;
  path: string;
}
type Planter = (content: Json) => string | null;

/** Every [path, value] in a story's content, depth first, in formatPath's notation. */
function* walk(value: unknown, path: (string | number)[] = []): Generator<[(string | number)[], unknown]> {
  yield [path, value];
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* walk(item, [...path, i]);
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) yield* walk(v, [...path, k]);
}

function setAt(root: Json, path: (string | number)[], value: unknown): void {
  const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, root as Record<string | number, unknown>);
  parent[path.at(-1)!] = value;
}

/** Plants a fault at the first place `match` accepts; returns the field path the warning must name. */
const plantAt =
  (match: (path: (string | number)[], value: unknown) => boolean, replace: (value: unknown) => unknown): Planter =>
  (content) => {
    for (const [path, value] of walk(content)) {
      if (path.length === 0 || !match(path, value)) continue;
      setAt(content, path, replace(value));
      return formatPath("content", path);
    }
    return null;
  };

const isObject = (v: unknown): v is Json => Boolean(v) && typeof v === "object" && !Array.isArray(v);
const SKIP_KEYS = new Set(["component", "_uid", "_editable", "fieldtype"]);

const planters: Record<string, Planter> = {
  "wrong type: text": plantAt(
    (p, v) => p.length === 1 && typeof v === "string" && v !== "" && !SKIP_KEYS.has(String(p[0])),
    () => 42,
  ),
  "wrong type: asset": plantAt(
    (_p, v) => isObject(v) && typeof v.filename === "string" && v.filename !== "",
    () => 7,
  ),
  "wrong type: seo": plantAt(
    (p, v) => p.at(-1) === "seo" && isObject(v),
    () => "a title, not an seo object",
  ),
  "wrong type: link": plantAt(
    (p, v) => p.at(-2) !== undefined && isObject(v) && v.fieldtype === "multilink",
    (v) => ({ ...(v as Json), cached_url: { slug: "x" } }),
  ),
  "wrong type: rich-text attribute": plantAt(
    (p, v) => p.at(-1) === "attrs" && isObject(v) && ("href" in v || "level" in v),
    (v) => ({ ...(v as Json), ...("href" in (v as Json) ? { href: 404 } : { level: "two" }) }),
  ),
  "unknown component": plantAt(
    (p, v) => typeof p.at(-1) === "number" && isObject(v) && typeof v.component === "string",
    (v) => ({ ...(v as Json), component: "no_such_block" }),
  ),
  "null in a list": plantAt(
    (p, v) => typeof p.at(-1) === "number" && isObject(v) && typeof v.component === "string",
    () => null,
  ),
  "dangling uuid": plantAt(
    (p, v) => p.length === 1 && p[0] === "client" && typeof v === "string" && v !== "",
    () => "uuid-that-no-story-has",
  ),
  "missing required key": (content) => {
    const name = String(content.component);
    if (!isContentTypeName(name)) return null;
    const shape = (contentTypeSchemas[name] as unknown as z.ZodObject<z.ZodRawShape>).shape;
    const required = Object.keys(shape).find((key) => key in content && !SKIP_KEYS.has(key) && !(shape[key] as z.ZodType).safeParse(undefined).success);
    if (!required) return null;
    delete content[required];
    return `content.${required}`;
  },
};

const faults: Fault[] = [];
let warnings: BuildWarning[] = [];

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), "fault-corpus-"));
  for (const part of ["stories", "links.json", "space.json"]) await cp(join("content-cache", part), join(dir, part), { recursive: true });
  const files = (await import("node:fs/promises").then((fs) => fs.readdir(join(dir, "stories"), { recursive: true }))).filter((f) => f.endsWith(".json")).sort();
  // site-wide stories stay intact (without them nothing loads); the rest take one fault each
  const untouchable = new Set(["settings.json", "header.json", "footer.json"]);
  const planted = new Map(Object.keys(planters).map((kind) => [kind, 0]));
  for (const [i, file] of files.entries()) {
    if (untouchable.has(file)) continue;
    const path = join(dir, "stories", file);
    if (i % 9 === 0) {
      await writeFile(path, '{"story": {"name": "cut short"');
      faults.push({ kind: "unreadable file", where: relative(dir, path), path: "" });
      continue;
    }
    const envelope = JSON.parse(await readFile(path, "utf8")) as { story: { full_slug: string; content: Json } };
    // the kind planted least so far that this story can carry
    const kinds = [...planted].sort((a, b) => a[1] - b[1]).map(([kind]) => kind);
    const kind = kinds.find((k) => planters[k]!(structuredClone(envelope.story.content)) !== null);
    if (!kind) continue;
    const field = planters[kind]!(envelope.story.content)!;
    planted.set(kind, planted.get(kind)! + 1);
    await writeFile(path, JSON.stringify(envelope));
    faults.push({ kind, where: envelope.story.full_slug, path: field });
  }
  ({ warnings } = await loadSite(dir));
}, 60_000);

describe("fault corpus from the embedded content", () => {
  it("plants every kind of fault", () => {
    expect(new Set(faults.map((f) => f.kind))).toEqual(new Set([...Object.keys(planters), "unreadable file"]));
  });

  it("names every fault with its story and field path", () => {
    console.log(`fault corpus: ${faults.length} faults planted, ${faults.filter((f) => warnings.some((w) => w.where === f.where && w.path.startsWith(f.path))).length} named`);
    const unnamed = faults.filter((f) => !warnings.some((w) => w.where === f.where && w.path.startsWith(f.path)));
    expect(unnamed).toEqual([]);
  });
});
