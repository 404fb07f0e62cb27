// npm run storyblok -- import: a content cache (folders, stories, assets) into a space through the
// Management API. Assets first (Storyblok's signed upload), then folders and stories parent first,
// then the stories whose references pointed at stories not made yet, updated once those exist.
// Every create is recorded in the manifest, so a re-run resumes and writes only what differs.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import type { StoryblokComponent } from "../../src/content/storyblok-definition";
import { UserError } from "../shared/errors";
import { createDatasource, readDatasources } from "./datasources";
import { type ImportManifest, readManifest, writeManifest } from "./import-manifest";
import { type Remapping, remapReferences } from "./import-remap";
import type { ImportSource, SourceAsset, SourceItem } from "./import-source";
import type { ManagementApi } from "./management-api";

type Json = Record<string, unknown>;

export interface ImportOptions {
  apply: boolean;
  publish: boolean;
  intoNonEmpty: boolean;
  manifestFile: string;
}

export interface ImportTally {
  assets: number;
  folders: number;
  stories: number;
  /** stories updated with references to stories made after them, or changed since the last run */
  updated: number;
  datasources: number;
  datasourceEntries: number;
}

export interface ImportResult {
  /** what was written, or on a dry run what would be (updates counted as far as known) */
  tally: ImportTally;
  /** assets and stories the manifest already had, left alone */
  kept: { assets: number; stories: number };
  requests: number;
}

interface SpaceStory {
  id: number;
  uuid: string;
  full_slug: string;
}

const PER_PAGE = 100;
const digest = (body: unknown) => createHash("sha256").update(JSON.stringify(body)).digest("hex").slice(0, 16);

async function readSpaceStories(api: ManagementApi): Promise<SpaceStory[]> {
  const stories: SpaceStory[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.request("get", `spaces/${api.settings.spaceId}/stories`, `reading the space's stories (page ${page})`, { page, per_page: PER_PAGE });
    const items = (answer.data.stories ?? []) as SpaceStory[];
    stories.push(...items);
    const total = Number(answer.headers.total);
    if (!Number.isFinite(total) || stories.length >= total || items.length === 0) return stories;
  }
}

/** The values each datasource-backed field holds in the source's stories, by datasource slug. */
function datasourceValues(source: ImportSource, definitions: StoryblokComponent[]): Map<string, Set<string>> {
  const fields = definitions.flatMap((component) =>
    Object.entries(component.schema).flatMap(([field, definition]) =>
      definition.source === "internal" && definition.datasource_slug ? [{ component: component.name, field, slug: definition.datasource_slug }] : [],
    ),
  );
  const values = new Map(fields.map((field) => [field.slug, new Set<string>()]));
  for (const item of source.items) {
    const content = item.story.content as Json | undefined;
    for (const field of fields) {
      const held = content?.component === field.component ? content[field.field] : undefined;
      for (const value of Array.isArray(held) ? held : []) values.get(field.slug)!.add(String(value));
    }
  }
  return values;
}

class Importer {
  readonly tally: ImportTally = { assets: 0, folders: 0, stories: 0, updated: 0, datasources: 0, datasourceEntries: 0 };
  readonly kept = { assets: 0, stories: 0 };
  private readonly createdNow = new Set<string>();
  private readonly spacePath: string;

  constructor(
    private readonly api: ManagementApi,
    private readonly source: ImportSource,
    private readonly manifest: ImportManifest,
    private readonly options: ImportOptions,
  ) {
    this.spacePath = `spaces/${api.settings.spaceId}`;
  }

  private save(): Promise<void> {
    return writeManifest(this.options.manifestFile, this.manifest);
  }

  /** Stops before any write when the space holds stories the import did not make. */
  guardAndAdopt(spaceStories: SpaceStory[]): void {
    const recorded = Object.entries(this.manifest.stories);
    const known = new Set(recorded.flatMap(([, entry]) => (entry.id === undefined ? [] : [entry.id])));
    const pending = new Map(recorded.filter(([, entry]) => entry.id === undefined).map(([uuid, entry]) => [entry.full_slug, uuid]));
    const foreign = spaceStories.filter((story) => !known.has(story.id) && !pending.has(story.full_slug));
    if (foreign.length > 0 && !this.options.intoNonEmpty) {
      const examples = foreign
        .slice(0, 3)
        .map((story) => story.full_slug)
        .join(", ");
      throw new UserError(
        `Space ${this.api.settings.spaceId} already has ${foreign.length} stor${foreign.length === 1 ? "y" : "ies"} this import did not make (${examples}${foreign.length > 3 ? ", …" : ""}), so nothing was imported.`,
        "import into an empty space, or pass --into-non-empty to import anyway: a story with the same full slug is then updated, the others are left alone",
      );
    }
    const bySlug = new Map(spaceStories.map((story) => [story.full_slug, story]));
    for (const item of this.source.items) {
      const entry = this.manifest.stories[item.uuid];
      if (entry?.id !== undefined) continue;
      const found = bySlug.get(item.full_slug);
      if (found && (entry !== undefined || this.options.intoNonEmpty))
        this.manifest.stories[item.uuid] = { full_slug: item.full_slug, id: found.id, uuid: found.uuid, written: "" };
    }
  }

  async datasources(values: Map<string, Set<string>>): Promise<void> {
    if (values.size === 0) return;
    const existing = await readDatasources(this.api);
    for (const [slug, wanted] of values) {
      let datasource = existing.find((candidate) => candidate.slug === slug);
      if (!datasource) {
        this.tally.datasources++;
        this.tally.datasourceEntries += wanted.size;
        if (!this.options.apply) continue;
        datasource = await createDatasource(this.api, slug);
      }
      const answer = await this.api.request("get", `${this.spacePath}/datasource_entries`, `reading the entries of the datasource "${slug}"`, {
        datasource_id: datasource.id,
        per_page: PER_PAGE,
      });
      const held = new Set(((answer.data.datasource_entries ?? []) as { value: string }[]).map((entry) => entry.value));
      for (const value of wanted) {
        if (held.has(value)) continue;
        this.tally.datasourceEntries++;
        if (!this.options.apply) continue;
        await this.api.request("post", `${this.spacePath}/datasource_entries`, `adding "${value}" to the datasource "${slug}"`, {
          datasource_entry: { name: value, value, datasource_id: datasource.id },
        });
      }
    }
  }

  async asset(asset: SourceAsset): Promise<void> {
    const entry = this.manifest.assets[asset.url];
    if (entry?.filename) return void this.kept.assets++;
    this.tally.assets++;
    if (!this.options.apply) return;
    if (entry?.id !== undefined) {
      // signed before the last run stopped: finished after all, or an upload to start again
      const finished = await this.api.request("get", `${this.spacePath}/assets/${entry.id}`, `reading the asset ${asset.name}`).catch(() => undefined);
      const filename = finished?.data.filename;
      if (typeof filename === "string") {
        this.manifest.assets[asset.url] = { id: entry.id, filename };
        return this.save();
      }
    }
    const label = `uploading the asset ${asset.name}`;
    const signed = await this.api.request("post", `${this.spacePath}/assets`, `${label} (signing)`, { filename: asset.name, ...(asset.size ? { size: asset.size } : {}) });
    const id = Number(signed.data.id);
    this.manifest.assets[asset.url] = { id };
    await this.save();
    const form = new FormData();
    for (const [name, value] of Object.entries(signed.data.fields as Record<string, string>)) form.append(name, value);
    form.append("file", new Blob([await fs.readFile(asset.file)]), asset.name);
    this.api.requests++;
    const upload = await fetch(String(signed.data.post_url), { method: "POST", body: form }).catch((error: Error) => ({ ok: false, status: error.message }));
    if (!upload.ok) {
      throw new UserError(`The file store refused ${label} (${upload.status}).`, "run the same command again: it resumes with this asset");
    }
    const finished = await this.api.request("get", `${this.spacePath}/assets/${id}/finish_upload`, `${label} (finishing)`);
    this.manifest.assets[asset.url] = { id, filename: String((finished.data.asset as Json).filename) };
    await this.save();
  }

  private body(item: SourceItem, mapping: Remapping): { body: Json; unresolved: number } {
    const parentId = item.parentUuid ? (this.manifest.stories[item.parentUuid]?.id ?? null) : null;
    const { story } = item;
    const fields: Json = item.isFolder
      ? { name: item.name, slug: item.slug, parent_id: parentId, is_folder: true, position: story.position ?? 0 }
      : {
          name: item.name,
          slug: item.slug,
          parent_id: parentId,
          is_startpage: story.is_startpage ?? false,
          position: story.position ?? 0,
          tag_list: story.tag_list ?? [],
          sort_by_date: story.sort_by_date ?? null,
          path: story.path ?? null,
          first_published_at: story.first_published_at ?? null,
          content: story.content,
        };
    const remapped = remapReferences(fields, mapping);
    // a folder is published as the source's links show it
    const shown = item.isFolder ? story.published !== false : true;
    const publish = this.options.publish && shown && remapped.unresolved === 0 ? { publish: 1 } : {};
    return { body: { story: remapped.value, ...publish }, unresolved: remapped.unresolved };
  }

  /** Creates what is missing; updates what was written with unresolved references or differs now. */
  async story(item: SourceItem, mapping: Remapping, pass: "create" | "update"): Promise<void> {
    const entry = this.manifest.stories[item.uuid];
    const { body, unresolved } = this.body(item, mapping);
    const kind = item.isFolder ? "folder" : "story";
    if (pass === "create") {
      if (entry?.id !== undefined) return;
      if (item.isFolder) this.tally.folders++;
      else this.tally.stories++;
      if (!this.options.apply) {
        // as if made: what later stories refer to resolves, what points ahead needs the update pass
        mapping.uuids.set(item.uuid, item.uuid);
        if (unresolved > 0) this.tally.updated++;
        return;
      }
      this.createdNow.add(item.uuid);
      this.manifest.stories[item.uuid] = { full_slug: item.full_slug };
      await this.save();
      const answer = await this.api.request("post", `${this.spacePath}/stories`, `creating the ${kind} ${item.full_slug}`, body);
      const created = answer.data.story as SpaceStory;
      this.manifest.stories[item.uuid] = { full_slug: item.full_slug, id: created.id, uuid: created.uuid, written: unresolved === 0 ? digest(body) : "" };
      mapping.uuids.set(item.uuid, created.uuid);
      return this.save();
    }
    if (entry?.id === undefined) return;
    if (entry.written === digest(body)) {
      if (!this.createdNow.has(item.uuid)) this.kept.stories++;
      return;
    }
    this.tally.updated++;
    if (!this.options.apply) return;
    await this.api.request("put", `${this.spacePath}/stories/${entry.id}`, `updating the ${kind} ${item.full_slug}`, body);
    this.manifest.stories[item.uuid] = { ...entry, written: digest(body) };
    await this.save();
  }
}

export async function importContent(api: ManagementApi, source: ImportSource, definitions: StoryblokComponent[], options: ImportOptions): Promise<ImportResult> {
  const manifest = await readManifest(options.manifestFile, api.settings.spaceId, source.spaceId);
  const importer = new Importer(api, source, manifest, options);
  try {
    importer.guardAndAdopt(await readSpaceStories(api));
    await importer.datasources(datasourceValues(source, definitions));
    for (const asset of source.assets) await importer.asset(asset);
    const mapping: Remapping = {
      assets: new Map(
        Object.entries(manifest.assets).flatMap(([url, entry]) => (entry.id !== undefined && entry.filename ? [[url, { id: entry.id, filename: entry.filename }]] : [])),
      ),
      uuids: new Map(Object.entries(manifest.stories).flatMap(([uuid, entry]) => (entry.uuid ? [[uuid, entry.uuid]] : []))),
      sourceUuids: new Set(source.items.map((item) => item.uuid)),
    };
    for (const item of source.items) await importer.story(item, mapping, "create");
    for (const item of source.items) await importer.story(item, mapping, "update");
  } catch (error) {
    if (error instanceof UserError && options.apply && !/this import did not make/.test(error.message)) {
      throw new UserError(error.message, `${error.hint ?? "fix what the message names"}; then run the same import again: it resumes from ${options.manifestFile}`);
    }
    throw error;
  }
  return { tally: importer.tally, kept: importer.kept, requests: api.requests };
}
