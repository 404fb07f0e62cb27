// npm run storyblok's push, check and pull with the real storyblok-js-client against the fake
// Management API: the expectations come from whatever storyblokComponents() defines.
import fs from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeManagement, startFakeManagement } from "../../build/fakes/fake-storyblok-management";
import { UserError } from "../../build/shared/errors";
import { compareComponents } from "../../build/storyblok/compare";
import { wantedDatasources } from "../../build/storyblok/datasources";
import { ManagementApi } from "../../build/storyblok/management-api";
import type { StoryblokCommand, StoryblokSettings } from "../../build/storyblok/management-settings";
import { runStoryblok } from "../../build/storyblok/run-storyblok";
import type { SpaceComponent } from "../../build/storyblok/space-components";
import { storyblokComponents } from "../../src/content/storyblok-schema";

let fake: FakeManagement;

beforeEach(async () => {
  fake = await startFakeManagement();
});
afterEach(() => fake.close());

interface Run {
  code: number;
  out: string[];
  err: string[];
  /** Requests the fake received during the run. */
  requests: FakeManagement["requests"];
}

async function run(command: StoryblokCommand, options: Partial<StoryblokSettings> = {}, wanted = storyblokComponents(), waits: number[] = []): Promise<Run> {
  const settings: StoryblokSettings = { command, token: fake.token, spaceId: fake.spaceId, endpoint: fake.apiBase, apply: false, prune: false, out: undefined, ...options };
  const out: string[] = [];
  const err: string[] = [];
  const before = fake.requests.length;
  // runs in a row come a second apart, as a person's would: each has a client, and a budget, of its own
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const pause = (ms: number) => {
    waits.push(ms);
    return new Promise<void>((resolve) => setTimeout(resolve, ms));
  };
  const code = await runStoryblok(settings, wanted, { out: (line) => out.push(line), err: (line) => err.push(line) }, { pause });
  return { code, out, err, requests: fake.requests.slice(before) };
}

const writes = (requests: Run["requests"]) => requests.filter((request) => request.method !== "GET");
const stored = (name: string) => fake.space().components.find((component) => component.name === name);
const firstField = () => {
  const component = storyblokComponents().find((candidate) => Object.keys(candidate.schema).length > 0)!;
  return { component, field: Object.keys(component.schema)[0]! };
};

describe("npm run storyblok -- push", () => {
  it("lists every component and field it would create, and writes nothing without --apply", async () => {
    const { code, out, requests } = await run("push");
    expect(code).toBe(0);
    const text = out.join("\n");
    for (const component of storyblokComponents()) {
      expect(text).toContain(`+ component ${component.name} ("${component.display_name}"`);
      for (const field of Object.keys(component.schema)) expect(text).toMatch(new RegExp(`^ {4}\\+ ${field}: `, "m"));
    }
    expect(text).toContain("Dry run, nothing written.");
    expect(requests.map((request) => `${request.method} ${request.path.split("/").at(-1)}`)).toEqual(["GET components", "GET datasources"]);
    expect(fake.space().components).toEqual([]);
  });

  it("with --apply creates groups and components; then check finds no drift and a second push writes nothing", async () => {
    const applied = await run("push", { apply: true });
    expect(applied.code).toBe(0);
    const wanted = storyblokComponents();
    expect(fake.space().components.map((component) => component.name)).toEqual(wanted.map((component) => component.name));
    const groups = [...new Set(wanted.flatMap((component) => component.component_group_name ?? []))];
    expect(fake.space().component_groups.map((group) => group.name)).toEqual(groups);
    for (const component of wanted) {
      const group = fake.space().component_groups.find((candidate) => candidate.name === component.component_group_name);
      expect(stored(component.name)?.component_group_uuid).toBe(group?.uuid ?? null);
    }

    const check = await run("check");
    expect(check.code).toBe(0);
    expect(check.out).toEqual([expect.stringMatching(/^No drift: /)]);

    const again = await run("push", { apply: true });
    expect(again.code).toBe(0);
    expect(writes(again.requests)).toEqual([]);
    expect(again.out.at(-1)).toMatch(/^Nothing to write/);
  });

  it("creates the datasources the option fields name, and check reports one deleted in the space", async () => {
    const slugs = wantedDatasources(storyblokComponents());
    expect(slugs.length).toBeGreaterThan(0);
    const dryRun = await run("push");
    for (const slug of slugs) expect(dryRun.out).toContain(`+ datasource ${slug}`);
    await run("push", { apply: true });
    expect(fake.space().datasources.map((datasource) => datasource.slug)).toEqual(slugs);
    fake.space().datasources.shift();
    const check = await run("check");
    expect(check.code).toBe(1);
    expect(check.out[0]).toBe(`datasource ${slugs[0]}: missing in the space, so its option fields offer nothing to pick → run npm run storyblok -- push --apply`);
    const again = await run("push", { apply: true });
    expect(writes(again.requests).map((request) => `${request.method} ${request.path.split("/").at(-1)}`)).toEqual(["POST datasources"]);
    expect((await run("check")).code).toBe(0);
  });

  it("check reports a field changed in the space with exit 1, and push --apply puts it back", async () => {
    await run("push", { apply: true });
    const { component, field } = firstField();
    const inSpace = stored(component.name)!.schema[field]!;
    inSpace.required = !(component.schema[field]!.required ?? false);

    const check = await run("check");
    expect(check.code).toBe(1);
    expect(check.out[0]).toBe(
      `${component.name}.${field}: required is ${inSpace.required} in the space, ${!inSpace.required} in the code → run npm run storyblok -- push --apply (or change src/content/storyblok-schema.ts if the space is right)`,
    );
    expect(check.out).toHaveLength(2);

    const push = await run("push", { apply: true });
    expect(push.out).toContain(`    ~ field ${field}: required ${inSpace.required} → ${!inSpace.required}`);
    expect(writes(push.requests).map((request) => request.method)).toEqual(["PUT"]);
    expect((await run("check")).code).toBe(0);
  });

  it("keeps what only the space has unless --prune, which deletes it", async () => {
    await run("push", { apply: true });
    const { component, field } = firstField();
    stored(component.name)!.schema.legacy_note = { type: "textarea", pos: 99 };
    fake.space().components.push({ id: 9001, name: "legacy_banner", schema: { title: { type: "text", pos: 0 } } } as SpaceComponent);
    stored(component.name)!.schema[field]!.display_name = "Changed in the editor";

    const kept = await run("push", { apply: true });
    expect(kept.out).toContain("- component legacy_banner (1 field): in the space only → keep (--prune deletes it)");
    expect(kept.out).toContain("    - field legacy_note (textarea): in the space only → keep (--prune deletes it)");
    expect(writes(kept.requests).map((request) => request.method)).toEqual(["PUT"]);
    expect(stored("legacy_banner")).toBeDefined();
    expect(stored(component.name)!.schema.legacy_note).toMatchObject({ type: "textarea" });

    const check = await run("check");
    expect(check.code).toBe(1);
    expect(check.out).toContain(
      "legacy_banner: component in the space only → add it to src/content/storyblok-schema.ts, or run npm run storyblok -- push --apply --prune to delete it",
    );

    const pruned = await run("push", { apply: true, prune: true });
    expect(writes(pruned.requests).map((request) => request.method)).toEqual(["PUT", "DELETE"]);
    expect(stored("legacy_banner")).toBeUndefined();
    expect(stored(component.name)!.schema.legacy_note).toBeUndefined();
    expect((await run("check")).code).toBe(0);
  });

  it("waits out a 429's Retry-After, on a read as on a write, and goes on", async () => {
    fake.inject({ kind: "rate-limit", retryAfterSeconds: 1, method: "GET" });
    fake.inject({ kind: "rate-limit", retryAfterSeconds: 2, method: "POST" });
    const waits: number[] = [];
    const { code, err } = await run("push", { apply: true }, storyblokComponents(), waits);
    expect(code).toBe(0);
    // the client's own retry of a GET (a fixed 300 ms) would have hidden the first
    expect(waits).toEqual([1000, 2000]);
    expect(err[0]).toBe("Storyblok answered 429 (too many requests) to reading the space's components (page 1); retrying in 1.0 s (retry 1 of 5).");
    expect(err[1]).toMatch(/^Storyblok answered 429 \(too many requests\) to creating the .*; retrying in 2\.0 s \(retry 1 of 5\)\.$/);
    expect((await run("check")).code).toBe(0);
  });

  it("keeps a whole push within 3 requests a second", async () => {
    const { requests, err } = await run("push", { apply: true });
    const wanted = storyblokComponents();
    const groups = new Set(wanted.flatMap((component) => component.component_group_name ?? [])).size;
    const datasources = wantedDatasources(wanted).length;
    expect(requests).toHaveLength(2 + datasources + groups + wanted.length);
    expect(requests.filter((request) => request.status === 429)).toEqual([]);
    expect(fake.overBudget).toBe(0);
    expect(err).toEqual([expect.stringMatching(new RegExp(`^${requests.length} requests to the Management API in \\d+\\.\\d s\\.$`))]);
  });

  it("reads a space of more than a page of components", async () => {
    const many = Array.from({ length: 130 }, (_, i) => ({ name: `block_${i}`, display_name: `Block ${i}`, is_root: false, is_nestable: true, schema: {} }));
    fake.space().components.push(...many.map((component, i) => ({ ...component, id: 5000 + i })));
    const check = await run("check", {}, many);
    expect(check.code).toBe(0);
    expect(check.requests.filter((request) => request.path.endsWith("/components")).map((request) => request.query.page)).toEqual(["1", "2"]);
  });

  it("pull writes the space's components, which compare equal to the code after a push", async () => {
    await run("push", { apply: true });
    const out = path.join(await fs.mkdtemp(path.join(tmpdir(), "storyblok-pull-")), "components.json");
    const pulled = await run("pull", { out });
    expect(pulled.code).toBe(0);
    const file = JSON.parse(await fs.readFile(out, "utf8"));
    expect(compareComponents(storyblokComponents(), { components: file.components, groups: file.component_groups })).toEqual([]);
  });

  it("stops at a refused token, an unknown space or an unreachable API with a message that says which setting to fix", async () => {
    const refused = run("push", { token: "a-public-space-token" });
    await expect(refused).rejects.toBeInstanceOf(UserError);
    await expect(refused).rejects.toMatchObject({
      message: expect.stringMatching(/STORYBLOK_MANAGEMENT_TOKEN \(401 Unauthorized\)/),
      hint: expect.stringMatching(/personal access token/),
    });
    await expect(run("check", { spaceId: 1 })).rejects.toMatchObject({ message: expect.stringMatching(/no space 1 at/), hint: expect.stringMatching(/STORYBLOK_SPACE_ID/) });
    const gone = await startFakeManagement();
    await gone.close();
    await expect(run("check", { endpoint: gone.apiBase })).rejects.toMatchObject({
      message: expect.stringMatching(new RegExp(`^Storyblok's Management API at ${gone.apiBase} could not be reached while reading the space's components \\(page 1\\): `)),
      hint: expect.stringMatching(/STORYBLOK_MANAGEMENT_ENDPOINT/),
    });
  });

  it("names the request and Storyblok's words when a name is taken (422)", async () => {
    fake.space().components.push({ id: 4242, name: "hero", schema: {} } as SpaceComponent);
    const api = new ManagementApi({ token: fake.token, spaceId: fake.spaceId, endpoint: fake.apiBase });
    const creating = api.request("post", `spaces/${fake.spaceId}/components`, 'creating the component "hero"', { component: { name: "hero", schema: {} } });
    await expect(creating).rejects.toMatchObject({ message: 'Storyblok refused creating the component "hero" (422): name has already been taken.' });
  });
});
