/**
 * A fake of Storyblok's Management API (v1) on 127.0.0.1, for `npm run storyblok` and its tests:
 * components, component groups and presets of one or more spaces, and their stories, folders and
 * assets (fake-management-content.ts), behind a personal access token and Storyblok's smallest
 * plan's budget of 3 requests a second. Each space's state is one object in `spaces`.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { closeServer } from "../shared/close-server";
import { ContentApi, type ContentState, NOT_FOUND, pageOf, type Reply, receiveUpload, UPLOAD_PATH } from "./fake-management-content";
import { DatasourceApi, type DatasourceState } from "./fake-management-datasources";

export type { FakeAsset, FakeStory } from "./fake-management-content";
export type { FakeDatasource, FakeDatasourceEntry } from "./fake-management-datasources";

type Json = Record<string, unknown>;

export interface FakeComponentGroup {
  id: number;
  uuid: string;
  name: string;
  parent_id: number | null;
  parent_uuid: string | null;
}

/** A component as the API returns it: what was sent plus the properties Storyblok sets itself. */
export type FakeComponent = Json & { id: number; name: string; schema: Record<string, Json> };

export interface FakePreset {
  id: number;
  name: string;
  component_id: number;
  preset: Json;
}

/** Everything the fake holds for one space. */
export interface FakeManagementSpace extends ContentState, DatasourceState {
  id: number;
  name: string;
  components: FakeComponent[];
  component_groups: FakeComponentGroup[];
  presets: FakePreset[];
}

export interface ManagementRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  /** performance.now() at arrival */
  at: number;
}

export type ManagementFault =
  | {
      kind: "rate-limit";
      /** The Retry-After header, in seconds. */
      retryAfterSeconds: number;
      method?: string;
      /** How many matching requests get it (default 1). */
      times?: number;
    }
  /** The `request`th request from now (1 for the next, the signed S3 uploads counted) fails with 500 and changes nothing. */
  | { kind: "server-error"; request: number };

export interface FakeManagement {
  /** What STORYBLOK_MANAGEMENT_ENDPOINT points at (…/v1). */
  apiBase: string;
  token: string;
  spaceId: number;
  spaces: Map<number, FakeManagementSpace>;
  space(id?: number): FakeManagementSpace;
  requests: ManagementRequest[];
  /** Requests answered 429 because they came over the budget (not injected faults). */
  readonly overBudget: number;
  inject(fault: ManagementFault): void;
  close(): Promise<void>;
}

export const FAKE_MANAGEMENT_SPACE_ID = 440121;

class SpaceApi {
  private nextId = 1000;
  private readonly content: ContentApi;
  private readonly datasources: DatasourceApi;
  constructor(
    readonly space: FakeManagementSpace,
    uploadUrl: string,
  ) {
    this.content = new ContentApi(space.id, space, () => this.id(), uploadUrl);
    this.datasources = new DatasourceApi(space, () => this.id());
  }

  private id(): number {
    return this.nextId++;
  }

  private groupUuidError(body: Json): string[] | undefined {
    const uuid = body.component_group_uuid;
    if (uuid === undefined || uuid === null || uuid === "") return undefined;
    return this.space.component_groups.some((group) => group.uuid === uuid) ? undefined : ["does not exist"];
  }

  /** Storyblok keeps the fields it is sent, giving each an id of its own. */
  private stored(body: Json, base: Partial<FakeComponent>): FakeComponent {
    const schema = Object.fromEntries(
      Object.entries((body.schema as Record<string, Json> | undefined) ?? {}).map(([key, field]) => [key, { id: field.id ?? randomUUID(), ...field }]),
    );
    const now = new Date().toISOString();
    return {
      image: null,
      preview_field: null,
      preview_tmpl: null,
      color: null,
      icon: null,
      component_group_uuid: null,
      all_presets: [],
      preset_id: null,
      internal_tag_ids: [],
      created_at: now,
      ...base,
      ...body,
      id: base.id as number,
      name: String(body.name ?? base.name),
      real_name: String(body.name ?? base.name),
      schema,
      updated_at: now,
    };
  }

  handle(method: string, rest: string[], query: Record<string, string>, body: Json, reply: Reply): void {
    const [resource, itemId, action, ...tail] = rest;
    if (tail.length > 0 || (action !== undefined && resource !== "assets")) return reply(404, NOT_FOUND);
    if (resource === undefined) return reply(200, { space: { id: this.space.id, name: this.space.name } });
    if (resource === "stories") return this.content.stories(method, itemId, query, body, reply);
    if (resource === "assets") return this.content.assets(method, itemId, action, query, body, reply);
    if (resource === "datasources") return this.datasources.datasources(method, itemId, query, body, reply);
    if (resource === "datasource_entries") return this.datasources.entries(method, itemId, query, body, reply);
    if (resource === "components") return this.components(method, itemId, query, body, reply);
    if (resource === "component_groups" && itemId === undefined) return this.groups(method, body, reply);
    if (resource === "presets" && itemId === undefined) return this.presets(method, query, body, reply);
    reply(404, NOT_FOUND);
  }

  private components(method: string, itemId: string | undefined, query: Record<string, string>, body: Json, reply: Reply): void {
    const { space } = this;
    if (itemId === undefined) {
      if (method === "GET") {
        const { items, headers } = pageOf(space.components, query);
        return reply(200, { components: items, component_groups: space.component_groups }, headers);
      }
      if (method !== "POST") return reply(405, { error: "Method Not Allowed" });
      const component = (body.component ?? {}) as Json;
      if (typeof component.name !== "string" || component.name === "") return reply(422, { name: ["can't be blank"] });
      if (space.components.some((c) => c.name === component.name)) return reply(422, { name: ["has already been taken"] });
      const groupError = this.groupUuidError(component);
      if (groupError) return reply(422, { component_group_uuid: groupError });
      const created = this.stored(component, { id: this.id() });
      space.components.push(created);
      return reply(201, { component: created });
    }
    const index = space.components.findIndex((c) => String(c.id) === itemId);
    const existing = space.components[index];
    if (!existing) return reply(404, NOT_FOUND);
    if (method === "GET") return reply(200, { component: existing });
    if (method === "DELETE") {
      space.components.splice(index, 1);
      space.presets = space.presets.filter((preset) => preset.component_id !== existing.id);
      return reply(200, { component: existing });
    }
    if (method !== "PUT") return reply(405, { error: "Method Not Allowed" });
    const update = (body.component ?? {}) as Json;
    if (update.name !== undefined && space.components.some((c) => c !== existing && c.name === update.name)) {
      return reply(422, { name: ["has already been taken"] });
    }
    const groupError = this.groupUuidError(update);
    if (groupError) return reply(422, { component_group_uuid: groupError });
    const updated = this.stored({ ...update, schema: update.schema ?? existing.schema }, existing);
    space.components[index] = updated;
    reply(200, { component: updated });
  }

  private groups(method: string, body: Json, reply: Reply): void {
    const { space } = this;
    if (method === "GET") return reply(200, { component_groups: space.component_groups });
    if (method !== "POST") return reply(405, { error: "Method Not Allowed" });
    const name = (body.component_group as Json | undefined)?.name;
    if (typeof name !== "string" || name === "") return reply(422, { name: ["can't be blank"] });
    if (space.component_groups.some((group) => group.name === name)) return reply(422, { name: ["has already been taken"] });
    const group: FakeComponentGroup = { id: this.id(), uuid: randomUUID(), name, parent_id: null, parent_uuid: null };
    space.component_groups.push(group);
    reply(201, { component_group: group });
  }

  private presets(method: string, query: Record<string, string>, body: Json, reply: Reply): void {
    const { space } = this;
    if (method === "GET") {
      const matching = query.component_id ? space.presets.filter((preset) => String(preset.component_id) === query.component_id) : space.presets;
      return reply(200, { presets: matching });
    }
    if (method !== "POST") return reply(405, { error: "Method Not Allowed" });
    const preset = (body.preset ?? {}) as Json;
    if (typeof preset.name !== "string" || preset.name === "") return reply(422, { name: ["can't be blank"] });
    if (!space.components.some((c) => c.id === preset.component_id)) return reply(422, { component_id: ["does not exist"] });
    if (space.presets.some((p) => p.component_id === preset.component_id && p.name === preset.name)) return reply(422, { name: ["has already been taken"] });
    const created: FakePreset = { id: this.id(), name: preset.name, component_id: preset.component_id as number, preset: (preset.preset as Json) ?? {} };
    space.presets.push(created);
    reply(201, { preset: created });
  }
}

/**
 * Counts the requests it let through in a rolling window, as Storyblok's per-second limit does. The
 * window is a little shorter than a second: a client that spaces its requests a second apart sends
 * them through a socket and an event loop, and two of them may arrive a few milliseconds closer.
 */
class RequestBudget {
  private accepted: number[] = [];
  constructor(
    private readonly perSecond: number,
    private readonly windowMs = 950,
  ) {}

  take(now: number): boolean {
    this.accepted = this.accepted.filter((at) => at > now - this.windowMs);
    if (this.accepted.length >= this.perSecond) return false;
    this.accepted.push(now);
    return true;
  }
}

function readBody(request: http.IncomingMessage): Promise<Json> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      try {
        const parsed = text ? JSON.parse(text) : {};
        resolve(parsed && typeof parsed === "object" ? (parsed as Json) : {});
      } catch {
        resolve({});
      }
    });
  });
}

export interface FakeManagementOptions {
  token?: string;
  /** Requests a second before it answers 429 (Storyblok's Starter plan allows 3). */
  perSecond?: number;
  /** The spaces it starts with (default: one empty space, FAKE_MANAGEMENT_SPACE_ID). */
  spaces?: FakeManagementSpace[];
}

export function emptyManagementSpace(id = FAKE_MANAGEMENT_SPACE_ID): FakeManagementSpace {
  return { id, name: "Northlight Films (fake)", components: [], component_groups: [], presets: [], stories: [], assets: [], datasources: [], datasource_entries: [] };
}

export async function startFakeManagement(options: FakeManagementOptions = {}): Promise<FakeManagement> {
  const token = options.token ?? "fake-personal-access-token";
  const spaces = new Map((options.spaces ?? [emptyManagementSpace()]).map((space) => [space.id, space]));
  const apis = new Map<FakeManagementSpace, SpaceApi>();
  let origin = "";
  const apiOf = (space: FakeManagementSpace) => apis.get(space) ?? apis.set(space, new SpaceApi(space, `${origin}${UPLOAD_PATH}`)).get(space)!;
  const assetByKey = (key: string) => [...spaces.values()].flatMap((space) => space.assets).find((asset) => asset.key === key && !asset.finished);
  const budget = new RequestBudget(options.perSecond ?? 3);
  const faults: (Extract<ManagementFault, { kind: "rate-limit" }> & { times: number })[] = [];
  /** requests.length at which the next one fails with 500 */
  const failingAt = new Set<number>();
  const requests: ManagementRequest[] = [];
  let overBudget = 0;

  const server = http.createServer(async (request, response) => {
    const at = performance.now();
    const method = request.method ?? "GET";
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const query = Object.fromEntries(url.searchParams);
    const logged: ManagementRequest = { method, path: url.pathname, query, status: 0, at };
    requests.push(logged);
    if (failingAt.delete(requests.length)) {
      logged.status = 500;
      return void response.writeHead(500, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify({ error: "Internal Server Error" }));
    }
    if (url.pathname === UPLOAD_PATH && method === "POST") {
      const upload = await receiveUpload(request, assetByKey);
      logged.status = upload.status;
      return void response.writeHead(upload.status, { "content-type": "application/xml" }).end(upload.body);
    }
    const body = await readBody(request);
    const reply: Reply = (status, payload, headers = {}) => {
      logged.status = status;
      response.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers }).end(JSON.stringify(payload));
    };
    if (request.headers.authorization !== token) return reply(401, { error: "Unauthorized" });
    const fault = faults.find((f) => f.times > 0 && (f.method === undefined || f.method === method));
    if (fault) {
      fault.times--;
      return reply(429, { error: "Too Many Requests" }, { "retry-after": fault.retryAfterSeconds });
    }
    if (!budget.take(at)) {
      overBudget++;
      return reply(429, { error: "Too Many Requests" }, { "retry-after": 1 });
    }
    const [version, spacesSegment, spaceId, ...rest] = url.pathname.split("/").filter(Boolean);
    if (version !== "v1" || spacesSegment !== "spaces" || spaceId === undefined) return reply(404, NOT_FOUND);
    const space = spaces.get(Number(spaceId));
    if (!space) return reply(404, NOT_FOUND);
    apiOf(space).handle(method, rest, query, body, reply);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const firstId = spaces.keys().next().value ?? FAKE_MANAGEMENT_SPACE_ID;
  return {
    apiBase: `${origin}/v1`,
    token,
    spaceId: firstId,
    spaces,
    space(id = firstId) {
      const space = spaces.get(id);
      if (!space) throw new Error(`the fake Management API has no space ${id}`);
      return space;
    },
    requests,
    get overBudget() {
      return overBudget;
    },
    inject: (fault) => {
      if (fault.kind === "server-error") failingAt.add(requests.length + fault.request);
      else faults.push({ ...fault, times: fault.times ?? 1 });
    },
    close: () => closeServer(server),
  };
}
