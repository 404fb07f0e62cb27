/**
 * The fake Management API's datasources and their entries, as Storyblok keeps them: a datasource
 * has a name and a unique slug; an entry belongs to one datasource by id and has a name and a value.
 */
import { NOT_FOUND, pageOf, type Reply } from "./fake-management-content";

type Json = Record<string, unknown>;

export interface FakeDatasource {
  id: number;
  name: string;
  slug: string;
  dimensions: unknown[];
}

export interface FakeDatasourceEntry {
  id: number;
  name: string;
  value: string;
  dimension_value: string | null;
  datasource_id: number;
}

export interface DatasourceState {
  datasources: FakeDatasource[];
  datasource_entries: FakeDatasourceEntry[];
}

export class DatasourceApi {
  constructor(
    private readonly state: DatasourceState,
    private readonly nextId: () => number,
  ) {}

  datasources(method: string, itemId: string | undefined, query: Record<string, string>, body: Json, reply: Reply): void {
    const { state } = this;
    if (itemId !== undefined) {
      const found = state.datasources.find((datasource) => String(datasource.id) === itemId);
      if (!found || method !== "GET") return reply(404, NOT_FOUND);
      return reply(200, { datasource: found });
    }
    if (method === "GET") {
      const matching = state.datasources.filter((datasource) => !query.search || datasource.slug.includes(query.search) || datasource.name.includes(query.search));
      const { items, headers } = pageOf(matching, query);
      return reply(200, { datasources: items }, headers);
    }
    if (method !== "POST") return reply(405, { error: "Method Not Allowed" });
    const sent = (body.datasource ?? {}) as Json;
    if (typeof sent.name !== "string" || sent.name === "") return reply(422, { name: ["can't be blank"] });
    if (typeof sent.slug !== "string" || !/^[a-z0-9][a-z0-9_-]*$/.test(sent.slug)) return reply(422, { slug: ["is invalid"] });
    if (state.datasources.some((datasource) => datasource.slug === sent.slug)) return reply(422, { slug: ["has already been taken"] });
    const created: FakeDatasource = { id: this.nextId(), name: sent.name, slug: sent.slug, dimensions: [] };
    state.datasources.push(created);
    reply(201, { datasource: created });
  }

  entries(method: string, itemId: string | undefined, query: Record<string, string>, body: Json, reply: Reply): void {
    const { state } = this;
    if (itemId !== undefined) return reply(404, NOT_FOUND);
    if (method === "GET") {
      const datasource = state.datasources.find((candidate) => String(candidate.id) === query.datasource_id || candidate.slug === query.datasource_slug);
      if (!datasource) return reply(404, NOT_FOUND);
      const { items, headers } = pageOf(
        state.datasource_entries.filter((entry) => entry.datasource_id === datasource.id),
        query,
      );
      return reply(200, { datasource_entries: items }, headers);
    }
    if (method !== "POST") return reply(405, { error: "Method Not Allowed" });
    const sent = (body.datasource_entry ?? {}) as Json;
    if (!state.datasources.some((datasource) => datasource.id === sent.datasource_id)) return reply(422, { datasource_id: ["does not exist"] });
    if (typeof sent.name !== "string" || sent.name === "") return reply(422, { name: ["can't be blank"] });
    const created: FakeDatasourceEntry = {
      id: this.nextId(),
      name: sent.name,
      value: String(sent.value ?? ""),
      dimension_value: null,
      datasource_id: sent.datasource_id as number,
    };
    state.datasource_entries.push(created);
    reply(201, { datasource_entry: created });
  }
}
