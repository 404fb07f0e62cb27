// A story's content with every reference pointed at the target space: asset URLs (and asset
// fields' ids) at the uploaded copies, and story uuids (links' `id`, rich-text links, option
// lists) at the stories made from them. `cached_url` keeps its slug: the slugs stay the same.
import { assetCachePath } from "../content-cache/asset-paths";

type Json = Record<string, unknown>;

export interface Remapping {
  /** old asset URL → new id and URL */
  assets: Map<string, { id: number; filename: string }>;
  /** old story uuid → new */
  uuids: Map<string, string>;
  /** every story uuid of the source, made or not */
  sourceUuids: Set<string>;
}

export interface Remapped {
  value: unknown;
  /** references to stories not made yet, left as they were */
  unresolved: number;
}

export function remapReferences(value: unknown, mapping: Remapping): Remapped {
  let unresolved = 0;
  const visit = (node: unknown): unknown => {
    if (typeof node === "string") {
      if (mapping.sourceUuids.has(node)) {
        const uuid = mapping.uuids.get(node);
        if (uuid === undefined) unresolved++;
        return uuid ?? node;
      }
      const asset = assetCachePath(node);
      const target = asset && asset !== "unsafe" ? mapping.assets.get(asset.url) : undefined;
      return target && asset && asset !== "unsafe" ? target.filename + node.slice(asset.url.length) : node;
    }
    if (Array.isArray(node)) return node.map(visit);
    if (node === null || typeof node !== "object") return node;
    const out: Json = {};
    for (const [key, item] of Object.entries(node)) out[key] = visit(item);
    const record = node as Json;
    if (record.fieldtype === "asset" && typeof record.filename === "string") {
      const target = mapping.assets.get(record.filename.split(/[?#]/, 1)[0]!);
      if (target && record.id !== null && record.id !== undefined) out.id = target.id;
    }
    return out;
  };
  return { value: visit(value), unresolved };
}
