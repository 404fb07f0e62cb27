// The local server reads each function's config the way Netlify's bundler does (statically, from
// the source), so a config Netlify would silently drop fails here with the function and the field.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readFunctionConfig, readFunctionConfigs } from "../../build/serve/functions-config";
import { createFunctionsHandler } from "../../build/serve/serve-functions";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function functionFile(source: string, name = "contact"): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "functions-config-"));
  dirs.push(dir);
  const file = join(dir, `${name}.ts`);
  await writeFile(file, `import type { Config } from "@netlify/functions";\n${source}\nexport default async () => new Response("ok");\n`);
  return file;
}

describe("readFunctionConfig", () => {
  it("reads literal path, method and rate limit as Netlify does", async () => {
    const file = await functionFile(
      'export const config: Config = { path: "/api/contact", method: ["post"], rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] } };',
    );
    expect(await readFunctionConfig("contact", file)).toMatchObject({
      paths: ["/api/contact"],
      methods: ["POST"],
      rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
    });
  });

  it("serves a function without a path at its default URL", async () => {
    const file = await functionFile("export const config: Config = {};");
    expect((await readFunctionConfig("contact", file)).paths).toEqual(["/.netlify/functions/contact"]);
  });

  it("refuses an imported constant as the path, naming the function and the field", async () => {
    const file = await functionFile('import { ENDPOINT } from "./endpoint";\nexport const config: Config = { path: ENDPOINT };');
    await expect(readFunctionConfig("contact", file)).rejects.toThrow(/Function "contact" \(.*contact\.ts\): Netlify cannot read config\.path\..*literal/);
  });

  it("refuses a computed value inside the rate limit, naming the nested field", async () => {
    const file = await functionFile('const LIMIT = 5;\nexport const config: Config = { path: "/api/contact", rateLimit: { windowLimit: LIMIT, windowSize: 60 } };');
    await expect(readFunctionConfig("contact", file)).rejects.toThrow(/Netlify cannot read config\.rateLimit\.windowLimit\./);
  });

  it.each([
    ["a call", 'const make = () => ({ path: "/api/contact" });\nexport const config: Config = make();'],
    ["a cast", 'export const config = { path: "/api/contact" } as Config;'],
    ["satisfies", 'export const config = { path: "/api/contact" } satisfies Config;'],
  ])("refuses a config that is not a plain object literal (%s)", async (_, source) => {
    const file = await functionFile(source);
    await expect(readFunctionConfig("contact", file)).rejects.toThrow(/Function "contact" .*Netlify cannot read config: it must be a plain object literal/);
  });

  it("passes on Netlify's own validation error, with the function's name and field", async () => {
    const file = await functionFile('export const config: Config = { path: "api/contact" };');
    await expect(readFunctionConfig("contact", file)).rejects.toThrow(/contact.*'path'.*Must start with a '\/'/);
  });

  it("refuses a method without a path, which Netlify ignores, naming the function and the field", async () => {
    const file = await functionFile('export const config: Config = { method: ["GET", "POST"] };', "preview");
    await expect(readFunctionConfig("preview", file)).rejects.toThrow(/Function "preview" \(.*preview\.ts\): config\.method needs a config\.path\..*every method/);
  });

  it("refuses a rate limit Netlify would ignore without a word", async () => {
    const file = await functionFile('export const config: Config = { path: "/api/contact", rateLimit: { windowLimit: 5 } };');
    await expect(readFunctionConfig("contact", file)).rejects.toThrow(/config\.rateLimit is not one Netlify accepts/);
  });
});

describe("the project's functions", () => {
  it("are all readable by Netlify, and send-email routes the form's URL", async () => {
    const configs = await readFunctionConfigs("functions");
    expect(configs.find((fn) => fn.name === "send-email")).toMatchObject({ paths: ["/api/send-email"], rateLimit: { windowLimit: 5, windowSize: 60 }, schedule: null });
    expect(configs.find((fn) => fn.name === "storyblok-build-flush")).toMatchObject({ schedule: "* * * * *" });
  });

  it("the local server refuses to start with a function Netlify cannot read", async () => {
    const file = await functionFile('const PATH = "/api/contact";\nexport const config: Config = { path: PATH };', "unreadable");
    const functionsDir = join(file, "..");
    await expect(createFunctionsHandler({ functionsDir, siteUrl: "https://www.agency.example", blobsDir: join(functionsDir, ".blobs") })).rejects.toThrow(
      /Function "unreadable" .*config\.path/,
    );
  });
});
