// The fake Management API answers as Storyblok's does for what npm run storyblok uses: the tests
// of the command rely on its paging, refusals and budget being those of the real API.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeManagement, startFakeManagement } from "../../build/fakes/fake-storyblok-management";

let fake: FakeManagement;

beforeEach(async () => {
  // a budget no test here reaches, except the one that tests it
  fake = await startFakeManagement({ perSecond: 1000 });
});
afterEach(() => fake.close());

/** `token` null: no Authorization header at all. */
async function call(method: string, path: string, body?: unknown, token: string | null = fake.token) {
  const response = await fetch(`${fake.apiBase}/${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token === null ? {} : { authorization: token }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

const components = () => `spaces/${fake.spaceId}/components`;

describe("fake Storyblok Management API", () => {
  it("refuses a request without the token or with another one (401), and an unknown space (404)", async () => {
    expect((await call("GET", components(), undefined, null)).status).toBe(401);
    expect((await call("GET", components(), undefined, "a-public-space-token")).status).toBe(401);
    expect((await call("GET", "spaces/1/components")).status).toBe(404);
    expect(fake.requests.map((request) => request.status)).toEqual([401, 401, 404]);
  });

  it("creates, lists page by page with a total header, updates and deletes components", async () => {
    for (const name of ["a", "b", "c"]) {
      const created = await call("POST", components(), { component: { name, display_name: name.toUpperCase(), schema: { title: { type: "text", pos: 0 } } } });
      expect(created.status).toBe(201);
    }
    const page2 = await call("GET", `${components()}?page=2&per_page=2`);
    expect(page2.headers.get("total")).toBe("3");
    expect((page2.body.components as { name: string }[]).map((component) => component.name)).toEqual(["c"]);
    const [first] = fake.space().components;
    expect(first).toMatchObject({ name: "a", display_name: "A", schema: { title: { type: "text", pos: 0, id: expect.any(String) } } });
    const updated = await call("PUT", `${components()}/${first!.id}`, { component: { name: "a", display_name: "Renamed" } });
    expect(updated.body.component).toMatchObject({ display_name: "Renamed", schema: { title: { type: "text" } } });
    expect((await call("DELETE", `${components()}/${first!.id}`)).status).toBe(200);
    expect(fake.space().components.map((component) => component.name)).toEqual(["b", "c"]);
    expect((await call("DELETE", `${components()}/${first!.id}`)).status).toBe(404);
  });

  it("answers 422 with Storyblok's words to a name already taken", async () => {
    await call("POST", components(), { component: { name: "hero", schema: {} } });
    const again = await call("POST", components(), { component: { name: "hero", schema: {} } });
    expect(again).toMatchObject({ status: 422, body: { name: ["has already been taken"] } });
    const groups = `spaces/${fake.spaceId}/component_groups`;
    await call("POST", groups, { component_group: { name: "Blocks" } });
    expect(await call("POST", groups, { component_group: { name: "Blocks" } })).toMatchObject({ status: 422, body: { name: ["has already been taken"] } });
  });

  it("keeps component groups, which components name by uuid, and presets", async () => {
    const group = (await call("POST", `spaces/${fake.spaceId}/component_groups`, { component_group: { name: "Blocks" } })).body.component_group as { uuid: string };
    const unknownGroup = await call("POST", components(), { component: { name: "x", component_group_uuid: "not-a-group" } });
    expect(unknownGroup.status).toBe(422);
    const created = (await call("POST", components(), { component: { name: "x", component_group_uuid: group.uuid } })).body.component as { id: number };
    expect((await call("GET", components())).body.component_groups).toEqual([expect.objectContaining({ name: "Blocks", uuid: group.uuid })]);
    const preset = await call("POST", `spaces/${fake.spaceId}/presets`, { preset: { name: "Dark", component_id: created.id, preset: { theme: "dark" } } });
    expect(preset.status).toBe(201);
    expect((await call("GET", `spaces/${fake.spaceId}/presets`)).body.presets).toEqual([expect.objectContaining({ name: "Dark", component_id: created.id })]);
  });

  it("keeps stories in folders by full slug, refuses a slug taken in the same folder, and publishes on request", async () => {
    const stories = `spaces/${fake.spaceId}/stories`;
    const folder = (await call("POST", stories, { story: { name: "Case studies", slug: "case-studies", is_folder: true } })).body.story as { id: number };
    const created = await call("POST", stories, { story: { name: "Acme launch", slug: "acme-launch", parent_id: folder.id, content: { component: "case_study" } } });
    expect(created).toMatchObject({ status: 201, body: { story: { full_slug: "case-studies/acme-launch", published: false } } });
    expect(await call("POST", stories, { story: { name: "Again", slug: "acme-launch", parent_id: folder.id } })).toMatchObject({
      status: 422,
      body: { slug: ["has already been taken"] },
    });
    const id = (created.body.story as { id: number }).id;
    expect(await call("PUT", `${stories}/${id}`, { story: { name: "Acme's launch" }, publish: 1 })).toMatchObject({ body: { story: { name: "Acme's launch", published: true } } });
    const listed = await call("GET", `${stories}?starts_with=case-studies/`);
    expect(listed.headers.get("total")).toBe("1");
    expect((await call("DELETE", `${stories}/${folder.id}`)).status).toBe(422);
  });

  it("takes an asset in Storyblok's three steps: a signed upload, the file to its post_url, finish_upload", async () => {
    const assets = `spaces/${fake.spaceId}/assets`;
    const signed = (await call("POST", assets, { filename: "team.photo.jpg", size: "400x300" })).body as { id: number; fields: Record<string, string>; post_url: string };
    expect(signed.fields.key).toMatch(new RegExp(`^f/${fake.spaceId}/400x300/\\w+/team_photo\\.jpg$`));
    expect((await call("GET", `${assets}/${signed.id}/finish_upload`)).status).toBe(422);

    const upload = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append("file", new Blob([Buffer.from("jpeg bytes")], { type: "image/jpeg" }), "team.photo.jpg");
      return fetch(signed.post_url, { method: "POST", body: form });
    };
    expect((await upload({ ...signed.fields, "x-amz-signature": "forged" })).status).toBe(403);
    expect((await upload(signed.fields)).status).toBe(204);
    const finished = await call("GET", `${assets}/${signed.id}/finish_upload`);
    expect(finished).toMatchObject({ status: 200, body: { asset: { id: signed.id, filename: `https://a.storyblok.com/${signed.fields.key}` } } });
    expect(fake.space().assets[0]!.bytes?.toString()).toBe("jpeg bytes");
    expect((await call("GET", assets)).body.assets).toEqual([expect.objectContaining({ id: signed.id, content_length: 10 })]);
  });

  it("answers 429 with Retry-After beyond its budget of requests a second", async () => {
    const limited = await startFakeManagement({ perSecond: 3 });
    try {
      const responses = await Promise.all([1, 2, 3, 4].map(() => fetch(`${limited.apiBase}/spaces/${limited.spaceId}/components`, { headers: { authorization: limited.token } })));
      // sent at once, the fourth arrives within a second of the first
      expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 429]);
      expect(responses.find((response) => response.status === 429)?.headers.get("retry-after")).toBe("1");
      expect(limited.overBudget).toBe(1);
    } finally {
      await limited.close();
    }
  });
});
