/**
 * The fake Management API's stories (folders are stories with `is_folder`) and assets, with
 * Storyblok's three-step upload: POST assets signs an upload, the file goes as a multipart form to
 * the signed `post_url` (Amazon S3 in Storyblok, a path of the fake here), and finish_upload
 * completes it.
 */
import { createHash, randomUUID } from "node:crypto";
import type http from "node:http";

type Json = Record<string, unknown>;
export type Reply = (status: number, body: unknown, headers?: Record<string, string | number>) => void;

export interface FakeStory {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  parent_id: number | null;
  is_folder: boolean;
  content: Json;
  published: boolean;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  [property: string]: unknown;
}

export interface FakeAsset {
  id: number;
  /** The address the CDN would serve it at (https://a.storyblok.com/f/…). */
  filename: string;
  /** S3's key, as the signed upload names it. */
  key: string;
  content_type: string;
  /** null until the file is uploaded to the signed address */
  bytes: Buffer | null;
  /** false until finish_upload */
  finished: boolean;
  asset_folder_id: number | null;
  alt: string | null;
  title: string | null;
  copyright: string | null;
  focus: string | null;
  is_private: boolean;
}

export interface ContentState {
  stories: FakeStory[];
  assets: FakeAsset[];
}

export const NOT_FOUND = ["This record could not be found"];

/** The S3 upload path the signed responses point at; it takes no token, as S3 takes none. */
export const UPLOAD_PATH = "/s3-upload";

export function pageOf<T>(items: T[], query: Record<string, string>): { items: T[]; headers: Record<string, number> } {
  const perPage = Math.min(Math.max(Number(query.per_page) || 25, 1), 100);
  const page = Math.max(Number(query.page) || 1, 1);
  return { items: items.slice((page - 1) * perPage, page * perPage), headers: { total: items.length, "per-page": perPage } };
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  svg: "image/svg+xml",
  gif: "image/gif",
  mp4: "video/mp4",
};

export class ContentApi {
  constructor(
    private readonly spaceId: number,
    private readonly state: ContentState,
    private readonly nextId: () => number,
    private readonly uploadUrl: string,
  ) {}

  stories(method: string, itemId: string | undefined, query: Record<string, string>, body: Json, reply: Reply): void {
    const { stories } = this.state;
    if (itemId === undefined) {
      if (method === "GET") {
        const matching = stories.filter(
          (story) =>
            (!query.with_slug || story.full_slug === query.with_slug) &&
            (!query.starts_with || story.full_slug.startsWith(query.starts_with)) &&
            (query.folder_only !== "1" || story.is_folder),
        );
        const { items, headers } = pageOf(matching, query);
        return reply(200, { stories: items }, headers);
      }
      if (method !== "POST") return reply(405, { error: "Method Not Allowed" });
      return this.saveStory(undefined, body, reply);
    }
    const existing = stories.find((story) => String(story.id) === itemId);
    if (!existing) return reply(404, NOT_FOUND);
    if (method === "GET") return reply(200, { story: existing });
    if (method === "PUT") return this.saveStory(existing, body, reply);
    if (method !== "DELETE") return reply(405, { error: "Method Not Allowed" });
    if (existing.is_folder && stories.some((story) => story.parent_id === existing.id)) return reply(422, { error: "The folder is not empty" });
    this.state.stories = stories.filter((story) => story !== existing);
    reply(200, { story: existing });
  }

  private saveStory(existing: FakeStory | undefined, body: Json, reply: Reply): void {
    const sent = (body.story ?? {}) as Json;
    const name = sent.name ?? existing?.name;
    const slug = sent.slug ?? existing?.slug;
    if (typeof name !== "string" || name === "") return reply(422, { name: ["can't be blank"] });
    if (typeof slug !== "string" || !/^[a-z0-9][a-z0-9_-]*$/.test(slug)) return reply(422, { slug: ["is invalid"] });
    const parentId = (sent.parent_id ?? existing?.parent_id ?? null) as number | null;
    const parent = parentId === null || parentId === 0 ? undefined : this.state.stories.find((story) => story.id === parentId && story.is_folder);
    if (parentId && !parent) return reply(422, { parent_id: ["does not exist"] });
    // a folder's start page takes the folder's address
    const startpage = Boolean(sent.is_startpage ?? existing?.is_startpage ?? false);
    const fullSlug = startpage ? (parent ? `${parent.full_slug}/` : "") : parent ? `${parent.full_slug}/${slug}` : slug;
    if (this.state.stories.some((story) => story !== existing && story.full_slug === fullSlug)) return reply(422, { slug: ["has already been taken"] });
    const now = new Date().toISOString();
    const publish = body.publish === 1 || body.publish === "1" || body.publish === true;
    const story: FakeStory = {
      id: existing?.id ?? this.nextId(),
      uuid: existing?.uuid ?? randomUUID(),
      created_at: existing?.created_at ?? now,
      published: false,
      published_at: null,
      ...existing,
      ...sent,
      name,
      slug,
      full_slug: fullSlug,
      parent_id: parent?.id ?? null,
      is_folder: Boolean(sent.is_folder ?? existing?.is_folder ?? false),
      content: (sent.content ?? existing?.content ?? {}) as Json,
      updated_at: now,
      ...(publish ? { published: true, published_at: now } : {}),
    };
    if (existing) this.state.stories = this.state.stories.map((candidate) => (candidate === existing ? story : candidate));
    else this.state.stories.push(story);
    reply(existing ? 200 : 201, { story });
  }

  assets(method: string, itemId: string | undefined, action: string | undefined, query: Record<string, string>, body: Json, reply: Reply): void {
    const { assets } = this.state;
    if (itemId === undefined) {
      if (method === "GET") {
        const { items, headers } = pageOf(
          assets.filter((asset) => asset.finished),
          query,
        );
        return reply(200, { assets: items.map(publicAsset) }, headers);
      }
      if (method !== "POST") return reply(405, { error: "Method Not Allowed" });
      return this.signUpload(body, reply);
    }
    const asset = assets.find((candidate) => String(candidate.id) === itemId);
    if (!asset) return reply(404, NOT_FOUND);
    if (action === "finish_upload" && method === "GET") {
      if (!asset.bytes) return reply(422, { error: "The file has not been uploaded" });
      asset.finished = true;
      return reply(200, { asset: publicAsset(asset) });
    }
    if (action !== undefined) return reply(404, NOT_FOUND);
    if (method === "GET" && asset.finished) return reply(200, publicAsset(asset));
    if (method === "DELETE") {
      this.state.assets = assets.filter((candidate) => candidate !== asset);
      return reply(200, publicAsset(asset));
    }
    reply(404, NOT_FOUND);
  }

  private signUpload(body: Json, reply: Reply): void {
    const filename = body.filename;
    if (typeof filename !== "string" || filename === "") return reply(422, { filename: ["can't be blank"] });
    // Storyblok names uploads with every dot but the extension's turned into an underscore
    const dot = filename.lastIndexOf(".");
    const name = dot > 0 ? `${filename.slice(0, dot).replaceAll(".", "_")}${filename.slice(dot)}` : filename;
    const size = typeof body.size === "string" && /^\d+x\d+$/i.test(body.size) ? `${body.size.toLowerCase()}/` : "";
    const key = `f/${this.spaceId}/${size}${randomUUID().slice(0, 10).replace("-", "")}/${name}`;
    const contentType = CONTENT_TYPES[name.slice(name.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";
    const asset: FakeAsset = {
      id: this.nextId(),
      filename: `https://a.storyblok.com/${key}`,
      key,
      content_type: contentType,
      bytes: null,
      finished: false,
      asset_folder_id: typeof body.asset_folder_id === "number" ? body.asset_folder_id : null,
      alt: null,
      title: null,
      copyright: null,
      focus: null,
      is_private: false,
    };
    this.state.assets.push(asset);
    reply(200, {
      id: asset.id,
      pretty_url: `//a.storyblok.com/${key}`,
      public_url: `https://s3.amazonaws.com/a.storyblok.com/${key}`,
      fields: { key, acl: "public-read", "Cache-Control": "public; max-age=31536000", "Content-Type": contentType, policy: policyOf(key), "x-amz-signature": signatureOf(key) },
      post_url: this.uploadUrl,
    });
  }
}

function publicAsset(asset: FakeAsset): Json {
  const { bytes, key, finished, ...shown } = asset;
  return { ...shown, content_length: bytes?.length ?? 0 };
}

const policyOf = (key: string) => Buffer.from(JSON.stringify({ conditions: [{ bucket: "a.storyblok.com" }, { key }] })).toString("base64");
const signatureOf = (key: string) => createHash("sha256").update(`fake-signature:${key}`).digest("hex");

/**
 * The second step, as S3 takes it: a multipart form with the signed fields and then the file;
 * 204 when the fields are those signed, 403 otherwise.
 */
export async function receiveUpload(request: http.IncomingMessage, findAsset: (key: string) => FakeAsset | undefined): Promise<{ status: number; body: string }> {
  let form: FormData;
  try {
    const headers = new Headers(Object.entries(request.headers).flatMap(([name, value]) => (typeof value === "string" ? [[name, value] as [string, string]] : [])));
    form = await new Request("http://127.0.0.1/", { method: "POST", headers, body: request as unknown as BodyInit, duplex: "half" } as RequestInit).formData();
  } catch {
    return { status: 400, body: "<Error><Code>MalformedPOSTRequest</Code></Error>" };
  }
  const key = String(form.get("key") ?? "");
  const asset = findAsset(key);
  const file = form.get("file");
  if (!asset || form.get("policy") !== policyOf(key) || form.get("x-amz-signature") !== signatureOf(key)) {
    return { status: 403, body: "<Error><Code>AccessDenied</Code></Error>" };
  }
  if (!(file instanceof Blob)) return { status: 400, body: "<Error><Code>InvalidArgument</Code><Message>POST requires exactly one file upload per request.</Message></Error>" };
  asset.bytes = Buffer.from(await file.arrayBuffer());
  return { status: 204, body: "" };
}
